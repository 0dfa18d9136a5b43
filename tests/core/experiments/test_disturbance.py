"""A measurement notices a busy machine: other programs' CPU use while it ran, epochs that
varied too much, a curve that falls where it must grow; it measures again, marks what is
still disturbed, says so beside the number, and concludes nothing from it. The busy machine
is simulated (the ``machine`` fixture), so these tests never depend on this machine's load."""

from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import replace

import pytest

from core.experiments import crossover as crossover_module
from core.experiments import disturbance
from core.experiments import threads as threads_module
from core.experiments.crossover import crossover
from core.experiments.disturbance import spread, steady, why_unreliable
from core.experiments.threads import threads_experiment
from core.experiments.timing import CrossoverPoint
from core.hardware.other_programs import watching


def test_spread_compares_the_slower_quartile_with_the_faster():
    assert spread([1.0] * 8) == 1.0
    assert spread([1.0, 1.0, 1.0, 1.0, 1.0, 3.0, 3.0, 3.0]) == pytest.approx(3.0)
    assert spread([1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 50.0]) == 1.0  # one hiccup is no spread
    assert spread([2.0, 1.0, 4.0]) == 4.0  # too few for quartiles: slowest ÷ fastest


def _point(seconds: float, others: float = 0.0, spread_: float = 1.0) -> CrossoverPoint:
    return CrossoverPoint(10, "cpu", seconds, 5, 0.0, others_cores=others, spread=spread_)


def test_a_disturbed_step_is_measured_again_and_the_least_disturbed_kept(machine):
    tries = iter([_point(0.089, others=1.6), _point(0.0004, others=0.1)])
    kept = steady(lambda: next(tries))
    assert (kept.seconds_per_epoch, kept.unreliable, kept.times_measured) == (0.0004, False, 2)


def test_a_step_disturbed_every_time_is_marked_unreliable_after_three_tries(machine):
    tries = iter([_point(0.089, others=1.6), _point(0.07, others=1.2), _point(0.08, others=1.9)])
    kept = steady(lambda: next(tries))
    assert (kept.seconds_per_epoch, kept.unreliable, kept.times_measured) == (0.07, True, 3)
    said = str(why_unreliable(kept, "cpu at 256 hidden units"))
    assert said == (
        "* cpu at 256 hidden units: another program used 1.2 of 2 cores during this step, "
        "measured 3 times: these numbers are unreliable."
    )


def test_varying_epochs_disturb_a_step_unless_a_busy_core_makes_them_vary_on_purpose(machine):
    machine.judges_timings()
    noisy = _point(0.001, spread_=3.1)
    assert disturbance.is_disturbed(noisy) and not disturbance.is_disturbed(noisy, busy_core=True)
    assert "its epochs varied 3.1× from one to the next" in str(why_unreliable(noisy, "x"))


def _fake_timing(machine, monkeypatch, module, times: dict) -> list:
    """The module's time_epochs replaced: each call pops the next time for its problem's
    size; returns the sizes in the order they were timed."""
    machine.judges_timings()
    calls = []

    def time_epochs(device, x, y, hidden, batch, min_seconds, *args, **kwargs):
        size = hidden
        calls.append(size)
        seconds = times[size].pop(0) if len(times[size]) > 1 else times[size][0]
        with watching() as watched:  # the simulated machine's other programs
            time.sleep(0.001)
        return CrossoverPoint(0, str(device), seconds, 5, 0.0, 1, others_cores=watched.others_cores)

    monkeypatch.setattr(module, "time_epochs", time_epochs)
    return calls


def test_the_crossover_measures_again_a_step_slower_than_the_larger_one_after_it(
    machine, monkeypatch
):
    """The teacher's case: width 256 at 88 ms, 4,096 at 7 ms. Measured again, 256 fits."""
    calls = _fake_timing(
        machine, monkeypatch, crossover_module, {10: [0.0003], 256: [0.088, 0.0006], 4096: [0.007]}
    )
    seen = []
    result = crossover("hidden", ["cpu"], values=(10, 256, 4096), report=seen.append)
    assert calls == [10, 256, 4096, 256]
    assert [p.seconds_per_epoch for p in result.points] == [0.0003, 0.0006, 0.007]
    assert not any(p.unreliable for p in result.points) and seen[-1] is result.points[1]
    assert result.points[1].times_measured == 2


def test_a_crossover_step_that_never_fits_is_marked_and_left_out_of_the_conclusion(
    machine, monkeypatch
):
    _fake_timing(
        machine, monkeypatch, crossover_module, {10: [0.0003], 256: [0.088], 4096: [0.007]}
    )
    result = crossover("hidden", ["cpu", "cuda:0"], values=(10, 256, 4096))
    marked = [(p.value, p.device) for p in result.points if p.unreliable]
    assert marked == [(256, "cpu"), (256, "cuda:0")]
    lines = [str(line) for line in result.conclusion]
    assert lines[0].startswith("* cpu at 256 hidden units: it does not fit the steps around it")
    assert lines[1].startswith("* cuda:0 at 256 hidden units")
    assert result.crossover is None  # same times on both devices: the GPU never wins


