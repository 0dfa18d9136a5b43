"""What a run reports: its progress batches and its result.

No torch here: the window, the run store and the lesson steps read them before PyTorch has
loaded (``core.training.loop`` and ``core.training.trainer`` make them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from core.hardware import other_programs
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.training.config import TrainConfig

PROGRESS_INTERVAL_S = 1 / 20
"""Progress reaches the caller at most this often (20 Hz: the plot's rate; every wake-up of
the GUI thread takes a core from training on a 2-core laptop)."""


@dataclass
class TrainProgress:
    """A batch of progress: the epochs done so far and the losses recorded since the last batch."""

    epoch: int
    epochs: int
    elapsed_s: float
    new_epochs: list[int]
    new_losses: list[float]


ProgressHook = Callable[[TrainProgress], None]
StopHook = Callable[[], bool]


@dataclass
class TrainResult:
    """What a run measured. Times are in seconds and were taken after a device sync."""

    config: TrainConfig
    status: str  # "finished", "cancelled" or "diverged"
    message: Message
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
    first_loss: float | None = None
    """The first epoch's loss (read to judge divergence, whatever the record interval)."""
    diverged_at: int | None = None
    """The first epoch over the divergence limit, when the status is "diverged"."""
    divergence_syncs: int = 0
    """Of ``host_syncs``, those made only to watch for divergence: a progress batch (≤ 20 a
    second) in which nothing was recorded reads the loss once. The others: one after the
    first epoch, one per printed line, and the records' (one each, or one per batch when
    deferred)."""
    others_cores: float = 0.0
    """Logical CPUs other programs kept busy while the loop ran (core.hardware.other_programs)."""

    @property
    def crowded(self) -> bool:
        """Other programs took cores the run's threads needed: its times are unreliable."""
        return other_programs.crowded(self.others_cores, self.cpu_threads)

    @property
    def us_per_epoch(self) -> float:
        """Mean time per epoch in microseconds after the first (warm-up) epoch: compiling,
        capturing a graph and lazy initialisation are warm-up, reported apart."""
        if self.epochs_completed > 1:
            return 1e6 * (self.train_s - self.warmup_s) / (self.epochs_completed - 1)
        return 1e6 * self.train_s if self.epochs_completed else 0.0

    @property
    def compute_s(self) -> float:
        """Training time spent neither waiting for the device nor printing."""
        return max(self.train_s - self.sync_s - self.print_s, 0.0)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["message"] = str(self.message)
        data["us_per_epoch"] = self.us_per_epoch
        data["compute_s"] = self.compute_s
        data["crowded"] = self.crowded
        return data


SYNC_SOURCES = QT_TRANSLATE_NOOP(
    "Training",
    "{count:,}: {first} after the first epoch; {records:,} for records; {prints:,} for "
    "printed lines; {checks:,} to watch for divergence",
)


def other_programs_said(result: TrainResult) -> Message:
    """Other programs' CPU use while the run trained, and whether it makes its times
    unreliable (they crowded its CPU threads)."""
    if result.crowded:
        template = QT_TRANSLATE_NOOP(
            "Training",
            "{cores:.1f} of {cpus} cores: they crowded this run's CPU threads, so its times "
            "are unreliable *",
        )
    else:
        template = QT_TRANSLATE_NOOP("Training", "{cores:.1f} of {cpus} cores")
    return message(template, cores=result.others_cores, cpus=other_programs.logical_cpus())


def crowded_note(result: TrainResult) -> Message:
    """Beside a crowded run's marked numbers: why they are unreliable."""
    template = QT_TRANSLATE_NOOP(
        "Training",
        "* {device}: other programs used {cores:.1f} of {cpus} cores while it trained, "
        "crowding its CPU threads: its times are unreliable.",
    )
    return message(
        template,
        device=result.config.device,
        cores=result.others_cores,
        cpus=other_programs.logical_cpus(),
    )


def sync_sources(result: TrainResult) -> Message:
    """Where a run's host syncs came from: the first epoch's loss, the records, the printed
    lines and the divergence watch (what the homework asks about, counted apart)."""
    first = min(result.host_syncs, 1)
    records = max(result.host_syncs - first - result.prints - result.divergence_syncs, 0)
    return message(
        SYNC_SOURCES,
        count=result.host_syncs,
        first=first,
        records=records,
        prints=result.prints,
        checks=result.divergence_syncs,
    )
