"""The frame every measurement page shares (each experiment, the Throughput page): Run and
Stop, a status line, a conclusion, the controls beside the chart or table, one job."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP
from gui.i18n import Retranslating, render, word_label
from gui.widgets.fields import error_text, field_label
from gui.widgets.layouts import PinnedColumn, Reflow
from gui.widgets.measurement_buttons import MeasurementButtons
from gui.widgets.tables import fit_table
from gui.workers import JobRunner

CONTROLS_CHARS = 48
"""The controls' column is at most this many characters ("0"s) wide."""
CONTROLS_LEAST_CHARS = 24
"""... and gives way to the chart down to this many (its form's rows then wrap)."""
CONTROLS_SHARE = 0.42
"""... and at most this share of the page's width: the chart takes the rest."""
BODY_CHARS = 32
"""Charts and tables need this many characters beside the controls, or go below: a
1024-pixel projector at 20 pt with the lesson open keeps both side by side."""


class MeasurementPage(Retranslating, QWidget):
    """A page with Run/Stop, a status line, a chart and a conclusion; one job at a time."""

    started = Signal(dict)
    """A run began; its settings as the run store keeps them (``recorded``)."""
    progressed = Signal(object)
    """One piece of the worker's progress, after the page drew it."""
    finished = Signal(object)
    """The experiment's result, or the error text."""

    measurement = "experiment"
    """The page's name for JobRunner's one-measurement-at-a-time rule."""
    controls_chars = CONTROLS_CHARS
    """The controls' column's widest, in characters (a page whose chart needs the width
    takes less)."""
    failed_text = QT_TRANSLATE_NOOP("MeasurementPage", "The experiment failed: {message}")
    """The status when the worker raised (``{message}``: its error)."""

    def __init__(
        self,
        runner: JobRunner,
        intro: Callable[[], str],
        parent: QWidget | None = None,
        *,
        run_words: tuple[Callable[[], str], Callable[[], str]] | None = None,
    ) -> None:
        """``intro`` writes the page's introduction in the current language; ``run_words``
        the Run button's text and tooltip (by default "Run" and "Run this experiment")."""
        super().__init__(parent)
        self._runner = runner
        self.devices = ["cpu"]
        self.recorded: dict = {}
        """The settings of the run ``prepare`` set up, as the run store keeps them."""
        self.intro = word_label(self, intro)
        self.intro.setWordWrap(True)
        self.form = QFormLayout()
        text, tooltip = run_words or (
            lambda: self.tr("Run"),
            lambda: self.tr("Run this experiment"),
        )
        self.buttons = MeasurementButtons(runner, self.measurement, text, tooltip, self)
        assert self.buttons.stop_button is not None  # made with_stop (the default)
        self.run_button, self.stop_button = self.buttons.run_button, self.buttons.stop_button
        self.status = self.buttons.status
        self.run_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.conclusion = QLabel()
        self.conclusion.setObjectName("conclusion")
        self.conclusion.setWordWrap(True)
        self.conclusion.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.conclusion.setProperty("role", "conclusion")  # its look: gui.shell.appearance
        self.conclusion.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        pinned = QVBoxLayout()
        pinned.addLayout(buttons)
        pinned.addWidget(self.status)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        controls = QWidget()
        self._column = column = QVBoxLayout(controls)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.intro)
        column.addLayout(self.form)
        column.addWidget(self.conclusion)
        column.addStretch(1)
        body = QWidget()
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.column = PinnedColumn(controls, pinned, self.controls_chars)
        sides = Reflow(
            self.column,
            body,
            stretch=(0, 1),
            least_chars=(CONTROLS_LEAST_CHARS, BODY_CHARS),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(sides)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Beside the chart the controls take at most CONTROLS_SHARE of the width: at
        1024×768 at 20 pt they took all but the chart's least, and a legend's long name a
        third line."""
        least = self.column.minimumSizeHint().width()
        self.column.setMaximumWidth(max(least, int(CONTROLS_SHARE * event.size().width())))
        super().resizeEvent(event)

    def add_below_conclusion(self, widget: QWidget) -> None:
        """A widget at the foot of the controls' column (what is shown beside the result)."""
        self._column.insertWidget(self._column.count() - 1, widget)

    def add_above_conclusion(self, widget: QWidget) -> None:
        """A widget in the controls' column, between the settings and the conclusion (a
        picture of the result the conclusion explains)."""
        self._column.insertWidget(self._column.indexOf(self.conclusion), widget)

    def add_field(self, name: str, widget: QWidget) -> None:
        """A form row: the field's label (as errors name it) and its control."""
        self.form.addRow(word_label(self, lambda: field_label(name)), widget)

    def say(self, text: Callable[[], str]) -> None:
        """The status line, written by ``text`` now and again in a new language."""
        self.words(self.status.setText, text)

    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)

    @property
    def is_running(self) -> bool:
        return self.buttons.running

    @Slot()
    def start(self) -> None:
        if not self.buttons.can_start():
            return
        try:
            task = self.prepare()
        except ConfigError as error:
            self.say(partial(error_text, error))
            return
        self.conclusion.hide()
        if self.buttons.start(task, self._on_done, self._on_failed, self._on_progressed):
            self.started.emit(self.recorded)

    @Slot(object)
    def _on_progressed(self, item: object) -> None:
        self.progress(item)
        self.progressed.emit(item)

    @Slot()
    def stop(self) -> None:
        self.buttons.cancel(self.tr("Stopping…"))

    def prepare(self) -> Callable:
        """Read the controls, reset the chart; return the task. Raises ConfigError."""
        raise NotImplementedError

    def progress(self, item: Any) -> None:  # Any: each page takes its own worker's kind
        """One piece of progress from the worker (GUI thread)."""

    def show_result(self, result: Any) -> None:  # Any: each page takes its own result
        """The finished experiment (GUI thread)."""

    def stop_live_drawing(self) -> None:
        """The experiment ended without a result: stop any redraw timer."""

    def conclusion_of(self, result: Any) -> list:  # Any: each page takes its own result
        """The lines under the controls: the result's conclusion (messages)."""
        return getattr(result, "conclusion", [])

    def show_conclusion(self, lines: list) -> None:
        """The conclusion's lines under the controls, in the current language."""
        self.words(
            self.conclusion.setText, lambda: "\n".join(f"• {render(line)}" for line in lines)
        )
        self.conclusion.setVisible(bool(lines))

    @Slot(object)
    def _on_done(self, result: object) -> None:
        self.show_result(result)
        self.show_conclusion(self.conclusion_of(result))
        if getattr(result, "cancelled", False):
            self.say(lambda: self.tr("Stopped: what finished is shown."))
        self.finished.emit(result)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.stop_live_drawing()
        self.say(lambda: render(self.failed_text).format(message=message))
        self.finished.emit(message)


def table_widget(
    owner: Retranslating, headers: Callable[[], list[str]], least_rows: int = 0
) -> QTableWidget:
    """A read-only table whose column titles ``headers`` writes in the current language;
    ``least_rows`` always in view (``fit_table``)."""
    table = QTableWidget(0, len(headers()))
    owner.words(table.setHorizontalHeaderLabels, headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return fit_table(table, least_rows=least_rows)


def fill_row(table: QTableWidget, row: int, cells: list[str]) -> None:
    if row >= table.rowCount():
        table.setRowCount(row + 1)
    for column, text in enumerate(cells):
        item = QTableWidgetItem(text)
        if column:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, column, item)
