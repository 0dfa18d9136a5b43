"""Other programs' CPU use while DeviceLab measures: read from the machine's own accounting,
simulated for the tests that need a busy machine (the ``machine`` fixture)."""

from __future__ import annotations

import time

import pytest

from core.experiments.busy_core import one_core_busy
from core.experiments.timing import CrossoverPoint
from core.hardware import other_programs
from core.hardware.other_programs import watching


def test_another_programs_cpu_use_during_a_step_is_measured(machine):
    machine(1.6)
    with watching() as watched:
        time.sleep(0.2)
    # The fake accounting and the watch read their clocks a statement apart: a busy
    # machine can pause between them, so the tolerance is wide (still 1.6, not 0 or 0.8).
    assert watched.others_cores == pytest.approx(1.6, rel=0.2)
    machine(0.0)
    with watching() as watched:
        time.sleep(0.05)
    assert watched.others_cores == 0.0


def test_a_real_program_spinning_a_core_counts_as_another_programs_use():
    """The machine's own accounting (psutil), no simulation: the spinner is not DeviceLab's
    timed work, so its core is another program's."""
    with one_core_busy(), watching() as watched:
        time.sleep(0.5)
    assert watched.others_cores >= 0.5


@pytest.mark.parametrize(
    ("cpus", "threads", "others", "busy_core", "crowded"),
    [
        (2, 2, 1.6, False, True),  # the teacher's lab PC
        (2, 1, 0.2, False, False),  # a quiet desktop's background
        (8, 1, 0.6, False, False),  # a browser beside a one-thread step: cores to spare
        (8, 8, 0.6, False, True),  # ... beside a step on every core: a thread waits
        (4, 2, 1.0, True, True),  # DeviceLab's busy core counts as taken
        (4, 2, 1.0, False, False),
    ],
)
def test_a_step_is_crowded_when_other_programs_took_the_cores_it_needed(
    machine, cpus, threads, others, busy_core, crowded
):
    machine(0.0, cpus=cpus)
    point = CrossoverPoint(10, "cpu", 1e-3, 5, 0.0, threads, others_cores=others)
    assert other_programs.crowded(point.others_cores, point.threads, busy_core) is crowded
