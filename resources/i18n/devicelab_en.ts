<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Anatomy</name>
    <message>
        <source>host → device</source>
        <translation>host → device</translation>
    </message>
    <message>
        <source>device → host</source>
        <translation>device → host</translation>
    </message>
    <message>
        <source>device → device</source>
        <translation>device → device</translation>
    </message>
    <message>
        <source>a kernel of the graph's replay</source>
        <translation>a kernel of the graph's replay</translation>
    </message>
    <message>
        <source>launching kernels (launch overhead)</source>
        <translation>launching kernels (launch overhead)</translation>
    </message>
    <message>
        <source>waiting in syncs (sync operations)</source>
        <translation>waiting in syncs (sync operations)</translation>
    </message>
    <message>
        <source>operators: the dispatcher, and on a CPU the arithmetic</source>
        <translation>operators: the dispatcher, and on a CPU the arithmetic</translation>
    </message>
    <message>
        <source>Python between operators</source>
        <translation>Python between operators</translation>
    </message>
    <message>
        <source>the rest: the loop itself, the profiler's marks</source>
        <translation>the rest: the loop itself, the profiler's marks</translation>
    </message>
    <message>
        <source>computing: kernels running</source>
        <translation>computing: kernels running</translation>
    </message>
    <message>
        <source>data transfer (copies)</source>
        <translation>data transfer (copies)</translation>
    </message>
    <message>
        <source>idle, waiting for the CPU (wasted performance)</source>
        <translation>idle, waiting for the CPU (wasted performance)</translation>
    </message>
    <message>
        <source>No NVIDIA GPU (CUDA) was profiled: the GPU's lanes (kernel launches, kernels, copies, syncs) are missing, not empty. On a GPU they show where its time goes.</source>
        <translation>No NVIDIA GPU (CUDA) was profiled: the GPU's lanes (kernel launches, kernels, copies, syncs) are missing, not empty. On a GPU they show where its time goes.</translation>
    </message>
    <message>
        <source>{field}: tick at least one device to profile</source>
        <translation>{field}: tick at least one device to profile</translation>
    </message>
    <message>
        <source>This build of torch has no profiler (Kineto), so an epoch cannot be taken apart here: install torch from pytorch.org.</source>
        <translation>This build of torch has no profiler (Kineto), so an epoch cannot be taken apart here: install torch from pytorch.org.</translation>
    </message>
    <message>
        <source>Stopped after {count} profiled epoch(s).</source>
        <translation>Stopped after {count} profiled epoch(s).</translation>
    </message>
    <message>
        <source>The loss diverged (NaN or infinite) in the profiled epochs: the times stand, the model learned nothing.</source>
        <translation>The loss diverged (NaN or infinite) in the profiled epochs: the times stand, the model learned nothing.</translation>
    </message>
    <message>
        <source>a kernel</source>
        <translation>a kernel</translation>
    </message>
    <message>
        <source>No epoch was profiled.</source>
        <translation>No epoch was profiled.</translation>
    </message>
    <message>
        <source>On the CPU: {ops:,.0f} µs in {count:.0f} operators (the arithmetic, with the dispatcher's cost) and {python:,.0f} µs of Python between them, per epoch.</source>
        <translation>On the CPU: {ops:,.0f} µs in {count:.0f} operators (the arithmetic, with the dispatcher's cost) and {python:,.0f} µs of Python between them, per epoch.</translation>
    </message>
    <message>
        <source>One epoch only: profile more to compare.</source>
        <translation>One epoch only: profile more to compare.</translation>
    </message>
    <message>
        <source>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart): the difference is the profiler's own cost, not the loop's.</source>
        <translation>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart): the difference is the profiler's own cost, not the loop's.</translation>
    </message>
    <message>
        <source>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart). Other programs slowed both: neither is the loop's own time.</source>
        <translation>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart). Other programs slowed both: neither is the loop's own time.</translation>
    </message>
    <message>
        <source>GPU busy {busy:.0f} % of each epoch: {launches:.0f} kernel launches of ~{launch:.1f} µs for kernels of ~{kernel:.1f} µs; syncs waited {sync:,.0f} µs and copies took {copy:,.0f} µs.</source>
        <translation>GPU busy {busy:.0f} % of each epoch: {launches:.0f} kernel launches of ~{launch:.1f} µs for kernels of ~{kernel:.1f} µs; syncs waited {sync:,.0f} µs and copies took {copy:,.0f} µs.</translation>
    </message>
    <message>
        <source>{device} ({mode}):</source>
        <translation>{device} ({mode}):</translation>
    </message>
</context>
<context>
    <name>AnatomyPage</name>
    <message>
        <source>Why was the GPU slower? One epoch of the lesson's loop is taken apart by PyTorch's profiler on each device, after a warm-up, and drawn on one time axis: the CPU's phases and operators, and on a GPU its kernel launches, kernels, copies and the syncs the CPU waits in. Wheel or drag on the chart to zoom and pan in time; hover a bar to see what it is.</source>
        <translation>Why was the GPU slower? One epoch of the lesson's loop is taken apart by PyTorch's profiler on each device, after a warm-up, and drawn on one time axis: the CPU's phases and operators, and on a GPU its kernel launches, kernels, copies and the syncs the CPU waits in. Wheel or drag on the chart to zoom and pan in time; hover a bar to see what it is.</translation>
    </message>
    <message>
        <source>Take an epoch apart</source>
        <translation>Take an epoch apart</translation>
    </message>
    <message>
        <source>Profile the lesson's loop on each ticked device</source>
        <translation>Profile the lesson's loop on each ticked device</translation>
    </message>
    <message>
        <source>Whole epoch</source>
        <translation>Whole epoch</translation>
    </message>
    <message>
        <source>Show every device's whole epoch again after zooming</source>
        <translation>Show every device's whole epoch again after zooming</translation>
    </message>
    <message>
        <source>Tick the devices to profile, one after the other</source>
        <translation>Tick the devices to profile, one after the other</translation>
    </message>
    <message>
        <source>epoch (.item())</source>
        <translation>epoch (.item())</translation>
    </message>
    <message>
        <source>Ticked: the loss is read every epoch, as the lesson does; unticked: never, the homework's fix (the sync disappears)</source>
        <translation>Ticked: the loss is read every epoch, as the lesson does; unticked: never, the homework's fix (the sync disappears)</translation>
    </message>
    <message>
        <source>CUDA graph (the fix)</source>
        <translation>CUDA graph (the fix)</translation>
    </message>
    <message>
        <source>The step captured once and replayed: one launch for its kernels</source>
        <translation>The step captured once and replayed: one launch for its kernels</translation>
    </message>
    <message>
        <source>Profiling {devices}…</source>
        <translation>Profiling {devices}…</translation>
    </message>
    <message>
        <source>{device} profiled ({done} of {total} devices)</source>
        <translation>{device} profiled ({done} of {total} devices)</translation>
    </message>
    <message>
        <source>Done: hover the lanes to see what each part is.</source>
        <translation>Done: hover the lanes to see what each part is.</translation>
    </message>
</context>
<context>
    <name>AnatomyTimeline</name>
    <message>
        <source>µs into the epoch</source>
        <translation>µs into the epoch</translation>
    </message>
    <message>
        <source>CPU phases</source>
        <translation>CPU phases</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>operators</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>launches</translation>
    </message>
    <message>
        <source>GPU kernels</source>
        <translation>GPU kernels</translation>
    </message>
    <message>
        <source>copies</source>
        <translation>copies</translation>
    </message>
    <message>
        <source>syncs</source>
        <translation>syncs</translation>
    </message>
    <message>
        <source>GPU lanes</source>
        <translation>GPU lanes</translation>
    </message>
    <message>
        <source>Missing, not empty: no NVIDIA GPU here</source>
        <translation>Missing, not empty: no NVIDIA GPU here</translation>
    </message>
    <message>
        <source>Missing, not empty: this machine has no NVIDIA GPU (CUDA), so there are no kernel launches, GPU kernels or copies to measure. On a GPU these lanes show where its time goes.</source>
        <translation>Missing, not empty: this machine has no NVIDIA GPU (CUDA), so there are no kernel launches, GPU kernels or copies to measure. On a GPU these lanes show where its time goes.</translation>
    </message>
    <message>
        <source>The GPU idle: waiting for the CPU's next launch (wasted performance: the GPU is far too big for this work)</source>
        <translation>The GPU idle: waiting for the CPU's next launch (wasted performance: the GPU is far too big for this work)</translation>
    </message>
    <message>
        <source>{duration:,.1f} µs</source>
        <translation>{duration:,.1f} µs</translation>
    </message>
    <message>
        <source>An operator: its CPU time is Python and PyTorch's dispatcher choosing the kernel (on a CPU, the arithmetic too)</source>
        <translation>An operator: its CPU time is Python and PyTorch's dispatcher choosing the kernel (on a CPU, the arithmetic too)</translation>
    </message>
    <message>
        <source>A kernel launch: the CPU asks the GPU to start a kernel, a fixed cost every time (launch overhead)</source>
        <translation>A kernel launch: the CPU asks the GPU to start a kernel, a fixed cost every time (launch overhead)</translation>
    </message>
    <message>
        <source>The kernel on the GPU: the real arithmetic, often shorter than its launch</source>
        <translation>The kernel on the GPU: the real arithmetic, often shorter than its launch</translation>
    </message>
    <message>
        <source>Data transfer: {bytes:,} bytes cross the bus</source>
        <translation>Data transfer: {bytes:,} bytes cross the bus</translation>
    </message>
    <message>
        <source>A sync operation: the CPU waits until the GPU has finished everything queued</source>
        <translation>A sync operation: the CPU waits until the GPU has finished everything queued</translation>
    </message>
    <message>
        <source>forward: model(x) computes the outputs (__call__ runs forward)</source>
        <translation>forward: model(x) computes the outputs (__call__ runs forward)</translation>
    </message>
    <message>
        <source>loss: the cross-entropy of the outputs against the labels</source>
        <translation>loss: the cross-entropy of the outputs against the labels</translation>
    </message>
    <message>
        <source>zero_grad: the last epoch's gradients are cleared</source>
        <translation>zero_grad: the last epoch's gradients are cleared</translation>
    </message>
    <message>
        <source>backward: autograd computes every gradient</source>
        <translation>backward: autograd computes every gradient</translation>
    </message>
    <message>
        <source>step: the optimizer updates the weights</source>
        <translation>step: the optimizer updates the weights</translation>
    </message>
    <message>
        <source>replay: forward to step captured as one CUDA graph, one launch</source>
        <translation>replay: forward to step captured as one CUDA graph, one launch</translation>
    </message>
    <message>
        <source>.item(): the loss comes back to the host to be recorded, a sync</source>
        <translation>.item(): the loss comes back to the host to be recorded, a sync</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>DeviceLab is already open: its window is in front now.</source>
        <translation>DeviceLab is already open: its window is in front now.</translation>
    </message>
    <message>
        <source>DeviceLab is already open: its window is in front now and opens the lesson.</source>
        <translation>DeviceLab is already open: its window is in front now and opens the lesson.</translation>
    </message>
</context>
<context>
    <name>CallTab</name>
    <message>
        <source>Lab: edit, run, trace</source>
        <translation>Lab: edit, run, trace</translation>
    </message>
    <message>
        <source>Quick demo</source>
        <translation>Quick demo</translation>
    </message>
</context>
<context>
    <name>CardSupport</name>
    <message>
        <source>This PyTorch has no kernels for the {name} ({architecture}, compute capability {capability}): it was built for {built}. Every run on it would stop with 'no kernel image is available for execution on the device'.</source>
        <translation>This PyTorch has no kernels for the {name} ({architecture}, compute capability {capability}): it was built for {built}. Every run on it would stop with 'no kernel image is available for execution on the device'.</translation>
    </message>
    <message>
        <source>The card is newer than this PyTorch: install a newer PyTorch build whose architecture list includes {needed}, or run on the CPU.</source>
        <translation>The card is newer than this PyTorch: install a newer PyTorch build whose architecture list includes {needed}, or run on the CPU.</translation>
    </message>
    <message>
        <source>This PyTorch no longer supports a card this old: install a PyTorch build whose architecture list includes {needed} (an older CUDA build), or run on the CPU.</source>
        <translation>This PyTorch no longer supports a card this old: install a PyTorch build whose architecture list includes {needed} (an older CUDA build), or run on the CPU.</translation>
    </message>
    <message>
        <source>This PyTorch (ROCm) has no kernels for the {name} ({isa}): it was built for {built}. Every run on it would stop with 'no kernel image is available'.</source>
        <translation>This PyTorch (ROCm) has no kernels for the {name} ({isa}): it was built for {built}. Every run on it would stop with 'no kernel image is available'.</translation>
    </message>
    <message>
        <source>Install a ROCm build of PyTorch whose architecture list includes {isa}, or run on the CPU.</source>
        <translation>Install a ROCm build of PyTorch whose architecture list includes {isa}, or run on the CPU.</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA up to {driver}, but this PyTorch was built for CUDA {runtime}: CUDA cannot start ('CUDA driver version is insufficient').</source>
        <translation>The NVIDIA driver supports CUDA up to {driver}, but this PyTorch was built for CUDA {runtime}: CUDA cannot start ('CUDA driver version is insufficient').</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to one that supports CUDA {runtime}, or install a PyTorch build for CUDA {driver} or older, or run on the CPU.</source>
        <translation>Update the NVIDIA driver to one that supports CUDA {runtime}, or install a PyTorch build for CUDA {driver} or older, or run on the CPU.</translation>
    </message>
    <message>
        <source>This PyTorch has no kernels for this GPU ('no kernel image is available'): the run stopped. Install a PyTorch build whose architecture list includes this card's, or run on the CPU.</source>
        <translation>This PyTorch has no kernels for this GPU ('no kernel image is available'): the run stopped. Install a PyTorch build whose architecture list includes this card's, or run on the CPU.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than this PyTorch's CUDA ('CUDA driver version is insufficient'): the run stopped. Update the driver, or run on the CPU.</source>
        <translation>The NVIDIA driver is older than this PyTorch's CUDA ('CUDA driver version is insufficient'): the run stopped. Update the driver, or run on the CPU.</translation>
    </message>
</context>
<context>
    <name>Class</name>
    <message>
        <source>Address: the teacher's address, as the projector shows it (e.g. 192.168.1.20:8765; port from 1 to 65,535)</source>
        <translation>Address: the teacher's address, as the projector shows it (e.g. 192.168.1.20:8765; port from 1 to 65,535)</translation>
    </message>
    <message>
        <source>Join code: the 6 digits on the projector</source>
        <translation>Join code: the 6 digits on the projector</translation>
    </message>
    <message>
        <source>Could not reach the teacher at {host}:{port} ({error}). Check the address and that you are on the same network, or save the result to a file.</source>
        <translation>Could not reach the teacher at {host}:{port} ({error}). Check the address and that you are on the same network, or save the result to a file.</translation>
    </message>
    <message>
        <source>The result is too large to send.</source>
        <translation>The result is too large to send.</translation>
    </message>
    <message>
        <source>The teacher's collector says the join code is wrong.</source>
        <translation>The teacher's collector says the join code is wrong.</translation>
    </message>
    <message>
        <source>The teacher's collector refused the result ({status}): {reason}</source>
        <translation>The teacher's collector refused the result ({status}): {reason}</translation>
    </message>
    <message>
        <source>not a class result: the file is over 64 KB</source>
        <translation>not a class result: the file is over 64 KB</translation>
    </message>
    <message>
        <source>not a class result: the file is not JSON</source>
        <translation>not a class result: the file is not JSON</translation>
    </message>
    <message>
        <source>a class result must be a JSON object</source>
        <translation>a class result must be a JSON object</translation>
    </message>
    <message>
        <source>format: not a DeviceLab class result of version {v}</source>
        <translation>format: not a DeviceLab class result of version {v}</translation>
    </message>
    <message>
        <source>{field}: given exactly when a gpu is given</source>
        <translation>{field}: given exactly when a gpu is given</translation>
    </message>
    <message>
        <source>{field}: not a field of a class result</source>
        <translation>{field}: not a field of a class result</translation>
    </message>
    <message>
        <source>{field}: missing</source>
        <translation>{field}: missing</translation>
    </message>
    <message>
        <source>{field}: must be an object</source>
        <translation>{field}: must be an object</translation>
    </message>
    <message>
        <source>{field}: must be printable text of at most {limit} characters</source>
        <translation>{field}: must be printable text of at most {limit} characters</translation>
    </message>
    <message>
        <source>{field}: must be true or false</source>
        <translation>{field}: must be true or false</translation>
    </message>
    <message>
        <source>{field}: must be a finite number from {low:g} to {high:,g}</source>
        <translation>{field}: must be a finite number from {low:g} to {high:,g}</translation>
    </message>
    <message>
        <source>{field}: must be a whole number from {low:,} to {high:,}</source>
        <translation>{field}: must be a whole number from {low:,} to {high:,}</translation>
    </message>
    <message>
        <source>{line}, generation {generation}</source>
        <translation>{line}, generation {generation}</translation>
    </message>
    <message>
        <source>{line}
gen. {generation}</source>
        <translation>{line}
