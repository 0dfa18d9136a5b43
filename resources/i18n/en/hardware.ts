<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BenchPanel</name>
    <message>
        <source>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson&apos;s data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</source>
        <translation>Matrix multiply shows how fast a device computes (GFLOP/s: billions of floating-point operations per second). Copy bandwidth (GB/s) shows what moving data to the GPU costs — the lesson&apos;s data-transfer overhead. Each test runs at least a quarter of a second after a warm-up run, which is timed apart.</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>Bench</translation>
    </message>
    <message>
        <source>Measure every device, one after the other</source>
        <translation>Measure every device, one after the other</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Press Bench to measure.</source>
        <translation>Press Bench to measure.</translation>
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
        <source>Stop after the test that runs now; the finished rows stay</source>
        <translation>Stop after the test that runs now; the finished rows stay</translation>
    </message>
    <message>
        <source>One row per test. Spread: how much the timed batches differed (a busy machine spreads more).</source>
        <translation>One row per test. Spread: how much the timed batches differed (a busy machine spreads more).</translation>
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
    <message>
        <source>Stopped: the table shows the tests that finished.</source>
        <translation>Stopped: the table shows the tests that finished.</translation>
    </message>
    <message>
        <source>Done: {count} tests, CPU with {threads} threads.</source>
        <translation>Done: {count} tests, CPU with {threads} threads.</translation>
    </message>
    <message>
        <source>The bench failed: {message}</source>
        <translation>The bench failed: {message}</translation>
    </message>
