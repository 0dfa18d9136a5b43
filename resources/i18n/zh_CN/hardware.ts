<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BenchPanel</name>
    <message>
        <source>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson&apos;s data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</source>
        <translation>矩阵乘法显示设备的计算速度（GFLOP/s：每秒十亿次浮点运算）。复制带宽（GB/s）显示把数据搬到 GPU 的代价——也就是课程中的数据传输开销。每项测试先预热一次（单独计时），然后至少运行四分之一秒。</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Measure every device, one after the other</source>
        <translation>依次测量每个设备</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Press Bench to measure.</source>
        <translation>按“基准测试”开始测量。</translation>
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
        <translation>每次运行</translation>
    </message>
    <message>
        <source>Warm-up (apart)</source>
        <translation>预热（单独计时）</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>波动</translation>
    </message>
    <message>
        <source>Stop after the test that runs now; the finished rows stay</source>
        <translation>当前测试结束后停止；已完成的行会保留</translation>
    </message>
    <message>
        <source>One row per test. Spread: how much the timed batches differed (a busy machine spreads more).</source>
        <translation>每项测试一行。波动：各计时批次之间相差多少（机器越忙，波动越大）。</translation>
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
    <message>
        <source>Stopped: the table shows the tests that finished.</source>
        <translation>已停止：表中是已完成的测试。</translation>
    </message>
    <message>
        <source>Done: {count} tests, CPU with {threads} threads.</source>
        <translation>完成：共 {count} 项测试，CPU 使用 {threads} 个线程。</translation>
    </message>
    <message>
        <source>The bench failed: {message}</source>
        <translation>基准测试失败：{message}</translation>
    </message>
</context>
<context>
    <name>CpuCores</name>
    <message>
        <source>This system does not tell DeviceLab the core kinds.</source>
        <translation>此系统没有告诉 DeviceLab 核心的类型。</translation>
    </message>
    <message>
        <source>{system} does not tell DeviceLab the core kinds.</source>
        <translation>{system} 没有告诉 DeviceLab 核心的类型。</translation>
    </message>
    <message>
        <source>Intel hybrid CPU: P-cores run the heavy work, E-cores the background.</source>
        <translation>Intel 混合架构 CPU：性能核（P 核）跑重活，能效核（E 核）跑后台任务。</translation>
    </message>
    <message>
        <source>ARM big.LITTLE CPU: big cores for speed, LITTLE cores to save power.</source>
        <translation>ARM big.LITTLE CPU：大核求速度，小核省电。</translation>
    </message>
    <message>
        <source>Every core is the same kind (not a hybrid CPU).</source>
        <translation>所有核心都是同一种（不是混合架构 CPU）。</translation>
    </message>
    <message>
        <source>macOS does not report core kinds on this Mac.</source>
        <translation>这台 Mac 上的 macOS 不报告核心类型。</translation>
    </message>
    <message>
        <source>Apple silicon: P-cores for speed, E-cores to save power.</source>
        <translation>Apple 芯片：性能核（P 核）求速度，能效核（E 核）省电。</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>fused multiply-add: a×b+c in one step, the heart of matrix math</source>
        <translation>融合乘加：一步算出 a×b+c，矩阵运算的核心</translation>
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
        <translation>bfloat16 运算：训练常用的低精度格式</translation>
    </message>
    <message>
        <source>matrix tiles: whole small matrix multiplies in one instruction</source>
        <translation>矩阵分块：一条指令完成整个小矩阵乘法</translation>
    </message>
    <message>
        <source>ARM&apos;s 128-bit vectors: 4 float32 numbers per instruction</source>
        <translation>ARM 的 128 位向量：每条指令处理 4 个 float32 数</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build, so it cannot use the {gpus} that the driver reports.</source>
        <translation>这个 PyTorch 是仅 CPU 版本，因此无法使用驱动报告的 {gpus}。</translation>
    </message>
    <message>
        <source>This PyTorch is a CPU-only build.</source>
        <translation>这个 PyTorch 是仅 CPU 版本。</translation>
    </message>
    <message>
        <source>Install a CUDA build of PyTorch (pytorch.org, &apos;Get Started&apos;, pick CUDA) if this machine has an NVIDIA GPU.</source>
        <translation>如果这台机器有 NVIDIA GPU，请安装 CUDA 版 PyTorch（pytorch.org，“Get Started”，选择 CUDA）。</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA but finds no CUDA device.</source>
        <translation>PyTorch 带 CUDA 编译，但找不到 CUDA 设备。</translation>
    </message>
    <message>
        <source>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</source>
        <translation>请检查 CUDA_VISIBLE_DEVICES 没有隐藏 GPU，并且驱动支持 CUDA {cuda}（运行 nvidia-smi）。</translation>
    </message>
