"""The Throughput page: measure each device's compute and copy speed in a worker thread."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.hardware.throughput import (
    COPY_MEGABYTES,
    MATMUL_SIZES,
    Measurement,
    ThroughputReport,
    measure_throughput,
    summary,
    throughput_cases,
)
from gui.i18n import Retranslating, render
from gui.widgets.controls import fit_table
from gui.widgets.measurement_buttons import MeasurementButtons
from gui.workers import JobRunner


class ThroughputPage(Retranslating, QWidget):
    """A Measure button like CPU-Z's bench, one device after the other, never at once."""

    measured = Signal(object)

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._planned = 0
        self.devices = ["cpu"]
        self.report: ThroughputReport | None = None

        intro = QLabel()
        self.words(
            intro.setText,
            lambda: self.tr(
                "Matrix multiply shows how fast a device computes (GFLOP/s: billions of "
                "floating-point operations per second). Copy bandwidth (GB/s) shows what moving "
                "data to the GPU costs — the lesson's data-transfer overhead. Each test runs "
                "at least a quarter of a second after a warm-up run, which is timed apart."
            ),
        )
        intro.setWordWrap(True)
        self.buttons = MeasurementButtons(
            runner,
            "throughput",
            lambda: self.tr("Measure"),
            lambda: self.tr("Measure every device, one after the other"),
            self,
        )
        self.run_button, self.stop_button = self.buttons.run_button, self.buttons.stop_button
        self.status = self.buttons.status
        self.words(self.status.setText, lambda: self.tr("Press Measure to time each device."))
        self.run_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.status, 1)
        self.table = QTableWidget(0, 7)
        self.words(
            self.table.setHorizontalHeaderLabels,
            lambda: [
                self.tr("Device"),
                self.tr("Test"),
                self.tr("Size"),
                self.tr("Result"),
                self.tr("Per run"),
                self.tr("Warm-up (apart)"),
                self.tr("Spread"),
            ],
        )
        self.table.verticalHeader().hide()
        fit_table(self.table)
        self.conclusion = QLabel()
        self.conclusion.setObjectName("throughputConclusion")
        self.conclusion.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.conclusion)

    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)

    @property
    def is_running(self) -> bool:
        return self.buttons.running

    @Slot()
    def start(self) -> None:
        if not self.buttons.can_start():
            return
        devices = list(self.devices)
        self._planned = len(throughput_cases(devices, MATMUL_SIZES, COPY_MEGABYTES))
        self.table.setRowCount(0)
        self.conclusion.clear()
        self.words(
            self.status.setText,
            lambda: self.tr("Measuring {devices}…").format(devices=", ".join(devices)),
        )
        self.buttons.start(
            lambda report, should_stop: measure_throughput(
                devices, report=report, should_stop=should_stop
            ),
            self._on_result,
            self._on_error,
            self._on_measurement,
        )

    @Slot()
    def stop(self) -> None:
        self.buttons.cancel(self.tr("Stopping after the current test…"))

    @Slot(object)
    def _on_measurement(self, measured: Measurement) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        cells = (
            measured.device_name,
            measured.case,
            measured.size,
            f"{measured.rate:,.1f} {measured.unit}",
            _duration(measured.seconds_per_run),
            _duration(measured.warmup_s),
            f"±{measured.spread * 50:.0f} %",
        )
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))
        done, total = row + 1, self._planned
        self.words(
            self.status.setText,
            lambda: self.tr("Measured {done} of {total} tests…").format(done=done, total=total),
        )

    @Slot(object)
    def _on_result(self, report: ThroughputReport) -> None:
        self.report = report
        self.words(
            self.status.setText,
            lambda: (
                self.tr("Stopped: the table shows the tests that finished.")
                if report.cancelled
                else self.tr(
                    "Done: %n test(s), CPU with {threads} threads.", "", len(report.measurements)
                ).format(threads=report.cpu_threads)
            ),
        )
        lines = summary(report) + report.notes
        self.words(self.conclusion.setText, lambda: "\n".join(render(line) for line in lines))
        self.measured.emit(report)

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self.words(
            self.status.setText,
            lambda: self.tr("The measurement failed: {message}").format(message=message),
        )
        self.measured.emit(message)


def _duration(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"
