<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CallCost</name>
    <message>
        <source>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson&apos;s MLP that is three layer calls per epoch — small next to the work, but not free.</source>
        <translation>在这台计算机上，__call__ 每次调用大约多花 {extra:.1f} µs（{called:.1f} 对比 {forward:.1f} µs）：这是检查钩子和记账的开销。对课程中的 MLP 来说，每轮 (epoch) 有三次层调用——与计算本身相比很小，但并非免费。</translation>
    </message>
</context>
<context>
    <name>CallDemo</name>
    <message>
        <source>its class defines __call__</source>
        <translation>它的类定义了 __call__</translation>
    </message>
    <message>
        <source>its class defines no __call__</source>
        <translation>它的类没有定义 __call__</translation>
    </message>
    <message>
        <source>a function is an object whose type defines __call__</source>
        <translation>函数也是对象，它的类型定义了 __call__</translation>
    </message>
    <message>
        <source>nn.Linear inherits __call__ from nn.Module</source>
        <translation>nn.Linear 从 nn.Module 继承了 __call__</translation>
    </message>
    <message>
        <source>a class is callable: calling it creates an instance</source>
        <translation>类是可调用的：调用它会创建一个实例</translation>
    </message>
    <message>
        <source>int defines no __call__</source>
        <translation>int 没有定义 __call__</translation>
    </message>
    <message>
        <source>{module}.__call__ entered (nn.Module.__call__)</source>
        <translation>进入 {module}.__call__（nn.Module.__call__）</translation>
    </message>
    <message>
        <source>{module}.__call__ returned</source>
        <translation>{module}.__call__ 返回</translation>
    </message>
    <message>
        <source>forward pre-hook on {module} ran</source>
        <translation>{module} 上的前向预钩子运行了</translation>
    </message>
    <message>
        <source>{module}.forward entered ({detail}.forward)</source>
        <translation>进入 {module}.forward（{detail}.forward）</translation>
    </message>
    <message>
        <source>{module}.forward returned</source>
        <translation>{module}.forward 返回</translation>
    </message>
    <message>
        <source>forward hook on {module} ran, output shape {shape}</source>
        <translation>{module} 上的前向钩子运行了，输出形状 {shape}</translation>
    </message>
