"""Results recorded on other machines, drawn beside this machine's.

A recorded series has its own look: a thin dashed line with hollow points (measured by
DeviceLab elsewhere) or stars without a line (reported by the lesson), and a legend entry
that names the device, the date and "recorded" or "reported by the lesson". It is never
part of this machine's curves, tables' numbers or conclusions. Each page offers a "show"
box (``recorded_box``) and hides them on request.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel

from core.experiments.recorded import Recorded, shipped_recorded, short_name
from core.i18n import QT_TRANSLATE_NOOP
from gui.i18n import Retranslating, render
from gui.widgets.plots import colour, current_style, swatch_legend

SHOW_RECORDED = QT_TRANSLATE_NOOP("RecordedSeries", "show")
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
    """The recorded series of one plot: drawn, named in a legend of their own under the plot
    (a legend beside it would take a projector's chart width for these long names), shown
    or hidden with the page's box."""

    def __init__(self, plot: pg.PlotWidget, box: QCheckBox) -> None:
        self.plot, self.box = plot, box
        self.items: list[tuple[pg.PlotDataItem, Callable[[], str], tuple[str, str]]] = []
        """Each series, its name in the current language, its legend's (colour, sample)."""
        self.devices: list[str] = []
        """Each series's device, as its name writes it."""
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own words and colours only
        box.toggled.connect(self.set_visible)

    @staticmethod
    def machines() -> tuple[Recorded, ...]:
        return shipped_recorded()

    def clear(self) -> None:
        for item, _, _ in self.items:
            self.plot.removeItem(item)
        self.items, self.devices = [], []
        self.rename()

    def forget(self) -> None:
        """The plot was cleared (its items with it): nothing of ours is drawn any more."""
        self.items, self.devices = [], []

    def add(
        self, xs: Sequence[float], ys: Sequence[float], recorded: Recorded, device: str
    ) -> None:
        """One recorded series named "{device}, recorded {date}" (or reported)."""
        index = FIRST_COLOUR + len(self.items)
        width = max(current_style().line_width / 2, 1)
        if recorded.measured:
            line = pg.mkPen(colour(index), width=width, style=Qt.PenStyle.DashLine)
            symbol, size, sample = "o", 7, "┄○┄"
        else:
            line, symbol, size, sample = None, "star", 14, "☆"
        item = self.plot.plot(
            xs,
            ys,
            pen=line,
            symbol=symbol,
            symbolSize=size,
            symbolPen=pg.mkPen(colour(index), width=width),
            symbolBrush=None,
        )
        item.setVisible(self.box.isChecked())
        self.items.append((item, lambda: render(recorded.label(device)), (colour(index), sample)))
        self.devices.append(short_name(device) if device else recorded.title)
        self.rename()

    def names(self) -> list[str]:
        """The legend's entries, in the current language."""
        return [name() for _, name, _ in self.items]

    def rename(self) -> None:
        """The legend in the current language."""
        named = zip(self.items, self.devices, strict=True)
        self.legend.setText(
            swatch_legend(
                (*swatch, _unbroken(name(), device)) for (_, name, swatch), device in named
            )
        )
        self.legend.setVisible(bool(self.items) and self.box.isChecked())

    def set_visible(self, visible: bool) -> None:
        """Show or hide the series and their legend."""
        for item, _, _ in self.items:
            item.setVisible(visible)
        self.legend.setVisible(bool(self.items) and visible)


def _unbroken(name: str, device: str) -> str:
    """``name`` with ``device`` in it never broken across lines ("RTX 3080 Ti")."""
    return name.replace(device, device.replace(" ", "\u00a0"))
