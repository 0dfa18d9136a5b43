"""What a training run is asked to do: the lesson's settings, their ranges and the modes."""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.errors import ZERO_MEANS_NEVER, ConfigError, check_choice, check_int
from core.hardware.device_forms import DEVICE_FORMS, is_device_form
from core.i18n import QT_TRANSLATE_NOOP, Message, Text
from core.training.cpu_threads import AUTO, ThreadSetting, check_threads

EPOCHS_RANGE = (1, 10_000_000)
HIDDEN_RANGE = (1, 65_536)
RECORD_EVERY_RANGE = (0, 10_000_000)
PRINT_EVERY_RANGE = (0, 10_000_000)
MODES = ("plain", "deferred", "compile", "cuda_graph")
ANATOMY_MODES = ("plain", "cuda_graph")
"""The modes an epoch's anatomy compares: the lesson's loop, and the fix (its step replayed
as one CUDA graph)."""
MODE_TITLES = {
    "plain": QT_TRANSLATE_NOOP("Training", "plain (the lesson's loop)"),
    "deferred": QT_TRANSLATE_NOOP("Training", "deferred sync"),
    "compile": "torch.compile",
    "cuda_graph": QT_TRANSLATE_NOOP("Training", "CUDA graph"),
}
"""Each mode's title (translated where the window shows it, in the "Training" context)."""
SEED_RANGE = (0, 2**31 - 1)


@dataclass(frozen=True)
class TrainConfig:
    """The lesson's settings: 20,000 full-batch epochs of SGD(lr=0.01) on a 4-10-3 MLP."""

    device: str = "cpu"
    epochs: int = 20_000
    lr: float = 0.01
    hidden: int = 10
    record_every: int = 200
    seed: int = 42
    mode: str = "plain"
    print_every: int = 0
    """Print "Epoch [e/N], Loss: x" every K epochs as the lesson does (0 = never)."""
    threads: ThreadSetting = AUTO
    """CPU threads for torch's ops: "auto" (chosen for the work, core.training.cpu_threads)
    or 1 … N."""

    def validated(self, devices: list[str] | None = None) -> TrainConfig:
        """Return self, or raise ConfigError naming the first bad field and its allowed range."""
        check_int("epochs", self.epochs, EPOCHS_RANGE)
        is_number = isinstance(self.lr, (int, float)) and not isinstance(self.lr, bool)
        if not (is_number and math.isfinite(self.lr) and self.lr > 0):
            raise ConfigError(
                "lr",
                QT_TRANSLATE_NOOP("Errors", "{field} must be a finite number > 0 (got {value!r})"),
                value=self.lr,
            )
        check_int("hidden", self.hidden, HIDDEN_RANGE)
        check_int("record_every", self.record_every, RECORD_EVERY_RANGE, ZERO_MEANS_NEVER)
        check_int("seed", self.seed, SEED_RANGE)
        check_int("print_every", self.print_every, PRINT_EVERY_RANGE, ZERO_MEANS_NEVER)
        check_threads(self.threads)
        if devices is None:  # torch, only where the caller did not say which exist
            from core.hardware.devices import available_devices

            devices = available_devices()
        if not is_device_form(self.device):  # a typo ("gpu", "cuda0"): the forms say more
            check_choice("device", self.device, DEVICE_FORMS)
        check_choice("device", self.device, devices)
        check_choice("mode", self.mode, MODES)
        check_mode_here(self.mode, self.device)
        if self.mode == "cuda_graph" and self.print_every:
            raise ConfigError(
                "print_every",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{field} must be 0 in the CUDA-graph mode: each printed line would stop "
                    "the graph for a sync",
                ),
            )
        return self


def check_mode_here(mode: str, device: str) -> None:
    """Raise ConfigError naming the mode field when ``mode`` cannot run on ``device`` here."""
    reason = mode_unavailable(mode, device)
    if reason is not None:
        raise ConfigError(
            "mode",
            QT_TRANSLATE_NOOP("Errors", "{field} “{title}” is not available here: {reason}"),
            title=MODE_TITLES[mode],
            reason=reason,
        )


def mode_unavailable(mode: str, device: str) -> Text | Message | None:
    """Why ``mode`` cannot run on ``device`` here, or None when it can."""
    if mode == "cuda_graph" and not device.startswith("cuda"):
        return QT_TRANSLATE_NOOP("Modes", "CUDA graphs need an NVIDIA GPU (a cuda:N device)")
    if mode == "compile":
        from core.training.compile_check import compile_unavailable

        return compile_unavailable(device)
    return None