</context>
<context>
    <name>CallLab</name>
    <message>
        <source>Run and trace</source>
        <translation>运行并跟踪</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Measure the cost of __call__</source>
        <translation>测量 __call__ 的开销</translation>
    </message>
    <message>
        <source>The code runs in a separate process, never in DeviceLab&apos;s.</source>
        <translation>代码在单独的进程中运行，绝不在 DeviceLab 自己的进程中运行。</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>返回值</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Fastest–slowest</source>
        <translation>最快–最慢</translation>
    </message>
    <message>
        <source>Calls timed</source>
        <translation>计时的调用次数</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Load a ready-made example into the editor (Ctrl+Z brings your text back)</source>
        <translation>把现成的示例载入编辑器（按 Ctrl+Z 可找回你的代码）</translation>
    </message>
    <message>
        <source>The code to run: edit it freely, then press Run and trace</source>
        <translation>要运行的代码：可随意修改，然后按“运行并跟踪”</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>The code is stopped after this long ({low:g} to {high:g} s)</source>
        <translation>代码运行超过这么久就会被停止（{low:g} 到 {high:g} s）</translation>
    </message>
    <message>
        <source>Run the code in a separate process and record every call it makes</source>
        <translation>在单独的进程中运行代码，并记录它的每一次调用</translation>
    </message>
    <message>
        <source>End the running code at once</source>
        <translation>立即结束正在运行的代码</translation>
    </message>
    <message>
        <source>Time fc1(x), fc1.forward(x) and F.linear(x, w, b) on this computer</source>
        <translation>在这台计算机上为 fc1(x)、fc1.forward(x) 和 F.linear(x, w, b) 计时</translation>
    </message>
    <message>
        <source>What the code printed</source>
        <translation>代码打印的内容</translation>
    </message>
    <message>
        <source>Nothing printed yet.</source>
        <translation>还没有打印任何内容。</translation>
    </message>
    <message>
        <source>What the code wrote to stderr, and its exception</source>
        <translation>代码写到 stderr 的内容及其异常</translation>
    </message>
    <message>
        <source>No errors.</source>
        <translation>没有错误。</translation>
    </message>
    <message>
        <source>Each call inside the one that made it; click a call to step to it</source>
        <translation>每个调用都列在发起它的调用之下；点击一个调用可跳到那一步</translation>
    </message>
    <message>
        <source>Move through the trace one call or return at a time</source>
        <translation>逐个调用或返回地浏览跟踪记录</translation>
    </message>
    <message>
        <source>The local variables at this step</source>
        <translation>这一步的局部变量</translation>
    </message>
    <message>
        <source>Microseconds per call: the median of 7 batches and their spread</source>
        <translation>每次调用的微秒数：7 批的中位数及其波动范围</translation>
    </message>
    <message>
        <source>Call trace</source>
        <translation>调用跟踪</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Cost of __call__</source>
        <translation>__call__ 的开销</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Stepping through the trace</source>
        <translation>逐步查看跟踪</translation>
    </message>
    <message>
        <source>Cost of __call__ page</source>
        <translation>“__call__ 的开销”页</translation>
    </message>
    <message>
        <source>Running in a separate process…</source>
        <translation>正在单独的进程中运行…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source> The trace is partial (too long, or switched off by the code).</source>
        <translation>跟踪记录不完整（太长，或被代码关闭了）。</translation>
    </message>
    <message>
        <source>Could not run the code: {message}</source>
        <translation>无法运行代码：{message}</translation>
    </message>
    <message>
        <source>No trace yet: press Run and trace.</source>
        <translation>还没有跟踪记录：请按“运行并跟踪”。</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {arrow} {name}</source>
        <translation>第 {step} 步，共 {steps} 步：{arrow} {name}</translation>
    </message>
    <message>
        <source>(torch&apos;s own code)</source>
        <translation>（torch 自己的代码）</translation>
    </message>
    <message>
        <source>the line marked is yours that called it</source>
        <translation>标出的那一行是你的代码中调用它的地方</translation>
    </message>
    <message>
        <source>Timing 7 batches of each call…</source>
        <translation>正在为每种调用计时 7 批…</translation>
    </message>
    <message>
        <source>The measurement failed: {message}</source>
        <translation>测量失败：{message}</translation>
    </message>
</context>
<context>
    <name>CallPresets</name>
    <message>
        <source>The lesson&apos;s Counter</source>
        <translation>课程中的 Counter</translation>
    </message>
    <message>
        <source>Any class with __call__ makes objects you can call like functions.
counter() runs Counter.__call__(counter) and keeps its count between calls.</source>
        <translation>任何定义了 __call__ 的类，其对象都能像函数一样调用。
counter() 执行 Counter.__call__(counter)，并在多次调用之间保留计数。</translation>
    </message>
    <message>
        <source>A callable with arguments</source>
        <translation>带参数的可调用对象</translation>
    </message>
    <message>
        <source>__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).
The object carries its settings (here: how much to add) from __init__.</source>
        <translation>__call__ 和普通方法一样接受参数：adder(3) 就是 Adder.__call__(adder, 3)。
对象带着 __init__ 中设定的配置（这里是要加多少）。</translation>
    </message>
    <message>
        <source>A stateful callable: a memoising cache</source>
        <translation>有状态的可调用对象：记忆化缓存</translation>
    </message>
    <message>
        <source>State between calls is what makes a callable object more than a function:
this one remembers every answer, so the second fib(30) is instant.</source>
        <translation>调用之间保留的状态让可调用对象不只是一个函数：
