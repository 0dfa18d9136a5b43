"""Plot helpers shared by the tabs: one look, colour-blind-safe colours, PNG export.

The theme (light or dark), projector mode and zoom restyle every plot of every window at
once (``restyle_made``, which ``plot_style.set_style`` runs): pyqtgraph's axes, titles,
legends and pens do not follow the application's font or palette by themselves. The plots
are found through Qt's widget tree, not kept in a list: no reference outlives a closed
window.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Iterable
from html import escape

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QFontMetrics, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from gui.widgets.layouts import char_width
from gui.widgets.plot_style import PlotStyle, current_style, when_restyled

PLOT_STRETCH = 4
"""A chart's share of its column against a table's 1: the chart is what the class looks at
(at 1024×768 on a projector a table of 2 shares took the chart under a third)."""
LIVE_REDRAW_MS = 100
"""A live curve redraws from a timer at 10 Hz, never from the worker. Each redraw runs
pyqtgraph's Python on the GUI thread, holding the interpreter lock the training thread
needs: at 20 Hz the redraws alone cost a run in the window about 5 % (bench/gui_overhead.py,
the redraw timer disconnected against connected, same process, 4 rounds)."""
LIVE_STATUS_EVERY = 2
"""Progress bars and texts follow every 2nd redraw (5 Hz): each new text re-lays out the
page, and on a 2-core laptop there is no CPU to spare."""
PLOT_HINT_CHARS, PLOT_HINT_LINES = 40, 12
"""A plot's preferred size, in characters and lines of its font."""
OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
"""Okabe–Ito: eight colours that colour-blind students tell apart too."""
OKABE_ITO_DARK = (
    "#56B4E9",
    "#E69F00",
    "#009E73",
    "#D55E00",
    "#CC79A7",
    "#0072B2",
    "#F0E442",
    "#FFFFFF",
)
"""The same eight on a dark background: sky blue first (blue is too dark there), white last."""
LEGEND_SPACING = 10
"""Pixels between a legend entry's sample and its name, and after the name."""
_ON_DARK = dict(zip(OKABE_ITO, OKABE_ITO_DARK, strict=True))
_ON_LIGHT = dict(zip(OKABE_ITO_DARK, OKABE_ITO, strict=True))


def colour(index: int) -> str:
    """Curve number ``index``'s colour on the current background."""
    palette = OKABE_ITO_DARK if current_style().dark else OKABE_ITO
    return palette[index % len(palette)]


DISTURBED_ALPHA = 70
"""A disturbed measurement's fill: faint, as unsure as its number (its table cell is marked *)."""


def disturbed_brush(fill: str | QColor, disturbed: bool) -> QBrush:
    """A bar's, dot's or point's fill; faint where other programs disturbed its measurement
    (every chart draws a disturbed number this way)."""
    filled = QColor(fill)
    if disturbed:
        filled.setAlpha(DISTURBED_ALPHA)
    return QBrush(filled)


def disturbed_points(plot: pg.PlotWidget, index: int) -> pg.PlotDataItem:
    """Series ``index``'s disturbed points: faint dots its line does not pass through (fill
    with ``setData``)."""
    return plot.plot(
        pen=None, symbol="o", symbolPen=pen(index), symbolBrush=disturbed_brush(colour(index), True)
    )


