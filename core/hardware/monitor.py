"""The live monitor: every core and every GPU sampled at 2 Hz until told to stop.

``monitor(report, should_stop)`` has the shape of a worker task (``gui.workers``): it
opens one NVML session, reports a ``LiveSample`` every ``interval_s`` and returns when
``should_stop()`` is true. A GPU error on any poll is an N/A in that sample, never the
end of the loop.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

import psutil

from core.hardware.cpu_cores import CoreSample, sample_cores
from core.hardware.nvml import GpuSample, NotAvailable, NvmlSession
from core.i18n import QT_TRANSLATE_NOOP, Message, message

INTERVAL_S = 0.5
"""2 Hz: faster polling only costs CPU and shows noise."""
HISTORY = 120
"""Samples the Live page shows per curve (one minute at 2 Hz), and the window keeps for it
until it is first shown."""
STOP_CHECK_S = 0.05


@dataclass
class LiveSample:
    seconds: float
    """Since the monitor started."""
    cores: CoreSample
    memory_percent: float | None
    gpus: list[GpuSample] = field(default_factory=list)
    gpu_problem: str | Message | None = None
    """Why there are no GPU samples (no driver, no permission…); None when NVML answered."""


def monitor(
    report: Callable[[LiveSample], None],
    should_stop: Callable[[], bool],
    *,
    nvml: ModuleType | None = None,
    interval_s: float = INTERVAL_S,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> int:
    """Sample until stopped; return the number of samples reported."""
    start = clock()
    samples = 0
    sample_cores()  # psutil's first per-core reading only starts the measurement
    wake = start + interval_s  # so the first sample covers a whole interval
    with NvmlSession(nvml) as session:
        while _sleep_until(wake, should_stop, clock, sleep):
            gpus, problem = _sample_gpus(session)
            report(
                LiveSample(
                    seconds=clock() - start,
                    cores=sample_cores(),
                    memory_percent=_memory_percent(),
                    gpus=gpus,
                    gpu_problem=problem,
                )
            )
            samples += 1
            # After a slow poll the next one waits a full interval: no burst of catch-ups.
            wake = max(wake + interval_s, clock() + STOP_CHECK_S)
    return samples


def _sleep_until(
    wake: float, should_stop: Callable[[], bool], clock: Callable[[], float], sleep
) -> bool:
    """Sleep until ``wake``; False as soon as a stop is asked for.

    A ``should_stop`` with a ``wait(seconds)`` method (``gui.workers.StopFlag``) is slept
    on in one piece, so that the thread does not wake up to poll; otherwise the sleep is
    cut in STOP_CHECK_S slices.
    """
    wait = getattr(should_stop, "wait", None)
    while not should_stop():
        left = wake - clock()
        if left <= 0:
            return True
        if wait is not None:
            if wait(left):
                return False
        else:
            sleep(min(STOP_CHECK_S, left))
    return False


def _sample_gpus(session: NvmlSession) -> tuple[list[GpuSample], str | Message | None]:
    """Every GPU's sample, or none and the reason (no driver, or the count failed now)."""
    if not session.is_open:
        return [], session.problem
    count = session.device_count()
    if isinstance(count, NotAvailable):
        return [], count.reason
    return [session.sample(index) for index in range(count)], None


def _memory_percent() -> float | None:
    try:
        return float(psutil.virtual_memory().percent)
    except (OSError, RuntimeError):
        return None


def process_label(pid: int, name: str) -> Message | str:
    """A process's name, marked when it is DeviceLab itself."""
    if pid != os.getpid():
        return name
    return message(QT_TRANSLATE_NOOP("Hardware", "{name} (DeviceLab, this app)"), name=name)
