"""The Homework page: the lesson's homework, the same run recording every 1 … 1000 epochs
or never, printed or not (core.experiments.homework)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from functools import partial

from PySide6.QtWidgets import QWidget

from core.experiments.homework import HOMEWORK_INTERVALS, HomeworkProgress, HomeworkResult, homework
from core.training import EPOCHS_RANGE, TrainConfig
from gui.experiments.recorded_series import RecordedSeries, recorded_box
from gui.widgets.fields import DeviceBox, ThreadsBox, spin_box
from gui.widgets.measurement_page import MeasurementPage, fill_row, table_widget
from gui.widgets.plots import PLOT_STRETCH, colour, make_plot, name_plot, name_series, pen
from gui.workers import JobRunner


class HomeworkPage(MeasurementPage):
    """The homework: record (and print) less often — how much does it save?"""

    measurement = "homework"

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "The lesson's homework: recording the loss every 200 epochs instead of every "
                "epoch barely helped (10.43 s → 9.74 s on its GPU). Here the same run records "
                "every 1, 10, 100, 200, 1000 epochs or never, with each record printed or not, "
                "and each run's time is split into computing, syncs (loss.item()) and printing."
            ),
            parent,
        )
        self.device_box = DeviceBox()
        self.epochs_box = spin_box(EPOCHS_RANGE, 20_000)
        self.threads_box = ThreadsBox()
        self.add_field("device", self.device_box)
        self.add_field("epochs", self.epochs_box)
        self.add_field("threads", self.threads_box)
        self.recorded_box = recorded_box(self)
        self.add_field("recorded", self.recorded_box)
        self._build_chart()
        self.table = table_widget(
            self,
            lambda: [
                self.tr("Record every"),
                self.tr("Printing"),
                self.tr("Records"),
                self.tr("Syncs"),
                self.tr("Total"),
                self.tr("Compute"),
                self.tr("Syncs time"),
                self.tr("Printing time"),
                self.tr("Threads"),
            ],
        )
        self.body.addWidget(self.plot, PLOT_STRETCH)
        self.body.addWidget(self.table, 1)
        self.points: list = []
        self.recorded_series = RecordedSeries(self.plot, self.recorded_box)
        self.body.insertWidget(self.body.indexOf(self.plot) + 1, self.recorded_series.legend)
        self._draw_recorded()
        self.recorded_box.toggled.connect(self._fit_y)

    def _build_chart(self) -> None:
        """Total time against records: printing off and on, each a curve."""
        self.plot = make_plot("", "", "", log_x=True)
        self.words(
            partial(name_plot, self.plot),
            lambda: (
                self.tr("Total time against the number of records"),
                self.tr("records (log scale; never = 0.5)"),
                self.tr("seconds"),
            ),
        )
        self._curves = {
            printing: self.plot.plot(
                pen=pen(index), symbol="o", symbolBrush=colour(index), name=" "
            )
            for index, printing in enumerate((False, True))
        }
        self.words(
            partial(name_series, self.plot, self._curves[False]), lambda: self.tr("printing off")
        )
        self.words(
            partial(name_series, self.plot, self._curves[True]), lambda: self.tr("printing on")
        )

    def _draw_recorded(self) -> None:
        """Each recorded machine's GPU sweep (and the lesson's two listings), by records."""
        for machine in self.recorded_series.machines():
            run = machine.run("gpu")
            if run is None:
                continue
            points = sorted(
                (p for p in machine.homework if p.role == "gpu"),
                key=lambda p: _records(run.epochs, p.record_every),
            )
            if points:
                xs = [_records(run.epochs, p.record_every) for p in points]
                self.recorded_series.add(xs, [p.train_s for p in points], machine, run.device_name)
        self._fit_y()

    def _fit_y(self) -> None:
        """From zero to above every time shown: a difference that "barely matters" must look
        like one."""
        shown = [p.train_s for p in self.points]
        if self.recorded_box.isChecked():
            shown += [max(item.yData) for item, _, _ in self.recorded_series.items]
        if shown:
            self.plot.setYRange(0, 1.15 * max(shown))

    def set_devices(self, devices: list[str]) -> None:
        super().set_devices(devices)
        self.device_box.set_devices(devices)

    def prepare(self) -> Callable:
        config = TrainConfig(
            device=self.device_box.currentText(),
            epochs=self.epochs_box.value(),
            threads=self.threads_box.setting(),
        )
        config.validated(self.devices)
        self.recorded = asdict(config)
        self.points = []
        self.table.setRowCount(0)
        for curve in self._curves.values():
            curve.setData([], [])
        runs = len(HOMEWORK_INTERVALS) * 2
        self.say(lambda: self.tr("Run 1 of {runs}…").format(runs=runs))
        return lambda report, should_stop: homework(config, report=report, should_stop=should_stop)

    def progress(self, item: HomeworkProgress) -> None:
        point = item.point
        self.points.append(point)
        self._fill_row(len(self.points) - 1, point)
        for printing, curve in self._curves.items():
            chosen = [p for p in self.points if p.printing == printing]
            curve.setData([max(p.records, 0.5) for p in chosen], [p.train_s for p in chosen])
        self._fit_y()
        self.say(
            lambda: self.tr("Run {done} of {total} done…").format(done=item.done, total=item.total)
        )

    def retranslate(self) -> None:
        super().retranslate()
        self.recorded_series.rename()
        for row, point in enumerate(self.points):
            self._fill_row(row, point)

    def _fill_row(self, row: int, point) -> None:
        fill_row(
            self.table,
            row,
            [
                self.tr("never") if point.record_every == 0 else f"{point.record_every:,}",
                self.tr("on") if point.printing else self.tr("off"),
                f"{point.records:,}",
                f"{point.syncs:,}",
                f"{point.train_s:.2f} s" + (" *" if point.unreliable else ""),
                f"{point.compute_s:.2f} s",
                f"{point.sync_s * 1000:.1f} ms",
                f"{point.print_s * 1000:.1f} ms",
                str(point.threads),
            ],
        )

    def show_result(self, result: HomeworkResult) -> None:
        if not result.cancelled:
            self.say(lambda: self.tr("Done: {runs} runs.").format(runs=len(result.points)))


def _records(epochs: int, record_every: int) -> float:
    """Where a run sits on the records axis (never: 0.5, left of one record)."""
    return epochs // record_every if record_every else 0.5
