"""The Crossover page: where the GPU starts to win is marked on the chart."""

import pyqtgraph as pg
import pytest

from core.experiments.crossover import CrossoverResult, find_crossover
from core.experiments.timing import CrossoverPoint
from gui.experiments.crossover_page import CrossoverPage
from gui.widgets.plots import DISTURBED_ALPHA, restyle


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


def test_a_step_measured_again_replaces_the_first_and_one_still_disturbed_is_faint_off_the_line(
    qtbot, runner, show
):
    """The teacher's case: a 256-wide model drawn above a 1,024-wide one, at full strength
    on the projector. A disturbed step is a faint dot the line does not pass through."""
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
    curve, disturbed = page._curves["cpu"], page._disturbed["cpu"]
    assert list(curve.xData) == [10, 4096]
    assert list(curve.yData) == pytest.approx([0.3, 7.0])
    assert list(disturbed.xData) == [256] and list(disturbed.yData) == pytest.approx([80.0])
    assert disturbed.opts["pen"] is None  # a dot, joined to nothing
    assert pg.mkBrush(disturbed.opts["symbolBrush"]).color().alpha() == DISTURBED_ALPHA
    restyle(page.plot, {"#0072B2": "#56B4E9"})  # the dark theme's palette: still faint
    brush = pg.mkBrush(disturbed.opts["symbolBrush"])
    assert (brush.color().name(), brush.color().alpha()) == ("#56b4e9", DISTURBED_ALPHA)


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