def test_on_a_busy_machine_every_crossover_step_says_so(machine, monkeypatch):
    machine(1.6)
    _fake_timing(machine, monkeypatch, crossover_module, {10: [0.0003], 256: [0.0006]})
    result = crossover("hidden", ["cpu"], values=(10, 256))
    assert all(p.unreliable and p.times_measured == 3 for p in result.points)
    first = str(result.conclusion[0])
    assert "another program used 1.6 of" in first and "these numbers are unreliable" in first


@contextmanager
def _no_spinner():
    yield 0


def _threads(machine, monkeypatch, idle_two: list[float], idle_others: list[float], large=False):
    """The threads experiment at 1 and 2 threads on a simulated machine: the lesson's run
    takes 0.34 ms at 1 thread and ``idle_two`` at 2 (one try after another)."""
    machine.judges_timings()
    monkeypatch.setattr(threads_module, "one_core_busy", _no_spinner)
    monkeypatch.setattr(threads_module, "using_threads", _threads_used)
    times = {(120, 1): [0.00034], (120, 2): idle_two, "busy": [0.0021]}
    others = {(120, 2): idle_others}
    calls = []

    def time_epochs(device, x, y, hidden, batch, min_seconds, average, own_pids):
        busy = bool(own_pids)
        key = "busy" if busy and _threads_used.count == 2 else (len(x), _threads_used.count)
        calls.append((key, busy))
        row, cores = times.get(key, [0.00035]), others.get(key, [0.0]) if not busy else [0.0]
        seconds = row.pop(0) if len(row) > 1 else row[0]
        extra = cores.pop(0) if len(cores) > 1 else cores[0]
        return CrossoverPoint(0, "cpu", seconds, 5, 0.0, others_cores=extra)

    monkeypatch.setattr(threads_module, "time_epochs", time_epochs)
    return threads_experiment([1, 2], ("lesson",)), calls


@contextmanager
def _threads_used(count):
    _threads_used.count = count
    yield


def test_the_threads_conclusion_never_contradicts_its_table_on_a_busy_machine(machine, monkeypatch):
    """The teacher's case: 0.34 ms at 1 thread, 89 ms at 2 while another program used 1.6
    cores, "busy ÷ idle 0.02×" and "it hardly slowed it"."""
    result, _ = _threads(machine, monkeypatch, [0.089], [1.6])
    idle_two = result.point("lesson", 2, False)
    assert idle_two.unreliable and idle_two.times_measured == 3
    lines = [str(line) for line in result.conclusion]
    assert lines[0].startswith(
        "* the lesson's MLP (120 flowers, hidden 10) at 2 threads, idle: another program used "
        "1.6 of"
    )
    assert not any("hardly slowed it" in line or "did not slow it" in line for line in lines)
    assert "one thread is as fast as any" not in " ".join(lines)
    assert any("too many idle steps were disturbed" in line for line in lines)


def test_an_idle_step_slower_than_its_busy_twin_is_measured_again(machine, monkeypatch):
    result, _ = _threads(machine, monkeypatch, [0.089, 0.0005], [0.0])
    idle_two = result.point("lesson", 2, False)
    assert (idle_two.seconds_per_epoch, idle_two.unreliable, idle_two.times_measured) == (
        0.0005,
        False,
        2,
    )
    assert str(result.conclusion[0]).startswith(
        "For the lesson's MLP (120 flowers, hidden 10) one thread is as fast as any"
    )


def test_autos_pick_is_said_beside_the_count_that_measured_faster(machine, monkeypatch):
    monkeypatch.setattr(threads_module, "threads_for_work", lambda samples, width: 2)
    result, _ = _threads(machine, monkeypatch, [0.0009], [0.0])
    assert str(result.conclusion[-1]) == (
        "auto picks 2 threads for it from the size of its work; the fastest count measured on "
        "this machine was 1 (0.34 against 0.90 ms per epoch)."
    )


def test_a_point_from_before_disturbance_was_measured_reads_as_undisturbed():
    point = replace(_point(0.001))
    assert point.others_cores == 0.0 and not point.unreliable and point.times_measured == 1


def test_many_marked_steps_are_summed_up_in_one_line_before_their_reasons(machine):
    """Five near-identical "* … unreliable" lines buried the point: one line first says how
    many steps and what to do; a few marks stand alone."""
    from core.experiments.crossover import CrossoverResult, crossover_conclusion

    points = [
        CrossoverPoint(value, "cpu", 1e-3, 5, 0.0, others_cores=1.6, unreliable=index < 4)
        for index, value in enumerate((10, 100, 1_000, 10_000, 100_000, 1_000_000))
    ]
    result = CrossoverResult("samples", [p.value for p in points], ["cpu"], points)
    said = [str(line) for line in crossover_conclusion(result)]
    assert said[0] == (
        "4 of 6 steps disturbed by other programs (marked *): run it again when the machine "
        "is quiet."
    )
    assert all(line.startswith("* cpu at ") for line in said[1:5])
    few = CrossoverResult("samples", [10, 100], ["cpu"], points[:1] + points[4:5])
    assert str(crossover_conclusion(few)[0]).startswith("* cpu at 10")
