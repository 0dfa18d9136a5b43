<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Anatomy</name>
    <message>
        <source>host → device</source>
        <translation>主机 → 设备</translation>
    </message>
    <message>
        <source>device → host</source>
        <translation>设备 → 主机</translation>
    </message>
    <message>
        <source>device → device</source>
        <translation>设备 → 设备</translation>
    </message>
    <message>
        <source>a kernel of the graph&apos;s replay</source>
        <translation>CUDA graph 重放中的一个核函数</translation>
    </message>
    <message>
        <source>launching kernels (launch overhead)</source>
        <translation>启动核函数（启动开销）</translation>
    </message>
    <message>
        <source>waiting in syncs (sync operations)</source>
        <translation>在同步中等待（同步操作）</translation>
    </message>
    <message>
        <source>operators: the dispatcher, and on a CPU the arithmetic</source>
        <translation>算子：分派开销，在 CPU 上还有计算本身</translation>
    </message>
    <message>
        <source>Python between operators</source>
        <translation>算子之间的 Python 代码</translation>
    </message>
    <message>
        <source>the rest: the loop itself, the profiler&apos;s marks</source>
        <translation>其余：循环本身、性能分析器的标记</translation>
    </message>
    <message>
        <source>computing: kernels running</source>
        <translation>计算：核函数在运行</translation>
    </message>
    <message>
        <source>data transfer (copies)</source>
        <translation>数据传输（复制）</translation>
    </message>
    <message>
        <source>idle, waiting for the CPU (wasted performance)</source>
        <translation>空闲，等待 CPU（性能浪费）</translation>
    </message>
    <message>
        <source>No NVIDIA GPU (CUDA) was profiled: the GPU&apos;s lanes (kernel launches, kernels, copies, syncs) are missing, not empty. On a GPU they show where its time goes.</source>
        <translation>没有对任何 NVIDIA GPU（CUDA）做性能分析：GPU 的各条泳道（核函数启动、核函数、复制、同步）这里没有数据（不是 GPU 空闲）。在 GPU 上它们会显示 GPU 的时间花在了哪里。</translation>
    </message>
    <message>
        <source>{field}: tick at least one device to profile</source>
        <translation>{field}：请至少勾选一个要做性能分析的设备</translation>
    </message>
    <message>
        <source>This build of torch has no profiler (Kineto), so an epoch cannot be taken apart here: install torch from pytorch.org.</source>
        <translation>这个版本的 torch 没有性能分析器（Kineto），本机无法拆解一轮训练：请从 pytorch.org 安装 torch。</translation>
    </message>
    <message>
        <source>Stopped after {count} profiled epoch(s).</source>
        <translation>对 {count} 轮做了性能分析后已停止。</translation>
    </message>
    <message>
        <source>The loss diverged (NaN or infinite) in the profiled epochs: the times stand, the model learned nothing.</source>
        <translation>做性能分析的这几轮中损失发散了（NaN 或无穷大）：各轮用时依然有效，但模型什么也没学到。</translation>
    </message>
    <message>
        <source>a kernel</source>
        <translation>一个核函数</translation>
    </message>
    <message>
        <source>No epoch was profiled.</source>
        <translation>没有对任何一轮做性能分析。</translation>
    </message>
    <message>
        <source>On the CPU: {ops:,.0f} µs in {count:.0f} operators (the arithmetic, with the dispatcher&apos;s cost) and {python:,.0f} µs of Python between them, per epoch.</source>
        <translation>在 CPU 上：每轮有 {ops:,.0f} µs 花在 {count:.0f} 个算子里（计算本身，加上分派的开销），{python:,.0f} µs 花在算子之间的 Python 代码上。</translation>
    </message>
    <message>
        <source>One epoch only: profile more to compare.</source>
        <translation>只对一轮做了性能分析：多做几轮性能分析才能比较。</translation>
    </message>
    <message>
        <source>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart): the difference is the profiler&apos;s own cost, not the loop&apos;s.</source>
        <translation>图中画出的这一轮（做了性能分析的 {count} 轮的中位数）在性能分析器下用时 {profiled:,.0f} µs；同一个循环不用分析器时每轮用时 {plain:,.0f} µs（{timed} 轮的中位数，分开计时）：两者之差是分析器自身的开销，不属于课程的循环。</translation>
    </message>
    <message>
        <source>The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, timed apart). Other programs slowed both: neither is the loop&apos;s own time.</source>
        <translation>图中画出的这一轮（做了性能分析的 {count} 轮的中位数）在性能分析器下用时 {profiled:,.0f} µs；同一个循环不用分析器时每轮用时 {plain:,.0f} µs（{timed} 轮的中位数，分开计时）。其他程序拖慢了这两次测量：两者都不是这个循环本身的用时。</translation>
    </message>
    <message>
        <source>GPU busy {busy:.0f} % of each epoch: {launches:.0f} kernel launches of ~{launch:.1f} µs for kernels of ~{kernel:.1f} µs; syncs waited {sync:,.0f} µs and copies took {copy:,.0f} µs.</source>
        <translation>每轮中 GPU 有 {busy:.0f}% 的时间在忙：{launches:.0f} 次核函数启动，每次约 {launch:.1f} µs，而核函数本身只运行约 {kernel:.1f} µs；同步操作等待了 {sync:,.0f} µs，数据复制用了 {copy:,.0f} µs。</translation>
    </message>
    <message>
        <source>{device} ({mode}):</source>
        <translation>{device}，{mode}：</translation>
    </message>
</context>
<context>
    <name>AnatomyPage</name>
    <message>
        <source>Why was the GPU slower? One epoch of the lesson&apos;s loop is taken apart by PyTorch&apos;s profiler on each device, after a warm-up, and drawn on one time axis: the CPU&apos;s phases and operators, and on a GPU its kernel launches, kernels, copies and the syncs the CPU waits in. Wheel or drag on the chart to zoom and pan in time; hover a bar to see what it is.</source>
        <translation>GPU 为什么更慢？在每个设备上预热之后，用 PyTorch 的性能分析器把课程循环的一轮拆开，画在同一条时间轴上：CPU 的各个阶段和算子；在 GPU 上还有核函数启动、核函数、复制，以及 CPU 在同步中的等待。在图上滚动滚轮或拖动，可沿时间缩放和平移；把鼠标停在色块上可看它是什么。</translation>
    </message>
    <message>
        <source>Take an epoch apart</source>
        <translation>拆开一轮</translation>
    </message>
    <message>
        <source>Profile the lesson&apos;s loop on each ticked device</source>
        <translation>在每个勾选的设备上对课程的循环做性能分析</translation>
    </message>
    <message>
        <source>Whole epoch</source>
        <translation>整轮</translation>
    </message>
    <message>
        <source>Show every device&apos;s whole epoch again after zooming</source>
        <translation>缩放之后，重新显示每个设备的整轮</translation>
    </message>
    <message>
        <source>Tick the devices to profile, one after the other</source>
        <translation>勾选要做性能分析的设备，逐个进行</translation>
    </message>
    <message>
        <source>epoch (.item())</source>
        <translation>每轮读取（.item()）</translation>
    </message>
    <message>
        <source>Ticked: the loss is read every epoch, as the lesson does; unticked: never, the homework&apos;s fix (the sync disappears)</source>
        <translation>勾选：像课程那样每轮读取一次损失；不勾选：从不读取，即作业中的改进（同步随之消失）</translation>
    </message>
    <message>
        <source>CUDA graph (the fix)</source>
        <translation>CUDA graph（改进）</translation>
    </message>
    <message>
        <source>The step captured once and replayed: one launch for its kernels</source>
        <translation>训练步骤只捕获一次，之后重放：它的所有核函数只需一次启动</translation>
    </message>
    <message>
        <source>Profiling {devices}…</source>
        <translation>正在对 {devices} 做性能分析…</translation>
    </message>
    <message>
        <source>{device} profiled ({done} of {total} devices)</source>
        <translation>{device} 的性能分析已完成（第 {done} 个，共 {total} 个设备）</translation>
    </message>
    <message>
        <source>Done: hover the lanes to see what each part is.</source>
        <translation>完成：把鼠标停在泳道上可看每一段是什么。</translation>
    </message>
</context>
<context>
    <name>AnatomyTimeline</name>
    <message>
        <source>µs into the epoch</source>
        <translation>本轮开始后的时间（µs）</translation>
    </message>
    <message>
        <source>CPU phases</source>
        <translation>CPU 阶段</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>GPU kernels</source>
        <translation>GPU 核函数</translation>
    </message>
    <message>
        <source>copies</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>syncs</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>GPU lanes</source>
        <translation>GPU 泳道</translation>
    </message>
    <message>
        <source>Missing, not empty: no NVIDIA GPU here</source>
        <translation>这里没有数据（不是 GPU 空闲）：本机没有 NVIDIA GPU</translation>
    </message>
    <message>
        <source>Missing, not empty: this machine has no NVIDIA GPU (CUDA), so there are no kernel launches, GPU kernels or copies to measure. On a GPU these lanes show where its time goes.</source>
        <translation>这里没有数据（不是 GPU 空闲）：本机没有 NVIDIA GPU（CUDA），因此没有核函数启动、GPU 核函数或复制可以测量。在 GPU 上，这些泳道会显示 GPU 的时间花在了哪里。</translation>
    </message>
    <message>
        <source>The GPU idle: waiting for the CPU&apos;s next launch (wasted performance: the GPU is far too big for this work)</source>
        <translation>GPU 空闲：在等待 CPU 的下一次启动（性能浪费：对这点工作来说 GPU 太大了）</translation>
    </message>
    <message>
        <source>{duration:,.1f} µs</source>
        <translation>{duration:,.1f} µs</translation>
    </message>
    <message>
        <source>An operator: its CPU time is Python and PyTorch&apos;s dispatcher choosing the kernel (on a CPU, the arithmetic too)</source>
        <translation>一个算子：它的 CPU 时间是 Python 和 PyTorch 的分派器在挑选核函数（在 CPU 上还包括计算本身）</translation>
    </message>
    <message>
        <source>A kernel launch: the CPU asks the GPU to start a kernel, a fixed cost every time (launch overhead)</source>
        <translation>一次核函数启动：CPU 请 GPU 开始一个核函数，每次都有固定的开销（启动开销）</translation>
    </message>
    <message>
        <source>The kernel on the GPU: the real arithmetic, often shorter than its launch</source>
        <translation>GPU 上的核函数：真正的计算，常常比它的启动还短</translation>
    </message>
    <message>
        <source>Data transfer: {bytes:,} bytes cross the bus</source>
        <translation>数据传输：{bytes:,} 字节经过总线</translation>
    </message>
    <message>
        <source>A sync operation: the CPU waits until the GPU has finished everything queued</source>
        <translation>同步操作：CPU 等到 GPU 做完排队的所有工作</translation>
    </message>
    <message>
        <source>forward: model(x) computes the outputs (__call__ runs forward)</source>
        <translation>forward：model(x) 计算输出（__call__ 调用 forward）</translation>
    </message>
    <message>
        <source>loss: the cross-entropy of the outputs against the labels</source>
        <translation>loss：输出与标签之间的交叉熵</translation>
    </message>
    <message>
        <source>zero_grad: the last epoch&apos;s gradients are cleared</source>
        <translation>zero_grad：清空上一轮的梯度</translation>
    </message>
    <message>
        <source>backward: autograd computes every gradient</source>
        <translation>backward：autograd 计算所有梯度</translation>
    </message>
    <message>
        <source>step: the optimizer updates the weights</source>
        <translation>step：优化器更新权重</translation>
    </message>
    <message>
        <source>replay: forward to step captured as one CUDA graph, one launch</source>
        <translation>replay：从 forward 到 step 被捕获为一个 CUDA graph，只需一次启动</translation>
    </message>
    <message>
        <source>.item(): the loss comes back to the host to be recorded, a sync</source>
        <translation>.item()：损失传回主机以便记录，这是一次同步</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>DeviceLab is already open: its window is in front now.</source>
        <translation>DeviceLab 已经打开：它的窗口现在在最前面。</translation>
    </message>
    <message>
        <source>DeviceLab is already open: its window is in front now and opens the lesson.</source>
        <translation>DeviceLab 已经打开：它的窗口现在在最前面，并打开这份课程文件。</translation>
    </message>
</context>
<context>
    <name>CallTab</name>
    <message>
        <source>Lab: edit, run, trace</source>
        <translation>实验室：编辑、运行、跟踪</translation>
    </message>
    <message>
        <source>Quick demo</source>
        <translation>快速演示</translation>
    </message>
</context>
<context>
    <name>CardSupport</name>
    <message>
        <source>This PyTorch has no kernels for the {name} ({architecture}, compute capability {capability}): it was built for {built}. Every run on it would stop with &apos;no kernel image is available for execution on the device&apos;.</source>
        <translation>这个 PyTorch 没有适用于 {name}（{architecture}，计算能力 {capability}）的核函数（kernel）：它是为 {built} 编译的。在这张卡上的每次运行都会因“no kernel image is available for execution on the device”而中止。</translation>
    </message>
    <message>
        <source>The card is newer than this PyTorch: install a newer PyTorch build whose architecture list includes {needed}, or run on the CPU.</source>
        <translation>这张卡比这个 PyTorch 更新：请安装架构列表中包含 {needed} 的较新 PyTorch 版本，或者在 CPU 上运行。</translation>
    </message>
    <message>
        <source>This PyTorch no longer supports a card this old: install a PyTorch build whose architecture list includes {needed} (an older CUDA build), or run on the CPU.</source>
        <translation>这个 PyTorch 已不再支持这么老的卡：请安装架构列表中包含 {needed} 的 PyTorch 版本（较旧的 CUDA 版本），或者在 CPU 上运行。</translation>
    </message>
    <message>
        <source>This PyTorch (ROCm) has no kernels for the {name} ({isa}): it was built for {built}. Every run on it would stop with &apos;no kernel image is available&apos;.</source>
        <translation>这个 PyTorch（ROCm）没有适用于 {name}（{isa}）的核函数（kernel）：它是为 {built} 编译的。在这张卡上的每次运行都会因“no kernel image is available”而中止。</translation>
    </message>
    <message>
        <source>Install a ROCm build of PyTorch whose architecture list includes {isa}, or run on the CPU.</source>
        <translation>请安装架构列表中包含 {isa} 的 ROCm 版 PyTorch，或者在 CPU 上运行。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA up to {driver}, but this PyTorch was built for CUDA {runtime}: CUDA cannot start (&apos;CUDA driver version is insufficient&apos;).</source>
        <translation>NVIDIA 驱动最高只支持 CUDA {driver}，而这个 PyTorch 是为 CUDA {runtime} 编译的：CUDA 无法启动（“CUDA driver version is insufficient”）。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to one that supports CUDA {runtime}, or install a PyTorch build for CUDA {driver} or older, or run on the CPU.</source>
        <translation>请把 NVIDIA 驱动更新到支持 CUDA {runtime} 的版本，或者安装 CUDA {driver} 或更早的 PyTorch 版本，或者在 CPU 上运行。</translation>
    </message>
    <message>
        <source>This PyTorch has no kernels for this GPU (&apos;no kernel image is available&apos;): the run stopped. Install a PyTorch build whose architecture list includes this card&apos;s, or run on the CPU.</source>
        <translation>这个 PyTorch 没有适用于这块 GPU 的核函数（“no kernel image is available”）：运行已中止。请安装架构列表中包含这张卡架构的 PyTorch 版本，或者在 CPU 上运行。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than this PyTorch&apos;s CUDA (&apos;CUDA driver version is insufficient&apos;): the run stopped. Update the driver, or run on the CPU.</source>
        <translation>NVIDIA 驱动比这个 PyTorch 的 CUDA 旧（“CUDA driver version is insufficient”）：运行已中止。请更新驱动，或者在 CPU 上运行。</translation>
    </message>
</context>
<context>
    <name>Class</name>
    <message>
        <source>Address: the teacher&apos;s address, as the projector shows it (e.g. 192.168.1.20:8765; port from 1 to 65,535)</source>
        <translation>地址：老师的地址，以投影上显示的为准（例如 192.168.1.20:8765；端口为 1 到 65535）</translation>
    </message>
    <message>
        <source>Join code: the 6 digits on the projector</source>
        <translation>加入码：投影上显示的 6 位数字</translation>
    </message>
    <message>
        <source>Could not reach the teacher at {host}:{port} ({error}). Check the address and that you are on the same network, or save the result to a file.</source>
        <translation>无法连接到老师的 {host}:{port}（{error}）。请检查地址、确认与老师在同一网络中，或者把结果保存为文件。</translation>
    </message>
    <message>
        <source>The result is too large to send.</source>
        <translation>结果太大，无法发送。</translation>
    </message>
    <message>
        <source>The teacher&apos;s collector says the join code is wrong.</source>
        <translation>老师的收集端提示：加入码不正确。</translation>
    </message>
    <message>
        <source>The teacher&apos;s collector refused the result ({status}): {reason}</source>
        <translation>老师的收集端拒绝了这个结果（{status}）：{reason}</translation>
    </message>
    <message>
        <source>not a class result: the file is over 64 KB</source>
        <translation>不是课堂结果：文件超过 64 KB</translation>
    </message>
    <message>
        <source>not a class result: the file is not JSON</source>
        <translation>不是课堂结果：文件不是 JSON</translation>
    </message>
    <message>
        <source>a class result must be a JSON object</source>
        <translation>课堂结果必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>format: not a DeviceLab class result of version {v}</source>
        <translation>format：不是第 {v} 版的 DeviceLab 课堂结果</translation>
    </message>
    <message>
        <source>{field}: given exactly when a gpu is given</source>
        <translation>{field}：有 gpu 时必须提供，没有 gpu 时不能提供</translation>
    </message>
    <message>
        <source>{field}: not a field of a class result</source>
        <translation>{field}：不是课堂结果中的字段</translation>
    </message>
    <message>
        <source>{field}: missing</source>
        <translation>{field}：缺失</translation>
    </message>
    <message>
        <source>{field}: must be an object</source>
        <translation>{field}：必须是一个对象</translation>
    </message>
    <message>
        <source>{field}: must be printable text of at most {limit} characters</source>
        <translation>{field}：必须是最多 {limit} 个字符的可打印文本</translation>
    </message>
    <message>
        <source>{field}: must be true or false</source>
        <translation>{field}：必须是 true 或 false</translation>
    </message>
    <message>
        <source>{field}: must be a finite number from {low:g} to {high:,g}</source>
        <translation>{field}：必须是 {low:g} 到 {high:,g} 之间的有限数</translation>
    </message>
    <message>
        <source>{field}: must be a whole number from {low:,} to {high:,}</source>
        <translation>{field}：必须是 {low:,} 到 {high:,} 之间的整数</translation>
    </message>
    <message>
        <source>{line}, generation {generation}</source>
        <translation>{line}，第 {generation} 代</translation>
    </message>
    <message>
        <source>{line}
gen. {generation}</source>
        <translation>{line}
