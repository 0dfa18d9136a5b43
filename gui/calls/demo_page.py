"""The quick demo page of the ``__call__`` tab: the lesson's Counter live, callable() asked of
real objects, and ``model(x)`` against ``model.forward(x)`` seen through real hooks."""

from __future__ import annotations

from functools import partial
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Slot
from PySide6.QtGui import QColor, QFontDatabase
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.calls.demo import CallEvent, Counter, ModuleCallDemo, callable_examples
from gui.i18n import Retranslating, render, word_label
from gui.widgets.layouts import Reflow

COUNTER_CODE = """class Counter:
    def __init__(self):
        self.count = 0

    def __call__(self):
        self.count += 1
        return self.count

counter = Counter()"""

HOOKS_CODE = """model = MLP()   # {comment}
model.register_forward_pre_hook(pre_hook)
model.register_forward_hook(hook)
x = torch.rand(1, 4)"""
"""The hooks' code; its comment is in the window's language."""

EVENT_COLOURS = {"pre_hook": "#D55E00", "hook": "#D55E00", "forward": "#0072B2"}


class DemoPage(Retranslating, QWidget):
    """Every value shown here comes from running the code in DeviceLab's own process, not
    from a written list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counter = Counter()
        self.demo = ModuleCallDemo()
        self.events: list[CallEvent] = []
        self._event_writers: dict[QListWidget, partial] = {}

        counter_box = self._build_counter_box()

        callable_box = self._build_callable_box()

        module_box = self._build_module_box()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(counter_box)
        left_layout.addWidget(callable_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # two columns of calls side by side
        layout.addWidget(Reflow(left, module_box, stretch=(2, 3), stacked_lines=16))
        self._show_counter(None)

    def _build_counter_box(self) -> QGroupBox:
        """The lesson's Counter, live: call it, make a new one, see its count."""
        counter_box = QGroupBox()
        self.words(
            counter_box.setTitle, lambda: self.tr("An object you can call: the lesson's Counter")
        )
        counter_layout = QVBoxLayout(counter_box)
        counter_layout.addWidget(_code_view(COUNTER_CODE))
        self.call_button = QPushButton("counter()")
        self.words(
            self.call_button.setToolTip, lambda: self.tr("Python runs Counter.__call__(counter)")
        )
        self.call_button.clicked.connect(self.call_counter)
        self.new_button = QPushButton("counter = Counter()")
        self.words(
            self.new_button.setToolTip,
            lambda: self.tr("A new Counter: its count starts at 0 again"),
        )
        self.new_button.clicked.connect(self.new_counter)
        row = QHBoxLayout()
        row.addWidget(self.call_button)
        row.addWidget(self.new_button)
        counter_layout.addLayout(row)
        self.counter_result = QLabel()
        self.counter_state = QLabel()
        counter_layout.addWidget(self.counter_result)
        counter_layout.addWidget(self.counter_state)
        explain = word_label(
            self,
            lambda: self.tr(
                "counter() runs Counter.__call__(counter): Python calls the __call__ of the "
                "object's class. Counter() itself creates a new instance."
            ),
        )
        explain.setWordWrap(True)
        counter_layout.addWidget(explain)
        return counter_box

    def _build_callable_box(self) -> QGroupBox:
        """callable() asked of real objects, with why."""
        callable_box = QGroupBox()
        self.words(callable_box.setTitle, lambda: self.tr("callable(obj): can it be called?"))
        callable_layout = QVBoxLayout(callable_box)
        examples = callable_examples()
        self.callable_table = QTableWidget(len(examples), 3)
        self.words(
            self.callable_table.setHorizontalHeaderLabels,
            lambda: ["obj", "callable(obj)", self.tr("why")],
        )
        for row_index, example in enumerate(examples):
            self.callable_table.setItem(row_index, 0, QTableWidgetItem(example.expression))
            self.callable_table.setItem(row_index, 1, QTableWidgetItem(str(example.is_callable)))
            self.callable_table.setItem(row_index, 2, QTableWidgetItem())
        self.words(self._write_whys, lambda: [render(example.why) for example in examples])
        self.callable_table.verticalHeader().hide()
        header = self.callable_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        callable_layout.addWidget(self.callable_table)
        return callable_box

    def _write_whys(self, whys: list[str]) -> None:
        for row, why in enumerate(whys):
            # Each row's item was set when the table was built.
            cast(QTableWidgetItem, self.callable_table.item(row, 2)).setText(why)

    @staticmethod
    def _write_events(view: QListWidget, lines: list[str]) -> None:
        for number, line in enumerate(lines, start=1):
            view.item(number - 1).setText(f"{number:2d}. {line}")

    def _build_module_box(self) -> QGroupBox:
        """model(x) beside model.forward(x), each with the events its real hooks saw."""
        module_box = QGroupBox()
        self.words(
            module_box.setTitle,
            lambda: self.tr("Why model(x) works: nn.Module.__call__ runs forward"),
        )
        module_layout = QVBoxLayout(module_box)
        hooks_view = _code_view(HOOKS_CODE.format(comment=""))
        self.words(
            hooks_view.setPlainText,
            lambda: HOOKS_CODE.format(comment=self.tr("the lesson's 4 → 10 → 3 network")),
        )
        module_layout.addWidget(hooks_view)
        self.model_button = QPushButton("model(x)")
        self.words(
            self.model_button.setToolTip,
            lambda: self.tr("nn.Module.__call__ runs the pre-hook, forward, then the hook"),
        )
        self.model_button.clicked.connect(self.run_model_call)
        self.forward_button = QPushButton("model.forward(x)")
        self.words(
            self.forward_button.setToolTip,
            lambda: self.tr("forward alone: the model's hooks are skipped"),
        )
        self.forward_button.clicked.connect(self.run_forward_call)
        self.model_events, self.model_summary = self._event_view()
        self.forward_events, self.forward_summary = self._event_view()
        columns = QHBoxLayout()
        for button, events, summary in (
            (self.model_button, self.model_events, self.model_summary),
            (self.forward_button, self.forward_events, self.forward_summary),
        ):
            column = QVBoxLayout()
            column.addWidget(button)
            column.addWidget(events, 1)
            column.addWidget(summary)
            columns.addLayout(column, 1)
        module_layout.addLayout(columns, 1)
        return module_box

    @Slot()
    def call_counter(self) -> None:
        self._show_counter(self.counter())

    @Slot()
    def new_counter(self) -> None:
        self.counter = Counter()
        self._show_counter(None)

    def _show_counter(self, returned: int | None) -> None:
        self.words(
            self.counter_result.setText,
            lambda: (
                self.tr("A new Counter: nothing called yet.")
                if returned is None
                else self.tr("counter() returned {value}").format(value=returned)
            ),
        )
        self.counter_state.setText(f"counter.count = {self.counter.count}")

    @Slot()
    def run_model_call(self) -> None:
        self.events = self.demo.call_model()
        self._show_events(self.model_events, self.model_summary, "model(x)", self.events)

    @Slot()
    def run_forward_call(self) -> None:
        self.events = self.demo.call_forward()
        self._show_events(
            self.forward_events, self.forward_summary, "model.forward(x)", self.events
        )

    def _show_events(
        self, view: QListWidget, summary: QLabel, expression: str, events: list[CallEvent]
    ) -> None:
        """One column's events in order, the hooks coloured, and what they show."""
        view.clear()
        for event in events:
            item = QListWidgetItem()
            colour = EVENT_COLOURS.get(event.kind)
            if colour:
                item.setForeground(QColor(colour))
            view.addItem(item)
        writer = self._event_writers.setdefault(view, partial(self._write_events, view))
        self.words(writer, lambda: [event.describe(QCoreApplication.translate) for event in events])
        hooks = sum(event.kind in ("pre_hook", "hook") for event in events)
        self.words(summary.setText, lambda: self._summary(expression, len(events), hooks))

    def _summary(self, expression: str, count: int, hooks: int) -> str:
        if hooks:
            text = self.tr(
                "{expr}: {n} events. __call__ ran the pre-hook, then forward, then the hook."
            )
        else:
            text = self.tr(
                "{expr}: {n} events. Calling forward directly skipped the model's hooks "
                "(the layers inside still go through __call__)."
            )
        return text.format(expr=expression, n=count)

    def _event_view(self) -> tuple[QListWidget, QLabel]:
        """An empty list of call events and the sentence under it."""
        events = QListWidget()
        self.words(events.setToolTip, lambda: self.tr("The calls in the order they happened"))
        events.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        events.setWordWrap(True)  # a long event wraps instead of hiding behind a scroll bar
        events.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        summary = word_label(
            self, lambda: self.tr("Press the button: the events come from real hooks.")
        )
        summary.setWordWrap(True)
        return events, summary


class CodeView(QPlainTextEdit):
    """A few lines of code, read-only, exactly as tall as they are in the current font."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.setReadOnly(True)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._fit()

    def _fit(self) -> None:
        lines = self.toPlainText().count("\n") + 1
        self.setFixedHeight(self.fontMetrics().lineSpacing() * lines + 16)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()


def _code_view(code: str) -> QPlainTextEdit:
    return CodeView(code)
