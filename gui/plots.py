"""Plot helpers shared by the tabs: one look, colour-blind-safe colours, PNG export."""

from __future__ import annotations

import math

import pyqtgraph as pg

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
    legend_offset: tuple[int, int] | None = (-10, 10),
    x_from_zero: bool = False,
) -> pg.PlotWidget:
    """A white plot with labelled axes, a legend, and SI prefixes off (epochs stay epochs).

    ``legend_offset``: from the top right by default; (10, 10) is the top left; None: no
    legend (a plot of one curve).
    """
    plot = pg.PlotWidget()
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
    if legend_offset is not None:
        plot.addLegend(offset=legend_offset)
    return plot


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
