"""The lesson's iris MLP and one train function shared by the GUI worker and the CLI.

The loop is the lesson's own (full batch, ``CrossEntropyLoss``, ``SGD``); the only
additions are a clock check per epoch for batched progress and cooperative cancel,
and honest timing: the device is synchronized before every clock reading that is
reported, and the first epoch (warm-up) is reported apart.

Modes change how the loop talks to the device, never what it computes:
``plain`` is the lesson's (``loss.item()`` on each recorded epoch, a sync each time);
``deferred`` keeps the recorded losses on the device and brings them back in one chunk per
progress batch; ``compile`` runs the model through ``torch.compile``; ``cuda_graph``
captures the whole training step once and replays it (``core.cuda_graph``).
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import TextIO

import numpy as np
import torch
from torch import nn, optim

from core.devices import available_devices, device_display_name, synchronize
from core.errors import ConfigError, check_int
from core.threads import AUTO, ThreadSetting, check_threads, resolve_threads, using_threads

EPOCHS_RANGE = (1, 10_000_000)
HIDDEN_RANGE = (1, 65_536)
RECORD_EVERY_RANGE = (0, 10_000_000)
PRINT_EVERY_RANGE = (0, 10_000_000)
MODES = ("plain", "deferred", "compile", "cuda_graph")
MODE_TITLES = {
    "plain": "plain (the lesson's loop)",
    "deferred": "deferred sync",
    "compile": "torch.compile",
    "cuda_graph": "CUDA graph (experimental)",
}
SEED_RANGE = (0, 2**31 - 1)
PROGRESS_INTERVAL_S = 1 / 20
"""Progress reaches the caller at most this often (20 Hz: the plot's rate; every wake-up of
the GUI thread takes a core from training on a 2-core laptop)."""
DIVERGENCE_FACTOR = 100.0
"""A loss this many times its first-epoch value (or NaN/inf) means the run diverged."""


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
    """CPU threads for torch's ops: "auto" (chosen for the work, core.threads) or 1 … N."""

    def validated(self, devices: list[str] | None = None) -> TrainConfig:
        """Return self, or raise ConfigError naming the first bad field and its allowed range."""
        check_int("epochs", self.epochs, EPOCHS_RANGE)
        is_number = isinstance(self.lr, (int, float)) and not isinstance(self.lr, bool)
        if not (is_number and math.isfinite(self.lr) and self.lr > 0):
            raise ConfigError("lr", f"lr must be a finite number > 0 (got {self.lr!r})")
        check_int("hidden", self.hidden, HIDDEN_RANGE)
        check_int("record_every", self.record_every, RECORD_EVERY_RANGE, "0 = never")
        check_int("seed", self.seed, SEED_RANGE)
        check_int("print_every", self.print_every, PRINT_EVERY_RANGE, "0 = never")
        check_threads(self.threads)
        devices = available_devices() if devices is None else devices
        if self.device not in devices:
            raise ConfigError(
                "device",
                f"device must be one of {', '.join(devices)} (got {self.device!r})",
            )
        if self.mode not in MODES:
            raise ConfigError("mode", f"mode must be one of {', '.join(MODES)} (got {self.mode!r})")
        reason = mode_unavailable(self.mode, self.device)
        if reason is not None:
            raise ConfigError("mode", f"mode {self.mode} is not available here: {reason}")
        if self.mode == "cuda_graph" and self.print_every:
            raise ConfigError(
                "print_every",
                "print_every must be 0 in the CUDA-graph mode: each printed line would stop "
                "the graph for a sync",
            )
        return self


