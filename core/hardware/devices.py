"""The torch devices a run can use, their names, and the sync that makes timings honest."""

from __future__ import annotations

from functools import cache

import torch

from core.hardware.card_support import runs_on_device
from core.hardware.vendor_gpus import mac_displays, mps_device, mps_display_name


def available_devices() -> list[str]:
    """Devices that exist here and this PyTorch can run on, in menu order: ``cpu``, then
    ``cuda:N`` (NVIDIA, or AMD in a ROCm build; a card the build has no kernels for is left
    out, ``card_support``), ``xpu:N`` (Intel GPUs), then ``mps`` (Apple)."""
    devices = ["cpu"]
    if torch.cuda.is_available():
        count = torch.cuda.device_count()
        devices += [f"cuda:{index}" for index in range(count) if runs_on_device(index)]
    xpu = getattr(torch, "xpu", None)
    if xpu is not None and xpu.is_available():
        devices += [f"xpu:{index}" for index in range(xpu.device_count())]
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        devices.append("mps")
    return devices


def device_display_name(device: str) -> str:
    """A readable name for a device string, e.g. ``cuda:0 (NVIDIA GeForce RTX 3080 Ti)``."""
    if device.startswith("cuda"):
        return f"{device} ({torch.cuda.get_device_name(torch.device(device))})"
    if device.startswith("xpu"):
        return f"{device} ({torch.xpu.get_device_name(torch.device(device))})"
    if device == "mps":
        return f"mps ({_mps_name()})"
    return "cpu"


@cache
def _mps_name() -> str:
    """The Apple GPU's chip and core count (asking macOS takes about a second: once)."""
    return mps_display_name(mps_device(mac_displays(), None))


def synchronize(device: torch.device) -> None:
    """Wait until the device has finished all queued work (CUDA, XPU and MPS run
    asynchronously)."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "xpu":
        torch.xpu.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()