第 {generation} 代</translation>
    </message>
    <message>
        <source>the medians of {count} machine(s)</source>
        <translation>{count} 台机器的中位数</translation>
    </message>
    <message>
        <source>the medians of {count} machine(s); {left_out} disturbed (marked *) left out</source>
        <translation>{count} 台机器的中位数；{left_out} 台受到干扰（标有 *），未计入</translation>
    </message>
    <message>
        <source>wrong join code</source>
        <translation>加入码错误</translation>
    </message>
    <message>
        <source>not a valid result</source>
        <translation>不是有效的结果</translation>
    </message>
    <message>
        <source>too many from one machine</source>
        <translation>同一台机器发送过多</translation>
    </message>
    <message>
        <source>too slow to arrive</source>
        <translation>发送超时</translation>
    </message>
    <message>
        <source>removed, sent again</source>
        <translation>已删除的结果再次发送</translation>
    </message>
    <message>
        <source>the class was busy, full or ended</source>
        <translation>课堂正忙、已满或已结束</translation>
    </message>
    <message>
        <source>the connection dropped</source>
        <translation>连接中途断开</translation>
    </message>
    <message>
        <source>refused for another reason</source>
        <translation>因其他原因被拒绝</translation>
    </message>
    <message>
        <source>{kind} ×{count}</source>
        <translation>{kind} {count} 次</translation>
    </message>
    <message>
        <source>{count} request(s) refused: {kinds}.</source>
        <translation>已拒绝 {count} 个请求：{kinds}。</translation>
    </message>
    <message>
        <source>not a DeviceLab request</source>
        <translation>不是 DeviceLab 的请求</translation>
    </message>
    <message>
        <source>* Other programs crowded this race: its times are unreliable, and the teacher will see it marked and left out of the class medians. Close other programs and race again for a result that counts.</source>
        <translation>* 其他程序挤占了这次竞速：它的用时不可靠，老师那里会看到它被标出，并且不计入全班中位数。请关闭其他程序后重新运行竞速，得到一个有效的结果。</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>ms per epoch</source>
        <translation>每轮用时（ms）</translation>
    </message>
    <message>
        <source>Every student&apos;s machine on one chart. Start collecting: the projector shows the address and a join code, and each student&apos;s DeviceLab races the lesson and sends its time per epoch (after warm-up) and hardware facts, nothing else. A result saved to a file can be dropped here.</source>
        <translation>把每位学生的机器放在同一张图上。按“开始收集”：投影上会显示地址和加入码，每位学生的 DeviceLab 会运行一遍课程中的竞速，并发送每轮用时（预热后）和硬件信息，除此之外什么也不发送。保存成文件的结果可以直接拖到这里。</translation>
    </message>
    <message>
        <source>The network address students send to (127.0.0.1: this machine only)</source>
        <translation>学生发送结果所用的网络地址（127.0.0.1：仅限本机）</translation>
    </message>
    <message>
        <source>Start collecting</source>
        <translation>开始收集</translation>
    </message>
    <message>
        <source>Listen on this address until the class ends; announce it</source>
        <translation>在这个地址上监听，直到课堂结束；并在网络上广播</translation>
    </message>
    <message>
        <source>End the class</source>
        <translation>结束课堂</translation>
    </message>
    <message>
        <source>Stop listening; the results stay, kept on disk</source>
        <translation>停止监听；结果会保留，已保存在磁盘上</translation>
    </message>
    <message>
        <source>Add result files…</source>
        <translation>添加结果文件…</translation>
    </message>
    <message>
        <source>Results students saved to files (a folder can be dropped here)</source>
        <translation>学生保存成文件的结果（也可以把整个文件夹拖到这里）</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>删除条目</translation>
    </message>
    <message>
        <source>Take the chosen machines out of the class</source>
        <translation>把选中的机器移出本次课堂</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>加入课堂…</translation>
    </message>
    <message>
        <source>A student&apos;s side: race this machine and send it to the teacher</source>
        <translation>学生端：在本机运行竞速，把结果发给老师</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Every machine&apos;s row, for a spreadsheet</source>
        <translation>每台机器一行，可用电子表格打开</translation>
    </message>
    <message>
        <source>Remove address</source>
        <translation>移除该地址</translation>
    </message>
    <message>
        <source>Take out every machine sent from the chosen machines&apos; network addresses (one that sent many)</source>
        <translation>把选中机器所在网络地址发来的所有机器都移出本次课堂（用于某个地址发来了很多条）</translation>
    </message>
    <message>
        <source>Machines one network address may add; a new one replaces its oldest (more where students share an address)</source>
        <translation>每个网络地址最多可加入的机器数；超出时新结果替换该地址最早的一条（多名学生共用一个地址时调大）</translation>
    </message>
    <message>
        <source>Per address</source>
        <translation>每个地址</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>昵称</translation>
    </message>
    <message>
        <source>Cores / threads</source>
        <translation>核心数 / 线程数</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>CPU ms/epoch</source>
        <translation>CPU 每轮用时（ms）</translation>
    </message>
    <message>
        <source>GPU ms/epoch</source>
        <translation>GPU 每轮用时（ms）</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>发送地址</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>Saved {count} machine(s) to {path}.</source>
        <translation>已将 {count} 台机器保存到 {path}。</translation>
    </message>
    <message>
        <source>Add result files</source>
        <translation>添加结果文件</translation>
    </message>
    <message>
        <source>Added {good} result file(s); {bad} were not class results.</source>
        <translation>已添加 {good} 个结果文件；{bad} 个不是课堂结果。</translation>
    </message>
    <message>
        <source>each machine</source>
        <translation>每台机器</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>课程原文数据</translation>
    </message>
    <message>
        <source>class median</source>
        <translation>全班中位数</translation>
    </message>
    <message>
        <source>recorded by DeviceLab</source>
        <translation>DeviceLab 记录的结果</translation>
    </message>
    <message numerus="yes">
        <source>Not collecting. %n machine(s) in this class.</source>
        <translation>
            <numerusform>未在收集。本次课堂共有 %n 台机器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Address {host}:{port}    Join code {code}    Joined: {joined}</source>
        <translation>地址 {host}:{port}    加入码 {code}    已加入：{joined}</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>没有 GPU</translation>
    </message>
    <message>
        <source>* Other programs crowded this machine&apos;s race: its times are unreliable and left out of the class medians.</source>
        <translation>* 其他程序挤占了这台机器的竞速：它的用时不可靠，不计入全班中位数。</translation>
    </message>
    <message>
        <source>{nickname}: {cpu} ({architecture}), {cores} cores / {threads} threads; {gpu}; torch {torch} on {os}; CPU {cpu_ms:.3f} ms, GPU {gpu_ms} ms per epoch</source>
        <translation>{nickname}：{cpu}（{architecture}），{cores} 核 / {threads} 线程；{gpu}；torch {torch}，{os}；每轮 CPU {cpu_ms:.3f} ms，GPU {gpu_ms} ms</translation>
    </message>
</context>
<context>
    <name>ClassSession</name>
    <message>
        <source>Cannot listen on {host}: {error}</source>
        <translation>无法在 {host} 上监听：{error}</translation>
    </message>
    <message>
        <source>Not announced on the network ({reason}): students type the address.</source>
        <translation>未能在网络上广播（{reason}）：请学生手动输入地址。</translation>
    </message>
    <message>
        <source>Not kept on disk: {error}</source>
        <translation>没有保存到磁盘：{error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>called from line {line}</source>
        <translation>由第 {line} 行调用</translation>
    </message>
    <message>
        <source>VRAM to train (Adam, batch 1)</source>
        <translation>训练所需显存（Adam，批量大小 1）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>架构代际</translation>
    </message>
    <message>
        <source>instruction set</source>
        <translation>指令集</translation>
    </message>
    <message>
        <source>physical cores</source>
        <translation>物理核心数</translation>
    </message>
    <message>
        <source>logical threads</source>
        <translation>逻辑线程数</translation>
    </message>
    <message>
        <source>P / E cores</source>
        <translation>P 核 / E 核</translation>
    </message>
    <message>
        <source>core kinds</source>
        <translation>核心类型</translation>
    </message>
    <message>
        <source>base clock</source>
        <translation>基础主频</translation>
    </message>
    <message>
        <source>max clock</source>
        <translation>最高频率</translation>
    </message>
    <message>
        <source>L2 / L3 cache</source>
        <translation>L2 / L3 缓存</translation>
    </message>
    <message>
        <source>use per core</source>
        <translation>各核心利用率</translation>
    </message>
    <message>
        <source>not in the name (now running at {ghz:.2f} GHz)</source>
        <translation>型号中没有（当前运行在 {ghz:.2f} GHz）</translation>
    </message>
    <message>
        <source>{version} (CUDA {cuda})</source>
        <translation>{version}（CUDA {cuda}）</translation>
    </message>
    <message>
        <source>kernels for</source>
        <translation>核函数适用于</translation>
    </message>
    <message>
        <source>{memory} shared with the CPU</source>
        <translation>{memory}，与 CPU 共用</translation>
    </message>
    <message>
        <source>{memory} VRAM</source>
        <translation>{memory} 显存</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}, compute capability {capability}</source>
        <translation>{name}：{memory}，{architecture}，计算能力 {capability}</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}, {cores} {kind}</source>
        <translation>{name}：{memory}，{architecture}，{kind} {cores} 个</translation>
    </message>
    <message>
        <source>{name}: {memory}, {architecture}</source>
        <translation>{name}：{memory}，{architecture}</translation>
    </message>
    <message>
        <source>PCIe copies now</source>
        <translation>PCIe 当前复制</translation>
    </message>
    <message>
        <source>{to_gpu} to the GPU, {from_gpu} from it</source>
        <translation>复制到 GPU {to_gpu}，从 GPU 复制回 {from_gpu}</translation>
    </message>
    <message>
        <source>none: CPU build</source>
        <translation>无：仅 CPU 版本</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>driver check</source>
        <translation>驱动检查</translation>
    </message>
    <message>
        <source>Intel GPU driver</source>
        <translation>Intel GPU 驱动</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>no usable GPU:</source>
        <translation>没有可用的 GPU：</translation>
    </message>
    <message>
        <source>what to do:</source>
        <translation>解决办法：</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>(warm-up {ms:.1f} ms, apart)</source>
        <translation>（预热 {ms:.1f} ms，单独计）</translation>
    </message>
    <message>
        <source>N/A ({reason})</source>
        <translation>不可用（{reason}）</translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM 频率</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{status}: {outcome}</source>
        <translation>{status}：{outcome}</translation>
    </message>
    <message>
        <source>{threads} (auto: chosen for the work)</source>
        <translation>{threads}（自动：按计算量选择）</translation>
    </message>
    <message>
        <source>other programs</source>
        <translation>其他程序</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程数</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>{seconds:.3f} s (data and model to the device)</source>
        <translation>{seconds:.3f} s（把数据和模型移至设备）</translation>
    </message>
    <message>
        <source>training time</source>
        <translation>训练用时</translation>
    </message>
    <message>
        <source>{seconds:.3f} s for {epochs:,} epochs</source>
        <translation>{epochs:,} 轮用时 {seconds:.3f} s</translation>
    </message>
    <message>
        <source>per epoch</source>
        <translation>每轮用时</translation>
    </message>
    <message>
        <source>{us:.1f} µs (mean after the warm-up epoch)</source>
        <translation>{us:.1f} µs（预热轮之后的平均值）</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>{ms:.1f} ms (the first epoch)</source>
        <translation>{ms:.1f} ms（第一轮）</translation>
    </message>
    <message>
        <source>host syncs</source>
        <translation>主机同步次数</translation>
    </message>
    <message>
        <source>final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>test accuracy</source>
        <translation>测试集准确率</translation>
    </message>
    <message>
        <source>--mode {mode} is not available here: {reason}</source>
        <translation>--mode {mode} 在本机不可用：{reason}</translation>
    </message>
    <message>
        <source>{device} left out of the race: {reason}.</source>
        <translation>{device} 未参加竞速：{reason}。</translation>
    </message>
    <message>
        <source>Race: {epochs:,} epochs, mode {mode}, one device at a time</source>
        <translation>竞速：{epochs:,} 轮，模式 {mode}，一次一个设备</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>to device</source>
        <translation>移至设备</translation>
    </message>
    <message>
        <source>syncs</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Homework: record interval on {device} ({epochs:,} epochs)</source>
        <translation>作业：{device} 上的记录间隔（{epochs:,} 轮）</translation>
    </message>
    <message>
        <source>record</source>
        <translation>记录间隔</translation>
    </message>
    <message>
        <source>printing</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>records</source>
        <translation>记录次数</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
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
        <translation>{device} 上的一轮，{mode}，每 {every} 轮记录一次（做了性能分析的 {count} 轮的中位数）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>CPU µs</source>
        <translation>CPU µs</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>启动次数</translation>
    </message>
    <message>
        <source>kernels</source>
        <translation>核函数</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Crossover: {axis} (median ms per epoch, warm-up apart)</source>
        <translation>分界点：{axis}（每轮用时的中位数，单位 ms，预热单独计）</translation>
    </message>
    <message>
        <source>Threads: more cores, faster? (mean ms per epoch, warm-up apart)</source>
        <translation>线程：核心越多越快吗？（每轮用时的平均值，单位 ms，预热单独计）</translation>
    </message>
    <message>
        <source>run</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>No runs kept yet in {path}.</source>
        <translation>{path} 中还没有保存任何运行记录。</translation>
    </message>
    <message>
        <source>devicelab: warning: runs are not kept: cannot use {path} ({error})</source>
        <translation>devicelab：警告：运行记录不会被保存：无法使用 {path}（{error}）</translation>
    </message>
    <message>
        <source>devicelab: {moved_aside}</source>
        <translation>devicelab：{moved_aside}</translation>
    </message>
    <message>
        <source>the runs in {path} cannot be read ({error})</source>
        <translation>无法读取 {path} 中的运行记录（{error}）</translation>
    </message>
    <message>
        <source>devicelab: warning: {count} damaged run(s) in {path} skipped: the others are listed</source>
        <translation>devicelab：警告：已跳过 {path} 中 {count} 条损坏的运行记录，其余的照常列出</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大规模</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>一个核心繁忙</translation>
    </message>
    <message>
        <source>busy ÷ idle</source>
        <translation>繁忙 ÷ 空闲</translation>
    </message>
    <message>
        <source>{name} ({facts})</source>
        <translation>{name}（{facts}）</translation>
    </message>
    <message>
        <source>Where this machine stands (the lesson&apos;s CPU = 1.0)</source>
        <translation>本机的位置（课程中的 CPU = 1.0）</translation>
    </message>
    <message>
        <source>--port must be an integer from 0 to 65,535 (got {port})</source>
        <translation>--port 必须是 0 到 65535 之间的整数（得到的是 {port}）</translation>
    </message>
    <message>
        <source>cannot listen on {host}:{port} ({error})</source>
        <translation>无法在 {host}:{port} 上监听（{error}）</translation>
    </message>
    <message>
        <source>Collecting at {host}:{port} — join code {code}. Ctrl+C ends the class.</source>
        <translation>正在 {host}:{port} 收集结果 —— 加入码 {code}。按 Ctrl+C 结束本次课堂。</translation>
    </message>
    <message>
        <source>--machines-per-address must be an integer from 1 to {most} (got {given})</source>
        <translation>--machines-per-address 必须是 1 到 {most} 之间的整数（得到的是 {given}）</translation>
    </message>
    <message>
        <source>{count} machine(s) joined</source>
        <translation>已有 {count} 台机器加入</translation>
    </message>
    <message>
        <source>Not announced on the network ({error}): students type the address.</source>
        <translation>未能在网络上广播（{error}）：请学生手动输入地址。</translation>
    </message>
    <message>
        <source>Class median per epoch: CPU {cpu} ms, GPU {gpu} ms ({include})</source>
        <translation>全班每轮用时中位数：CPU {cpu} ms，GPU {gpu} ms（{include}）</translation>
    </message>
    <message>
        <source>give the teacher&apos;s ADDRESS and CODE, or --save FILE</source>
        <translation>请给出老师的地址（ADDRESS）和加入码（CODE），或者用 --save FILE 保存</translation>
    </message>
    <message>
        <source>This is exactly what will be sent:</source>
        <translation>将要发送的内容如下，一字不差：</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>没有发送任何内容。</translation>
    </message>
    <message>
        <source>Saved to {path}: give this file to the teacher.</source>
        <translation>已保存到 {path}：请把这个文件交给老师。</translation>
    </message>
    <message>
        <source>Sent: {count} machine(s) in the class so far.</source>
        <translation>已发送：目前全班共有 {count} 台机器。</translation>
    </message>
    <message>
        <source>Racing the lesson&apos;s 20,000 epochs on {devices}…</source>
        <translation>正在 {devices} 上运行课程中的 20000 轮竞速…</translation>
    </message>
    <message>
        <source>the CPU&apos;s lesson run did not finish</source>
        <translation>CPU 上的课程训练没有完成</translation>
    </message>
    <message>
        <source>Send it? [y/N] </source>
        <translation>要发送吗？[y/N] </translation>
    </message>
</context>
<context>
    <name>CostView</name>
    <message>
        <source>Call</source>
        <translation>调用</translation>
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
        <source>Measure the cost of __call__</source>
        <translation>测量 __call__ 的开销</translation>
    </message>
    <message>
        <source>Time fc1(x), fc1.forward(x) and F.linear: 7 batches each</source>
        <translation>分别计时 fc1(x)、fc1.forward(x) 和 F.linear：各测 7 组</translation>
    </message>
    <message>
        <source>Timing 7 batches of each call…</source>
        <translation>正在计时：每种调用各测 7 组…</translation>
    </message>
    <message>
        <source>The measurement failed: {message}</source>
        <translation>测量失败：{message}</translation>
    </message>
