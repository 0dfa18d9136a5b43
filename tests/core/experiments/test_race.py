"""The lesson's experiments: same runs one after another, and conclusions from the numbers."""

import csv
import math

import pytest

from core.experiments.crossover import (
    CrossoverResult,
    crossover,
    crossover_conclusion,
    find_crossover,
)
from core.experiments.homework import HomeworkPoint, HomeworkResult, homework, homework_conclusion
from core.experiments.race import race
from core.experiments.timing import CrossoverPoint, synthetic_classes
from core.training import TrainConfig, train
from core.training.history import smooth


def test_the_race_runs_each_device_in_turn_with_the_same_seed():
    seen = []
    result = race(TrainConfig(epochs=300, record_every=100), ["cpu", "cpu"], report=seen.append)
    first, second = result.runs
    assert first.recorded_losses == second.recorded_losses  # same seed, same curve
    assert {item.device for item in seen} == {"cpu"}
    assert not result.cancelled
    assert str(result.conclusion[0]).startswith("cpu: ")


def test_a_stopped_race_says_so_and_keeps_what_ran():
    seen = []
    result = race(
        TrainConfig(epochs=200_000),
        ["cpu", "cpu"],
        report=seen.append,
        should_stop=lambda: bool(seen),
    )
    assert result.cancelled
    assert [run.status for run in result.runs] == ["cancelled"]


def test_the_homework_sweep_records_less_and_less_and_times_each_part():
    result = homework(TrainConfig(epochs=400), intervals=(1, 100, 0))
    quiet = [point for point in result.points if not point.printing]
    loud = [point for point in result.points if point.printing]
    assert [point.records for point in quiet] == [400, 4, 0]
    assert [point.prints for point in loud] == [400, 4, 0]
    assert all(point.prints == 0 for point in quiet)
    assert quiet[0].syncs > quiet[1].syncs > 0
    assert loud[0].print_s > 0 and loud[0].sync_s > 0
    assert all(p.compute_s <= p.train_s for p in result.points)
    assert len(result.runs) == 6 and result.conclusion