def pen(index: int, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """Curve number ``index``'s pen at the current line width (-1: the text colour)."""
    look = current_style()
    made = pg.mkPen(look.foreground if index < 0 else colour(index), width=look.line_width)
    made.setStyle(style)
    return made


def restyle_made(previous: PlotStyle, style: PlotStyle) -> None:
    """Restyle every plot made: background, title, ticks, axes, legend and curves."""
    # The curves' colours move to the other palette only when the background changes.
    swap = {} if previous.dark == style.dark else (_ON_DARK if style.dark else _ON_LIGHT)
    for window in QApplication.topLevelWidgets():
        for plot in window.findChildren(pg.PlotWidget):
            restyle(plot, swap)
    # Restyling leaves cycles of pyqtgraph's Qt objects behind: collect them here, in the
    # GUI thread. Left to Python, they could be freed in a training thread, and Qt refuses
    # that ("Timers cannot be started from another thread").
    gc.collect()


when_restyled(restyle_made)


def text_font() -> QFont:
    """The plots' text at the current style's size (projector mode's, zoomed)."""
    font = QFont()
    font.setPointSizeF(current_style().font_pt)
    return font


def restyle(plot: pg.PlotWidget, swap: dict[str, str] | None = None) -> None:
    """One plot in the current style; its texts are kept, its curves' colours too unless
    ``swap`` moves them to the other theme's palette."""
    style, item = current_style(), plot.getPlotItem()
    plot.setBackground(style.background)
    item.setTitle(
        item.titleLabel.text, color=style.foreground, size=f"{style.font_pt * 1.15:.0f}pt"
    )
    tick_font = text_font()
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(pg.mkPen(style.foreground, width=style.axis_width))
        axis.setTextPen(pg.mkPen(style.foreground))
        axis.setStyle(tickFont=tick_font, tickLength=int(5 + 2 * style.axis_width))
        if axis.labelText:
            axis.setLabel(
                axis.labelText, color=style.foreground, **{"font-size": f"{style.font_pt:.0f}pt"}
            )
    if item.legend is not None:
        _restyle_legend(item.legend, style)
    for curve in item.listDataItems():
        if isinstance(curve, pg.PlotDataItem):
            _restyle_curve(curve, style, swap or {})
        elif isinstance(curve, pg.BarGraphItem) and swap:
            brushes = [_swapped(brush, swap) for brush in curve.opts.get("brushes") or []]
            curve.setOpts(brush=_swapped(curve.opts.get("brush"), swap), brushes=brushes or None)


def _swapped(brush: object, swap: dict[str, str]) -> QBrush:
    """A fill in the other theme's palette, as opaque, faint or hollow as it was."""
    before = pg.mkBrush(brush)
    name = before.color().name().upper()
    moved = QColor(swap.get(name, name))
    moved.setAlpha(before.color().alpha())
    return QBrush(moved, before.style())


def _restyle_legend(legend: pg.LegendItem, style: PlotStyle) -> None:
    """The legend's text in the style's colour and size; each label is drawn again
    (``setLabelTextSize`` alone changes only labels added later)."""
    legend.setLabelTextColor(QColor(style.foreground))
    legend.setLabelTextSize(f"{style.font_pt:.0f}pt")
    for _sample, label in legend.items:
        label.setText(label.text, color=style.foreground, size=f"{style.font_pt:.0f}pt")
    legend.updateSize()


class FittedLegend(pg.LegendItem):
    """A legend beside the data that a narrow chart never squeezes: it is at least as wide
    as its widest entry, at any font size."""

    def updateSize(self) -> None:
        super().updateSize()
        widths = (
            sample.boundingRect().width() + label.itemRect().width() for sample, label in self.items
        )
        self.setMinimumWidth(max(widths, default=0.0) + LEGEND_SPACING)


def _restyle_curve(curve: pg.PlotDataItem, style: PlotStyle, swap: dict[str, str]) -> None:
    """The curve at the style's line width, its colour moved by ``swap``."""
    line = curve.opts.get("pen")
    if line is not None:
        line = pg.mkPen(line)
        name = line.color().name().upper()
        line.setColor(QColor(swap.get(name, name)))
        line.setWidthF(style.line_width)
        curve.setPen(line)
    brush = curve.opts.get("symbolBrush")
    if isinstance(brush, list):  # a fill per point (a hollow one: a disturbed step)
        curve.opts["symbolBrush"] = [_swapped(each, swap) for each in brush]
        curve.updateItems(styleUpdate=True)  # setSymbolBrush takes one brush only
    elif brush is not None:
        curve.setSymbolBrush(_swapped(brush, swap))


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
    plot = SteadyPlotWidget(
        axisItems={"bottom": ReadableAxis("bottom"), "left": ReadableAxis("left")}
    )
    plot.setTitle(title)
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
        item.legend = FittedLegend(labelTextColor="k")  # curves with a name join it
        item.legend.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        item.layout.addItem(item.legend, 2, 3)  # right of the data, not over it
        item.layout.setAlignment(item.legend, Qt.AlignmentFlag.AlignTop)
    restyle(plot)
    return plot


def name_plot(plot: pg.PlotWidget, texts: tuple[str, str, str]) -> None:
    """The plot's title, bottom and left axis labels, in the current style (again on a
    language switch: ``words(partial(name_plot, plot), lambda: (title, x, y))``)."""
    if isinstance(plot, SteadyPlotWidget):
        plot.names = texts
    _write_names(plot, texts, _fitted_sizes(plot, texts))


TITLE_SCALE = 1.15
"""A chart's title against its text."""
LEAST_NAME_SCALE = 0.7
"""A title or an axis's name shrinks to fit its chart down to this share of its size."""


def _fitted_sizes(plot: pg.PlotWidget, texts: tuple[str, str, str]) -> tuple[float, ...]:
    """The title's and the axes' names' point sizes: the style's, or smaller where the
    chart is too narrow (1024×768 at 20 pt cut "Total time against the numbe")."""
    title, bottom, left = texts
    view = plot.getPlotItem().vb
    points = current_style().font_pt
    return (
        _fitted_pt(title, points * TITLE_SCALE, view.width() or plot.width()),
        _fitted_pt(bottom, points, view.width() or plot.width()),
        _fitted_pt(left, points, view.height() or plot.height()),
    )


def _write_names(plot: pg.PlotWidget, texts: tuple[str, str, str], sizes: tuple) -> None:
    title, bottom, left = texts
    title_pt, bottom_pt, left_pt = sizes
    foreground = current_style().foreground
    item = plot.getPlotItem()
    item.setTitle(title, color=foreground, size=f"{title_pt:.1f}pt")
    item.titleLabel.setMinimumWidth(0)  # a long title never widens the chart past its room
    for side, text, points in (("bottom", bottom, bottom_pt), ("left", left, left_pt)):
        if text:
            plot.setLabel(side, text, color=foreground, **{"font-size": f"{points:.1f}pt"})


def _fitted_pt(text: str, points: float, room: float) -> float:
    """``points``, or less (down to LEAST_NAME_SCALE of it) where ``text`` is wider than
    ``room`` pixels."""
    font = QFont()
    font.setPointSizeF(points)
    wide = QFontMetrics(font).horizontalAdvance(text)
    if room <= 0 or wide <= 0.95 * room:
        return points
    return points * max(LEAST_NAME_SCALE, 0.95 * room / wide)


def name_series(plot: pg.PlotWidget, series: pg.GraphicsObject, name: str) -> None:
    """A curve's or bars' name in the plot's legend (again on a language switch)."""
    if isinstance(series, pg.PlotDataItem):
        series.opts["name"] = name
    legend = plot.getPlotItem().legend
    for sample, label in legend.items if legend is not None else []:
        if sample.item is series:
            style = current_style()
            label.setText(name, color=style.foreground, size=f"{style.font_pt:.0f}pt")
            legend.updateSize()


class SteadyPlotWidget(pg.PlotWidget):
    """A plot whose preferred size is set by the font, never by its current size: a graphics
    view prefers its scene's size, which pyqtgraph keeps at the view's, so a plot once large
    asked to stay large, and the same window laid out differently after different starts."""

    names: tuple[str, str, str] | None = None
    """Its title and axes' names (``name_plot``), fitted again to each new size."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.getViewBox().sigResized.connect(self._fit_names)

    def sizeHint(self) -> QSize:
        return QSize(
            PLOT_HINT_CHARS * char_width(self), PLOT_HINT_LINES * self.fontMetrics().lineSpacing()
        )

    def _fit_names(self) -> None:
        """The names again at sizes for the new room, when those differ (never a loop:
        the same room gives the same sizes)."""
        if self.names is None:
            return
        sizes = tuple(round(points * 2) / 2 for points in _fitted_sizes(self, self.names))
        if sizes != self._sizes:
            self._sizes = sizes
            _write_names(self, self.names, sizes)

    _sizes: tuple[float, ...] = ()


class ReadableAxis(pg.AxisItem):
    """No numbers on a plot without data (a range nothing measured has set, 0 … 1, is not a
    scale to read). On a log scale only the decades are labelled (1, 10, 100 …), or 1-2-5
    steps when the view spans less than two decades: pyqtgraph labels every minor tick,
    which runs "3·10¹4·15·16·1" together."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list:
        view = self.linkedView()
        if view is not None and view.childrenBounds() == [None, None]:
            return []
        return super().tickValues(minVal, maxVal, size)

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
        """Centred in the current view, wrapped to three fifths of the plot's width; no
        text hides it."""
        if not text:
            self.hide()
            return
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


LEGEND_GAP = "&nbsp;&nbsp; "
"""Between two entries of a legend: a line may break there."""


def swatch_legend(
    entries: Iterable[tuple[str, str, str]], separator: str = LEGEND_GAP, whole: bool = False
) -> str:
    """A legend as rich text under or beside a chart: each (colour, sample, name) a coloured
    sample ("■", "▨", "┄○┄") and its name, shown as written (escaped). ``whole``: lines
    break between entries, never inside one (in Chinese neither: its characters are
    joined by word joiners, "全班中位数，" / "CPU" broke the class median's entry)."""
    items = (
        _swatch(tint, sample, _joined(name) if whole else name) for tint, sample, name in entries
    )
    if whole:
        items = (f'<span style="white-space:nowrap">{item}</span>' for item in items)
    return separator.join(items)


def swatch_group(title: str, entries: Iterable[tuple[str, str, str]]) -> str:
    """One whole legend entry naming several samples: "class median ── CPU ── GPU"."""
    samples = "&nbsp;".join(_swatch(tint, sample, name) for tint, sample, name in entries)
    return f'<span style="white-space:nowrap">{escape(_joined(title))}&nbsp;{samples}</span>'


def _swatch(tint: str, sample: str, name: str) -> str:
    return f'<span style="color:{tint}">{sample}</span>&nbsp;{escape(name)}'


def _joined(name: str) -> str:
    """``name`` that no line break splits: its spaces no-break, a word joiner (invisible)
    between its other characters."""
    return "\u2060".join(name.replace(" ", "\u00a0"))


def show_tip(owner: QWidget, text: str | None) -> None:
    """What the pointer is on as a tooltip at the pointer, or none."""
    if text:
        QToolTip.showText(QCursor.pos(), text, owner)
    else:
        QToolTip.hideText()


def hover_tips(plot: pg.PlotWidget, describe: Callable[[float, float, float], str | None]) -> None:
    """Hovering the plot's data shows ``describe(x, y, x units per pixel)`` as a tooltip (a
    span thinner than a pixel can still be found)."""
    view = plot.getViewBox()

    def moved(position: QPointF) -> None:
        if view.sceneBoundingRect().contains(position):
            point = view.mapSceneToView(position)
            show_tip(plot, describe(point.x(), point.y(), view.viewPixelSize()[0] or 0.0))

    plot.scene().sigMouseMoved.connect(moved)
