"""The "Live" page: per-core bars, per-GPU history plots and the GPU's processes."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import cast

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import (
    QGridLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.hardware.monitor import HISTORY, LiveSample, process_label
from core.hardware.nvml import GpuSample, NotAvailable
from core.i18n import QT_TRANSLATE_NOOP, Message
from gui.i18n import Retranslating, render
from gui.widgets.plots import colour, make_plot, name_plot, pen

REDRAW_MS = 250
SERIES = {
    "utilization": (QT_TRANSLATE_NOOP("LivePage", "GPU use %"), 0),
    "memory": (QT_TRANSLATE_NOOP("LivePage", "VRAM used %"), 1),
    "temperature": (QT_TRANSLATE_NOOP("LivePage", "Temperature °C"), 3),
}
"""Each curve's title and its Okabe–Ito colour (gui.widgets.plots): readable for colour-blind
students too."""


class _GpuHistory:
    """One GPU's plot: three curves over pre-allocated ring buffers."""

    def __init__(self, plot: pg.PlotWidget) -> None:
        self.plot = plot
        self.values = {key: np.full(HISTORY, np.nan) for key in SERIES}
        self.times = np.full(HISTORY, np.nan)
        self.curves = {
            key: plot.plot(pen=pen(index), name=title, connect="finite")
            for key, (title, index) in SERIES.items()
        }

    def push(self, sample: GpuSample, seconds: float) -> None:
        # Each field read here is an int, None where NVML has none.
        total = cast("int | None", sample.value("memory_total_bytes"))
        used = cast("int | None", sample.value("memory_used_bytes"))
        readings = {
            "utilization": cast("int | None", sample.value("utilization_percent")),
            "memory": 100 * used / total if total and used is not None else None,
            "temperature": cast("int | None", sample.value("temperature_c")),
        }
        for key, reading in readings.items():
            buffer = self.values[key]
            buffer[:-1] = buffer[1:]
            buffer[-1] = math.nan if reading is None else float(reading)
        self.times[:-1] = self.times[1:]
        self.times[-1] = seconds

    def redraw(self) -> None:
        ago = self.times - self.times[-1]  # real sample times: a slow poll stays visible
        for key, curve in self.curves.items():
            curve.setData(ago, self.values[key], connect="finite")


