<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CallCost</name>
    <message>
        <source>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson&apos;s MLP that is three layer calls per epoch — small next to the work, but not free.</source>
        <translation>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson&apos;s MLP that is three layer calls per epoch — small next to the work, but not free.</translation>
    </message>
</context>
<context>
    <name>CallDemo</name>
    <message>
        <source>its class defines __call__</source>
        <translation>its class defines __call__</translation>
    </message>
    <message>
        <source>its class defines no __call__</source>
        <translation>its class defines no __call__</translation>
    </message>
    <message>
        <source>a function is an object whose type defines __call__</source>
        <translation>a function is an object whose type defines __call__</translation>
    </message>
    <message>
        <source>nn.Linear inherits __call__ from nn.Module</source>
        <translation>nn.Linear inherits __call__ from nn.Module</translation>
    </message>
    <message>
        <source>a class is callable: calling it creates an instance</source>
        <translation>a class is callable: calling it creates an instance</translation>
    </message>
    <message>
        <source>int defines no __call__</source>
        <translation>int defines no __call__</translation>
    </message>
    <message>
        <source>{module}.__call__ entered (nn.Module.__call__)</source>
        <translation>{module}.__call__ entered (nn.Module.__call__)</translation>
    </message>
    <message>
        <source>{module}.__call__ returned</source>
        <translation>{module}.__call__ returned</translation>
    </message>
    <message>
        <source>forward pre-hook on {module} ran</source>
        <translation>forward pre-hook on {module} ran</translation>
    </message>
    <message>
        <source>{module}.forward entered ({detail}.forward)</source>
        <translation>{module}.forward entered ({detail}.forward)</translation>
    </message>
    <message>
        <source>{module}.forward returned</source>
        <translation>{module}.forward returned</translation>
    </message>
    <message>
        <source>forward hook on {module} ran, output shape {shape}</source>
        <translation>forward hook on {module} ran, output shape {shape}</translation>
    </message>
</context>
<context>
    <name>CallLab</name>
    <message>
        <source>Run and trace</source>
        <translation>Run and trace</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Measure the cost of __call__</source>
        <translation>Measure the cost of __call__</translation>
    </message>
    <message>
        <source>The code runs in a separate process, never in DeviceLab&apos;s.</source>
        <translation>The code runs in a separate process, never in DeviceLab&apos;s.</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Returned</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Step back</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Step forward</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Fastest–slowest</source>
        <translation>Fastest–slowest</translation>
    </message>
    <message>
        <source>Calls timed</source>
        <translation>Calls timed</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Load a ready-made example into the editor (Ctrl+Z brings your text back)</source>
        <translation>Load a ready-made example into the editor (Ctrl+Z brings your text back)</translation>
    </message>
    <message>
        <source>The code to run: edit it freely, then press Run and trace</source>
        <translation>The code to run: edit it freely, then press Run and trace</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Time limit</translation>
    </message>
    <message>
        <source>The code is stopped after this long ({low:g} to {high:g} s)</source>
        <translation>The code is stopped after this long ({low:g} to {high:g} s)</translation>
    </message>
    <message>
        <source>Run the code in a separate process and record every call it makes</source>
        <translation>Run the code in a separate process and record every call it makes</translation>
    </message>
    <message>
        <source>End the running code at once</source>
        <translation>End the running code at once</translation>
    </message>
    <message>
        <source>Time fc1(x), fc1.forward(x) and F.linear(x, w, b) on this computer</source>
        <translation>Time fc1(x), fc1.forward(x) and F.linear(x, w, b) on this computer</translation>
    </message>
    <message>
        <source>What the code printed</source>
        <translation>What the code printed</translation>
    </message>
    <message>
        <source>Nothing printed yet.</source>
        <translation>Nothing printed yet.</translation>
    </message>
    <message>
        <source>What the code wrote to stderr, and its exception</source>
        <translation>What the code wrote to stderr, and its exception</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>No errors.</translation>
    </message>
    <message>
        <source>Each call inside the one that made it; click a call to step to it</source>
        <translation>Each call inside the one that made it; click a call to step to it</translation>
    </message>
    <message>
        <source>Move through the trace one call or return at a time</source>
        <translation>Move through the trace one call or return at a time</translation>
    </message>
    <message>
        <source>The local variables at this step</source>
        <translation>The local variables at this step</translation>
    </message>
    <message>
        <source>Microseconds per call: the median of 7 batches and their spread</source>
        <translation>Microseconds per call: the median of 7 batches and their spread</translation>
    </message>
    <message>
        <source>Call trace</source>
        <translation>Call trace</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Cost of __call__</source>
        <translation>Cost of __call__</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Stepping through the trace</source>
        <translation>Stepping through the trace</translation>
    </message>
    <message>
        <source>Cost of __call__ page</source>
        <translation>Cost of __call__ page</translation>
    </message>
    <message>
        <source>Running in a separate process…</source>
        <translation>Running in a separate process…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source> The trace is partial (too long, or switched off by the code).</source>
        <translation> The trace is partial (too long, or switched off by the code).</translation>
    </message>
    <message>
        <source>Could not run the code: {message}</source>
        <translation>Could not run the code: {message}</translation>
    </message>
    <message>
        <source>No trace yet: press Run and trace.</source>
        <translation>No trace yet: press Run and trace.</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {arrow} {name}</source>
        <translation>Step {step} of {steps}: {arrow} {name}</translation>
    </message>
    <message>
        <source>(torch&apos;s own code)</source>
        <translation>(torch&apos;s own code)</translation>
    </message>
    <message>
        <source>the line marked is yours that called it</source>
        <translation>the line marked is yours that called it</translation>
    </message>
    <message>
        <source>Timing 7 batches of each call…</source>
        <translation>Timing 7 batches of each call…</translation>
    </message>
    <message>
        <source>The measurement failed: {message}</source>
        <translation>The measurement failed: {message}</translation>
    </message>
