"""Plot helpers shared by the tabs: one look, colour-blind-safe colours, PNG export."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy

OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
"""Okabe–Ito: eight colours that colour-blind students tell apart too."""


def colour(index: int) -> str:
    return OKABE_ITO[index % len(OKABE_ITO)]


def make_plot(
    title: str,
    bottom: str,
    left: str,
    *,
    log_x: bool = False,
    log_y: bool = False,
    legend: bool = True,
    x_from_zero: bool = False,
) -> pg.PlotWidget:
    """A white plot with labelled axes, readable log ticks, SI prefixes off (epochs stay
    epochs) and, unless ``legend`` is False (a plot of one curve), a legend beside the
    data, where it can never cover a point. ``x_from_zero``: x never below 0 (epochs).
    """
    plot = pg.PlotWidget(axisItems={"bottom": ReadableAxis("bottom"), "left": ReadableAxis("left")})
    plot.setBackground("w")
    plot.setTitle(title, color="k")
    for side, text in (("bottom", bottom), ("left", left)):
        if text:  # an empty label would still take the axis's room
            plot.setLabel(side, text)
    for axis in ("left", "bottom"):
        plot.getAxis(axis).enableAutoSIPrefix(False)
    plot.setLogMode(x=log_x, y=log_y)
    if x_from_zero:
        plot.setLimits(xMin=0)
    if legend:
        item = plot.getPlotItem()
        item.legend = pg.LegendItem(labelTextColor="k")  # curves with a name join it
        item.legend.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        item.layout.addItem(item.legend, 2, 3)  # right of the data, not over it
        item.layout.setAlignment(item.legend, Qt.AlignmentFlag.AlignTop)
    return plot


class ReadableAxis(pg.AxisItem):
    """On a log scale only the decades are labelled (1, 10, 100 …), or 1-2-5 steps when
    the view spans less than two decades: pyqtgraph labels every minor tick, which runs
    "3·10¹4·15·16·1" together."""

    def logTickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        low, high = sorted(self.range)
        steps = (1,) if high - low >= 2 else (1, 2, 5)
        return [_log_label(value, scale, steps) for value in values]


def _log_label(exponent: float, scale: float, steps: tuple[int, ...]) -> str:
    value = 10**exponent * scale
    mantissa = 10 ** (exponent - math.floor(exponent + 1e-9))
    if not any(math.isclose(mantissa, step, rel_tol=1e-4) for step in steps):
        return ""
    if 1e-3 <= value < 1:
        return f"{value:g}"
    if 1 <= value < 1e7:
        return f"{value:,.0f}"
    return f"{value:.0e}".replace("e+0", "e").replace("e-0", "e-")


def save_png(plot: pg.PlotWidget, path: str) -> bool:
    """Write the plot as it is shown to ``path``; False if the file could not be written."""
    return plot.grab().save(path, "PNG")


def first_view(epochs: int, record_every: int) -> int:
    """The first x range of a live loss curve: 50 records' worth (the whole run if none)."""
    return min(epochs, 50 * record_every) if record_every else epochs


class GrowingView:
    """Axis ranges that change rarely, doubling as a run goes: a redraw then repaints the
    curves alone, not the axes and their tick labels (the costly part of a redraw, and time
    the GUI thread takes from the training thread)."""

    def __init__(self, plot: pg.PlotWidget) -> None:
        self.plot = plot
        self.x_limit = 1.0

    def reset(self, x_first: float, x_limit: float, y_top: float = 1.2) -> None:
        """Start at 0 … x_first (at most x_limit) by 0 … y_top, autorange off."""
        self.x_limit = x_limit
        self.plot.disableAutoRange()
        self.plot.setXRange(0, min(x_limit, x_first), padding=0.02)
        self.plot.setYRange(0, y_top, padding=0)

    def follow(self, last_x: float, top_y: float) -> None:
        """Double the x range when the curve nears its edge; grow y above the top value."""
        (_, right), (_, top_shown) = self.plot.viewRange()
        if last_x > 0.95 * right:
            self.plot.setXRange(0, min(self.x_limit, 2 * right), padding=0.02)
        if math.isfinite(top_y) and top_y * 1.05 > top_shown:
            self.plot.setYRange(0, top_y * 1.1, padding=0)


class PlotNote:
    """A sentence in the middle of a plot: why it is empty, or what a mark means."""

    def __init__(self, plot: pg.PlotWidget) -> None:
        self.plot = plot
        self.item = pg.TextItem(color="k", anchor=(0.5, 0.5))
        self.item.setZValue(10)
        self.item.hide()
        plot.addItem(self.item, ignoreBounds=True)

    def show(self, text: str) -> None:
        """Centred in the current view, wrapped to half the plot's width."""
        (left, right), (bottom, top) = self.plot.viewRange()
        self.item.setTextWidth(max(self.plot.width() * 0.6, 200))
        self.item.setText(text)
        self.item.setPos((left + right) / 2, (bottom + top) / 2)
        self.item.show()

    def hide(self) -> None:
        self.item.hide()

    @property
    def text(self) -> str:
        return self.item.toPlainText() if self.item.isVisible() else ""