</context>
<context>
    <name>HardwareTab</name>
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
        <translation>架构</translation>
    </message>
    <message>
        <source>Physical cores</source>
        <translation>物理核心</translation>
    </message>
    <message>
        <source>Logical threads</source>
        <translation>逻辑线程</translation>
    </message>
    <message>
        <source>Base clock (from the name)</source>
        <translation>基础频率（来自名称）</translation>
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
        <source>What the CPU&apos;s name says</source>
        <translation>CPU 名称的含义</translation>
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
        <translation>实时使用率</translation>
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
        <source>CPU &amp;&amp; GPU</source>
        <translation>CPU 与 GPU</translation>
    </message>
    <message>
        <source>VRAM used / free</source>
        <translation>显存 已用 / 空闲</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU 使用率</translation>
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
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>VRAM calculator</source>
        <translation>显存计算器</translation>
    </message>
    <message>
        <source>What this machine&apos;s CPU and GPUs are</source>
        <translation>这台机器的 CPU 和 GPU 是什么</translation>
    </message>
    <message>
        <source>Every core and GPU, measured twice a second</source>
        <translation>每个核心和 GPU，每秒测量两次</translation>
    </message>
    <message>
        <source>Measure each device&apos;s compute and copy speed</source>
        <translation>测量每个设备的计算和复制速度</translation>
    </message>
    <message>
        <source>Will a model train in this GPU&apos;s memory?</source>
        <translation>模型能否在这块 GPU 的显存中训练？</translation>
    </message>
    <message>
        <source>Average use of all logical threads, in percent</source>
        <translation>所有逻辑线程的平均使用率（百分比）</translation>
    </message>
    <message>
        <source>System memory (RAM) in use, in percent</source>
        <translation>已用系统内存（RAM）（百分比）</translation>
    </message>
    <message>
        <source>What the CPU and GPU names say</source>
        <translation>CPU 和 GPU 名称的含义</translation>
    </message>
    <message>
        <source>Instruction sets</source>
        <translation>指令集</translation>
    </message>
    <message>
        <source>Live CPU and memory use</source>
        <translation>实时 CPU 和内存使用率</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>“实时”页</translation>
    </message>
    <message>
        <source>Processes using a GPU (Live page)</source>
        <translation>使用 GPU 的进程（“实时”页）</translation>
    </message>
    <message>
        <source>Bench page</source>
        <translation>“基准测试”页</translation>
    </message>
    <message>
        <source>VRAM calculator page</source>
        <translation>“显存计算器”页</translation>
    </message>
    <message>
        <source>What fills VRAM (VRAM calculator)</source>
        <translation>显存被什么占满（显存计算器）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>This model name does not follow a pattern DeviceLab can read.</source>
        <translation>这个型号名称不符合 DeviceLab 能解读的格式。</translation>
    </message>
    <message>
        <source>{p} performance + {e} efficiency cores. {note}</source>
        <translation>{p} 个性能核 + {e} 个能效核。{note}</translation>
    </message>
    <message>
        <source>not in the name (now running at {ghz:.2f} GHz)</source>
        <translation>名称中没有（当前运行在 {ghz:.2f} GHz）</translation>
    </message>
    <message>
        <source>Details from py-cpuinfo.</source>
        <translation>详细信息来自 py-cpuinfo。</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
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
        <source>N/A</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Gen {generation} ×{width}</source>
        <translation>第 {generation} 代 ×{width}</translation>
    </message>
    <message>
        <source>py-cpuinfo failed: {message}</source>
        <translation>py-cpuinfo 出错：{message}</translation>
    </message>
    <message>
        <source>CUDA (PyTorch build)</source>
        <translation>CUDA（PyTorch 编译版本）</translation>
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
        <translation>显存（最重要的数字）</translation>
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
        <source>What the name says</source>
        <translation>名称的含义</translation>
    </message>
    <message>
        <source>Seen by the driver, not usable by PyTorch.</source>
        <translation>驱动能看到，但 PyTorch 无法使用。</translation>
    </message>
    <message>
        <source>No GPU that PyTorch can use</source>
        <translation>没有 PyTorch 可用的 GPU</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>怎么办</translation>
    </message>
    <message>
        <source>Driver check: {problem}</source>
        <translation>驱动检查：{problem}</translation>
    </message>
    <message>
        <source>The GPU probe failed: {message}</source>
        <translation>GPU 检测失败：{message}</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <source>Use of each logical core (%)</source>
        <translation>每个逻辑核心的使用率（%）</translation>
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
        <source>GPU {index}, last minute</source>
        <translation>GPU {index}，最近一分钟</translation>
    </message>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>等待第一次读数…</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU use %</source>
        <translation>GPU 使用率 %</translation>
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
        <source>GPU use</source>
        <translation>GPU 使用率</translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>graphics</source>
        <translation>图形</translation>
    </message>
    <message>
        <source>compute+graphics</source>
        <translation>计算+图形</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
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
        <source>How busy each logical core was in the last half second</source>
        <translation>每个逻辑核心在最近半秒内的繁忙程度</translation>
    </message>
    <message>
        <source>The clock each logical core runs at now</source>
        <translation>每个逻辑核心当前的运行频率</translation>
    </message>
    <message>
        <source>Every process the NVIDIA driver reports on a GPU, with the VRAM it holds</source>
        <translation>NVIDIA 驱动报告的每个使用 GPU 的进程及其占用的显存</translation>
    </message>
    <message>
        <source>Processes using a GPU</source>
        <translation>使用 GPU 的进程</translation>
    </message>
    <message>
        <source>N/A: {reason}</source>
        <translation>不可用：{reason}</translation>
    </message>
    <message>
        <source>seconds ago</source>
        <translation>秒前</translation>
    </message>
    <message>
        <source>GPU use, VRAM used and temperature of GPU {index}</source>
        <translation>GPU {index} 的使用率、显存占用和温度</translation>
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
        <source>Live readings stopped after {count} samples.</source>
        <translation>实时读数在 {count} 次采样后停止。</translation>
    </message>
    <message>
        <source>The live monitor stopped: {message}</source>
        <translation>实时监视已停止：{message}</translation>
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
        <source>{reading}: {reason}</source>
        <translation>{reading}：{reason}</translation>
    </message>
    <message>
        <source>N/A in the last reading — {details}</source>
        <translation>上次读数中不可用——{details}</translation>
    </message>
    <message>
        <source>GPU readings every half second (NVML).</source>
        <translation>每半秒读取一次 GPU（NVML）。</translation>
    </message>
