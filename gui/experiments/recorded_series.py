"""Results recorded on other machines, drawn beside this machine's (issue 33).

A recorded series has its own look: a thin dashed line with hollow points (measured by
DeviceLab elsewhere) or stars without a line (reported by the lesson), and a legend entry
that names the device, the date and "recorded" or "reported by the lesson". It is never
part of this machine's curves, tables' numbers or conclusions. Each page offers a "show"
box (``recorded_box``) and hides them on request.
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from core.experiments.recorded import Recorded, shipped_recorded
from core.i18n import QT_TRANSLATE_NOOP
from gui.i18n import Retranslating, render
from gui.widgets.plots import colour, current_style, name_series

SHOW_RECORDED = QT_TRANSLATE_NOOP("RecordedSeries", "show beside this machine's")
SHOW_RECORDED_TIP = QT_TRANSLATE_NOOP(
    "RecordedSeries",
    "Results DeviceLab recorded on other machines (an NVIDIA H200) and the lesson's own "
    "numbers, labelled with their machine and date: never this machine's",
)
FIRST_COLOUR = 4
"""Recorded series take the palette from here on: this machine's devices keep the first."""


def recorded_box(owner: Retranslating) -> QCheckBox:
    """The "show results recorded on other machines" box, ticked."""
    box = QCheckBox()
    owner.words(box.setText, lambda: render(SHOW_RECORDED))
    owner.words(box.setToolTip, lambda: render(SHOW_RECORDED_TIP))
    box.setChecked(True)
    return box


class RecordedSeries:
    """The recorded series of one plot: drawn, named in the current language, shown or
    hidden with the page's box."""

    def __init__(self, plot: pg.PlotWidget, box: QCheckBox) -> None:
        self.plot, self.box = plot, box
        self.items: list[tuple[pg.PlotDataItem, Callable[[], str]]] = []
        box.toggled.connect(self.set_visible)

    @staticmethod
    def machines() -> tuple[Recorded, ...]:
        return shipped_recorded()

    def clear(self) -> None:
        for item, _ in self.items:
            self.plot.removeItem(item)
        self.items = []

    def add(self, xs: list[float], ys: list[float], recorded: Recorded, device: str) -> None:
        """One recorded series named "{device}, recorded {date}" (or reported)."""
        index = FIRST_COLOUR + len(self.items)
        width = max(current_style().line_width / 2, 1)
        if recorded.measured:
            line = pg.mkPen(colour(index), width=width, style=Qt.PenStyle.DashLine)
            symbol, size = "o", 7
        else:
            line, symbol, size = None, "star", 14
        item = self.plot.plot(
            xs,
            ys,
            pen=line,
            symbol=symbol,
            symbolSize=size,
            symbolPen=pg.mkPen(colour(index), width=width),
            symbolBrush=None,
            name=" ",
        )
        name = lambda: render(recorded.label(device))  # noqa: E731
        name_series(self.plot, item, name())
        self.items.append((item, name))
        if not self.box.isChecked():
            item.hide()
            legend = self.plot.getPlotItem().legend
            if legend is not None:
                legend.removeItem(item)

    def rename(self) -> None:
        """The legend entries in the current language."""
        for item, name in self.items:
            name_series(self.plot, item, name())

    def set_visible(self, visible: bool) -> None:
        """Show or hide the series and their legend entries."""
        legend = self.plot.getPlotItem().legend
        for item, name in self.items:
            item.setVisible(visible)
            if legend is not None:
                legend.removeItem(item)
                if visible:
                    legend.addItem(item, " ")
                    name_series(self.plot, item, name())