</context>
<context>
    <name>CallPresets</name>
    <message>
        <source>The lesson&apos;s Counter</source>
        <translation>The lesson&apos;s Counter</translation>
    </message>
    <message>
        <source>Any class with __call__ makes objects you can call like functions.
counter() runs Counter.__call__(counter) and keeps its count between calls.</source>
        <translation>Any class with __call__ makes objects you can call like functions.
counter() runs Counter.__call__(counter) and keeps its count between calls.</translation>
    </message>
    <message>
        <source>A callable with arguments</source>
        <translation>A callable with arguments</translation>
    </message>
    <message>
        <source>__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).
The object carries its settings (here: how much to add) from __init__.</source>
        <translation>__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).
The object carries its settings (here: how much to add) from __init__.</translation>
    </message>
    <message>
        <source>A stateful callable: a memoising cache</source>
        <translation>A stateful callable: a memoising cache</translation>
    </message>
    <message>
        <source>State between calls is what makes a callable object more than a function:
this one remembers every answer, so the second fib(30) is instant.</source>
        <translation>State between calls is what makes a callable object more than a function:
this one remembers every answer, so the second fib(30) is instant.</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP with hooks</source>
        <translation>The lesson&apos;s MLP with hooks</translation>
    </message>
    <message>
        <source>model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then
the hook; inside forward, self.fc1(x) is the same __call__ on each layer.</source>
        <translation>model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then
the hook; inside forward, self.fc1(x) is the same __call__ on each layer.</translation>
    </message>
    <message>
        <source>model(x) against model.forward(x)</source>
        <translation>model(x) against model.forward(x)</translation>
    </message>
    <message>
        <source>Both compute the same numbers, but forward(x) skips __call__: no hooks run.
That is why PyTorch says to call model(x), never model.forward(x).</source>
        <translation>Both compute the same numbers, but forward(x) skips __call__: no hooks run.
That is why PyTorch says to call model(x), never model.forward(x).</translation>
    </message>
    <message>
        <source>nn.ReLU() against torch.relu</source>
        <translation>nn.ReLU() against torch.relu</translation>
    </message>
    <message>
        <source>nn.ReLU is the function torch.relu wrapped in a class, so that every layer has
the same interface: an object you build once and then call like fc1 and fc2.</source>
        <translation>nn.ReLU is the function torch.relu wrapped in a class, so that every layer has
the same interface: an object you build once and then call like fc1 and fc2.</translation>
    </message>