</context>
<context>
    <name>Monitor</name>
    <message>
        <source>{name} (DeviceLab, this app)</source>
        <translation>{name}（DeviceLab，本程序）</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>unlocked: the clock can be raised (overclocked)</source>
        <translation>不锁频：可以提高频率（超频）</translation>
    </message>
    <message>
        <source>unlocked, and without built-in graphics (needs a graphics card)</source>
        <translation>不锁频，且没有集成显卡（需要独立显卡）</translation>
    </message>
    <message>
        <source>a specially binned, higher-clocked K model</source>
        <translation>特别挑选、频率更高的 K 型号</translation>
    </message>
    <message>
        <source>without built-in graphics (needs a graphics card)</source>
        <translation>没有集成显卡（需要独立显卡）</translation>
    </message>
    <message>
        <source>high-performance mobile: a laptop chip with more power and speed</source>
        <translation>高性能移动版：功耗更高、速度更快的笔记本芯片</translation>
    </message>
    <message>
        <source>high-performance mobile and unlocked</source>
        <translation>高性能移动版，且不锁频</translation>
    </message>
    <message>
        <source>the most powerful mobile class, close to a desktop chip</source>
        <translation>最强的移动级别，接近台式机芯片</translation>
    </message>
    <message>
        <source>high-performance mobile in a slimmer, lower-power package</source>
        <translation>高性能移动版，封装更轻薄、功耗更低</translation>
    </message>
    <message>
        <source>high-performance mobile without built-in graphics</source>
        <translation>高性能移动版，没有集成显卡</translation>
    </message>
    <message>
        <source>ultra-low power: a thin-and-light laptop chip that saves battery</source>
        <translation>超低功耗：省电的轻薄笔记本芯片</translation>
    </message>
    <message>
        <source>performance-thin laptop: between U and H</source>
        <translation>高性能轻薄本：介于 U 和 H 之间</translation>
    </message>
    <message>
        <source>low-power laptop chip with memory on the package</source>
        <translation>低功耗笔记本芯片，内存集成在封装上</translation>
    </message>
    <message>
        <source>power-optimised desktop chip (lower heat and clock)</source>
        <translation>功耗优化的台式机芯片（发热和频率更低）</translation>
    </message>
    <message>
        <source>a special edition</source>
        <translation>特别版</translation>
    </message>
    <message>
        <source>a high-end model (more cores or clock)</source>
        <translation>高端型号（更多核心或更高频率）</translation>
    </message>
    <message>
        <source>extreme edition: the top model of its range</source>
        <translation>至尊版：该系列的顶级型号</translation>
    </message>
    <message>
        <source>with 3D V-Cache: extra cache stacked on the chip, good for games</source>
        <translation>带 3D V-Cache：芯片上堆叠了额外缓存，适合游戏</translation>
    </message>
    <message>
        <source>with a stronger built-in Radeon graphics unit</source>
        <translation>带更强的集成 Radeon 显卡</translation>
    </message>
    <message>
        <source>with built-in graphics, in a low-power version</source>
        <translation>带集成显卡的低功耗版</translation>
    </message>
    <message>
        <source>workstation class with many cores</source>
        <translation>多核心的工作站级别</translation>
    </message>
    <message>
        <source>a business model with management and security features</source>
        <translation>带管理和安全功能的商用型号</translation>
    </message>
    <message>
        <source>more CPU and GPU cores than the base chip</source>
        <translation>比基础芯片更多的 CPU 和 GPU 核心</translation>
    </message>
    <message>
        <source>more GPU cores and memory bandwidth than Pro</source>
        <translation>比 Pro 更多的 GPU 核心和内存带宽</translation>
    </message>
    <message>
        <source>two Max chips joined into one</source>
        <translation>两颗 Max 芯片合二为一</translation>
    </message>
    <message>
        <source>entry level</source>
        <translation>入门级</translation>
    </message>
    <message>
        <source>mainstream: between entry level (3) and high performance (7)</source>
        <translation>主流级：介于入门级（3）和高性能（7）之间</translation>
    </message>
    <message>
        <source>high performance, above the mainstream 5</source>
        <translation>高性能，高于主流的 5</translation>
    </message>
    <message>
        <source>enthusiast: the top tier</source>
        <translation>发烧级：最高档次</translation>
    </message>
    <message>
        <source>{vendor} made this processor.</source>
        <translation>这颗处理器由 {vendor} 制造。</translation>
    </message>
    <message>
        <source>{family} is the product line.</source>
        <translation>{family} 是产品系列。</translation>
    </message>
    <message>
        <source>Generation {generation}: a newer generation usually brings a better architecture and manufacturing process, so more speed per watt.</source>
        <translation>第 {generation} 代：更新的一代通常有更好的架构和制造工艺，因此每瓦性能更高。</translation>
    </message>
    <message>
        <source>Tier {tier}: {meaning}.</source>
        <translation>档次 {tier}：{meaning}。</translation>
    </message>
    <message>
        <source>a variant letter of this model</source>
        <translation>该型号的变体字母</translation>
    </message>
    <message>
        <source>built-in graphics level {level} (higher is stronger)</source>
        <translation>集成显卡等级 {level}（越高越强）</translation>
    </message>
    <message>
        <source>{suffix}: {meaning}.</source>
        <translation>{suffix}：{meaning}。</translation>
    </message>
    <message>
        <source>{ghz:.2f} GHz is the base clock: the speed it runs at under steady load.</source>
        <translation>{ghz:.2f} GHz 是基础频率：持续负载下的运行速度。</translation>
    </message>
    <message>
        <source>entry level: limited for deep learning</source>
        <translation>入门级：用于深度学习较吃力</translation>
    </message>
    <message>
        <source>mainstream, good value, fine to start with</source>
        <translation>主流级，性价比高，适合入门</translation>
    </message>
    <message>
        <source>upper mid-range, the &apos;sweet spot&apos; of price and performance</source>
        <translation>中高端，价格与性能的“甜点”</translation>
    </message>
    <message>
        <source>high end: strong performance and more memory</source>
        <translation>高端：性能强，显存更多</translation>
    </message>
    <message>
        <source>the flagship: the fastest of its generation with the most memory</source>
        <translation>旗舰：同代最快、显存最多</translation>
    </message>
    <message>
        <source>a stronger version of the same model, between it and the next tier up</source>
        <translation>同一型号的加强版，介于它和上一档之间</translation>
    </message>
    <message>
        <source>a refreshed, slightly faster version of the same model</source>
        <translation>同一型号的更新版，略快一些</translation>
    </message>
    <message>
        <source>a refreshed Ti, faster still</source>
        <translation>Ti 的更新版，更快</translation>
    </message>
    <message>
        <source>{vendor} made this graphics processor.</source>
        <translation>这颗图形处理器由 {vendor} 制造。</translation>
    </message>
    <message>
        <source>A data-center GPU: built for training large models, with large memory.</source>
        <translation>数据中心 GPU：专为训练大模型打造，显存很大。</translation>
    </message>
    <message>
        <source>A workstation GPU: professional drivers and large, reliable memory.</source>
        <translation>工作站 GPU：专业驱动，显存大而可靠。</translation>
    </message>
    <message>
        <source>{line} is NVIDIA&apos;s consumer line.</source>
        <translation>{line} 是 NVIDIA 的消费级产品线。</translation>
    </message>
    <message>
        <source>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</source>
        <translation>第 {generation} 代：开头的数字表示代数，新一代通常意味着更新的架构。</translation>
    </message>
    <message>
        <source>a model level</source>
        <translation>型号档次</translation>
    </message>
    <message>
        <source>A laptop version: less power and usually slower than the desktop card.</source>
        <translation>笔记本版：功耗更低，通常比台式机显卡慢。</translation>
    </message>
