"""The Training tab's domain: the lesson's run on a device, and every run kept.

``trainer`` is the one train function (the lesson's data and MLP, the config, the result);
``cuda_graph`` and ``compile_check`` are two of its modes; ``threads`` chooses and sets the
CPU threads; ``run_store`` and ``recording`` keep every run on disk, ``history`` reads them
back. The experiments built on it are ``core.experiments``. The names promised to callers
are here.
"""

from core.errors import ConfigError
from core.lesson_model import MLP, lesson_split
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
from core.training.loop import PROGRESS_INTERVAL_S, TrainProgress
from core.training.trainer import TrainResult, train

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
