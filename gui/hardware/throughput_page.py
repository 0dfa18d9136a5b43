"""The Throughput page: each device's compute and copy speed, measured in a worker thread
on the measurement page frame every experiment uses (core.hardware.throughput)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QWidget

from core.hardware.throughput import (
    COPY_MEGABYTES,
    MATMUL_SIZES,
    Measurement,
    ThroughputReport,
    measure_throughput,
    summary,
    throughput_cases,
)
from core.i18n import QT_TRANSLATE_NOOP
from gui.widgets.measurement_page import MeasurementPage, fill_row, table_widget
from gui.workers import JobRunner


class ThroughputPage(MeasurementPage):
    """A Measure button like CPU-Z's bench, one device after the other, never at once."""

    measurement = "throughput"
    failed_text = QT_TRANSLATE_NOOP("ThroughputPage", "The measurement failed: {message}")

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "Matrix multiply shows how fast a device computes (GFLOP/s: billions of "
                "floating-point operations per second). Copy bandwidth (GB/s) shows what moving "
                "data to the GPU costs — the lesson's data-transfer overhead. Each test runs "
                "at least a quarter of a second after a warm-up run, which is timed apart."
            ),
            parent,
            run_words=(
                lambda: self.tr("Measure"),
                lambda: self.tr("Measure every device, one after the other"),
            ),
        )
        self._planned = 0
        self.report: ThroughputReport | None = None
        self.say(lambda: self.tr("Press Measure to time each device."))
        self.table = table_widget(
            self,
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
        self.body.addWidget(self.table, 1)

    def prepare(self) -> Callable:
        devices = list(self.devices)
        self._planned = len(throughput_cases(devices, MATMUL_SIZES, COPY_MEGABYTES))
        self.table.setRowCount(0)
        self.say(lambda: self.tr("Measuring {devices}…").format(devices=", ".join(devices)))
        return lambda report, should_stop: measure_throughput(
            devices, report=report, should_stop=should_stop
        )

    @Slot()
    def stop(self) -> None:
        self.buttons.cancel(self.tr("Stopping after the current test…"))

    def progress(self, item: Measurement) -> None:
        measured: Measurement = item
        row = self.table.rowCount()
        fill_row(
            self.table,
            row,
            [
                measured.device_name,
                measured.case,
                measured.size,
                f"{measured.rate:,.1f} {measured.unit}",
                _duration(measured.seconds_per_run),
                _duration(measured.warmup_s),
                f"±{measured.spread * 50:.0f} %",
            ],
        )
        done, total = row + 1, self._planned
        self.say(
            lambda: self.tr("Measured {done} of {total} tests…").format(done=done, total=total)
        )

    def show_result(self, result: ThroughputReport) -> None:
        report: ThroughputReport = result
        self.report = report
        if not report.cancelled:  # a stop is said by the frame
            self.say(
                lambda: self.tr(
                    "Done: %n test(s), CPU with {threads} threads.", "", len(report.measurements)
                ).format(threads=report.cpu_threads)
            )

    def conclusion_of(self, result: ThroughputReport) -> list:
        return summary(result) + result.notes


def _duration(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"