</context>
<context>
    <name>CpuGpuPage</name>
    <message>
        <source>VRAM used / free</source>
        <translation>显存（已用 / 空闲）</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Power (now / cap)</source>
        <translation>功耗（当前 / 上限）</translation>
    </message>
    <message>
        <source>SM clock (now / max)</source>
        <translation>SM 频率（当前 / 最高）</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>显存频率</translation>
    </message>
    <message>
        <source>PCIe link (now / max)</source>
        <translation>PCIe 链路（当前 / 最高）</translation>
    </message>
    <message>
        <source>PCIe copies now (to / from the GPU)</source>
        <translation>PCIe 当前复制（到 GPU / 从 GPU）</translation>
    </message>
    <message>
        <source>What the CPU&apos;s name and architecture say</source>
        <translation>CPU 型号与架构代际说明</translation>
    </message>
    <message>
        <source>Instruction sets for deep learning</source>
        <translation>用于深度学习的指令集</translation>
    </message>
    <message>
        <source>Reading the CPU&apos;s flags…</source>
        <translation>正在读取 CPU 的特性标志…</translation>
    </message>
    <message>
        <source>Live use</source>
        <translation>实时利用率</translation>
    </message>
    <message>
        <source>CPU (all threads)</source>
        <translation>CPU（全部线程）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Core kinds</source>
        <translation>核心类型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Asking PyTorch and the NVIDIA driver…</source>
        <translation>正在询问 PyTorch 和 NVIDIA 驱动…</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构代际</translation>
    </message>
    <message>
        <source>Instruction set</source>
        <translation>指令集</translation>
    </message>
    <message>
        <source>Physical cores</source>
        <translation>物理核心数</translation>
    </message>
    <message>
        <source>Logical threads</source>
        <translation>逻辑线程数</translation>
    </message>
    <message>
        <source>Base clock (from the name)</source>
        <translation>基础主频（来自型号）</translation>
    </message>
    <message>
        <source>Max clock</source>
        <translation>最高频率</translation>
    </message>
    <message>
        <source>L2 / L3 cache</source>
        <translation>L2 / L3 缓存</translation>
    </message>
    <message>
        <source>Reading details with py-cpuinfo…</source>
        <translation>正在用 py-cpuinfo 读取详细信息…</translation>
    </message>
    <message>
        <source>This model name does not follow a pattern DeviceLab can read.</source>
        <translation>这个型号名称不符合 DeviceLab 能解读的格式。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{p} performance + {e} efficiency cores. {note}</source>
        <translation>{p} 个性能核 + {e} 个能效核。{note}</translation>
    </message>
    <message>
        <source>not in the name (now running at {ghz:.2f} GHz)</source>
        <translation>型号中没有（当前运行在 {ghz:.2f} GHz）</translation>
    </message>
    <message>
        <source>Details from py-cpuinfo.</source>
        <translation>详细信息来自 py-cpuinfo。</translation>
    </message>
    <message>
        <source>None of FMA, AVX2, AVX-512, AMX or NEON was reported.</source>
        <translation>未报告 FMA、AVX2、AVX-512、AMX 或 NEON 中的任何一个。</translation>
    </message>
    <message>
        <source>py-cpuinfo gave no details; these are psutil&apos;s.</source>
        <translation>py-cpuinfo 没有给出详细信息；以下来自 psutil。</translation>
    </message>
    <message>
        <source>Unknown: py-cpuinfo reported no flags.</source>
        <translation>未知：py-cpuinfo 没有报告特性标志。</translation>
    </message>
    <message>
        <source>py-cpuinfo failed: {message}</source>
        <translation>py-cpuinfo 出错：{message}</translation>
    </message>
    <message>
        <source>Kernels built for</source>
        <translation>核函数编译目标</translation>
    </message>
    <message>
        <source>ROCm (PyTorch build)</source>
        <translation>ROCm 版本（PyTorch 编译所用）</translation>
    </message>
    <message>
        <source>Intel GPU driver</source>
        <translation>Intel GPU 驱动</translation>
    </message>
    <message>
        <source>{memory}, shared with the CPU</source>
        <translation>{memory}，与 CPU 共用</translation>
    </message>
    <message>
        <source>not yet: the Throughput page measures it</source>
        <translation>尚未测量：由“吞吐量”页测量</translation>
    </message>
    <message>
        <source>PCIe copies measured</source>
        <translation>实测 PCIe 复制</translation>
    </message>
    <message>
        <source>Live readings</source>
        <translation>实时读数</translation>
    </message>
    <message>
        <source>CUDA (PyTorch build)</source>
        <translation>CUDA 版本（PyTorch 编译所用）</translation>
    </message>
    <message>
        <source>none: a CPU-only build</source>
        <translation>无：仅 CPU 版本</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>VRAM (the most important number)</source>
        <translation>显存（最重要的指标）</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>Multiprocessors</source>
        <translation>流多处理器（SM）</translation>
    </message>
    <message>
        <source>Compute units</source>
        <translation>计算单元（CU）</translation>
    </message>
    <message>
        <source>Xe cores</source>
        <translation>Xe 核心</translation>
    </message>
    <message>
        <source>GPU cores</source>
        <translation>GPU 核心</translation>
    </message>
    <message>
        <source>What the name says</source>
        <translation>型号的含义</translation>
    </message>
    <message>
        <source>Seen by the driver, not usable by PyTorch.</source>
        <translation>驱动能看到，但 PyTorch 无法使用。</translation>
    </message>
    <message>
        <source>Not offered for runs: {reason}
What to do: {advice}</source>
        <translation>不提供给运行使用：{reason}
怎么办：{advice}</translation>
    </message>
    <message>
        <source>No GPU that PyTorch can use</source>
        <translation>没有 PyTorch 可用的 GPU</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>解决办法</translation>
    </message>
    <message>
        <source>Driver check: {problem}</source>
        <translation>驱动检查：{problem}</translation>
    </message>
    <message>
        <source>up to {to_gpu} to the GPU, {from_gpu} from it</source>
        <translation>复制到 GPU 最高 {to_gpu}，从 GPU 复制回最高 {from_gpu}</translation>
    </message>
    <message>
        <source>The GPU probe failed: {message}</source>
        <translation>GPU 检测失败：{message}</translation>
    </message>
</context>
<context>
    <name>CrossoverPage</name>
    <message>
        <source>The lesson says a GPU pays off with bigger data, bigger models and bigger batches. Here one of them grows at a time, and each device&apos;s time per epoch is measured (warm-up apart, synchronized): where the GPU&apos;s curve crosses under the CPU&apos;s, the GPU starts to win.</source>
        <translation>课程中说，数据越大、模型越大、批量越大，GPU 越能发挥优势。这里每次只增大其中一项，并测量各设备的每轮用时（预热单独计算，已同步）：GPU 的曲线降到 CPU 曲线下方的位置，就是 GPU 开始胜出的地方。</translation>
    </message>
    <message>
        <source>What grows from step to step; the rest stays</source>
        <translation>每一步中递增的量；其余保持不变</translation>
    </message>
    <message>
        <source>What grows</source>
        <translation>递增项</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>每轮用时</translation>
    </message>
    <message>
        <source>milliseconds per epoch</source>
        <translation>每轮用时（ms）</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>{device} at {value:,}: {ms:.3f} ms per epoch ({threads} CPU threads)</source>
        <translation>{device} 在 {value:,} 时：每轮 {ms:.3f} ms（{threads} 个 CPU 线程）</translation>
    </message>
    <message>
        <source>GPU wins above ~{value:,.0f}</source>
        <translation>超过约 {value:,.0f} 时 GPU 更快</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>number of samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>hidden width</source>
        <translation>隐藏层宽度</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>批量大小</translation>
    </message>
</context>
<context>
    <name>DemoPage</name>
    <message>
        <source>An object you can call: the lesson&apos;s Counter</source>
        <translation>可以调用的对象：课程中的 Counter</translation>
    </message>
    <message>
        <source>Python runs Counter.__call__(counter)</source>
        <translation>Python 执行 Counter.__call__(counter)</translation>
    </message>
    <message>
        <source>A new Counter: its count starts at 0 again</source>
        <translation>新建一个 Counter：计数重新从 0 开始</translation>
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
        <source>why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Why model(x) works: nn.Module.__call__ runs forward</source>
        <translation>为什么能直接写 model(x)：nn.Module.__call__ 会运行 forward</translation>
    </message>
    <message>
        <source>the lesson&apos;s 4 → 10 → 3 network</source>
        <translation>课程中 4 → 10 → 3 的网络</translation>
    </message>
    <message>
        <source>nn.Module.__call__ runs the pre-hook, forward, then the hook</source>
        <translation>nn.Module.__call__ 先执行前向预钩子，再执行 forward，最后执行前向钩子</translation>
    </message>
    <message>
        <source>forward alone: the model&apos;s hooks are skipped</source>
        <translation>只调用 forward：模型的钩子被跳过</translation>
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
        <translation>{expr}：{n} 个事件。__call__ 先运行前向预钩子，然后是 forward，最后是前向钩子。</translation>
    </message>
    <message>
        <source>{expr}: {n} events. Calling forward directly skipped the model&apos;s hooks (the layers inside still go through __call__).</source>
        <translation>{expr}：{n} 个事件。直接调用 forward 跳过了模型的钩子（内部的各层仍然经过 __call__）。</translation>
    </message>
    <message>
        <source>The calls in the order they happened</source>
        <translation>按发生顺序排列的调用</translation>
    </message>
    <message>
        <source>Press the button: the events come from real hooks.</source>
        <translation>按下按钮：这些事件来自真实的钩子。</translation>
    </message>
</context>
<context>
    <name>DeviceBox</name>
    <message>
        <source>Only devices that exist on this machine and this PyTorch can run on are offered (a GPU it cannot run on is greyed: its tooltip says why).</source>
        <translation>只提供这台机器上存在、且这个 PyTorch 能在上面运行的设备（它不能运行的 GPU 显示为灰色：提示里写着原因）。</translation>
    </message>
</context>
<context>
    <name>EpochBreakdown</name>
    <message>
        <source>{device}: the CPU</source>
        <translation>{device}（CPU）</translation>
    </message>
    <message>
        <source>{device}: the GPU</source>
        <translation>{device}（GPU）</translation>
    </message>
    <message>
        <source>{reason}: {us:,.1f} µs, {share:.0f} % of the epoch</source>
        <translation>{reason}：{us:,.1f} µs，占本轮的 {share:.0f}%</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>{field} must be from {low:g} to {high:g} {unit} (got {value!r})</source>
        <translation>“{field}”必须在 {low:g} 到 {high:g} {unit} 之间（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>{field} must be an integer from {low:,} to {high:,} (got {value!r})</source>
        <translation>“{field}”必须是 {low:,} 到 {high:,} 之间的整数（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>{field} must be an integer from {low:,} to {high:,}; {note} (got {value!r})</source>
        <translation>“{field}”必须是 {low:,} 到 {high:,} 之间的整数；{note}（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>{field} must be one of {choices} (got {value!r})</source>
        <translation>“{field}”必须是以下之一：{choices}（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>0 = never</source>
        <translation>0 = 从不</translation>
    </message>
    <message>
        <source>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {value!r})</source>
        <translation>“{field}”必须是 {low:,} 到 {high:,} 之间的整数，例如 25557032、25.6M 或 7B（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>{field} must be a finite number &gt; 0 (got {value!r})</source>
        <translation>“{field}”必须是大于 0 的有限数（当前为 {value!r}）</translation>
    </message>
    <message>
        <source>{field} “{title}” is not available here: {reason}</source>
        <translation>“{field}”“{title}”在本机不可用：{reason}</translation>
    </message>
    <message>
        <source>{field} must be 0 in the CUDA-graph mode: each printed line would stop the graph for a sync</source>
        <translation>在 CUDA graph 模式下，“{field}”必须为 0：每打印一行都会打断 CUDA graph 做一次同步</translation>
    </message>
    <message>
        <source>{field}: tick at least one device to race</source>
        <translation>{field}：请至少勾选一个参加竞速的设备</translation>
    </message>
    <message>
        <source>{field} must be auto or an integer from 1 to {high:,} (got {value!r})</source>
        <translation>“{field}”必须是 auto 或 1 到 {high:,} 之间的整数（当前为 {value!r}）</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <source>No run finished.</source>
        <translation>没有完成任何一次运行。</translation>
    </message>
    <message>
        <source>Only the CPU is here: the race needs a GPU to compare with.</source>
        <translation>本机只有 CPU：竞速需要一块 GPU 来对比。</translation>
    </message>
    <message>
        <source>{device}: {seconds:.2f} s for {epochs:,} epochs ({us:,.0f} µs each; warm-up {warmup_ms:.1f} ms, moving data and model {setup_ms:.1f} ms, {syncs:,} syncs)</source>
        <translation>{device}：{epochs:,} 轮用时 {seconds:.2f} s（每轮 {us:,.0f} µs；预热 {warmup_ms:.1f} ms，移动数据和模型 {setup_ms:.1f} ms，同步 {syncs:,} 次）</translation>
    </message>
    <message>
        <source>No verdict on {device} against the CPU: other programs crowded a run (marked *). Close them and race again.</source>
        <translation>暂不判断 {device} 和 CPU 谁更快：有一次运行被其他程序挤占（标有 *）。请关闭这些程序后重新运行竞速。</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, and every loss.item() waits for the GPU, while 120 flowers and 83 weights leave its thousands of cores idle.</source>
        <translation>预热后，{device} 比 CPU 慢，用时是 CPU 的 {ratio:.1f} 倍（课程中：11 s 对比 3 s）：每轮要启动几十个很小的核函数，每次启动都有固定开销，而且每次 loss.item() 都要等待 GPU；同时，120 朵花和 83 个权重让它的数千个核心几乎都闲着。</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed cost, while 120 flowers and 83 weights leave its thousands of cores idle.</source>
        <translation>预热后，{device} 比 CPU 慢，用时是 CPU 的 {ratio:.1f} 倍（课程中：11 s 对比 3 s）：每轮要启动几十个很小的核函数，每次启动都有固定开销；同时，120 朵花和 83 个权重让它的数千个核心几乎都闲着。</translation>
    </message>
    <message>
        <source>{device} and the CPU were about as fast after warm-up ({ratio:.2f}×): the overheads the lesson names are what is left of the GPU&apos;s time.</source>
        <translation>预热后，{device} 和 CPU 速度差不多（{ratio:.2f} 倍）：GPU 的用时里剩下的，就是课程中提到的那些开销。</translation>
    </message>
    <message>
        <source>{device} was {ratio:.1f}× faster than the CPU after warm-up: the work per epoch is large enough, or the overheads small enough in this mode, to pay off.</source>
        <translation>预热后，{device} 比 CPU 快，速度是 CPU 的 {ratio:.1f} 倍：每轮的计算量已经足够大，或者在这种模式下开销足够小，GPU 的优势得以发挥。</translation>
    </message>
    <message>
        <source>Too few runs finished to compare.</source>
        <translation>完成的运行太少，无法比较。</translation>
    </message>
    <message>
        <source>So the interval barely matters here, as the lesson found: the time goes into the {epochs:,} epochs themselves, not into reading the loss.</source>
        <translation>所以正如课程所发现的，记录间隔在这里几乎无关紧要：时间花在这 {epochs:,} 轮训练本身上，而不是读取损失上。</translation>
    </message>
    <message>
        <source>Here the syncs are a real part of the run: record less often, or use the deferred-sync mode, which reads every loss back in a few chunks.</source>
        <translation>在这里，同步占了运行时间中不小的一部分：请减少记录次数，或使用延迟同步模式——它把所有损失分几次读回。</translation>
    </message>
    <message>
        <source>never record</source>
        <translation>从不记录</translation>
    </message>
    <message>
        <source>record every {every:,}</source>
        <translation>每 {every:,} 轮记录一次</translation>
    </message>
    <message>
        <source>{run}, printing</source>
        <translation>{run}，并打印</translation>
    </message>
    <message>
        <source>* {run}: other programs used {cores:.1f} of {cpus} cores while it trained, run {times} times: its times are unreliable.</source>
        <translation>* {run}：训练时其他程序占用了 {cpus} 个核心中的 {cores:.1f} 个（共运行了 {times} 次）：它的用时不可靠。</translation>
    </message>
    <message>
        <source>on this CPU a sync (loss.item()) costs about {us:.1f} µs, measured around each call</source>
        <translation>在这台 CPU 上，一次同步（loss.item()）约耗时 {us:.1f} µs，在每次调用前后计时测得</translation>
    </message>
    <message>
        <source>on {device} a sync (loss.item()) waits about {us:.1f} µs (the GPU&apos;s queued work plus the round trip), measured around each call</source>
        <translation>在 {device} 上，一次同步（loss.item()）约需等待 {us:.1f} µs（GPU 排队中的工作加上往返传输），在每次调用前后计时测得</translation>
    </message>
    <message>
        <source>Recording {times:,.0f}× less (every {fewer} instead of every {more})</source>
        <translation>把记录次数减到 1/{times:,.0f}（每 {fewer}记录一次，而不是每 {more}记录一次）</translation>
    </message>
    <message>
        <source>Not recording at all instead of every {more}</source>
        <translation>完全不记录（而不是每 {more}记录一次）</translation>
    </message>
    <message>
        <source>{change} was not faster here ({fewest:.2f} s against {most:.2f} s): the difference is this machine&apos;s noise; {sync}.</source>
        <translation>{change}，在这里并没有更快（{fewest:.2f} s 对比 {most:.2f} s）：这点差异只是本机的测量噪声；{sync}。</translation>
    </message>
    <message>
        <source>{change} saved {saved:.2f} s of {most:.2f} s ({share:.0%}): {sync}.</source>
        <translation>{change}，在 {most:.2f} s 中节省了 {saved:.2f} s（{share:.0%}）：{sync}。</translation>
    </message>
    <message>
        <source>Printing each record costs about {us:.1f} µs a line (into /dev/null; a console adds its drawing time): {ms:.1f} ms for {lines:,} lines.</source>
        <translation>每打印一行记录约耗时 {us:.1f} µs（输出到 /dev/null；若输出到控制台，还要加上控制台的绘制时间）：{lines:,} 行共 {ms:.1f} ms。</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>{every:,} epochs</source>
        <translation>{every:,} 轮</translation>
    </message>
    <message>
        <source>{device} at {value:,} {unit}</source>
        <translation>{device}，{value:,} {unit}</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>个样本</translation>
    </message>
    <message>
        <source>hidden units</source>
        <translation>个隐藏层单元</translation>
    </message>
    <message>
        <source>samples per batch</source>
        <translation>个样本/批</translation>
    </message>
    <message>
        <source>Each epoch covers the same {samples:,} samples whatever the batch: a larger batch means fewer, larger steps per epoch ({samples:,} ÷ batch), the same work per epoch in fewer kernel launches and syncs.</source>
        <translation>无论批量大小如何，每轮都覆盖同样的 {samples:,} 个样本：批量越大，每轮的步数越少、每步越大（{samples:,} ÷ 批量大小），同样的每轮计算量只需更少的核函数启动和同步。</translation>
    </message>
    <message>
        <source>No GPU here: only the CPU&apos;s time per epoch was measured as the {title} grows. A GPU&apos;s time would start above the CPU&apos;s (launch and sync overheads) and fall below it where the work per epoch becomes large: the crossover.</source>
        <translation>本机没有 GPU：只测量了 CPU 的每轮用时随{title}增大的变化。GPU 的用时一开始会高于 CPU（启动和同步开销），当每轮计算量变大时会降到 CPU 以下：这就是分界点。</translation>
    </message>
    <message>
        <source>Too few points finished to compare.</source>
        <translation>完成的测量点太少，无法比较。</translation>
    </message>
    <message>
        <source>The GPU wins above ~{value:,.0f} {unit} on this machine: below that, its fixed costs per kernel launch outweigh its parallel cores.</source>
        <translation>在本机上，超过约 {value:,.0f} {unit}时 GPU 胜出：低于这个值时，每次核函数启动的固定开销超过了它众多并行核心带来的收益。</translation>
    </message>
    <message>
        <source>{device} is faster at every step tried, from {value:,} {unit}.</source>
        <translation>{device} 在尝试的每一步都更快，从 {value:,} {unit}起就是如此。</translation>
    </message>
    <message>
        <source>{device} is faster at some steps and slower at others, not in one crossing: the timings here were noisy (another program busy?). Run it again.</source>
        <translation>{device} 在某些步更快、在另一些步更慢，没有形成单一的分界点：这里的计时波动较大（有其他程序在忙？）。请再运行一次。</translation>
    </message>
    <message>
        <source>The CPU stays faster up to {value:,} {unit}: the problem is still too small for {device} to pay off.</source>
        <translation>直到 {value:,} {unit}，CPU 都更快：问题规模仍然太小，{device} 的优势还发挥不出来。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>一个核心繁忙</translation>
    </message>
    <message>
        <source>For {problem} too many idle steps were disturbed (marked *): nothing is concluded from them. Close other programs and run it again.</source>
        <translation>对于{problem}，空闲状态下有太多步的测量受到干扰（标有 *），因此不据此下结论。请关闭其他程序后再运行一次。</translation>
    </message>
    <message>
        <source>{problem} at {threads} threads, {state}</source>
        <translation>{problem}，{threads} 个线程，{state}</translation>
    </message>
    <message>
        <source>{problem} at 1 thread, {state}</source>
        <translation>{problem}，1 个线程，{state}</translation>
    </message>
    <message>
        <source>For {problem} one thread is as fast as any: {one:.2f} ms per epoch (best {best:.2f} ms at {count}).</source>
        <translation>对于{problem}，用 1 个线程就已经最快，多开线程无济于事：每轮 {one:.2f} ms（最好成绩为 {count} 个线程时的 {best:.2f} ms）。</translation>
    </message>
    <message>
        <source>For {problem} {count} threads were fastest: {ratio:.1f}× one thread ({best:.2f} against {one:.2f} ms per epoch).</source>
        <translation>对于{problem}，{count} 个线程最快：速度是 1 个线程的 {ratio:.1f} 倍（每轮 {best:.2f} ms 对比 {one:.2f} ms）。</translation>
    </message>
    <message>
        <source>auto picks {count} threads for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</source>
        <translation>“自动”按工作量为它选择 {count} 个线程；本机实测最快的是 {best} 个线程（每轮 {ms:.2f} ms，对比 {picked_ms:.2f} ms）。</translation>
    </message>
    <message>
        <source>auto picks 1 thread for it from the size of its work; the fastest count measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per epoch).</source>
        <translation>“自动”按工作量为它选择 1 个线程；本机实测最快的是 {best} 个线程（每轮 {ms:.2f} ms，对比 {picked_ms:.2f} ms）。</translation>
    </message>
    <message>
        <source>auto picks 1 thread for it.</source>
        <translation>“自动”会为它选择 1 个线程。</translation>
    </message>
    <message>
        <source>auto picks {count} threads for it.</source>
        <translation>“自动”会为它选择 {count} 个线程。</translation>
    </message>
    <message>
        <source>With the core busy, 1 thread ran fastest instead ({ms:.2f} ms per epoch).</source>
        <translation>一个核心繁忙时，反而是 1 个线程最快（每轮 {ms:.2f} ms）。</translation>
    </message>
    <message>
        <source>With the core busy, {count} threads ran fastest instead ({ms:.2f} ms per epoch).</source>
        <translation>一个核心繁忙时，反而是 {count} 个线程最快（每轮 {ms:.2f} ms）。</translation>
    </message>
    <message>
        <source>did not slow it</source>
        <translation>没有拖慢运行</translation>
    </message>
    <message>
        <source>made it {ratio:.1f}× slower</source>
        <translation>让用时变为原来的 {ratio:.1f} 倍</translation>
    </message>
    <message>
        <source>hardly slowed it</source>
        <translation>几乎没有拖慢运行</translation>
    </message>
    <message>
        <source>With one core busy: at one thread the busy core {alone}; with all {most} threads it {split} (every split op waits for the thread the other program preempted).</source>
        <translation>一个核心繁忙时：单线程下，这个繁忙的核心{alone}；用全部 {most} 个线程时，它{split}（每个被拆分的运算都要等待被另一个程序抢占的那个线程）。</translation>
    </message>
    <message>
        <source>{count} of {total} steps disturbed by other programs (marked *): run it again when the machine is quiet.</source>
        <translation>{total} 步中有 {count} 步受到其他程序干扰（标有 *）：请在机器空闲时重新运行。</translation>
    </message>
    <message>
        <source>* {where}: another program used {cores:.1f} of {cpus} cores during this step, measured {times} times: these numbers are unreliable.</source>
        <translation>* {where}：测量这一步时，其他程序占用了 {cpus} 个核心中的 {cores:.1f} 个（共测了 {times} 次）：这些数字不可靠。</translation>
    </message>
    <message>
        <source>* {where}: its epochs varied {spread:.1f}× from one to the next, measured {times} times (another program busy?): these numbers are unreliable.</source>
        <translation>* {where}：各轮用时相差达 {spread:.1f} 倍（共测了 {times} 次，有其他程序在忙？）：这些数字不可靠。</translation>
    </message>
    <message>
        <source>* {where}: it does not fit the steps around it though measured {times} times (another program busy?): these numbers are unreliable.</source>
        <translation>* {where}：测了 {times} 次，仍与前后各步对不上（有其他程序在忙？）：这些数字不可靠。</translation>
    </message>
