"""Noticing a disturbed measurement, as a lab PC disturbs it: other programs' CPU use while a
step was timed, epochs that varied too much from one to the next, a curve that falls where
it must grow. A disturbed step is measured again; one still disturbed is marked unreliable,
said plainly beside its number, and left out of every conclusion.

Other programs' use is the whole machine's busy CPU time (``psutil.cpu_times``: user, system,
interrupts and the time a hypervisor stole) less this process's and its helpers' own, over
the step's wall time: "another program used 1.6 of 2 cores". ``cpu_seconds`` is the one
place that reads the machine, so a test simulates a busy machine by replacing it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Protocol, TypeVar

import psutil

from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.training.threads import logical_cpus

OTHERS_LIMIT_CORES = 0.5
"""Other programs keeping half a core busy on average disturb a step."""
SPREAD_LIMIT = 1.5
"""Epochs whose slower quarter took 1.5× their faster quarter were disturbed."""
FALL_LIMIT = 0.7
"""A step faster than 0.7× the smaller one before it falls where the curve must grow."""
REPEATS = 2
"""How many more times a disturbed step is measured before it is marked unreliable."""
IDLE_CPU_FIELDS = ("idle", "iowait", "guest", "guest_nice")
"""Not busy (idle, waiting on a disk), or counted twice (Linux counts a guest in user)."""


def cpu_seconds(own_pids: tuple[int, ...] = ()) -> tuple[float, float]:
    """(busy CPU-seconds of the whole machine, of which this process's and ``own_pids``'),
    each counted from some fixed moment; a helper that has ended counts nothing."""
    times = psutil.cpu_times()
    busy = sum(times) - sum(getattr(times, name, 0.0) for name in IDLE_CPU_FIELDS)
    own = 0.0
    for process in (psutil.Process(), *(psutil.Process(pid) for pid in own_pids)):
        try:
            used = process.cpu_times()
        except psutil.Error:
            continue
        own += used.user + used.system
    return busy, own


@dataclass
class Watched:
    """What other programs did while a step was timed."""

    others_cores: float = 0.0
    """Logical CPUs other programs kept busy, on average."""
    cpus: int = 1


@contextmanager
def watching(own_pids: tuple[int, ...] = ()) -> Iterator[Watched]:
    """Watch other programs' CPU use during the block; the result is filled at its end."""
    watched = Watched(cpus=logical_cpus())
    busy_before, own_before = cpu_seconds(own_pids)
    begin = time.perf_counter()
    try:
        yield watched
    finally:
        wall = time.perf_counter() - begin
        busy_after, own_after = cpu_seconds(own_pids)
        others = (busy_after - busy_before) - (own_after - own_before)
        watched.others_cores = max(0.0, others / wall) if wall > 0 else 0.0


def spread(timings: list[float]) -> float:
    """How much the epochs varied: the slower quartile ÷ the faster (1.0: steady); from
    fewer than four epochs, the slowest ÷ the fastest."""
    if len(timings) < 4:
        low, high = min(timings), max(timings)
    else:
        low, _, high = statistics.quantiles(timings, n=4)
    return high / low if low > 0 else 1.0


class Timed(Protocol):
    """A timed step: its time, what other programs did meanwhile, how its epochs varied."""

    seconds_per_epoch: float
    others_cores: float
    spread: float
    unreliable: bool
    times_measured: int


def is_disturbed(point: Timed, spread_matters: bool = True) -> bool:
    """Other programs used the machine, or (unless the step disturbs itself on purpose,
    as with one core kept busy) its epochs varied too much."""
    noisy = spread_matters and point.spread > SPREAD_LIMIT
    return point.others_cores >= OTHERS_LIMIT_CORES or noisy


T = TypeVar("T", bound=Timed)


def steady(measure: Callable[[], T], spread_matters: bool = True, repeats: int = REPEATS) -> T:
    """Measure; while disturbed, measure again (at most ``repeats`` more times) and keep
    the least disturbed; one still disturbed is marked ``unreliable``."""
    best, times = measure(), 1
    while times <= repeats and is_disturbed(best, spread_matters):
        again, times = measure(), times + 1
        if (again.others_cores, again.spread) < (best.others_cores, best.spread):
            best = again
    best.unreliable = is_disturbed(best, spread_matters)
    best.times_measured = times
    return best


def falls(earlier: float, later: float) -> bool:
    """The later, larger step took much less time than the earlier one."""
    return later < FALL_LIMIT * earlier


def why_unreliable(point: Timed, cpus: int, where: object, spread_matters: bool = True) -> Message:
    """One plain sentence beside a marked number: what disturbed the step ``where``."""
    if point.others_cores >= OTHERS_LIMIT_CORES:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "* {where}: another program used {cores:.1f} of {cpus} cores during this step, "
            "measured {times} times: these numbers are unreliable.",
        )
    elif spread_matters and point.spread > SPREAD_LIMIT:
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
        cpus=cpus,
        spread=point.spread,
        times=point.times_measured,
    )
