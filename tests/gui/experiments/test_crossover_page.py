"""The Crossover page: where the GPU starts to win is marked on the chart."""

import pytest

from core.experiments.crossover import CrossoverResult, find_crossover
from core.experiments.timing import CrossoverPoint
from gui.experiments.crossover_page import CrossoverPage


def test_the_crossover_marks_where_the_gpu_wins(qtbot, runner, show):
    page = show(CrossoverPage(runner))
    page.set_devices(["cpu", "cuda:0"])
    page.prepare()  # draws the empty curves the worker would fill
    result = CrossoverResult("samples", [1_000, 100_000], ["cpu", "cuda:0"])
    for value, cpu, gpu in [(1_000, 1e-4, 1e-3), (100_000, 1e-1, 1e-2)]:
        for point in (
            CrossoverPoint(value, "cpu", cpu, 3, 0.0),
            CrossoverPoint(value, "cuda:0", gpu, 3, 0.0),
        ):
            page.progress(point)
            result.points.append(point)
    result.crossover = find_crossover(result)
    page.show_result(result)
    assert page.marker is not None
    assert page.marker.value() == pytest.approx(4.0)  # log10(10,000)
    assert "GPU wins above ~10,000" in page.marker.label.format
