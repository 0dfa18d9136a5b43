"""The Race page: CPU vs GPU on the same run, one device after the other, curves overlaid
(core.experiments.race)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, replace
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QWidget

from core.errors import ConfigError
from core.experiments.race import LESSON_RACE, NO_DEVICE_TICKED, RaceProgress, RaceResult, race
from core.experiments.recorded import short_name
from core.experiments.waste import recorded_waste, recorded_waste_line, waste_lines
from core.i18n import short_title
from core.training import (
    EPOCHS_RANGE,
    PRINT_EVERY_RANGE,
    RECORD_EVERY_RANGE,
    TrainConfig,
    TrainResult,
)
from core.training.config import MODE_TITLES
from gui.experiments.recorded_series import RecordedSeries, recorded_box
from gui.i18n import render
from gui.widgets.fields import (
    DeviceChecklist,
    ThreadsBox,
    mode_box,
    offer_modes,
    spin_box,
    threads_text,
)
from gui.widgets.layouts import plain_label
from gui.widgets.measurement_page import MeasurementPage, fill_row, table_widget
from gui.widgets.plots import (
    LIVE_REDRAW_MS,
    LIVE_STATUS_EVERY,
    PLOT_STRETCH,
    GrowingView,
    first_view,
    make_plot,
    name_plot,
    pen,
)
from gui.workers import JobRunner


def _accuracy(result: TrainResult) -> str:
    return "–" if result.test_accuracy is None else f"{result.test_accuracy:.1%}"


def _loss(value: float | None) -> str:
    return "–" if value is None or not math.isfinite(value) else f"{value:.4f}"


class RacePage(MeasurementPage):
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
        self.peaks: dict[str, float] = {}
        """Each device's fastest matrix multiply this session (the Throughput page)."""
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
        self.recorded_list = plain_label()
        self.recorded_list.setObjectName("recorded")
        self.add_below_conclusion(self.recorded_list)
        self.body.addWidget(self.plot, PLOT_STRETCH)
        self.body.addWidget(self.table, 1)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._buffers: dict[str, tuple[np.ndarray, np.ndarray, list[int]]] = {}
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(LIVE_REDRAW_MS)
        self._timer.timeout.connect(self._on_redraw)
        self.recorded_series = RecordedSeries(self.plot, self.recorded_box)
        self.body.insertWidget(self.body.indexOf(self.plot) + 1, self.recorded_series.legend)
        self.recorded_box.toggled.connect(self._show_recorded)
        self.mode_box.currentIndexChanged.connect(self._show_recorded)
        self.set_devices(["cpu"])
        self._show_recorded()

    def _build_fields(self) -> None:
        """Devices (ticked), epochs, record and print intervals, mode and threads: by
        default the lesson's first measurement (the loss recorded every epoch, printed
        every 100)."""
        self.device_list = DeviceChecklist()
        self.words(
            self.device_list.setToolTip,
            lambda: self.tr("Tick the devices to race, one after the other"),
        )
        self.epochs_box = spin_box(EPOCHS_RANGE, 20_000)
        self.record_box = spin_box(
            RECORD_EVERY_RANGE, LESSON_RACE["record_every"], zero_means=lambda: self.tr("never")
        )
        self.print_box = spin_box(
            PRINT_EVERY_RANGE, LESSON_RACE["print_every"], zero_means=lambda: self.tr("never")
        )
        self.mode_box = mode_box()
        self.threads_box = ThreadsBox()
        self.add_field("devices", self.device_list)
        self.add_field("epochs", self.epochs_box)
        self.add_field("record_every", self.record_box)
        self.add_field("print_every", self.print_box)
        self.add_field("mode", self.mode_box)
        self.add_field("threads", self.threads_box)
        self.recorded_box = recorded_box(self)
        self.add_field("recorded", self.recorded_box)

    def set_devices(self, devices: list[str]) -> None:
        super().set_devices(devices)
        offer_modes(self.mode_box, devices)
        self.device_list.set_devices(devices)

    def set_up_the_lessons_race(self) -> None:
        """The lesson's first measurement: CPU and every GPU, 20,000 epochs, the loss
        recorded every epoch and printed every 100."""
        self.device_list.tick_all()
        self.epochs_box.setValue(TrainConfig().epochs)
        self.record_box.setValue(LESSON_RACE["record_every"])
        self.print_box.setValue(LESSON_RACE["print_every"])

    def chosen_devices(self) -> list[str]:
        return self.device_list.chosen()

    def prepare(self) -> Callable:
        devices = self.chosen_devices()
        if not devices:
            raise ConfigError("devices", NO_DEVICE_TICKED)
        config = TrainConfig(
            epochs=self.epochs_box.value(),
            record_every=self.record_box.value(),
            print_every=self.print_box.value(),
            mode=self.mode_box.currentData(),
            threads=self.threads_box.setting(),
        )
        for device in devices:
            replace(config, device=device).validated(self.devices)
        self.recorded = asdict(config)
        self.plot.clear()
        self.recorded_series.forget()  # cleared with the plot: drawn again below
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
        self._draw_recorded_curves()  # after this machine's: its devices lead the legend
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
    def _on_redraw(self) -> None:
        self._ticks += 1
        if self._latest is not None and self._ticks % LIVE_STATUS_EVERY == 0:
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
        self._on_redraw()
        self.plot.getViewBox().autoRange()  # the race is over: fit every curve once
        self.result = result
        self._fill_table(result)
        if not result.cancelled:
            self.say(lambda: self.tr("Done."))

    def conclusion_of(self, result: RaceResult) -> list:
        """The race's conclusion, then how much of each device the run used (the lesson's
        性能浪费), where the Throughput page measured what the device can do."""
        return list(result.conclusion) + waste_lines(result.runs, self.peaks)

    def set_peaks(self, peaks: dict[str, float]) -> None:
        """The Throughput page measured: a race already shown says its share now."""
        self.peaks = dict(peaks)
        if self.result is not None:
            self.show_conclusion(self.conclusion_of(self.result))

    def retranslate(self) -> None:
        super().retranslate()
        self.recorded_series.rename()
        self._list_recorded()
        if self.result is not None:
            self._fill_table(self.result)

    @Slot()
    def _show_recorded(self) -> None:
        """The recorded machines' runs in the chosen mode: each device's curve on the plot
        and named in the legend under it (the CPU too: the list under the conclusion names
        it), every device in the list; both hidden with the box."""
        self.recorded_list.setVisible(self.recorded_box.isChecked())
        self.recorded_series.clear()
        self._draw_recorded_curves()
        self._list_recorded()

    def _recorded_runs(self) -> list:
        mode = self.mode_box.currentData()
        return [
            (machine, run)
            for machine in self.recorded_series.machines()
            for run in machine.runs
            if run.mode == mode
        ]

    def _draw_recorded_curves(self) -> None:
        for machine, run in self._recorded_runs():
            if run.curve_epochs:
                xs, ys = list(run.curve_epochs), list(run.curve_losses)
                self.recorded_series.add(xs, ys, machine, run.device_name)

    def _list_recorded(self) -> None:
        """The recorded runs as lines under the conclusion: device, time per epoch, total,
        and the machine and date they were recorded on (plain text: our own words)."""
        mode = short_title(render(MODE_TITLES[self.mode_box.currentData()]))
        lines = [
            self.tr("Recorded on other machines, not this one (the lesson's {mode} loop):").format(
                mode=mode
            )
        ]
        lines += [
            self.tr("• {device}: {us:,.0f} µs per epoch, {total:.2f} s — {where}").format(
                device=short_name(run.device_name),
                us=run.us_per_epoch,
                total=run.train_s,
                where=render(machine.provenance()),
            )
            for machine, run in self._recorded_runs()
        ]
        if self.mode_box.currentData() == "plain":
            lines += self._recorded_waste_lines()
        self.recorded_list.setText("\n".join(lines))
        self.recorded_list.setToolTip(
            "\n".join(
                f"{render(m.label())}: {m.source}; torch {m.machine.torch or '?'}"
                for m in self.recorded_series.machines()
            )
        )

    def _recorded_waste_lines(self) -> list[str]:
        """How much of each recorded device the lesson's run used, where the machine
        recorded its matrix multiply too (the lesson's own machine did not)."""
        return [
            f"• {render(recorded_waste_line(machine, waste))}"
            for machine in self.recorded_series.machines()
            for waste in recorded_waste(machine)
        ]

    def _fill_table(self, result: RaceResult) -> None:
        for row, run in enumerate(result.runs):
            fill_row(
                self.table,
                row,
                [
                    run.config.device,
                    f"{run.train_s:.2f} s" + (" *" if run.crowded else ""),
                    f"{run.us_per_epoch:,.0f} µs",
                    f"{run.warmup_s * 1000:.1f} ms",
                    f"{run.setup_s * 1000:.1f} ms",
                    f"{run.host_syncs:,}",
                    _loss(run.final_loss),
                    _accuracy(run),
                    threads_text(run.cpu_threads, run.config.threads),
                ],
            )