</context>
<context>
    <name>Nvml</name>
    <message>
        <source>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</source>
        <translation>没有 NVIDIA 驱动：找不到 NVML 库（libnvidia-ml / nvml.dll）。</translation>
    </message>
    <message>
        <source>If this machine has an NVIDIA GPU, install NVIDIA&apos;s driver for it.</source>
        <translation>如果这台机器有 NVIDIA GPU，请安装 NVIDIA 的驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but not loaded.</source>
        <translation>NVIDIA 驱动已安装，但没有加载。</translation>
    </message>
    <message>
        <source>Restart the computer; if that does not help, reinstall the NVIDIA driver.</source>
        <translation>请重启电脑；如果无效，请重新安装 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>Driver/library version mismatch: the driver was updated but the old one is still running.</source>
        <translation>驱动与库版本不匹配：驱动已更新，但旧驱动仍在运行。</translation>
    </message>
    <message>
        <source>Restart the computer to load the new driver.</source>
        <translation>请重启电脑以加载新驱动。</translation>
    </message>
    <message>
        <source>No permission to ask the NVIDIA driver about the GPU.</source>
        <translation>没有权限向 NVIDIA 驱动查询 GPU。</translation>
    </message>
    <message>
        <source>Ask the administrator to give your user access to the GPU devices.</source>
        <translation>请让管理员为你的用户开放 GPU 设备的访问权限。</translation>
    </message>
    <message>
        <source>The GPU has fallen off the bus (NVML: GPU is lost).</source>
        <translation>GPU 已从总线上掉线（NVML：GPU is lost）。</translation>
    </message>
    <message>
        <source>Save your work and restart the computer.</source>
        <translation>请保存工作并重启电脑。</translation>
    </message>
    <message>
        <source>Not supported on this GPU or system (WSL, a MIG slice and many laptop GPUs do not report it).</source>
        <translation>此 GPU 或系统不支持（WSL、MIG 分区和许多笔记本 GPU 不报告此项）。</translation>
    </message>
    <message>
        <source>Nothing to fix: this GPU simply does not report it.</source>
        <translation>无需处理：这块 GPU 只是不报告此项。</translation>
    </message>
    <message>
        <source>This NVIDIA driver is too old to answer this question.</source>
        <translation>这个 NVIDIA 驱动太旧，无法回答此项查询。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>请更新 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer in time.</source>
        <translation>NVIDIA 驱动没有及时响应。</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, restart the computer.</source>
        <translation>请重试；如果一直这样，请重启电脑。</translation>
    </message>
    <message>
        <source>The GPU needs a reset before it can answer.</source>
        <translation>GPU 需要重置后才能响应。</translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation>请重启电脑。</translation>
    </message>
    <message>
        <source>NVML was not started, so the driver cannot be asked.</source>
        <translation>NVML 未启动，因此无法询问驱动。</translation>
    </message>
    <message>
        <source>Restart DeviceLab.</source>
        <translation>请重启 DeviceLab。</translation>
    </message>
    <message>
        <source>nvidia-ml-py is not installed, so the driver cannot be asked.</source>
        <translation>未安装 nvidia-ml-py，因此无法询问驱动。</translation>
    </message>
    <message>
        <source>Reinstall DeviceLab: pip install devicelab pulls nvidia-ml-py in.</source>
        <translation>请重新安装 DeviceLab：pip install devicelab 会一并安装 nvidia-ml-py。</translation>
    </message>
    <message>
        <source>The NVML library could not be loaded: {error}.</source>
        <translation>无法加载 NVML 库：{error}。</translation>
    </message>
    <message>
        <source>NVML reported an error: {error}.</source>
        <translation>NVML 报告了一个错误：{error}。</translation>
    </message>
    <message>
        <source>NVML is closed.</source>
        <translation>NVML 已关闭。</translation>
    </message>
    <message>
        <source>This nvidia-ml-py does not know this question.</source>
        <translation>这个版本的 nvidia-ml-py 不支持此项查询。</translation>
    </message>
    <message>
        <source>pid {pid}</source>
        <translation>进程 {pid}</translation>
    </message>
