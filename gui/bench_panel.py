"""The "Bench" page: measure each device's compute and copy speed in a worker thread."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.throughput import (
    COPY_MEGABYTES,
    MATMUL_SIZES,
    BenchReport,
    Measurement,
    bench_cases,
    case_title,
    run_bench,
    summary,
)
from core.units import shown
from gui.i18n import is_language_change
from gui.workers import Job, JobRunner

COLUMNS = (
    QT_TRANSLATE_NOOP("BenchPanel", "Device"),
    QT_TRANSLATE_NOOP("BenchPanel", "Test"),
    QT_TRANSLATE_NOOP("BenchPanel", "Size"),
    QT_TRANSLATE_NOOP("BenchPanel", "Result"),
    QT_TRANSLATE_NOOP("BenchPanel", "Per run"),
    QT_TRANSLATE_NOOP("BenchPanel", "Warm-up (apart)"),
    QT_TRANSLATE_NOOP("BenchPanel", "Spread"),
)


class BenchPanel(QWidget):
    """A Bench button like CPU-Z's, one device after the other, never at once."""

    bench_finished = Signal(object)

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        runner.measuring.connect(self._on_measuring)
        self._job: Job | None = None
        self._planned = 0
        self.devices = ["cpu"]
        self.report: BenchReport | None = None
        self._rows: list[Measurement] = []
        """The measurements in the table, to say them again in another language."""
        self._concluded: BenchReport | None = None
        """The report whose conclusion is shown (None while a bench runs)."""
        self._status: Callable[[], str] = lambda: self.tr("Press Bench to measure.")

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.status = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.status, 1)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.conclusion = QLabel()
        self.conclusion.setObjectName("benchConclusion")
        self.conclusion.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.conclusion)
        self.retranslate()

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the language chosen now, the measured rows included."""
        self.intro.setText(
            self.tr(
                "Matrix multiply shows how fast a device computes (GFLOP/s: billions of "
                "floating-point operations per second). Copy bandwidth (GB/s) shows what moving "
                "data to the GPU costs — the lesson's data-transfer overhead. Each test runs "
                "at least a quarter of a second after a warm-up run, which is timed apart."
            )
        )
        self.run_button.setText(self.tr("Bench"))
        self.run_button.setToolTip(self.tr("Measure every device, one after the other"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(
            self.tr("Stop after the test that runs now; the finished rows stay")
        )
        self.table.setHorizontalHeaderLabels([self.tr(title) for title in COLUMNS])
        self.table.setToolTip(
            self.tr(
                "One row per test. Spread: how much the timed batches differed (a busy "
                "machine spreads more)."
            )
        )
        for row, measured in enumerate(self._rows):
            self._fill_row(row, measured)
        self.status.setText(self._status())
        self._render_conclusion()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _set_status(self, text: Callable[[], str]) -> None:
        self._status = text
        self.status.setText(text())

    def _render_conclusion(self) -> None:
        report = self._concluded
        if report is None:
            self.conclusion.clear()
            return
        lines = [*summary(report), *report.notes]
        self.conclusion.setText("\n".join(str(shown(line)) for line in lines))

    # -- the bench ---------------------------------------------------------------------------

    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)

    @property
    def is_running(self) -> bool:
        return self._job is not None

    @Slot()
    def start(self) -> None:
        if self._job is not None:
            return
        busy = self._runner.measurement
        if busy is not None:
            said = self._runner.busy_text()
            self._set_status(
                lambda: self._runner.busy_text() if self._runner.measurement == busy else said
            )
            return
        devices = list(self.devices)
        self._planned = len(bench_cases(devices, MATMUL_SIZES, COPY_MEGABYTES))
        self.table.setRowCount(0)
        self._rows = []
        self._concluded = None
        self.conclusion.clear()
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self._set_status(lambda: self.tr("Measuring {devices}…").format(devices=", ".join(devices)))
        self._job = self._runner.start(
            lambda report, should_stop: run_bench(devices, report=report, should_stop=should_stop),
            self._on_result,
            self._on_error,
            self._on_measurement,
            measurement="bench",
        )

    @Slot(object)
    def _on_measuring(self, name: str | None) -> None:
        self.run_button.setEnabled(name is None and self._job is None)

    @Slot()
    def stop(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._set_status(lambda: self.tr("Stopping after the current test…"))

    @Slot(object)
    def _on_measurement(self, measured: Measurement) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self._rows.append(measured)
        self._fill_row(row, measured)
        done, total = row + 1, self._planned
        self._set_status(
            lambda: self.tr("Measured {done} of {total} tests…").format(done=done, total=total)
        )

    def _fill_row(self, row: int, measured: Measurement) -> None:
        cells = (
            measured.device_name,
            case_title(measured.case),
            str(shown(measured.size)),
            f"{measured.rate:,.1f} {measured.unit}",
            _duration(measured.seconds_per_run),
            _duration(measured.warmup_s),
            f"±{measured.spread * 50:.0f} %",
        )
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))

    @Slot(object)
    def _on_result(self, report: BenchReport) -> None:
        self._job = None
        self.report = report
        self._concluded = report
        self.run_button.setEnabled(self._runner.measurement is None)
        self.stop_button.setEnabled(False)
        if report.cancelled:
            self._set_status(lambda: self.tr("Stopped: the table shows the tests that finished."))
        else:
            count, threads = len(report.measurements), report.cpu_threads
            self._set_status(
                lambda: self.tr("Done: {count} tests, CPU with {threads} threads.").format(
                    count=count, threads=threads
                )
            )
        self._render_conclusion()
        self.bench_finished.emit(report)

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self._job = None
        self.run_button.setEnabled(self._runner.measurement is None)
        self.stop_button.setEnabled(False)
        self._set_status(lambda: self.tr("The bench failed: {message}").format(message=message))
        self.bench_finished.emit(message)


def _duration(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"
