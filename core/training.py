"""The lesson's iris MLP and one train function shared by the GUI worker and the CLI.

The loop is the lesson's own (full batch, ``CrossEntropyLoss``, ``SGD``); the only
additions are a clock check per epoch for batched progress and cooperative cancel,
and honest timing: the device is synchronized before every clock reading that is
reported, and the first epoch (warm-up) is reported apart.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import lru_cache

import numpy as np
import torch
from torch import nn, optim

from core.devices import available_devices, device_display_name, synchronize

EPOCHS_RANGE = (1, 10_000_000)
HIDDEN_RANGE = (1, 65_536)
RECORD_EVERY_RANGE = (0, 10_000_000)
SEED_RANGE = (0, 2**31 - 1)
PROGRESS_INTERVAL_S = 1 / 30
"""Progress reaches the caller at most this often (≤ 30 Hz)."""
DIVERGENCE_FACTOR = 100.0
"""A loss this many times its first-epoch value (or NaN/inf) means the run diverged."""


class ConfigError(ValueError):
    """A training setting is out of range; ``field`` names it and starts the message."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field = field_name

    def naming(self, name: str) -> str:
        """The message with the field called ``name`` (a CLI flag or a form label)."""
        return name + str(self)[len(self.field) :]


@dataclass(frozen=True)
class TrainConfig:
    """The lesson's settings: 20,000 full-batch epochs of SGD(lr=0.01) on a 4-10-3 MLP."""

    device: str = "cpu"
    epochs: int = 20_000
    lr: float = 0.01
    hidden: int = 10
    record_every: int = 200
    seed: int = 42

    def validated(self, devices: list[str] | None = None) -> TrainConfig:
        """Return self, or raise ConfigError naming the first bad field and its allowed range."""
        _check_int("epochs", self.epochs, EPOCHS_RANGE)
        is_number = isinstance(self.lr, (int, float)) and not isinstance(self.lr, bool)
        if not (is_number and math.isfinite(self.lr) and self.lr > 0):
            raise ConfigError("lr", f"lr must be a finite number > 0 (got {self.lr!r})")
        _check_int("hidden", self.hidden, HIDDEN_RANGE)
        _check_int("record_every", self.record_every, RECORD_EVERY_RANGE, "0 = never")
        _check_int("seed", self.seed, SEED_RANGE)
        devices = available_devices() if devices is None else devices
        if self.device not in devices:
            raise ConfigError(
                "device",
                f"device must be one of {', '.join(devices)} (got {self.device!r})",
            )
        return self


def _check_int(name: str, value: object, bounds: tuple[int, int], note: str = "") -> None:
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        extra = f"; {note}" if note else ""
        raise ConfigError(
            name, f"{name} must be an integer from {low} to {high:,}{extra} (got {value!r})"
        )