gen. {generation}</translation>
    </message>
    <message>
        <source>the medians of {count} machine(s)</source>
        <translation>the medians of {count} machine(s)</translation>
    </message>
    <message>
        <source>the medians of {count} machine(s); {left_out} disturbed (marked *) left out</source>
        <translation>the medians of {count} machine(s); {left_out} disturbed (marked *) left out</translation>
    </message>
    <message>
        <source>wrong join code</source>
        <translation>wrong join code</translation>
    </message>
    <message>
        <source>not a valid result</source>
        <translation>not a valid result</translation>
    </message>
    <message>
        <source>too many from one machine</source>
        <translation>too many from one machine</translation>
    </message>
    <message>
        <source>too slow to arrive</source>
        <translation>too slow to arrive</translation>
    </message>
    <message>
        <source>removed, sent again</source>
        <translation>removed, sent again</translation>
    </message>
    <message>
        <source>the class was busy, full or ended</source>
        <translation>the class was busy, full or ended</translation>
    </message>
    <message>
        <source>the connection dropped</source>
        <translation>the connection dropped</translation>
    </message>
    <message>
        <source>refused for another reason</source>
        <translation>refused for another reason</translation>
    </message>
    <message>
        <source>{kind} ×{count}</source>
        <translation>{kind} ×{count}</translation>
    </message>
    <message>
        <source>{count} request(s) refused: {kinds}.</source>
        <translation>{count} request(s) refused: {kinds}.</translation>
    </message>
    <message>
        <source>not a DeviceLab request</source>
        <translation>not a DeviceLab request</translation>
    </message>
    <message>
        <source>* Other programs crowded this race: its times are unreliable, and the teacher will see it marked and left out of the class medians. Close other programs and race again for a result that counts.</source>
        <translation>* Other programs crowded this race: its times are unreliable, and the teacher will see it marked and left out of the class medians. Close other programs and race again for a result that counts.</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>ms per epoch</source>
        <translation>ms per epoch</translation>
    </message>
    <message>
        <source>Every student's machine on one chart. Start collecting: the projector shows the address and a join code, and each student's DeviceLab races the lesson and sends its time per epoch (after warm-up) and hardware facts, nothing else. A result saved to a file can be dropped here.</source>
        <translation>Every student's machine on one chart. Start collecting: the projector shows the address and a join code, and each student's DeviceLab races the lesson and sends its time per epoch (after warm-up) and hardware facts, nothing else. A result saved to a file can be dropped here.</translation>
    </message>
    <message>
        <source>The network address students send to (127.0.0.1: this machine only)</source>
        <translation>The network address students send to (127.0.0.1: this machine only)</translation>
    </message>
    <message>
        <source>Start collecting</source>
        <translation>Start collecting</translation>
    </message>
    <message>
        <source>Listen on this address until the class ends; announce it</source>
        <translation>Listen on this address until the class ends; announce it</translation>
    </message>
    <message>
        <source>End the class</source>
        <translation>End the class</translation>
    </message>
    <message>
        <source>Stop listening; the results stay, kept on disk</source>
        <translation>Stop listening; the results stay, kept on disk</translation>
    </message>
    <message>
        <source>Add result files…</source>
        <translation>Add result files…</translation>
    </message>
    <message>
        <source>Results students saved to files (a folder can be dropped here)</source>
        <translation>Results students saved to files (a folder can be dropped here)</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Remove entry</translation>
    </message>
    <message>
        <source>Take the chosen machines out of the class</source>
        <translation>Take the chosen machines out of the class</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>Join a class…</translation>
    </message>
    <message>
        <source>A student's side: race this machine and send it to the teacher</source>
        <translation>A student's side: race this machine and send it to the teacher</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Every machine's row, for a spreadsheet</source>
        <translation>Every machine's row, for a spreadsheet</translation>
    </message>
    <message>
        <source>Remove address</source>
        <translation>Remove address</translation>
    </message>
    <message>
        <source>Take out every machine sent from the chosen machines' network addresses (one that sent many)</source>
        <translation>Take out every machine sent from the chosen machines' network addresses (one that sent many)</translation>
    </message>
    <message>
        <source>Machines one network address may add; a new one replaces its oldest (more where students share an address)</source>
        <translation>Machines one network address may add; a new one replaces its oldest (more where students share an address)</translation>
    </message>
    <message>
        <source>Per address</source>
        <translation>Per address</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <source>Cores / threads</source>
        <translation>Cores / threads</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>CPU ms/epoch</source>
        <translation>CPU ms/epoch</translation>
    </message>
    <message>
        <source>GPU ms/epoch</source>
        <translation>GPU ms/epoch</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Sent from</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Could not write {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {count} machine(s) to {path}.</source>
        <translation>Saved {count} machine(s) to {path}.</translation>
    </message>
    <message>
        <source>Add result files</source>
        <translation>Add result files</translation>
    </message>
    <message>
        <source>Added {good} result file(s); {bad} were not class results.</source>
        <translation>Added {good} result file(s); {bad} were not class results.</translation>
    </message>
    <message>
        <source>each machine</source>
        <translation>each machine</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>reported by the lesson</translation>
    </message>
    <message>
        <source>class median</source>
        <translation>class median</translation>
    </message>
    <message>
        <source>recorded by DeviceLab</source>
        <translation>recorded by DeviceLab</translation>
    </message>
    <message numerus="yes">
        <source>Not collecting. %n machine(s) in this class.</source>
        <translation>
            <numerusform>Not collecting. %n machine in this class.</numerusform><numerusform>Not collecting. %n machines in this class.</numerusform></translation>
    </message>
    <message>
        <source>Address {host}:{port}    Join code {code}    Joined: {joined}</source>
        <translation>Address {host}:{port}    Join code {code}    Joined: {joined}</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>no GPU</translation>
    </message>
    <message>
        <source>* Other programs crowded this machine's race: its times are unreliable and left out of the class medians.</source>
        <translation>* Other programs crowded this machine's race: its times are unreliable and left out of the class medians.</translation>
    </message>
    <message>
        <source>{nickname}: {cpu} ({architecture}), {cores} cores / {threads} threads; {gpu}; torch {torch} on {os}; CPU {cpu_ms:.3f} ms, GPU {gpu_ms} ms per epoch</source>
        <translation>{nickname}: {cpu} ({architecture}), {cores} cores / {threads} threads; {gpu}; torch {torch} on {os}; CPU {cpu_ms:.3f} ms, GPU {gpu_ms} ms per epoch</translation>
    </message>
</context>
<context>
    <name>ClassSession</name>
    <message>
        <source>Cannot listen on {host}: {error}</source>
        <translation>Cannot listen on {host}: {error}</translation>
    </message>
    <message>
        <source>Not announced on the network ({reason}): students type the address.</source>
        <translation>Not announced on the network ({reason}): students type the address.</translation>
    </message>
    <message>
        <source>Not kept on disk: {error}</source>
        <translation>Not kept on disk: {error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>line {line}</source>
        <translation>line {line}</translation>
    </message>
    <message>
        <source>called from line {line}</source>
        <translation>called from line {line}</translation>
    </message>
    <message>
        <source>VRAM to train (Adam, batch 1)</source>
        <translation>VRAM to train (Adam, batch 1)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>vendor</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>architecture</translation>
    </message>
    <message>
        <source>instruction set</source>
        <translation>instruction set</translation>
    </message>
    <message>
        <source>physical cores</source>
        <translation>physical cores</translation>
    </message>
    <message>
        <source>logical threads</source>
        <translation>logical threads</translation>
    </message>
    <message>
        <source>P / E cores</source>
        <translation>P / E cores</translation>
    </message>
    <message>
        <source>core kinds</source>
        <translation>core kinds</translation>
    </message>
    <message>
        <source>base clock</source>
        <translation>base clock</translation>
    </message>
    <message>
        <source>max clock</source>
        <translation>max clock</translation>
    </message>
    <message>
        <source>L2 / L3 cache</source>
        <translation>L2 / L3 cache</translation>
    </message>
    <message>
        <source>use per core</source>
        <translation>use per core</translation>
    </message>
    <message>
        <source>not in the name (now running at {ghz:.2f} GHz)</source>
        <translation>not in the name (now running at {ghz:.2f} GHz)</translation>
    </message>
    <message>
        <source>{version} (CUDA {cuda})</source>
        <translation>{version} (CUDA {cuda})</translation>
    </message>
    <message>
        <source>kernels for</source>
        <translation>kernels for</translation>
    </message>
    <message>
        <source>{memory} shared with the CPU</source>
        <translation>{memory} shared with the CPU</translation>
    </message>
    <message>
        <source>{memory} VRAM</source>
        <translation>{memory} VRAM</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}, compute capability {capability}</source>
        <translation>{name}: {memory}, {architecture}, compute capability {capability}</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}, {cores} {kind}</source>
        <translation>{name}: {memory}, {architecture}, {cores} {kind}</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}</source>
        <translation>{name}: {memory}, {architecture}</translation>
    </message>
    <message>
        <source>PCIe copies now</source>
        <translation>PCIe copies now</translation>
    </message>
    <message>
        <source>{to_gpu} to the GPU, {from_gpu} from it</source>
        <translation>{to_gpu} to the GPU, {from_gpu} from it</translation>
    </message>
    <message>
        <source>none: CPU build</source>
        <translation>none: CPU build</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>not found</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA driver</translation>
    </message>
    <message>
        <source>driver check</source>
        <translation>driver check</translation>
    </message>
    <message>
        <source>Intel GPU driver</source>
        <translation>Intel GPU driver</translation>
    </message>
    <message>
        <source>available</source>
        <translation>available</translation>
    </message>
    <message>
        <source>no usable GPU:</source>
        <translation>no usable GPU:</translation>
    </message>
    <message>
        <source>what to do:</source>
        <translation>what to do:</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>(warm-up {ms:.1f} ms, apart)</source>
        <translation>(warm-up {ms:.1f} ms, apart)</translation>
    </message>
    <message>
        <source>N/A ({reason})</source>
        <translation>N/A ({reason})</translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation>VRAM used</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU use</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperature</translation>
    </message>
    <message>
        <source>power</source>
        <translation>power</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM clock</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>{status}: {outcome}</source>
        <translation>{status}: {outcome}</translation>
    </message>
    <message>
        <source>{threads} (auto: chosen for the work)</source>
        <translation>{threads} (auto: chosen for the work)</translation>
    </message>
    <message>
        <source>other programs</source>
        <translation>other programs</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU threads</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>setup</translation>
    </message>
    <message>
        <source>{seconds:.3f} s (data and model to the device)</source>
        <translation>{seconds:.3f} s (data and model to the device)</translation>
    </message>
    <message>
        <source>training time</source>
        <translation>training time</translation>
    </message>
    <message>
        <source>{seconds:.3f} s for {epochs:,} epochs</source>
        <translation>{seconds:.3f} s for {epochs:,} epochs</translation>
    </message>
    <message>
        <source>per epoch</source>
        <translation>per epoch</translation>
    </message>
    <message>
        <source>{us:.1f} µs (mean after the warm-up epoch)</source>
        <translation>{us:.1f} µs (mean after the warm-up epoch)</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>warm-up</translation>
    </message>
    <message>
        <source>{ms:.1f} ms (the first epoch)</source>
        <translation>{ms:.1f} ms (the first epoch)</translation>
    </message>
    <message>
        <source>host syncs</source>
        <translation>host syncs</translation>
    </message>
    <message>
        <source>final loss</source>
        <translation>final loss</translation>
    </message>
    <message>
        <source>test accuracy</source>
        <translation>test accuracy</translation>
    </message>
    <message>
        <source>--mode {mode} is not available here: {reason}</source>
        <translation>--mode {mode} is not available here: {reason}</translation>
    </message>
    <message>
        <source>{device} left out of the race: {reason}.</source>
        <translation>{device} left out of the race: {reason}.</translation>
    </message>
    <message>
        <source>Race: {epochs:,} epochs, mode {mode}, one device at a time</source>
        <translation>Race: {epochs:,} epochs, mode {mode}, one device at a time</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>to device</source>
        <translation>to device</translation>
    </message>
    <message>
        <source>syncs</source>
        <translation>syncs</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>accuracy</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>threads</translation>
    </message>
    <message>
        <source>Homework: record interval on {device} ({epochs:,} epochs)</source>
        <translation>Homework: record interval on {device} ({epochs:,} epochs)</translation>
    </message>
    <message>
        <source>record</source>
        <translation>record</translation>
    </message>
    <message>
        <source>printing</source>
        <translation>printing</translation>
    </message>
    <message>
        <source>records</source>
        <translation>records</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>forward</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>zero_grad</source>
        <translation>zero_grad</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>backward</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>replay</translation>
    </message>
    <message>
        <source>.item()</source>
        <translation>.item()</translation>
    </message>
    <message>
        <source>One epoch on {device}, {mode}, record every {every} (the median of {count} profiled epochs)</source>
        <translation>One epoch on {device}, {mode}, record every {every} (the median of {count} profiled epochs)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>CPU µs</source>
        <translation>CPU µs</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>operators</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>launches</translation>
    </message>
    <message>
        <source>kernels</source>
        <translation>kernels</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <source>Crossover: {axis} (median ms per epoch, warm-up apart)</source>
        <translation>Crossover: {axis} (median ms per epoch, warm-up apart)</translation>
    </message>
    <message>
        <source>Threads: more cores, faster? (mean ms per epoch, warm-up apart)</source>
        <translation>Threads: more cores, faster? (mean ms per epoch, warm-up apart)</translation>
    </message>
    <message>
        <source>run</source>
        <translation>run</translation>
    </message>
    <message>
        <source>No runs kept yet in {path}.</source>
        <translation>No runs kept yet in {path}.</translation>
    </message>
    <message>
        <source>devicelab: warning: runs are not kept: cannot use {path} ({error})</source>
        <translation>devicelab: warning: runs are not kept: cannot use {path} ({error})</translation>
    </message>
    <message>
        <source>devicelab: {moved_aside}</source>
        <translation>devicelab: {moved_aside}</translation>
    </message>
    <message>
        <source>the runs in {path} cannot be read ({error})</source>
        <translation>the runs in {path} cannot be read ({error})</translation>
    </message>
    <message>
        <source>devicelab: warning: {count} damaged run(s) in {path} skipped: the others are listed</source>
        <translation>devicelab: warning: {count} damaged run(s) in {path} skipped: the others are listed</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lesson</translation>
    </message>
    <message>
        <source>large</source>
        <translation>large</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>one core busy</translation>
    </message>
    <message>
        <source>busy ÷ idle</source>
        <translation>busy ÷ idle</translation>
    </message>
    <message>
        <source>{name} ({facts})</source>
        <translation>{name} ({facts})</translation>
    </message>
    <message>
        <source>Where this machine stands (the lesson's CPU = 1.0)</source>
        <translation>Where this machine stands (the lesson's CPU = 1.0)</translation>
    </message>
    <message>
        <source>--port must be an integer from 0 to 65,535 (got {port})</source>
        <translation>--port must be an integer from 0 to 65,535 (got {port})</translation>
    </message>
    <message>
        <source>cannot listen on {host}:{port} ({error})</source>
        <translation>cannot listen on {host}:{port} ({error})</translation>
    </message>
    <message>
        <source>Collecting at {host}:{port} — join code {code}. Ctrl+C ends the class.</source>
        <translation>Collecting at {host}:{port} — join code {code}. Ctrl+C ends the class.</translation>
    </message>
    <message>
        <source>--machines-per-address must be an integer from 1 to {most} (got {given})</source>
        <translation>--machines-per-address must be an integer from 1 to {most} (got {given})</translation>
    </message>
    <message>
        <source>{count} machine(s) joined</source>
        <translation>{count} machine(s) joined</translation>
    </message>
    <message>
        <source>Not announced on the network ({error}): students type the address.</source>
        <translation>Not announced on the network ({error}): students type the address.</translation>
    </message>
    <message>
        <source>Class median per epoch: CPU {cpu} ms, GPU {gpu} ms ({include})</source>
        <translation>Class median per epoch: CPU {cpu} ms, GPU {gpu} ms ({include})</translation>
    </message>
    <message>
        <source>give the teacher's ADDRESS and CODE, or --save FILE</source>
        <translation>give the teacher's ADDRESS and CODE, or --save FILE</translation>
    </message>
    <message>
        <source>This is exactly what will be sent:</source>
        <translation>This is exactly what will be sent:</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Nothing was sent.</translation>
    </message>
    <message>
        <source>Saved to {path}: give this file to the teacher.</source>
        <translation>Saved to {path}: give this file to the teacher.</translation>
    </message>
    <message>
        <source>Sent: {count} machine(s) in the class so far.</source>
        <translation>Sent: {count} machine(s) in the class so far.</translation>
    </message>
    <message>
        <source>Racing the lesson's 20,000 epochs on {devices}…</source>
        <translation>Racing the lesson's 20,000 epochs on {devices}…</translation>
    </message>
    <message>
        <source>the CPU's lesson run did not finish</source>
        <translation>the CPU's lesson run did not finish</translation>
    </message>
    <message>
        <source>Send it? [y/N] </source>
        <translation>Send it? [y/N] </translation>
    </message>
</context>
<context>
    <name>CostView</name>
    <message>
        <source>Call</source>
        <translation>Call</translation>
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
        <source>Measure the cost of __call__</source>
        <translation>Measure the cost of __call__</translation>
    </message>
    <message>
        <source>Time fc1(x), fc1.forward(x) and F.linear: 7 batches each</source>
        <translation>Time fc1(x), fc1.forward(x) and F.linear: 7 batches each</translation>
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
    <name>CpuGpuPage</name>
    <message>
        <source>VRAM used / free</source>
        <translation>VRAM used / free</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU use</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>Power (now / cap)</source>
        <translation>Power (now / cap)</translation>
    </message>
    <message>
        <source>SM clock (now / max)</source>
        <translation>SM clock (now / max)</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>Memory clock</translation>
    </message>
    <message>
        <source>PCIe link (now / max)</source>
        <translation>PCIe link (now / max)</translation>
    </message>
    <message>
        <source>PCIe copies now (to / from the GPU)</source>
        <translation>PCIe copies now (to / from the GPU)</translation>
    </message>
    <message>
        <source>What the CPU's name and architecture say</source>
        <translation>What the CPU's name and architecture say</translation>
    </message>
    <message>
        <source>Instruction sets for deep learning</source>
        <translation>Instruction sets for deep learning</translation>
    </message>
    <message>
        <source>Reading the CPU's flags…</source>
        <translation>Reading the CPU's flags…</translation>
    </message>
    <message>
        <source>Live use</source>
        <translation>Live use</translation>
    </message>
    <message>
        <source>CPU (all threads)</source>
        <translation>CPU (all threads)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Core kinds</source>
        <translation>Core kinds</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Asking PyTorch and the NVIDIA driver…</source>
        <translation>Asking PyTorch and the NVIDIA driver…</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Instruction set</source>
        <translation>Instruction set</translation>
    </message>
    <message>
        <source>Physical cores</source>
        <translation>Physical cores</translation>
    </message>
    <message>
        <source>Logical threads</source>
        <translation>Logical threads</translation>
    </message>
    <message>
        <source>Base clock (from the name)</source>
        <translation>Base clock (from the name)</translation>
    </message>
    <message>
        <source>Max clock</source>
        <translation>Max clock</translation>
    </message>
    <message>
        <source>L2 / L3 cache</source>
        <translation>L2 / L3 cache</translation>
    </message>
    <message>
        <source>Reading details with py-cpuinfo…</source>
        <translation>Reading details with py-cpuinfo…</translation>
    </message>
    <message>
        <source>This model name does not follow a pattern DeviceLab can read.</source>
        <translation>This model name does not follow a pattern DeviceLab can read.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>{p} performance + {e} efficiency cores. {note}</source>
        <translation>{p} performance + {e} efficiency cores. {note}</translation>
    </message>
    <message>
        <source>not in the name (now running at {ghz:.2f} GHz)</source>
        <translation>not in the name (now running at {ghz:.2f} GHz)</translation>
    </message>
    <message>
        <source>Details from py-cpuinfo.</source>
        <translation>Details from py-cpuinfo.</translation>
    </message>
    <message>
        <source>None of FMA, AVX2, AVX-512, AMX or NEON was reported.</source>
        <translation>None of FMA, AVX2, AVX-512, AMX or NEON was reported.</translation>
    </message>
    <message>
        <source>py-cpuinfo gave no details; these are psutil's.</source>
        <translation>py-cpuinfo gave no details; these are psutil's.</translation>
    </message>
    <message>
        <source>Unknown: py-cpuinfo reported no flags.</source>
        <translation>Unknown: py-cpuinfo reported no flags.</translation>
    </message>
    <message>
        <source>py-cpuinfo failed: {message}</source>
        <translation>py-cpuinfo failed: {message}</translation>
    </message>
    <message>
        <source>Kernels built for</source>
        <translation>Kernels built for</translation>
    </message>
    <message>
        <source>ROCm (PyTorch build)</source>
        <translation>ROCm (PyTorch build)</translation>
    </message>
    <message>
        <source>Intel GPU driver</source>
        <translation>Intel GPU driver</translation>
    </message>
    <message>
        <source>{memory}, shared with the CPU</source>
        <translation>{memory}, shared with the CPU</translation>
    </message>
    <message>
        <source>not yet: the Throughput page measures it</source>
        <translation>not yet: the Throughput page measures it</translation>
    </message>
    <message>
        <source>PCIe copies measured</source>
        <translation>PCIe copies measured</translation>
    </message>
    <message>
        <source>Live readings</source>
        <translation>Live readings</translation>
    </message>
    <message>
        <source>CUDA (PyTorch build)</source>
        <translation>CUDA (PyTorch build)</translation>
    </message>
    <message>
        <source>none: a CPU-only build</source>
        <translation>none: a CPU-only build</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA driver</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>not found</translation>
    </message>
    <message>
        <source>available</source>
        <translation>available</translation>
    </message>
    <message>
        <source>VRAM (the most important number)</source>
        <translation>VRAM (the most important number)</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Compute capability</translation>
    </message>
    <message>
        <source>Multiprocessors</source>
        <translation>Multiprocessors</translation>
    </message>
    <message>
        <source>Compute units</source>
        <translation>Compute units</translation>
    </message>
    <message>
        <source>Xe cores</source>
        <translation>Xe cores</translation>
    </message>
    <message>
        <source>GPU cores</source>
        <translation>GPU cores</translation>
    </message>
    <message>
        <source>What the name says</source>
        <translation>What the name says</translation>
    </message>
    <message>
        <source>Seen by the driver, not usable by PyTorch.</source>
        <translation>Seen by the driver, not usable by PyTorch.</translation>
    </message>
    <message>
        <source>Not offered for runs: {reason}
What to do: {advice}</source>
        <translation>Not offered for runs: {reason}
What to do: {advice}</translation>
    </message>
    <message>
        <source>No GPU that PyTorch can use</source>
        <translation>No GPU that PyTorch can use</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>What to do</translation>
    </message>
    <message>
        <source>Driver check: {problem}</source>
        <translation>Driver check: {problem}</translation>
    </message>
    <message>
        <source>up to {to_gpu} to the GPU, {from_gpu} from it</source>
        <translation>up to {to_gpu} to the GPU, {from_gpu} from it</translation>
    </message>
    <message>
        <source>The GPU probe failed: {message}</source>
        <translation>The GPU probe failed: {message}</translation>
    </message>
</context>
<context>
    <name>CrossoverPage</name>
    <message>
        <source>The lesson says a GPU pays off with bigger data, bigger models and bigger batches. Here one of them grows at a time, and each device's time per epoch is measured (warm-up apart, synchronized): where the GPU's curve crosses under the CPU's, the GPU starts to win.</source>
        <translation>The lesson says a GPU pays off with bigger data, bigger models and bigger batches. Here one of them grows at a time, and each device's time per epoch is measured (warm-up apart, synchronized): where the GPU's curve crosses under the CPU's, the GPU starts to win.</translation>
    </message>
    <message>
        <source>What grows from step to step; the rest stays</source>
        <translation>What grows from step to step; the rest stays</translation>
    </message>
    <message>
        <source>What grows</source>
        <translation>What grows</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>Time per epoch</translation>
    </message>
    <message>
        <source>milliseconds per epoch</source>
        <translation>milliseconds per epoch</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Measuring…</translation>
    </message>
    <message>
        <source>{device} at {value:,}: {ms:.3f} ms per epoch ({threads} CPU threads)</source>
        <translation>{device} at {value:,}: {ms:.3f} ms per epoch ({threads} CPU threads)</translation>
    </message>
    <message>
        <source>GPU wins above ~{value:,.0f}</source>
        <translation>GPU wins above ~{value:,.0f}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>number of samples</source>
        <translation>number of samples</translation>
    </message>
    <message>
        <source>hidden width</source>
        <translation>hidden width</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>batch size</translation>
    </message>
</context>
<context>
    <name>DemoPage</name>
    <message>
        <source>An object you can call: the lesson's Counter</source>
        <translation>An object you can call: the lesson's Counter</translation>
    </message>
    <message>
        <source>Python runs Counter.__call__(counter)</source>
        <translation>Python runs Counter.__call__(counter)</translation>
    </message>
    <message>
        <source>A new Counter: its count starts at 0 again</source>
        <translation>A new Counter: its count starts at 0 again</translation>
    </message>
    <message>
        <source>counter() runs Counter.__call__(counter): Python calls the __call__ of the object's class. Counter() itself creates a new instance.</source>
        <translation>counter() runs Counter.__call__(counter): Python calls the __call__ of the object's class. Counter() itself creates a new instance.</translation>
    </message>
    <message>
        <source>callable(obj): can it be called?</source>
        <translation>callable(obj): can it be called?</translation>
    </message>
    <message>
        <source>why</source>
        <translation>why</translation>
    </message>
    <message>
        <source>Why model(x) works: nn.Module.__call__ runs forward</source>
        <translation>Why model(x) works: nn.Module.__call__ runs forward</translation>
    </message>
    <message>
        <source>the lesson's 4 → 10 → 3 network</source>
        <translation>the lesson's 4 → 10 → 3 network</translation>
    </message>
    <message>
        <source>nn.Module.__call__ runs the pre-hook, forward, then the hook</source>
        <translation>nn.Module.__call__ runs the pre-hook, forward, then the hook</translation>
    </message>
    <message>
        <source>forward alone: the model's hooks are skipped</source>
        <translation>forward alone: the model's hooks are skipped</translation>
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
        <source>{expr}: {n} events. Calling forward directly skipped the model's hooks (the layers inside still go through __call__).</source>
        <translation>{expr}: {n} events. Calling forward directly skipped the model's hooks (the layers inside still go through __call__).</translation>
    </message>
    <message>
        <source>The calls in the order they happened</source>
        <translation>The calls in the order they happened</translation>
    </message>
    <message>
        <source>Press the button: the events come from real hooks.</source>
        <translation>Press the button: the events come from real hooks.</translation>
    </message>
</context>
<context>
    <name>DeviceBox</name>
    <message>
        <source>Only devices that exist on this machine and this PyTorch can run on are offered (a GPU it cannot run on is greyed: its tooltip says why).</source>
        <translation>Only devices that exist on this machine and this PyTorch can run on are offered (a GPU it cannot run on is greyed: its tooltip says why).</translation>
    </message>
</context>
<context>
    <name>EpochBreakdown</name>
    <message>
        <source>{device}: the CPU</source>
        <translation>{device}: the CPU</translation>
    </message>
    <message>
        <source>{device}: the GPU</source>
        <translation>{device}: the GPU</translation>
    </message>
    <message>
        <source>{reason}: {us:,.1f} µs, {share:.0f} % of the epoch</source>
        <translation>{reason}: {us:,.1f} µs, {share:.0f} % of the epoch</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>{field} must be from {low:g} to {high:g} {unit} (got {value!r})</source>
        <translation>{field} must be from {low:g} to {high:g} {unit} (got {value!r})</translation>
    </message>
    <message>
        <source>{field} must be an integer from {low:,} to {high:,} (got {value!r})</source>
        <translation>{field} must be an integer from {low:,} to {high:,} (got {value!r})</translation>
    </message>
    <message>
        <source>{field} must be an integer from {low:,} to {high:,}; {note} (got {value!r})</source>
        <translation>{field} must be an integer from {low:,} to {high:,}; {note} (got {value!r})</translation>
    </message>
    <message>
        <source>{field} must be one of {choices} (got {value!r})</source>
        <translation>{field} must be one of {choices} (got {value!r})</translation>
    </message>
    <message>
        <source>0 = never</source>
        <translation>0 = never</translation>
    </message>
    <message>
        <source>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {value!r})</source>
        <translation>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {value!r})</translation>
    </message>
    <message>
        <source>{field} must be a finite number &gt; 0 (got {value!r})</source>
        <translation>{field} must be a finite number &gt; 0 (got {value!r})</translation>
    </message>
    <message>
        <source>{field} “{title}” is not available here: {reason}</source>
        <translation>{field} “{title}” is not available here: {reason}</translation>
    </message>
    <message>
        <source>{field} must be 0 in the CUDA-graph mode: each printed line would stop the graph for a sync</source>
        <translation>{field} must be 0 in the CUDA-graph mode: each printed line would stop the graph for a sync</translation>
    </message>
    <message>
        <source>{field}: tick at least one device to race</source>
        <translation>{field}: tick at least one device to race</translation>
    </message>
    <message>
        <source>{field} must be auto or an integer from 1 to {high:,} (got {value!r})</source>
        <translation>{field} must be auto or an integer from 1 to {high:,} (got {value!r})</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <source>No run finished.</source>
        <translation>No run finished.</translation>
    </message>
    <message>
        <source>Only the CPU is here: the race needs a GPU to compare with.</source>
        <translation>Only the CPU is here: the race needs a GPU to compare with.</translation>
    </message>
    <message>
        <source>{device}: {seconds:.2f} s for {epochs:,} epochs ({us:,.0f} µs each; warm-up {warmup_ms:.1f} ms, moving data and model {setup_ms:.1f} ms, {syncs:,} syncs)</source>
        <translation>{device}: {seconds:.2f} s for {epochs:,} epochs ({us:,.0f} µs each; warm-up {warmup_ms:.1f} ms, moving data and model {setup_ms:.1f} ms, {syncs:,} syncs)</translation>
    </message>
    <message>
        <source>No verdict on {device} against the CPU: other programs crowded a run (marked *). Close them and race again.</source>
        <translation>No verdict on {device} against the CPU: other programs crowded a run (marked *). Close them and race again.</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, and every loss.item() waits for the GPU, while 120 flowers and 83 weights leave its thousands of cores idle.</source>
        <translation>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, and every loss.item() waits for the GPU, while 120 flowers and 83 weights leave its thousands of cores idle.</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, while 120 flowers and 83 weights leave its thousands of cores idle.</source>
        <translation>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, while 120 flowers and 83 weights leave its thousands of cores idle.</translation>
    </message>
    <message>
        <source>{device} and the CPU were about as fast after warm-up ({ratio:.2f}×): the overheads the lesson names are what is left of the GPU's time.</source>
        <translation>{device} and the CPU were about as fast after warm-up ({ratio:.2f}×): the overheads the lesson names are what is left of the GPU's time.</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× faster than the CPU after warm-up: the work per epoch is large enough, or the overheads small enough in this mode, to pay off.</source>
        <translation>{device} was {ratio:.1f}× faster than the CPU after warm-up: the work per epoch is large enough, or the overheads small enough in this mode, to pay off.</translation>
    </message>
    <message>
        <source>Too few runs finished to compare.</source>
        <translation>Too few runs finished to compare.</translation>
    </message>
    <message>
        <source>So the interval barely matters here, as the lesson found: the time goes into the {epochs:,} epochs themselves, not into reading the loss.</source>
        <translation>So the interval barely matters here, as the lesson found: the time goes into the {epochs:,} epochs themselves, not into reading the loss.</translation>
    </message>
    <message>
        <source>Here the syncs are a real part of the run: record less often, or use the deferred-sync mode, which reads every loss back in a few chunks.</source>
        <translation>Here the syncs are a real part of the run: record less often, or use the deferred-sync mode, which reads every loss back in a few chunks.</translation>
    </message>
    <message>
        <source>never record</source>
        <translation>never record</translation>
    </message>
    <message>
        <source>record every {every:,}</source>
        <translation>record every {every:,}</translation>
    </message>
    <message>
        <source>{run}, printing</source>
        <translation>{run}, printing</translation>
    </message>
    <message>
        <source>* {run}: other programs used {cores:.1f} of {cpus} cores while it trained, run {times} times: its times are unreliable.</source>
        <translation>* {run}: other programs used {cores:.1f} of {cpus} cores while it trained, run {times} times: its times are unreliable.</translation>
    </message>
    <message>
        <source>on this CPU a sync (loss.item()) costs about {us:.1f} µs, measured around each call</source>
        <translation>on this CPU a sync (loss.item()) costs about {us:.1f} µs, measured around each call</translation>
    </message>
    <message>
        <source>on {device} a sync (loss.item()) waits about {us:.1f} µs (the GPU's queued work plus the round trip), measured around each call</source>
        <translation>on {device} a sync (loss.item()) waits about {us:.1f} µs (the GPU's queued work plus the round trip), measured around each call</translation>
    </message>
    <message>
        <source>Recording {times:,.0f}× less (every {fewer} instead of every {more})</source>
        <translation>Recording {times:,.0f}× less (every {fewer} instead of every {more})</translation>
    </message>
    <message>
        <source>Not recording at all instead of every {more}</source>
        <translation>Not recording at all instead of every {more}</translation>
    </message>
    <message>
        <source>{change} was not faster here ({fewest:.2f} s against {most:.2f} s): the difference is this machine's noise; {sync}.</source>
        <translation>{change} was not faster here ({fewest:.2f} s against {most:.2f} s): the difference is this machine's noise; {sync}.</translation>
    </message>
    <message>
        <source>{change} saved {saved:.2f} s of {most:.2f} s ({share:.0%}): {sync}.</source>
        <translation>{change} saved {saved:.2f} s of {most:.2f} s ({share:.0%}): {sync}.</translation>
    </message>
    <message>
        <source>Printing each record costs about {us:.1f} µs a line (into /dev/null; a console adds its drawing time): {ms:.1f} ms for {lines:,} lines.</source>
        <translation>Printing each record costs about {us:.1f} µs a line (into /dev/null; a console adds its drawing time): {ms:.1f} ms for {lines:,} lines.</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>epoch</translation>
    </message>
    <message>
        <source>{every:,} epochs</source>
        <translation>{every:,} epochs</translation>
    </message>
    <message>
        <source>{device} at {value:,} {unit}</source>
        <translation>{device} at {value:,} {unit}</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>samples</translation>
    </message>
    <message>
        <source>hidden units</source>
        <translation>hidden units</translation>
    </message>
    <message>
        <source>samples per batch</source>
        <translation>samples per batch</translation>
    </message>
    <message>
        <source>Each epoch covers the same {samples:,} samples whatever the batch: a larger batch means fewer, larger steps per epoch ({samples:,} ÷ batch), the same work per epoch in fewer kernel launches and syncs.</source>
        <translation>Each epoch covers the same {samples:,} samples whatever the batch: a larger batch means fewer, larger steps per epoch ({samples:,} ÷ batch), the same work per epoch in fewer kernel launches and syncs.</translation>
    </message>
    <message>
        <source>No GPU here: only the CPU's time per epoch was measured as the {title} grows. A GPU's time would start above the CPU's (launch and sync overheads) and fall below it where the work per epoch becomes large: the crossover.</source>
        <translation>No GPU here: only the CPU's time per epoch was measured as the {title} grows. A GPU's time would start above the CPU's (launch and sync overheads) and fall below it where the work per epoch becomes large: the crossover.</translation>
    </message>
    <message>
        <source>Too few points finished to compare.</source>
        <translation>Too few points finished to compare.</translation>
    </message>
    <message>
        <source>The GPU wins above ~{value:,.0f} {unit} on this machine: below that, its fixed costs per kernel launch outweigh its parallel cores.</source>
        <translation>The GPU wins above ~{value:,.0f} {unit} on this machine: below that, its fixed costs per kernel launch outweigh its parallel cores.</translation>
    </message>
    <message>
        <source>{device} is faster at every step tried, from {value:,} {unit}.</source>
        <translation>{device} is faster at every step tried, from {value:,} {unit}.</translation>
    </message>
    <message>
        <source>{device} is faster at some steps and slower at others, not in one crossing: the timings here were noisy (another program busy?). Run it again.</source>
        <translation>{device} is faster at some steps and slower at others, not in one crossing: the timings here were noisy (another program busy?). Run it again.</translation>
    </message>
    <message>
        <source>The CPU stays faster up to {value:,} {unit}: the problem is still too small for {device} to pay off.</source>
        <translation>The CPU stays faster up to {value:,} {unit}: the problem is still too small for {device} to pay off.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>one core busy</translation>
    </message>
    <message>
        <source>For {problem} too many idle steps were disturbed (marked *): nothing is concluded from them. Close other programs and run it again.</source>
        <translation>For {problem} too many idle steps were disturbed (marked *): nothing is concluded from them. Close other programs and run it again.</translation>
    </message>
    <message>
        <source>{problem} at {threads} threads, {state}</source>
        <translation>{problem} at {threads} threads, {state}</translation>
    </message>
    <message>
        <source>{problem} at 1 thread, {state}</source>
        <translation>{problem} at 1 thread, {state}</translation>
    </message>
    <message>
        <source>For {problem} one thread is as fast as any: {one:.2f} ms per epoch (best {best:.2f} ms at {count}).</source>
        <translation>For {problem} one thread is as fast as any: {one:.2f} ms per epoch (best {best:.2f} ms at {count}).</translation>
    </message>
    <message>
        <source>For {problem} {count} threads were fastest: {ratio:.1f}× one thread ({best:.2f} against {one:.2f} ms per epoch).</source>
        <translation>For {problem} {count} threads were fastest: {ratio:.1f}× one thread ({best:.2f} against {one:.2f} ms per epoch).</translation>
    </message>
    <message>
        <source>auto picks {count} threads for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</source>
        <translation>auto picks {count} threads for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</translation>
    </message>
    <message>
        <source>auto picks 1 thread for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</source>
        <translation>auto picks 1 thread for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</translation>
    </message>
    <message>
        <source>auto picks 1 thread for it.</source>
        <translation>auto picks 1 thread for it.</translation>
    </message>
    <message>
        <source>auto picks {count} threads for it.</source>
        <translation>auto picks {count} threads for it.</translation>
    </message>
    <message>
        <source>With the core busy, 1 thread ran fastest instead ({ms:.2f} ms per epoch).</source>
        <translation>With the core busy, 1 thread ran fastest instead ({ms:.2f} ms per epoch).</translation>
    </message>
    <message>
        <source>With the core busy, {count} threads ran fastest instead ({ms:.2f} ms per epoch).</source>
        <translation>With the core busy, {count} threads ran fastest instead ({ms:.2f} ms per epoch).</translation>
    </message>
    <message>
        <source>did not slow it</source>
        <translation>did not slow it</translation>
    </message>
    <message>
        <source>made it {ratio:.1f}× slower</source>
        <translation>made it {ratio:.1f}× slower</translation>
    </message>
    <message>
        <source>hardly slowed it</source>
        <translation>hardly slowed it</translation>
    </message>
    <message>
        <source>With one core busy: at one thread the busy core {alone}; with all {most} threads it {split} (every split op waits for the thread the other program preempted).</source>
        <translation>With one core busy: at one thread the busy core {alone}; with all {most} threads it {split} (every split op waits for the thread the other program preempted).</translation>
    </message>
    <message>
        <source>{count} of {total} steps disturbed by other programs (marked *): run it again when the machine is quiet.</source>
        <translation>{count} of {total} steps disturbed by other programs (marked *): run it again when the machine is quiet.</translation>
    </message>
    <message>
        <source>* {where}: another program used {cores:.1f} of {cpus} cores during this step, measured {times} times: these numbers are unreliable.</source>
        <translation>* {where}: another program used {cores:.1f} of {cpus} cores during this step, measured {times} times: these numbers are unreliable.</translation>
    </message>
    <message>
        <source>* {where}: its epochs varied {spread:.1f}× from one to the next, measured {times} times (another program busy?): these numbers are unreliable.</source>
        <translation>* {where}: its epochs varied {spread:.1f}× from one to the next, measured {times} times (another program busy?): these numbers are unreliable.</translation>
    </message>
    <message>
        <source>* {where}: it does not fit the steps around it though measured {times} times (another program busy?): these numbers are unreliable.</source>
        <translation>* {where}: it does not fit the steps around it though measured {times} times (another program busy?): these numbers are unreliable.</translation>
    </message>
</context>
<context>
    <name>ExperimentsTab</name>
    <message>
        <source>Race: CPU vs GPU</source>
        <translation>Race: CPU vs GPU</translation>
    </message>
    <message>
        <source>Anatomy: one epoch</source>
        <translation>Anatomy: one epoch</translation>
    </message>
    <message>
        <source>Standings: where this machine stands</source>
        <translation>Standings: where this machine stands</translation>
    </message>
    <message>
        <source>Homework: record interval</source>
        <translation>Homework: record interval</translation>
    </message>
    <message>
        <source>Crossover: when the GPU pays off</source>
        <translation>Crossover: when the GPU pays off</translation>
    </message>
    <message>
        <source>Threads: more cores, faster?</source>
        <translation>Threads: more cores, faster?</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Class: every student's machine</source>
        <translation>Class: every student's machine</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Learning rate</translation>
    </message>
    <message>
        <source>Hidden units</source>
        <translation>Hidden units</translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation>Record loss every</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU threads</translation>
    </message>
    <message>
        <source>Print loss every</source>
        <translation>Print loss every</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch size</translation>
    </message>
    <message>
        <source>Activations per sample</source>
        <translation>Activations per sample</translation>
    </message>
    <message>
        <source>Other machines</source>
        <translation>Other machines</translation>
    </message>
    <message>
        <source>{device} (not offered)</source>
        <translation>{device} (not offered)</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>{system} does not tell DeviceLab the core kinds.</source>
        <translation>{system} does not tell DeviceLab the core kinds.</translation>
    </message>
    <message>
        <source>Intel hybrid CPU: P-cores run the heavy work, E-cores the background.</source>
        <translation>Intel hybrid CPU: P-cores run the heavy work, E-cores the background.</translation>
    </message>
    <message>
        <source>ARM big.LITTLE CPU: big cores for speed, LITTLE cores to save power.</source>
        <translation>ARM big.LITTLE CPU: big cores for speed, LITTLE cores to save power.</translation>
    </message>
    <message>
        <source>Every core is the same kind (not a hybrid CPU).</source>
        <translation>Every core is the same kind (not a hybrid CPU).</translation>
    </message>
    <message>
        <source>macOS does not report core kinds on this Mac.</source>
        <translation>macOS does not report core kinds on this Mac.</translation>
    </message>
    <message>
        <source>Apple silicon: P-cores for speed, E-cores to save power.</source>
        <translation>Apple silicon: P-cores for speed, E-cores to save power.</translation>
    </message>
    <message>
        <source>fused multiply-add: a×b+c in one step, the heart of matrix math</source>
        <translation>fused multiply-add: a×b+c in one step, the heart of matrix math</translation>
    </message>
    <message>
        <source>256-bit vectors: 8 float32 numbers per instruction</source>
        <translation>256-bit vectors: 8 float32 numbers per instruction</translation>
    </message>
    <message>
        <source>512-bit vectors: 16 float32 numbers per instruction</source>
        <translation>512-bit vectors: 16 float32 numbers per instruction</translation>
    </message>
    <message>
        <source>bfloat16 arithmetic, the low-precision format of training</source>
        <translation>bfloat16 arithmetic, the low-precision format of training</translation>
    </message>
    <message>
        <source>matrix tiles: whole small matrix multiplies in one instruction</source>
        <translation>matrix tiles: whole small matrix multiplies in one instruction</translation>
    </message>
    <message>
        <source>ARM's 128-bit vectors: 4 float32 numbers per instruction</source>
        <translation>ARM's 128-bit vectors: 4 float32 numbers per instruction</translation>
    </message>
    <message>
        <source>Live readings of AMD GPUs (use, temperature, power) come from rocm-smi or amd-smi; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</source>
        <translation>Live readings of AMD GPUs (use, temperature, power) come from rocm-smi or amd-smi; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</translation>
    </message>
    <message>
        <source>Live readings of Intel GPUs (use, temperature, power) come from xpu-smi, intel_gpu_top on Linux or Task Manager on Windows; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</source>
        <translation>Live readings of Intel GPUs (use, temperature, power) come from xpu-smi, intel_gpu_top on Linux or Task Manager on Windows; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</translation>
    </message>
    <message>
        <source>Live readings of Apple GPUs come from Activity Monitor (Window › GPU History) or 'sudo powermetrics --samplers gpu_power'; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</source>
        <translation>Live readings of Apple GPUs come from Activity Monitor (Window › GPU History) or 'sudo powermetrics --samplers gpu_power'; DeviceLab reads NVIDIA's NVML only, so they are not shown here.</translation>
    </message>
    <message>
        <source>This PyTorch is a ROCm build (HIP {hip}) but finds no AMD GPU.</source>
        <translation>This PyTorch is a ROCm build (HIP {hip}) but finds no AMD GPU.</translation>
    </message>
    <message>
        <source>Check that the ROCm driver sees the GPU (run rocm-smi) and that HIP_VISIBLE_DEVICES does not hide it.</source>
        <translation>Check that the ROCm driver sees the GPU (run rocm-smi) and that HIP_VISIBLE_DEVICES does not hide it.</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build, so it cannot use the {gpus} that the driver reports.</source>
        <translation>This PyTorch is a CPU-only build, so it cannot use the {gpus} that the driver reports.</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build.</source>
        <translation>This PyTorch is a CPU-only build.</translation>
    </message>
    <message>
        <source>Install a CUDA build of PyTorch (pytorch.org, 'Get Started', pick CUDA) if this machine has an NVIDIA GPU.</source>
        <translation>Install a CUDA build of PyTorch (pytorch.org, 'Get Started', pick CUDA) if this machine has an NVIDIA GPU.</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA but finds no CUDA device.</source>
        <translation>PyTorch was built with CUDA but finds no CUDA device.</translation>
    </message>
    <message>
        <source>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</source>
        <translation>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</translation>
    </message>
    <message>
        <source>{name} (DeviceLab, this app)</source>
        <translation>{name} (DeviceLab, this app)</translation>
    </message>
</context>
<context>
    <name>HardwareTab</name>
    <message>
        <source>CPU &amp;&amp; GPU</source>
        <translation>CPU &amp;&amp; GPU</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>VRAM calculator</source>
        <translation>VRAM calculator</translation>
    </message>
    <message numerus="yes">
        <source>Live readings stopped after %n sample(s).</source>
        <translation>
            <numerusform>Live readings stopped after %n sample.</numerusform><numerusform>Live readings stopped after %n samples.</numerusform></translation>
    </message>
    <message>
        <source>The live monitor stopped: {message}</source>
        <translation>The live monitor stopped: {message}</translation>
    </message>
</context>
<context>
    <name>HiddenPages</name>
    <message>
        <source>&amp;Hide pages…</source>
        <translation>&amp;Hide pages…</translation>
    </message>
    <message>
        <source>Every page is shown.</source>
        <translation>Every page is shown.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) hidden from the class (View → Hide pages… shows them).</source>
        <translation>
            <numerusform>%n page hidden from the class (View → Hide pages… shows them).</numerusform><numerusform>%n pages hidden from the class (View → Hide pages… shows them).</numerusform></translation>
    </message>
</context>
<context>
    <name>HidePagesDialog</name>
    <message>
        <source>Hide pages</source>
        <translation>Hide pages</translation>
    </message>
    <message>
        <source>Ticked pages are hidden from the class: their tabs disappear until you untick them here. File → Save lesson keeps this choice; the next start shows every page.</source>
        <translation>Ticked pages are hidden from the class: their tabs disappear until you untick them here. File → Save lesson keeps this choice; the next start shows every page.</translation>
    </message>
    <message>
        <source>Keep at least one page of {tab} shown.</source>
        <translation>Keep at least one page of {tab} shown.</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Total time against the number of records</source>
        <translation>Total time against the number of records</translation>
    </message>
    <message>
        <source>records (log scale; never = 0.5)</source>
        <translation>records (log scale; never = 0.5)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>printing on</source>
        <translation>printing on</translation>
    </message>
    <message>
        <source>printing off</source>
        <translation>printing off</translation>
    </message>
    <message>
        <source>The lesson's homework: recording the loss every 200 epochs instead of every epoch barely helped (10.43 s → 9.74 s on its GPU). Here the same run records every 1, 10, 100, 200, 1000 epochs or never, with each record printed or not, and each run's time is split into computing, syncs (loss.item()) and printing.</source>
        <translation>The lesson's homework: recording the loss every 200 epochs instead of every epoch barely helped (10.43 s → 9.74 s on its GPU). Here the same run records every 1, 10, 100, 200, 1000 epochs or never, with each record printed or not, and each run's time is split into computing, syncs (loss.item()) and printing.</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>Record every</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Printing</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>Syncs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Syncs time</source>
        <translation>Syncs time</translation>
    </message>
    <message>
        <source>Printing time</source>
        <translation>Printing time</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Run 1 of {runs}…</source>
        <translation>Run 1 of {runs}…</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Run {done} of {total} done…</source>
        <translation>Run {done} of {total} done…</translation>
    </message>
    <message>
        <source>Done: {runs} runs.</source>
        <translation>Done: {runs} runs.</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Wait until {name} has finished: two measurements at once would share the cores and spoil both timings.</source>
        <translation>Wait until {name} has finished: two measurements at once would share the cores and spoil both timings.</translation>
    </message>
</context>
<context>
    <name>JoinClassDialog</name>
    <message>
        <source>Join the class</source>
        <translation>Join the class</translation>
    </message>
    <message>
        <source>Exactly what will be sent:</source>
        <translation>Exactly what will be sent:</translation>
    </message>
    <message>
        <source>Could not read this machine: {reason}</source>
        <translation>Could not read this machine: {reason}</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Look again</translation>
    </message>
    <message>
        <source>Look for classes on this network (3 s)</source>
        <translation>Look for classes on this network (3 s)</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:8765</source>
        <translation>e.g. 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>the 6 digits on the projector</source>
        <translation>the 6 digits on the projector</translation>
    </message>
    <message>
        <source>optional: how the class sees you</source>
        <translation>optional: how the class sees you</translation>
    </message>
    <message>
        <source>Classes found</source>
        <translation>Classes found</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <source>Looking for classes on this network…</source>
        <translation>Looking for classes on this network…</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found; or type the address.</source>
        <translation>
            <numerusform>%n class found; or type the address.</numerusform><numerusform>%n classes found; or type the address.</numerusform></translation>
    </message>
    <message>
        <source>Could not look on the network ({reason}): type the address.</source>
        <translation>Could not look on the network ({reason}): type the address.</translation>
    </message>
    <message>
        <source>Race this machine</source>
        <translation>Race this machine</translation>
    </message>
    <message>
        <source>The lesson's race: 20,000 epochs, plain, on the CPU and the first GPU</source>
        <translation>The lesson's race: 20,000 epochs, plain, on the CPU and the first GPU</translation>
    </message>
    <message>
        <source>Use the last race kept</source>
        <translation>Use the last race kept</translation>
    </message>
    <message>
        <source>This machine's last lesson race, kept on disk</source>
        <translation>This machine's last lesson race, kept on disk</translation>
    </message>
    <message>
        <source>Racing {devices}…</source>
        <translation>Racing {devices}…</translation>
    </message>
    <message>
        <source>Another measurement is running: race when it ends.</source>
        <translation>Another measurement is running: race when it ends.</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}: {done:,} / {total:,} epochs</translation>
    </message>
    <message>
        <source>The race failed: {reason}</source>
        <translation>The race failed: {reason}</translation>
    </message>
    <message>
        <source>Read what will be sent, then press Send.</source>
        <translation>Read what will be sent, then press Send.</translation>
    </message>
    <message>
        <source>The CPU's lesson run did not finish: race again.</source>
        <translation>The CPU's lesson run did not finish: race again.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Send what is shown to the teacher</source>
        <translation>Send what is shown to the teacher</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Save to a file…</translation>
    </message>
    <message>
        <source>For a teacher you cannot reach: give them the file</source>
        <translation>For a teacher you cannot reach: give them the file</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Sending…</translation>
    </message>
    <message>
        <source>The teacher already has this result.</source>
        <translation>The teacher already has this result.</translation>
    </message>
    <message>
        <source>Sent: {count} machine(s) in the class so far.</source>
        <translation>Sent: {count} machine(s) in the class so far.</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>Save the result</translation>
    </message>
    <message>
        <source>Saved to {path}: give this file to the teacher.</source>
        <translation>Saved to {path}: give this file to the teacher.</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
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
        <source>A snippet from the lesson, ready to run and edit</source>
        <translation>A snippet from the lesson, ready to run and edit</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Load a .py file into the editor</source>
        <translation>Load a .py file into the editor</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Save…</translation>
    </message>
    <message>
        <source>Save the editor's code as a .py file (UTF-8)</source>
        <translation>Save the editor's code as a .py file (UTF-8)</translation>
    </message>
    <message>
        <source>The code is stopped after this long</source>
        <translation>The code is stopped after this long</translation>
    </message>
    <message>
        <source>Run and trace</source>
        <translation>Run and trace</translation>
    </message>
    <message>
        <source>Run the code in a separate process and record its calls (Ctrl+R)</source>
        <translation>Run the code in a separate process and record its calls (Ctrl+R)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop the code now (Esc)</source>
        <translation>Stop the code now (Esc)</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab's, without a network or a view of DeviceLab's process: it can still read your files.</source>
        <translation>The code runs in a separate, limited process, never in DeviceLab's, without a network or a view of DeviceLab's process: it can still read your files.</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab's: it can still read your files and use the network.</source>
        <translation>The code runs in a separate, limited process, never in DeviceLab's: it can still read your files and use the network.</translation>
    </message>
    <message>
        <source>Restore the preset's own code</source>
        <translation>Restore the preset's own code</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Time limit</translation>
    </message>
    <message>
        <source>Your code from the last session is back (it is saved as you type).</source>
        <translation>Your code from the last session is back (it is saved as you type).</translation>
    </message>
    <message>
        <source>Your code could not be saved as you typed: {reason}</source>
        <translation>Your code could not be saved as you typed: {reason}</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab's: it can still read and change your files and use the network.</source>
        <translation>The code runs in a separate, limited process, never in DeviceLab's: it can still read and change your files and use the network.</translation>
    </message>
    <message>
        <source>It can also reach this desktop's windows through the X server's socket file.</source>
        <translation>It can also reach this desktop's windows through the X server's socket file.</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab's: it can still read your files, change their permissions and dates, and use the network.</source>
        <translation>The code runs in a separate, limited process, never in DeviceLab's: it can still read your files, change their permissions and dates, and use the network.</translation>
    </message>
    <message>
        <source>Open a Python file</source>
        <translation>Open a Python file</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>Opened {path}.</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python files (*.py);;All files (*)</translation>
    </message>
    <message>
        <source>Save the code</source>
        <translation>Save the code</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>Could not save {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>Saved {path}.</translation>
    </message>
    <message>
        <source>Run code from a lesson file?</source>
        <translation>Run code from a lesson file?</translation>
    </message>
    <message>
        <source>This code came in a lesson file. It runs as you: it can read and write your files and use the network. Run it only if you have read it.</source>
        <translation>This code came in a lesson file. It runs as you: it can read and write your files and use the network. Run it only if you have read it.</translation>
    </message>
    <message>
        <source>Not run: read the lesson's code first, then press Run.</source>
        <translation>Not run: read the lesson's code first, then press Run.</translation>
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
        <source> The code started {ms:,.0f} ms after Run.</source>
        <translation> The code started {ms:,.0f} ms after Run.</translation>
    </message>
    <message>
        <source> The trace shows the calls made before it was stopped.</source>
        <translation> The trace shows the calls made before it was stopped.</translation>
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
        <source>The lesson's Counter</source>
        <translation>The lesson's Counter</translation>
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
this one remembers every answer, so fib(30) works out each smaller one once.</source>
        <translation>State between calls is what makes a callable object more than a function:
this one remembers every answer, so fib(30) works out each smaller one once.</translation>
    </message>
    <message>
        <source>The lesson's MLP with hooks</source>
        <translation>The lesson's MLP with hooks</translation>
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
    <message>
        <source>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson's MLP that is three layer calls per epoch — small next to the work, but not free.</source>
        <translation>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson's MLP that is three layer calls per epoch — small next to the work, but not free.</translation>
    </message>
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
        <source>forward hook on {module} ran, output {detail}</source>
        <translation>forward hook on {module} ran, output {detail}</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>{field} must be one of {allowed} (got {value})</source>
        <translation>{field} must be one of {allowed} (got {value})</translation>
    </message>
    <message>
        <source>training must be an object of settings</source>
        <translation>training must be an object of settings</translation>
    </message>
    <message>
        <source>training has no setting {name} (it has: {known})</source>
        <translation>training has no setting {name} (it has: {known})</translation>
    </message>
    <message>
        <source>call must be an object with a preset</source>
        <translation>call must be an object with a preset</translation>
    </message>
    <message>
        <source>call.code must be text of at most {limit:,} characters</source>
        <translation>call.code must be text of at most {limit:,} characters</translation>
    </message>
    <message>
        <source>hidden must be a list of pages from: {allowed}</source>
        <translation>hidden must be a list of pages from: {allowed}</translation>
    </message>
    <message>
        <source>hidden would leave the {tab} tab with no page: keep at least one of its pages</source>
        <translation>hidden would leave the {tab} tab with no page: keep at least one of its pages</translation>
    </message>
    <message>
        <source>runs[{index}] is not a run DeviceLab kept: {problem}</source>
        <translation>runs[{index}] is not a run DeviceLab kept: {problem}</translation>
    </message>
    <message>
        <source>runs must be a list of at most {limit} runs</source>
        <translation>runs must be a list of at most {limit} runs</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>{name} must be {type}</source>
        <translation>{name} must be {type}</translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation>it is not an object</translation>
    </message>
    <message>
        <source>kind {kind} or status {status} is unknown</source>
        <translation>kind {kind} or status {status} is unknown</translation>
    </message>
    <message>
        <source>its device or start time is too long</source>
        <translation>its device or start time is too long</translation>
    </message>
    <message>
        <source>its curve must hold as many epochs as losses</source>
        <translation>its curve must hold as many epochs as losses</translation>
    </message>
    <message>
        <source>its curve has more than {limit:,} points</source>
        <translation>its curve has more than {limit:,} points</translation>
    </message>
    <message>
        <source>its curve must hold epochs from {low} to {high:,} and finite losses</source>
        <translation>its curve must hold epochs from {low} to {high:,} and finite losses</translation>
    </message>
    <message>
        <source>This is not a DeviceLab lesson file (no "format": "{format}").</source>
        <translation>This is not a DeviceLab lesson file (no "format": "{format}").</translation>
    </message>
    <message>
        <source>This lesson file has version {version}; this DeviceLab reads versions 1 to {supported}. A newer DeviceLab made it: update DeviceLab to open it.</source>
        <translation>This lesson file has version {version}; this DeviceLab reads versions 1 to {supported}. A newer DeviceLab made it: update DeviceLab to open it.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}</source>
        <translation>Cannot read {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is larger than a lesson file can be ({limit} MB).</source>
        <translation>{path} is larger than a lesson file can be ({limit} MB).</translation>
    </message>
    <message>
        <source>{path} is not a whole lesson file (cut short or damaged): {reason}</source>
        <translation>{path} is not a whole lesson file (cut short or damaged): {reason}</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Cannot write {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Open lesson…</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>&amp;Save lesson…</translation>
    </message>
    <message>
        <source>&amp;Recent lessons</source>
        <translation>&amp;Recent lessons</translation>
    </message>
    <message>
        <source>DeviceLab lessons (*{suffix})</source>
        <translation>DeviceLab lessons (*{suffix})</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Open lesson</translation>
    </message>
    <message>
        <source>The lesson opens once PyTorch has loaded: {path}</source>
        <translation>The lesson opens once PyTorch has loaded: {path}</translation>
    </message>
    <message>
        <source>Stop the run first: a lesson changes its settings.</source>
        <translation>Stop the run first: a lesson changes its settings.</translation>
    </message>
    <message>
        <source>Opened the lesson {path}.</source>
        <translation>Opened the lesson {path}.</translation>
    </message>
    <message numerus="yes">
        <source>It carried %n run(s): see Experiments → Runs.</source>
        <translation>
            <numerusform>It carried %n run: see Experiments → Runs.</numerusform><numerusform>It carried %n runs: see Experiments → Runs.</numerusform></translation>
    </message>
    <message>
        <source>Its runs are already kept here.</source>
        <translation>Its runs are already kept here.</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>Cannot save the lesson</translation>
    </message>
    <message>
        <source>PyTorch is still loading: save the lesson once it has loaded.</source>
        <translation>PyTorch is still loading: save the lesson once it has loaded.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Save lesson</translation>
    </message>
    <message>
        <source>Saved the lesson {path}.</source>
        <translation>Saved the lesson {path}.</translation>
    </message>
    <message numerus="yes">
        <source>It carries the %n run(s) selected on the Runs page.</source>
        <translation>
            <numerusform>It carries the %n run selected on the Runs page.</numerusform><numerusform>It carries the %n runs selected on the Runs page.</numerusform></translation>
    </message>
    <message>
        <source>A lesson needs PyTorch, which could not be loaded: {error}</source>
        <translation>A lesson needs PyTorch, which could not be loaded: {error}</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Cannot open the lesson</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(none yet)</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>The lesson's steps, in order</source>
        <translation>The lesson's steps, in order</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Try it</translation>
    </message>
    <message>
        <source>Set up this step's panel; you press Start</source>
        <translation>Set up this step's panel; you press Start</translation>
    </message>
    <message>
        <source>Take an epoch apart</source>
        <translation>Take an epoch apart</translation>
    </message>
    <message>
        <source>Open the Anatomy page: where one epoch's time goes on each device</source>
        <translation>Open the Anatomy page: where one epoch's time goes on each device</translation>
    </message>
    <message>
        <source>Compare with the class</source>
        <translation>Compare with the class</translation>
    </message>
    <message>
        <source>Open the Class page: every student's machine on one chart</source>
        <translation>Open the Class page: every student's machine on one chart</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Read</translation>
    </message>
    <message>
        <source>Show the lesson's text under the page</source>
        <translation>Show the lesson's text under the page</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Fold the lesson to one row: the page gets its room back</source>
        <translation>Fold the lesson to one row: the page gets its room back</translation>
    </message>
</context>
<context>
    <name>LessonSteps</name>
    <message>
        <source>Set up for the lesson: press Start (Ctrl+R) when the class is ready.</source>
        <translation>Set up for the lesson: press Start (Ctrl+R) when the class is ready.</translation>
    </message>
    <message>
        <source>Set up for the lesson: this page shows this machine's facts.</source>
        <translation>Set up for the lesson: this page shows this machine's facts.</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>On this machine</translation>
    </message>
    <message>
        <source>PyTorch finds no GPU here, so this machine cannot repeat the lesson's race: the Race measures the CPU alone. The lesson's numbers (CPU about 3 s, GPU about 11 s) came from a machine with an RTX 3080 Ti; the Hardware tab says why there is no GPU here.</source>
        <translation>PyTorch finds no GPU here, so this machine cannot repeat the lesson's race: the Race measures the CPU alone. The lesson's numbers (CPU about 3 s, GPU about 11 s) came from a machine with an RTX 3080 Ti; the Hardware tab says why there is no GPU here.</translation>
    </message>
    <message>
        <source>Recorded on a GPU elsewhere</source>
        <translation>Recorded on a GPU elsewhere</translation>
    </message>
    <message>
        <source>{gpu}: {gpu_us:,.0f} µs per epoch against its CPU's {cpu_us:,.0f} µs, {ratio:.1f}× the CPU's time ({where}).</source>
        <translation>{gpu}: {gpu_us:,.0f} µs per epoch against its CPU's {cpu_us:,.0f} µs, {ratio:.1f}× the CPU's time ({where}).</translation>
    </message>
    <message>
        <source>Try it shows them in the Race beside this machine's own run, marked as recorded: they are other machines' numbers, never this one's.</source>
        <translation>Try it shows them in the Race beside this machine's own run, marked as recorded: they are other machines' numbers, never this one's.</translation>
    </message>
    <message numerus="yes">
        <source>This class's machines (%n)</source>
        <translation>
            <numerusform>This class's machines (%n)</numerusform><numerusform>This class's machines (%n)</numerusform></translation>
    </message>
    <message>
        <source>{group}: {ms:.3f} ms per epoch on the CPU (median of {count})</source>
        <translation>{group}: {ms:.3f} ms per epoch on the CPU (median of {count})</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{head}, {tail}</source>
        <translation>{head}, {tail}</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Use of each logical core (%)</source>
        <translation>Use of each logical core (%)</translation>
    </message>
    <message>
        <source>core</source>
        <translation>core</translation>
    </message>
    <message>
        <source>Clock of each logical core (MHz)</source>
        <translation>Clock of each logical core (MHz)</translation>
    </message>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>Waiting for the first reading…</translation>
    </message>
    <message>
        <source>GPU use %</source>
        <translation>GPU use %</translation>
    </message>
    <message>
        <source>VRAM used %</source>
        <translation>VRAM used %</translation>
    </message>
    <message>
        <source>Temperature °C</source>
        <translation>Temperature °C</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Process</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Processes using a GPU</source>
        <translation>Processes using a GPU</translation>
    </message>
    <message>
        <source>GPU {index}, last minute: {key}</source>
        <translation>GPU {index}, last minute: {key}</translation>
    </message>
    <message>
        <source>seconds ago</source>
        <translation>seconds ago</translation>
    </message>
    <message>
        <source>Clocks change with load and heat: {low:,.0f}–{high:,.0f} MHz now.</source>
        <translation>Clocks change with load and heat: {low:,.0f}–{high:,.0f} MHz now.</translation>
    </message>
    <message>
        <source>This system does not report per-core clocks.</source>
        <translation>This system does not report per-core clocks.</translation>
    </message>
    <message>
        <source>Memory in use: {percent}</source>
        <translation>Memory in use: {percent}</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>No live GPU readings: {problem}</source>
        <translation>No live GPU readings: {problem}</translation>
    </message>
    <message>
        <source>The NVIDIA driver reports no GPU.</source>
        <translation>The NVIDIA driver reports no GPU.</translation>
    </message>
    <message>
        <source>N/A in the last reading — {details}</source>
        <translation>N/A in the last reading — {details}</translation>
    </message>
    <message>
        <source>GPU readings every half second (NVML).</source>
        <translation>GPU readings every half second (NVML).</translation>
    </message>
    <message>
        <source>N/A: {reason}</source>
        <translation>N/A: {reason}</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Training loss</source>
        <translation>Training loss</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Loss (cross-entropy)</translation>
    </message>
    <message>
        <source>diverged at epoch {value:,.0f}</source>
        <translation>diverged at epoch {value:,.0f}</translation>
    </message>
    <message>
        <source>No curve: the loss is not recorded (record every: never). The run still reads it once every 1/20 s to notice divergence; the final loss is in the results.</source>
        <translation>No curve: the loss is not recorded (record every: never). The run still reads it once every 1/20 s to notice divergence; the final loss is in the results.</translation>
    </message>
    <message>
        <source>No curve: the record interval ({every:,}) is longer than the run ({epochs:,} epochs).</source>
        <translation>No curve: the record interval ({every:,}) is longer than the run ({epochs:,} epochs).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DeviceLab — CPU, GPU and __call__</source>
        <translation>DeviceLab — CPU, GPU and __call__</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experiments</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Ready.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Next page</translation>
    </message>
    <message>
        <source>Pre&amp;vious page</source>
        <translation>Pre&amp;vious page</translation>
    </message>
    <message>
        <source>Reset &amp;settings</source>
        <translation>Reset &amp;settings</translation>
    </message>
    <message>
        <source>&amp;About DeviceLab</source>
        <translation>&amp;About DeviceLab</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lesson</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <source>Settings reset to their defaults.</source>
        <translation>Settings reset to their defaults.</translation>
    </message>
    <message>
        <source>PyTorch is still loading: Start works once this page has come alive.</source>
        <translation>PyTorch is still loading: Start works once this page has come alive.</translation>
    </message>
    <message>
        <source>Nothing to start on this page.</source>
        <translation>Nothing to start on this page.</translation>
    </message>
    <message>
        <source>Runs are not kept on disk: {error}</source>
        <translation>Runs are not kept on disk: {error}</translation>
    </message>
    <message>
        <source>About DeviceLab</source>
        <translation>About DeviceLab</translation>
    </message>
    <message>
        <source>DeviceLab {version}

DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</source>
        <translation>DeviceLab {version}

DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Anatomy</source>
        <translation>Anatomy</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Homework</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Crossover</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Cost of __call__</source>
        <translation>Cost of __call__</translation>
    </message>
</context>
<context>
    <name>MeasurementButtons</name>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop after the current step</source>
        <translation>Stop after the current step</translation>
    </message>
    <message>
        <source>{title} failed at {time}: {message}</source>
        <translation>{title} failed at {time}: {message}</translation>
    </message>
    <message>
        <source>{title} finished at {time}. {summary}</source>
        <translation>{title} finished at {time}. {summary}</translation>
    </message>
</context>
<context>
    <name>MeasurementPage</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Run this experiment</source>
        <translation>Run this experiment</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>Stopped: what finished is shown.</source>
        <translation>Stopped: what finished is shown.</translation>
    </message>
    <message>
        <source>The experiment failed: {message}</source>
        <translation>The experiment failed: {message}</translation>
    </message>
</context>
<context>
    <name>Microarchitecture</name>
    <message>
        <source>{code_name} ({core}, {process})</source>
        <translation>{code_name} ({core}, {process})</translation>
    </message>
    <message>
        <source>{code_name} ({process})</source>
        <translation>{code_name} ({process})</translation>
    </message>
    <message>
        <source>Most of Intel's generations 6 to 10 (this {code_name} among them) use the Skylake core on 14 nm: a higher generation there brought more cores and clock, not a new architecture. The exceptions are on 10 nm: Cannon Lake (8th generation) and Ice Lake (10th-generation laptop chips).</source>
        <translation>Most of Intel's generations 6 to 10 (this {code_name} among them) use the Skylake core on 14 nm: a higher generation there brought more cores and clock, not a new architecture. The exceptions are on 10 nm: Cannon Lake (8th generation) and Ice Lake (10th-generation laptop chips).</translation>
    </message>
    <message>
        <source>Core Ultra restarts Intel's numbering: this {code_name} ({year}) is a newer design than any 14th-generation Core i9 (Raptor Lake Refresh).</source>
        <translation>Core Ultra restarts Intel's numbering: this {code_name} ({year}) is a newer design than any 14th-generation Core i9 (Raptor Lake Refresh).</translation>
    </message>
    <message>
        <source>AMD restarted its laptop numbering: Ryzen AI 300 (Zen 5) is newer than Ryzen 8000, and Ryzen 200 is Ryzen 8040 (Hawk Point, Zen 4) renamed. This one is {code_name} ({core}).</source>
        <translation>AMD restarted its laptop numbering: Ryzen AI 300 (Zen 5) is newer than Ryzen 8000, and Ryzen 200 is Ryzen 8040 (Hawk Point, Zen 4) renamed. This one is {code_name} ({core}).</translation>
    </message>
    <message>
        <source>Ryzen {series}000 chips do not share one architecture ({cores}): laptop and graphics chips can be older. This one is {code_name} ({core}).</source>
        <translation>Ryzen {series}000 chips do not share one architecture ({cores}): laptop and graphics chips can be older. This one is {code_name} ({core}).</translation>
    </message>
    <message>
        <source>Sold as generation {generation}, this chip is an Alder Lake: 12th-generation cores.</source>
        <translation>Sold as generation {generation}, this chip is an Alder Lake: 12th-generation cores.</translation>
    </message>
    <message>
        <source>{core}: an Arm core design (the process depends on the chip), read from {where}.</source>
        <translation>{core}: an Arm core design (the process depends on the chip), read from {where}.</translation>
    </message>
    <message>
        <source>{code_name}: {core} cores made on {process} ({year}), read from {where}.</source>
        <translation>{code_name}: {core} cores made on {process} ({year}), read from {where}.</translation>
    </message>
    <message>
        <source>{code_name}: made on {process} ({year}), read from {where}.</source>
        <translation>{code_name}: made on {process} ({year}), read from {where}.</translation>
    </message>
    <message>
        <source>CPUID (family {family}, model {model})</source>
        <translation>CPUID (family {family}, model {model})</translation>
    </message>
    <message>
        <source>the CPU part number ({part:#x})</source>
        <translation>the CPU part number ({part:#x})</translation>
    </message>
    <message>
        <source>the model name</source>
        <translation>the model name</translation>
    </message>
</context>
<context>
    <name>ModeBox</name>
    <message>
        <source>plain: the lesson's loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only).</source>
        <translation>plain: the lesson's loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only).</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>the packaged app has no compiler toolchain; run DeviceLab from source</source>
        <translation>the packaged app has no compiler toolchain; run DeviceLab from source</translation>
    </message>
    <message>
        <source>this PyTorch does not support torch.compile on Python {version}</source>
        <translation>this PyTorch does not support torch.compile on Python {version}</translation>
    </message>
    <message>
        <source>compiling for an NVIDIA GPU needs Triton, which is not installed</source>
        <translation>compiling for an NVIDIA GPU needs Triton, which is not installed</translation>
    </message>
    <message>
        <source>torch.compile on Apple MPS is still a prototype in PyTorch</source>
        <translation>torch.compile on Apple MPS is still a prototype in PyTorch</translation>
    </message>
    <message>
        <source>compiling for the CPU needs a C++ compiler ({names}), and none was found</source>
        <translation>compiling for the CPU needs a C++ compiler ({names}), and none was found</translation>
    </message>
    <message>
        <source>compiling for an Intel GPU needs Intel's Triton (pytorch-triton-xpu), which is not installed</source>
        <translation>compiling for an Intel GPU needs Intel's Triton (pytorch-triton-xpu), which is not installed</translation>
    </message>
    <message>
        <source>compiling for an AMD GPU needs ROCm's Triton (pytorch-triton-rocm), which is not installed</source>
        <translation>compiling for an AMD GPU needs ROCm's Triton (pytorch-triton-rocm), which is not installed</translation>
    </message>
    <message>
        <source>torch.compile generated and built new code (nothing for this model in its on-disk cache yet); the next run loads it from the cache and starts far faster</source>
        <translation>torch.compile generated and built new code (nothing for this model in its on-disk cache yet); the next run loads it from the cache and starts far faster</translation>
    </message>
    <message>
        <source>torch.compile loaded code compiled before from its on-disk cache</source>
        <translation>torch.compile loaded code compiled before from its on-disk cache</translation>
    </message>
    <message>
        <source>torch.compile reused code compiled earlier in this session</source>
        <translation>torch.compile reused code compiled earlier in this session</translation>
    </message>
    <message>
        <source>The warm-up ({seconds:.2f} s, not in the time per epoch) includes compiling: {why}.</source>
        <translation>The warm-up ({seconds:.2f} s, not in the time per epoch) includes compiling: {why}.</translation>
    </message>
    <message>
        <source>CUDA graphs need an NVIDIA GPU (a cuda:N device)</source>
        <translation>CUDA graphs need an NVIDIA GPU (a cuda:N device)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>unlocked: the clock can be raised (overclocked)</source>
        <translation>unlocked: the clock can be raised (overclocked)</translation>
    </message>
    <message>
        <source>unlocked, and without built-in graphics (needs a graphics card)</source>
        <translation>unlocked, and without built-in graphics (needs a graphics card)</translation>
    </message>
    <message>
        <source>a specially binned, higher-clocked K model</source>
        <translation>a specially binned, higher-clocked K model</translation>
    </message>
    <message>
        <source>without built-in graphics (needs a graphics card)</source>
        <translation>without built-in graphics (needs a graphics card)</translation>
    </message>
    <message>
        <source>high-performance mobile: a laptop chip with more power and speed</source>
        <translation>high-performance mobile: a laptop chip with more power and speed</translation>
    </message>
    <message>
        <source>high-performance mobile and unlocked</source>
        <translation>high-performance mobile and unlocked</translation>
    </message>
    <message>
        <source>mobile: a laptop chip</source>
        <translation>mobile: a laptop chip</translation>
    </message>
    <message>
        <source>a quad-core mobile chip</source>
        <translation>a quad-core mobile chip</translation>
    </message>
    <message>
        <source>the extreme edition of a mobile chip: unlocked</source>
        <translation>the extreme edition of a mobile chip: unlocked</translation>
    </message>
    <message>
        <source>the most powerful mobile class, close to a desktop chip</source>
        <translation>the most powerful mobile class, close to a desktop chip</translation>
    </message>
    <message>
        <source>high-performance mobile in a slimmer, lower-power package</source>
        <translation>high-performance mobile in a slimmer, lower-power package</translation>
    </message>
    <message>
        <source>high-performance mobile without built-in graphics</source>
        <translation>high-performance mobile without built-in graphics</translation>
    </message>
    <message>
        <source>ultra-low power: a thin-and-light laptop chip that saves battery</source>
        <translation>ultra-low power: a thin-and-light laptop chip that saves battery</translation>
    </message>
    <message>
        <source>performance-thin laptop: between U and H</source>
        <translation>performance-thin laptop: between U and H</translation>
    </message>
    <message>
        <source>low-power laptop chip with memory on the package</source>
        <translation>low-power laptop chip with memory on the package</translation>
    </message>
    <message>
        <source>power-optimised desktop chip (lower heat and clock)</source>
        <translation>power-optimised desktop chip (lower heat and clock)</translation>
    </message>
    <message>
        <source>a special edition</source>
        <translation>a special edition</translation>
    </message>
    <message>
        <source>a high-end model (more cores or clock)</source>
        <translation>a high-end model (more cores or clock)</translation>
    </message>
    <message>
        <source>extreme edition: the top model of its range</source>
        <translation>extreme edition: the top model of its range</translation>
    </message>
    <message>
        <source>with 3D V-Cache: extra cache stacked on the chip, good for games</source>
        <translation>with 3D V-Cache: extra cache stacked on the chip, good for games</translation>
    </message>
    <message>
        <source>with a stronger built-in Radeon graphics unit</source>
        <translation>with a stronger built-in Radeon graphics unit</translation>
    </message>
    <message>
        <source>with built-in graphics, in a low-power version</source>
        <translation>with built-in graphics, in a low-power version</translation>
    </message>
    <message>
        <source>workstation class with many cores</source>
        <translation>workstation class with many cores</translation>
    </message>
    <message>
        <source>a business model with management and security features</source>
        <translation>a business model with management and security features</translation>
    </message>
    <message>
        <source>more CPU and GPU cores than the base chip</source>
        <translation>more CPU and GPU cores than the base chip</translation>
    </message>
    <message>
        <source>more GPU cores and memory bandwidth than Pro</source>
        <translation>more GPU cores and memory bandwidth than Pro</translation>
    </message>
    <message>
        <source>two Max chips joined into one</source>
        <translation>two Max chips joined into one</translation>
    </message>
    <message>
        <source>entry level</source>
        <translation>entry level</translation>
    </message>
    <message>
        <source>mainstream: between entry level (3) and high performance (7)</source>
        <translation>mainstream: between entry level (3) and high performance (7)</translation>
    </message>
    <message>
        <source>high performance, above the mainstream 5</source>
        <translation>high performance, above the mainstream 5</translation>
    </message>
    <message>
        <source>enthusiast: the top tier</source>
        <translation>enthusiast: the top tier</translation>
    </message>
    <message>
        <source>{vendor} made this processor.</source>
        <translation>{vendor} made this processor.</translation>
    </message>
    <message>
        <source>{family} is the product line.</source>
        <translation>{family} is the product line.</translation>
    </message>
    <message>
        <source>Generation {generation}: a newer generation usually brings a better architecture and manufacturing process, so more speed per watt.</source>
        <translation>Generation {generation}: a newer generation usually brings a better architecture and manufacturing process, so more speed per watt.</translation>
    </message>
    <message>
        <source>{suffix}: {meaning}.</source>
        <translation>{suffix}: {meaning}.</translation>
    </message>
    <message>
        <source>{ghz:.2f} GHz is the base clock: the speed it runs at under steady load.</source>
        <translation>{ghz:.2f} GHz is the base clock: the speed it runs at under steady load.</translation>
    </message>
    <message>
        <source>Tier {tier}: {meaning}.</source>
        <translation>Tier {tier}: {meaning}.</translation>
    </message>
    <message>
        <source>built-in graphics level {level} (higher is stronger)</source>
        <translation>built-in graphics level {level} (higher is stronger)</translation>
    </message>
    <message>
        <source>a variant letter of this model</source>
        <translation>a variant letter of this model</translation>
    </message>
    <message>
        <source>entry level: limited for deep learning</source>
        <translation>entry level: limited for deep learning</translation>
    </message>
    <message>
        <source>mainstream, good value, fine to start with</source>
        <translation>mainstream, good value, fine to start with</translation>
    </message>
    <message>
        <source>upper mid-range, the 'sweet spot' of price and performance</source>
        <translation>upper mid-range, the 'sweet spot' of price and performance</translation>
    </message>
    <message>
        <source>high end: strong performance and more memory</source>
        <translation>high end: strong performance and more memory</translation>
    </message>
    <message>
        <source>the flagship: the fastest of its generation with the most memory</source>
        <translation>the flagship: the fastest of its generation with the most memory</translation>
    </message>
    <message>
        <source>a stronger version of the same model, between it and the next tier up</source>
        <translation>a stronger version of the same model, between it and the next tier up</translation>
    </message>
    <message>
        <source>a refreshed, slightly faster version of the same model</source>
        <translation>a refreshed, slightly faster version of the same model</translation>
    </message>
    <message>
        <source>a refreshed Ti, faster still</source>
        <translation>a refreshed Ti, faster still</translation>
    </message>
    <message>
        <source>the version for the Chinese market, made to meet export rules</source>
        <translation>the version for the Chinese market, made to meet export rules</translation>
    </message>
    <message>
        <source>a faster version of the same model</source>
        <translation>a faster version of the same model</translation>
    </message>
    <message>
        <source>the fastest version of the same model</source>
        <translation>the fastest version of the same model</translation>
    </message>
    <message>
        <source>a cut-down version first sold in China</source>
        <translation>a cut-down version first sold in China</translation>
    </message>
    <message>
        <source>{vendor} made this graphics processor.</source>
        <translation>{vendor} made this graphics processor.</translation>
    </message>
    <message>
        <source>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</source>
        <translation>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</translation>
    </message>
    <message>
        <source>The name states its architecture: {architecture} ({year}).</source>
        <translation>The name states its architecture: {architecture} ({year}).</translation>
    </message>
    <message>
        <source>Model {tier}: within its line and architecture, a higher number is a bigger card.</source>
        <translation>Model {tier}: within its line and architecture, a higher number is a bigger card.</translation>
    </message>
    <message>
        <source>a model level: higher is faster</source>
        <translation>a model level: higher is faster</translation>
    </message>
    <message>
        <source>Built into the processor: it shares the computer's memory and has no VRAM of its own.</source>
        <translation>Built into the processor: it shares the computer's memory and has no VRAM of its own.</translation>
    </message>
    <message>
        <source>{line} is {vendor}'s consumer line.</source>
        <translation>{line} is {vendor}'s consumer line.</translation>
    </message>
    <message>
        <source>A consumer graphics card.</source>
        <translation>A consumer graphics card.</translation>
    </message>
    <message>
        <source>A laptop version: less power and usually slower than the desktop card.</source>
        <translation>A laptop version: less power and usually slower than the desktop card.</translation>
    </message>
    <message>
        <source>A version for the Chinese market, made to meet export rules: less compute or bandwidth than the model it comes from.</source>
        <translation>A version for the Chinese market, made to meet export rules: less compute or bandwidth than the model it comes from.</translation>
    </message>
    <message>
        <source>A data-center GPU: built for training large models, with large memory.</source>
        <translation>A data-center GPU: built for training large models, with large memory.</translation>
    </message>
    <message>
        <source>A server edition of a workstation GPU: cooled by the server's fans, for data-center racks.</source>
        <translation>A server edition of a workstation GPU: cooled by the server's fans, for data-center racks.</translation>
    </message>
    <message>
        <source>A workstation GPU: professional drivers and large, reliable memory.</source>
        <translation>A workstation GPU: professional drivers and large, reliable memory.</translation>
    </message>
</context>
<context>
    <name>Nvml</name>
    <message>
        <source>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</source>
        <translation>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</translation>
    </message>
    <message>
        <source>If this machine has an NVIDIA GPU, install NVIDIA's driver for it.</source>
        <translation>If this machine has an NVIDIA GPU, install NVIDIA's driver for it.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but not loaded.</source>
        <translation>The NVIDIA driver is installed but not loaded.</translation>
    </message>
    <message>
        <source>Restart the computer; if that does not help, reinstall the NVIDIA driver.</source>
        <translation>Restart the computer; if that does not help, reinstall the NVIDIA driver.</translation>
    </message>
    <message>
        <source>Driver/library version mismatch: the driver was updated but the old one is still running.</source>
        <translation>Driver/library version mismatch: the driver was updated but the old one is still running.</translation>
    </message>
    <message>
        <source>Restart the computer to load the new driver.</source>
        <translation>Restart the computer to load the new driver.</translation>
    </message>
    <message>
        <source>No permission to ask the NVIDIA driver about the GPU.</source>
        <translation>No permission to ask the NVIDIA driver about the GPU.</translation>
    </message>
    <message>
        <source>Ask the administrator to give your user access to the GPU devices.</source>
        <translation>Ask the administrator to give your user access to the GPU devices.</translation>
    </message>
    <message>
        <source>The GPU has fallen off the bus (NVML: GPU is lost).</source>
        <translation>The GPU has fallen off the bus (NVML: GPU is lost).</translation>
    </message>
    <message>
        <source>Save your work and restart the computer.</source>
        <translation>Save your work and restart the computer.</translation>
    </message>
    <message>
        <source>Not supported on this GPU or system (WSL, a MIG slice and many laptop GPUs do not report it).</source>
        <translation>Not supported on this GPU or system (WSL, a MIG slice and many laptop GPUs do not report it).</translation>
    </message>
    <message>
        <source>Nothing to fix: this GPU simply does not report it.</source>
        <translation>Nothing to fix: this GPU simply does not report it.</translation>
    </message>
    <message>
        <source>This NVIDIA driver is too old to answer this question.</source>
        <translation>This NVIDIA driver is too old to answer this question.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>Update the NVIDIA driver.</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer in time.</source>
        <translation>The NVIDIA driver did not answer in time.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, restart the computer.</source>
        <translation>Try again; if it keeps happening, restart the computer.</translation>
    </message>
    <message>
        <source>The GPU needs a reset before it can answer.</source>
        <translation>The GPU needs a reset before it can answer.</translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation>Restart the computer.</translation>
    </message>
    <message>
        <source>NVML was not started, so the driver cannot be asked.</source>
        <translation>NVML was not started, so the driver cannot be asked.</translation>
    </message>
    <message>
        <source>Restart DeviceLab.</source>
        <translation>Restart DeviceLab.</translation>
    </message>
    <message>
        <source>nvidia-ml-py is not installed, so the driver cannot be asked.</source>
        <translation>nvidia-ml-py is not installed, so the driver cannot be asked.</translation>
    </message>
    <message>
        <source>Reinstall DeviceLab: pip install devicelab pulls nvidia-ml-py in.</source>
        <translation>Reinstall DeviceLab: pip install devicelab pulls nvidia-ml-py in.</translation>
    </message>
    <message>
        <source>The NVML library could not be loaded: {error}.</source>
        <translation>The NVML library could not be loaded: {error}.</translation>
    </message>
    <message>
        <source>NVML reported an error: {error}.</source>
        <translation>NVML reported an error: {error}.</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>The lesson's first measurement: the same 20,000-epoch run on each device, one after the other (never at once: they would slow each other down). The lesson measured about 3 s on the CPU and 11 s on the GPU.</source>
        <translation>The lesson's first measurement: the same 20,000-epoch run on each device, one after the other (never at once: they would slow each other down). The lesson measured about 3 s on the CPU and 11 s on the GPU.</translation>
    </message>
    <message>
        <source>Tick the devices to race, one after the other</source>
        <translation>Tick the devices to race, one after the other</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>Loss on each device</source>
        <translation>Loss on each device</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Per epoch</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>To device</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>Syncs</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Racing on {devices}…</source>
        <translation>Racing on {devices}…</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}: {done:,} / {total:,} epochs</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>Recorded on other machines, not this one (the lesson's {mode} loop):</source>
        <translation>Recorded on other machines, not this one (the lesson's {mode} loop):</translation>
    </message>
    <message>
        <source>• {device}: {us:,.0f} µs per epoch, {total:.2f} s — {where}</source>
        <translation>• {device}: {us:,.0f} µs per epoch, {total:.2f} s — {where}</translation>
    </message>
</context>
<context>
    <name>Recorded</name>
    <message>
        <source>recorded on {title}, {date}</source>
        <translation>recorded on {title}, {date}</translation>
    </message>
    <message>
        <source>reported by the lesson, {date}</source>
        <translation>reported by the lesson, {date}</translation>
    </message>
    <message>
        <source>{title}, recorded {date}</source>
        <translation>{title}, recorded {date}</translation>
    </message>
    <message>
        <source>{title}, reported by the lesson ({date})</source>
        <translation>{title}, reported by the lesson ({date})</translation>
    </message>
</context>
<context>
    <name>RecordedSeries</name>
    <message>
        <source>show</source>
        <translation>show</translation>
    </message>
    <message>
        <source>Results DeviceLab recorded on other machines (an NVIDIA H200) and the lesson's own numbers, labelled with their machine and date: never this machine's</source>
        <translation>Results DeviceLab recorded on other machines (an NVIDIA H200) and the lesson's own numbers, labelled with their machine and date: never this machine's</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>another program is using it</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>its folder cannot be written</translation>
    </message>
    <message>
        <source>The runs kept in {path} are shown read-only ({reason}): this start's runs are not kept on disk.</source>
        <translation>The runs kept in {path} are shown read-only ({reason}): this start's runs are not kept on disk.</translation>
    </message>
    <message>
        <source>{path} is not a file (a folder, a device or a pipe): it was left as it is, and this start's runs are kept in memory until the window closes.</source>
        <translation>{path} is not a file (a folder, a device or a pipe): it was left as it is, and this start's runs are kept in memory until the window closes.</translation>
    </message>
    <message>
        <source>The runs kept in {path} cannot be opened ({reason}): nothing was moved or lost; this start's runs are kept in memory until the window closes.</source>
        <translation>The runs kept in {path} cannot be opened ({reason}): nothing was moved or lost; this start's runs are kept in memory until the window closes.</translation>
    </message>
    <message>
        <source>The runs kept on disk could not be read: the old store was moved to {old} and a fresh one started.</source>
        <translation>The runs kept on disk could not be read: the old store was moved to {old} and a fresh one started.</translation>
    </message>
    <message>
        <source>The runs kept on disk were written by a newer DeviceLab: the store was moved to {old} (a newer DeviceLab reads it) and a fresh one started.</source>
        <translation>The runs kept on disk were written by a newer DeviceLab: the store was moved to {old} (a newer DeviceLab reads it) and a fresh one started.</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>training</source>
        <translation>training</translation>
    </message>
    <message>
        <source>race</source>
        <translation>race</translation>
    </message>
    <message>
        <source>homework</source>
        <translation>homework</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>crossover</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>threads</translation>
    </message>
    <message>
        <source>a class's machine</source>
        <translation>a class's machine</translation>
    </message>
    <message>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>diverged</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrupted</translation>
    </message>
    <message>
        <source>epochs {value:,}</source>
        <translation>epochs {value:,}</translation>
    </message>
    <message>
        <source>lr {value:g}</source>
        <translation>lr {value:g}</translation>
    </message>
    <message>
        <source>hidden {value:,}</source>
        <translation>hidden {value:,}</translation>
    </message>
    <message>
        <source>print every {every:,}</source>
        <translation>print every {every:,}</translation>
    </message>
    <message>
        <source>seed {value}</source>
        <translation>seed {value}</translation>
    </message>
    <message>
        <source>threads {value}</source>
        <translation>threads {value}</translation>
    </message>
    <message>
        <source>never print</source>
        <translation>never print</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>#{run} {device} {mode}</source>
        <translation>#{run} {device} {mode}</translation>
    </message>
    <message>
        <source>{device} {mode} ({started})</source>
        <translation>{device} {mode} ({started})</translation>
    </message>
    <message>
        <source>* Other programs disturbed a run marked * while it was measured: its times are unreliable. Run it again when the machine is quiet.</source>
        <translation>* Other programs disturbed a run marked * while it was measured: its times are unreliable. Run it again when the machine is quiet.</translation>
    </message>
</context>
<context>
    <name>RunsPage</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>Record every</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Per epoch</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>{kind}: {axis}</source>
        <translation>{kind}: {axis}</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged run(s) could not be read: left out of the list.</source>
        <translation>
            <numerusform>%n damaged run could not be read: left out of the list.</numerusform><numerusform>%n damaged runs could not be read: left out of the list.</numerusform></translation>
    </message>
    <message>
        <source>Selected runs</source>
        <translation>Selected runs</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>recorded elsewhere</source>
        <translation>recorded elsewhere</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>recorded</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>reported by the lesson</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Show only runs of this kind</source>
        <translation>Show only runs of this kind</translation>
    </message>
    <message>
        <source>Filter by date, device or machine (2026-12, cuda, lab-3…)</source>
        <translation>Filter by date, device or machine (2026-12, cuda, lab-3…)</translation>
    </message>
    <message>
        <source>Show only runs containing this text</source>
        <translation>Show only runs containing this text</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>every kind of run</source>
        <translation>every kind of run</translation>
    </message>
    <message>
        <source>Smooth the curves (display only; the data stay)</source>
        <translation>Smooth the curves (display only; the data stay)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Delete the selected runs from disk</source>
        <translation>Delete the selected runs from disk</translation>
    </message>
    <message>
        <source>Export runs (CSV)…</source>
        <translation>Export runs (CSV)…</translation>
    </message>
    <message>
        <source>The runs listed, one row per recorded loss</source>
        <translation>The runs listed, one row per recorded loss</translation>
    </message>
    <message>
        <source>The runs kept on disk cannot be read: {error}</source>
        <translation>The runs kept on disk cannot be read: {error}</translation>
    </message>
    <message>
        <source>{machine} (from a lesson)</source>
        <translation>{machine} (from a lesson)</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the %n oldest run(s) to keep the store under {limit}.</source>
        <translation>
            <numerusform>Deleted the %n oldest run to keep the store under {limit}.</numerusform><numerusform>Deleted the %n oldest runs to keep the store under {limit}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) recorded on other machines, shipped with DeviceLab: read-only, never this machine's.</source>
        <translation>
            <numerusform>%n result recorded on other machines, shipped with DeviceLab: read-only, never this machine's.</numerusform><numerusform>%n results recorded on other machines, shipped with DeviceLab: read-only, never this machine's.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) listed; the store holds {size} in {path}.</source>
        <translation>
            <numerusform>%n run listed; the store holds {size} in {path}.</numerusform><numerusform>%n runs listed; the store holds {size} in {path}.</numerusform></translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU threads</translation>
    </message>
    <message>
        <source>ms per epoch</source>
        <translation>ms per epoch</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>one core busy</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <source>Recorded results ship with DeviceLab and cannot be deleted.</source>
        <translation>Recorded results ship with DeviceLab and cannot be deleted.</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Export runs</translation>
    </message>
    <message>
        <source>Export chart (PNG)…</source>
        <translation>Export chart (PNG)…</translation>
    </message>
    <message>
        <source>The chart of the selected runs, as shown</source>
        <translation>The chart of the selected runs, as shown</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Smoothing</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>{value} %</source>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>Select the runs to delete first.</source>
        <translation>Select the runs to delete first.</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Delete runs</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) and their curves from disk?</source>
        <translation>
            <numerusform>Delete %n run and their curves from disk?</numerusform><numerusform>Delete %n runs and their curves from disk?</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>Deleted %n run.</numerusform><numerusform>Deleted %n runs.</numerusform></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Could not write {path}: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n run(s) ({rows} rows) to {path}.</source>
        <translation>
            <numerusform>Wrote %n run ({rows} rows) to {path}.</numerusform><numerusform>Wrote %n runs ({rows} rows) to {path}.</numerusform></translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>Saved the chart to {path}.</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>Could not write {path}.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Export the chart</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>cannot read {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}. Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</source>
        <translation>cannot read {path}: {reason}. Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</translation>
    </message>
    <message>
        <source>cannot read {path}: it is not {encoding} text (byte {byte}). Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</source>
        <translation>cannot read {path}: it is not {encoding} text (byte {byte}). Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</translation>
    </message>
    <message>
        <source>Stopped: the code used more than the memory limit ({memory:,} MB).</source>
        <translation>Stopped: the code used more than the memory limit ({memory:,} MB).</translation>
    </message>
    <message>
        <source>Stopped after {seconds:g} s: the time limit (an endless loop?).</source>
        <translation>Stopped after {seconds:g} s: the time limit (an endless loop?).</translation>
    </message>
    <message>
        <source>Stopped by the user.</source>
        <translation>Stopped by the user.</translation>
    </message>
    <message>
        <source>Stopped: the code needed more than the memory limit ({memory:,} MB) and the process died ({sign}).</source>
        <translation>Stopped: the code needed more than the memory limit ({memory:,} MB) and the process died ({sign}).</translation>
    </message>
    <message>
        <source>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</source>
        <translation>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</translation>
    </message>
    <message>
        <source>The code called sys.exit({argument}): exit code {code}.</source>
        <translation>The code called sys.exit({argument}): exit code {code}.</translation>
    </message>
    <message>
        <source>Finished in {seconds:.2f} s.</source>
        <translation>Finished in {seconds:.2f} s.</translation>
    </message>
    <message>
        <source>{outcome} Output was cut at {limit:,} bytes.</source>
        <translation>{outcome} Output was cut at {limit:,} bytes.</translation>
    </message>
    <message>
        <source>Not run: the prepared process was still loading PyTorch after {seconds:g} s (the computer is very busy). Press Run again.</source>
        <translation>Not run: the prepared process was still loading PyTorch after {seconds:g} s (the computer is very busy). Press Run again.</translation>
    </message>
    <message>
        <source>Stopped: the code wrote more than {disk:,} MB in its folder (the limit for one run).</source>
        <translation>Stopped: the code wrote more than {disk:,} MB in its folder (the limit for one run).</translation>
    </message>
    <message>
        <source>{name} (its body runs once)</source>
        <translation>{name} (its body runs once)</translation>
    </message>
    <message>
        <source>over the memory limit ({memory:,} MB)</source>
        <translation>over the memory limit ({memory:,} MB)</translation>
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
        <source>{type}: {detail}</source>
        <translation>{type}: {detail}</translation>
    </message>
    <message>
        <source>{outcome} (the memory limit, {memory:,} MB, was too small for it)</source>
        <translation>{outcome} (the memory limit, {memory:,} MB, was too small for it)</translation>
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
    <name>Settings</name>
    <message>
        <source>Settings cannot be saved in {path} (its folder cannot be written): changes last until the window closes.</source>
        <translation>Settings cannot be saved in {path} (its folder cannot be written): changes last until the window closes.</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>this machine</source>
        <translation>this machine</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>recorded</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>reported by the lesson</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>lesson file</translation>
    </message>
    <message>
        <source>Compared: the lesson's plain loop (hidden 10, learning rate 0.01) for 20,000 epochs, time per epoch after warm-up; 1.0 is the lesson's CPU (3 s, about 150 µs per epoch); lower is faster. Torch versions differ between machines and are shown.</source>
        <translation>Compared: the lesson's plain loop (hidden 10, learning rate 0.01) for 20,000 epochs, time per epoch after warm-up; 1.0 is the lesson's CPU (3 s, about 150 µs per epoch); lower is faster. Torch versions differ between machines and are shown.</translation>
    </message>
    <message>
        <source>This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs), number {rank} of {count}.</source>
        <translation>This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs), number {rank} of {count}.</translation>
    </message>
    <message>
        <source>This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs) *, not ranked: other programs disturbed its run.</source>
        <translation>This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs) *, not ranked: other programs disturbed its run.</translation>
    </message>
    <message>
        <source>* Other programs crowded the CPU while a run marked * was timed: its time is unreliable and not ranked. Run the lesson's race again when the machine is quiet.</source>
        <translation>* Other programs crowded the CPU while a run marked * was timed: its time is unreliable and not ranked. Run the lesson's race again when the machine is quiet.</translation>
    </message>
    <message>
        <source>No comparable run of this machine yet: run the lesson's race (plain mode, 20,000 epochs) to see where it stands.</source>
        <translation>No comparable run of this machine yet: run the lesson's race (plain mode, 20,000 epochs) to see where it stands.</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Where does this machine stand? Its lesson run (the plain loop, 20,000 epochs, time per epoch after warm-up) against the lesson's machine, the machines DeviceLab recorded and runs carried in lesson files, the lesson's CPU = 1.0. The last such run kept on disk is used; Measure runs the lesson's race here.</source>
        <translation>Where does this machine stand? Its lesson run (the plain loop, 20,000 epochs, time per epoch after warm-up) against the lesson's machine, the machines DeviceLab recorded and runs carried in lesson files, the lesson's CPU = 1.0. The last such run kept on disk is used; Measure runs the lesson's race here.</translation>
    </message>
    <message>
        <source>Measure this machine</source>
        <translation>Measure this machine</translation>
    </message>
    <message>
        <source>Run the lesson's race (20,000 epochs, plain) on every device</source>
        <translation>Run the lesson's race (20,000 epochs, plain) on every device</translation>
    </message>
    <message>
        <source>× the lesson's CPU time per epoch</source>
        <translation>× the lesson's CPU time per epoch</translation>
    </message>
    <message>
        <source>Measuring {devices}…</source>
        <translation>Measuring {devices}…</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}: {done:,} / {total:,} epochs</translation>
    </message>
    <message>
        <source>Done: this machine's new run is ranked.</source>
        <translation>Done: this machine's new run is ranked.</translation>
    </message>
    <message>
        <source>{device}: {us:,.0f} µs per epoch ({facts})</source>
        <translation>{device}: {us:,.0f} µs per epoch ({facts})</translation>
    </message>
