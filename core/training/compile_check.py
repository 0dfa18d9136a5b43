"""Whether ``torch.compile`` can work here, and if not, why, in a sentence."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from functools import cache


@cache
def compile_unavailable(device: str) -> str | None:
    """The reason torch.compile cannot run on ``device`` here, or None when it can."""
    if getattr(sys, "frozen", False):
        return "the packaged app has no compiler toolchain; run DeviceLab from source"
    import torch

    dynamo = getattr(torch, "_dynamo", None)
    if dynamo is None or not dynamo.is_dynamo_supported():
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        return f"this PyTorch does not support torch.compile on Python {version}"
    if device.startswith("cuda") and importlib.util.find_spec("triton") is None:
        return "compiling for an NVIDIA GPU needs Triton, which is not installed"
    if device == "mps":
        return "torch.compile on Apple MPS is still a prototype in PyTorch"
    if device == "cpu" and not _cpp_compiler():
        names = "cl.exe (Visual Studio)" if os.name == "nt" else "g++ or clang++"
        return f"compiling for the CPU needs a C++ compiler ({names}), and none was found"
    return None


def _cpp_compiler() -> str | None:
    candidates = [os.environ.get("CXX", "")] + (
        ["cl"] if os.name == "nt" else ["g++", "clang++", "c++"]
    )
    return next((found for name in candidates if name and (found := shutil.which(name))), None)