</context>
<context>
    <name>CpuCores</name>
    <message>
        <source>This system does not tell DeviceLab the core kinds.</source>
        <translation>This system does not tell DeviceLab the core kinds.</translation>
    </message>
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
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
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
        <source>ARM&apos;s 128-bit vectors: 4 float32 numbers per instruction</source>
        <translation>ARM&apos;s 128-bit vectors: 4 float32 numbers per instruction</translation>
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
        <source>Install a CUDA build of PyTorch (pytorch.org, &apos;Get Started&apos;, pick CUDA) if this machine has an NVIDIA GPU.</source>
        <translation>Install a CUDA build of PyTorch (pytorch.org, &apos;Get Started&apos;, pick CUDA) if this machine has an NVIDIA GPU.</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA but finds no CUDA device.</source>
        <translation>PyTorch was built with CUDA but finds no CUDA device.</translation>
    </message>
    <message>
        <source>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</source>
        <translation>Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver supports CUDA {cuda} (run nvidia-smi).</translation>
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
        <source>What the CPU&apos;s name says</source>
        <translation>What the CPU&apos;s name says</translation>
    </message>
    <message>
        <source>Instruction sets for deep learning</source>
        <translation>Instruction sets for deep learning</translation>
    </message>
    <message>
        <source>Reading the CPU&apos;s flags…</source>
        <translation>Reading the CPU&apos;s flags…</translation>
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
        <source>CPU &amp;&amp; GPU</source>
        <translation>CPU &amp;&amp; GPU</translation>
    </message>
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
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>Bench</translation>
    </message>
    <message>
        <source>VRAM calculator</source>
        <translation>VRAM calculator</translation>
    </message>
    <message>
        <source>What this machine&apos;s CPU and GPUs are</source>
        <translation>What this machine&apos;s CPU and GPUs are</translation>
    </message>
    <message>
        <source>Every core and GPU, measured twice a second</source>
        <translation>Every core and GPU, measured twice a second</translation>
    </message>
    <message>
        <source>Measure each device&apos;s compute and copy speed</source>
        <translation>Measure each device&apos;s compute and copy speed</translation>
    </message>
    <message>
        <source>Will a model train in this GPU&apos;s memory?</source>
        <translation>Will a model train in this GPU&apos;s memory?</translation>
    </message>
    <message>
        <source>Average use of all logical threads, in percent</source>
        <translation>Average use of all logical threads, in percent</translation>
    </message>
    <message>
        <source>System memory (RAM) in use, in percent</source>
        <translation>System memory (RAM) in use, in percent</translation>
    </message>
    <message>
        <source>What the CPU and GPU names say</source>
        <translation>What the CPU and GPU names say</translation>
    </message>
    <message>
        <source>Instruction sets</source>
        <translation>Instruction sets</translation>
    </message>
    <message>
        <source>Live CPU and memory use</source>
        <translation>Live CPU and memory use</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>Live page</translation>
    </message>
    <message>
        <source>Processes using a GPU (Live page)</source>
        <translation>Processes using a GPU (Live page)</translation>
    </message>
    <message>
        <source>Bench page</source>
        <translation>Bench page</translation>
    </message>
    <message>
        <source>VRAM calculator page</source>
        <translation>VRAM calculator page</translation>
    </message>
    <message>
        <source>What fills VRAM (VRAM calculator)</source>
        <translation>What fills VRAM (VRAM calculator)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>This model name does not follow a pattern DeviceLab can read.</source>
        <translation>This model name does not follow a pattern DeviceLab can read.</translation>
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
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>None of FMA, AVX2, AVX-512, AMX or NEON was reported.</source>
        <translation>None of FMA, AVX2, AVX-512, AMX or NEON was reported.</translation>
    </message>
    <message>
        <source>py-cpuinfo gave no details; these are psutil&apos;s.</source>
        <translation>py-cpuinfo gave no details; these are psutil&apos;s.</translation>
    </message>
    <message>
        <source>Unknown: py-cpuinfo reported no flags.</source>
        <translation>Unknown: py-cpuinfo reported no flags.</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>Gen {generation} ×{width}</source>
        <translation>Gen {generation} ×{width}</translation>
    </message>
    <message>
        <source>py-cpuinfo failed: {message}</source>
        <translation>py-cpuinfo failed: {message}</translation>
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
        <source>What the name says</source>
        <translation>What the name says</translation>
    </message>
    <message>
        <source>Seen by the driver, not usable by PyTorch.</source>
        <translation>Seen by the driver, not usable by PyTorch.</translation>
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
        <source>The GPU probe failed: {message}</source>
        <translation>The GPU probe failed: {message}</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
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
        <source>GPU {index}, last minute</source>
        <translation>GPU {index}, last minute</translation>
    </message>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>Waiting for the first reading…</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <source>GPU use</source>
        <translation>GPU use</translation>
    </message>
    <message>
        <source>VRAM used</source>
        <translation>VRAM used</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>graphics</source>
        <translation>graphics</translation>
    </message>
    <message>
        <source>compute+graphics</source>
        <translation>compute+graphics</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
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
        <source>How busy each logical core was in the last half second</source>
        <translation>How busy each logical core was in the last half second</translation>
    </message>
    <message>
        <source>The clock each logical core runs at now</source>
        <translation>The clock each logical core runs at now</translation>
    </message>
    <message>
        <source>Every process the NVIDIA driver reports on a GPU, with the VRAM it holds</source>
        <translation>Every process the NVIDIA driver reports on a GPU, with the VRAM it holds</translation>
    </message>
    <message>
        <source>Processes using a GPU</source>
        <translation>Processes using a GPU</translation>
    </message>
    <message>
        <source>N/A: {reason}</source>
        <translation>N/A: {reason}</translation>
    </message>
    <message>
        <source>seconds ago</source>
        <translation>seconds ago</translation>
    </message>
    <message>
        <source>GPU use, VRAM used and temperature of GPU {index}</source>
        <translation>GPU use, VRAM used and temperature of GPU {index}</translation>
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
        <source>Live readings stopped after {count} samples.</source>
        <translation>Live readings stopped after {count} samples.</translation>
    </message>
    <message>
        <source>The live monitor stopped: {message}</source>
        <translation>The live monitor stopped: {message}</translation>
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
        <source>{reading}: {reason}</source>
        <translation>{reading}: {reason}</translation>
    </message>
    <message>
        <source>N/A in the last reading — {details}</source>
        <translation>N/A in the last reading — {details}</translation>
    </message>
    <message>
        <source>GPU readings every half second (NVML).</source>
        <translation>GPU readings every half second (NVML).</translation>
    </message>