</context>
<context>
    <name>ThreadsBox</name>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>How many CPU threads torch splits each op across. auto: chosen for the size of the work — one for the lesson's tiny MLP, which no thread count speeds up and a busy core slows down when it is split; more for large problems. 1 to {count}: that many.</source>
        <translation>How many CPU threads torch splits each op across. auto: chosen for the size of the work — one for the lesson's tiny MLP, which no thread count speeds up and a busy core slows down when it is split; more for large problems. 1 to {count}: that many.</translation>
    </message>
    <message>
        <source>{count} (auto)</source>
        <translation>{count} (auto)</translation>
    </message>
</context>
<context>
    <name>ThreadsPage</name>
    <message>
        <source>Also the large run</source>
        <translation>Also the large run</translation>
    </message>
    <message>
        <source>20,000 samples, hidden 1,024: about 0.1–1 s per epoch, a few seconds per thread count.</source>
        <translation>20,000 samples, hidden 1,024: about 0.1–1 s per epoch, a few seconds per thread count.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU threads</translation>
    </message>
    <message>
        <source>ms per epoch</source>
        <translation>ms per epoch</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>one core busy</translation>
    </message>
    <message>
        <source>More cores, faster? torch splits each op across CPU threads. Here the lesson's run and a large one are timed at 1, 2, 4 … all threads, first on an idle machine, then while DeviceLab keeps one core busy, as a browser or the projector's screen-sharing would in class.</source>
        <translation>More cores, faster? torch splits each op across CPU threads. Here the lesson's run and a large one are timed at 1, 2, 4 … all threads, first on an idle machine, then while DeviceLab keeps one core busy, as a browser or the projector's screen-sharing would in class.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Idle</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>One core busy</source>
        <translation>One core busy</translation>
    </message>
    <message>
        <source>Busy ÷ idle</source>
        <translation>Busy ÷ idle</translation>
    </message>
    <message>
        <source>Measuring on an idle machine…</source>
        <translation>Measuring on an idle machine…</translation>
    </message>
    <message>
        <source>{run}, {threads} threads, {state}: {ms:.3f} ms per epoch</source>
        <translation>{run}, {threads} threads, {state}: {ms:.3f} ms per epoch</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>the lesson's MLP (120 flowers, hidden 10)</source>
        <translation>the lesson's MLP (120 flowers, hidden 10)</translation>
    </message>
    <message>
        <source>a large run (20,000 samples, hidden 1,024)</source>
        <translation>a large run (20,000 samples, hidden 1,024)</translation>
    </message>