</context>
<context>
    <name>ExperimentsTab</name>
    <message>
        <source>Race: CPU vs GPU</source>
        <translation>竞速：CPU 对比 GPU</translation>
    </message>
    <message>
        <source>Anatomy: one epoch</source>
        <translation>剖析：一轮</translation>
    </message>
    <message>
        <source>Standings: where this machine stands</source>
        <translation>排名：本机的位置</translation>
    </message>
    <message>
        <source>Homework: record interval</source>
        <translation>作业：记录间隔</translation>
    </message>
    <message>
        <source>Crossover: when the GPU pays off</source>
        <translation>分界点：GPU 何时发挥优势</translation>
    </message>
    <message>
        <source>Threads: more cores, faster?</source>
        <translation>线程：核心越多越快吗？</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>Class: every student&apos;s machine</source>
        <translation>课堂：每位学生的机器</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Hidden units</source>
        <translation>隐藏层单元数</translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation>损失记录间隔</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程数</translation>
    </message>
    <message>
        <source>Print loss every</source>
        <translation>损失打印间隔</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批量大小</translation>
    </message>
    <message>
        <source>Activations per sample</source>
        <translation>每个样本的激活值</translation>
    </message>
    <message>
        <source>Other machines</source>
        <translation>其他机器</translation>
    </message>
    <message>
        <source>{device} (not offered)</source>
        <translation>{device}（不可用于运行）</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>{system} does not tell DeviceLab the core kinds.</source>
        <translation>{system} 不向 DeviceLab 提供核心类型。</translation>
    </message>
    <message>
        <source>Intel hybrid CPU: P-cores run the heavy work, E-cores the background.</source>
        <translation>Intel 混合架构 CPU：P 核（性能核）负责繁重任务，E 核（能效核）负责后台任务。</translation>
    </message>
    <message>
        <source>ARM big.LITTLE CPU: big cores for speed, LITTLE cores to save power.</source>
        <translation>ARM big.LITTLE CPU：大核负责性能，小核负责省电。</translation>
    </message>
    <message>
        <source>Every core is the same kind (not a hybrid CPU).</source>
        <translation>所有核心都是同一种类型（不是混合架构 CPU）。</translation>
    </message>
    <message>
        <source>macOS does not report core kinds on this Mac.</source>
        <translation>在这台 Mac 上，macOS 不提供核心类型信息。</translation>
    </message>
    <message>
        <source>Apple silicon: P-cores for speed, E-cores to save power.</source>
        <translation>Apple 芯片：P 核负责性能，E 核负责省电。</translation>
    </message>
    <message>
        <source>fused multiply-add: a×b+c in one step, the heart of matrix math</source>
        <translation>融合乘加：一步完成 a×b+c，是矩阵运算的核心</translation>
    </message>
    <message>
        <source>256-bit vectors: 8 float32 numbers per instruction</source>
        <translation>256 位向量：每条指令处理 8 个 float32 数</translation>
    </message>
    <message>
        <source>512-bit vectors: 16 float32 numbers per instruction</source>
        <translation>512 位向量：每条指令处理 16 个 float32 数</translation>
    </message>
    <message>
        <source>bfloat16 arithmetic, the low-precision format of training</source>
        <translation>bfloat16 运算，训练中常用的低精度格式</translation>
    </message>
    <message>
        <source>matrix tiles: whole small matrix multiplies in one instruction</source>
        <translation>矩阵分块（tile）：一条指令完成一整个小矩阵乘法</translation>
    </message>
    <message>
        <source>ARM&apos;s 128-bit vectors: 4 float32 numbers per instruction</source>
        <translation>ARM 的 128 位向量：每条指令处理 4 个 float32 数</translation>
    </message>
    <message>
        <source>Live readings of AMD GPUs (use, temperature, power) come from rocm-smi or amd-smi; DeviceLab reads NVIDIA&apos;s NVML only, so they are not shown here.</source>
        <translation>AMD GPU 的实时读数（利用率、温度、功耗）要用 rocm-smi 或 amd-smi 查看；DeviceLab 只读取 NVIDIA 的 NVML，所以这里不显示。</translation>
    </message>
    <message>
        <source>Live readings of Intel GPUs (use, temperature, power) come from xpu-smi, intel_gpu_top on Linux or Task Manager on Windows; DeviceLab reads NVIDIA&apos;s NVML only, so they are not shown here.</source>
        <translation>Intel GPU 的实时读数（利用率、温度、功耗）要用 xpu-smi、Linux 上的 intel_gpu_top 或 Windows 的任务管理器查看；DeviceLab 只读取 NVIDIA 的 NVML，所以这里不显示。</translation>
    </message>
    <message>
        <source>Live readings of Apple GPUs come from Activity Monitor (Window › GPU History) or &apos;sudo powermetrics --samplers gpu_power&apos;; DeviceLab reads NVIDIA&apos;s NVML only, so they are not shown here.</source>
        <translation>Apple GPU 的实时读数要用“活动监视器”（窗口 › GPU 历史记录）或运行 sudo powermetrics --samplers gpu_power 查看；DeviceLab 只读取 NVIDIA 的 NVML，所以这里不显示。</translation>
    </message>
    <message>
        <source>This PyTorch is a ROCm build (HIP {hip}) but finds no AMD GPU.</source>
        <translation>当前 PyTorch 是 ROCm 版本（HIP {hip}），但找不到 AMD GPU。</translation>
    </message>
    <message>
        <source>Check that the ROCm driver sees the GPU (run rocm-smi) and that HIP_VISIBLE_DEVICES does not hide it.</source>
        <translation>请检查 ROCm 驱动能否看到这块 GPU（运行 rocm-smi），以及 HIP_VISIBLE_DEVICES 没有把它隐藏。</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build, so it cannot use the {gpus} that the driver reports.</source>
        <translation>当前 PyTorch 是仅支持 CPU 的版本，因此无法使用显卡驱动报告的 {gpus}。</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build.</source>
        <translation>当前 PyTorch 是仅支持 CPU 的版本。</translation>
    </message>
    <message>
        <source>Install a CUDA build of PyTorch (pytorch.org, &apos;Get Started&apos;, pick CUDA) if this machine has an NVIDIA GPU.</source>
        <translation>如果本机有 NVIDIA GPU，安装 CUDA 版的 PyTorch（打开 pytorch.org，在“Get Started”中选择 CUDA）。</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA but finds no CUDA device.</source>
        <translation>当前 PyTorch 是 CUDA 版本，但找不到任何 CUDA 设备。</translation>
    </message>
    <message>
        <source>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</source>
        <translation>检查 CUDA_VISIBLE_DEVICES 是否隐藏了 GPU，以及显卡驱动是否支持 CUDA {cuda}（运行 nvidia-smi 查看）。</translation>
    </message>
    <message>
        <source>{name} (DeviceLab, this app)</source>
        <translation>{name}（DeviceLab，本应用）</translation>
    </message>
</context>
<context>
    <name>HardwareTab</name>
    <message>
        <source>CPU &amp;&amp; GPU</source>
        <translation>CPU 与 GPU</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>VRAM calculator</source>
        <translation>显存计算器</translation>
    </message>
    <message numerus="yes">
        <source>Live readings stopped after %n sample(s).</source>
        <translation>
            <numerusform>实时读数在 %n 次采样后停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>The live monitor stopped: {message}</source>
        <translation>实时监视已停止：{message}</translation>
    </message>
</context>
<context>
    <name>HiddenPages</name>
    <message>
        <source>&amp;Hide pages…</source>
        <translation>隐藏页面(&amp;H)…</translation>
    </message>
    <message>
        <source>Every page is shown.</source>
        <translation>所有页面均已显示。</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) hidden from the class (View → Hide pages… shows them).</source>
        <translation>
            <numerusform>已对学生隐藏 %n 个页面（“视图 → 隐藏页面…”可重新显示）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HidePagesDialog</name>
    <message>
        <source>Hide pages</source>
        <translation>隐藏页面</translation>
    </message>
    <message>
        <source>Ticked pages are hidden from the class: their tabs disappear until you untick them here. File → Save lesson keeps this choice; the next start shows every page.</source>
        <translation>勾选的页面将对学生隐藏：其标签页会消失，直到在这里取消勾选。“文件 → 保存课程”会保存这一选择；下次启动时所有页面都会显示。</translation>
    </message>
    <message>
        <source>Keep at least one page of {tab} shown.</source>
        <translation>“{tab}”至少要保留一个页面。</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Total time against the number of records</source>
        <translation>总用时与记录次数的关系</translation>
    </message>
    <message>
        <source>records (log scale; never = 0.5)</source>
        <translation>记录次数（对数刻度；从不记录 = 0.5）</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>用时（s）</translation>
    </message>
    <message>
        <source>printing on</source>
        <translation>开启打印</translation>
    </message>
    <message>
        <source>printing off</source>
        <translation>关闭打印</translation>
    </message>
    <message>
        <source>The lesson&apos;s homework: recording the loss every 200 epochs instead of every epoch barely helped (10.43 s → 9.74 s on its GPU). Here the same run records every 1, 10, 100, 200, 1000 epochs or never, with each record printed or not, and each run&apos;s time is split into computing, syncs (loss.item()) and printing.</source>
        <translation>课程作业：把每轮记录一次损失改为每 200 轮记录一次，几乎没有加快（课程中 GPU 上：10.43 s → 9.74 s）。这里让同一次训练分别每 1、10、100、200、1000 轮记录一次或从不记录，每条记录可打印或不打印，并把每次运行的用时拆分为计算、同步（loss.item()）和打印三部分。</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>记录间隔</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录次数</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>同步次数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Syncs time</source>
        <translation>同步用时</translation>
    </message>
    <message>
        <source>Printing time</source>
        <translation>打印用时</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Run 1 of {runs}…</source>
        <translation>第 1 次运行（共 {runs} 次）…</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Run {done} of {total} done…</source>
        <translation>已完成第 {done} 次运行（共 {total} 次）…</translation>
    </message>
    <message>
        <source>Done: {runs} runs.</source>
        <translation>完成：共运行 {runs} 次。</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Wait until {name} has finished: two measurements at once would share the cores and spoil both timings.</source>
        <translation>请等待 {name} 结束：同时进行两项测量会争用 CPU 核心，两边的计时都会失准。</translation>
    </message>
</context>
<context>
    <name>JoinClassDialog</name>
    <message>
        <source>Join the class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <source>Exactly what will be sent:</source>
        <translation>将要发送的内容，一字不差：</translation>
    </message>
    <message>
        <source>Could not read this machine: {reason}</source>
        <translation>无法读取本机信息：{reason}</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <source>Look for classes on this network (3 s)</source>
        <translation>在本网络中查找课堂（3 s）</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:8765</source>
        <translation>例如 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>the 6 digits on the projector</source>
        <translation>投影上显示的 6 位数字</translation>
    </message>
    <message>
        <source>optional: how the class sees you</source>
        <translation>可选：同学们看到的你的名字</translation>
    </message>
    <message>
        <source>Classes found</source>
        <translation>找到的课堂</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>昵称</translation>
    </message>
    <message>
        <source>Looking for classes on this network…</source>
        <translation>正在本网络中查找课堂…</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found; or type the address.</source>
        <translation>
            <numerusform>找到 %n 个课堂；也可以手动输入地址。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not look on the network ({reason}): type the address.</source>
        <translation>无法在网络上查找（{reason}）：请手动输入地址。</translation>
    </message>
    <message>
        <source>Race this machine</source>
        <translation>在本机运行竞速</translation>
    </message>
    <message>
        <source>The lesson&apos;s race: 20,000 epochs, plain, on the CPU and the first GPU</source>
        <translation>课程中的竞速：20000 轮，普通模式，在 CPU 和第一块 GPU 上</translation>
    </message>
    <message>
        <source>Use the last race kept</source>
        <translation>使用上次保存的竞速</translation>
    </message>
    <message>
        <source>This machine&apos;s last lesson race, kept on disk</source>
        <translation>本机上次的课程竞速，已保存在磁盘上</translation>
    </message>
    <message>
        <source>Racing {devices}…</source>
        <translation>正在 {devices} 上运行竞速…</translation>
    </message>
    <message>
        <source>Another measurement is running: race when it ends.</source>
        <translation>另一项测量正在进行：等它结束后再运行竞速。</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}：{done:,} / {total:,} 轮</translation>
    </message>
    <message>
        <source>The race failed: {reason}</source>
        <translation>竞速失败：{reason}</translation>
    </message>
    <message>
        <source>Read what will be sent, then press Send.</source>
        <translation>请先看一遍将要发送的内容，再按“发送”。</translation>
    </message>
    <message>
        <source>The CPU&apos;s lesson run did not finish: race again.</source>
        <translation>CPU 上的课程训练没有完成：请重新运行竞速。</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send what is shown to the teacher</source>
        <translation>把上面显示的内容发给老师</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>保存为文件…</translation>
    </message>
    <message>
        <source>For a teacher you cannot reach: give them the file</source>
        <translation>连不上老师时：把这个文件交给老师</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>The teacher already has this result.</source>
        <translation>老师已经收到过这个结果。</translation>
    </message>
    <message>
        <source>Sent: {count} machine(s) in the class so far.</source>
        <translation>已发送：目前全班共有 {count} 台机器。</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <source>Saved to {path}: give this file to the teacher.</source>
        <translation>已保存到 {path}：请把这个文件交给老师。</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
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
        <source>A snippet from the lesson, ready to run and edit</source>
        <translation>课程中的一段代码，可直接运行和修改</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Load a .py file into the editor</source>
        <translation>把 .py 文件载入编辑器</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the editor&apos;s code as a .py file (UTF-8)</source>
        <translation>将编辑器中的代码保存为 .py 文件（UTF-8）</translation>
    </message>
    <message>
        <source>The code is stopped after this long</source>
        <translation>代码运行超过此时长将被停止</translation>
    </message>
    <message>
        <source>Run and trace</source>
        <translation>运行并跟踪</translation>
    </message>
    <message>
        <source>Run the code in a separate process and record its calls (Ctrl+R)</source>
        <translation>在单独的进程中运行代码并记录其调用（Ctrl+R）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the code now (Esc)</source>
        <translation>立即停止代码（Esc）</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab&apos;s, without a network or a view of DeviceLab&apos;s process: it can still read your files.</source>
        <translation>代码在一个单独的、受限的进程中运行，绝不在 DeviceLab 自己的进程里，没有网络，也看不到 DeviceLab 的进程：它仍然可以读取你的文件。</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab&apos;s: it can still read your files and use the network.</source>
        <translation>代码在一个单独的、受限的进程中运行，绝不在 DeviceLab 自己的进程里：它仍然可以读取你的文件、访问网络。</translation>
    </message>
    <message>
        <source>Restore the preset&apos;s own code</source>
        <translation>恢复预设的原始代码</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>Your code from the last session is back (it is saved as you type).</source>
        <translation>上次编辑的代码已恢复（代码会在输入时自动保存）。</translation>
    </message>
    <message>
        <source>Your code could not be saved as you typed: {reason}</source>
        <translation>输入的代码无法自动保存：{reason}</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab&apos;s: it can still read and change your files and use the network.</source>
        <translation>代码在一个单独的、受限的进程中运行，绝不在 DeviceLab 自己的进程里：它仍然可以读取和修改你的文件、访问网络。</translation>
    </message>
    <message>
        <source>It can also reach this desktop&apos;s windows through the X server&apos;s socket file.</source>
        <translation>它还能通过 X 服务器的套接字文件访问这个桌面上的窗口。</translation>
    </message>
    <message>
        <source>The code runs in a separate, limited process, never in DeviceLab&apos;s: it can still read your files, change their permissions and dates, and use the network.</source>
        <translation>代码在一个单独的、受限的进程中运行，绝不在 DeviceLab 自己的进程里：它仍然可以读取你的文件、修改它们的权限和日期、访问网络。</translation>
    </message>
    <message>
        <source>Open a Python file</source>
        <translation>打开 Python 文件</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>已打开 {path}。</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python 文件 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the code</source>
        <translation>保存代码</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>无法保存 {path}：{reason}</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>已保存 {path}。</translation>
    </message>
    <message>
        <source>Run code from a lesson file?</source>
        <translation>运行课程文件带来的代码？</translation>
    </message>
    <message>
        <source>This code came in a lesson file. It runs as you: it can read and write your files and use the network. Run it only if you have read it.</source>
        <translation>这段代码来自课程文件。它以你的身份运行：可以读写你的文件，也可以访问网络。请先读过再运行。</translation>
    </message>
    <message>
        <source>Not run: read the lesson&apos;s code first, then press Run.</source>
        <translation>未运行：请先阅读课程中的代码，再按“运行并跟踪”。</translation>
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
        <source> The code started {ms:,.0f} ms after Run.</source>
        <translation>代码在按下“运行并跟踪”后 {ms:,.0f} ms 开始执行。</translation>
    </message>
    <message>
        <source> The trace shows the calls made before it was stopped.</source>
        <translation>跟踪记录显示的是停止之前发生的调用。</translation>
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
        <source>The lesson&apos;s Counter</source>
        <translation>课程中的 Counter</translation>
    </message>
    <message>
        <source>Any class with __call__ makes objects you can call like functions.
