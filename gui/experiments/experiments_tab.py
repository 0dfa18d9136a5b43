"""The experiments tab: the lesson's measurements in one click each, and every run kept.

Pages: Race (CPU vs GPU), Homework (record interval), Crossover (when the GPU pays
off), Threads (more cores, faster?), Runs (every run kept on disk:
``gui/experiments/runs_page.py``).
Each experiment runs in a worker job from ``core``; the pages only show what comes back,
and ``gui.shell.kept_runs`` writes each run into the store as it goes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, replace
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.errors import ConfigError
from core.training import (
    EPOCHS_RANGE,
    MODE_TITLES,
    RECORD_EVERY_RANGE,
    TrainConfig,
    TrainResult,
)
from core.training.experiments import (
    AXIS_TITLES,
    CROSSOVER_AXES,
    NO_DEVICE_TICKED,
    SWEEP_INTERVALS,
    CrossoverPoint,
    CrossoverResult,
    RaceProgress,
    RaceResult,
    SweepProgress,
    SweepResult,
    crossover,
    race,
    record_sweep,
)
from gui.experiments.runs_page import RunsPage
from gui.experiments.threads_page import ThreadsPage
from gui.i18n import Retranslating, name_tabs, short_title, word_label
from gui.shell.kept_runs import KeptRuns
from gui.widgets.controls import (
    DeviceBox,
    FittingList,
    PageTabs,
    ThreadsBox,
    mode_box,
    offer_modes,
    spin_box,
    threads_text,
)
from gui.widgets.measurement_page import ExperimentPage, fill_row, table_widget
from gui.widgets.plots import (
    GrowingView,
    colour,
    first_view,
    make_plot,
    name_plot,
    name_series,
    pen,
)
from gui.workers import JobRunner

REDRAW_MS = 50
"""Live curves redraw from a timer at 20 Hz."""
STATUS_EVERY = 4
"""The status line follows every 4th redraw (5 Hz): each new text re-lays out the page."""


def _short_mode(mode: str) -> str:
    """A mode's title without its explanation ("plain", "CUDA graph"), translated."""
    return short_title(QCoreApplication.translate("Training", MODE_TITLES[mode]))


def _accuracy(result: TrainResult) -> str:
    return "–" if result.test_accuracy is None else f"{result.test_accuracy:.1%}"


def _loss(value: float | None) -> str:
    return "–" if value is None or not math.isfinite(value) else f"{value:.4f}"


