"""Plot helpers shared by the tabs: one look, colour-blind-safe colours, PNG export.

Every plot made here is registered, so that the theme (light/dark), projector mode and
zoom restyle all of them at once: pyqtgraph's axes, titles and pens do not follow the
application's font or palette by themselves.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPen

OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
"""Okabe–Ito: eight colours that colour-blind students tell apart too."""
OKABE_ITO_DARK = (
    "#56B4E9", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#0072B2", "#F0E442", "#FFFFFF",
)
"""The same eight on a dark background: sky blue first (blue is too dark there), white last."""


@dataclass(frozen=True)
class PlotStyle:
    """How every plot looks: background, text size in points, line and axis widths."""

    dark: bool = False
    font_pt: float = 9.0
    line_width: float = 2.0
    axis_width: float = 1.0

    @property
    def foreground(self) -> str:
        return "#FFFFFF" if self.dark else "#000000"

    @property
    def background(self) -> str:
        return "#000000" if self.dark else "#FFFFFF"


_style = PlotStyle()
_plots: weakref.WeakSet[pg.PlotWidget] = weakref.WeakSet()


def current_style() -> PlotStyle:
    return _style


def colour(index: int) -> str:
    palette = OKABE_ITO_DARK if _style.dark else OKABE_ITO
    return palette[index % len(palette)]


def pen(index: int, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """The pen of curve number ``index`` at the current line width (``-1``: the foreground)."""
    colour_name = _style.foreground if index < 0 else colour(index)
    made = pg.mkPen(colour_name, width=_style.line_width, style=style)
    made.setCosmetic(True)
    return made


def make_plot(
    title: str,
    bottom: str,
    left: str,
    *,
    log_x: bool = False,
    log_y: bool = False,
    legend_offset: tuple[int, int] = (-10, 10),
) -> pg.PlotWidget:
    """A plot with labelled axes, a legend, and SI prefixes off (epochs stay epochs).

    ``legend_offset``: from the top right by default; (10, 10) is the top left.
    """
    plot = pg.PlotWidget()
    for axis in ("left", "bottom"):
        plot.getAxis(axis).enableAutoSIPrefix(False)
    plot.setLogMode(x=log_x, y=log_y)
    plot.addLegend(offset=legend_offset)
    _plots.add(plot)
    set_titles(plot, title, bottom, left)
    return plot


def set_titles(plot: pg.PlotWidget, title: str, bottom: str, left: str | None = None) -> None:
    """Set (or retranslate) the plot's title and axis labels in the current style."""
    plot.devicelab_titles = (title, bottom, left)
    _restyle(plot)


def add_curve(
    plot: pg.PlotWidget, index: int, name: str | None = None, **options
) -> pg.PlotDataItem:
    """A curve in colour ``index`` (``-1``: the foreground colour) that follows the style."""
    style = options.pop("style", Qt.PenStyle.SolidLine)
    curve = plot.plot(pen=pen(index, style), name=name, **options)
    curve.devicelab_pen = (index, style)
    return curve


def apply_style(style: PlotStyle) -> None:
    """Restyle every plot: background, titles, ticks, axes and curves."""
    global _style
    _style = style
    for plot in list(_plots):
        if shiboken6.isValid(plot):
            _restyle(plot)
        else:  # its C++ side is gone (the window closed): forget it
            _plots.discard(plot)


def _restyle(plot: pg.PlotWidget) -> None:
    style = _style
    plot.setBackground(style.background)
    title, bottom, left = getattr(plot, "devicelab_titles", ("", "", None))
    size = f"{style.font_pt * 1.15:.0f}pt"
    plot.setTitle(title, color=style.foreground, size=size)
    tick_font = QFont()
    tick_font.setPointSizeF(style.font_pt)
    labels = {"bottom": bottom, "left": left}
    for name, text in labels.items():
        axis = plot.getAxis(name)
        axis.setPen(pg.mkPen(style.foreground, width=style.axis_width))
        axis.setTextPen(pg.mkPen(style.foreground))
        axis.setStyle(tickFont=tick_font, tickLength=int(5 + 2 * style.axis_width))
        if text is not None:
            axis.setLabel(text, color=style.foreground, **{"font-size": f"{style.font_pt:.0f}pt"})
    legend = plot.getPlotItem().legend
    if legend is not None:
        legend.setLabelTextColor(QColor(style.foreground))
        legend.setLabelTextSize(f"{style.font_pt:.0f}pt")
    for item in plot.getPlotItem().listDataItems():
        index, pen_style = getattr(item, "devicelab_pen", (None, None))
        if index is not None:
            item.setPen(pen(index, pen_style))
    if legend is not None:
        # Legend samples copy the pen when added: rebuild them with the new one.
        entries = [(sample.item, label.text) for sample, label in legend.items]
        legend.clear()
        for item, text in entries:
            legend.addItem(item, text)


def save_png(plot: pg.PlotWidget, path: str) -> bool:
    """Write the plot as it is shown to ``path``; False if the file could not be written."""
    return plot.grab().save(path, "PNG")
