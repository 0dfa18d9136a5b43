"""Whether ``torch.compile`` can work here, and if not, why, in a sentence."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from functools import cache

from core.i18n import QT_TRANSLATE_NOOP, translate


def compile_unavailable(device: str) -> str | None:
    """The reason torch.compile cannot run on ``device`` here, or None when it can."""
    blocker = _compile_blocker(device)
    if blocker is None:
        return None
    template, fields = blocker
    return translate("Training", template).format(**fields)


@cache
def _compile_blocker(device: str) -> tuple[str, dict[str, str]] | None:
    """What stops torch.compile (an untranslated template and its fields), found once."""
    if getattr(sys, "frozen", False):
        return QT_TRANSLATE_NOOP(
            "Training", "the packaged app has no compiler toolchain; run DeviceLab from source"
        ), {}
    import torch

    dynamo = getattr(torch, "_dynamo", None)
    if dynamo is None or not dynamo.is_dynamo_supported():
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        return QT_TRANSLATE_NOOP(
            "Training", "this PyTorch does not support torch.compile on Python {version}"
        ), {"version": version}
    if device.startswith("cuda") and importlib.util.find_spec("triton") is None:
        return QT_TRANSLATE_NOOP(
            "Training", "compiling for an NVIDIA GPU needs Triton, which is not installed"
        ), {}
    if device == "mps":
        return QT_TRANSLATE_NOOP(
            "Training", "torch.compile on Apple MPS is still a prototype in PyTorch"
        ), {}
    if device == "cpu" and not _cpp_compiler():
        names = "cl.exe (Visual Studio)" if os.name == "nt" else "g++ or clang++"
        return QT_TRANSLATE_NOOP(
            "Training", "compiling for the CPU needs a C++ compiler ({names}), and none was found"
        ), {"names": names}
    return None


def _cpp_compiler() -> str | None:
    candidates = [os.environ.get("CXX", "")] + (
        ["cl"] if os.name == "nt" else ["g++", "clang++", "c++"]
    )
    return next((found for name in candidates if name and (found := shutil.which(name))), None)


def forget_compile_check() -> None:
    """Look again on the next call (after a compiler or Triton was installed; tests)."""
    _compile_blocker.cache_clear()
