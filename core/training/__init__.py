"""The Training tab's domain: the lesson's run on a device, and every run kept.

``trainer`` is the one train function (the lesson's data and MLP, the config, the result);
``cuda_graph`` and ``compile_check`` are two of its modes; ``threads`` chooses and sets the
CPU threads; ``run_store`` and ``recording`` keep every run on disk, ``history`` reads them
back. The experiments built on it are ``core.experiments``. The names promised to callers
are here.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from core.errors import ConfigError
from core.training.config import (
    EPOCHS_RANGE,
    HIDDEN_RANGE,
    MODE_TITLES,
    MODES,
    PRINT_EVERY_RANGE,
    RECORD_EVERY_RANGE,
    SEED_RANGE,
    TrainConfig,
    mode_unavailable,
)
from core.training.run_reports import PROGRESS_INTERVAL_S, TrainProgress, TrainResult

if TYPE_CHECKING:
    from core.lesson_model import MLP, lesson_split
    from core.training.trainer import train

NEEDS_TORCH = {
    "MLP": "core.lesson_model",
    "lesson_split": "core.lesson_model",
    "train": "core.training.trainer",
}
"""Names whose modules import torch (about 2 s): loaded when first asked for, so that a
command that only reads settings (``--help``, ``runs``) never pays for it."""


def __getattr__(name: str) -> object:
    if name in NEEDS_TORCH:
        return getattr(import_module(NEEDS_TORCH[name]), name)
    raise AttributeError(f"module 'core.training' has no attribute {name!r}")


__all__ = [
    "EPOCHS_RANGE",
    "HIDDEN_RANGE",
    "MLP",
    "MODES",
    "MODE_TITLES",
    "PRINT_EVERY_RANGE",
    "PROGRESS_INTERVAL_S",
    "RECORD_EVERY_RANGE",
    "SEED_RANGE",
    "ConfigError",
    "TrainConfig",
    "TrainProgress",
    "TrainResult",
    "lesson_split",
    "mode_unavailable",
    "train",
]