</context>
<context>
    <name>Monitor</name>
    <message>
        <source>{name} (DeviceLab, this app)</source>
        <translation>{name} (DeviceLab, this app)</translation>
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
        <source>Tier {tier}: {meaning}.</source>
        <translation>Tier {tier}: {meaning}.</translation>
    </message>
    <message>
        <source>a variant letter of this model</source>
        <translation>a variant letter of this model</translation>
    </message>
    <message>
        <source>built-in graphics level {level} (higher is stronger)</source>
        <translation>built-in graphics level {level} (higher is stronger)</translation>
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
        <source>entry level: limited for deep learning</source>
        <translation>entry level: limited for deep learning</translation>
    </message>
    <message>
        <source>mainstream, good value, fine to start with</source>
        <translation>mainstream, good value, fine to start with</translation>
    </message>
    <message>
        <source>upper mid-range, the &apos;sweet spot&apos; of price and performance</source>
        <translation>upper mid-range, the &apos;sweet spot&apos; of price and performance</translation>
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
        <source>{vendor} made this graphics processor.</source>
        <translation>{vendor} made this graphics processor.</translation>
    </message>
    <message>
        <source>A data-center GPU: built for training large models, with large memory.</source>
        <translation>A data-center GPU: built for training large models, with large memory.</translation>
    </message>
    <message>
        <source>A workstation GPU: professional drivers and large, reliable memory.</source>
        <translation>A workstation GPU: professional drivers and large, reliable memory.</translation>
    </message>
    <message>
        <source>{line} is NVIDIA&apos;s consumer line.</source>
        <translation>{line} is NVIDIA&apos;s consumer line.</translation>
    </message>
    <message>
        <source>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</source>
        <translation>Generation {generation}: the first digits name the generation, which usually means a newer architecture.</translation>
    </message>
    <message>
        <source>a model level</source>
        <translation>a model level</translation>
    </message>
    <message>
        <source>A laptop version: less power and usually slower than the desktop card.</source>
        <translation>A laptop version: less power and usually slower than the desktop card.</translation>
    </message>
</context>
<context>
    <name>Nvml</name>
    <message>
        <source>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</source>
        <translation>No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found.</translation>
    </message>
    <message>
        <source>If this machine has an NVIDIA GPU, install NVIDIA&apos;s driver for it.</source>
        <translation>If this machine has an NVIDIA GPU, install NVIDIA&apos;s driver for it.</translation>
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
    <message>
        <source>NVML is closed.</source>
        <translation>NVML is closed.</translation>
    </message>
    <message>
        <source>This nvidia-ml-py does not know this question.</source>
        <translation>This nvidia-ml-py does not know this question.</translation>
    </message>
    <message>
        <source>pid {pid}</source>
        <translation>pid {pid}</translation>
    </message>
