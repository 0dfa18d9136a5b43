"""The lab's call trace: the calls a run made as a tree under their callers, a step slider
with ◀ ▶, and each step's local variables and object state."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.calls.sandbox import trace_name
from gui.i18n import Retranslating, render


class TraceView(Retranslating, QWidget):
    """One run's trace, step by step; each step's lines go to the editor (``marked``)."""

    marked = Signal(list)
    """The step's line and its caller's, as ``(line, "step" | "caller")`` pairs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.events: list[dict] = []
        self._items: list[QTreeWidgetItem | None] = []  # None: a return with no call open
        self.tree = QTreeWidget()
        self.words(
            self.tree.setHeaderLabels,
            lambda: [self.tr("Call"), self.tr("Line"), self.tr("Returned")],
        )
        # Names in full (a scroll bar before "Lin…"), elided in the middle only at last.
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.tree.itemClicked.connect(self._on_tree_clicked)
        self.step_slider = QSlider(Qt.Orientation.Horizontal)
        self.words(
            self.step_slider.setToolTip,
            lambda: self.tr("Step through the calls, one event at a time"),
        )
        self.step_slider.setRange(0, 0)
        self.step_slider.valueChanged.connect(self.show_step)
        self.back_button = QPushButton("◀")
        self.words(self.back_button.setToolTip, lambda: self.tr("Step back"))
        self.back_button.clicked.connect(
            lambda: self.step_slider.setValue(self.step_slider.value() - 1)
        )
        self.forward_button = QPushButton("▶")
        self.words(self.forward_button.setToolTip, lambda: self.tr("Step forward"))
        self.forward_button.clicked.connect(
            lambda: self.step_slider.setValue(self.step_slider.value() + 1)
        )
        self.step_label = QLabel()
        self.locals_table = QTableWidget(0, 2)
        self.words(
            self.locals_table.setHorizontalHeaderLabels,
            lambda: [self.tr("Variable"), self.tr("Value")],
        )
        self.locals_table.verticalHeader().hide()
        self.locals_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.locals_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        steps = QHBoxLayout()
        steps.addWidget(self.back_button)
        steps.addWidget(self.step_slider, 1)
        steps.addWidget(self.forward_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 3)
        layout.addLayout(steps)
        layout.addWidget(self.step_label)
        layout.addWidget(self.locals_table, 2)

    def retranslate(self) -> None:
        super().retranslate()
        self._name_trace_items()
        self.show_step(self.step_slider.value())

    def _name_trace_items(self) -> None:
        """The calls' names in the current language ("class Counter (its body runs once)")."""
        for event, item in zip(self.events, self._items, strict=False):
            if item is not None and event["event"] == "call":
                name = render(trace_name(event))
                item.setText(0, name)
                item.setToolTip(0, name)

    def show_trace(self, events: list[dict]) -> None:
        """Calls become tree items under their caller; each event is one step."""
        self.tree.clear()
        self.events = events
        self._items = []
        open_items: list[QTreeWidgetItem] = []
        item: QTreeWidgetItem | None
        for event in events:
            if event["event"] == "call":
                name = render(trace_name(event))
                item = QTreeWidgetItem([name, str(event["line"] or ""), ""])
                item.setToolTip(0, name)
                if event["origin"] == "torch":
                    item.setForeground(0, Qt.GlobalColor.darkMagenta)
                parent = open_items[-1] if open_items else None
                if parent is None:
                    self.tree.addTopLevelItem(item)
                else:
                    parent.addChild(item)
                open_items.append(item)
                self._items.append(item)
            else:
                item = open_items.pop() if open_items else None
                if item is not None:
                    item.setText(2, event.get("value", ""))
                    item.setToolTip(2, event.get("value", ""))
                self._items.append(item)
        self.tree.expandAll()
        self.step_slider.setRange(0, max(len(events) - 1, 0))
        self.step_slider.setValue(0)
        self.show_step(0)

    @Slot(int)
    def show_step(self, index: int) -> None:
        if not self.events:
            self.step_label.setText(self.tr("No trace yet: press Run and trace."))
            self.locals_table.setRowCount(0)
            self.back_button.setEnabled(False)
            self.forward_button.setEnabled(False)
            return
        event = self.events[index]
        self.step_label.setText(self._step_text(index, event))
        item = self._items[index]
        if item is not None:
            self.tree.setCurrentItem(item)
        caller = event.get("caller_line")
        self.marked.emit(
            [(event["line"], "step")]
            + ([(caller, "caller")] if caller not in (None, event["line"]) else [])
        )
        self._show_variables(event)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.events) - 1)

    def _step_text(self, index: int, event: dict) -> str:
        arrow = "→" if event["event"] == "call" else "←"
        caller = event.get("caller_line")
        if caller is not None and caller != event["line"]:
            text = self.tr(
                "Step {step} of {steps}: {arrow} {name} (called from line {line}, marked blue)"
            )
        else:
            text = self.tr("Step {step} of {steps}: {arrow} {name}")
        return text.format(
            step=index + 1,
            steps=len(self.events),
            arrow=arrow,
            name=render(trace_name(event)),
            line=caller,
        )

    def _show_variables(self, event: dict) -> None:
        """The step's local variables, then the state of its object: self.count …"""
        variables = dict(event.get("locals") or {})
        for name, value in (event.get("attributes") or {}).items():
            variables[f"self.{name}"] = value
        if event["origin"] == "torch":
            variables = {
                self.tr("(torch's own code)"): self.tr("the line marked is yours that called it")
            }
        self.locals_table.setRowCount(len(variables))
        for row, (name, value) in enumerate(variables.items()):
            self.locals_table.setItem(row, 0, QTableWidgetItem(name))
            value_item = QTableWidgetItem(value)
            value_item.setToolTip(value)
            self.locals_table.setItem(row, 1, value_item)

    @Slot(QTreeWidgetItem, int)
    def _on_tree_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        if item in self._items:
            self.step_slider.setValue(self._items.index(item))
