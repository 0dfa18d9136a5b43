"""The class's chart: a dot per machine and device (its lesson run's time per epoch), grouped
by CPU vendor, line and generation; the lesson's own machines, the recorded references and
the class medians as lines across it. Clicking a dot names its machine."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

from core.classroom.result import ClassResult
from core.classroom.summary import cpu_group, group_label, median_ms
from core.experiments.recorded import short_name
from core.experiments.standings import Entry
from gui.i18n import render
from gui.widgets.plots import (
    LEGEND_GAP,
    colour,
    current_style,
    disturbed_brush,
    make_plot,
    pen,
    swatch_group,
    swatch_legend,
    text_font,
)

CPU_COLOUR, GPU_COLOUR = 0, 4
JITTER = 0.3
"""How far apart dots of one group spread, left and right (a stable spread per machine)."""
MIN_NAME_SCALE = 0.6
"""The smallest the groups' names get, against the text's size, when they do not fit."""
NAMES_ROOM = 0.9
"""The room right of the last group where the reference lines are named, in groups."""


@dataclass(frozen=True)
class Reference:
    """A line across the chart: a machine's time per epoch, and its name."""

    ms: float
    name: str
    role: str  # "cpu" or "gpu"
    reported: bool


def references(entries: list[Entry]) -> list[Reference]:
    """The lesson's machine (reported) and DeviceLab's recorded machines, as lines."""
    return [
        Reference(e.us_per_epoch / 1000, short_name(e.name), e.role, e.source == "reported")
        for e in entries
        if e.source in ("reported", "measured")
    ]


class ClassChart:
    """The plot and its legend. The dots and the medians are updated in place (``setData``,
    ``setValue``) as results arrive; ``name`` sets the words again on a language switch."""

    def __init__(self, lines: list[Reference], on_click: Callable[[ClassResult], None]) -> None:
        self.plot = make_plot("", "", "", legend=False)
        self.plot.setMouseEnabled(x=False, y=True)
        self.group_names: list[str] = []
        self.plot.getViewBox().sigResized.connect(lambda _view: self.fit_group_names())
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own words only, escaped
        self._on_click = on_click
        self.groups: list[tuple[str, int | None]] = []
        self.dots = {
            role: pg.ScatterPlotItem(symbol=symbol, pen=None, brush=pg.mkBrush(colour(tint)))
            for role, tint, symbol in (("cpu", CPU_COLOUR, "o"), ("gpu", GPU_COLOUR, "t1"))
        }
        for dots in self.dots.values():
            dots.sigClicked.connect(lambda _item, points, _event: self._clicked(points))
            self.plot.addItem(dots)
        self.line_values = [line.ms for line in lines] or [1.0]
        self.reference_lines = []
        self._pens: list[tuple[pg.InfiniteLine, int, Qt.PenStyle]] = []
        """Each line with its tint and dashes: drawn again in the current style by ``show``."""
        for order, line in enumerate(sorted(lines, key=lambda line: line.ms)):
            style = Qt.PenStyle.DotLine if line.reported else Qt.PenStyle.DashLine
            above = order % 2 == 1  # two lines close together: one name above, one below
            self.reference_lines.append(_line(line, _tint(line.role), style, above))
            self.plot.addItem(self.reference_lines[-1])
            self._pens.append((self.reference_lines[-1], _tint(line.role), style))
        self.medians = {  # named in the legend: a name on the line would hide the class's dots
            role: pg.InfiniteLine(pos=0.0, angle=0, pen=pen(_tint(role))) for role in ("cpu", "gpu")
        }
        for role, median in self.medians.items():
            median.setVisible(False)
            self.plot.addItem(median)
            self._pens.append((median, _tint(role), Qt.PenStyle.SolidLine))

    def name(self, words: dict[str, str]) -> None:
        """The legend in the current language (what the medians count is said over the
        class's rows)."""
        foreground = current_style().foreground
        dots = swatch_group(
            words["each machine"],
            [(colour(CPU_COLOUR), "●", "CPU"), (colour(GPU_COLOUR), "▲", "GPU")],
        )
        lines = swatch_legend(
            [(foreground, "┈┈", words["reported"]), (foreground, "╌╌", words["measured"])],
            whole=True,
        )
        medians = swatch_group(
            words["class median"],
            [(colour(CPU_COLOUR), "──", "CPU"), (colour(GPU_COLOUR), "──", "GPU")],
        )
        self.legend.setText(LEGEND_GAP.join([dots, medians, lines]))  # the class's, then others'

    def show(self, results: list[ClassResult]) -> None:
        """A dot per machine and device, grouped; the class medians; every line in the
        current style (projector mode's width, the theme's colours)."""
        self.groups = sorted({cpu_group(r.cpu_model) for r in results}, key=_group_order)
        for line, tint, dashes in self._pens:
            line.setPen(pen(tint, dashes))
            name = getattr(line, "label", None)  # the medians are named in the legend
            if name is not None:
                name.setColor(colour(tint))
        size = 10 + 4 * current_style().line_width
        spots = {role: self._spots(results, role) for role in self.dots}
        for role, dots in self.dots.items():
            dots.setData(spots=spots[role], size=size)
        for role, median in self.medians.items():
            middle = median_ms(results, gpu=role == "gpu")
            median.setVisible(middle is not None)
            if middle is not None:
                median.setValue(middle)
        self.group_names = [render(group_label(group, two_lines=True)) for group in self.groups]
        self.fit_group_names()
        # Room at the right for the lines' names, and above the highest for its name.
        self.plot.setXRange(-0.6, max(len(self.groups), 1) - 0.4 + NAMES_ROOM, padding=0)
        times = [spot["pos"][1] for dots in spots.values() for spot in dots]
        self.plot.setYRange(0, max([*times, *self.line_values]) * 1.25, padding=0)

    def fit_group_names(self) -> None:
        """The groups' names under the dots (and the lines' names) at the text's size,
        smaller (down to MIN_NAME_SCALE) where side by side they would run into each other,
        and a word to a line where even that is too wide: eight groups beside the class's
        rows on a 1024-pixel projector."""
        font = text_font()
        room = self.plot.getViewBox().width() / (max(len(self.groups), 1) + NAMES_ROOM + 0.2)
        names = self.group_names
        scale = _name_scale(font, names, room)
        if scale < MIN_NAME_SCALE:
            names = [_word_a_line(name) for name in self.group_names]
            scale = max(MIN_NAME_SCALE, _name_scale(font, names, room))
        font.setPointSizeF(font.pointSizeF() * scale)
        axis = self.plot.getAxis("bottom")
        axis.setTicks([list(enumerate(names)), []])
        axis.setStyle(tickFont=font)
        lines = max((name.count("\n") + 1 for name in names), default=1)
        axis.setHeight(lines * QFontMetrics(font).lineSpacing() + 12)
        for line in self.reference_lines:  # the lines' names as large as the groups'
            line.label.setFont(font)

    def _spots(self, results: list[ClassResult], role: str) -> list[dict]:
        spots = []
        for result in results:
            ms = result.cpu_ms_per_epoch if role == "cpu" else result.gpu_ms_per_epoch
            if ms is not None:
                x = self.groups.index(cpu_group(result.cpu_model)) + _spread(result.result_id)
                spots.append({"pos": (x, ms), "data": result, **_look(role, result.disturbed)})
        return spots

    def _clicked(self, points) -> None:
        if len(points):
            self._on_click(points[0].data())