</context>
<context>
    <name>ReferenceModels</name>
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
        <translation>一张 224×224 RGB 图像</translation>
    </message>
    <message>
        <source>one sequence of 128 tokens</source>
        <translation>一个 128 个词元的序列</translation>
    </message>
    <message>
        <source>7B LLM (Llama-2-7B shape)</source>
        <translation>7B 大语言模型（Llama-2-7B 结构）</translation>
    </message>
    <message>
        <source>one sequence of 512 tokens</source>
        <translation>一个 512 个词元的序列</translation>
    </message>
</context>
<context>
    <name>Throughput</name>
    <message>
        <source>matmul</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>host→device</source>
        <translation>主机→设备</translation>
    </message>
    <message>
        <source>device→host</source>
        <translation>设备→主机</translation>
    </message>
    <message>
        <source>host RAM copy</source>
        <translation>主机内存复制</translation>
    </message>
    <message>
        <source>No GPU here: only the CPU was measured, and there is no host→device copy to time.</source>
        <translation>这里没有 GPU：只测量了 CPU，也没有主机→设备的复制可以计时。</translation>
    </message>
    <message>
        <source>{megabytes} MB</source>
        <translation>{megabytes} MB</translation>
    </message>
    <message>
        <source>{megabytes} MB pinned</source>
        <translation>{megabytes} MB 锁页内存</translation>
    </message>
    <message>
        <source>{megabytes} MB pageable</source>
        <translation>{megabytes} MB 可分页内存</translation>
    </message>
    <message>
        <source>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</source>
        <translation>CPU 用 {threads} 个线程以 {rate:,.0f} GFLOP/s 计算 {size} 矩阵乘法。</translation>
    </message>
    <message>
        <source>{device} is {times:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</source>
        <translation>在 {size} 上，{device} 是 CPU 的 {times:,.1f} 倍：大矩阵运算正是 GPU 的强项。</translation>
    </message>
    <message>
        <source>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson&apos;s spends its time moving and waiting, not computing.</source>
        <translation>复制到 {device} 的速度是 {rate:,.1f} GB/s（{size}）：传一个 float32 的时间里，{device} 能做 {operations:,.0f} 次运算。像课程中这么小的模型，时间都花在搬运和等待上，而不是计算。</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>{gpu} (the lesson&apos;s GPU)</source>
        <translation>{gpu}（课程中的 GPU）</translation>
    </message>
    <message>
        <source>{field} must be one of {choices}</source>
        <translation>{field} 必须是以下之一：{choices}</translation>
    </message>
    <message>
        <source>Mixed precision: {dtype} weights and gradients, plus a float32 master copy of the weights kept with the optimizer state. Activations are counted at {dtype} size; under autocast some (softmax, norms, the loss) stay float32, so the real figure is somewhat higher.</source>
        <translation>混合精度：{dtype} 的权重和梯度，外加与优化器状态一起保存的一份 float32 主权重。激活值按 {dtype} 大小计算；在 autocast 下有些（softmax、归一化、损失）仍是 float32，所以实际数字会略高。</translation>
    </message>
    <message>
        <source>No activation estimate: choose a preset or enter MiB per sample.</source>
        <translation>没有激活值估计：请选择预设，或输入每个样本的 MiB。</translation>
    </message>
    <message>
        <source>Compared with each GPU&apos;s total VRAM, leaving {mib} MiB for the CUDA context and the allocator&apos;s slack; what other programs use now (the Live page) comes off it too.</source>
        <translation>与每块 GPU 的总显存比较，并为 CUDA 上下文和分配器余量预留 {mib} MiB；其他程序当前占用的显存（见“实时”页）也要扣除。</translation>
    </message>
    <message>
        <source>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {text!r})</source>
        <translation>{field} 必须是 {low:,} 到 {high:,} 之间的整数，例如 25557032、25.6M 或 7B（输入的是 {text!r}）</translation>
    </message>