这个对象记住了每个答案，所以第二次 fib(30) 瞬间完成。</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP with hooks</source>
        <translation>课程中带钩子的 MLP</translation>
    </message>
    <message>
        <source>model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then
the hook; inside forward, self.fc1(x) is the same __call__ on each layer.</source>
        <translation>model(x) 执行 nn.Module.__call__，它依次运行预钩子、forward，
然后是钩子；在 forward 内部，self.fc1(x) 也是每一层上同样的 __call__。</translation>
    </message>
    <message>
        <source>model(x) against model.forward(x)</source>
        <translation>model(x) 对比 model.forward(x)</translation>
    </message>
    <message>
        <source>Both compute the same numbers, but forward(x) skips __call__: no hooks run.
That is why PyTorch says to call model(x), never model.forward(x).</source>
        <translation>两者算出的数字相同，但 forward(x) 跳过了 __call__：钩子都不会运行。
所以 PyTorch 建议调用 model(x)，而不要调用 model.forward(x)。</translation>
    </message>
    <message>
        <source>nn.ReLU() against torch.relu</source>
        <translation>nn.ReLU() 对比 torch.relu</translation>
    </message>
    <message>
        <source>nn.ReLU is the function torch.relu wrapped in a class, so that every layer has
the same interface: an object you build once and then call like fc1 and fc2.</source>
        <translation>nn.ReLU 是把函数 torch.relu 包装成的类，这样每一层都有
相同的接口：一个只需创建一次、然后像 fc1 和 fc2 一样调用的对象。</translation>
    </message>
</context>
<context>
    <name>CallTab</name>
    <message>
        <source>An object you can call: the lesson&apos;s Counter</source>
        <translation>可以调用的对象：课程中的 Counter</translation>
    </message>
    <message>
        <source>The lesson&apos;s Counter class (read only)</source>
        <translation>课程中的 Counter 类（只读）</translation>
    </message>
    <message>
        <source>Call the object: runs Counter.__call__(counter)</source>
        <translation>调用这个对象：执行 Counter.__call__(counter)</translation>
    </message>
    <message>
        <source>Create a new Counter: its count starts at 0</source>
        <translation>创建一个新的 Counter：计数从 0 开始</translation>
    </message>
    <message>
        <source>counter() runs Counter.__call__(counter): Python calls the __call__ of the object&apos;s class. Counter() itself creates a new instance.</source>
        <translation>counter() 执行 Counter.__call__(counter)：Python 调用的是对象所属类的 __call__。Counter() 本身则创建一个新实例。</translation>
    </message>
    <message>
        <source>callable(obj): can it be called?</source>
        <translation>callable(obj)：它能被调用吗？</translation>
    </message>
    <message>
        <source>obj</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>callable() evaluated for real on each object when the tab opened</source>
        <translation>打开此页时对每个对象实际执行 callable() 的结果</translation>
    </message>
    <message>
        <source>Why model(x) works: nn.Module.__call__ runs forward</source>
        <translation>为什么 model(x) 可行：nn.Module.__call__ 会运行 forward</translation>
    </message>
    <message>
        <source>The model and its two hooks (read only)</source>
        <translation>模型及其两个钩子（只读）</translation>
    </message>
    <message>
        <source>Call the model: __call__ runs the pre-hook, forward, then the hook</source>
        <translation>调用模型：__call__ 依次运行预钩子、forward 和钩子</translation>
    </message>
    <message>
        <source>Call forward directly: the model&apos;s hooks are skipped</source>
        <translation>直接调用 forward：模型的钩子被跳过</translation>
    </message>
    <message>
        <source>What happened during the call, in order</source>
        <translation>调用过程中依次发生的事情</translation>
    </message>
    <message>
        <source>Quick demo page</source>
        <translation>“快速演示”页</translation>
    </message>
    <message>
        <source>callable() table</source>
        <translation>callable() 表</translation>
    </message>
    <message>
        <source>Press a button: the events come from real hooks.</source>
        <translation>按一个按钮：这些事件来自真实的钩子。</translation>
    </message>
    <message>
        <source>Lab: edit, run, trace</source>
        <translation>实验：编辑、运行、跟踪</translation>
    </message>
    <message>
        <source>Quick demo</source>
        <translation>快速演示</translation>
    </message>
    <message>
        <source>A new Counter: nothing called yet.</source>
        <translation>新的 Counter：还没有调用过。</translation>
    </message>
    <message>
        <source>counter() returned {value}</source>
        <translation>counter() 返回了 {value}</translation>
    </message>
    <message>
        <source>{expr}: {n} events. __call__ ran the pre-hook, then forward, then the hook.</source>
        <translation>{expr}：{n} 个事件。__call__ 先运行预钩子，然后是 forward，最后是钩子。</translation>
    </message>
    <message>
        <source>{expr}: {n} events. Calling forward directly skipped the model&apos;s hooks (the layers inside still go through __call__).</source>
        <translation>{expr}：{n} 个事件。直接调用 forward 跳过了模型的钩子（内部的各层仍然经过 __call__）。</translation>
    </message>
