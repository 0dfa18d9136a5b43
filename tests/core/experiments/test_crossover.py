"""The crossover: every step timed on every device, and where the GPU starts to win."""

import pytest

from core.experiments.crossover import (
    CrossoverResult,
    crossover,
    crossover_conclusion,
    find_crossover,
)
from core.experiments.timing import CrossoverPoint, synthetic_classes


def test_the_crossover_times_every_step_on_every_device(machine):
    result = crossover("hidden", ["cpu"], values=(10, 100), min_seconds=0.01)
    assert [(p.value, p.device) for p in result.points] == [(10, "cpu"), (100, "cpu")]
    assert all(p.seconds_per_epoch > 0 and p.epochs_timed >= 3 for p in result.points)
    assert result.crossover is None
    assert "No GPU here" in str(result.conclusion[0])


def test_the_batch_axis_times_a_whole_epoch_of_minibatches(machine):
    # One thread: the test is about what an epoch is, not about threads (two threads on a
    # shared core can stall each other far longer than 63 extra steps take).
    small, large = crossover(
        "batch", ["cpu"], values=(1024, 65_536), min_seconds=0.01, threads=1
    ).points
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
