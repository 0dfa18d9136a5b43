"""How many CPU threads torch uses for a run: chosen for the work, set where the ops run.

torch splits an op across an OpenMP team of threads. For the lesson's matrices (120 × 4,
4 × 10) there is nothing worth splitting, and every op then waits for its slowest thread:
when another program has a core, that thread is preempted, and the run gets several times
slower (measured here: 2 threads, one core busy, 4–7× slower; 1 thread, not slowed).

``auto`` gives a run one thread per ``WORK_PER_THREAD`` multiply-adds of its widest layer
in one step (rows in a step × the layer's width), at least 1, at most the logical CPUs.
Measured on a 2-core VM (torch 2.13 CPU, ``python bench/threads.py``): 2 threads lost to 1
up to 10,000 (iris at hidden 10: 1,200; 1,000 samples: 10,000, 15 % slower with 2) and won
from about 20,000 on (batch 2,048: 20,480, 18 % faster; 100,000 samples: 1,000,000, 42 %
faster).

The team belongs to the calling thread (OpenMP's thread count is per thread): a count set
in the GUI thread does not reach a worker that has set its own. So ``using_threads`` is
entered by the thread that trains, and results report ``torch.get_num_threads()`` read there.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from core.errors import ConfigError
from core.hardware.cpu_cores import logical_cpus
from core.i18n import QT_TRANSLATE_NOOP

AUTO = "auto"
WORK_PER_THREAD = 10_000
"""Multiply-adds per step (rows × width) that pay for one more thread (see above)."""

ThreadSetting = int | str
"""``"auto"`` or a thread count from 1 to the logical CPUs."""


def check_threads(value: object, name: str = "threads") -> None:
    """Raise ConfigError unless ``value`` is "auto" or a count from 1 to the logical CPUs."""
    if value == AUTO:
        return
    high = logical_cpus()
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
        raise ConfigError(
            name,
            QT_TRANSLATE_NOOP(
                "Errors", "{field} must be auto or an integer from 1 to {high:,} (got {value!r})"
            ),
            high=high,
            value=value,
        )


def threads_for_work(rows: int, width: int) -> int:
    """``auto``'s choice for a step of ``rows`` samples through a layer ``width`` wide."""
    return max(1, min(logical_cpus(), rows * width // WORK_PER_THREAD))


def resolve_threads(setting: ThreadSetting, rows: int, width: int) -> int:
    """The thread count a run uses: the setting's number, or ``auto``'s choice."""
    return threads_for_work(rows, width) if setting == AUTO else int(setting)


@contextmanager
def using_threads(count: int) -> Iterator[int]:
    """torch ops in this thread use ``count`` threads inside the block; then as before."""
    import torch  # here: choosing a number needs no torch, setting it does

    previous = torch.get_num_threads()
    torch.set_num_threads(count)
    try:
        yield torch.get_num_threads()
    finally:
        torch.set_num_threads(previous)