class MLP(nn.Module):
    """The lesson's network: Linear(4, hidden) → ReLU → Linear(hidden, 3)."""

    def __init__(self, hidden: int = 10) -> None:
        super().__init__()
        self.fc1 = nn.Linear(4, hidden)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(hidden, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.fc1(x)
        out = self.relu(out)
        out = self.fc2(out)
        return out


@lru_cache(maxsize=1)
def lesson_split() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Iris split 80/20 with random_state=42, MinMaxScaler fitted on the training part."""
    from sklearn.datasets import load_iris
    from sklearn.model_selection import train_test_split
    from sklearn.preprocessing import MinMaxScaler

    iris = load_iris()
    x_train, x_test, y_train, y_test = train_test_split(
        iris.data, iris.target, test_size=0.2, random_state=42
    )
    scaler = MinMaxScaler()
    return scaler.fit_transform(x_train), scaler.transform(x_test), y_train, y_test


@dataclass
class TrainProgress:
    """A batch of progress: the epochs done so far and the losses recorded since the last batch."""

    epoch: int
    epochs: int
    elapsed_s: float
    new_epochs: list[int]
    new_losses: list[float]


@dataclass
class TrainResult:
    """What a run measured. Times are in seconds and were taken after a device sync."""

    config: TrainConfig
    status: str  # "finished", "cancelled" or "diverged"
    message: str
    epochs_completed: int
    device_name: str
    cpu_threads: int
    torch_version: str
    setup_s: float
    """Moving the data and the model to the device (not part of the training time)."""
    train_s: float
    """The whole training loop, warm-up included, synchronized at the end."""
    warmup_s: float
    """The first epoch alone: allocations, kernel selection, lazy initialisation."""
    host_syncs: int
    """How many times the loop waited for the device (``loss.item()``)."""
    final_loss: float | None
    test_accuracy: float | None
    recorded_epochs: list[int] = field(default_factory=list)
    recorded_losses: list[float] = field(default_factory=list)

    @property
    def us_per_epoch(self) -> float:
        """Mean time per epoch in microseconds, warm-up included."""
        return 1e6 * self.train_s / self.epochs_completed if self.epochs_completed else 0.0

    def to_dict(self) -> dict:
        data = asdict(self)
        data["us_per_epoch"] = self.us_per_epoch
        return data


ProgressHook = Callable[[TrainProgress], None]
StopHook = Callable[[], bool]


def train(
    config: TrainConfig,
    on_progress: ProgressHook | None = None,
    should_stop: StopHook | None = None,
) -> TrainResult:
    """Train the lesson's MLP as configured; report progress at ≤ 30 Hz and honour should_stop.

    A loss is read back from the device (``loss.item()``, a sync) after the first epoch,
    on the epochs the record interval asks for, and once per progress batch in which
    nothing was recorded. A loss that is NaN, infinite or over DIVERGENCE_FACTOR times the
    first one ends the run with status "diverged".
    """
    config.validated()
    device = torch.device(config.device)
    torch.manual_seed(config.seed)

    x_train_np, x_test_np, y_train_np, y_test_np = lesson_split()
    if device.type != "cpu":  # start the CUDA/MPS context first: it is not data movement
        torch.empty(0, device=device)
        synchronize(device)
    setup_start = time.perf_counter()
    x_train = torch.FloatTensor(x_train_np).to(device)
    y_train = torch.LongTensor(y_train_np).to(device)
    x_test = torch.FloatTensor(x_test_np).to(device)
    y_test = torch.LongTensor(y_test_np).to(device)
    model = MLP(config.hidden).to(device)
    synchronize(device)
    setup_s = time.perf_counter() - setup_start
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=config.lr)  # the first one imports ~1 s

    record_every = config.record_every
    epochs_seen: list[int] = []
    losses_seen: list[float] = []
    sent = 0
    syncs = 0
    status, message = "finished", ""
    warmup_s = 0.0
    first_loss = loss_limit = math.inf
    epoch = 0

    start = time.perf_counter()
    next_report = start + PROGRESS_INTERVAL_S
    for epoch in range(1, config.epochs + 1):
        outputs = model(x_train)
        loss = criterion(outputs, y_train)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        if epoch == 1:
            synchronize(device)
            warmup_s = time.perf_counter() - start
            first_loss = loss.item()
            syncs += 1
            loss_limit = DIVERGENCE_FACTOR * first_loss
        value = None
        if record_every and epoch % record_every == 0:
            value = loss.item()
            syncs += 1
            epochs_seen.append(epoch)
            losses_seen.append(value)
        now = time.perf_counter()
        report_due = now >= next_report
        if report_due and value is None and len(epochs_seen) == sent:
            value = loss.item()  # nothing recorded in this batch: check for divergence anyway
            syncs += 1
        if value is not None and not value <= loss_limit:  # also true for NaN
            status, message = "diverged", _diverged_message(epoch, value, first_loss, config)
            break
        if report_due:
            next_report = now + PROGRESS_INTERVAL_S
            if on_progress is not None:
                on_progress(
                    TrainProgress(
                        epoch, config.epochs, now - start, epochs_seen[sent:], losses_seen[sent:]
                    )
                )
            sent = len(epochs_seen)
            if should_stop is not None and should_stop():
                status, message = "cancelled", f"Stopped by the user after {epoch:,} epochs."
                break

    synchronize(device)
    train_s = time.perf_counter() - start
    final_loss = loss.item()
    accuracy = None
    if status != "diverged":
        with torch.no_grad():
            predicted = model(x_test).argmax(dim=1)
            accuracy = (predicted == y_test).float().mean().item()
    if on_progress is not None:
        elapsed = time.perf_counter() - start
        on_progress(
            TrainProgress(epoch, config.epochs, elapsed, epochs_seen[sent:], losses_seen[sent:])
        )
    return TrainResult(
        config=config,
        status=status,
        message=message or f"Trained {epoch:,} epochs on {config.device}.",
        epochs_completed=epoch,
        device_name=device_display_name(config.device),
        cpu_threads=torch.get_num_threads(),
        torch_version=torch.__version__,
        setup_s=setup_s,
        train_s=train_s,
        warmup_s=warmup_s,
        host_syncs=syncs,
        final_loss=final_loss,
        test_accuracy=accuracy,
        recorded_epochs=epochs_seen,
        recorded_losses=losses_seen,
    )


def _diverged_message(epoch: int, value: float, first_loss: float, config: TrainConfig) -> str:
    if math.isfinite(value):
        what = f"the loss reached {value:.3g}, over {DIVERGENCE_FACTOR:g}× its first value"
        what += f" {first_loss:.3g}"
    else:
        what = f"the loss became {value}"
    return (
        f"Training diverged at epoch {epoch:,}: {what}. The learning rate {config.lr:g} "
        "is too large; try 0.01 (the lesson's value)."
    )
