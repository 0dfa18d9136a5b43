"""The "Live" page: per-core bars, per-GPU history plots and the GPU's processes."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QTimer, Slot
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
from core.monitor import LiveSample, process_label
from core.nvml import GpuSample, NotAvailable
from core.units import shown
from gui import plots
from gui.i18n import is_language_change

HISTORY = 120
"""Samples kept per GPU curve: one minute at 2 Hz."""
REDRAW_MS = 250
SERIES = {
    "utilization": (QT_TRANSLATE_NOOP("LivePanel", "GPU use %"), 0),
    "memory": (QT_TRANSLATE_NOOP("LivePanel", "VRAM used %"), 1),
    "temperature": (QT_TRANSLATE_NOOP("LivePanel", "Temperature °C"), 3),
}
"""Each GPU curve: English title, colour number in gui.plots' colour-blind-safe palette."""
NA_FIELDS = {
    "utilization_percent": QT_TRANSLATE_NOOP("LivePanel", "GPU use"),
    "memory_used_bytes": QT_TRANSLATE_NOOP("LivePanel", "VRAM used"),
    "temperature_c": QT_TRANSLATE_NOOP("LivePanel", "Temperature"),
}
"""The plotted readings whose N/A the status line explains."""
PROCESS_KINDS = {
    "compute": QT_TRANSLATE_NOOP("LivePanel", "compute"),
    "graphics": QT_TRANSLATE_NOOP("LivePanel", "graphics"),
    "compute+graphics": QT_TRANSLATE_NOOP("LivePanel", "compute+graphics"),
}
PROCESS_COLUMNS = (
    QT_TRANSLATE_NOOP("LivePanel", "GPU"),
    QT_TRANSLATE_NOOP("LivePanel", "PID"),
    QT_TRANSLATE_NOOP("LivePanel", "Process"),
    QT_TRANSLATE_NOOP("LivePanel", "VRAM"),
    QT_TRANSLATE_NOOP("LivePanel", "Kind"),
)


