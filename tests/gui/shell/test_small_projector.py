"""A 1024×768 (XGA) projector, projector mode, the lesson pane open: a first-class screen.
Every chart keeps at least 40 % of the window's height, in both languages, and the frame
(menus and toolbar in one row, the lesson folded to one row under the page) leaves the page
its room."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from chinese_fallback import stays_english_without_a_chinese_font
from PySide6.QtWidgets import QApplication

from core.pages import PAGES

PLOT_SHARE = 0.4
UNCHARTED = {"hardware.cpu", "hardware.throughput", "hardware.vram", "call.lab", "call.demo"}
CHARTED = [page.id for page in PAGES if page.id not in UNCHARTED]
"""Every page that draws a chart."""
NOT_YET: set[tuple[str, str]] = set()
"""(page, language) whose chart is still under 40 % there: strict, the test says when one
passes."""


@pytest.fixture
def xga(window):
    """The window at 1024×768 in projector mode, the lesson pane open."""
    window.lesson_action.setChecked(True)
    window.showNormal()
    window.view.projector.trigger()
    window.resize(1024, 768)
    QApplication.processEvents()
    return window


@pytest.mark.slow
@pytest.mark.parametrize(
    ("page_id", "language"),
    [
        pytest.param(page, language, marks=pytest.mark.xfail(strict=True))
        if (page, language) in NOT_YET
        else (page, language)
        for page in CHARTED
        for language in ("en", "zh_CN")
    ],
)
def test_every_chart_keeps_two_fifths_of_the_window(qtbot, xga, language, page_id):
    if language == "zh_CN":
        if stays_english_without_a_chinese_font(xga):
            pytest.skip("no font draws Chinese here")  # never a strict xfail's pass
        xga.view.set_language("zh_CN", remember=False)
    xga.pages.show(page_id)
    qtbot.wait(50)
    QApplication.processEvents()
    plots = [
        plot for plot in xga.pages.widget(page_id).findChildren(pg.PlotWidget) if plot.isVisible()
    ]
    assert plots
    heights = [plot.height() / xga.height() for plot in plots]
    assert min(heights) >= PLOT_SHARE, heights


def test_the_menus_and_the_toolbar_share_one_row_and_no_menu_hides(qtbot, xga):
    """The toolbar sits in the menu bar's row; it gives way to the menus, never they to it."""
    bar = xga.menuBar()
    assert bar.cornerWidget() is xga.toolbar_corner
    for menu in (xga.file_menu, xga.run_menu, xga.view_menu, xga.help_menu):
        placed = bar.actionGeometry(menu.menuAction())
        assert placed.isValid() and placed.right() < xga.toolbar_corner.geometry().left()
    assert xga.toolbar_corner.geometry().right() <= bar.width()
    assert xga.toolbar.actions()[0].isVisible()  # Start, in front of the class


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_runs_table_shows_three_runs_whole(qtbot, xga, language):
    """A teacher picks kept runs in the table before charting them: at 1024×768 the chart
    had taken all but its header."""
    from gui.runs.runs_page import TABLE_ROWS

    if language == "zh_CN":
        if stays_english_without_a_chinese_font(xga):
            return
        xga.view.set_language("zh_CN", remember=False)
    xga.pages.show("experiments.runs")
    table = xga.pages.widget("experiments.runs").table
    row = table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: table.viewport().height() >= TABLE_ROWS * row, timeout=2_000)
