"""The fourth experiment, "Threads: more cores, faster?".

The lesson's run and one large run, each at 1, 2, 4 … N CPU threads, first on an idle
machine, then while DeviceLab itself keeps one core busy (``core.experiments.busy_core``), as a
browser or the projector's screen-sharing would in class. The conclusion is written from
the numbers: for the lesson's tiny MLP, splitting each op buys nothing, and a busy core
makes every split op wait for its preempted thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field
from functools import partial

import numpy as np
import torch

from core.experiments.busy_core import one_core_busy
from core.experiments.disturbance import (
    falls,
    measured_again,
    steady,
    summarized,
    why_unreliable,
)
from core.experiments.timing import synthetic_classes, time_epochs
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.lesson_model import lesson_split
from core.training.cpu_threads import logical_cpus, threads_for_work, using_threads

PROBLEMS = {
    "lesson": QT_TRANSLATE_NOOP("ThreadsPage", "the lesson's MLP (120 flowers, hidden 10)"),
    "large": QT_TRANSLATE_NOOP("ThreadsPage", "a large run (20,000 samples, hidden 1,024)"),
}
LARGE_SAMPLES, LARGE_HIDDEN = 20_000, 1_024
SLOWED = 1.3
IDLE_TITLE = QT_TRANSLATE_NOOP("Experiments", "idle")
BUSY_TITLE = QT_TRANSLATE_NOOP("Experiments", "one core busy")
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
    others_cores: float = 0.0
    """Logical CPUs other programs (not DeviceLab's busy core) kept busy meanwhile."""
    spread: float = 1.0
    unreliable: bool = False
    """Still disturbed after measuring it again: marked, and left out of the conclusion."""
    times_measured: int = 1

    @property
    def milliseconds(self) -> float:
        return 1000 * self.seconds_per_epoch


@dataclass
class ThreadsResult:
    counts: list[int]
    auto: dict[str, int]
    """The thread count ``auto`` picks for each problem."""
    points: list[ThreadPoint] = field(default_factory=list)
    conclusion: list[Message | Text] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        return asdict(self)

    def time(self, problem: str, threads: int, busy: bool) -> float | None:
        """Seconds per epoch of an undisturbed step; None if not measured or unreliable."""
        point = self.point(problem, threads, busy)
        return None if point is None or point.unreliable else point.seconds_per_epoch

    def point(self, problem: str, threads: int, busy: bool) -> ThreadPoint | None:
        return next(
            (p for p in self.points if (p.problem, p.threads, p.busy) == (problem, threads, busy)),
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
    idle: list[tuple[tuple[str, int], Callable[[], ThreadPoint]]] = []
    for busy in (False, True):
        if stop():
            result.cancelled = True
            break
        with one_core_busy() if busy else nullcontext() as spinner:
            measures = _measures(data, result.counts, busy, min_seconds, spinner)
            if not busy:
                idle = measures
            result.cancelled = _time_each(result, measures, busy, report, stop)
        if result.cancelled:
            break
    if not result.cancelled:
        _measure_idle_again(result, idle, report)
    result.conclusion = threads_conclusion(result)
    return result


def _measures(data, counts, busy, min_seconds, spinner) -> list:
    """How to time each problem at each count; DeviceLab's own busy core is not another
    program's."""
    own = () if spinner is None else (spinner,)

    def measure(name: str, count: int) -> ThreadPoint:
        x, y, hidden = data[name]
        with using_threads(count):  # the mean: a preempted thread's stalls count
            timed = time_epochs(
                torch.device("cpu"), x, y, hidden, None, min_seconds, statistics.fmean, own
            )
        return ThreadPoint(
            name,
            count,
            busy,
            timed.seconds_per_epoch,
            timed.epochs_timed,
            others_cores=timed.others_cores,
            spread=timed.spread,
        )

    return [((name, count), partial(measure, name, count)) for name in data for count in counts]


def _time_each(result, measures, busy, report, stop) -> bool:
    """Time every problem at every count, again while disturbed; True when stopped first."""
    for _, measure in measures:
        if stop():
            return True
        point = steady(measure, busy_core=busy)
        result.points.append(point)
        if report is not None:
            report(point)
    return False


def _measure_idle_again(result: ThreadsResult, idle: list, report) -> None:
    """An idle step much slower than the same step with a core busy was disturbed: measure
    it again; one still slower is marked unreliable."""
    for (name, count), measure in idle:
        before, busy = result.point(name, count, False), result.point(name, count, True)
        if before is None or busy is None or before.unreliable:
            continue
        if not falls(before.seconds_per_epoch, busy.seconds_per_epoch):
            continue
        again = measured_again(before, measure, busy.seconds_per_epoch)
        result.points[result.points.index(before)] = again
        if report is not None:
            report(again)


def threads_conclusion(result: ThreadsResult) -> list[Message | Text]:
    """Why a marked step is unreliable, then what the thread counts did for each problem,
    from its undisturbed steps only."""
    marks = [why_unreliable(p, _step(p), busy_core=p.busy) for p in result.points if p.unreliable]
    lines: list[Message | Text] = [*summarized(marks, len(result.points))]
    for name in result.auto:
        finished = [p for p in result.points if p.problem == name and not p.busy]
        if len(finished) < len(result.counts):
            continue
        idle = {n: t for n in result.counts if (t := result.time(name, n, False)) is not None}
        if 1 not in idle or len(idle) < 2:
            template = QT_TRANSLATE_NOOP(
                "Experiments",
                "For {problem} too many idle steps were disturbed (marked *): nothing is "
                "concluded from them. Close other programs and run it again.",
            )
            lines.append(message(template, problem=PROBLEMS[name]))
            continue
        lines += _problem_lines(result, name, idle)
    return lines or [QT_TRANSLATE_NOOP("Experiments", "Too few points finished to compare.")]


def _step(point: ThreadPoint) -> Message:
    state = BUSY_TITLE if point.busy else IDLE_TITLE
    template = QT_TRANSLATE_NOOP("Experiments", "{problem} at {threads} threads, {state}")
    if point.threads == 1:
        template = QT_TRANSLATE_NOOP("Experiments", "{problem} at 1 thread, {state}")
    return message(template, problem=PROBLEMS[point.problem], threads=point.threads, state=state)


def _problem_lines(result: ThreadsResult, name: str, idle: dict[int, float]) -> list[Message]:
    """For one problem: the fastest count when idle, what a busy core did, auto's pick."""
    best = min(idle, key=idle.__getitem__)
    ms = {count: seconds * 1000 for count, seconds in idle.items()}
    if idle[1] <= 1.1 * idle[best]:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "For {problem} one thread is as fast as any: {one:.2f} ms per epoch (best "
            "{best:.2f} ms at {count}).",
        )
        lines = [message(template, problem=PROBLEMS[name], one=ms[1], best=ms[best], count=best)]
    else:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "For {problem} {count} threads were fastest: {ratio:.1f}× one thread ({best:.2f} "
            "against {one:.2f} ms per epoch).",
        )
        ratio = idle[1] / idle[best]
        lines = [
            message(
                template, problem=PROBLEMS[name], count=best, ratio=ratio, best=ms[best], one=ms[1]
            )
        ]
    lines += _busy_lines(result, name, idle, best)
    lines.append(_auto_line(result.auto[name], idle, best))
    return lines


