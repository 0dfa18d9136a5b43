"""What both training loops share: progress, bookkeeping, how a loop ends and why.

The plain loop (``core.training.trainer``) and the CUDA-graph loop
(``core.training.cuda_graph``) both import this module, and neither imports the other.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TextIO

import torch
from torch import nn, optim

from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.training.config import TrainConfig
from core.training.run_reports import (
    ProgressHook,
    StopHook,
    TrainProgress,
)

DIVERGENCE_FACTOR = 100.0
"""A loss this many times its first-epoch value (or NaN/inf) means the run diverged."""


class Bookkeeping:
    """What one run recorded, and what its waits for the device and its prints cost."""

    def __init__(self, config: TrainConfig, sink: TextIO | None) -> None:
        self.config = config
        self.sink = sink
        self.epochs: list[int] = []
        self.losses: list[float] = []
        self.sent = 0
        self.syncs = 0
        self.sync_s = 0.0
        self.divergence_syncs = 0
        """Syncs made only to watch for divergence (a progress batch that recorded nothing)."""
        self.prints = 0
        self.print_s = 0.0
        self.pending: list[torch.Tensor] = []
        """Deferred losses still on the device, one per recorded epoch since the last flush."""
        self.flushed_up_to = 0
        """The last epoch whose deferred loss has come back."""
        self.first_loss: float | None = None
        """The first epoch's loss: the reference that divergence is judged against."""

    def read(self, loss: torch.Tensor) -> float:
        """``loss.item()``: the device finishes its queue and sends one number back."""
        start = time.perf_counter()
        value = loss.item()
        self.sync_s += time.perf_counter() - start
        self.syncs += 1
        return value

    def record(self, epoch: int, loss: torch.Tensor) -> float:
        value = self.read(loss)
        self.epochs.append(epoch)
        self.losses.append(value)
        return value

    def flush(self, epoch: int) -> int:
        """Bring the deferred losses of the epochs up to ``epoch`` back, with one sync.

        Returns where the chunk starts in ``losses`` (for ``cut_at_divergence``).
        """
        start_index = len(self.losses)
        if not self.pending:
            return start_index
        every = self.config.record_every
        first = self.flushed_up_to // every * every + every
        epochs = list(range(first, epoch + 1, every))
        self.flushed_up_to = epoch
        start = time.perf_counter()
        values = torch.stack(self.pending).tolist()
        self.sync_s += time.perf_counter() - start
        self.syncs += 1
        self.add_chunk(epochs, values)
        self.pending.clear()  # the same list: the loop holds its append
        return start_index

    def cut_at_divergence(self, start_index: int, loss_limit: float) -> tuple[int, float] | None:
        """The first (epoch, loss) from ``start_index`` on over the limit (or NaN), if any.

        The curve is cut after it, so that it ends where the plain loop's would.
        """
        for index in range(start_index, len(self.losses)):
            value = self.losses[index]
            if not value <= loss_limit:
                epoch = self.epochs[index]
                del self.epochs[index + 1 :], self.losses[index + 1 :]
                self.sent = min(self.sent, len(self.epochs))
                return epoch, value
        return None

    def add_chunk(self, epochs: list[int], values: list[float]) -> None:
        self.epochs.extend(epochs)
        self.losses.extend(values)

    def print_loss(self, epoch: int, loss: torch.Tensor) -> None:
        """The lesson's print, which calls ``loss.item()`` itself (a sync of its own)."""
        value = self.read(loss)
        start = time.perf_counter()
        print(f"Epoch [{epoch}/{self.config.epochs}], Loss: {value:.4f}", file=self.sink)
        self.print_s += time.perf_counter() - start
        self.prints += 1

    def progress(self, epoch: int, elapsed_s: float) -> TrainProgress:
        batch = TrainProgress(
            epoch, self.config.epochs, elapsed_s, self.epochs[self.sent :], self.losses[self.sent :]
        )
        self.sent = len(self.epochs)
        return batch


@dataclass
class LoopInputs:
    """What a training loop works on: the same for the plain loop and the CUDA-graph loop."""

    config: TrainConfig
    books: Bookkeeping
    model: nn.Module
    criterion: nn.Module
    optimizer: optim.Optimizer
    x_train: torch.Tensor
    y_train: torch.Tensor
    on_progress: ProgressHook | None
    should_stop: StopHook | None


@dataclass
class LoopOutcome:
    """How a loop ended, and what the trainer's result needs of it."""

    status: str
    """"finished", "cancelled" or "diverged"."""
    message: Message | None
    """Why the loop ended early; None when it ran every epoch."""
    epochs: int
    warmup_s: float
    train_s: float
    loss: torch.Tensor
    """The last epoch's loss, still on the device."""
    diverged_at: int | None = None
    """The first epoch whose loss was over the limit (or NaN), when the run diverged."""
    others_cores: float = 0.0
    """Logical CPUs other programs kept busy while the loop ran."""


def cancelled_message(epoch: int) -> Message:
    return message(
        QT_TRANSLATE_NOOP("Training", "Stopped by the user after {epochs:,} epochs."), epochs=epoch
    )


def diverged_message(
    epoch: int, value: float, loss_limit: float, config: TrainConfig, noticed_at: int = 0
) -> Message:
    """Where and how the loss ran away, and what to change (the learning rate)."""
    if math.isfinite(value):
        what = message(
            QT_TRANSLATE_NOOP(
                "Training",
                "the loss reached {value:.3g}, over {factor:g}× its first value {first:.3g}",
            ),
            value=value,
            factor=DIVERGENCE_FACTOR,
            first=loss_limit / DIVERGENCE_FACTOR,
        )
    else:
        what = message(QT_TRANSLATE_NOOP("Training", "the loss became {value}"), value=str(value))
    fields = {"epoch": epoch, "what": what, "lr": config.lr}
    if noticed_at > epoch:
        template = QT_TRANSLATE_NOOP(
            "Training",
            "Training diverged at epoch {epoch:,} (noticed at epoch {noticed:,}, when the losses "
            "kept on the device came back): {what}. The learning rate {lr:g} is too large; try "
            "0.01 (the lesson's value).",
        )
        return message(template, noticed=noticed_at, **fields)
    template = QT_TRANSLATE_NOOP(
        "Training",
        "Training diverged at epoch {epoch:,}: {what}. The learning rate {lr:g} is too large; "
        "try 0.01 (the lesson's value).",
    )
    return message(template, **fields)
