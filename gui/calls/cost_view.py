"""The lab's cost of ``__call__``: ``fc1(x)``, ``fc1.forward(x)`` and ``F.linear`` timed
side by side, and what the difference means."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from core.calls.cost import CallTiming, cost_conclusion, measure_call_cost
from gui.i18n import Retranslating, render
from gui.widgets.measurement_buttons import MeasurementButtons
from gui.widgets.tables import fit_table
from gui.workers import JobRunner


class CostView(Retranslating, QWidget):
    """Measure the cost of ``__call__``: the button, the table and what it means."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cost_table = QTableWidget(0, 4)
        self.words(
            self.cost_table.setHorizontalHeaderLabels,
            lambda: [
                self.tr("Call"),
                self.tr("Median"),
                self.tr("Fastest–slowest"),
                self.tr("Calls timed"),
            ],
        )
        self.cost_table.verticalHeader().hide()
        fit_table(self.cost_table)
        self.cost_note = QLabel()
        self.cost_note.setWordWrap(True)
        self.cost_buttons = MeasurementButtons(
            runner,
            "__call__ cost",
            lambda: self.tr("Measure the cost of __call__"),
            lambda: self.tr("Time fc1(x), fc1.forward(x) and F.linear: 7 batches each"),
            self,
            status=self.cost_note,
            with_stop=False,
        )
        self.measure_button = self.cost_buttons.run_button
        self.measure_button.clicked.connect(self.measure)
        layout = QVBoxLayout(self)
        layout.addWidget(self.measure_button)
        layout.addWidget(self.cost_table)
        layout.addWidget(self.cost_note)
        layout.addStretch(1)

    @Slot()
    def measure(self) -> None:
        started = self.cost_buttons.start(
            lambda _r, _s: measure_call_cost(), self._on_cost, self._on_cost_error
        )
        if started:
            self.words(self.cost_note.setText, lambda: self.tr("Timing 7 batches of each call…"))

    @Slot(object)
    def _on_cost(self, timings: list[CallTiming]) -> None:
        self.cost_table.setRowCount(len(timings))
        for row, timing in enumerate(timings):
            cells = [
                timing.expression,
                f"{timing.median_us:.2f} µs",
                f"{timing.fastest_us:.2f}–{timing.slowest_us:.2f} µs",
                f"{timing.calls:,}",
            ]
            for column, text in enumerate(cells):
                self.cost_table.setItem(row, column, QTableWidgetItem(text))
        self.words(self.cost_note.setText, lambda: render(cost_conclusion(timings)))

    @Slot(str)
    def _on_cost_error(self, message: str) -> None:
        self.words(
            self.cost_note.setText,
            lambda: self.tr("The measurement failed: {message}").format(message=message),
        )