</context>
<context>
    <name>CallTab</name>
    <message>
        <source>An object you can call: the lesson&apos;s Counter</source>
        <translation>An object you can call: the lesson&apos;s Counter</translation>
    </message>
    <message>
        <source>The lesson&apos;s Counter class (read only)</source>
        <translation>The lesson&apos;s Counter class (read only)</translation>
    </message>
    <message>
        <source>Call the object: runs Counter.__call__(counter)</source>
        <translation>Call the object: runs Counter.__call__(counter)</translation>
    </message>
    <message>
        <source>Create a new Counter: its count starts at 0</source>
        <translation>Create a new Counter: its count starts at 0</translation>
    </message>
    <message>
        <source>counter() runs Counter.__call__(counter): Python calls the __call__ of the object&apos;s class. Counter() itself creates a new instance.</source>
        <translation>counter() runs Counter.__call__(counter): Python calls the __call__ of the object&apos;s class. Counter() itself creates a new instance.</translation>
    </message>
    <message>
        <source>callable(obj): can it be called?</source>
        <translation>callable(obj): can it be called?</translation>
    </message>
    <message>
        <source>obj</source>
        <translation>obj</translation>
    </message>
    <message>
        <source>why</source>
        <translation>why</translation>
    </message>
    <message>
        <source>callable() evaluated for real on each object when the tab opened</source>
        <translation>callable() evaluated for real on each object when the tab opened</translation>
    </message>
    <message>
        <source>Why model(x) works: nn.Module.__call__ runs forward</source>
        <translation>Why model(x) works: nn.Module.__call__ runs forward</translation>
    </message>
    <message>
        <source>The model and its two hooks (read only)</source>
        <translation>The model and its two hooks (read only)</translation>
    </message>
    <message>
        <source>Call the model: __call__ runs the pre-hook, forward, then the hook</source>
        <translation>Call the model: __call__ runs the pre-hook, forward, then the hook</translation>
    </message>
    <message>
        <source>Call forward directly: the model&apos;s hooks are skipped</source>
        <translation>Call forward directly: the model&apos;s hooks are skipped</translation>
    </message>
    <message>
        <source>What happened during the call, in order</source>
        <translation>What happened during the call, in order</translation>
    </message>
    <message>
        <source>Quick demo page</source>
        <translation>Quick demo page</translation>
    </message>
    <message>
        <source>callable() table</source>
        <translation>callable() table</translation>
    </message>
    <message>
        <source>Press a button: the events come from real hooks.</source>
        <translation>Press a button: the events come from real hooks.</translation>
    </message>
    <message>
        <source>Lab: edit, run, trace</source>
        <translation>Lab: edit, run, trace</translation>
    </message>
    <message>
        <source>Quick demo</source>
        <translation>Quick demo</translation>
    </message>
    <message>
        <source>A new Counter: nothing called yet.</source>
        <translation>A new Counter: nothing called yet.</translation>
    </message>
    <message>
        <source>counter() returned {value}</source>
        <translation>counter() returned {value}</translation>
    </message>
    <message>
        <source>{expr}: {n} events. __call__ ran the pre-hook, then forward, then the hook.</source>
        <translation>{expr}: {n} events. __call__ ran the pre-hook, then forward, then the hook.</translation>
    </message>
    <message>
        <source>{expr}: {n} events. Calling forward directly skipped the model&apos;s hooks (the layers inside still go through __call__).</source>
        <translation>{expr}: {n} events. Calling forward directly skipped the model&apos;s hooks (the layers inside still go through __call__).</translation>
    </message>
</context>
<context>
    <name>CodeEditor</name>
    <message>
        <source>Type Python code here, or choose a preset.</source>
        <translation>Type Python code here, or choose a preset.</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>Stopped: the code used more than the memory limit ({memory_mb:,} MB).</source>
        <translation>Stopped: the code used more than the memory limit ({memory_mb:,} MB).</translation>
    </message>
    <message>
        <source>Stopped after {timeout:g} s: the time limit (an endless loop?).</source>
        <translation>Stopped after {timeout:g} s: the time limit (an endless loop?).</translation>
    </message>
    <message>
        <source>Stopped by the user.</source>
        <translation>Stopped by the user.</translation>
    </message>
    <message>
        <source>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</source>
        <translation>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</translation>
    </message>
    <message>
        <source>The code called sys.exit({value}): exit code {code}.</source>
        <translation>The code called sys.exit({value}): exit code {code}.</translation>
    </message>
    <message>
        <source>Finished in {seconds:.2f} s.</source>
        <translation>Finished in {seconds:.2f} s.</translation>
    </message>
    <message>
        <source> Output was cut at {limit:,} bytes.</source>
        <translation> Output was cut at {limit:,} bytes.</translation>
    </message>
    <message>
        <source>over the memory limit ({memory_mb:,} MB)</source>
        <translation>over the memory limit ({memory_mb:,} MB)</translation>
    </message>
    <message>
        <source>{type} on line {line}: {detail}</source>
        <translation>{type} on line {line}: {detail}</translation>
    </message>
    <message>
        <source>{type} on line {line}</source>
        <translation>{type} on line {line}</translation>
    </message>
    <message>
        <source>The process was ended by signal {number}.</source>
        <translation>The process was ended by signal {number}.</translation>
    </message>
    <message>
        <source>The interpreter crashed (SIGSEGV, a segmentation fault: ctypes or a C extension).</source>
        <translation>The interpreter crashed (SIGSEGV, a segmentation fault: ctypes or a C extension).</translation>
    </message>
    <message>
        <source>The process was killed (SIGKILL: out of memory, or killed from outside).</source>
        <translation>The process was killed (SIGKILL: out of memory, or killed from outside).</translation>
    </message>
    <message>
        <source>The process was ended by {name}.</source>
        <translation>The process was ended by {name}.</translation>
    </message>
</context>
<context>
    <name>_LineNumbers</name>
    <message>
        <source>Line numbers: a marked line is the current step or the error</source>
        <translation>Line numbers: a marked line is the current step or the error</translation>
    </message>
</context>
</TS>
