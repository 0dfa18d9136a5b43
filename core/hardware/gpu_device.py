"""One GPU as DeviceLab shows it, whichever vendor made it and however torch reaches it."""

from __future__ import annotations

from dataclasses import dataclass

from core.hardware.card_support import Unsupported
from core.i18n import QT_TRANSLATE_NOOP, Message

BACKENDS = ("cuda", "rocm", "xpu", "mps")
"""How torch reaches a GPU: NVIDIA's CUDA, AMD's ROCm (as ``cuda`` devices), Intel's XPU,
Apple's MPS."""
BUILDS_WITHOUT_CUDA = ("xpu", "mps")
"""Backends whose PyTorch build has no CUDA and is no "CPU-only build" for it."""

CORE_LABELS = {
    "cuda": QT_TRANSLATE_NOOP("CpuGpuPage", "Multiprocessors"),
    "rocm": QT_TRANSLATE_NOOP("CpuGpuPage", "Compute units"),
    "xpu": QT_TRANSLATE_NOOP("CpuGpuPage", "Xe cores"),
    "mps": QT_TRANSLATE_NOOP("CpuGpuPage", "GPU cores"),
}
"""What each vendor calls the GPU's building block that ``GpuDevice.multiprocessors`` counts."""


@dataclass
class GpuDevice:
    """One GPU, from torch when torch can use it, otherwise from NVML alone."""

    index: int
    name: str
    total_memory_bytes: int | None
    architecture: str
    capability: str | None = None
    multiprocessors: int | None = None
    """NVIDIA's SMs, AMD's compute units, Intel's Xe cores or Apple's GPU cores (``backend``)."""
    uuid: str | None = None
    """The same GPU's identity in torch and NVML, whose device numbering can differ."""
    usable_by_torch: bool = True
    backend: str = "cuda"
    """One of ``BACKENDS``."""
    torch_device: str | None = None
    """The device a run names ("cuda:0", "xpu:0", "mps"); None when torch cannot use it."""
    shared_memory: bool = False
    """Memory shared with the CPU (Apple's unified memory, an integrated Intel GPU)."""
    live_readings: str | Message | None = None
    """Where this GPU's live readings come from when NVML does not give them; None when it
    does."""
    unsupported: Unsupported | None = None
    """Why this PyTorch cannot run on it (no kernels for its architecture, too old a
    driver), and what to install instead; None where it can or nothing tells."""

    @property
    def label(self) -> str:
        """The GPU as menus and box titles name it: "[cuda:0] NVIDIA H200"."""
        return f"[{self.torch_device or self.index}] {self.name}"


def bare_uuid(uuid: object) -> str | None:
    """NVML says "GPU-1a2b…", torch says "1a2b…": compare them without the prefix."""
    if uuid is None:
        return None
    text = str(uuid)
    return text[4:] if text.startswith("GPU-") else text
