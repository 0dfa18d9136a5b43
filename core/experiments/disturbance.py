"""Noticing a disturbed measurement, as a lab PC disturbs it: other programs crowding a
step while it was timed (``core.hardware.other_programs``), epochs that varied too much from
one to the next, a curve that falls where it must grow. A disturbed step is measured again;
one still disturbed is marked unreliable, said plainly beside its number, and left out of
every conclusion.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Protocol, TypeVar

from core.hardware import other_programs
from core.i18n import QT_TRANSLATE_NOOP, Message, message

SPREAD_LIMIT = 1.5
"""Epochs whose slower quarter took 1.5× their faster quarter were disturbed."""
FALL_LIMIT = 0.7
"""A step faster than 0.7× the smaller one before it falls where the curve must grow."""
REPEATS = 2
"""How many more times a disturbed step is measured before it is marked unreliable."""


def spread(timings: list[float]) -> float:
    """How much the epochs varied: the slower quartile ÷ the faster (1.0: steady); from
    fewer than four epochs, the slowest ÷ the fastest."""
    if len(timings) < 4:
        low, high = min(timings), max(timings)
    else:
        low, _, high = statistics.quantiles(timings, n=4)
    return high / low if low > 0 else 1.0


class Timed(Protocol):
    """A timed step: its time, its threads, what other programs did meanwhile, how its
    epochs varied."""

    @property
    def seconds_per_epoch(self) -> float: ...

    threads: int
    others_cores: float
    spread: float
    unreliable: bool
    times_measured: int


def crowded(point: Timed, busy_core: bool = False) -> bool:
    """Other programs took cores the step's threads needed."""
    return other_programs.crowded(point.others_cores, point.threads, busy_core)


def is_disturbed(point: Timed, busy_core: bool = False) -> bool:
    """Other programs crowded the step, or its epochs varied too much (unless DeviceLab kept
    a core busy, which makes them vary on purpose)."""
    return crowded(point, busy_core) or (not busy_core and point.spread > SPREAD_LIMIT)


T = TypeVar("T", bound=Timed)


def steady(
    measure: Callable[[], T],
    busy_core: bool = False,
    repeats: int = REPEATS,
    should_stop: Callable[[], bool] | None = None,
) -> T:
    """Measure; while disturbed, measure again (at most ``repeats`` more times, none once
    ``should_stop`` says so) and keep the least disturbed; one still disturbed is marked
    ``unreliable``."""
    best, times = measure(), 1
    while (
        times <= repeats
        and is_disturbed(best, busy_core)
        and not (should_stop is not None and should_stop())
    ):
        again, times = measure(), times + 1
        if (again.others_cores, again.spread) < (best.others_cores, best.spread):
            best = again
    best.unreliable = is_disturbed(best, busy_core)
    best.times_measured = times
    return best


def falls(earlier: float, later: float) -> bool:
    """The later, larger step took much less time than the earlier one."""
    return later < FALL_LIMIT * earlier


def measured_again(slow: T, measure: Callable[[], T], faster: float) -> T:
    """A step much slower than one that had more work (or less of the machine) measured
    again; still that slow, it is marked unreliable."""
    again = steady(measure)
    again.times_measured += slow.times_measured
    again.unreliable = again.unreliable or falls(again.seconds_per_epoch, faster)
    return again


SUMMARY_FROM = 3
"""From this many marked steps, one summary line comes before their reasons."""


def summarized(marks: list[Message], steps: int) -> list[Message]:
    """Each marked step's reason; from ``SUMMARY_FROM`` of them, one line first says how
    many of the ``steps`` were disturbed and what to do (5–10 near-identical lines bury
    the point)."""
    if len(marks) < SUMMARY_FROM:
        return marks
    summary = message(
        QT_TRANSLATE_NOOP(
            "Experiments",
            "{count} of {total} steps disturbed by other programs (marked *): run it again "
            "when the machine is quiet.",
        ),
        count=len(marks),
        total=steps,
    )
    return [summary, *marks]


def why_unreliable(point: Timed, where: object, busy_core: bool = False) -> Message:
    """One plain sentence beside a marked number: what disturbed the step ``where``."""
    if crowded(point, busy_core):
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "* {where}: another program used {cores:.1f} of {cpus} cores during this step, "
            "measured {times} times: these numbers are unreliable.",
        )
    elif not busy_core and point.spread > SPREAD_LIMIT:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "* {where}: its epochs varied {spread:.1f}× from one to the next, measured {times} "
            "times (another program busy?): these numbers are unreliable.",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "* {where}: it does not fit the steps around it though measured {times} times "
            "(another program busy?): these numbers are unreliable.",
        )
    return message(
        template,
        where=where,
        cores=point.others_cores,
        cpus=other_programs.logical_cpus(),
        spread=point.spread,
        times=point.times_measured,
    )
