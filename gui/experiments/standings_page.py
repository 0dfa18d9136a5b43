"""The Standings page: where this machine stands among the lesson's machine, the
machines DeviceLab recorded and the machines whose runs came in lesson files, the lesson's
CPU = 1.0 (core.experiments.standings). A run other programs disturbed is drawn faint, its
ratio marked *, and not ranked; the summary says why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, replace
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QWidget

from core.experiments.race import LESSON_RACE, RaceProgress, RaceResult, race
from core.experiments.recorded import short_name
from core.experiments.standings import (
    RULE,
    SOURCE_WORDS,
    SOURCES,
    Entry,
    Standings,
    entries_from_store,
    standings,
)
from core.runs.run_store import StoreError
from core.training import TrainConfig
from gui.experiments.recorded_series import RecordedSeries
from gui.i18n import render
from gui.runs.kept_runs import KeptRuns
from gui.widgets.layouts import plain_label
from gui.widgets.measurement_page import MeasurementPage
from gui.widgets.plots import (
    colour,
    current_style,
    disturbed_brush,
    hover_tips,
    make_plot,
    name_plot,
    pen,
    swatch_legend,
)
from gui.workers import JobRunner

SOURCE_COLOURS = {"this machine": 0, "measured": 4, "reported": 1, "lesson file": 2}
SWATCHES = {"this machine": "■", "measured": "▨", "reported": "□", "lesson file": "■"}
"""The legend's sample of each bar's look (solid, hatched, an outline, faint)."""
BAR_HEIGHT = 0.6
STANDINGS_CONTROLS_CHARS = 36
"""The controls' column here leaves the ranked chart its row names and its bars."""