</context>
<context>
    <name>ReferenceModels</name>
    <message>
        <source>The lesson&apos;s MLP (4-10-3)</source>
        <translation>The lesson&apos;s MLP (4-10-3)</translation>
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
    <name>Throughput</name>
    <message>
        <source>matmul</source>
        <translation>matmul</translation>
    </message>
    <message>
        <source>host→device</source>
        <translation>host→device</translation>
    </message>
    <message>
        <source>device→host</source>
        <translation>device→host</translation>
    </message>
    <message>
        <source>host RAM copy</source>
        <translation>host RAM copy</translation>
    </message>
    <message>
        <source>No GPU here: only the CPU was measured, and there is no host→device copy to time.</source>
        <translation>No GPU here: only the CPU was measured, and there is no host→device copy to time.</translation>
    </message>
    <message>
        <source>{megabytes} MB</source>
        <translation>{megabytes} MB</translation>
    </message>
    <message>
        <source>{megabytes} MB pinned</source>
        <translation>{megabytes} MB pinned</translation>
    </message>
    <message>
        <source>{megabytes} MB pageable</source>
        <translation>{megabytes} MB pageable</translation>
    </message>
    <message>
        <source>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</source>
        <translation>The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.</translation>
    </message>
    <message>
        <source>{device} is {times:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</source>
        <translation>{device} is {times:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.</translation>
    </message>
    <message>
        <source>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson&apos;s spends its time moving and waiting, not computing.</source>
        <translation>Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, {device} could do {operations:,.0f} operations. A model as small as the lesson&apos;s spends its time moving and waiting, not computing.</translation>
    </message>
</context>
<context>
    <name>Vram</name>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>{gpu} (the lesson&apos;s GPU)</source>
        <translation>{gpu} (the lesson&apos;s GPU)</translation>
    </message>
    <message>
        <source>{field} must be one of {choices}</source>
        <translation>{field} must be one of {choices}</translation>
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
        <source>Compared with each GPU&apos;s total VRAM, leaving {mib} MiB for the CUDA context and the allocator&apos;s slack; what other programs use now (the Live page) comes off it too.</source>
        <translation>Compared with each GPU&apos;s total VRAM, leaving {mib} MiB for the CUDA context and the allocator&apos;s slack; what other programs use now (the Live page) comes off it too.</translation>
    </message>
    <message>
        <source>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {text!r})</source>
        <translation>{field} must be a whole number from {low:,} to {high:,}, such as 25557032, 25.6M or 7B (got {text!r})</translation>
    </message>
</context>
<context>
    <name>VramPanel</name>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>e.g. 25557032, 25.6M or 7B</source>
        <translation>e.g. 25557032, 25.6M or 7B</translation>
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
        <source>The lesson calls VRAM a GPU&apos;s most important number: everything training touches must fit in it at once.
• Weights: the model&apos;s parameters.
• Gradients: one per parameter, filled by backward().
• Optimizer state: what the optimizer remembers per parameter (Adam keeps two running averages; plain SGD keeps nothing).
• Activations: every layer&apos;s output, kept from forward for backward; they grow with the batch size, so a smaller batch is the first thing to try when memory runs out.</source>
        <translation>The lesson calls VRAM a GPU&apos;s most important number: everything training touches must fit in it at once.
• Weights: the model&apos;s parameters.
• Gradients: one per parameter, filled by backward().
• Optimizer state: what the optimizer remembers per parameter (Adam keeps two running averages; plain SGD keeps nothing).
• Activations: every layer&apos;s output, kept from forward for backward; they grow with the batch size, so a smaller batch is the first thing to try when memory runs out.</translation>
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
        <source>A published model to start from, or Custom for your own numbers</source>
        <translation>A published model to start from, or Custom for your own numbers</translation>
    </message>
    <message>
        <source>How many numbers the model learns: a whole number from {low:,} to {high:,}; k, M, B and T are understood</source>
        <translation>How many numbers the model learns: a whole number from {low:,} to {high:,}; k, M, B and T are understood</translation>
    </message>
    <message>
        <source>fp32: 4 bytes per number; fp16 and bf16: 2 bytes (mixed precision, with a float32 master copy)</source>
        <translation>fp32: 4 bytes per number; fp16 and bf16: 2 bytes (mixed precision, with a float32 master copy)</translation>
    </message>
    <message>
        <source>What the optimizer remembers per parameter: SGD nothing, Adam two numbers</source>
        <translation>What the optimizer remembers per parameter: SGD nothing, Adam two numbers</translation>
    </message>
    <message>
        <source>Samples per training step: {low:,} to {high:,}</source>
        <translation>Samples per training step: {low:,} to {high:,}</translation>
    </message>
    <message>
        <source>float32 memory autograd keeps for one sample, {low:g} to {high:,.0f} MiB; presets measure it</source>
        <translation>float32 memory autograd keeps for one sample, {low:g} to {high:,.0f} MiB; presets measure it</translation>
    </message>
    <message>
        <source>What training this model keeps in GPU memory</source>
        <translation>What training this model keeps in GPU memory</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <source>Each GPU here and the lesson&apos;s, with room left for the CUDA context</source>
        <translation>Each GPU here and the lesson&apos;s, with room left for the CUDA context</translation>
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
</TS>
