"""Whether ``torch.compile`` can work here, and if not, why, in a sentence."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from collections.abc import Mapping
from functools import cache

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message


@cache
def compile_unavailable(device: str) -> Text | Message | None:
    """The reason torch.compile cannot run on ``device`` here, or None when it can."""
    if getattr(sys, "frozen", False):
        return QT_TRANSLATE_NOOP(
            "Modes", "the packaged app has no compiler toolchain; run DeviceLab from source"
        )
    import torch

    dynamo = getattr(torch, "_dynamo", None)
    if dynamo is None or not dynamo.is_dynamo_supported():
        return message(
            QT_TRANSLATE_NOOP(
                "Modes", "this PyTorch does not support torch.compile on Python {version}"
            ),
            version=f"{sys.version_info.major}.{sys.version_info.minor}",
        )
    if device.startswith(("cuda", "xpu")) and importlib.util.find_spec("triton") is None:
        return _triton_missing(device, rocm=bool(getattr(torch.version, "hip", None)))
    if device == "mps":
        return QT_TRANSLATE_NOOP(
            "Modes", "torch.compile on Apple MPS is still a prototype in PyTorch"
        )
    if device == "cpu" and not _cpp_compiler():
        return message(
            QT_TRANSLATE_NOOP(
                "Modes", "compiling for the CPU needs a C++ compiler ({names}), and none was found"
            ),
            names="cl.exe (Visual Studio)" if os.name == "nt" else "g++ / clang++",
        )
    return None


def _triton_missing(device: str, rocm: bool) -> Text:
    """Why a GPU cannot compile without Triton, naming the vendor's own Triton package."""
    if device.startswith("xpu"):
        return QT_TRANSLATE_NOOP(
            "Modes",
            "compiling for an Intel GPU needs Intel's Triton (pytorch-triton-xpu), which is "
            "not installed",
        )
    if rocm:
        return QT_TRANSLATE_NOOP(
            "Modes",
            "compiling for an AMD GPU needs ROCm's Triton (pytorch-triton-rocm), which is not "
            "installed",
        )
    return QT_TRANSLATE_NOOP(
        "Modes", "compiling for an NVIDIA GPU needs Triton, which is not installed"
    )


def _cpp_compiler() -> str | None:
    candidates = [os.environ.get("CXX", "")] + (
        ["cl"] if os.name == "nt" else ["g++", "clang++", "c++"]
    )
    return next((found for name in candidates if name and (found := shutil.which(name))), None)


def compile_cache_counts() -> tuple[int, int]:
    """(hits, misses) of inductor's on-disk graph cache in this process so far."""
    try:
        from torch._dynamo.utils import counters
    except ImportError:
        return 0, 0
    inductor: Mapping[str, int] = counters.get("inductor", {})
    return int(inductor.get("fxgraph_cache_hit", 0)), int(inductor.get("fxgraph_cache_miss", 0))


def compile_note(before: tuple[int, int], after: tuple[int, int], warmup_s: float) -> Message:
    """Why this compile's warm-up took as long as it did, from the cache's counters.

    The first compile of a model on a machine generates code and builds it with a C++
    compiler (tens of seconds; 59.9 s on the GPU check's CPU); later ones load it from
    inductor's on-disk cache (well under a second)."""
    hits, misses = after[0] - before[0], after[1] - before[1]
    if misses:
        why = QT_TRANSLATE_NOOP(
            "Modes",
            "torch.compile generated and built new code (nothing for this model in its "
            "on-disk cache yet); the next run loads it from the cache and starts far faster",
        )
    elif hits:
        why = QT_TRANSLATE_NOOP(
            "Modes", "torch.compile loaded code compiled before from its on-disk cache"
        )
    else:
        why = QT_TRANSLATE_NOOP(
            "Modes", "torch.compile reused code compiled earlier in this session"
        )
    return message(
        QT_TRANSLATE_NOOP(
            "Modes",
            "The warm-up ({seconds:.2f} s, not in the time per epoch) includes compiling: {why}.",
        ),
        seconds=warmup_s,
        why=why,
    )
