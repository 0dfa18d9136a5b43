"""Every run in one CSV with its curve, and the Runs page's smoothing."""

import csv
import math
import re

import pytest

from core.experiments.race import race
from core.runs.history import smooth, write_stored_csv
from core.training import TrainConfig, train


def test_every_run_goes_into_one_csv_with_its_curve(tmp_path):
    from core.runs.history import stored_record
    from core.runs.recording import record_finished
    from core.runs.run_store import RunStore, new_batch

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


def test_a_crossover_and_a_threads_run_go_into_the_csv_a_row_per_point(tmp_path):
    from core.experiments.crossover import CrossoverResult
    from core.experiments.threads import ThreadPoint, ThreadsResult
    from core.experiments.timing import CrossoverPoint
    from core.runs.recording import RunRecording
    from core.runs.run_store import RunStore, new_batch

    store = RunStore(tmp_path / "runs.sqlite3")
    crossed = CrossoverResult("hidden", [10, 256], ["cpu"])
    crossed.points = [
        CrossoverPoint(10, "cpu", 2e-4, 9, 0.0),
        CrossoverPoint(256, "cpu", 5e-4, 9, 0.0),
    ]
    threaded = ThreadsResult([1, 2], {"lesson": 1})
    threaded.points = [
        ThreadPoint("lesson", 1, False, 3e-4, 9),
        ThreadPoint("lesson", 2, True, 6e-4, 9),
    ]
    for kind, result in (("crossover", crossed), ("threads", threaded)):
        RunRecording(store, kind, "cpu", {}, new_batch()).finish_experiment(result)
    rows = write_stored_csv(store, store.runs()[::-1], tmp_path / "runs.csv")
    with open(tmp_path / "runs.csv", encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert rows == len(table) == 4
    assert [(row["source"], row["axis"], row["value"]) for row in table] == [
        ("crossover", "hidden", "10"),
        ("crossover", "hidden", "256"),
        ("threads", "threads", "1"),
        ("threads", "threads", "2"),
    ]
    assert [float(row["ms_per_epoch"]) for row in table] == pytest.approx([0.2, 0.5, 0.3, 0.6])
    assert [row["busy"] for row in table[2:]] == ["False", "True"]
    assert table[2]["problem"] == "lesson" and table[0]["epoch"] == ""


def _legend(tmp_path, changes: list[dict]) -> list:
    """The legend labels of one training run per change of the lesson's settings."""
    from dataclasses import asdict

    from core.runs.history import stored_labels
    from core.runs.run_store import RunStore, new_batch

    store = RunStore(tmp_path / "runs.sqlite3")
    for change in changes:
        config = TrainConfig(epochs=2000, **change)
        store.start("training", config.device, asdict(config), {}, new_batch())
    return stored_labels(store.runs()[::-1])


def test_the_legend_says_every_word_in_chinese_with_chinese_commas(tmp_path):
    """The Runs chart's legend in Chinese: the catalogue's 普通, 每 … 轮记录一次 and 从不记录,
    joined by "，"; no English word is left but the device."""
    from core.catalogue import translator
    from core.i18n import render

    changes = [
        {"record_every": 100},
        {"record_every": 0, "lr": 0.1, "hidden": 20},
        {"record_every": 100, "print_every": 50, "seed": 7, "threads": 2},
    ]
    labels = [render(label, translator("zh_CN")) for label in _legend(tmp_path, changes)]
    assert labels[0].startswith("#1 cpu 普通，") and "每 100 轮记录一次" in labels[0]
    assert "从不记录" in labels[1] and "0.1" in labels[1]
    for label in labels:
        assert ", " not in label and "(" not in label, label
        assert set(re.findall(r"[A-Za-z]+", label)) <= {"cpu"}, label


def test_the_legend_in_english_says_an_interval_of_zero_as_never(tmp_path):
    changes = [{"record_every": 0, "print_every": 0}, {"record_every": 10, "print_every": 100}]
    assert [str(label) for label in _legend(tmp_path, changes)] == [
        "#1 cpu plain, never record, never print",
        "#2 cpu plain, record every 10, print every 100",
    ]


def _lesson_result(others_cores: float, cpu_threads: int = 1, epochs: int = 20_000):
    """A finished run of the lesson's loop, made without training: its numbers and what
    other programs used meanwhile."""
    from core.i18n import QT_TRANSLATE_NOOP, message
    from core.training.run_reports import TrainResult

    return TrainResult(
        config=TrainConfig(epochs=epochs),
        status="finished",
        message=message(QT_TRANSLATE_NOOP("Runs", "finished")),
        epochs_completed=epochs,
        device_name="cpu",
        cpu_threads=cpu_threads,
        torch_version="2.13.0",
        setup_s=0.01,
        train_s=5.0,
        warmup_s=0.01,
        host_syncs=1,
        sync_s=0.0,
        prints=0,
        print_s=0.0,
        final_loss=0.1,
        test_accuracy=0.9,
        others_cores=others_cores,
    )


def _measured(kind: str, unreliable: bool):
    """A crossover's or threads experiment's result with one point, disturbed or not."""
    from core.experiments.crossover import CrossoverResult
    from core.experiments.threads import ThreadPoint, ThreadsResult
    from core.experiments.timing import CrossoverPoint

    if kind == "crossover":
        result = CrossoverResult("hidden", [10], ["cpu"])
        result.points = [CrossoverPoint(10, "cpu", 2e-4, 9, 0.0, unreliable=unreliable)]
        return result
    threaded = ThreadsResult([1], {"lesson": 1})
    threaded.points = [ThreadPoint("lesson", 1, False, 3e-4, 9, unreliable=unreliable)]
    return threaded


def test_a_kept_run_is_disturbed_when_other_programs_crowded_it_or_left_a_point_unreliable(
    machine,
):
    """Training, race and homework runs kept as ``record_finished`` keeps them (their
    ``crowded``, or judged again from what other programs used on this machine's CPUs);
    crossover and threads runs by their points; a class machine's by its ``disturbed``."""
    from core.runs.history import disturbed
    from core.runs.recording import RunRecording, record_finished
    from core.runs.run_store import RunStore, new_batch

    machine(0.0, cpus=2)
    store = RunStore(":memory:")
    for kind in ("training", "race", "homework"):
        record_finished(store, kind, _lesson_result(others_cores=1.6), new_batch())
        record_finished(store, kind, _lesson_result(others_cores=0.1), new_batch())
    for kind in ("crossover", "threads"):
        for unreliable in (True, False):
            RunRecording(store, kind, "cpu", {}, new_batch()).finish_experiment(
                _measured(kind, unreliable)
            )
    store.add_finished("class", new_batch(), [("cpu", {}, {"disturbed": True}), ("cpu", {}, {})])
    said = [(run.kind, disturbed(run)) for run in store.runs()[::-1]]
    assert said == [
        (kind, crowded)
        for kind in ("training", "race", "homework", "crossover", "threads", "class")
        for crowded in (True, False)
    ]


@pytest.mark.parametrize(
    "result",
    [
        None,
        {},
        {"crowded": "yes"},
        {"crowded": False, "others_cores": 1.9, "cpu_threads": 2},
        {"others_cores": "1.9", "cpu_threads": 2},
        {"others_cores": True, "cpu_threads": 2},
        {"others_cores": math.nan, "cpu_threads": 2},
        {"others_cores": 1.9, "cpu_threads": math.inf},
        {"points": [{"unreliable": True}]},  # a training run has no points
    ],
)
def test_a_damaged_or_odd_training_result_is_not_disturbed_and_never_raises(machine, result):
    from core.runs.history import disturbed
    from core.runs.run_store import StoredRun

    machine(0.0, cpus=2)
    run = StoredRun(
        1, "b", "2026-12-05T10:00:00", "training", "cpu", {}, {}, "finished", result, []
    )
    assert disturbed(run) is False


@pytest.mark.parametrize(
    "points",
    [None, "many", {"unreliable": True}, [None, 3, "x", []], [{"unreliable": "true"}], [{}]],
)
def test_damaged_points_are_neither_disturbed_nor_listed_and_never_raise(points):
    from core.runs.history import disturbed, stored_points
    from core.runs.run_store import StoredRun

    for kind in ("crossover", "threads"):
        result = {"axis": "hidden", "points": points}
        run = StoredRun(1, "b", "2026-12-05T10:00:00", kind, "cpu", {}, {}, "finished", result, [])
        assert disturbed(run) is False
        assert stored_points(run) == []


def test_a_run_carried_from_another_machine_is_judged_by_its_own_word_only(machine):
    """Its CPUs are not this machine's: without ``crowded`` kept, it is not judged again."""
    from core.runs.history import disturbed
    from core.runs.run_store import StoredRun

    machine(0.0, cpus=2)
    crowded = {"others_cores": 1.9, "cpu_threads": 1}

    def run(result: dict, carried_from: str | None) -> StoredRun:
        return StoredRun(1, "b", "s", "race", "cpu", {}, {}, "finished", result, [], carried_from)

    assert disturbed(run(crowded, None)) and not disturbed(run(crowded, "teacher-pc"))
    assert disturbed(run(crowded | {"crowded": True}, "teacher-pc"))