def mode_unavailable(mode: str, device: str) -> str | None:
    """Why ``mode`` cannot run on ``device`` here, or None when it can."""
    if mode == "cuda_graph" and not device.startswith("cuda"):
        return "CUDA graphs need an NVIDIA GPU (a cuda:N device)"
    if mode == "compile":
        from core.compile_check import compile_unavailable

        return compile_unavailable(device)
    return None


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
    """The CPU threads torch's ops used, read in the thread that trained."""
    torch_version: str
    setup_s: float
    """Moving the data and the model to the device (not part of the training time)."""
    train_s: float
    """The whole training loop, warm-up included, synchronized at the end."""
    warmup_s: float
    """The first epoch alone: allocations, kernel selection, lazy initialisation; in the
    compile mode also the compiling, in the CUDA-graph mode the warm-up steps and capture."""
    host_syncs: int
    """How many times the loop waited for the device (``loss.item()`` or a chunk read)."""
    sync_s: float
    """Time spent in those waits, measured around each one."""
    prints: int
    print_s: float
    """Time spent formatting and writing the printed lines."""
    final_loss: float | None
    test_accuracy: float | None
    recorded_epochs: list[int] = field(default_factory=list)
    recorded_losses: list[float] = field(default_factory=list)

    @property
    def us_per_epoch(self) -> float:
        """Mean time per epoch in microseconds, warm-up included."""
        return 1e6 * self.train_s / self.epochs_completed if self.epochs_completed else 0.0

    @property
    def compute_s(self) -> float:
        """Training time spent neither waiting for the device nor printing."""
        return max(self.train_s - self.sync_s - self.print_s, 0.0)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["us_per_epoch"] = self.us_per_epoch
        data["compute_s"] = self.compute_s
        return data


ProgressHook = Callable[[TrainProgress], None]
StopHook = Callable[[], bool]


class _Bookkeeping:
    """What one run recorded, and what its waits for the device and its prints cost."""

    def __init__(self, config: TrainConfig, sink: TextIO | None) -> None:
        self.config = config
        self.sink = sink
        self.epochs: list[int] = []
        self.losses: list[float] = []
        self.sent = 0
        self.syncs = 0
        self.sync_s = 0.0
        self.prints = 0
        self.print_s = 0.0
        self.pending: list[torch.Tensor] = []
        """Deferred losses still on the device, one per recorded epoch since the last flush."""
        self.flushed_up_to = 0
        """The last epoch whose deferred loss has come back."""

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


def train(
    config: TrainConfig,
    on_progress: ProgressHook | None = None,
    should_stop: StopHook | None = None,
    print_to: TextIO | None = None,
) -> TrainResult:
    """Train the lesson's MLP as configured; report progress at ≤ 20 Hz and honour should_stop.

    A loss is read back from the device after the first epoch, on the epochs the record
    interval asks for (``plain``: one ``loss.item()`` each; ``deferred``: one read per
    progress batch for all of them), and once per progress batch in which nothing was
    read, to notice divergence. A loss that is NaN, infinite or over DIVERGENCE_FACTOR
    times the first one ends the run with status "diverged". Printed lines go to
    ``print_to`` (os.devnull when None). torch's ops run on ``config.threads`` CPU threads
    in the calling thread (``auto``: chosen for the work); the result says how many.
    """
    config.validated()
    rows = len(lesson_split()[0])
    with using_threads(resolve_threads(config.threads, rows, max(config.hidden, 4))):
        if config.print_every and print_to is None:
            with open(os.devnull, "w") as sink:
                return _train(config, on_progress, should_stop, sink)
        return _train(config, on_progress, should_stop, print_to)


def _train(
    config: TrainConfig,
    on_progress: ProgressHook | None,
    should_stop: StopHook | None,
    sink: TextIO | None,
) -> TrainResult:
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

    books = _Bookkeeping(config, sink)
    if config.mode == "cuda_graph":
        from core.cuda_graph import run_graph_loop

        loop = run_graph_loop(
            config, books, model, criterion, optimizer, x_train, y_train, on_progress, should_stop
        )
    else:
        loop = _run_loop(
            config, books, model, criterion, optimizer, x_train, y_train, on_progress, should_stop
        )
    status, message, epoch, warmup_s, train_s, loss = loop
    final_loss = loss.item()  # after the clock stopped: not one of the run's syncs
    accuracy = None
    if status != "diverged":
        with torch.no_grad():
            predicted = model(x_test).argmax(dim=1)
            accuracy = (predicted == y_test).float().mean().item()
    if on_progress is not None:
        on_progress(books.progress(epoch, train_s))
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
        host_syncs=books.syncs,
        sync_s=books.sync_s,
        prints=books.prints,
        print_s=books.print_s,
        final_loss=final_loss,
        test_accuracy=accuracy,
        recorded_epochs=books.epochs,
        recorded_losses=books.losses,
    )