counter() runs Counter.__call__(counter) and keeps its count between calls.</source>
        <translation>任何定义了 __call__ 的类，其实例都可以像函数一样调用。
counter() 执行的是 Counter.__call__(counter)，并在多次调用之间保留计数。</translation>
    </message>
    <message>
        <source>A callable with arguments</source>
        <translation>带参数的可调用对象</translation>
    </message>
    <message>
        <source>__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).
The object carries its settings (here: how much to add) from __init__.</source>
        <translation>__call__ 和普通方法一样可以接收参数：adder(3) 就是 Adder.__call__(adder, 3)。
对象保存着在 __init__ 中设定的参数（这里是要加多少）。</translation>
    </message>
    <message>
        <source>A stateful callable: a memoising cache</source>
        <translation>有状态的可调用对象：记忆化缓存</translation>
    </message>
    <message>
        <source>State between calls is what makes a callable object more than a function:
this one remembers every answer, so fib(30) works out each smaller one once.</source>
        <translation>可调用对象比函数多出的，正是调用之间保留的状态：
这个对象会记住每个结果，所以 fib(30) 对每个更小的数只计算一次。</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP with hooks</source>
        <translation>课程中的 MLP（带钩子）</translation>
    </message>
    <message>
        <source>model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then
the hook; inside forward, self.fc1(x) is the same __call__ on each layer.</source>
        <translation>model(x) 执行 nn.Module.__call__，它先执行前向预钩子，再执行 forward，最后执行前向钩子；
在 forward 内部，self.fc1(x) 对每一层调用的也是同一个 __call__。</translation>
    </message>
    <message>
        <source>model(x) against model.forward(x)</source>
        <translation>model(x) 对比 model.forward(x)</translation>
    </message>
    <message>
        <source>Both compute the same numbers, but forward(x) skips __call__: no hooks run.
That is why PyTorch says to call model(x), never model.forward(x).</source>
        <translation>两者算出的数值相同，但 forward(x) 绕过了 __call__：不会执行任何钩子。
所以 PyTorch 官方建议调用 model(x)，而不要直接调用 model.forward(x)。</translation>
    </message>
    <message>
        <source>nn.ReLU() against torch.relu</source>
        <translation>nn.ReLU() 对比 torch.relu</translation>
    </message>
    <message>
        <source>nn.ReLU is the function torch.relu wrapped in a class, so that every layer has
the same interface: an object you build once and then call like fc1 and fc2.</source>
        <translation>nn.ReLU 就是把函数 torch.relu 封装成类，使每一层都具有相同的接口：