</context>
<context>
    <name>VramPanel</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>e.g. 25557032, 25.6M or 7B</source>
        <translation>例如 25557032、25.6M 或 7B</translation>
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
        <translation>课程说显存是 GPU 最重要的数字：训练用到的一切都必须同时放进显存。
• 权重：模型的参数。
• 梯度：每个参数一个，由 backward() 填入。
• 优化器状态：优化器为每个参数记住的内容（Adam 保存两个滑动平均；普通 SGD 什么都不存）。
• 激活值：每一层的输出，从前向保留到反向；它随批大小增长，所以显存不够时首先尝试减小批大小。</translation>
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
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Activations per sample</source>
        <translation>每个样本的激活值</translation>
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
        <source>A published model to start from, or Custom for your own numbers</source>
        <translation>从一个已发表的模型开始，或选“自定义”填写自己的数字</translation>
    </message>
    <message>
        <source>How many numbers the model learns: a whole number from {low:,} to {high:,}; k, M, B and T are understood</source>
        <translation>模型要学习的数的个数：{low:,} 到 {high:,} 之间的整数；可使用 k、M、B 和 T</translation>
    </message>
    <message>
        <source>fp32: 4 bytes per number; fp16 and bf16: 2 bytes (mixed precision, with a float32 master copy)</source>
        <translation>fp32：每个数 4 字节；fp16 和 bf16：2 字节（混合精度，另有一份 float32 主权重）</translation>
    </message>
    <message>
        <source>What the optimizer remembers per parameter: SGD nothing, Adam two numbers</source>
        <translation>优化器为每个参数记住的内容：SGD 什么都不存，Adam 存两个数</translation>
    </message>
    <message>
        <source>Samples per training step: {low:,} to {high:,}</source>
        <translation>每个训练步的样本数：{low:,} 到 {high:,}</translation>
    </message>
    <message>
        <source>float32 memory autograd keeps for one sample, {low:g} to {high:,.0f} MiB; presets measure it</source>
        <translation>autograd 为一个样本保留的 float32 内存，{low:g} 到 {high:,.0f} MiB；预设会自动测量</translation>
    </message>
    <message>
        <source>What training this model keeps in GPU memory</source>
        <translation>训练这个模型时 GPU 显存中保存的内容</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <source>Each GPU here and the lesson&apos;s, with room left for the CUDA context</source>
        <translation>这里的每块 GPU 和课程中的 GPU，并为 CUDA 上下文留出空间</translation>
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
        <translation>实测：autograd 为反向传播每个样本（{what}）保留 {size}，按 float32 计算，未使用激活检查点或 FlashAttention。</translation>
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
</TS>
