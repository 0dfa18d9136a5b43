"""The Crossover page: where the GPU starts to win is marked on the chart."""

import pytest
from PySide6.QtCore import Qt

from core.experiments.crossover import CrossoverResult, find_crossover
from core.experiments.timing import CrossoverPoint
from gui.experiments.crossover_page import CrossoverPage
from gui.widgets.plots import restyle


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


def test_a_step_measured_again_replaces_the_first_and_one_still_disturbed_is_hollow(
    qtbot, runner, show
):
    page = show(CrossoverPage(runner))
    page.set_devices(["cpu"])
    page.prepare()
    for point in (
        CrossoverPoint(10, "cpu", 3e-4, 3, 0.0),
        CrossoverPoint(256, "cpu", 88e-3, 3, 0.0),
        CrossoverPoint(4096, "cpu", 7e-3, 3, 0.0),
        CrossoverPoint(256, "cpu", 80e-3, 3, 0.0, unreliable=True, times_measured=6),
    ):
        page.progress(point)
    curve = page._curves["cpu"]
    assert list(curve.xData) == [10, 256, 4096]
    assert list(curve.yData) == pytest.approx([0.3, 80.0, 7.0])
    fills = [brush.style() for brush in curve.opts["symbolBrush"]]
    assert fills == [Qt.BrushStyle.SolidPattern, Qt.BrushStyle.NoBrush, Qt.BrushStyle.SolidPattern]
    restyle(page.plot, {"#0072B2": "#56B4E9"})  # the dark theme's palette: still hollow
    fills = [(b.style(), b.color().name()) for b in curve.opts["symbolBrush"]]
    assert fills[1][0] == Qt.BrushStyle.NoBrush and fills[0] == (
        Qt.BrushStyle.SolidPattern,
        "#56b4e9",
    )


def test_the_marker_follows_projector_mode_and_the_dark_theme(qtbot, window):
    """The marker where the GPU starts to win takes projector mode's width and the dark
    theme's text colour after it was drawn (its label was black on the dark background)."""
    from gui.widgets.plots import current_style

    window.pages.show("experiments.crossover")
    page = window.experiments_tab.crossover_page
    page.set_devices(["cpu", "cuda:0"])
    page.prepare()
    result = CrossoverResult("samples", [1_000, 100_000], ["cpu", "cuda:0"])
    for value, cpu, gpu in [(1_000, 1e-4, 1e-3), (100_000, 1e-1, 1e-2)]:
        for point in (
            CrossoverPoint(value, "cpu", cpu, 3, 0.0),
            CrossoverPoint(value, "cuda:0", gpu, 3, 0.0),
        ):
            result.points.append(point)
    result.crossover = find_crossover(result)
    page.show_result(result)
    assert page.marker.pen.widthF() == 2.0
    window.view.projector.trigger()
    qtbot.waitUntil(lambda: page.marker.pen.widthF() == 4.0)
    window.view.set_theme("dark")
    qtbot.waitUntil(
        lambda: (
            page.marker.label.color.name() == current_style().foreground.lower()
            and current_style().dark
        )
    )