一个只需创建一次、之后像 fc1 和 fc2 那样调用的对象。</translation>
    </message>
    <message>
        <source>__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} µs): the hooks check and bookkeeping. For the lesson&apos;s MLP that is three layer calls per epoch — small next to the work, but not free.</source>
        <translation>__call__ 在这里每次调用约多花 {extra:.1f} µs（{called:.1f} µs 对比 forward 的 {forward:.1f} µs）：用于检查钩子等内部登记工作。课程中的 MLP 每轮有三次层调用——与实际计算相比很小，但并非没有代价。</translation>
    </message>
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
        <translation>类是可调用的：调用类会创建一个实例</translation>
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
        <translation>{module} 上的前向预钩子已运行</translation>
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
        <source>forward hook on {module} ran, output {detail}</source>
        <translation>{module} 上的前向钩子已运行，输出 {detail}</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>{field} must be one of {allowed} (got {value})</source>
        <translation>“{field}”必须是以下之一：{allowed}（当前为 {value}）</translation>
    </message>
    <message>
        <source>training must be an object of settings</source>
        <translation>training 必须是一组设置（JSON 对象）</translation>
    </message>
    <message>
        <source>training has no setting {name} (it has: {known})</source>
        <translation>training 中没有名为 {name} 的设置（可用的有：{known}）</translation>
    </message>
    <message>
        <source>call must be an object with a preset</source>
        <translation>call 必须是包含 preset 的 JSON 对象</translation>
    </message>
    <message>
        <source>call.code must be text of at most {limit:,} characters</source>
        <translation>call.code 必须是不超过 {limit:,} 个字符的文本</translation>
    </message>
    <message>
        <source>hidden must be a list of pages from: {allowed}</source>
        <translation>hidden 必须是由以下页面组成的列表：{allowed}</translation>
    </message>
    <message>
        <source>hidden would leave the {tab} tab with no page: keep at least one of its pages</source>
        <translation>hidden 会让“{tab}”标签页没有任何页面：请至少保留其中一个页面</translation>
    </message>
    <message>
        <source>runs[{index}] is not a run DeviceLab kept: {problem}</source>
        <translation>runs[{index}] 不是 DeviceLab 保存的运行记录：{problem}</translation>
    </message>
    <message>
        <source>runs must be a list of at most {limit} runs</source>
        <translation>runs 必须是最多包含 {limit} 条运行记录的列表</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>{name} must be {type}</source>
        <translation>{name} 必须是{type}</translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation>它不是一个对象</translation>
    </message>
    <message>
        <source>kind {kind} or status {status} is unknown</source>
        <translation>类型 {kind} 或状态 {status} 无法识别</translation>
    </message>
    <message>
        <source>its device or start time is too long</source>
        <translation>其设备名或开始时间过长</translation>
    </message>
    <message>
        <source>its curve must hold as many epochs as losses</source>
        <translation>其曲线中的轮数与损失值个数必须相同</translation>
    </message>
    <message>
        <source>its curve has more than {limit:,} points</source>
        <translation>其曲线超过 {limit:,} 个点</translation>
    </message>
    <message>
        <source>its curve must hold epochs from {low} to {high:,} and finite losses</source>
        <translation>它的曲线必须由 {low} 到 {high:,} 之间的轮次和有限的损失值组成</translation>
    </message>
    <message>
        <source>This is not a DeviceLab lesson file (no &quot;format&quot;: &quot;{format}&quot;).</source>
        <translation>这不是 DeviceLab 课程文件（缺少 &quot;format&quot;: &quot;{format}&quot;）。</translation>
    </message>
    <message>
        <source>This lesson file has version {version}; this DeviceLab reads versions 1 to {supported}. A newer DeviceLab made it: update DeviceLab to open it.</source>
        <translation>这个课程文件的格式版本为 {version}；当前 DeviceLab 只能读取 1 到 {supported} 版。它由更新的 DeviceLab 创建：请更新 DeviceLab 后再打开。</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>{path} is larger than a lesson file can be ({limit} MB).</source>
        <translation>{path} 超过了课程文件的大小上限（{limit} MB）。</translation>
    </message>
    <message>
        <source>{path} is not a whole lesson file (cut short or damaged): {reason}</source>
        <translation>{path} 不是完整的课程文件（被截断或已损坏）：{reason}</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>保存课程(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Recent lessons</source>
        <translation>最近的课程(&amp;R)</translation>
    </message>
    <message>
        <source>DeviceLab lessons (*{suffix})</source>
        <translation>DeviceLab 课程 (*{suffix})</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>The lesson opens once PyTorch has loaded: {path}</source>
        <translation>PyTorch 加载完成后就打开这份课程：{path}</translation>
    </message>
    <message>
        <source>Stop the run first: a lesson changes its settings.</source>
        <translation>请先停止正在进行的运行：打开课程会改动训练设置。</translation>
    </message>
    <message>
        <source>Opened the lesson {path}.</source>
        <translation>已打开课程 {path}。</translation>
    </message>
    <message numerus="yes">
        <source>It carried %n run(s): see Experiments → Runs.</source>
        <translation>
            <numerusform>其中包含 %n 条运行记录：见“实验 → 运行记录”。</numerusform>
        </translation>
    </message>
    <message>
        <source>Its runs are already kept here.</source>
        <translation>它附带的运行记录本机已经保存过了。</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>PyTorch is still loading: save the lesson once it has loaded.</source>
        <translation>PyTorch 还在加载：加载完成后再保存课程。</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Saved the lesson {path}.</source>
        <translation>已保存课程 {path}。</translation>
    </message>
    <message numerus="yes">
        <source>It carries the %n run(s) selected on the Runs page.</source>
        <translation>
            <numerusform>其中包含“运行记录”页上选中的 %n 条运行记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson needs PyTorch, which could not be loaded: {error}</source>
        <translation>课程需要 PyTorch，但它没能加载：{error}</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>The lesson&apos;s steps, in order</source>
        <translation>课程的各个步骤，按顺序排列</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>试一试</translation>
    </message>
    <message>
        <source>Set up this step&apos;s panel; you press Start</source>
        <translation>为这一步准备好对应的面板；由你按“开始”</translation>
    </message>
    <message>
        <source>Take an epoch apart</source>
        <translation>拆开一轮</translation>
    </message>
    <message>
        <source>Open the Anatomy page: where one epoch&apos;s time goes on each device</source>
        <translation>打开“剖析：一轮”页：看每个设备上一轮的时间花在哪里</translation>
    </message>
    <message>
        <source>Compare with the class</source>
        <translation>与全班比较</translation>
    </message>
    <message>
        <source>Open the Class page: every student&apos;s machine on one chart</source>
        <translation>打开“课堂”页面：每位学生的机器都在同一张图上</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>阅读</translation>
    </message>
    <message>
        <source>Show the lesson&apos;s text under the page</source>
        <translation>在页面下方显示课程内容</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Fold the lesson to one row: the page gets its room back</source>
        <translation>把课程收起成一行：页面恢复原来的空间</translation>
    </message>
</context>
<context>
    <name>LessonSteps</name>
    <message>
        <source>Set up for the lesson: press Start (Ctrl+R) when the class is ready.</source>
        <translation>已按课程设置完毕：全班就绪后按“开始”（Ctrl+R）。</translation>
    </message>
    <message>
        <source>Set up for the lesson: this page shows this machine&apos;s facts.</source>
        <translation>已按课程设置完毕：本页显示的是本机的硬件信息。</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>在这台机器上</translation>
    </message>
    <message>
        <source>PyTorch finds no GPU here, so this machine cannot repeat the lesson&apos;s race: the Race measures the CPU alone. The lesson&apos;s numbers (CPU about 3 s, GPU about 11 s) came from a machine with an RTX 3080 Ti; the Hardware tab says why there is no GPU here.</source>
        <translation>PyTorch 在本机找不到 GPU，所以这台机器无法重复课程中的竞速：竞速只会测量 CPU。课程中的数字（CPU 约 3 s，GPU 约 11 s）来自一台装有 RTX 3080 Ti 的机器；“硬件”标签页说明了本机为什么没有 GPU。</translation>
    </message>
    <message>
        <source>Recorded on a GPU elsewhere</source>
        <translation>在其他机器的 GPU 上记录的结果</translation>
    </message>
    <message>
        <source>{gpu}: {gpu_us:,.0f} µs per epoch against its CPU&apos;s {cpu_us:,.0f} µs, {ratio:.1f}× the CPU&apos;s time ({where}).</source>
        <translation>{gpu}：每轮 {gpu_us:,.0f} µs，而同一台机器的 CPU 为 {cpu_us:,.0f} µs，是 CPU 用时的 {ratio:.1f} 倍（{where}）。</translation>
    </message>
    <message>
        <source>Try it shows them in the Race beside this machine&apos;s own run, marked as recorded: they are other machines&apos; numbers, never this one&apos;s.</source>
        <translation>“试一试”会在“竞速”页中把它们显示在本机的运行记录旁边，并标明是 DeviceLab 记录的结果：它们是其他机器的数字，绝不是本机的。</translation>
    </message>
    <message numerus="yes">
        <source>This class&apos;s machines (%n)</source>
        <translation>
            <numerusform>本次课堂的机器（%n 台）</numerusform>
        </translation>
    </message>
    <message>
        <source>{group}: {ms:.3f} ms per epoch on the CPU (median of {count})</source>
        <translation>{group}：CPU 每轮 {ms:.3f} ms（{count} 台的中位数）</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{head}, {tail}</source>
        <translation>{head}，{tail}</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Use of each logical core (%)</source>
        <translation>每个逻辑核心的利用率（%）</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Clock of each logical core (MHz)</source>
        <translation>每个逻辑核心的频率（MHz）</translation>
    </message>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>等待第一次读数…</translation>
    </message>
    <message>
        <source>GPU use %</source>
        <translation>GPU 利用率 %</translation>
    </message>
    <message>
        <source>VRAM used %</source>
        <translation>显存占用 %</translation>
    </message>
    <message>
        <source>Temperature °C</source>
        <translation>温度 °C</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Processes using a GPU</source>
        <translation>使用 GPU 的进程</translation>
    </message>
    <message>
        <source>GPU {index}, last minute: {key}</source>
        <translation>GPU {index}，最近一分钟：{key}</translation>
    </message>
    <message>
        <source>seconds ago</source>
        <translation>秒前</translation>
    </message>
    <message>
        <source>Clocks change with load and heat: {low:,.0f}–{high:,.0f} MHz now.</source>
        <translation>频率随负载和温度变化：当前 {low:,.0f}–{high:,.0f} MHz。</translation>
    </message>
    <message>
        <source>This system does not report per-core clocks.</source>
        <translation>此系统不报告每个核心的频率。</translation>
    </message>
    <message>
        <source>Memory in use: {percent}</source>
        <translation>内存占用：{percent}</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>No live GPU readings: {problem}</source>
        <translation>没有实时 GPU 读数：{problem}</translation>
    </message>
    <message>
        <source>The NVIDIA driver reports no GPU.</source>
        <translation>NVIDIA 驱动没有报告任何 GPU。</translation>
    </message>
    <message>
        <source>N/A in the last reading — {details}</source>
        <translation>上次读数中不可用——{details}</translation>
    </message>
    <message>
        <source>GPU readings every half second (NVML).</source>
        <translation>每半秒读取一次 GPU 数据（NVML）。</translation>
    </message>
    <message>
        <source>N/A: {reason}</source>
        <translation>不可用：{reason}</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Training loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>损失（交叉熵）</translation>
    </message>
    <message>
        <source>diverged at epoch {value:,.0f}</source>
        <translation>在第 {value:,.0f} 轮发散</translation>
    </message>
    <message>
        <source>No curve: the loss is not recorded (record every: never). The run still reads it once every 1/20 s to notice divergence; the final loss is in the results.</source>
        <translation>没有曲线：未记录损失（记录间隔：从不）。训练时仍会每 1/20 s 读取一次损失，以便发现发散；最终损失见结果。</translation>
    </message>
    <message>
        <source>No curve: the record interval ({every:,}) is longer than the run ({epochs:,} epochs).</source>
        <translation>没有曲线：记录间隔（{every:,}）超过了训练轮数（{epochs:,} 轮）。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DeviceLab — CPU, GPU and __call__</source>
        <translation>DeviceLab — CPU、GPU 与 __call__</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <source>Pre&amp;vious page</source>
        <translation>上一页(&amp;V)</translation>
    </message>
    <message>
        <source>Reset &amp;settings</source>
        <translation>重置设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About DeviceLab</source>
        <translation>关于 DeviceLab(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Settings reset to their defaults.</source>
        <translation>设置已恢复为默认值。</translation>
    </message>
    <message>
        <source>PyTorch is still loading: Start works once this page has come alive.</source>
        <translation>PyTorch 还在加载：这一页出现后，“开始”才能用。</translation>
    </message>
    <message>
        <source>Nothing to start on this page.</source>
        <translation>本页没有可开始的内容。</translation>
    </message>
    <message>
        <source>Runs are not kept on disk: {error}</source>
        <translation>运行记录未保存到磁盘：{error}</translation>
    </message>
    <message>
        <source>About DeviceLab</source>
        <translation>关于 DeviceLab</translation>
    </message>
    <message>
        <source>DeviceLab {version}

DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</source>
        <translation>DeviceLab {version}

DeviceLab 演示 CPU 和 GPU 是什么、训练如何迁移到设备上、GPU 为什么可能比 CPU 还慢，以及 model(x) 为什么能直接调用。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>竞速</translation>
    </message>
    <message>
        <source>Anatomy</source>
        <translation>剖析</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>分界点</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost of __call__</source>
        <translation>__call__ 的开销</translation>
    </message>
</context>
<context>
    <name>MeasurementButtons</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop after the current step</source>
        <translation>完成当前步骤后停止</translation>
    </message>
    <message>
        <source>{title} failed at {time}: {message}</source>
        <translation>{title} 于 {time} 失败：{message}</translation>
    </message>
    <message>
        <source>{title} finished at {time}. {summary}</source>
        <translation>{title} 已于 {time} 完成。{summary}</translation>
    </message>
</context>
<context>
    <name>MeasurementPage</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run this experiment</source>
        <translation>运行此实验</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Stopped: what finished is shown.</source>
        <translation>已停止：显示已完成的部分。</translation>
    </message>
    <message>
        <source>The experiment failed: {message}</source>
        <translation>实验失败：{message}</translation>
    </message>
</context>
<context>
    <name>Microarchitecture</name>
    <message>
        <source>{code_name} ({core}, {process})</source>
        <translation>{code_name}（{core} 核心，{process}）</translation>
    </message>
    <message>
        <source>{code_name} ({process})</source>
        <translation>{code_name}（{process}）</translation>
    </message>
    <message>
        <source>Most of Intel&apos;s generations 6 to 10 (this {code_name} among them) use the Skylake core on 14 nm: a higher generation there brought more cores and clock, not a new architecture. The exceptions are on 10 nm: Cannon Lake (8th generation) and Ice Lake (10th-generation laptop chips).</source>
        <translation>英特尔第 6 到第 10 代的大多数处理器（包括这颗 {code_name}）都基于 14 nm 的 Skylake 核心：在这几代里，代数更高带来的是更多核心和更高频率，而不是新架构。例外的是 10 nm 的 Cannon Lake（第 8 代）和 Ice Lake（第 10 代笔记本处理器）。</translation>
    </message>
    <message>
        <source>Core Ultra restarts Intel&apos;s numbering: this {code_name} ({year}) is a newer design than any 14th-generation Core i9 (Raptor Lake Refresh).</source>
        <translation>Core Ultra 让英特尔的编号重新开始：这颗 {code_name}（{year} 年）的设计比任何第 14 代 Core i9（Raptor Lake Refresh）都新。</translation>
    </message>
    <message>
        <source>AMD restarted its laptop numbering: Ryzen AI 300 (Zen 5) is newer than Ryzen 8000, and Ryzen 200 is Ryzen 8040 (Hawk Point, Zen 4) renamed. This one is {code_name} ({core}).</source>
        <translation>AMD 的笔记本处理器编号重新开始了：Ryzen AI 300（Zen 5）比 Ryzen 8000 新，而 Ryzen 200 是改了名的 Ryzen 8040（Hawk Point，Zen 4）。这一颗是 {code_name}（{core}）。</translation>
    </message>
    <message>
        <source>Ryzen {series}000 chips do not share one architecture ({cores}): laptop and graphics chips can be older. This one is {code_name} ({core}).</source>
        <translation>Ryzen {series}000 系列并不都是同一种架构（{cores}）：笔记本版和带核显的型号可能更旧。这一颗是 {code_name}（{core}）。</translation>
    </message>
    <message>
        <source>Sold as generation {generation}, this chip is an Alder Lake: 12th-generation cores.</source>
        <translation>它以第 {generation} 代出售，实际却是 Alder Lake：第 12 代的核心。</translation>
    </message>
    <message>
        <source>{core}: an Arm core design (the process depends on the chip), read from {where}.</source>
        <translation>{core}：一种 Arm 核心设计（制程工艺取决于具体芯片），读自{where}。</translation>
    </message>
    <message>
        <source>{code_name}: {core} cores made on {process} ({year}), read from {where}.</source>
        <translation>{code_name}：{core} 核心，{process} 制程工艺（{year} 年），读自{where}。</translation>
    </message>
    <message>
        <source>{code_name}: made on {process} ({year}), read from {where}.</source>
        <translation>{code_name}：{process} 制程工艺（{year} 年），读自{where}。</translation>
    </message>
    <message>
        <source>CPUID (family {family}, model {model})</source>
        <translation> CPUID（family {family}，model {model}）</translation>
    </message>
    <message>
        <source>the CPU part number ({part:#x})</source>
        <translation> CPU 部件号（{part:#x}）</translation>
    </message>
    <message>
        <source>the model name</source>
        <translation>型号名称</translation>
    </message>
</context>
<context>
    <name>ModeBox</name>
    <message>
        <source>plain: the lesson&apos;s loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only).</source>
        <translation>普通：课程中的循环，每记录一次调用一次 loss.item()。延迟同步：损失先留在设备上，再分几次取回。torch.compile：编译模型（需要编译器）。CUDA graph：整个训练步骤只捕获一次，之后反复重放（仅限 NVIDIA）。</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>the packaged app has no compiler toolchain; run DeviceLab from source</source>
        <translation>打包版应用不带编译工具链；请从源码运行 DeviceLab</translation>
    </message>
    <message>
        <source>this PyTorch does not support torch.compile on Python {version}</source>
        <translation>此版本 PyTorch 不支持在 Python {version} 上使用 torch.compile</translation>
    </message>
    <message>
        <source>compiling for an NVIDIA GPU needs Triton, which is not installed</source>
        <translation>为 NVIDIA GPU 编译需要 Triton，但它没有安装</translation>
    </message>
    <message>
        <source>torch.compile on Apple MPS is still a prototype in PyTorch</source>
        <translation>torch.compile 在 Apple MPS 上仍是 PyTorch 的原型功能</translation>
    </message>
    <message>
        <source>compiling for the CPU needs a C++ compiler ({names}), and none was found</source>
        <translation>为 CPU 编译需要 C++ 编译器（{names}），但一个也没有找到</translation>
    </message>
    <message>
        <source>compiling for an Intel GPU needs Intel&apos;s Triton (pytorch-triton-xpu), which is not installed</source>
        <translation>为 Intel GPU 编译需要 Intel 的 Triton（pytorch-triton-xpu），但它没有安装</translation>
    </message>
    <message>
        <source>compiling for an AMD GPU needs ROCm&apos;s Triton (pytorch-triton-rocm), which is not installed</source>
        <translation>为 AMD GPU 编译需要 ROCm 的 Triton（pytorch-triton-rocm），但它没有安装</translation>
    </message>
    <message>
        <source>torch.compile generated and built new code (nothing for this model in its on-disk cache yet); the next run loads it from the cache and starts far faster</source>
        <translation>torch.compile 生成并构建了新代码（其磁盘缓存中还没有这个模型的代码）；下次运行会从缓存加载，启动会快得多</translation>
    </message>
    <message>
        <source>torch.compile loaded code compiled before from its on-disk cache</source>
        <translation>torch.compile 从磁盘缓存加载了之前编译好的代码</translation>
    </message>
    <message>
        <source>torch.compile reused code compiled earlier in this session</source>
        <translation>torch.compile 复用了本次会话中早先编译的代码</translation>
    </message>
    <message>
        <source>The warm-up ({seconds:.2f} s, not in the time per epoch) includes compiling: {why}.</source>
        <translation>预热（{seconds:.2f} s，不计入每轮用时）包含了编译：{why}。</translation>
    </message>
    <message>
        <source>CUDA graphs need an NVIDIA GPU (a cuda:N device)</source>
        <translation>CUDA graph 需要 NVIDIA GPU（cuda:N 设备）</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>unlocked: the clock can be raised (overclocked)</source>
        <translation>不锁倍频，可以提高频率（超频）</translation>
    </message>
    <message>
        <source>unlocked, and without built-in graphics (needs a graphics card)</source>
        <translation>不锁倍频，且没有核显（需要搭配独立显卡）</translation>
    </message>
    <message>
        <source>a specially binned, higher-clocked K model</source>
        <translation>经过特别筛选、频率更高的 K 型号</translation>
    </message>
    <message>
        <source>without built-in graphics (needs a graphics card)</source>
        <translation>没有核显（需要搭配独立显卡）</translation>
    </message>
    <message>
        <source>high-performance mobile: a laptop chip with more power and speed</source>
        <translation>标压高性能移动版，功耗和性能释放更高的笔记本处理器</translation>
    </message>
    <message>
        <source>high-performance mobile and unlocked</source>
        <translation>标压高性能移动版，且不锁倍频</translation>
    </message>
    <message>
        <source>mobile: a laptop chip</source>
        <translation>移动版：笔记本处理器</translation>
    </message>
    <message>
        <source>a quad-core mobile chip</source>
        <translation>四核移动版处理器</translation>
    </message>
    <message>
        <source>the extreme edition of a mobile chip: unlocked</source>
        <translation>移动版至尊版：不锁倍频</translation>
    </message>
    <message>
        <source>the most powerful mobile class, close to a desktop chip</source>
        <translation>性能最强的移动级别，接近台式机处理器</translation>
    </message>
    <message>
        <source>high-performance mobile in a slimmer, lower-power package</source>
        <translation>更轻薄、功耗更低的标压高性能移动版</translation>
    </message>
    <message>
        <source>high-performance mobile without built-in graphics</source>
        <translation>没有核显的标压高性能移动版</translation>
    </message>
    <message>
        <source>ultra-low power: a thin-and-light laptop chip that saves battery</source>
        <translation>超低功耗（低压），面向轻薄本、更省电的处理器</translation>
    </message>
    <message>
        <source>performance-thin laptop: between U and H</source>
        <translation>性能轻薄本处理器，介于 U 和 H 之间</translation>
    </message>
    <message>
        <source>low-power laptop chip with memory on the package</source>
        <translation>内存集成在封装上的低功耗笔记本处理器</translation>
    </message>
    <message>
        <source>power-optimised desktop chip (lower heat and clock)</source>
        <translation>功耗优化的台式机处理器（发热更低、频率更低）</translation>
    </message>
    <message>
        <source>a special edition</source>
        <translation>特别版</translation>
    </message>
    <message>
        <source>a high-end model (more cores or clock)</source>
        <translation>高端型号（核心更多或频率更高）</translation>
    </message>
    <message>
        <source>extreme edition: the top model of its range</source>
        <translation>至尊版，同系列中的顶级型号</translation>
    </message>
    <message>
        <source>with 3D V-Cache: extra cache stacked on the chip, good for games</source>
        <translation>带有 3D V-Cache，在芯片上额外堆叠了缓存，适合游戏</translation>
    </message>
    <message>
        <source>with a stronger built-in Radeon graphics unit</source>
        <translation>带有更强的 Radeon 核显</translation>
    </message>
    <message>
        <source>with built-in graphics, in a low-power version</source>
        <translation>带核显的低功耗版本</translation>
    </message>
    <message>
        <source>workstation class with many cores</source>
        <translation>多核心的工作站级处理器</translation>
    </message>
    <message>
        <source>a business model with management and security features</source>
        <translation>商用型号，带有管理和安全功能</translation>
    </message>
    <message>
        <source>more CPU and GPU cores than the base chip</source>
        <translation>CPU 和 GPU 核心比基础款芯片更多</translation>
    </message>
    <message>
        <source>more GPU cores and memory bandwidth than Pro</source>
        <translation>比 Pro 的 GPU 核心更多、内存带宽更高</translation>
    </message>
    <message>
        <source>two Max chips joined into one</source>
        <translation>把两颗 Max 芯片合二为一</translation>
    </message>
    <message>
        <source>entry level</source>
        <translation>入门级</translation>
    </message>
    <message>
        <source>mainstream: between entry level (3) and high performance (7)</source>
        <translation>主流性能级，介于入门级（3）和高性能级（7）之间</translation>
    </message>
    <message>
        <source>high performance, above the mainstream 5</source>
        <translation>高性能级，高于主流的 5</translation>
    </message>
    <message>
        <source>enthusiast: the top tier</source>
        <translation>发烧级，最高级别</translation>
    </message>
    <message>
        <source>{vendor} made this processor.</source>
        <translation>{vendor} 是这款处理器的生产厂商。</translation>
    </message>
    <message>
        <source>{family} is the product line.</source>
        <translation>{family} 是产品系列。</translation>
    </message>
    <message>
        <source>Generation {generation}: a newer generation usually brings a better architecture and manufacturing process, so more speed per watt.</source>
        <translation>第 {generation} 代：新一代通常带来更好的架构和制程工艺，因此能效比更高。</translation>
    </message>
    <message>
        <source>{suffix}: {meaning}.</source>
        <translation>{suffix}：{meaning}。</translation>
    </message>
    <message>
        <source>{ghz:.2f} GHz is the base clock: the speed it runs at under steady load.</source>
        <translation>{ghz:.2f} GHz 是基础主频，即处理器在稳定负载下的运行频率。</translation>
    </message>
    <message>
        <source>Tier {tier}: {meaning}.</source>
        <translation>级别 {tier}：{meaning}。</translation>
    </message>
    <message>
        <source>built-in graphics level {level} (higher is stronger)</source>
        <translation>核显等级 {level}（数字越大越强）</translation>
    </message>
    <message>
        <source>a variant letter of this model</source>
        <translation>表示该型号某种变体的字母</translation>
    </message>
    <message>
        <source>entry level: limited for deep learning</source>
        <translation>入门级，深度学习能力有限</translation>
    </message>
    <message>
        <source>mainstream, good value, fine to start with</source>
        <translation>主流中端，性价比较高，适合入门</translation>
    </message>
    <message>
        <source>upper mid-range, the &apos;sweet spot&apos; of price and performance</source>
        <translation>中高端，性能和价格平衡较好的“甜点级”</translation>
    </message>
    <message>
        <source>high end: strong performance and more memory</source>
        <translation>高端型号，性能强劲，显存较多</translation>
    </message>
    <message>
        <source>the flagship: the fastest of its generation with the most memory</source>
        <translation>旗舰型号，同代中性能最强、显存最大</translation>
    </message>
    <message>
        <source>a stronger version of the same model, between it and the next tier up</source>
        <translation>同型号的增强版，性能介于原型号和更高一个级别的型号之间</translation>
    </message>
    <message>
        <source>a refreshed, slightly faster version of the same model</source>
        <translation>同型号的改款版本，性能略有提升</translation>
    </message>
    <message>
        <source>a refreshed Ti, faster still</source>
        <translation>Ti 的改款版本，性能更强</translation>
    </message>
    <message>
        <source>the version for the Chinese market, made to meet export rules</source>
        <translation>面向中国市场的版本，为符合出口管制规定而推出</translation>
    </message>
    <message>
        <source>a faster version of the same model</source>
        <translation>同一型号的更快版本</translation>
    </message>
    <message>
        <source>the fastest version of the same model</source>
        <translation>同一型号中最快的版本</translation>
    </message>
    <message>
        <source>a cut-down version first sold in China</source>
        <translation>最先在中国销售的精简版本</translation>
    </message>
    <message>
        <source>{vendor} made this graphics processor.</source>
        <translation>{vendor} 是这款图形处理器的生产厂商。</translation>
    </message>
    <message>
        <source>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</source>
        <translation>第 {generation} 代：前面的数字代表“代”，新一代通常意味着更新的架构。</translation>
    </message>
    <message>
        <source>The name states its architecture: {architecture} ({year}).</source>
        <translation>型号写明了它的架构：{architecture}（{year} 年）。</translation>
    </message>
    <message>
        <source>Model {tier}: within its line and architecture, a higher number is a bigger card.</source>
        <translation>级别 {tier}：在同一产品线、同一架构里，数字越大，卡越大。</translation>
    </message>
    <message>
        <source>a model level: higher is faster</source>
        <translation>级别：数字越大越快</translation>
    </message>
    <message>
        <source>Built into the processor: it shares the computer&apos;s memory and has no VRAM of its own.</source>
        <translation>集成在处理器里：它与电脑共用内存，没有自己的显存。</translation>
    </message>
    <message>
        <source>{line} is {vendor}&apos;s consumer line.</source>
        <translation>{line} 是 {vendor} 的消费级产品线。</translation>
    </message>
    <message>
        <source>A consumer graphics card.</source>
        <translation>一块消费级显卡。</translation>
    </message>
    <message>
        <source>A laptop version: less power and usually slower than the desktop card.</source>
        <translation>笔记本版本：功耗更低，通常比台式机显卡慢。</translation>
    </message>
    <message>
        <source>A version for the Chinese market, made to meet export rules: less compute or bandwidth than the model it comes from.</source>
        <translation>面向中国市场的版本，为符合出口管制规定而推出：算力或带宽比它所源自的型号更低。</translation>
    </message>
    <message>
        <source>A data-center GPU: built for training large models, with large memory.</source>
        <translation>数据中心 GPU：专为训练大模型而设计，显存很大。</translation>
    </message>
    <message>
        <source>A server edition of a workstation GPU: cooled by the server&apos;s fans, for data-center racks.</source>
        <translation>工作站 GPU 的服务器版：靠服务器的风扇散热，用于数据中心机架。</translation>
    </message>
    <message>
        <source>A workstation GPU: professional drivers and large, reliable memory.</source>
        <translation>工作站 GPU：配备专业驱动，显存大且可靠。</translation>
    </message>
</context>
<context>
    <name>Nvml</name>
    <message>
        <source>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</source>
        <translation>没有 NVIDIA 显卡驱动：找不到 NVML 库（libnvidia-ml / nvml.dll）。</translation>
    </message>
    <message>
        <source>If this machine has an NVIDIA GPU, install NVIDIA&apos;s driver for it.</source>
        <translation>如果本机有 NVIDIA GPU，为它安装 NVIDIA 的显卡驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but not loaded.</source>
        <translation>NVIDIA 显卡驱动已安装，但没有加载。</translation>
    </message>
    <message>
        <source>Restart the computer; if that does not help, reinstall the NVIDIA driver.</source>
        <translation>重启电脑；如果仍然无效，重新安装 NVIDIA 显卡驱动。</translation>
    </message>
    <message>
        <source>Driver/library version mismatch: the driver was updated but the old one is still running.</source>
        <translation>驱动与库版本不匹配：显卡驱动已更新，但旧驱动仍在运行。</translation>
    </message>
    <message>
        <source>Restart the computer to load the new driver.</source>
        <translation>重启电脑以加载新驱动。</translation>
    </message>
    <message>
        <source>No permission to ask the NVIDIA driver about the GPU.</source>
        <translation>没有权限向 NVIDIA 显卡驱动查询 GPU 信息。</translation>
    </message>
    <message>
        <source>Ask the administrator to give your user access to the GPU devices.</source>
        <translation>请管理员为你的用户账户开放 GPU 设备的访问权限。</translation>
    </message>
    <message>
        <source>The GPU has fallen off the bus (NVML: GPU is lost).</source>
        <translation>GPU 已从总线上掉线（NVML：GPU 已丢失）。</translation>
    </message>
    <message>
        <source>Save your work and restart the computer.</source>
        <translation>保存好你的工作，然后重启电脑。</translation>
    </message>
    <message>
        <source>Not supported on this GPU or system (WSL, a MIG slice and many laptop GPUs do not report it).</source>
        <translation>此 GPU 或系统不支持该项（WSL、MIG 切片和许多笔记本 GPU 都不提供该数据）。</translation>
    </message>
    <message>
        <source>Nothing to fix: this GPU simply does not report it.</source>
        <translation>无需处理：这块 GPU 本来就不提供该数据。</translation>
    </message>
    <message>
        <source>This NVIDIA driver is too old to answer this question.</source>
        <translation>当前 NVIDIA 显卡驱动版本太旧，不支持这项查询。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>更新 NVIDIA 显卡驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer in time.</source>
        <translation>NVIDIA 显卡驱动未能及时响应。</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, restart the computer.</source>
        <translation>重试；如果问题反复出现，重启电脑。</translation>
    </message>
    <message>
        <source>The GPU needs a reset before it can answer.</source>
        <translation>GPU 需要重置后才能响应。</translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation>重启电脑。</translation>
    </message>
    <message>
        <source>NVML was not started, so the driver cannot be asked.</source>
        <translation>NVML 未启动，因此无法查询显卡驱动。</translation>
    </message>
    <message>
        <source>Restart DeviceLab.</source>
        <translation>重启 DeviceLab。</translation>
    </message>
    <message>
        <source>nvidia-ml-py is not installed, so the driver cannot be asked.</source>
        <translation>未安装 nvidia-ml-py，因此无法查询显卡驱动。</translation>
    </message>
    <message>
        <source>Reinstall DeviceLab: pip install devicelab pulls nvidia-ml-py in.</source>
        <translation>重新安装 DeviceLab：pip install devicelab 会一并安装 nvidia-ml-py。</translation>
    </message>
    <message>
        <source>The NVML library could not be loaded: {error}.</source>
        <translation>无法加载 NVML 库：{error}。</translation>
    </message>
    <message>
        <source>NVML reported an error: {error}.</source>
        <translation>NVML 报告了错误：{error}。</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>The lesson&apos;s first measurement: the same 20,000-epoch run on each device, one after the other (never at once: they would slow each other down). The lesson measured about 3 s on the CPU and 11 s on the GPU.</source>
        <translation>课程中的第一次测量：同样的 20000 轮训练，在各设备上依次运行（绝不同时运行，否则会互相拖慢）。课程中测得 CPU 约 3 s，GPU 约 11 s。</translation>
    </message>
    <message>
        <source>Tick the devices to race, one after the other</source>
        <translation>勾选要参加竞速的设备，它们将依次运行</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Loss on each device</source>
        <translation>各设备上的损失</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>每轮用时</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>移至设备</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>同步次数</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Racing on {devices}…</source>
        <translation>正在 {devices} 上竞速…</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}：{done:,} / {total:,} 轮</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Recorded on other machines, not this one (the lesson&apos;s {mode} loop):</source>
        <translation>在其他机器上记录的结果，不是本机的（课程的{mode}循环）：</translation>
    </message>
    <message>
        <source>• {device}: {us:,.0f} µs per epoch, {total:.2f} s — {where}</source>
        <translation>• {device}：每轮 {us:,.0f} µs，共 {total:.2f} s —— {where}</translation>
    </message>
</context>
<context>
    <name>Recorded</name>
    <message>
        <source>recorded on {title}, {date}</source>
        <translation>记录于 {title}，{date}</translation>
    </message>
    <message>
        <source>reported by the lesson, {date}</source>
        <translation>课程原文数据，{date}</translation>
    </message>
    <message>
        <source>{title}, recorded {date}</source>
        <translation>{title}，{date} 记录</translation>
    </message>
    <message>
        <source>{title}, reported by the lesson ({date})</source>
        <translation>{title}，课程原文数据，{date}</translation>
    </message>
</context>
<context>
    <name>RecordedSeries</name>
    <message>
        <source>show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Results DeviceLab recorded on other machines (an NVIDIA H200) and the lesson&apos;s own numbers, labelled with their machine and date: never this machine&apos;s</source>
        <translation>DeviceLab 在其他机器（一台 NVIDIA H200）上记录的结果，以及课程自己的数字，都标明了机器和日期：它们绝不是本机的结果</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>另一个程序正在使用它</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>它所在的文件夹不可写</translation>
    </message>
    <message>
        <source>The runs kept in {path} are shown read-only ({reason}): this start&apos;s runs are not kept on disk.</source>
        <translation>{path} 中保存的运行记录以只读方式显示（{reason}）：本次启动后的运行记录不会保存到磁盘。</translation>
    </message>
    <message>
        <source>{path} is not a file (a folder, a device or a pipe): it was left as it is, and this start&apos;s runs are kept in memory until the window closes.</source>
        <translation>{path} 不是文件（而是文件夹、设备或管道）：DeviceLab 没有改动它，本次启动的运行记录只保存在内存中，关闭窗口后即消失。</translation>
    </message>
    <message>
        <source>The runs kept in {path} cannot be opened ({reason}): nothing was moved or lost; this start&apos;s runs are kept in memory until the window closes.</source>
        <translation>无法打开 {path} 中保存的运行记录（{reason}）：没有移动或丢失任何内容；本次启动后的运行记录只保存在内存中，直到关闭窗口。</translation>
    </message>
    <message>
        <source>The runs kept on disk could not be read: the old store was moved to {old} and a fresh one started.</source>
        <translation>磁盘上保存的运行记录无法读取：旧的记录库已移至 {old}，并已新建一个记录库。</translation>
    </message>
    <message>
        <source>The runs kept on disk were written by a newer DeviceLab: the store was moved to {old} (a newer DeviceLab reads it) and a fresh one started.</source>
        <translation>磁盘上保存的运行记录由更新版本的 DeviceLab 写入：该记录库已移至 {old}（更新版本的 DeviceLab 可以读取），并已新建一个记录库。</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>race</source>
        <translation>竞速</translation>
    </message>
    <message>
        <source>homework</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>分界点</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>a class&apos;s machine</source>
        <translation>课堂中的机器</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>已发散</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>epochs {value:,}</source>
        <translation>{value:,} 轮</translation>
    </message>
    <message>
        <source>lr {value:g}</source>
        <translation>学习率 {value:g}</translation>
    </message>
    <message>
        <source>hidden {value:,}</source>
        <translation>隐藏层 {value:,} 个单元</translation>
    </message>
    <message>
        <source>print every {every:,}</source>
        <translation>每 {every:,} 轮打印一次</translation>
    </message>
    <message>
        <source>seed {value}</source>
        <translation>随机种子 {value}</translation>
    </message>
    <message>
        <source>threads {value}</source>
        <translation>线程数 {value}</translation>
    </message>
    <message>
        <source>never print</source>
        <translation>从不打印</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>#{run} {device} {mode}</source>
        <translation>#{run} {device} {mode}</translation>
    </message>
    <message>
        <source>{device} {mode} ({started})</source>
        <translation>{device} {mode}（{started}）</translation>
    </message>
    <message>
        <source>* Other programs disturbed a run marked * while it was measured: its times are unreliable. Run it again when the machine is quiet.</source>
        <translation>* 标有 * 的运行记录在测量时受到其他程序干扰：它的用时不可靠。请在机器空闲时重新运行。</translation>
    </message>
</context>
<context>
    <name>RunsPage</name>
    <message>
        <source>Run</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>记录间隔</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>每轮用时</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>{kind}: {axis}</source>
        <translation>{kind}：{axis}</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged run(s) could not be read: left out of the list.</source>
        <translation>
            <numerusform>有 %n 条损坏的运行记录无法读取：未列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected runs</source>
        <translation>选中的运行记录</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>recorded elsewhere</source>
        <translation>在其他机器上记录的结果</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>DeviceLab 记录的结果</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>课程原文数据</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Show only runs of this kind</source>
        <translation>只显示这一类型的运行记录</translation>
    </message>
    <message>
        <source>Filter by date, device or machine (2026-12, cuda, lab-3…)</source>
        <translation>按日期、设备或机器筛选（2026-12、cuda、lab-3…）</translation>
    </message>
    <message>
        <source>Show only runs containing this text</source>
        <translation>只显示包含这段文字的运行记录</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>every kind of run</source>
        <translation>所有类型的运行记录</translation>
    </message>
    <message>
        <source>Smooth the curves (display only; the data stay)</source>
        <translation>平滑曲线（仅影响显示，数据不变）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete the selected runs from disk</source>
        <translation>从磁盘删除选中的运行记录</translation>
    </message>
    <message>
        <source>Export runs (CSV)…</source>
        <translation>导出运行记录（CSV）…</translation>
    </message>
    <message>
        <source>The runs listed, one row per recorded loss</source>
        <translation>列出的运行记录，每个已记录的损失值一行</translation>
    </message>
    <message>
        <source>The runs kept on disk cannot be read: {error}</source>
        <translation>无法读取磁盘上保存的运行记录：{error}</translation>
    </message>
    <message>
        <source>{machine} (from a lesson)</source>
        <translation>{machine}（来自课程文件）</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the %n oldest run(s) to keep the store under {limit}.</source>
        <translation>
            <numerusform>为使记录库不超过 {limit}，已删除最早的 %n 条运行记录。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) recorded on other machines, shipped with DeviceLab: read-only, never this machine&apos;s.</source>
        <translation>
            <numerusform>%n 个在其他机器上记录的结果，随 DeviceLab 一起提供：只读，绝不是本机的结果。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) listed; the store holds {size} in {path}.</source>
        <translation>
            <numerusform>列出 %n 条运行记录；记录库在 {path}，占用 {size}。</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程数</translation>
    </message>
    <message>
        <source>ms per epoch</source>
        <translation>每轮用时（ms）</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>一个核心繁忙</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Recorded results ship with DeviceLab and cannot be deleted.</source>
        <translation>DeviceLab 记录的结果随应用一起提供，不能删除。</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>导出运行记录</translation>
    </message>
    <message>
        <source>Export chart (PNG)…</source>
        <translation>导出图表（PNG）…</translation>
    </message>
    <message>
        <source>The chart of the selected runs, as shown</source>
        <translation>选中运行记录的图表，与当前显示一致</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>{value} %</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Select the runs to delete first.</source>
        <translation>请先选中要删除的运行记录。</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>删除运行记录</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) and their curves from disk?</source>
        <translation>
            <numerusform>要从磁盘删除 %n 条运行记录及其曲线吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>已删除 %n 条运行记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n run(s) ({rows} rows) to {path}.</source>
        <translation>
            <numerusform>已将 %n 条运行记录（{rows} 行）写入 {path}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>图表已保存到 {path}。</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>无法写入 {path}。</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}. Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</source>
        <translation>无法读取 {path}：{reason}。请把它另存为 UTF-8，或在前两行中声明它的编码，例如 # -*- coding: gbk -*-</translation>
    </message>
    <message>
        <source>cannot read {path}: it is not {encoding} text (byte {byte}). Save it as UTF-8, or declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-</source>
        <translation>无法读取 {path}：它不是 {encoding} 文本（字节 {byte}）。请把它另存为 UTF-8，或在前两行中声明它的编码，例如 # -*- coding: gbk -*-</translation>
    </message>
    <message>
        <source>Stopped: the code used more than the memory limit ({memory:,} MB).</source>
        <translation>已停止：代码使用的内存超过了限制（{memory:,} MB）。</translation>
    </message>
    <message>
        <source>Stopped after {seconds:g} s: the time limit (an endless loop?).</source>
        <translation>{seconds:g} s 后已停止：达到了时间限制（是不是死循环？）。</translation>
    </message>
    <message>
        <source>Stopped by the user.</source>
        <translation>已被用户停止。</translation>
    </message>
    <message>
        <source>Stopped: the code needed more than the memory limit ({memory:,} MB) and the process died ({sign}).</source>
        <translation>已停止：代码需要的内存超过了限制（{memory:,} MB），进程已终止（{sign}）。</translation>
    </message>
    <message>
        <source>The process ended with exit code {code} before reporting back (os._exit, or the interpreter crashed).</source>
        <translation>进程在报告结果之前就以退出码 {code} 结束了（os._exit，或解释器崩溃）。</translation>
    </message>
    <message>
        <source>The code called sys.exit({argument}): exit code {code}.</source>
        <translation>代码调用了 sys.exit({argument})：退出码 {code}。</translation>
    </message>
    <message>
        <source>Finished in {seconds:.2f} s.</source>
        <translation>用时 {seconds:.2f} s，已完成。</translation>
    </message>
    <message>
        <source>{outcome} Output was cut at {limit:,} bytes.</source>
        <translation>{outcome}输出在 {limit:,} 字节处被截断。</translation>
    </message>
    <message>
        <source>Not run: the prepared process was still loading PyTorch after {seconds:g} s (the computer is very busy). Press Run again.</source>
        <translation>未运行：预先准备的进程在 {seconds:g} 秒后仍在加载 PyTorch（电脑非常忙）。请再按一次“运行”。</translation>
    </message>
    <message>
        <source>Stopped: the code wrote more than {disk:,} MB in its folder (the limit for one run).</source>
        <translation>已停止：代码在自己的文件夹中写入了超过 {disk:,} MB 的数据（每次运行的上限）。</translation>
    </message>
    <message>
        <source>{name} (its body runs once)</source>
        <translation>{name}（类体只运行一次）</translation>
    </message>
    <message>
        <source>over the memory limit ({memory:,} MB)</source>
        <translation>超出内存限制（{memory:,} MB）</translation>
    </message>
    <message>
        <source>{type} on line {line}: {detail}</source>
        <translation>第 {line} 行出现 {type}：{detail}</translation>
    </message>
    <message>
        <source>{type} on line {line}</source>
        <translation>第 {line} 行出现 {type}</translation>
    </message>
    <message>
        <source>{type}: {detail}</source>
        <translation>{type}：{detail}</translation>
    </message>
    <message>
        <source>{outcome} (the memory limit, {memory:,} MB, was too small for it)</source>
        <translation>{outcome}（内存限制 {memory:,} MB 对它来说太小了）</translation>
    </message>
    <message>
        <source>The interpreter crashed (SIGSEGV, a segmentation fault: ctypes or a C extension).</source>
        <translation>解释器崩溃了（SIGSEGV，段错误：来自 ctypes 或某个 C 扩展）。</translation>
    </message>
    <message>
        <source>The process was killed (SIGKILL: out of memory, or killed from outside).</source>
        <translation>进程被强制终止（SIGKILL：内存不足，或被外部终止）。</translation>
    </message>
    <message>
        <source>The process was ended by {name}.</source>
        <translation>进程被 {name} 终止。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings cannot be saved in {path} (its folder cannot be written): changes last until the window closes.</source>
        <translation>设置无法保存到 {path}（它所在的文件夹不可写）：更改只在关闭窗口前有效。</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>DeviceLab 记录的结果</translation>
    </message>
    <message>
        <source>reported by the lesson</source>
        <translation>课程原文数据</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <source>Compared: the lesson&apos;s plain loop (hidden 10, learning rate 0.01) for 20,000 epochs, time per epoch after warm-up; 1.0 is the lesson&apos;s CPU (3 s, about 150 µs per epoch); lower is faster. Torch versions differ between machines and are shown.</source>
        <translation>比较的是：课程中的普通循环（隐藏层 10 个单元，学习率 0.01）训练 20000 轮，预热之后的每轮用时；1.0 是课程中的 CPU（3 s，每轮约 150 µs）；越小越快。各台机器的 torch 版本不同，一并列出。</translation>
    </message>
    <message>
        <source>This machine&apos;s {device}: {ratio:.2f}× the lesson&apos;s CPU time per epoch ({us:,.0f} µs), number {rank} of {count}.</source>
        <translation>本机的 {device}：每轮用时是课程中 CPU 的 {ratio:.2f} 倍（{us:,.0f} µs），在 {count} 项中排第 {rank}。</translation>
    </message>
    <message>
        <source>This machine&apos;s {device}: {ratio:.2f}× the lesson&apos;s CPU time per epoch ({us:,.0f} µs) *, not ranked: other programs disturbed its run.</source>
        <translation>本机的 {device}：每轮用时是课程中 CPU 的 {ratio:.2f} 倍（{us:,.0f} µs）*，不参与排名：它的运行受到其他程序干扰。</translation>
    </message>
    <message>
        <source>* Other programs crowded the CPU while a run marked * was timed: its time is unreliable and not ranked. Run the lesson&apos;s race again when the machine is quiet.</source>
        <translation>* 标有 * 的运行记录在计时时被其他程序挤占了 CPU：它的用时不可靠，不参与排名。请在机器空闲时重新运行课程的竞速。</translation>
    </message>
    <message>
        <source>No comparable run of this machine yet: run the lesson&apos;s race (plain mode, 20,000 epochs) to see where it stands.</source>
        <translation>本机还没有可比较的运行记录：运行一次课程的竞速（普通模式，20000 轮），就能看到本机的位置。</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Where does this machine stand? Its lesson run (the plain loop, 20,000 epochs, time per epoch after warm-up) against the lesson&apos;s machine, the machines DeviceLab recorded and runs carried in lesson files, the lesson&apos;s CPU = 1.0. The last such run kept on disk is used; Measure runs the lesson&apos;s race here.</source>
        <translation>本机处在什么位置？把本机按课程运行的一次竞速（普通循环，20000 轮，预热之后的每轮用时）与课程中的机器、DeviceLab 在其他机器上记录的结果以及课程文件中附带的运行记录放在一起比较，以课程中的 CPU 为 1.0。默认使用磁盘上保存的最近一次这样的运行记录；按“测量本机”会在这里运行课程的竞速。</translation>
    </message>
    <message>
        <source>Measure this machine</source>
        <translation>测量本机</translation>
    </message>
    <message>
        <source>Run the lesson&apos;s race (20,000 epochs, plain) on every device</source>
        <translation>在每个设备上运行课程的竞速（20000 轮，普通模式）</translation>
    </message>
    <message>
        <source>× the lesson&apos;s CPU time per epoch</source>
        <translation>相当于课程中 CPU 每轮用时的倍数</translation>
    </message>
    <message>
        <source>Measuring {devices}…</source>
        <translation>正在测量 {devices}…</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}：{done:,} / {total:,} 轮</translation>
    </message>
    <message>
        <source>Done: this machine&apos;s new run is ranked.</source>
        <translation>完成：本机的新结果已加入排名。</translation>
    </message>
    <message>
        <source>{device}: {us:,.0f} µs per epoch ({facts})</source>
        <translation>{device}：每轮 {us:,.0f} µs（{facts}）</translation>
    </message>