def _sweep(times: dict[int, float], sync_s: float) -> HomeworkResult:
    points = [
        HomeworkPoint(every, False, 20_000 // every if every else 0, 0, 0, seconds, 0.0, 0.0, 0.0)
        for every, seconds in times.items()
    ]
    points[0].syncs, points[0].sync_s = 20_001, sync_s
    return HomeworkResult("cpu", 20_000, points)


def test_the_homework_conclusion_agrees_with_the_lesson_on_a_cpu():
    lines = [str(line) for line in homework_conclusion(_sweep({1: 3.1, 100: 2.85}, sync_s=0.04))]
    assert lines[0] == (
        "Recording 100× less (every 100 epochs instead of every epoch) saved 0.25 s of 3.10 s "
        "(8%): on this CPU a sync (loss.item()) costs about 2.0 µs, measured around each call."
    )
    assert "barely matters" in lines[1]


def test_the_homework_conclusion_says_when_syncs_do_matter():
    result = _sweep({1: 11.0, 0: 4.0}, sync_s=6.0)
    result.device = "cuda:0"
    lines = [str(line) for line in homework_conclusion(result)]
    assert lines[0].startswith("Not recording at all instead of every epoch saved 7.00 s")
    assert "on cuda:0 a sync" in lines[0] and "300.0 µs" in lines[0]
    assert "deferred-sync" in lines[1]


def test_the_crossover_times_every_step_on_every_device():
    result = crossover("hidden", ["cpu"], values=(10, 100), min_seconds=0.01)
    assert [(p.value, p.device) for p in result.points] == [(10, "cpu"), (100, "cpu")]
    assert all(p.seconds_per_epoch > 0 and p.epochs_timed >= 3 for p in result.points)
    assert result.crossover is None
    assert "No GPU here" in str(result.conclusion[0])


def test_the_batch_axis_times_a_whole_epoch_of_minibatches():
    small, large = crossover("batch", ["cpu"], values=(1024, 65_536), min_seconds=0.01).points
    assert small.seconds_per_epoch > large.seconds_per_epoch  # 64 steps against 1


def _curves(values, cpu, gpu) -> CrossoverResult:
    result = CrossoverResult("samples", list(values), ["cpu", "cuda:0"])
    for value, c, g in zip(values, cpu, gpu, strict=True):
        result.points += [
            CrossoverPoint(value, "cpu", c, 3, 0.0),
            CrossoverPoint(value, "cuda:0", g, 3, 0.0),
        ]
    return result


def test_the_crossover_is_found_between_the_steps_in_log_space():
    # The GPU is 10× slower at 1,000 and 10× faster at 100,000: equal at 10,000.
    result = _curves((1_000, 100_000), cpu=(1e-4, 1e-1), gpu=(1e-3, 1e-2))
    assert find_crossover(result) == pytest.approx(10_000)
    result.crossover = find_crossover(result)
    assert str(crossover_conclusion(result)[0]).startswith("The GPU wins above ~10,000 samples")


def test_no_crossover_in_range_is_said_as_such():
    result = _curves((150, 1_000), cpu=(1e-4, 2e-4), gpu=(1e-3, 1e-3))
    assert find_crossover(result) is None
    assert "The CPU stays faster up to 1,000 samples" in str(crossover_conclusion(result)[0])


def test_synthetic_data_is_iris_shaped():
    x, y = synthetic_classes(1_000)
    assert x.shape == (1_000, 4) and set(y) == {0, 1, 2}


def test_every_run_goes_into_one_csv_with_its_curve(tmp_path):
    from core.training import train
    from core.training.history import stored_record, write_stored_csv
    from core.training.recording import record_finished
    from core.training.run_store import RunStore, new_batch

    store = RunStore(tmp_path / "runs.sqlite3")
    raced = race(TrainConfig(epochs=200, record_every=100), ["cpu"]).runs[0]
    record_finished(store, "race", raced, new_batch())
    record_finished(store, "training", train(TrainConfig(epochs=50, record_every=0)), new_batch())
    runs = store.runs()[::-1]  # oldest first
    rows = write_stored_csv(store, runs, tmp_path / "runs.csv")
    with open(tmp_path / "runs.csv", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert rows == len(table) == 3  # two recorded losses, and one row for the run without any
    assert [row["run"] for row in table] == ["1", "1", "2"]
    assert [row["epoch"] for row in table] == ["100", "200", ""]
    assert table[0]["source"] == "race" and float(table[0]["train_s"]) > 0
    assert stored_record(runs[1])["record_every"] == 0


def test_smoothing_is_an_exponential_average_and_refuses_bad_strengths():
    assert smooth([1.0, 3.0], 0.0) == [1.0, 3.0]
    assert smooth([1.0, 3.0, 3.0], 0.5) == [1.0, 2.0, 2.5]
    with pytest.raises(ValueError, match="strength must be from 0 to below 1"):
        smooth([1.0], 1.0)
    assert math.isnan(smooth([math.nan], 0.5)[0])


def test_the_race_is_judged_after_warm_up_in_the_lessons_words():
    from dataclasses import replace

    from core.experiments.race import race_conclusion

    cpu = train(TrainConfig(epochs=50))
    cpu = replace(cpu, train_s=3.1, warmup_s=0.1)
    gpu = replace(cpu, config=replace(cpu.config, device="cuda:0"), train_s=11.2, warmup_s=0.1)
    lines = [str(line) for line in race_conclusion([cpu, gpu])]
    assert "cuda:0 was 3.7× slower than the CPU after warm-up" in lines[2]
    assert "every loss.item() waits" in lines[2]
    # A long compile (warm-up) must not decide it: 1.0× once the warm-up is set apart.
    compiled = replace(gpu, train_s=13.0, warmup_s=10.0)
    assert "about as fast after warm-up (1.00×)" in str(race_conclusion([cpu, compiled])[2])


def test_curves_that_cross_the_wrong_way_are_called_noisy():
    result = _curves((150, 1_000), cpu=(2e-4, 1e-4), gpu=(1e-4, 2e-4))
    assert find_crossover(result) is None
    assert "noisy" in str(crossover_conclusion(result)[0])


def test_the_batch_axis_conclusion_says_the_work_per_epoch_stays_the_same():
    from core.experiments.crossover import CrossoverResult, crossover_conclusion

    batch = [
        str(line)
        for line in crossover_conclusion(
            CrossoverResult(axis="batch", values=[32], devices=["cpu"])
        )
    ]
    assert "fewer, larger steps per epoch" in batch[-1] and "same work per epoch" in batch[-1]
    samples = [
        str(line)
        for line in crossover_conclusion(
            CrossoverResult(axis="samples", values=[150], devices=["cpu"])
        )
    ]
    assert not any("steps per epoch" in line for line in samples)
