"""The Hardware tab's domain: what the CPU and each GPU are and read, live.

``names`` reads a CPU's or GPU's name as the lesson does; ``microarchitecture`` its design;
``cpu_cores`` finds P- and E-cores; ``nvml`` asks the NVIDIA driver (every answer a value or
a reason); ``probe`` gathers the facts (``vendor_gpus`` those of Intel's and Apple's GPUs,
``gpu_device`` one GPU's); ``monitor`` samples them live; ``devices`` lists the torch devices
and synchronizes them; ``throughput`` is the Throughput page's GFLOP/s and GB/s; ``vram`` and
``reference_models`` are the VRAM calculator. The names promised to callers are here.
"""

from core.hardware.gpu_device import GpuDevice, bare_uuid
from core.hardware.names import CpuName, GpuName, decode_cpu_name, decode_gpu_name
from core.hardware.probe import (
    CpuFacts,
    GpuReport,
    architecture_from_capability,
    probe_cpu,
    probe_cpu_fast,
    probe_gpus,
)

__all__ = [
    "CpuFacts",
    "CpuName",
    "GpuDevice",
    "GpuName",
    "GpuReport",
    "architecture_from_capability",
    "bare_uuid",
    "decode_cpu_name",
    "decode_gpu_name",
    "probe_cpu",
    "probe_cpu_fast",
    "probe_gpus",
]