def _word_a_line(name: str) -> str:
    """A group's name with its first line a word to a line ("Intel", "Core", "12th gen")."""
    first, *rest = name.split("\n")
    return "\n".join([*first.split(), *rest])


def _name_scale(font: QFont, names: list[str], room: float) -> float:
    """How much smaller than ``font`` the widest line of ``names`` must be to take at most
    nine tenths of ``room``; 1 where it fits as it is."""
    widest = max(
        (
            QFontMetrics(font).horizontalAdvance(line)
            for name in names
            for line in name.splitlines()
        ),
        default=0,
    )
    if widest <= 0.9 * room or room <= 0:
        return 1.0
    return 0.9 * room / widest


def _look(role: str, disturbed: bool) -> dict:
    """A dot's fill, faint (outlined) where other programs disturbed its race."""
    fill = colour(_tint(role))
    return {"brush": disturbed_brush(fill, disturbed), "pen": pg.mkPen(fill) if disturbed else None}


def _tint(role: str) -> int:
    return GPU_COLOUR if role == "gpu" else CPU_COLOUR


def _line(line: Reference, tint: int, style: Qt.PenStyle, above: bool) -> pg.InfiniteLine:
    """A line across the chart at the reference's time, named at the right (in the room
    ``show`` leaves there), above the line or below it."""
    anchor = (1, 1) if above else (1, 0)
    return pg.InfiniteLine(
        pos=line.ms,
        angle=0,
        pen=pen(tint, style),
        label=line.name,
        labelOpts={"position": 0.995, "anchors": [anchor, anchor], "color": colour(tint)},
    )


def _spread(result_id: str) -> float:
    """A machine's place within its group: the same every time it is drawn."""
    return (zlib.crc32(result_id.encode()) % 1000 / 1000 - 0.5) * 2 * JITTER


def _group_order(group: tuple[str, int | None]) -> tuple[bool, str, int]:
    line, generation = group
    return line == "other", line, generation or 0