class RacePage(ExperimentPage):
    """CPU vs GPU on the same run, one device after the other, curves overlaid."""

    measurement = "race"

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "The lesson's first measurement: the same 20,000-epoch run on each device, one "
                "after the other (never at once: they would slow each other down). The lesson "
                "measured about 3 s on the CPU and 11 s on the GPU."
            ),
            parent,
        )
        self._build_fields()
        self.plot = make_plot("", "", "")
        self.words(
            partial(name_plot, self.plot),
            lambda: (self.tr("Loss on each device"), self.tr("Epoch"), self.tr("Loss")),
        )
        self._view = GrowingView(self.plot)
        self._latest: RaceProgress | None = None
        self._ticks = 0
        self.result: RaceResult | None = None
        self.table = table_widget(
            self,
            lambda: [
                self.tr("Device"),
                self.tr("Total"),
                self.tr("Per epoch"),
                self.tr("Warm-up"),
                self.tr("To device"),
                self.tr("Syncs"),
                self.tr("Final loss"),
                self.tr("Accuracy"),
                self.tr("Threads"),
            ],
        )
        self.body.addWidget(self.plot, 3)
        self.body.addWidget(self.table, 1)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._buffers: dict[str, tuple[np.ndarray, np.ndarray, list[int]]] = {}
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(REDRAW_MS)
        self._timer.timeout.connect(self._redraw)
        self.set_devices(["cpu"])

    def _build_fields(self) -> None:
        """Devices (ticked), epochs, record interval, mode and threads."""
        self.device_list = FittingList()
        self.words(
            self.device_list.setToolTip,
            lambda: self.tr("Tick the devices to race, one after the other"),
        )
        self.epochs_box = spin_box(EPOCHS_RANGE, 20_000)
        self.record_box = spin_box(RECORD_EVERY_RANGE, 200, zero_means=lambda: self.tr("never"))
        self.mode_box = mode_box()
        self.threads_box = ThreadsBox()
        self.add_field("devices", self.device_list)
        self.add_field("epochs", self.epochs_box)
        self.add_field("record_every", self.record_box)
        self.add_field("mode", self.mode_box)
        self.add_field("threads", self.threads_box)

    def set_devices(self, devices: list[str]) -> None:
        super().set_devices(devices)
        offer_modes(self.mode_box, devices)
        self.device_list.clear()
        for device in devices:
            item = QListWidgetItem(device)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.device_list.addItem(item)

    def tick_every_device(self) -> None:
        """CPU and every GPU in the race, as the lesson ran it."""
        for row in range(self.device_list.count()):
            self.device_list.item(row).setCheckState(Qt.CheckState.Checked)

    def chosen_devices(self) -> list[str]:
        items = (self.device_list.item(row) for row in range(self.device_list.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]

    def prepare(self) -> Callable:
        devices = self.chosen_devices()
        if not devices:
            raise ConfigError("devices", NO_DEVICE_TICKED)
        config = TrainConfig(
            epochs=self.epochs_box.value(),
            record_every=self.record_box.value(),
            mode=self.mode_box.currentData(),
            threads=self.threads_box.setting(),
        )
        for device in devices:
            replace(config, device=device).validated(self.devices)
        self.recorded = asdict(config)
        self.plot.clear()
        self._view.reset(first_view(config.epochs, config.record_every), config.epochs)
        self.table.setRowCount(0)
        self.result = None
        self._curves.clear()
        self._latest = None
        self._ticks = 0
        points = config.epochs // config.record_every if config.record_every else 0
        for index, device in enumerate(devices):
            self._curves[device] = self.plot.plot(pen=pen(index), name=device)
            self._buffers[device] = (np.zeros(points), np.zeros(points), [0])
        self.say(lambda: self.tr("Racing on {devices}…").format(devices=", ".join(devices)))
        self._timer.start()
        return lambda report, should_stop: race(config, devices, report, should_stop)

    def progress(self, item: RaceProgress) -> None:
        epochs, losses, count = self._buffers[item.device]
        new = item.progress.new_losses
        end = min(count[0] + len(new), len(losses))
        epochs[count[0] : end] = item.progress.new_epochs[: end - count[0]]
        losses[count[0] : end] = new[: end - count[0]]
        count[0] = end
        self._dirty = True
        self._latest = item

    @Slot()
    def _redraw(self) -> None:
        self._ticks += 1
        if self._latest is not None and self._ticks % STATUS_EVERY == 0:
            device, progress = self._latest.device, self._latest.progress
            self.say(
                lambda: self.tr("{device}: {done:,} / {total:,} epochs").format(
                    device=device, done=progress.epoch, total=progress.epochs
                )
            )
        if not self._dirty:
            return
        self._dirty = False
        for device, (epochs, losses, count) in self._buffers.items():
            if device in self._curves and count[0]:
                shown = losses[: count[0]]
                self._view.follow(epochs[count[0] - 1], float(np.nanmax(shown, initial=0.0)))
                self._curves[device].setData(epochs[: count[0]], shown)

    def stop_live_drawing(self) -> None:
        self._timer.stop()

    def show_result(self, result: RaceResult) -> None:
        self._timer.stop()
        self._dirty = True
        self._redraw()
        self.plot.getViewBox().autoRange()  # the race is over: fit every curve once
        self.result = result
        self._fill_table(result)
        if not result.cancelled:
            self.say(lambda: self.tr("Done."))

    def retranslate(self) -> None:
        super().retranslate()
        if self.result is not None:
            self._fill_table(self.result)

    def _fill_table(self, result: RaceResult) -> None:
        for row, run in enumerate(result.runs):
            fill_row(
                self.table,
                row,
                [
                    run.config.device,
                    f"{run.train_s:.2f} s",
                    f"{run.us_per_epoch:,.0f} µs",
                    f"{run.warmup_s * 1000:.1f} ms",
                    f"{run.setup_s * 1000:.1f} ms",
                    f"{run.host_syncs:,}",
                    _loss(run.final_loss),
                    _accuracy(run),
                    threads_text(run.cpu_threads, run.config.threads),
                ],
            )


class HomeworkPage(ExperimentPage):
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
        self.body.addWidget(self.plot, 3)
        self.body.addWidget(self.table, 2)
        self.points: list = []

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
        runs = len(SWEEP_INTERVALS) * 2
        self.say(lambda: self.tr("Run 1 of {runs}…").format(runs=runs))
        return lambda report, should_stop: record_sweep(
            config, report=report, should_stop=should_stop
        )

    def progress(self, item: SweepProgress) -> None:
        point = item.point
        self.points.append(point)
        self._fill_row(len(self.points) - 1, point)
        for printing, curve in self._curves.items():
            chosen = [p for p in self.points if p.printing == printing]
            curve.setData([max(p.records, 0.5) for p in chosen], [p.train_s for p in chosen])
        # From zero: a difference that "barely matters" must look like one.
        self.plot.setYRange(0, 1.15 * max(p.train_s for p in self.points))
        self.say(
            lambda: self.tr("Run {done} of {total} done…").format(done=item.done, total=item.total)
        )

    def retranslate(self) -> None:
        super().retranslate()
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
                f"{point.train_s:.2f} s",
                f"{point.compute_s:.2f} s",
                f"{point.sync_s * 1000:.1f} ms",
                f"{point.print_s * 1000:.1f} ms",
                str(point.threads),
            ],
        )

    def show_result(self, result: SweepResult) -> None:
        if not result.cancelled:
            self.say(lambda: self.tr("Done: {runs} runs.").format(runs=len(result.points)))