</context>
<context>
    <name>ThreadsBox</name>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How many CPU threads torch splits each op across. auto: chosen for the size of the work — one for the lesson&apos;s tiny MLP, which no thread count speeds up and a busy core slows down when it is split; more for large problems. 1 to {count}: that many.</source>
        <translation>torch 把每个运算拆分到多少个 CPU 线程上执行。自动：按计算量选择——课程中的小型 MLP 只用 1 个线程，因为增加线程数并不能让它变快，而拆分后只要有一个核心繁忙就会变慢；大型问题则使用更多线程。1 到 {count}：使用指定数量的线程。</translation>
    </message>
    <message>
        <source>{count} (auto)</source>
        <translation>{count}（自动）</translation>
    </message>
</context>
<context>
    <name>ThreadsPage</name>
    <message>
        <source>Also the large run</source>
        <translation>同时测试大规模任务</translation>
    </message>
    <message>
        <source>20,000 samples, hidden 1,024: about 0.1–1 s per epoch, a few seconds per thread count.</source>
        <translation>20000 个样本，隐藏层 1024 个单元：每轮约 0.1–1 s，每种线程数需要几秒。</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程数</translation>
    </message>
    <message>
        <source>ms per epoch</source>
        <translation>每轮用时（ms）</translation>
    </message>
    <message>
        <source>one core busy</source>
        <translation>一个核心繁忙</translation>
    </message>
    <message>
        <source>More cores, faster? torch splits each op across CPU threads. Here the lesson&apos;s run and a large one are timed at 1, 2, 4 … all threads, first on an idle machine, then while DeviceLab keeps one core busy, as a browser or the projector&apos;s screen-sharing would in class.</source>
        <translation>核心越多越快吗？torch 会把每个运算拆分到多个 CPU 线程上执行。这里分别用 1、2、4 … 直至全部线程，为课程中的训练和一个大规模任务计时：先在空闲状态下测量，再在 DeviceLab 让一个核心保持繁忙时测量——就像课堂上浏览器或投影仪的屏幕共享所造成的那样。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>One core busy</source>
        <translation>一个核心繁忙</translation>
    </message>
    <message>
        <source>Busy ÷ idle</source>
        <translation>繁忙 ÷ 空闲</translation>
    </message>
    <message>
        <source>Measuring on an idle machine…</source>
        <translation>正在空闲状态下测量…</translation>
    </message>
    <message>
        <source>{run}, {threads} threads, {state}: {ms:.3f} ms per epoch</source>
        <translation>{run}，{threads} 个线程，{state}：每轮 {ms:.3f} ms</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>the lesson&apos;s MLP (120 flowers, hidden 10)</source>
        <translation>课程中的 MLP（120 朵花，隐藏层 10 个单元）</translation>
    </message>
    <message>
        <source>a large run (20,000 samples, hidden 1,024)</source>
        <translation>大规模任务（20000 个样本，隐藏层 1024 个单元）</translation>
    </message>
