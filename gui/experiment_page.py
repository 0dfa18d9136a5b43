"""The frame every experiment page shares: Run/Stop, a status line, a conclusion, one job."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.errors import ConfigError
from gui.workers import Job, JobRunner


class ExperimentPage(QWidget):
    """A page with Run/Stop, a status line, a chart and a conclusion; one job at a time."""

    finished = Signal(object)
    """The experiment's result, or the error text."""

    measurement = "experiment"
    """The page's name for JobRunner's one-measurement-at-a-time rule."""

    def __init__(self, runner: JobRunner, intro: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        runner.measuring.connect(self._on_measuring)
        self._job: Job | None = None
        self.devices = ["cpu"]
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.form = QFormLayout()
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.conclusion = QLabel()
        self.conclusion.setObjectName("conclusion")
        self.conclusion.setWordWrap(True)
        self.conclusion.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.conclusion.setStyleSheet(
            "background: #eef6fb; border: 1px solid #0072B2; border-radius: 4px; padding: 6px;"
        )
        self.conclusion.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        controls = QWidget()
        controls.setMaximumWidth(420)
        column = QVBoxLayout(controls)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.intro)
        column.addLayout(self.form)
        column.addLayout(buttons)
        column.addWidget(self.status)
        column.addWidget(self.conclusion)
        column.addStretch(1)
        self.body = QVBoxLayout()
        layout = QHBoxLayout(self)
        layout.addWidget(controls)
        layout.addLayout(self.body, 1)

    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)

    @property
    def is_running(self) -> bool:
        return self._job is not None

    @Slot()
    def start(self) -> None:
        if self._job is not None:
            return
        if self._runner.measurement is not None:
            self.status.setText(self._runner.busy_text())
            return
        try:
            task = self.prepare()
        except ConfigError as error:
            self.status.setText(error.naming(self.tr(error.field.replace("_", " ").capitalize())))
            return
        self.conclusion.hide()
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self._job = self._runner.start(
            task, self._done, self._failed, self.progress, measurement=self.measurement
        )

    @Slot(object)
    def _on_measuring(self, name: str | None) -> None:
        """Run is offered only while no measurement (this page's or another's) runs."""
        self.run_button.setEnabled(name is None and self._job is None)

    @Slot()
    def stop(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self.status.setText(self.tr("Stopping…"))

    def prepare(self) -> Callable:
        """Read the controls, reset the chart; return the task. Raises ConfigError."""
        raise NotImplementedError

    def progress(self, item: object) -> None:
        """One piece of progress from the worker (GUI thread)."""

    def show_result(self, result: object) -> None:
        """The finished experiment (GUI thread)."""

    def stop_live_drawing(self) -> None:
        """The experiment ended without a result: stop any redraw timer."""

    @Slot(object)
    def _done(self, result: object) -> None:
        self._end()
        self.show_result(result)
        lines = getattr(result, "conclusion", [])
        self.conclusion.setText("\n".join(f"• {line}" for line in lines))
        self.conclusion.setVisible(bool(lines))
        if getattr(result, "cancelled", False):
            self.status.setText(self.tr("Stopped: what finished is shown."))
        self.finished.emit(result)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._end()
        self.stop_live_drawing()
        self.status.setText(self.tr("The experiment failed: {message}").format(message=message))
        self.finished.emit(message)

    def _end(self) -> None:
        self._job = None
        self.run_button.setEnabled(self._runner.measurement is None)
        self.stop_button.setEnabled(False)


def table_widget(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return table


def fill_row(table: QTableWidget, row: int, cells: list[str]) -> None:
    if row >= table.rowCount():
        table.setRowCount(row + 1)
    for column, text in enumerate(cells):
        item = QTableWidgetItem(text)
        if column:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, column, item)