</context>
<context>
    <name>ThreadsTable</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
</context>
<context>
    <name>Throughput</name>
    <message>
        <source>No GPU here: only the CPU was measured, and there is no host→device copy to time.</source>
        <translation>No GPU here: only the CPU was measured, and there is no host→device copy to time.</translation>
    </message>
    <message>
        <source>{device} {case} ({size}) varied by ±{percent:.0f} % between batches even after measuring longer: another program was using the machine, or the operating system was moving memory. The median is shown; measure again on an idle machine for a steadier number.</source>
        <translation>{device} {case} ({size}) varied by ±{percent:.0f} % between batches even after measuring longer: another program was using the machine, or the operating system was moving memory. The median is shown; measure again on an idle machine for a steadier number.</translation>
    </message>
    <message>
        <source>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</source>
        <translation>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</translation>
    </message>
    <message>
        <source>{device} is {ratio:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</source>
        <translation>{device} is {ratio:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</translation>
    </message>
    <message>
        <source>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson's spends its time moving and waiting, not computing.</source>
        <translation>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson's spends its time moving and waiting, not computing.</translation>
    </message>
</context>
<context>
    <name>ThroughputPage</name>
    <message>
        <source>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson's data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</source>
        <translation>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson's data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>Measure every device, one after the other</source>
        <translation>Measure every device, one after the other</translation>
    </message>
    <message>
        <source>Press Measure to time each device.</source>
        <translation>Press Measure to time each device.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>Per run</translation>
    </message>
    <message>
        <source>Warm-up (apart)</source>
        <translation>Warm-up (apart)</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Spread</translation>
    </message>
    <message>
        <source>Measuring {devices}…</source>
        <translation>Measuring {devices}…</translation>
    </message>
    <message>
        <source>Stopping after the current test…</source>
        <translation>Stopping after the current test…</translation>
    </message>
    <message>
        <source>Measured {done} of {total} tests…</source>
        <translation>Measured {done} of {total} tests…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s), CPU with {threads} threads.</source>
        <translation>
            <numerusform>Done: %n test, CPU with {threads} threads.</numerusform><numerusform>Done: %n tests, CPU with {threads} threads.</numerusform></translation>
    </message>
    <message>
        <source>The measurement failed: {message}</source>
        <translation>The measurement failed: {message}</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
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
        <source>Step through the calls, one event at a time</source>
        <translation>Step through the calls, one event at a time</translation>
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
        <source>No trace yet: press Run and trace.</source>
        <translation>No trace yet: press Run and trace.</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {arrow} {name} (called from line {line}, marked blue)</source>
        <translation>Step {step} of {steps}: {arrow} {name} (called from line {line}, marked blue)</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {arrow} {name}</source>
        <translation>Step {step} of {steps}: {arrow} {name}</translation>
    </message>
    <message>
        <source>(torch's own code)</source>
        <translation>(torch's own code)</translation>
    </message>
    <message>
        <source>the line marked is yours that called it</source>
        <translation>the line marked is yours that called it</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>plain (the lesson's loop)</source>
        <translation>plain (the lesson's loop)</translation>
    </message>
    <message>
        <source>deferred sync</source>
        <translation>deferred sync</translation>
    </message>
    <message>
        <source>CUDA graph</source>
        <translation>CUDA graph</translation>
    </message>
    <message>
        <source>Stopped by the user after {epochs:,} epochs.</source>
        <translation>Stopped by the user after {epochs:,} epochs.</translation>
    </message>
    <message>
        <source>the loss reached {value:.3g}, over {factor:g}× its first value {first:.3g}</source>
        <translation>the loss reached {value:.3g}, over {factor:g}× its first value {first:.3g}</translation>
    </message>
    <message>
        <source>the loss became {value}</source>
        <translation>the loss became {value}</translation>
    </message>
    <message>
        <source>Training diverged at epoch {epoch:,} (noticed at epoch {noticed:,}, when the losses kept on the device came back): {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson's value).</source>
        <translation>Training diverged at epoch {epoch:,} (noticed at epoch {noticed:,}, when the losses kept on the device came back): {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson's value).</translation>
    </message>
    <message>
        <source>Training diverged at epoch {epoch:,}: {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson's value).</source>
        <translation>Training diverged at epoch {epoch:,}: {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson's value).</translation>
    </message>
    <message>
        <source>{count:,}: {first} after the first epoch; {records:,} for records; {prints:,} for printed lines; {checks:,} to watch for divergence</source>
        <translation>{count:,}: {first} after the first epoch; {records:,} for records; {prints:,} for printed lines; {checks:,} to watch for divergence</translation>
    </message>
    <message>
        <source>{cores:.1f} of {cpus} cores: they crowded this run's CPU threads, so its times are unreliable *</source>
        <translation>{cores:.1f} of {cpus} cores: they crowded this run's CPU threads, so its times are unreliable *</translation>
    </message>
    <message>
        <source>{cores:.1f} of {cpus} cores</source>
        <translation>{cores:.1f} of {cpus} cores</translation>
    </message>
    <message>
        <source>* {device}: other programs used {cores:.1f} of {cpus} cores while it trained, crowding its CPU threads: its times are unreliable.</source>
        <translation>* {device}: other programs used {cores:.1f} of {cpus} cores while it trained, crowding its CPU threads: its times are unreliable.</translation>
    </message>
    <message>
        <source>Trained {epochs:,} epochs on {device}.</source>
        <translation>Trained {epochs:,} epochs on {device}.</translation>
    </message>
    <message>
        <source>{outcome} {compiling}</source>
        <translation>{outcome} {compiling}</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Press Start to train.</source>
        <translation>Press Start to train.</translation>
    </message>
    <message>
        <source>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU's parallelism saves. Recording the loss less often barely helped.</source>
        <translation>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU's parallelism saves. Recording the loss less often barely helped.</translation>
    </message>
    <message>
        <source>A finite number greater than 0; the lesson uses 0.01.</source>
        <translation>A finite number greater than 0; the lesson uses 0.01.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</source>
        <translation>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Train the lesson's MLP with these settings</source>
        <translation>Train the lesson's MLP with these settings</translation>
    </message>
    <message>
        <source>The lesson's MLP on iris: 4 → hidden → 3</source>
        <translation>The lesson's MLP on iris: 4 → hidden → 3</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>CPU threads (torch)</source>
        <translation>CPU threads (torch)</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Training time</translation>
    </message>
    <message>
        <source>Time per epoch (after warm-up)</source>
        <translation>Time per epoch (after warm-up)</translation>
    </message>
    <message>
        <source>Warm-up (1st epoch)</source>
        <translation>Warm-up (1st epoch)</translation>
    </message>
    <message>
        <source>Data + model to device</source>
        <translation>Data + model to device</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Host syncs (loss.item())</source>
        <translation>Host syncs (loss.item())</translation>
    </message>
    <message>
        <source>Other programs' CPU use</source>
        <translation>Other programs' CPU use</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>Test accuracy</translation>
    </message>
    <message>
        <source>Starting on {device}…</source>
        <translation>Starting on {device}…</translation>
    </message>
    <message>
        <source>Training on {device}; the loss is not recorded (interval 0).</source>
        <translation>Training on {device}; the loss is not recorded (interval 0).</translation>
    </message>
    <message>
        <source>Training on {device}; the record interval is longer than the run: no loss will be plotted.</source>
        <translation>Training on {device}; the record interval is longer than the run: no loss will be plotted.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</source>
        <translation>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</translation>
    </message>
    <message>
        <source>{seconds:.2f} s for {epochs:,} epochs</source>
        <translation>{seconds:.2f} s for {epochs:,} epochs</translation>
    </message>
    <message>
        <source>{sources} ({ms:.1f} ms waiting)</source>
        <translation>{sources} ({ms:.1f} ms waiting)</translation>
    </message>
    <message>
        <source>Training failed: {message}</source>
        <translation>Training failed: {message}</translation>
    </message>
    <message>
        <source>Training failed.</source>
        <translation>Training failed.</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>&amp;Projector mode</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Reset zoom</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>Lan&amp;guage / 语言</source>
        <translation>Lan&amp;guage / 语言</translation>
    </message>
    <message>
        <source>Projector mode on: text at {points:g} pt, thick lines, high contrast.</source>
        <translation>Projector mode on: text at {points:g} pt, thick lines, high contrast.</translation>
    </message>
    <message>
        <source>Projector mode off.</source>
        <translation>Projector mode off.</translation>
    </message>
    <message>
        <source>Zoom {percent:.0f} %</source>
        <translation>Zoom {percent:.0f} %</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <source>{name} (the lesson's GPU)</source>
        <translation>{name} (the lesson's GPU)</translation>
    </message>
    <message>
        <source>Mixed precision: {dtype} weights and gradients, plus a float32 master copy of the weights kept with the optimizer state. Activations are counted at {dtype} size; under autocast some (softmax, norms, the loss) stay float32, so the real figure is somewhat higher.</source>
        <translation>Mixed precision: {dtype} weights and gradients, plus a float32 master copy of the weights kept with the optimizer state. Activations are counted at {dtype} size; under autocast some (softmax, norms, the loss) stay float32, so the real figure is somewhat higher.</translation>
    </message>
    <message>
        <source>No activation estimate: choose a preset or enter MiB per sample.</source>
        <translation>No activation estimate: choose a preset or enter MiB per sample.</translation>
    </message>
    <message>
        <source>Compared with each GPU's total VRAM, leaving {mib} MiB for the CUDA context and the allocator's slack; what other programs use now (the Live page) comes off it too.</source>
        <translation>Compared with each GPU's total VRAM, leaving {mib} MiB for the CUDA context and the allocator's slack; what other programs use now (the Live page) comes off it too.</translation>
    </message>
    <message>
        <source>The lesson's MLP (4-10-3)</source>
        <translation>The lesson's MLP (4-10-3)</translation>
    </message>
    <message>
        <source>one iris flower (4 numbers)</source>
        <translation>one iris flower (4 numbers)</translation>
    </message>
    <message>
        <source>one 224×224 RGB image</source>
        <translation>one 224×224 RGB image</translation>
    </message>
    <message>
        <source>one sequence of 128 tokens</source>
        <translation>one sequence of 128 tokens</translation>
    </message>
    <message>
        <source>7B LLM (Llama-2-7B shape)</source>
        <translation>7B LLM (Llama-2-7B shape)</translation>
    </message>
    <message>
        <source>one sequence of 512 tokens</source>
        <translation>one sequence of 512 tokens</translation>
    </message>
</context>
<context>
    <name>VramPage</name>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>A known model fills in its parameters; Custom: type them</source>
        <translation>A known model fills in its parameters; Custom: type them</translation>
    </message>
    <message>
        <source>e.g. 25557032, 25.6M or 7B</source>
        <translation>e.g. 25557032, 25.6M or 7B</translation>
    </message>
    <message>
        <source>How many weights the model has: a number, or with K, M or B</source>
        <translation>How many weights the model has: a number, or with K, M or B</translation>
    </message>
    <message>
        <source>Bytes per number: fp32 4, fp16 and bf16 2, int8 1</source>
        <translation>Bytes per number: fp32 4, fp16 and bf16 2, int8 1</translation>
    </message>
    <message>
        <source>What the optimizer keeps per weight: SGD nothing, momentum 1, Adam 2</source>
        <translation>What the optimizer keeps per weight: SGD nothing, momentum 1, Adam 2</translation>
    </message>
    <message>
        <source>float32 memory autograd keeps for one sample; presets measure it</source>
        <translation>float32 memory autograd keeps for one sample; presets measure it</translation>
    </message>
    <message>
        <source>Model and training</source>
        <translation>Model and training</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>Number format</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>The lesson calls VRAM a GPU's most important number: everything training touches must fit in it at once.
• Weights: the model's parameters.
• Gradients: one per parameter, filled by backward().
• Optimizer state: what the optimizer remembers per parameter (Adam keeps two running averages; plain SGD keeps nothing).
• Activations: every layer's output, kept from forward for backward; they grow with the batch size, so a smaller batch is the first thing to try when memory runs out.</source>
        <translation>The lesson calls VRAM a GPU's most important number: everything training touches must fit in it at once.
• Weights: the model's parameters.
• Gradients: one per parameter, filled by backward().
• Optimizer state: what the optimizer remembers per parameter (Adam keeps two running averages; plain SGD keeps nothing).
• Activations: every layer's output, kept from forward for backward; they grow with the batch size, so a smaller batch is the first thing to try when memory runs out.</translation>
    </message>
    <message>
        <source>Memory for</source>
        <translation>Memory for</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer state</translation>
    </message>
    <message>
        <source>Activations (whole batch)</source>
        <translation>Activations (whole batch)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Fits?</translation>
    </message>
    <message>
        <source>Custom model: enter the activations per sample if you know them.</source>
        <translation>Custom model: enter the activations per sample if you know them.</translation>
    </message>
    <message>
        <source>Measuring the activations on the meta device…</source>
        <translation>Measuring the activations on the meta device…</translation>
    </message>
    <message>
        <source>Measured: {size} per sample ({what}) kept by autograd for backward, in float32, without activation checkpointing or FlashAttention.</source>
        <translation>Measured: {size} per sample ({what}) kept by autograd for backward, in float32, without activation checkpointing or FlashAttention.</translation>
    </message>
    <message>
        <source>Could not measure the activations: {message}</source>
        <translation>Could not measure the activations: {message}</translation>
    </message>
    <message>
        <source>yes, {size} to spare</source>
        <translation>yes, {size} to spare</translation>
    </message>
    <message>
        <source>no: {size} short</source>
        <translation>no: {size} short</translation>
    </message>
</context>
<context>
    <name>Waste</name>
    <message>
        <source>{device} used {percent} of what it can do: the lesson's network ran at {achieved} GFLOP/s, its matrix multiply reached {peak:,.0f} GFLOP/s on the Throughput page (the lesson's wasted performance).</source>
        <translation>{device} used {percent} of what it can do: the lesson's network ran at {achieved} GFLOP/s, its matrix multiply reached {peak:,.0f} GFLOP/s on the Throughput page (the lesson's wasted performance).</translation>
    </message>
    <message>
        <source>Run the Throughput page to see how much of each device this run used (the lesson's wasted performance: its matrix multiply measures what the device can do).</source>
        <translation>Run the Throughput page to see how much of each device this run used (the lesson's wasted performance: its matrix multiply measures what the device can do).</translation>
    </message>
    <message>
        <source>{device} used {percent} of what it can do ({achieved} GFLOP/s against {peak:,.0f} GFLOP/s), {where}.</source>
        <translation>{device} used {percent} of what it can do ({achieved} GFLOP/s against {peak:,.0f} GFLOP/s), {where}.</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>Loading PyTorch…</source>
        <translation>Loading PyTorch…</translation>
    </message>
    <message>
        <source>This page needs PyTorch, which could not be loaded: {error}</source>
        <translation>This page needs PyTorch, which could not be loaded: {error}</translation>
    </message>
</context>
</TS>
