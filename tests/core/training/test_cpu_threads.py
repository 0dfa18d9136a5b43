"""CPU threads chosen for the work (one for the lesson's MLP), set in the thread that trains,
and reported as what the ops really used."""

from __future__ import annotations

import threading

import pytest
import torch

from core.errors import ConfigError
from core.experiments.crossover import crossover
from core.runs.history import RunHistory
from core.training import TrainConfig, train
from core.training import cpu_threads as thread_rule
from core.training.cpu_threads import (
    WORK_PER_THREAD,
    logical_cpus,
    threads_for_work,
    using_threads,
)

two_cpus = pytest.mark.skipif(logical_cpus() < 2, reason="needs 2 logical CPUs")


def test_auto_gives_the_lessons_tiny_mlp_one_thread():
    result = train(TrainConfig(epochs=20))
    assert result.config.threads == "auto" and result.cpu_threads == 1


def test_auto_adds_a_thread_per_share_of_work_up_to_the_logical_cpus(monkeypatch):
    monkeypatch.setattr(thread_rule, "logical_cpus", lambda: 16)
    assert threads_for_work(120, 10) == 1  # the lesson: 1,200 multiply-adds a step
    assert threads_for_work(1_000, 10) == 1
    assert threads_for_work(2_048, 10) == 2
    assert threads_for_work(WORK_PER_THREAD * 5, 1) == 5
    assert threads_for_work(1_000_000, 10) == 16


@two_cpus
def test_a_fixed_count_is_used_and_the_callers_count_comes_back():
    with using_threads(1):
        result = train(TrainConfig(epochs=20, threads=2))
        assert torch.get_num_threads() == 1
    assert result.cpu_threads == 2


@two_cpus
def test_the_count_is_set_in_the_thread_that_trains_not_inherited():
    results = {}

    def worker():
        with using_threads(2):  # as if this thread had run something wide before
            results["auto"] = train(TrainConfig(epochs=20))
            results["after"] = torch.get_num_threads()

    with using_threads(1):
        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        assert torch.get_num_threads() == 1
    assert results["auto"].cpu_threads == 1 and results["after"] == 2


@pytest.mark.parametrize("value", [0, logical_cpus() + 1, "two", True, 1.5, None])
def test_a_bad_thread_count_names_the_field_and_its_range(value):
    with pytest.raises(ConfigError) as raised:
        TrainConfig(threads=value).validated()
    assert raised.value.field == "threads"
    assert str(raised.value) == (
        f"threads must be auto or an integer from 1 to {logical_cpus():,} (got {value!r})"
    )


def test_crossover_points_carry_the_threads_they_used():
    result = crossover("hidden", ["cpu"], values=(10,), min_seconds=0.001, threads=1)
    assert [point.threads for point in result.points] == [1]
    with pytest.raises(ConfigError, match=r"^threads must be auto"):
        crossover("hidden", ["cpu"], values=(10,), threads=0)


def test_every_run_record_says_the_setting_and_the_threads_used():
    history = RunHistory()
    history.add(train(TrainConfig(epochs=10, threads=1)), "training")
    history.add(train(TrainConfig(epochs=10)), "training")
    fixed, auto = history.records()
    assert (fixed["threads"], fixed["cpu_threads"]) == (1, 1)
    assert (auto["threads"], auto["cpu_threads"]) == ("auto", 1)
