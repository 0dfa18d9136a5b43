"""The fourth experiment, "Threads: more cores, faster?".

The lesson's run and one large run, each at 1, 2, 4 … N CPU threads, first on an idle
machine, then while DeviceLab itself keeps one core busy (``core.training.busy_core``), as a
browser or the projector's screen-sharing would in class. The conclusion is written from
the numbers: for the lesson's tiny MLP, splitting each op buys nothing, and a busy core
makes every split op wait for its preempted thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field

import numpy as np
import torch

from core.i18n import QT_TRANSLATE_NOOP
from core.training.busy_core import one_core_busy
from core.training.experiments import synthetic_classes, time_epochs
from core.training.lesson import lesson_split
from core.training.threads import logical_cpus, threads_for_work, using_threads

PROBLEMS = {
    "lesson": QT_TRANSLATE_NOOP("ThreadsPage", "the lesson's MLP (120 flowers, hidden 10)"),
    "large": QT_TRANSLATE_NOOP("ThreadsPage", "a large run (20,000 samples, hidden 1,024)"),
}
LARGE_SAMPLES, LARGE_HIDDEN = 20_000, 1_024
SLOWED = 1.3
"""A busy core "slows" a run that takes more than this times its idle time."""


@dataclass
class ThreadPoint:
    problem: str
    threads: int
    busy: bool
    """True when one core was kept busy by another process."""
    seconds_per_epoch: float
    """The mean over the timed epochs, warm-up apart."""
    epochs_timed: int

    @property
    def milliseconds(self) -> float:
        return 1000 * self.seconds_per_epoch


@dataclass
class ThreadsResult:
    counts: list[int]
    auto: dict[str, int]
    """The thread count ``auto`` picks for each problem."""
    points: list[ThreadPoint] = field(default_factory=list)
    conclusion: list[str] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        return asdict(self)

    def time(self, problem: str, threads: int, busy: bool) -> float | None:
        return next(
            (
                p.seconds_per_epoch
                for p in self.points
                if (p.problem, p.threads, p.busy) == (problem, threads, busy)
            ),
            None,
        )


def thread_counts(cpus: int) -> list[int]:
    """1, 2, 4, … and the machine's logical CPUs."""
    counts, count = [], 1
    while count < cpus:
        counts.append(count)
        count *= 2
    return [*counts, cpus]


def _problem(name: str) -> tuple[np.ndarray, np.ndarray, int]:
    if name == "lesson":
        x_train, _, y_train, _ = lesson_split()
        return x_train, y_train, 10
    x, y = synthetic_classes(LARGE_SAMPLES)
    return x, y, LARGE_HIDDEN


def threads_experiment(
    counts: list[int] | None = None,
    problems: tuple[str, ...] = tuple(PROBLEMS),
    min_seconds: float = 0.3,
    report: Callable[[ThreadPoint], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> ThreadsResult:
    """Time an epoch of each problem at each thread count, idle and with one core busy."""
    counts = counts or thread_counts(logical_cpus())
    data = {name: _problem(name) for name in problems}
    auto = {name: threads_for_work(len(x), max(hidden, 4)) for name, (x, _, hidden) in data.items()}
    result = ThreadsResult(counts=counts, auto=auto)
    stop = should_stop or (lambda: False)
    for busy in (False, True):
        if stop():
            result.cancelled = True
            break
        with one_core_busy() if busy else nullcontext():
            result.cancelled = _time_each(result, data, busy, min_seconds, report, stop)
        if result.cancelled:
            break
    result.conclusion = threads_conclusion(result)
    return result


def _time_each(result, data, busy, min_seconds, report, stop) -> bool:
    """Time every problem at every count; True when stopped first."""
    cpu = torch.device("cpu")
    for name, (x, y, hidden) in data.items():
        for count in result.counts:
            if stop():
                return True
            with using_threads(count):  # the mean: a preempted thread's stalls count
                timed = time_epochs(cpu, x, y, hidden, None, min_seconds, statistics.fmean)
            point = ThreadPoint(name, count, busy, timed.seconds_per_epoch, timed.epochs_timed)
            result.points.append(point)
            if report is not None:
                report(point)
    return False


def threads_conclusion(result: ThreadsResult) -> list[str]:
    """What the thread counts did, for each problem, from the measured times."""
    lines = []
    most = max(result.counts)
    for name in result.auto:
        idle = {n: result.time(name, n, False) for n in result.counts}
        if None in idle.values():
            continue
        best = min(idle, key=idle.get)
        what = PROBLEMS[name]
        if idle[1] <= 1.1 * idle[best]:
            lines.append(
                f"For {what} one thread is as fast as any: {idle[1] * 1000:.2f} ms per epoch "
                f"(best {idle[best] * 1000:.2f} ms at {best})."
            )
        else:
            lines.append(
                f"For {what} {best} threads were fastest: {idle[1] / idle[best]:.1f}× one "
                f"thread ({idle[best] * 1000:.2f} against {idle[1] * 1000:.2f} ms per epoch)."
            )
        busy = {n: result.time(name, n, True) for n in result.counts}
        if most > 1 and None not in busy.values():
            lines.append(_busy_line(busy[1] / idle[1], busy[most] / idle[most], most))
            busy_best = min(busy, key=busy.get)
            if busy_best != best:
                lines.append(
                    f"With the core busy, {busy_best} thread{'s' if busy_best > 1 else ''} "
                    f"ran fastest instead ({busy[busy_best] * 1000:.2f} ms per epoch)."
                )
        picked = result.auto[name]
        lines.append(f"auto picks {picked} thread{'s' if picked > 1 else ''} for it.")
    if not lines:
        return ["Too few points finished to compare."]
    return lines


def _busy_line(one: float, every: float, most: int) -> str:
    alone = "did not slow it" if one <= SLOWED else f"made it {one:.1f}× slower"
    split = f"made it {every:.1f}× slower" if every > SLOWED else "hardly slowed it"
    return (
        f"With one core busy: at one thread the busy core {alone}; with all {most} threads "
        f"it {split} (every split op waits for the thread the other program preempted)."
    )
