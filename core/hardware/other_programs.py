"""Other programs' use of the CPU while DeviceLab measures something, as on a lab PC.

Other programs' use is the whole machine's busy CPU time (``psutil.cpu_times``: user, system,
interrupts and the time a hypervisor stole) less this process's and its helpers' own, over
the wall time: "another program used 1.6 of 2 cores". ``cpu_seconds`` is the one place that
reads the machine, so a test simulates a busy machine by replacing it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import psutil

from core.hardware.cpu_cores import logical_cpus

IDLE_CPU_FIELDS = ("idle", "iowait", "guest", "guest_nice")
"""Not busy (idle, waiting on a disk), or counted twice (Linux counts a guest in user)."""
OTHERS_FLOOR_CORES = 0.25
"""Other programs' use below a quarter of a core never disturbs a measurement."""
SPARE_CORES = 0.5
"""A measurement is crowded when other programs, its own threads and DeviceLab's busy core
leave less than half a logical CPU spare: its threads then wait for one another's core."""


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
    """What other programs did while something was measured."""

    others_cores: float = 0.0
    """Logical CPUs other programs kept busy, on average."""


@contextmanager
def watching(own_pids: tuple[int, ...] = ()) -> Iterator[Watched]:
    """Watch other programs' CPU use during the block; the result is filled at its end."""
    watched = Watched()
    busy_before, own_before = cpu_seconds(own_pids)
    begin = time.perf_counter()
    try:
        yield watched
    finally:
        wall = time.perf_counter() - begin
        busy_after, own_after = cpu_seconds(own_pids)
        others = (busy_after - busy_before) - (own_after - own_before)
        watched.others_cores = max(0.0, others / wall) if wall > 0 else 0.0


def crowded(others_cores: float, threads: int, busy_core: bool = False) -> bool:
    """Other programs took cores a measurement's ``threads`` needed: with them (and
    DeviceLab's busy core) they used the machine, less than half a CPU to spare."""
    used = others_cores + threads + (1 if busy_core else 0)
    return others_cores >= OTHERS_FLOOR_CORES and used > logical_cpus() - SPARE_CORES
