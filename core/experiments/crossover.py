"""The crossover: grow the problem along one axis (samples, hidden width, batch) until the
GPU wins, and say where it does on this machine.

Shaped as a worker task like the race.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import partial

import numpy as np
import torch

from core.experiments import Report, ShouldStop
from core.experiments.crossover_axes import AXIS_TITLES, CROSSOVER_AXES
from core.experiments.disturbance import (
    falls,
    measured_again,
    steady,
    summarized,
    why_unreliable,
)
from core.experiments.timing import CrossoverPoint, synthetic_classes, time_epochs
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.training.cpu_threads import (
    AUTO,
    ThreadSetting,
    check_threads,
    resolve_threads,
    using_threads,
)

QUICK_AXES = {
    "samples": (150, 10_000, 100_000),
    "hidden": (10, 256, 2048),
    "batch": (128, 2048, 65_536),
}
BATCH_AXIS_SAMPLES = 65_536
GROWING_AXES = ("samples", "hidden")
"""Axes along which each epoch's work grows: a device's time per epoch must grow too (the
batch axis keeps the work and takes fewer, larger steps)."""
STEP = QT_TRANSLATE_NOOP("Experiments", "{device} at {value:,} {unit}")
"""A step of the crossover, where a note says what disturbed it."""
AXIS_UNITS = {
    "samples": QT_TRANSLATE_NOOP("Experiments", "samples"),
    "hidden": QT_TRANSLATE_NOOP("Experiments", "hidden units"),
    "batch": QT_TRANSLATE_NOOP("Experiments", "samples per batch"),
}


@dataclass
class CrossoverResult:
    axis: str
    values: list[int]
    devices: list[str]
    points: list[CrossoverPoint] = field(default_factory=list)
    crossover: float | None = None
    """Where the GPU's curve crosses under the CPU's; None when it does not in range."""
    conclusion: list[Message | Text] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        return asdict(self)

    def reliable(self, device: str) -> dict[int, float]:
        """Seconds per epoch at each step ``device`` was measured undisturbed."""
        return {
            p.value: p.seconds_per_epoch
            for p in self.points
            if p.device == device and not p.unreliable
        }

    def paired(self, gpu: str) -> list[tuple[int, float, float]]:
        """(step, GPU seconds, CPU seconds) where both were measured undisturbed, in order."""
        cpu, other = self.reliable("cpu"), self.reliable(gpu)
        return [
            (value, other[value], cpu[value])
            for value in self.values
            if value in cpu and value in other
        ]


def crossover(
    axis: str,
    devices: list[str],
    values: tuple[int, ...] | None = None,
    min_seconds: float = 0.2,
    report: Report | None = None,
    should_stop: ShouldStop | None = None,
    threads: ThreadSetting = AUTO,
) -> CrossoverResult:
    """Time one epoch on each device at each step of ``axis``; find where the GPU wins.

    ``threads``: the CPU threads for each step ("auto": chosen for its size).
    """
    if axis not in CROSSOVER_AXES:
        raise ValueError(f"axis must be one of {', '.join(CROSSOVER_AXES)} (got {axis!r})")
    check_threads(threads)
    steps = values or CROSSOVER_AXES[axis]
    result = CrossoverResult(axis=axis, values=list(steps), devices=list(devices))
    measures: dict[tuple[int, str], Callable[[], CrossoverPoint]] = {}
    for value in steps:
        problem = crossover_problem(axis, value)
        for device in devices:
            if should_stop is not None and should_stop():
                result.cancelled = True
                result.conclusion = crossover_conclusion(result)
                return result
            measures[value, device] = partial(
                _time_step, problem, value, device, threads, min_seconds
            )
            point = steady(measures[value, device])
            result.points.append(point)
            if report is not None:
                report(point)
    if axis in GROWING_AXES:
        _measure_falls_again(result, measures, report)
    result.crossover = find_crossover(result)
    result.conclusion = crossover_conclusion(result)
    return result


def _time_step(
    problem: tuple, value: int, device: str, threads: ThreadSetting, min_seconds: float
) -> CrossoverPoint:
    x, y, hidden, batch = problem
    with using_threads(resolve_threads(threads, batch or len(x), max(hidden, 4))):
        point = time_epochs(torch.device(device), x, y, hidden, batch, min_seconds)
    point.value = value
    return point


def _measure_falls_again(result: CrossoverResult, measures: dict, report: Report | None) -> None:
    """A step slower than the larger one after it was disturbed (its work is smaller): measure
    it again; one that still does not fit the curve is marked unreliable."""
    for device in result.devices:
        chosen = [p for p in result.points if p.device == device and not p.unreliable]
        for earlier, later in itertools.pairwise(chosen):
            if not falls(earlier.seconds_per_epoch, later.seconds_per_epoch):
                continue
            again = measured_again(
                earlier, measures[earlier.value, device], later.seconds_per_epoch
            )
            result.points[result.points.index(earlier)] = again
            if report is not None:
                report(again)


def crossover_problem(axis: str, value: int) -> tuple[np.ndarray, np.ndarray, int, int | None]:
    """(features, labels, hidden units, batch size or None for full batch) for one step."""
    if axis == "samples":
        x, y = synthetic_classes(value)
        return x, y, 10, None
    if axis == "hidden":
        from core.lesson_model import lesson_split

        x_train, _, y_train, _ = lesson_split()
        return x_train, y_train, value, None
    x, y = synthetic_classes(BATCH_AXIS_SAMPLES)
    return x, y, 10, value


def find_crossover(result: CrossoverResult) -> float | None:
    """The axis value where a GPU's time per epoch first drops below the CPU's.

    Interpolated in log–log space between the two steps around the crossing; None when
    there is no GPU, or its curve stays on one side of the CPU's in the range tried.
    """
    gpu = next((device for device in result.devices if device != "cpu"), None)
    if gpu is None or "cpu" not in result.devices:
        return None
    pairs = result.paired(gpu)
    values = [value for value, _, _ in pairs]
    gaps = [math.log(g / c) for _, g, c in pairs]
    for index in range(1, len(values)):
        if gaps[index - 1] >= 0 > gaps[index]:
            low, high = math.log(values[index - 1]), math.log(values[index])
            share = gaps[index - 1] / (gaps[index - 1] - gaps[index])
            return math.exp(low + share * (high - low))
    return None


BATCH_AXIS_NOTE = message(
    QT_TRANSLATE_NOOP(
        "Experiments",
        "Each epoch covers the same {samples:,} samples whatever the batch: a larger batch "
        "means fewer, larger steps per epoch ({samples:,} ÷ batch), the same work per epoch "
        "in fewer kernel launches and syncs.",
    ),
    samples=BATCH_AXIS_SAMPLES,
)
"""What grows when the batch grows: not the work, but the size of each step."""


def crossover_conclusion(result: CrossoverResult) -> list[Message | Text]:
    """Why a marked step is unreliable, then what the undisturbed steps show."""
    unit = AXIS_UNITS[result.axis]
    marks = summarized(
        [
            why_unreliable(p, message(STEP, device=p.device, value=p.value, unit=unit))
            for p in result.points
            if p.unreliable
        ],
        len(result.points),
    )
    lines = _crossover_verdict(result)
    return (
        [*marks, *lines, BATCH_AXIS_NOTE] if result.axis == "batch" and lines else [*marks, *lines]
    )


def _crossover_verdict(result: CrossoverResult) -> list[Message | Text]:
    title, unit = AXIS_TITLES[result.axis], AXIS_UNITS[result.axis]
    gpu = next((device for device in result.devices if device != "cpu"), None)
    if gpu is None:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "No GPU here: only the CPU's time per epoch was measured as the {title} grows. A "
            "GPU's time would start above the CPU's (launch and sync overheads) and fall below "
            "it where the work per epoch becomes large: the crossover.",
        )
        return [message(template, title=title)]
    paired = result.paired(gpu)
    if not paired:
        return [QT_TRANSLATE_NOOP("Experiments", "Too few points finished to compare.")]
    tried = [value for value, _, _ in paired]
    if result.crossover is not None:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "The GPU wins above ~{value:,.0f} {unit} on this machine: below that, its fixed "
            "costs per kernel launch outweigh its parallel cores.",
        )
        return [message(template, value=result.crossover, unit=unit)]
    pairs = [(g, c) for _, g, c in paired]
    if all(g < c for g, c in pairs):
        template = QT_TRANSLATE_NOOP(
            "Experiments", "{device} is faster at every step tried, from {value:,} {unit}."
        )
        return [message(template, device=gpu, value=tried[0], unit=unit)]
    if any(g < c for g, c in pairs):
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "{device} is faster at some steps and slower at others, not in one crossing: the "
            "timings here were noisy (another program busy?). Run it again.",
        )
        return [message(template, device=gpu)]
    template = QT_TRANSLATE_NOOP(
        "Experiments",
        "The CPU stays faster up to {value:,} {unit}: the problem is still too small for "
        "{device} to pay off.",
    )
    return [message(template, value=tried[-1], unit=unit, device=gpu)]