class StandingsPage(MeasurementPage):
    """This machine's lesson run per device ranked among every reference; Run measures it
    with the lesson's race (kept on disk like the Race page's)."""

    measurement = "standings"
    controls_chars = STANDINGS_CONTROLS_CHARS

    def __init__(self, runner: JobRunner, kept: KeptRuns, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "Where does this machine stand? Its lesson run (the plain loop, 20,000 epochs, "
                "time per epoch after warm-up) against the lesson's machine, the machines "
                "DeviceLab recorded and runs carried in lesson files, the lesson's CPU = 1.0. "
                "The last such run kept on disk is used; Measure runs the lesson's race here."
            ),
            parent,
            run_words=(
                lambda: self.tr("Measure this machine"),
                lambda: self.tr("Run the lesson's race (20,000 epochs, plain) on every device"),
            ),
        )
        self.kept = kept
        # Drawn again once the plots' style has followed a font or palette change (the
        # lesson's line, the ratios' text): a timer the page owns, gone with it.
        self._pending_redraw = QTimer(self, singleShot=True, interval=0)
        self._pending_redraw.timeout.connect(self._redraw_if_ranked)
        self.summary = plain_label()
        self.add_above_conclusion(self.summary)
        self.plot = make_plot("", "", "", legend=False)
        self.words(
            partial(name_plot, self.plot),
            lambda: ("", self.tr("× the lesson's CPU time per epoch"), ""),
        )
        view = self.plot.getViewBox()
        view.invertY(True)
        view.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.legend = QLabel()  # under the chart: a legend inside it would cover a bar
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own words and colours only
        self.body.addWidget(self.plot, 1)
        self.body.addWidget(self.legend)
        self.ranked: Standings | None = None
        hover_tips(self.plot, lambda _x, y, _pixel: self._describe_row(y))
        kept.watch_race(self)  # its runs are kept on disk as the Race page's are
        kept.changed.connect(self.refresh)
        self.refresh()

    def prepare(self) -> Callable:
        config = TrainConfig(**LESSON_RACE)
        devices = list(self.devices)
        for device in devices:
            replace(config, device=device).validated(self.devices)
        self.recorded = asdict(config)
        self.say(lambda: self.tr("Measuring {devices}…").format(devices=", ".join(devices)))
        return lambda report, should_stop: race(config, devices, report, should_stop)

    def progress(self, item: RaceProgress) -> None:
        done, total = item.progress.epoch, item.progress.epochs
        self.say(
            lambda: self.tr("{device}: {done:,} / {total:,} epochs").format(
                device=item.device, done=done, total=total
            )
        )

    def show_result(self, result: RaceResult) -> None:
        if not result.cancelled:
            self.say(lambda: self.tr("Done: this machine's new run is ranked."))

    @Slot()
    def refresh(self) -> None:
        """Rank again from the runs kept on disk (a race just kept, a lesson file opened)."""
        try:
            mine, carried = entries_from_store(self.kept.store.runs())
        except StoreError:  # the Runs page says why; the references still stand
            mine, carried = [], []
        self.ranked = standings(mine, RecordedSeries.machines(), carried)
        self._draw()

    def retranslate(self) -> None:
        super().retranslate()
        self._redraw_if_ranked()

    @Slot()
    def _redraw_if_ranked(self) -> None:
        if self.ranked is not None:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        """Projector mode, zoom or the theme: the chart is drawn again in the new style."""
        pending = getattr(self, "_pending_redraw", None)  # None while the page is being made
        if pending is not None and event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.PaletteChange,
        ):
            pending.start()
        super().changeEvent(event)

    def _draw(self) -> None:
        ranked = self.ranked
        assert ranked is not None  # drawn only once refresh() ranked
        self.plot.clear()
        lesson = pg.InfiniteLine(pos=1.0, angle=90, pen=pen(-1, Qt.PenStyle.DashLine))
        self.plot.addItem(lesson)
        for source in SOURCES:
            for faint in (False, True):
                self._draw_bars(source, faint)
        ticks = [(n, self._row_name(e)) for n, e in enumerate(ranked.entries)]
        self.plot.getAxis("left").setTicks([ticks, []])
        for n, entry in enumerate(ranked.entries):
            ratio = entry.ratio(ranked.lesson_cpu_us)
            said = f" {ratio:.2f}×" + (" *" if entry.disturbed else "")  # the summary says why
            label = pg.TextItem(said, color=current_style().foreground, anchor=(0, 0.5))
            label.setPos(ratio, n)
            self.plot.addItem(label)
        longest = max((e.ratio(ranked.lesson_cpu_us) for e in ranked.entries), default=1.0)
        self.plot.setXRange(0, longest * 1.35, padding=0)  # room for the ratios
        self.plot.setYRange(-0.6, len(ranked.entries) - 0.4, padding=0)
        self.summary.setText("\n".join(render(line) for line in [*ranked.summary(), RULE]))
        shown = [source for source in SOURCES if any(e.source == source for e in ranked.entries)]
        entries = (
            (colour(SOURCE_COLOURS[source]), SWATCHES[source], render(SOURCE_WORDS[source]))
            for source in shown
        )
        self.legend.setText(swatch_legend(entries, whole=True))

    def _draw_bars(self, source: str, disturbed: bool) -> None:
        """The bars of one source, of its disturbed runs or of the others."""
        ranked = self.ranked
        assert ranked is not None  # drawn only once refresh() ranked
        rows = [
            (n, e)
            for n, e in enumerate(ranked.entries)
            if (e.source, e.disturbed) == (source, disturbed)
        ]
        if rows:
            bars = pg.BarGraphItem(
                x0=[0.0] * len(rows),
                width=[e.ratio(ranked.lesson_cpu_us) for _, e in rows],
                y=[n for n, _ in rows],
                height=BAR_HEIGHT,
                **_look(source, disturbed),
            )
            self.plot.addItem(bars)

    def _row_name(self, entry: Entry) -> str:
        mark = "» " if entry.source == "this machine" else ""
        return f"{mark}{short_name(entry.name)}"

    def describe(self, entry: Entry) -> str:
        """A bar's tooltip: the device, its machine, where the number comes from."""
        return self.tr("{device}: {us:,.0f} µs per epoch ({facts})").format(
            device=entry.name,
            us=entry.us_per_epoch,
            facts=render(entry.facts()),
        )

    def _describe_row(self, y: float) -> str | None:
        """The bar under the pointer's row, if the pointer is on one."""
        row = round(y)
        if self.ranked is None or not 0 <= row < len(self.ranked.entries):
            return None
        return self.describe(self.ranked.entries[row]) if abs(y - row) <= BAR_HEIGHT / 2 else None


def _look(source: str, disturbed: bool = False) -> dict:
    """This machine solid, recorded machines hatched, the lesson's report an outline, a
    lesson file's machines faint; a disturbed run's bar fainter still (``disturbed_brush``)."""
    tint = QColor(colour(SOURCE_COLOURS[source]))
    edge = pg.mkPen(tint, width=max(current_style().line_width / 2, 1))
    if source == "measured":
        return {"brush": QBrush(tint, Qt.BrushStyle.BDiagPattern), "pen": edge}
    if source == "reported":
        return {"brush": QBrush(Qt.BrushStyle.NoBrush), "pen": edge}
    if source == "lesson file":
        tint.setAlpha(120)
    return {"brush": disturbed_brush(tint, disturbed), "pen": edge}