class CrossoverPage(ExperimentPage):
    """Grow the problem until the GPU wins; mark where."""

    measurement = "crossover"

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "The lesson says a GPU pays off with bigger data, bigger models and bigger "
                "batches. Here one of them grows at a time, and each device's time per epoch is "
                "measured (warm-up apart, synchronized): where the GPU's curve crosses under "
                "the CPU's, the GPU starts to win."
            ),
            parent,
        )
        self.axis_box = QComboBox()
        self.words(
            self.axis_box.setToolTip,
            lambda: self.tr("What grows from step to step; the rest stays"),
        )
        for index, axis in enumerate(CROSSOVER_AXES):
            self.axis_box.addItem("", axis)
            self.words(
                partial(self.axis_box.setItemText, index),
                lambda axis=axis: self.tr(AXIS_TITLES[axis]),
            )
        self.threads_box = ThreadsBox()
        self.form.addRow(word_label(self, lambda: self.tr("What grows")), self.axis_box)
        self.add_field("threads", self.threads_box)
        self.result: CrossoverResult | None = None
        self.plot = make_plot("", "", "", log_x=True, log_y=True)
        self.words(partial(name_plot, self.plot), self._plot_texts)
        self.body.addWidget(self.plot, 1)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self.marker: pg.InfiniteLine | None = None

    def _plot_texts(self) -> tuple[str, str, str]:
        axis = self.result.axis if self.result is not None else self.axis_box.currentData()
        return (
            self.tr("Time per epoch"),
            self.tr(AXIS_TITLES[axis]),
            self.tr("milliseconds per epoch"),
        )

    def prepare(self) -> Callable:
        axis = self.axis_box.currentData()
        threads = self.threads_box.setting()
        devices = list(self.devices)
        self.recorded = {"axis": axis, "devices": devices, "threads": threads}
        self.plot.clear()
        self.result = None
        name_plot(self.plot, self._plot_texts())
        self._curves = {
            device: self.plot.plot(
                pen=pen(index),
                symbol="o",
                symbolBrush=colour(index),
                name=device,
            )
            for index, device in enumerate(devices)
        }
        self._points: list[CrossoverPoint] = []
        self.marker = None
        self.say(lambda: self.tr("Measuring…"))
        return lambda report, should_stop: crossover(
            axis, devices, report=report, should_stop=should_stop, threads=threads
        )

    def progress(self, point: CrossoverPoint) -> None:
        self._points.append(point)
        chosen = [p for p in self._points if p.device == point.device]
        self._curves[point.device].setData(
            [p.value for p in chosen], [1000 * p.seconds_per_epoch for p in chosen]
        )
        self.say(
            lambda: self.tr(
                "{device} at {value:,}: {ms:.3f} ms per epoch ({threads} CPU threads)"
            ).format(
                device=point.device,
                value=point.value,
                ms=point.seconds_per_epoch * 1000,
                threads=point.threads,
            )
        )

    def show_result(self, result: CrossoverResult) -> None:
        self.result = result
        if result.crossover is not None:
            self.marker = pg.InfiniteLine(
                pos=math.log10(result.crossover),
                angle=90,
                pen=pen(-1, Qt.PenStyle.DashLine),
                label="",
                labelOpts={"position": 0.9, "color": "k"},
            )
            self.words(
                self._name_marker,
                lambda: self.tr("GPU wins above ~{value:,.0f}").format(value=result.crossover),
            )
            self.plot.addItem(self.marker)
        if not result.cancelled:
            self.say(lambda: self.tr("Done."))

    def _name_marker(self, text: str) -> None:
        if self.marker is not None:
            self.marker.label.setFormat(text)


class ExperimentsTab(Retranslating, QWidget):
    """Race, Homework, Crossover and Runs; runs from every source land in one history."""

    def __init__(self, runner: JobRunner, kept: KeptRuns, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.race_page = RacePage(runner)
        self.homework_page = HomeworkPage(runner)
        self.crossover_page = CrossoverPage(runner)
        self.threads_page = ThreadsPage(runner)
        self.runs_page = RunsPage(kept)
        self.pages = PageTabs()
        for page in (
            self.race_page,
            self.homework_page,
            self.crossover_page,
            self.threads_page,
            self.runs_page,
        ):
            self.pages.addTab(page, "")
        self.words(
            partial(name_tabs, self.pages),
            lambda: [
                self.tr("Race: CPU vs GPU"),
                self.tr("Homework: record interval"),
                self.tr("Crossover: when the GPU pays off"),
                self.tr("Threads: more cores, faster?"),
                self.tr("Runs"),
            ],
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        kept.watch_race(self.race_page)
        kept.watch_homework(self.homework_page)
        kept.watch_experiment(self.crossover_page, "crossover")
        kept.watch_experiment(self.threads_page, "threads")

    def set_devices(self, devices: list[str]) -> None:
        for page in (self.race_page, self.homework_page, self.crossover_page):
            page.set_devices(devices)