class LivePage(Retranslating, QWidget):
    """Shows each ``LiveSample`` the hardware tab's monitor reports."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.samples_shown = 0
        self.last_sample: LiveSample | None = None
        self._dirty = False
        self._gpu_histories: dict[int, _GpuHistory] = {}
        self._readings_elsewhere: list[Message | str] = []
        self._monitor_stopped = False

        self._build_core_plots()
        self.gpu_area = QWidget()
        self.gpu_grid = QGridLayout(self.gpu_area)
        self.gpu_grid.setContentsMargins(0, 0, 0, 0)
        self.gpu_status = QLabel()
        self.words(self.gpu_status.setText, lambda: self.tr("Waiting for the first reading…"))
        self.gpu_status.setObjectName("liveGpuStatus")
        self.gpu_status.setWordWrap(True)
        self.processes = QTableWidget(0, 5)
        self.words(
            self.processes.setHorizontalHeaderLabels,
            lambda: ["GPU", "PID", self.tr("Process"), self.tr("VRAM"), self.tr("Kind")],
        )
        self.processes.verticalHeader().hide()
        self.processes.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.processes.setMaximumHeight(150)

        cores = QGridLayout()
        cores.addWidget(self.core_plot, 0, 0)
        cores.addWidget(self.clock_plot, 0, 1)
        cores.addWidget(self.memory_label, 1, 0)
        cores.addWidget(self.clock_note, 1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(cores, 2)
        layout.addWidget(self.gpu_status)
        layout.addWidget(self.gpu_area, 3)
        self.processes_title = QLabel()
        self.words(self.processes_title.setText, lambda: self.tr("Processes using a GPU"))
        layout.addWidget(self.processes_title)
        layout.addWidget(self.processes)
        for widget in (self.gpu_area, self.processes_title, self.processes):
            widget.hide()  # shown with the first GPU reading

        self._timer = QTimer(self)
        self._timer.setInterval(REDRAW_MS)
        self._timer.timeout.connect(self._on_redraw)
        self._timer.start()

    def _build_core_plots(self) -> None:
        """Each logical core's use and clock, as bars, with a line of text under each."""
        self.core_plot = _plot()
        self.words(
            partial(name_plot, self.core_plot),
            lambda: (self.tr("Use of each logical core (%)"), self.tr("core"), ""),
        )
        self.core_plot.setYRange(0, 100)
        self.core_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=colour(0))
        self.core_plot.addItem(self.core_bars)
        self.clock_plot = _plot()
        self.words(
            partial(name_plot, self.clock_plot),
            lambda: (self.tr("Clock of each logical core (MHz)"), self.tr("core"), ""),
        )
        self.clock_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=colour(2))
        self.clock_plot.addItem(self.clock_bars)
        self.memory_label = QLabel()
        self.clock_note = QLabel()
        self.clock_note.setWordWrap(True)

    def retranslate(self) -> None:
        super().retranslate()
        self._dirty = True  # the readings' sentences again, at the next redraw

    @Slot(object)
    def show_sample(self, sample: LiveSample) -> None:
        self.last_sample = sample
        self.samples_shown += 1
        for gpu in sample.gpus:
            self._history(gpu.index).push(gpu, sample.seconds)
        self._dirty = True

    def _history(self, index: int) -> _GpuHistory:
        history = self._gpu_histories.get(index)
        if history is None:
            plot = _plot()
            self.words(partial(name_plot, plot), lambda: self._gpu_plot_texts(index))
            plot.setYRange(0, 100)
            plot.setXRange(-HISTORY * 0.5, 0)
            plot.setMinimumHeight(190)
            history = self._gpu_histories[index] = _GpuHistory(plot)
            count = len(self._gpu_histories) - 1
            self.gpu_grid.addWidget(plot, count // 2, count % 2)
            for widget in (self.gpu_area, self.processes_title, self.processes):
                widget.show()
        return history

    def _gpu_plot_texts(self, gpu: int) -> tuple[str, str, str]:
        """A GPU plot's title with its colour key, and its axis label."""
        key = " · ".join(
            f'<span style="color:{colour(index)}">■ {render(title)}</span>'
            for title, index in SERIES.values()
        )
        title = self.tr("GPU {index}, last minute: {key}").format(index=gpu, key=key)
        return title, self.tr("seconds ago"), ""

    @Slot()
    def _on_redraw(self) -> None:
        sample = self.last_sample
        if not self._dirty or sample is None or not self.isVisible():
            return  # hidden: draw once shown (nothing is lost, the buffers keep filling)
        self._dirty = False
        cores = sample.cores
        positions = np.arange(len(cores.percent))
        self.core_bars.setOpts(x=positions, height=np.asarray(cores.percent))
        if len(positions) <= 32:
            ticks = [[(float(core), str(core)) for core in positions]]
            self.core_plot.getAxis("bottom").setTicks(ticks)
            self.clock_plot.getAxis("bottom").setTicks(ticks)
        if cores.mhz is not None:
            self.clock_bars.setOpts(x=positions, height=np.asarray(cores.mhz))
            self.clock_note.setText(
                self.tr("Clocks change with load and heat: {low:,.0f}–{high:,.0f} MHz now.").format(
                    low=min(cores.mhz), high=max(cores.mhz)
                )
            )
        else:
            self.clock_note.setText(self.tr("This system does not report per-core clocks."))
        self.memory_label.setText(
            self.tr("Memory in use: {percent}").format(
                percent=self.tr("N/A")
                if sample.memory_percent is None
                else f"{sample.memory_percent:.0f} %"
            )
        )
        for history in self._gpu_histories.values():
            history.redraw()
        if not self._monitor_stopped:
            self._show_gpu_status(sample)
        self._show_processes(sample.gpus)

    @Slot(object)
    def show_monitor_stopped(self, said: Callable[[], str]) -> None:
        """The monitor ended: why, in the window's language (again at each change), in
        place of the last reading's status."""
        self._monitor_stopped = True
        self.words(self.gpu_status.setText, said)

    def set_readings_elsewhere(self, notes: list[Message | str]) -> None:
        """Which tools give the live readings of the GPUs NVML does not read (AMD, Intel,
        Apple): said instead of NVML's silence."""
        self._readings_elsewhere = [n for i, n in enumerate(notes) if n not in notes[:i]]

    def _show_gpu_status(self, sample: LiveSample) -> None:
        if not sample.gpus and self._readings_elsewhere:
            self.gpu_status.setText("\n".join(map(render, self._readings_elsewhere)))
            return
        if sample.gpu_problem:
            self.gpu_status.setText(
                self.tr("No live GPU readings: {problem}").format(
                    problem=render(sample.gpu_problem)
                )
            )
            return
        if not sample.gpus:
            self.gpu_status.setText(self.tr("The NVIDIA driver reports no GPU."))
            return
        missing = sorted(
            {
                f"{name.replace('_', ' ')}: {render(value.reason)}"
                for gpu in sample.gpus
                for name, value in vars(gpu).items()
                if isinstance(value, NotAvailable)
                and name in ("utilization_percent", "memory_used_bytes", "temperature_c")
            }
        )
        self.gpu_status.setText(
            self.tr("N/A in the last reading — {details}").format(details="; ".join(missing))
            if missing
            else self.tr("GPU readings every half second (NVML).")
        )

    def _show_processes(self, gpus: list[GpuSample]) -> None:
        rows = []
        for gpu in gpus:
            if isinstance(gpu.processes, NotAvailable):
                reason = self.tr("N/A: {reason}").format(reason=render(gpu.processes.reason))
                rows.append((str(gpu.index), "", reason, "", ""))
                continue
            for process in gpu.processes:
                rows.append(
                    (
                        str(gpu.index),
                        str(process.pid),
                        render(process_label(process.pid, process.name)),
                        units.size(process.used_memory_bytes) or self.tr("N/A"),
                        process.kind,
                    )
                )
        self.processes.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.processes.setItem(row, column, QTableWidgetItem(text))


def _plot() -> pg.PlotWidget:
    """A small live plot: fixed (no mouse zoom, no buttons), no legend; named by
    ``name_plot``."""
    plot = make_plot("", "", "", legend=False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.setMinimumHeight(140)
    return plot