</context>
<context>
    <name>CodeEditor</name>
    <message>
        <source>Type Python code here, or choose a preset.</source>
        <translation>在这里输入 Python 代码，或选择一个预设。</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>Stopped: the code used more than the memory limit ({memory_mb:,} MB).</source>
        <translation>已停止：代码使用的内存超过了限制（{memory_mb:,} MB）。</translation>
    </message>
    <message>
        <source>Stopped after {timeout:g} s: the time limit (an endless loop?).</source>
        <translation>{timeout:g} s 后已停止：达到时间限制（是死循环吗？）。</translation>
    </message>
    <message>
        <source>Stopped by the user.</source>
        <translation>已被用户停止。</translation>
    </message>
    <message>
        <source>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</source>
        <translation>进程在报告结果之前以退出码 {code} 结束（os._exit，或解释器崩溃了）。</translation>
    </message>
    <message>
        <source>The code called sys.exit({value}): exit code {code}.</source>
        <translation>代码调用了 sys.exit({value})：退出码 {code}。</translation>
    </message>
    <message>
        <source>Finished in {seconds:.2f} s.</source>
        <translation>用时 {seconds:.2f} s 完成。</translation>
    </message>
    <message>
        <source> Output was cut at {limit:,} bytes.</source>
        <translation>输出在 {limit:,} 字节处被截断。</translation>
    </message>
    <message>
        <source>over the memory limit ({memory_mb:,} MB)</source>
        <translation>超过了内存限制（{memory_mb:,} MB）</translation>
    </message>
    <message>
        <source>{type} on line {line}: {detail}</source>
        <translation>{type}（第 {line} 行）：{detail}</translation>
    </message>
    <message>
        <source>{type} on line {line}</source>
        <translation>{type}（第 {line} 行）</translation>
    </message>
    <message>
        <source>The process was ended by signal {number}.</source>
        <translation>进程被信号 {number} 结束了。</translation>
    </message>
    <message>
        <source>The interpreter crashed (SIGSEGV, a segmentation fault: ctypes or a C extension).</source>
        <translation>解释器崩溃了（SIGSEGV，段错误：来自 ctypes 或 C 扩展）。</translation>
    </message>
    <message>
        <source>The process was killed (SIGKILL: out of memory, or killed from outside).</source>
        <translation>进程被杀死了（SIGKILL：内存耗尽，或被外部杀死）。</translation>
    </message>
    <message>
        <source>The process was ended by {name}.</source>
        <translation>进程被 {name} 结束了。</translation>
    </message>
</context>
<context>
    <name>_LineNumbers</name>
    <message>
        <source>Line numbers: a marked line is the current step or the error</source>
        <translation>行号：标出的行是当前步骤或出错的位置</translation>
    </message>
</context>
</TS>
