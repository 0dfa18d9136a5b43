"""The threads experiment: each problem at 1 … N threads, idle and with one core kept busy by
a spinner that never outlives the run (nor DeviceLab)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import psutil
import pytest

from core.experiments.busy_core import one_core_busy
from core.experiments.threads import (
    ThreadPoint,
    ThreadsResult,
    thread_counts,
    threads_conclusion,
    threads_experiment,
)
from core.training.cpu_threads import logical_cpus


def _spinners() -> list[psutil.Process]:
    return [child for child in psutil.Process().children(recursive=True) if child.is_running()]


def test_the_busy_core_spins_inside_the_block_and_is_gone_after_it():
    with one_core_busy() as pid:
        spinner = psutil.Process(pid)
        before = sum(spinner.cpu_times()[:2])
        psutil.wait_procs([spinner], timeout=0.3)  # give it time to spin
        assert sum(spinner.cpu_times()[:2]) > before
    assert not psutil.pid_exists(pid)


def test_the_busy_core_ends_when_the_block_raises():
    with pytest.raises(RuntimeError, match="the run crashed"), one_core_busy() as pid:
        raise RuntimeError("the run crashed")
    assert not psutil.pid_exists(pid)


def test_the_busy_core_ends_when_devicelab_itself_dies():
    parent = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                """
                import os
                from core.experiments.busy_core import one_core_busy
                with one_core_busy() as pid:
                    print(pid, flush=True)
                    os._exit(9)  # no clean-up: as a crash would end the app
                """
            ),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    pid = int(parent.stdout.readline())
    parent.wait(timeout=30)
    try:
        spinner = psutil.Process(pid)
    except psutil.NoSuchProcess:
        return
    _, alive = psutil.wait_procs([spinner], timeout=10)
    assert not alive, "the spinner outlived the app"


def test_the_packaged_apps_busy_core_mode_ends_when_its_input_closes():
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--busy-core"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(
    ("cpus", "counts"),
    [(1, [1]), (2, [1, 2]), (6, [1, 2, 4, 6]), (16, [1, 2, 4, 8, 16])],
)
def test_thread_counts_double_up_to_the_logical_cpus(cpus, counts):
    assert thread_counts(cpus) == counts


def test_the_lessons_run_is_timed_at_each_count_idle_then_busy(machine):
    counts = thread_counts(min(logical_cpus(), 2))
    seen = []
    result = threads_experiment(counts, ("lesson",), min_seconds=0.01, report=seen.append)
    expected = [(n, busy) for busy in (False, True) for n in counts]
    assert [(p.threads, p.busy) for p in result.points] == expected
    assert seen == result.points and result.auto == {"lesson": 1}
    assert all(p.seconds_per_epoch > 0 and p.epochs_timed >= 3 for p in result.points)
    # auto's pick; and, if 2 threads happened to measure faster here, that they did
    assert str(result.conclusion[-1]).startswith("auto picks 1 thread for it")
    assert not _spinners()


def test_stop_ends_the_experiment_and_its_busy_core(machine):
    asked = []

    def stop_while_busy():  # asked before each pass and each point: stops after one busy point
        asked.append(1)
        return len(asked) > 5

    counts = [1, 1]
    result = threads_experiment(counts, ("lesson",), min_seconds=0.01, should_stop=stop_while_busy)
    assert result.cancelled and [point.busy for point in result.points] == [False, False, True]
    assert not _spinners()


def test_the_conclusion_is_written_from_the_numbers():
    result = ThreadsResult(counts=[1, 2], auto={"lesson": 1, "large": 2})
    for problem, busy, times in [
        ("lesson", False, (0.140e-3, 0.145e-3)),
        ("lesson", True, (0.141e-3, 0.970e-3)),
        ("large", False, (20e-3, 11e-3)),
        ("large", True, (21e-3, 30e-3)),
    ]:
        for threads, seconds in zip((1, 2), times, strict=True):
            result.points.append(ThreadPoint(problem, threads, busy, seconds, 5))
    lines = [str(line) for line in threads_conclusion(result)]
    assert lines[0].startswith("For the lesson's MLP (120 flowers, hidden 10) one thread is")
    assert "busy core did not slow it; with all 2 threads it made it 6.7× slower" in lines[1]
    assert lines[2] == "auto picks 1 thread for it."
    assert "2 threads were fastest: 1.8× one thread" in lines[3]
    assert "with all 2 threads it made it 2.7× slower" in lines[4]
    assert lines[5] == "With the core busy, 1 thread ran fastest instead (21.00 ms per epoch)."
    assert lines[6] == "auto picks 2 threads for it."
