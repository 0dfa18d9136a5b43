"""The fourth experiment's page: "Threads: more cores, faster?", as grouped bar charts."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget

from core.experiments.threads import (
    PROBLEMS,
    ThreadPoint,
    ThreadsResult,
    thread_counts,
    threads_experiment,
)
from core.i18n import short_title
from core.training.cpu_threads import logical_cpus
from gui.i18n import render
from gui.widgets.measurement_page import MeasurementPage, fill_row, table_widget
from gui.widgets.plots import (
    PLOT_STRETCH,
    colour,
    disturbed_brush,
    make_plot,
    name_plot,
    swatch_legend,
)
from gui.workers import JobRunner

BAR_WIDTH = 0.38


class ThreadsPage(MeasurementPage):
    """Each problem at 1 … N threads, idle and with one core busy, side by side."""

    measurement = "threads"

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "More cores, faster? torch splits each op across CPU threads. Here the "
                "lesson's run and a large one are timed at 1, 2, 4 … all threads, first on an "
                "idle machine, then while DeviceLab keeps one core busy, as a browser or the "
                "projector's screen-sharing would in class."
            ),
            parent,
        )
        self.large_box = QCheckBox()
        self.words(self.large_box.setText, lambda: self.tr("Also the large run"))
        self.large_box.setChecked(True)
        self.words(
            self.large_box.setToolTip,
            lambda: self.tr(
                "20,000 samples, hidden 1,024: about 0.1–1 s per epoch, a few seconds per "
                "thread count."
            ),
        )
        self.form.addRow(self.large_box)
        self.counts = thread_counts(logical_cpus())
        self.plots: dict[str, pg.PlotWidget] = {}
        self.bars: dict[tuple[str, bool], pg.BarGraphItem] = {}
        charts = QHBoxLayout()
        for problem in PROBLEMS:
            plot = make_plot("", "", "", legend=False)  # one legend under both charts
            self.words(partial(self._name_chart, plot), partial(str, problem))
            ticks = [(index, str(count)) for index, count in enumerate(self.counts)]
            plot.getAxis("bottom").setTicks([ticks])
            for offset, busy in ((-BAR_WIDTH / 2, False), (BAR_WIDTH / 2, True)):
                bars = pg.BarGraphItem(
                    x=[], height=[], width=BAR_WIDTH, brush=colour(int(busy)), pen=None
                )
                bars.offset = offset
                plot.addItem(bars)
                self.bars[(problem, busy)] = bars
            self.plots[problem] = plot
            charts.addWidget(plot)
        self.table = table_widget(
            self,
            lambda: [
                run_column(),
                self.tr("Threads"),
                self.tr("Idle"),
                self.tr("One core busy"),
                self.tr("Busy ÷ idle"),
            ],
        )
        self.legend = QLabel()  # beside each chart it took half a 1024-pixel chart's width
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own words only, escaped
        self.words(self.legend.setText, self._legend_text)
        self.body.addLayout(charts, PLOT_STRETCH)
        self.body.addWidget(self.legend)
        self.body.addWidget(self.table, 1)
        self.result: ThreadsResult | None = None
        self._points: list[ThreadPoint] = []

    def _series_title(self, busy: bool) -> str:
        return self.tr("one core busy") if busy else self.tr("idle")

    def changeEvent(self, event: QEvent) -> None:
        """The theme: the legend's samples in its colours, once the charts' style follows."""
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "legend"):
            QTimer.singleShot(0, self, lambda: self.legend.setText(self._legend_text()))
        super().changeEvent(event)

    def _legend_text(self) -> str:
        return swatch_legend(
            ((colour(int(busy)), "■", self._series_title(busy)) for busy in (False, True)),
            whole=True,
        )

    def _name_chart(self, plot: pg.PlotWidget, problem: str) -> None:
        """A half-width chart at 20 pt has room for the run's name; its size is a tooltip."""
        title = render(PROBLEMS[problem])
        name_plot(plot, (short_title(title), self.tr("CPU threads"), self.tr("ms per epoch")))
        plot.setToolTip(title)

    def retranslate(self) -> None:
        super().retranslate()
        self._fill_table()

    def prepare(self) -> Callable:
        problems = tuple(PROBLEMS) if self.large_box.isChecked() else ("lesson",)
        self.recorded = {"problems": list(problems), "counts": list(self.counts)}
        self._points = []
        self.table.setRowCount(0)
        for bars in self.bars.values():
            bars.setOpts(x=[], height=[])
        self.plots["large"].setVisible("large" in problems)
        counts = self.counts
        self.say(lambda: self.tr("Measuring on an idle machine…"))
        return lambda report, should_stop: threads_experiment(
            counts, problems, report=report, should_stop=should_stop
        )

    def progress(self, point: ThreadPoint) -> None:
        """A step timed, or timed again after a disturbance (it replaces the first)."""
        key = (point.problem, point.threads, point.busy)
        self._points = [p for p in self._points if (p.problem, p.threads, p.busy) != key]
        self._points.append(point)
        self._draw(point.problem, point.busy)
        self._fill_table()
        self.say(
            lambda: self.tr("{run}, {threads} threads, {state}: {ms:.3f} ms per epoch").format(
                run=short_title(render(PROBLEMS[point.problem])),
                threads=point.threads,
                state=self.tr("one core busy") if point.busy else self.tr("idle"),
                ms=point.milliseconds,
            )
        )

    def _draw(self, problem: str, busy: bool) -> None:
        chosen = [p for p in self._points if (p.problem, p.busy) == (problem, busy)]
        bars = self.bars[(problem, busy)]
        bars.setOpts(
            x=[self.counts.index(p.threads) + bars.offset for p in chosen],
            height=[p.milliseconds for p in chosen],
            brushes=[disturbed_brush(colour(int(busy)), p.unreliable) for p in chosen],
        )

    def _fill_table(self) -> None:
        """A row per run and count; a step still disturbed after measuring it again is
        marked * (the note below says why) and gives no ratio."""
        rows: dict[tuple[str, int], dict[bool, ThreadPoint]] = {}
        for point in self._points:
            rows.setdefault((point.problem, point.threads), {})[point.busy] = point
        for row, ((problem, threads), points) in enumerate(rows.items()):
            idle, busy = points.get(False), points.get(True)
            steady = idle and busy and not (idle.unreliable or busy.unreliable)
            ratio = "–"
            if steady:
                assert idle is not None and busy is not None  # steady: both measured
                ratio = f"{busy.milliseconds / idle.milliseconds:.2f}×"
            fill_row(
                self.table,
                row,
                [short_title(render(PROBLEMS[problem])), str(threads), _ms(idle), _ms(busy), ratio],
            )

    def show_result(self, result: ThreadsResult) -> None:
        self.result = result
        if not result.cancelled:
            self.say(lambda: self.tr("Done."))


def _ms(point: ThreadPoint | None) -> str:
    """A step's time; marked * when it was disturbed however often it was measured."""
    if point is None:
        return "–"
    return f"{point.milliseconds:.3f} ms" + (" *" if point.unreliable else "")


def run_column() -> str:
    """The table's "Run" column (which run) in its own context: as ``self.tr("Run")`` the
    page's Run button, MeasurementPage's, would take its word (任务, not 运行)."""
    return QCoreApplication.translate("ThreadsTable", "Run")