def _busy_lines(result: ThreadsResult, name: str, idle: dict[int, float], best: int) -> list:
    """What the busy core did at one thread and at all; nothing where a step was disturbed."""
    most = max(result.counts)
    busy = {n: t for n in result.counts if (t := result.time(name, n, True)) is not None}
    if most == 1 or not {1, most} <= busy.keys() & idle.keys():
        return []
    lines = [_busy_line(busy[1] / idle[1], busy[most] / idle[most], most)]
    busy_best = min(busy, key=busy.__getitem__)
    if busy_best != best:
        lines.append(_busy_best_line(busy_best, busy[busy_best] * 1000))
    return lines


def _auto_line(picked: int, idle: dict[int, float], best: int) -> Message:
    """auto's pick, and, where another count measured clearly faster, that it did."""
    if picked in idle and idle[picked] > 1.1 * idle[best]:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "auto picks {count} threads for it from the size of its work; the fastest count "
            "measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per "
            "epoch).",
        )
        if picked == 1:
            template = QT_TRANSLATE_NOOP(
                "Experiments",
                "auto picks 1 thread for it from the size of its work; the fastest count "
                "measured on this machine was {best} ({ms:.2f} against {picked_ms:.2f} ms per "
                "epoch).",
            )
        return message(
            template,
            count=picked,
            best=best,
            ms=idle[best] * 1000,
            picked_ms=idle[picked] * 1000,
        )
    if picked == 1:
        return message(QT_TRANSLATE_NOOP("Experiments", "auto picks 1 thread for it."))
    return message(
        QT_TRANSLATE_NOOP("Experiments", "auto picks {count} threads for it."), count=picked
    )


def _busy_best_line(count: int, ms: float) -> Message:
    if count == 1:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "With the core busy, 1 thread ran fastest instead ({ms:.2f} ms per epoch).",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "With the core busy, {count} threads ran fastest instead ({ms:.2f} ms per epoch).",
        )
    return message(template, count=count, ms=ms)


def _busy_line(one: float, every: float, most: int) -> Message:
    alone: Text | Message
    split: Message | Text
    if one <= SLOWED:
        alone = QT_TRANSLATE_NOOP("Experiments", "did not slow it")
    else:
        alone = message(QT_TRANSLATE_NOOP("Experiments", "made it {ratio:.1f}× slower"), ratio=one)
    if every > SLOWED:
        split = message(
            QT_TRANSLATE_NOOP("Experiments", "made it {ratio:.1f}× slower"), ratio=every
        )
    else:
        split = QT_TRANSLATE_NOOP("Experiments", "hardly slowed it")
    template = QT_TRANSLATE_NOOP(
        "Experiments",
        "With one core busy: at one thread the busy core {alone}; with all {most} threads it "
        "{split} (every split op waits for the thread the other program preempted).",
    )
    return message(template, alone=alone, most=most, split=split)