</context>
<context>
    <name>ThreadsTable</name>
    <message>
        <source>Run</source>
        <translation>任务</translation>
    </message>
</context>
<context>
    <name>Throughput</name>
    <message>
        <source>No GPU here: only the CPU was measured, and there is no host→device copy to time.</source>
        <translation>本机没有 GPU：只测量了 CPU，也没有主机→设备复制可供计时。</translation>
    </message>
    <message>
        <source>{device} {case} ({size}) varied by ±{percent:.0f} % between batches even after measuring longer: another program was using the machine, or the operating system was moving memory. The median is shown; measure again on an idle machine for a steadier number.</source>
        <translation>{device} {case}（{size}）即使延长了测量时间，各组之间仍波动 ±{percent:.0f}%：可能有其他程序在使用本机，或操作系统在搬移内存。这里显示的是中位数；请在空闲的机器上重新测量，以得到更稳定的数字。</translation>
    </message>
    <message>
        <source>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</source>
        <translation>CPU 用 {threads} 个线程做 {size} 矩阵乘法，速度为 {rate:,.0f} GFLOP/s。</translation>
    </message>
    <message>
        <source>{device} is {ratio:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</source>
        <translation>在 {size} 上，{device} 的速度是 CPU 的 {ratio:,.1f} 倍：大规模矩阵运算正是 GPU 胜出的地方。</translation>
    </message>
    <message>
        <source>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson&apos;s spends its time moving and waiting, not computing.</source>
        <translation>复制到 {device} 的速度为 {rate:,.1f} GB/s（{size}）：传输一个 float32 数的时间里，{device} 可以完成 {operations:,.0f} 次运算。像课程中这么小的模型，时间都花在搬运数据和等待上，而不是计算上。</translation>
    </message>
</context>
<context>
    <name>ThroughputPage</name>
    <message>
        <source>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson&apos;s data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</source>
        <translation>矩阵乘法显示设备的计算速度（GFLOP/s：每秒十亿次浮点运算）。复制带宽（GB/s）显示把数据搬到 GPU 的代价——也就是课程中的数据传输开销。每项测试先预热一次（单独计时），然后至少运行四分之一秒。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Measure every device, one after the other</source>
        <translation>依次测量每个设备</translation>
    </message>
    <message>
        <source>Press Measure to time each device.</source>
        <translation>按“测量”，为每个设备计时。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>规模</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次用时</translation>
    </message>
    <message>
        <source>Warm-up (apart)</source>
        <translation>预热（单独计）</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>波动</translation>
    </message>
    <message>
        <source>Measuring {devices}…</source>
        <translation>正在测量 {devices}…</translation>
    </message>
    <message>
        <source>Stopping after the current test…</source>
        <translation>当前测试结束后停止…</translation>
    </message>
    <message>
        <source>Measured {done} of {total} tests…</source>
        <translation>已测 {done}/{total} 项…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s), CPU with {threads} threads.</source>
        <translation>
            <numerusform>完成：%n 项测试，CPU 使用 {threads} 个线程。</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement failed: {message}</source>
        <translation>测量失败：{message}</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
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
        <source>Step through the calls, one event at a time</source>
        <translation>逐个事件单步查看调用过程</translation>
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
        <source>No trace yet: press Run and trace.</source>
        <translation>还没有跟踪记录：请按“运行并跟踪”。</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {arrow} {name} (called from line {line}, marked blue)</source>
        <translation>第 {step} 步，共 {steps} 步：{arrow} {name}（从第 {line} 行调用，已用蓝色标出）</translation>
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
</context>
<context>
    <name>Training</name>
    <message>
        <source>plain (the lesson&apos;s loop)</source>
        <translation>普通（课程中的循环）</translation>
    </message>
    <message>
        <source>deferred sync</source>
        <translation>延迟同步</translation>
    </message>
    <message>
        <source>CUDA graph</source>
        <translation>CUDA graph</translation>
    </message>
    <message>
        <source>Stopped by the user after {epochs:,} epochs.</source>
        <translation>已被用户停止，完成了 {epochs:,} 轮。</translation>
    </message>
    <message>
        <source>the loss reached {value:.3g}, over {factor:g}× its first value {first:.3g}</source>
        <translation>损失达到 {value:.3g}，超过其初始值 {first:.3g} 的 {factor:g} 倍</translation>
    </message>
    <message>
        <source>the loss became {value}</source>
        <translation>损失变成了 {value}</translation>
    </message>
    <message>
        <source>Training diverged at epoch {epoch:,} (noticed at epoch {noticed:,}, when the losses kept on the device came back): {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson&apos;s value).</source>
        <translation>训练在第 {epoch:,} 轮发散（直到第 {noticed:,} 轮、保留在设备上的损失传回时才发现）：{what}。学习率 {lr:g} 太大了；试试 0.01（课程中的取值）。</translation>
    </message>
    <message>
        <source>Training diverged at epoch {epoch:,}: {what}. The learning rate {lr:g} is too large; try 0.01 (the lesson&apos;s value).</source>
        <translation>训练在第 {epoch:,} 轮发散：{what}。学习率 {lr:g} 太大了；试试 0.01（课程中的取值）。</translation>
    </message>
    <message>
        <source>{count:,}: {first} after the first epoch; {records:,} for records; {prints:,} for printed lines; {checks:,} to watch for divergence</source>
        <translation>{count:,} 次：首轮之后 {first} 次；记录 {records:,} 次；打印 {prints:,} 次；监测发散 {checks:,} 次</translation>
    </message>
    <message>
        <source>{cores:.1f} of {cpus} cores: they crowded this run&apos;s CPU threads, so its times are unreliable *</source>
        <translation>{cpus} 个核心中的 {cores:.1f} 个：挤占了这次运行的 CPU 线程，所以它的用时不可靠 *</translation>
    </message>
    <message>
        <source>{cores:.1f} of {cpus} cores</source>
        <translation>{cpus} 个核心中的 {cores:.1f} 个</translation>
    </message>
    <message>
        <source>* {device}: other programs used {cores:.1f} of {cpus} cores while it trained, crowding its CPU threads: its times are unreliable.</source>
        <translation>* {device}：训练时其他程序占用了 {cpus} 个核心中的 {cores:.1f} 个，挤占了它的 CPU 线程：它的用时不可靠。</translation>
    </message>
    <message>
        <source>Trained {epochs:,} epochs on {device}.</source>
        <translation>已在 {device} 上训练了 {epochs:,} 轮。</translation>
    </message>
    <message>
        <source>{outcome} {compiling}</source>
        <translation>{outcome}{compiling}</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Press Start to train.</source>
        <translation>按“开始”进行训练。</translation>
    </message>
    <message>
        <source>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU&apos;s parallelism saves. Recording the loss less often barely helped.</source>
        <translation>课程中实测这次 20000 轮的训练：CPU 约 3 s，GPU 约 11 s。对这么小的模型来说，数据传输、核函数启动和 loss.item() 同步的开销，超过了 GPU 并行计算所能节省的时间。减少损失的记录次数也几乎没有帮助。</translation>
    </message>
    <message>
        <source>A finite number greater than 0; the lesson uses 0.01.</source>
        <translation>大于 0 的有限数；课程中使用 0.01。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</source>
        <translation>每 N 轮读回一次损失（loss.item()，会触发一次设备同步）；0 表示从不。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Train the lesson&apos;s MLP with these settings</source>
        <translation>用这些设置训练课程中的 MLP</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP on iris: 4 → hidden → 3</source>
        <translation>课程中的鸢尾花 MLP：4 → 隐藏层 → 3</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>CPU threads (torch)</source>
        <translation>CPU 线程数（torch）</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练用时</translation>
    </message>
    <message>
        <source>Time per epoch (after warm-up)</source>
        <translation>每轮用时（预热后）</translation>
    </message>
    <message>
        <source>Warm-up (1st epoch)</source>
        <translation>预热（第 1 轮）</translation>
    </message>
    <message>
        <source>Data + model to device</source>
        <translation>数据和模型移至设备</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Host syncs (loss.item())</source>
        <translation>主机同步次数（loss.item()）</translation>
    </message>
    <message>
        <source>Other programs&apos; CPU use</source>
        <translation>其他程序的 CPU 利用率</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>测试集准确率</translation>
    </message>
    <message>
        <source>Starting on {device}…</source>
        <translation>正在 {device} 上启动…</translation>
    </message>
    <message>
        <source>Training on {device}; the loss is not recorded (interval 0).</source>
        <translation>正在 {device} 上训练；不记录损失（间隔为 0）。</translation>
    </message>
    <message>
        <source>Training on {device}; the record interval is longer than the run: no loss will be plotted.</source>
        <translation>正在 {device} 上训练；记录间隔超过了训练轮数，不会绘制损失曲线。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</source>
        <translation>{done:,} / {total:,} 轮 · {rate:,.0f} 轮/s · 剩余 {left:.1f} s</translation>
    </message>
    <message>
        <source>{seconds:.2f} s for {epochs:,} epochs</source>
        <translation>{epochs:,} 轮用时 {seconds:.2f} s</translation>
    </message>
    <message>
        <source>{sources} ({ms:.1f} ms waiting)</source>
        <translation>{sources}（等待 {ms:.1f} ms）</translation>
    </message>
    <message>
        <source>Training failed: {message}</source>
        <translation>训练失败：{message}</translation>
    </message>
    <message>
        <source>Training failed.</source>
        <translation>训练失败。</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>投影模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Lan&amp;guage / 语言</source>
        <translation>语言 / Language(&amp;G)</translation>
    </message>
    <message>
        <source>Projector mode on: text at {points:g} pt, thick lines, high contrast.</source>
        <translation>投影模式已开启：文字 {points:g} pt，粗线条，高对比度。</translation>
    </message>
    <message>
        <source>Projector mode off.</source>
        <translation>投影模式已关闭。</translation>
    </message>
    <message>
        <source>Zoom {percent:.0f} %</source>
        <translation>缩放 {percent:.0f}%</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <source>{name} (the lesson&apos;s GPU)</source>
        <translation>{name}（课程中的 GPU）</translation>
    </message>
    <message>
        <source>Mixed precision: {dtype} weights and gradients, plus a float32 master copy of the weights kept with the optimizer state. Activations are counted at {dtype} size; under autocast some (softmax, norms, the loss) stay float32, so the real figure is somewhat higher.</source>
        <translation>混合精度：权重和梯度为 {dtype}，另外优化器状态中还保存一份 float32 的权重主副本。激活值按 {dtype} 大小计算；在 autocast 下，部分运算（softmax、归一化、损失）仍保持 float32，所以实际占用会略高。</translation>
    </message>
    <message>
        <source>No activation estimate: choose a preset or enter MiB per sample.</source>
        <translation>没有激活值估计：请选择一个预设，或输入每个样本的 MiB 数。</translation>
    </message>
    <message>
        <source>Compared with each GPU&apos;s total VRAM, leaving {mib} MiB for the CUDA context and the allocator&apos;s slack; what other programs use now (the Live page) comes off it too.</source>
        <translation>与每块 GPU 的总显存比较，并为 CUDA 上下文和分配器的余量预留 {mib} MiB；其他程序当前占用的显存（见“实时”页）也要从中扣除。</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP (4-10-3)</source>
        <translation>课程中的 MLP（4-10-3）</translation>
    </message>
    <message>
        <source>one iris flower (4 numbers)</source>
        <translation>一朵鸢尾花（4 个数）</translation>
    </message>
    <message>
        <source>one 224×224 RGB image</source>
        <translation>一张 224×224 的 RGB 图像</translation>
    </message>
    <message>
        <source>one sequence of 128 tokens</source>
        <translation>一条 128 个 token 的序列</translation>
    </message>
    <message>
        <source>7B LLM (Llama-2-7B shape)</source>
        <translation>7B 大语言模型（Llama-2-7B 结构）</translation>
    </message>
    <message>
        <source>one sequence of 512 tokens</source>
        <translation>一条 512 个 token 的序列</translation>
    </message>
</context>
<context>
    <name>VramPage</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>A known model fills in its parameters; Custom: type them</source>
        <translation>选择已知模型会自动填入其参数；选“自定义”则手动输入</translation>
    </message>
    <message>
        <source>e.g. 25557032, 25.6M or 7B</source>
        <translation>例如 25557032、25.6M 或 7B</translation>
    </message>
    <message>
        <source>How many weights the model has: a number, or with K, M or B</source>
        <translation>模型的权重数量：填数字，或带 K、M、B 后缀</translation>
    </message>
    <message>
        <source>Bytes per number: fp32 4, fp16 and bf16 2, int8 1</source>
        <translation>每个数的字节数：fp32 为 4，fp16 和 bf16 为 2，int8 为 1</translation>
    </message>
    <message>
        <source>What the optimizer keeps per weight: SGD nothing, momentum 1, Adam 2</source>
        <translation>优化器为每个权重额外保存的量：SGD 无，带动量 1 份，Adam 2 份</translation>
    </message>
    <message>
        <source>float32 memory autograd keeps for one sample; presets measure it</source>
        <translation>autograd 为单个样本保留的 float32 显存；预设模型会实测该值</translation>
    </message>
    <message>
        <source>Model and training</source>
        <translation>模型与训练</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>The lesson calls VRAM a GPU&apos;s most important number: everything training touches must fit in it at once.
• Weights: the model&apos;s parameters.
• Gradients: one per parameter, filled by backward().
• Optimizer state: what the optimizer remembers per parameter (Adam keeps two running averages; plain SGD keeps nothing).
• Activations: every layer&apos;s output, kept from forward for backward; they grow with the batch size, so a smaller batch is the first thing to try when memory runs out.</source>
        <translation>课程说显存是 GPU 最重要的指标：训练用到的一切都必须同时放进显存。
• 权重：模型的参数。
• 梯度：每个参数一个，由 backward() 填入。
• 优化器状态：优化器为每个参数记住的内容（Adam 保存两个滑动平均；普通 SGD 什么都不存）。
• 激活值：每一层的输出，在前向传播时保存、供反向传播使用；它随批量大小增长，所以显存不够时首先尝试减小批量大小。</translation>
    </message>
    <message>
        <source>Memory for</source>
        <translation>显存用于</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations (whole batch)</source>
        <translation>激活值（整批）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>放得下吗？</translation>
    </message>
    <message>
        <source>Custom model: enter the activations per sample if you know them.</source>
        <translation>自定义模型：如果知道每个样本的激活值，请填写。</translation>
    </message>
    <message>
        <source>Measuring the activations on the meta device…</source>
        <translation>正在 meta 设备上测量激活值…</translation>
    </message>
    <message>
        <source>Measured: {size} per sample ({what}) kept by autograd for backward, in float32, without activation checkpointing or FlashAttention.</source>
        <translation>实测：每个样本（{what}）由 autograd 为反向传播保留 {size}，按 float32 计算，未使用激活检查点或 FlashAttention。</translation>
    </message>
    <message>
        <source>Could not measure the activations: {message}</source>
        <translation>无法测量激活值：{message}</translation>
    </message>
    <message>
        <source>yes, {size} to spare</source>
        <translation>能，还剩 {size}</translation>
    </message>
    <message>
        <source>no: {size} short</source>
        <translation>不能：差 {size}</translation>
    </message>
</context>
<context>
    <name>Waste</name>
    <message>
        <source>{device} used {percent} of what it can do: the lesson&apos;s network ran at {achieved} GFLOP/s, its matrix multiply reached {peak:,.0f} GFLOP/s on the Throughput page (the lesson&apos;s wasted performance).</source>
        <translation>{device} 只用到了它能力的 {percent}：课程中的网络以 {achieved} GFLOP/s 运行，而它的矩阵乘法在“吞吐量”页达到了 {peak:,.0f} GFLOP/s（课程所说的性能浪费）。</translation>
    </message>
    <message>
        <source>Run the Throughput page to see how much of each device this run used (the lesson&apos;s wasted performance: its matrix multiply measures what the device can do).</source>
        <translation>运行“吞吐量”页，就能看到这次运行用到了每个设备能力的多少（课程所说的性能浪费：它的矩阵乘法测出设备能做到多少）。</translation>
    </message>
    <message>
        <source>{device} used {percent} of what it can do ({achieved} GFLOP/s against {peak:,.0f} GFLOP/s), {where}.</source>
        <translation>{device} 只用到了它能力的 {percent}（{achieved} GFLOP/s，对比 {peak:,.0f} GFLOP/s），{where}。</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>Loading PyTorch…</source>
        <translation>正在加载 PyTorch…</translation>
    </message>
    <message>
        <source>This page needs PyTorch, which could not be loaded: {error}</source>
        <translation>这一页需要 PyTorch，但它没能加载：{error}</translation>
    </message>
</context>
</TS>