class _GpuHistory:
    """One GPU's plot: three curves over pre-allocated ring buffers."""

    def __init__(self, plot: pg.PlotWidget, titles: dict[str, str]) -> None:
        self.plot = plot
        self.values = {key: np.full(HISTORY, np.nan) for key in SERIES}
        self.times = np.full(HISTORY, np.nan)
        self.curves = {
            key: plots.add_curve(plot, index, name=titles[key], connect="finite")
            for key, (_title, index) in SERIES.items()
        }

    def rename(self, titles: dict[str, str]) -> None:
        """The legend's names in another language (the curves keep their data)."""
        legend = self.plot.getPlotItem().legend
        for key, curve in self.curves.items():
            curve.opts["name"] = titles[key]
            for sample, label in legend.items if legend is not None else ():
                if sample.item is curve:
                    label.setText(titles[key])

    def push(self, sample: GpuSample, seconds: float) -> None:
        total, used = sample.value("memory_total_bytes"), sample.value("memory_used_bytes")
        readings = {
            "utilization": sample.value("utilization_percent"),
            "memory": 100 * used / total if total and used is not None else None,
            "temperature": sample.value("temperature_c"),
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


class LivePanel(QWidget):
    """Shows each ``LiveSample`` the hardware tab's monitor reports."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.samples_shown = 0
        self.last_sample: LiveSample | None = None
        self._drawn: LiveSample | None = None
        """The sample on screen now (the last one may not be drawn yet): its texts are
        said again after a language switch."""
        self._dirty = False
        self._monitor_end: tuple[str, object] | None = None
        """("stopped", samples) or ("error", message) once the monitor has ended."""
        self._gpu_histories: dict[int, _GpuHistory] = {}

        self.core_plot = _plot(self.tr("Use of each logical core (%)"), self.tr("core"), "%")
        self.core_plot.setYRange(0, 100)
        self.core_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=plots.colour(0))
        self.core_plot.addItem(self.core_bars)
        self.clock_plot = _plot(self.tr("Clock of each logical core (MHz)"), self.tr("core"), "MHz")
        self.clock_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=plots.colour(2))
        self.clock_plot.addItem(self.clock_bars)
        self.memory_label = QLabel()
        self.clock_note = QLabel()
        self.clock_note.setWordWrap(True)

        self.gpu_area = QWidget()
        self.gpu_grid = QGridLayout(self.gpu_area)
        self.gpu_grid.setContentsMargins(0, 0, 0, 0)
        self.gpu_status = QLabel()
        self.gpu_status.setObjectName("liveGpuStatus")
        self.gpu_status.setWordWrap(True)
        self.processes = QTableWidget(0, len(PROCESS_COLUMNS))
        self.processes.verticalHeader().hide()
        self.processes.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.processes.setMaximumHeight(150)
        self.processes_title = QLabel()
        self.processes_area = QWidget()
        """The process list; a teacher may hide it (the title and table inside show with
        the first GPU reading)."""
        processes_layout = QVBoxLayout(self.processes_area)
        processes_layout.setContentsMargins(0, 0, 0, 0)
        processes_layout.addWidget(self.processes_title)
        processes_layout.addWidget(self.processes)

        cores = QGridLayout()
        cores.addWidget(self.core_plot, 0, 0)
        cores.addWidget(self.clock_plot, 0, 1)
        cores.addWidget(self.memory_label, 1, 0)
        cores.addWidget(self.clock_note, 1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(cores, 2)
        layout.addWidget(self.gpu_status)
        layout.addWidget(self.gpu_area, 3)
        layout.addWidget(self.processes_area)
        for widget in (self.gpu_area, self.processes_title, self.processes):
            widget.hide()  # shown with the first GPU reading

        self._timer = QTimer(self)
        self._timer.setInterval(REDRAW_MS)
        self._timer.timeout.connect(self._redraw)
        self._timer.start()
        self.retranslate()

    # -- language ----------------------------------------------------------------------------

    def _series_titles(self) -> dict[str, str]:
        return {key: self.tr(title) for key, (title, _index) in SERIES.items()}

    def retranslate(self) -> None:
        """Every text again in the language chosen now, the drawn sample's included."""
        core = self.tr("core")
        plots.set_titles(self.core_plot, self.tr("Use of each logical core (%)"), core, "%")
        plots.set_titles(self.clock_plot, self.tr("Clock of each logical core (MHz)"), core, "MHz")
        self.core_plot.setToolTip(self.tr("How busy each logical core was in the last half second"))
        self.clock_plot.setToolTip(self.tr("The clock each logical core runs at now"))
        titles = self._series_titles()
        for index, history in self._gpu_histories.items():
            history.rename(titles)
            self._title_gpu_plot(index, history.plot)
        self.processes.setHorizontalHeaderLabels([self.tr(title) for title in PROCESS_COLUMNS])
        self.processes.setToolTip(
            self.tr("Every process the NVIDIA driver reports on a GPU, with the VRAM it holds")
        )
        self.processes_title.setText(self.tr("Processes using a GPU"))
        if self._drawn is None:
            self.memory_label.clear()
            self.clock_note.clear()
            self._show_gpu_status(None)
        else:
            self._show_texts(self._drawn)
            self._show_processes(self._drawn.gpus)

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _title_gpu_plot(self, index: int, plot: pg.PlotWidget) -> None:
        plots.set_titles(
            plot,
            self.tr("GPU {index}, last minute").format(index=index),
            self.tr("seconds ago"),
            "% / °C",
        )
        plot.setToolTip(
            self.tr("GPU use, VRAM used and temperature of GPU {index}").format(index=index)
        )

    # -- samples -----------------------------------------------------------------------------

    @Slot(object)
    def show_sample(self, sample: LiveSample) -> None:
        self.last_sample = sample
        self.samples_shown += 1
        for gpu in sample.gpus:
            self._history(gpu.index).push(gpu, sample.seconds)
        self._dirty = True

    def show_monitor_end(self, samples: int) -> None:
        """The monitor returned after ``samples`` readings: say so where the status was."""
        self._monitor_end = ("stopped", samples)
        self._show_gpu_status(self._drawn)

    def show_monitor_error(self, message: str) -> None:
        self._monitor_end = ("error", message)
        self._show_gpu_status(self._drawn)

    def _history(self, index: int) -> _GpuHistory:
        history = self._gpu_histories.get(index)
        if history is None:
            plot = _plot("", "", None, legend_offset=(10, 10))  # the newest values on the right
            plot.setYRange(0, 100)
            plot.setXRange(-HISTORY * 0.5, 0)
            plot.setMinimumHeight(190)
            history = self._gpu_histories[index] = _GpuHistory(plot, self._series_titles())
            self._title_gpu_plot(index, plot)
            count = len(self._gpu_histories) - 1
            self.gpu_grid.addWidget(plot, count // 2, count % 2)
            for widget in (self.gpu_area, self.processes_title, self.processes):
                widget.show()
        return history

    @Slot()
    def _redraw(self) -> None:
        sample = self.last_sample
        if not self._dirty or sample is None or not self.isVisible():
            return  # hidden: draw once shown (nothing is lost, the buffers keep filling)
        self._dirty = False
        self._drawn = sample
        cores = sample.cores
        positions = np.arange(len(cores.percent))
        self.core_bars.setOpts(x=positions, height=np.asarray(cores.percent), brush=plots.colour(0))
        if len(positions) <= 32:
            ticks = [[(float(core), str(core)) for core in positions]]
            self.core_plot.getAxis("bottom").setTicks(ticks)
            self.clock_plot.getAxis("bottom").setTicks(ticks)
        if cores.mhz is not None:
            self.clock_bars.setOpts(
                x=positions, height=np.asarray(cores.mhz), brush=plots.colour(2)
            )
        for history in self._gpu_histories.values():
            history.redraw()
        self._show_texts(sample)
        self._show_processes(sample.gpus)

    def _show_texts(self, sample: LiveSample) -> None:
        cores = sample.cores
        if cores.mhz is not None:
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
        self._show_gpu_status(sample)

    def _show_gpu_status(self, sample: LiveSample | None) -> None:
        if self._monitor_end is not None:
            kind, detail = self._monitor_end
            self.gpu_status.setText(
                self.tr("Live readings stopped after {count} samples.").format(count=detail)
                if kind == "stopped"
                else self.tr("The live monitor stopped: {message}").format(message=detail)
            )
            return
        if sample is None:
            self.gpu_status.setText(self.tr("Waiting for the first reading…"))
            return
        if sample.gpu_problem:
            self.gpu_status.setText(
                self.tr("No live GPU readings: {problem}").format(problem=shown(sample.gpu_problem))
            )
            return
        if not sample.gpus:
            self.gpu_status.setText(self.tr("The NVIDIA driver reports no GPU."))
            return
        missing = sorted(
            {
                self.tr("{reading}: {reason}").format(
                    reading=self.tr(NA_FIELDS[name]), reason=shown(value.reason)
                )
                for gpu in sample.gpus
                for name, value in vars(gpu).items()
                if isinstance(value, NotAvailable) and name in NA_FIELDS
            }
        )
        self.gpu_status.setText(
            self.tr("N/A in the last reading — {details}").format(details="; ".join(missing))
            if missing
            else self.tr("GPU readings every half second (NVML).")
        )

    def _show_processes(self, gpus: list[GpuSample]) -> None:
        rows = []
        na = self.tr("N/A")
        for gpu in gpus:
            if isinstance(gpu.processes, NotAvailable):
                reason = self.tr("N/A: {reason}").format(reason=shown(gpu.processes.reason))
                rows.append((str(gpu.index), "", reason, "", ""))
                continue
            for process in gpu.processes:
                kind = PROCESS_KINDS.get(process.kind)
                rows.append(
                    (
                        str(gpu.index),
                        str(process.pid),
                        str(shown(process_label(process.pid, shown(process.name)))),
                        units.size(process.used_memory_bytes) or na,
                        self.tr(kind) if kind else process.kind,
                    )
                )
        self.processes.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.processes.setItem(row, column, QTableWidgetItem(text))


def _plot(
    title: str, bottom: str, left: str | None, *, legend_offset: tuple[int, int] = (-10, 10)
) -> pg.PlotWidget:
    plot = plots.make_plot(title, bottom, left, legend_offset=legend_offset)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.setMinimumHeight(140)
    return plot