LoopOutcome = tuple[str, str, int, float, float, torch.Tensor]
"""(status, message, epochs done, warm-up seconds, training seconds, last loss tensor)."""


def _run_loop(
    config: TrainConfig,
    books: _Bookkeeping,
    model: nn.Module,
    criterion: nn.Module,
    optimizer: optim.Optimizer,
    x_train: torch.Tensor,
    y_train: torch.Tensor,
    on_progress: ProgressHook | None,
    should_stop: StopHook | None,
) -> LoopOutcome:
    """The lesson's loop, in the plain, deferred or compile mode."""
    device = x_train.device
    deferred = config.mode == "deferred"
    forward = torch.compile(model) if config.mode == "compile" else model
    record_every, print_every = config.record_every, config.print_every
    keep = books.pending.append  # deferred: one list append per recorded epoch, no sync
    status, message = "finished", ""
    warmup_s = 0.0
    loss_limit = math.inf
    epoch = 0

    start = time.perf_counter()
    next_report = start + PROGRESS_INTERVAL_S
    for epoch in range(1, config.epochs + 1):
        outputs = forward(x_train)
        loss = criterion(outputs, y_train)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        if epoch == 1:
            synchronize(device)
            warmup_s = time.perf_counter() - start
            loss_limit = DIVERGENCE_FACTOR * books.read(loss)
        value = None
        if record_every and epoch % record_every == 0:
            if deferred:
                keep(loss.detach())
            else:
                value = books.record(epoch, loss)
        if print_every and epoch % print_every == 0:
            books.print_loss(epoch, loss)
        now = time.perf_counter()
        report_due = now >= next_report
        diverged_at = epoch
        if report_due:
            if books.pending:
                bad = books.cut_at_divergence(books.flush(epoch), loss_limit)
                if bad is not None:
                    diverged_at, value = bad
            elif value is None and len(books.epochs) == books.sent:
                value = books.read(loss)  # nothing recorded in this batch: check anyway
        if value is not None and not value <= loss_limit:  # also true for NaN
            status = "diverged"
            message = _diverged_message(diverged_at, value, loss_limit, config, noticed_at=epoch)
            break
        if report_due:
            next_report = now + PROGRESS_INTERVAL_S
            if on_progress is not None:
                on_progress(books.progress(epoch, now - start))
            if should_stop is not None and should_stop():
                status, message = "cancelled", cancelled_message(epoch)
                break

    synchronize(device)
    train_s = time.perf_counter() - start
    if books.pending and status != "diverged":
        bad = books.cut_at_divergence(books.flush(epoch), loss_limit)
        if bad is not None:
            status = "diverged"
            message = _diverged_message(*bad, loss_limit, config, noticed_at=epoch)
    return status, message, epoch, warmup_s, train_s, loss


def cancelled_message(epoch: int) -> str:
    return f"Stopped by the user after {epoch:,} epochs."


def _diverged_message(
    epoch: int, value: float, loss_limit: float, config: TrainConfig, noticed_at: int = 0
) -> str:
    first_loss = loss_limit / DIVERGENCE_FACTOR
    if math.isfinite(value):
        what = f"the loss reached {value:.3g}, over {DIVERGENCE_FACTOR:g}× its first value"
        what += f" {first_loss:.3g}"
    else:
        what = f"the loss became {value}"
    noticed = (
        f" (noticed at epoch {noticed_at:,}, when the losses kept on the device came back)"
        if noticed_at > epoch
        else ""
    )
    return (
        f"Training diverged at epoch {epoch:,}{noticed}: {what}. The learning rate "
        f"{config.lr:g} is too large; try 0.01 (the lesson's value)."
    )
