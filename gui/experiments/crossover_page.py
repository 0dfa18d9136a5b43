"""The Crossover page: when the GPU pays off, as the samples, the width or the batch grow
(core.experiments.crossover)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer, Slot
from PySide6.QtWidgets import QComboBox, QWidget

from core.experiments.crossover import CrossoverResult, crossover
from core.experiments.crossover_axes import AXIS_TITLES, CROSSOVER_AXES
from core.experiments.timing import CrossoverPoint
from gui.experiments.recorded_series import RecordedSeries, recorded_box
from gui.i18n import render, word_label
from gui.widgets.fields import ThreadsBox
from gui.widgets.measurement_page import MeasurementPage
from gui.widgets.plots import colour, current_style, disturbed_points, make_plot, name_plot, pen
from gui.workers import JobRunner


class CrossoverPage(MeasurementPage):
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
                partial(render, AXIS_TITLES[axis]),
            )
        self.threads_box = ThreadsBox()
        self.form.addRow(word_label(self, lambda: self.tr("What grows")), self.axis_box)
        self.add_field("threads", self.threads_box)
        self.recorded_box = recorded_box(self)
        self.add_field("recorded", self.recorded_box)
        self.result: CrossoverResult | None = None
        self.plot = make_plot("", "", "", log_x=True, log_y=True)
        self.words(partial(name_plot, self.plot), self._plot_texts)
        self.body.addWidget(self.plot, 1)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._disturbed: dict[str, pg.PlotDataItem] = {}
        self.marker: pg.InfiniteLine | None = None
        self._pending_style = QTimer(self, singleShot=True, interval=0)
        self._pending_style.timeout.connect(self._style_marker)
        self.recorded_series = RecordedSeries(self.plot, self.recorded_box)
        self.body.insertWidget(self.body.indexOf(self.plot) + 1, self.recorded_series.legend)
        self.axis_box.currentIndexChanged.connect(self._on_axis_chosen)
        self._draw_recorded(self.axis_box.currentData())

    def _draw_recorded(self, axis: str) -> None:
        """Each recorded machine's steps on ``axis``, its CPU and its GPU."""
        self.recorded_series.clear()
        for machine in self.recorded_series.machines():
            for role in ("cpu", "gpu"):
                points = sorted(
                    (p for p in machine.crossover if p.axis == axis and p.role == role),
                    key=lambda p: p.value,
                )
                run = machine.run(role)
                if points and run is not None:
                    xs, ys = [p.value for p in points], [p.ms_per_epoch for p in points]
                    self.recorded_series.add(xs, ys, machine, run.device_name)

    @Slot()
    def _on_axis_chosen(self) -> None:
        """Before a run, the chart shows the recorded machines on the axis chosen."""
        if not self.is_running and self.result is None and not self._curves:
            name_plot(self.plot, self._plot_texts())
            self._draw_recorded(self.axis_box.currentData())

    def retranslate(self) -> None:
        super().retranslate()
        self.recorded_series.rename()

    def _plot_texts(self) -> tuple[str, str, str]:
        axis = self.result.axis if self.result is not None else self.axis_box.currentData()
        return (
            self.tr("Time per epoch"),
            render(AXIS_TITLES[axis]),
            self.tr("milliseconds per epoch"),
        )

    def prepare(self) -> Callable:
        axis = self.axis_box.currentData()
        threads = self.threads_box.setting()
        devices = list(self.devices)
        self.recorded = {"axis": axis, "devices": devices, "threads": threads}
        self.plot.clear()
        self.recorded_series.forget()  # cleared with the plot: drawn again for this axis
        self._draw_recorded(axis)
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
        self._disturbed = {
            device: disturbed_points(self.plot, index) for index, device in enumerate(devices)
        }
        self._points: list[CrossoverPoint] = []
        self.marker = None
        self.say(lambda: self.tr("Measuring…"))
        return lambda report, should_stop: crossover(
            axis, devices, report=report, should_stop=should_stop, threads=threads
        )

    def progress(self, point: CrossoverPoint) -> None:
        """A step timed, or timed again after a disturbance (it replaces the first); a step
        still disturbed is drawn faint and off the curve (the conclusion says why): the line
        joins the steps a class can trust."""
        self._points = [
            p for p in self._points if (p.value, p.device) != (point.value, point.device)
        ]
        self._points.append(point)
        chosen = sorted(
            (p for p in self._points if p.device == point.device), key=lambda p: p.value
        )
        for points, series in (
            ([p for p in chosen if not p.unreliable], self._curves),
            ([p for p in chosen if p.unreliable], self._disturbed),
        ):
            series[point.device].setData(
                [p.value for p in points], [1000 * p.seconds_per_epoch for p in points]
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
                labelOpts={"position": 0.9, "color": current_style().foreground},
            )
            self.words(
                self._name_marker,
                lambda: self.tr("GPU wins above ~{value:,.0f}").format(value=result.crossover),
            )
            self.plot.addItem(self.marker)
        if not result.cancelled:
            self.say(lambda: self.tr("Done."))

    @Slot()
    def _style_marker(self) -> None:
        """The marker in the current style: projector mode's width, the theme's text colour
        (it kept the moment's it was drawn at)."""
        if self.marker is not None:
            self.marker.setPen(pen(-1, Qt.PenStyle.DashLine))
            self.marker.label.setColor(current_style().foreground)

    def changeEvent(self, event: QEvent) -> None:
        pending = getattr(self, "_pending_style", None)  # None while the page is being made
        if pending is not None and event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.PaletteChange,
        ):
            pending.start()  # once the plots' style has followed
        super().changeEvent(event)

    def _name_marker(self, text: str) -> None:
        if self.marker is not None:
            self.marker.label.setFormat(text)
