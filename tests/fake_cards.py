"""A GPU as torch sees it, faked at its boundary: the device's properties, the build's
architecture list, its CUDA or HIP version. No GPU needed."""

from __future__ import annotations

from types import SimpleNamespace

import torch


def card(name: str, major: int, minor: int, memory_gib: int = 6, sms: int = 10, **extra):
    """``torch.cuda.get_device_properties``'s answer for one card."""
    return SimpleNamespace(
        name=name,
        total_memory=memory_gib * 2**30,
        major=major,
        minor=minor,
        multi_processor_count=sms,
        **extra,
    )


GTX_1060 = card("NVIDIA GeForce GTX 1060 6GB", 6, 1)
"""A school's Pascal card (compute capability 6.1)."""


def see_one_card(monkeypatch, props, arch_list: list[str], hip: str | None = None) -> None:
    """torch as a CUDA 12.8 build (or ROCm with ``hip``) that sees ``props`` alone, built
    with kernels for ``arch_list``."""
    monkeypatch.setattr(torch.version, "cuda", None if hip else "12.8")
    monkeypatch.setattr(torch.version, "hip", hip)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: props)
    monkeypatch.setattr(torch.cuda, "get_arch_list", lambda: list(arch_list))
