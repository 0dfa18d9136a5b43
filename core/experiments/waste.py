"""The lesson's third reason as a number (性能浪费: a GPU far too big for the work): the
arithmetic a run of the lesson's network did per second, against the most the same device
reached on the Throughput page's matrix multiply. Both are measurements; no spec sheet.

FLOPs are counted as one multiply-add = 2 FLOPs over the work the lesson's epoch does on
its full batch: the two linear layers forward, twice that backward (the gradients of the
inputs and of the weights), the ReLU and the loss, and SGD's update of every weight.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message

if TYPE_CHECKING:
    from core.experiments.recorded import Recorded

LESSON_TRAIN_SAMPLES = 120
"""Iris split 80/20 (``core.lesson_model.lesson_split``): 120 flowers train."""
FEATURES, CLASSES = 4, 3


def epoch_flops(hidden: int, samples: int = LESSON_TRAIN_SAMPLES) -> int:
    """Floating-point operations in one full-batch epoch of the lesson's MLP and SGD."""
    weights = FEATURES * hidden + hidden * CLASSES
    parameters = weights + hidden + CLASSES
    forward = 2 * samples * weights + samples * (hidden + CLASSES)  # matmuls, biases
    backward = 2 * forward  # gradients of the inputs and of the weights
    elementwise = samples * hidden * 2 + samples * CLASSES * 5  # ReLU and its gradient, loss
    return forward + backward + elementwise + 2 * parameters  # SGD: w -= lr * grad


@dataclass(frozen=True)
class Waste:
    """How much of a device a run used: its rate against the device's measured peak."""

    device: str
    achieved_gflops: float
    peak_gflops: float

    @property
    def share(self) -> float:
        """The fraction of the peak the run used (0.0002 is 0.02 %)."""
        return self.achieved_gflops / self.peak_gflops if self.peak_gflops > 0 else 0.0


def run_waste(device: str, hidden: int, us_per_epoch: float, peak_gflops: float) -> Waste | None:
    """A run's waste from its time per epoch after warm-up; None without a time or a peak."""
    if us_per_epoch <= 0 or peak_gflops <= 0:
        return None
    achieved = epoch_flops(hidden) / (us_per_epoch * 1e-6) / 1e9
    return Waste(device, achieved, peak_gflops)


def fastest(measurements: Iterable, device: str, case: str) -> float | None:
    """The best rate a Throughput case reached on ``device`` ("matmul": its peak GFLOP/s;
    "host→device": its fastest copy), or None where it was not measured."""
    rates = [m.rate for m in measurements if m.device == device and m.case == case]
    return max(rates, default=None)


def waste_line(waste: Waste) -> Message:
    """ "cuda:0 used 0.02 % of what it can do: …" in the lesson's words."""
    return message(
        QT_TRANSLATE_NOOP(
            "Waste",
            "{device} used {percent} of what it can do: the lesson's network ran at "
            "{achieved} GFLOP/s, its matrix multiply reached {peak:,.0f} GFLOP/s on the "
            "Throughput page (the lesson's wasted performance).",
        ),
        device=waste.device,
        percent=percent_text(waste.share),
        achieved=f"{waste.achieved_gflops:.3g}",
        peak=waste.peak_gflops,
    )


def percent_text(share: float) -> str:
    """A small share with the digits that matter: 0.02 %, 1.3 %, 45 %."""
    percent = share * 100
    return f"{percent:.2g} %" if percent < 10 else f"{percent:.0f} %"


NO_PEAK = QT_TRANSLATE_NOOP(
    "Waste",
    "Run the Throughput page to see how much of each device this run used (the lesson's "
    "wasted performance: its matrix multiply measures what the device can do).",
)


def waste_lines(runs: Iterable, peaks: dict[str, float]) -> list[Message | Text]:
    """A sentence per finished run whose device has a measured peak; where none has one,
    where to measure it. ``runs``: TrainResults (the race's, a training run)."""
    finished = [run for run in runs if run.status == "finished"]
    wastes = [
        run_waste(run.config.device, run.config.hidden, run.us_per_epoch, peak)
        for run in finished
        if (peak := peaks.get(run.config.device)) is not None
    ]
    lines: list[Message | Text] = [waste_line(w) for w in wastes if w is not None]
    if finished and not lines:
        lines.append(NO_PEAK)
    return lines


def recorded_waste(recorded: Recorded) -> list[Waste]:
    """The same for a recorded machine: its recorded runs of the lesson's plain loop
    against the matrix multiply it recorded, device by device (roles "cpu", "gpu", as
    the device); none where it recorded no peak (the lesson's own machine)."""
    peaks: dict[str, float] = {}
    for row in recorded.throughput:
        if row.get("case") == "matmul" and row.get("role") in ("cpu", "gpu"):
            peaks[row["role"]] = max(peaks.get(row["role"], 0.0), float(row["rate"]))
    wastes = []
    for role, peak in peaks.items():
        run = recorded.run(role)
        waste = None if run is None else run_waste(role, 10, run.us_per_epoch, peak)
        if waste is not None:
            wastes.append(waste)
    return wastes


def recorded_waste_line(recorded: Recorded, waste: Waste) -> Message:
    """How much of a recorded device the lesson's run used, with where it was recorded."""
    from core.experiments.recorded import short_name

    run = recorded.run(waste.device)
    return message(
        QT_TRANSLATE_NOOP(
            "Waste",
            "{device} used {percent} of what it can do ({achieved} GFLOP/s against "
            "{peak:,.0f} GFLOP/s), {where}.",
        ),
        device=short_name(run.device_name) if run else waste.device,
        percent=percent_text(waste.share),
        achieved=f"{waste.achieved_gflops:.3g}",
        peak=waste.peak_gflops,
        where=recorded.provenance(),
    )
