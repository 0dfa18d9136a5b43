"""The ``__call__`` tab: the lesson's Counter, callable(), and a traced ``model(x)``."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.call_demo import CallEvent, Counter, ModuleCallDemo, callable_examples
from gui.call_lab import PAGE_NAMES, CallLab
from gui.code_editor import CodeView, is_dark_palette, monospace_font
from gui.i18n import is_language_change
from gui.workers import JobRunner

COUNTER_CODE = """class Counter:
    def __init__(self):
        self.count = 0

    def __call__(self):
        self.count += 1
        return self.count

counter = Counter()"""

HOOKS_CODE = """model = MLP()   # the lesson's 4 → 10 → 3 network
model.register_forward_pre_hook(pre_hook)
model.register_forward_hook(hook)
x = torch.rand(1, 4)"""

EVENT_COLOURS = {
    "pre_hook": ("#D55E00", "#E69F00"),
    "hook": ("#D55E00", "#E69F00"),
    "forward": ("#0072B2", "#56B4E9"),
}
"""Event colours in the list: (light theme, dark theme), Okabe–Ito, readable on both."""
LAB_PAGE, DEMO_PAGE = range(2)


class CallTab(QWidget):
    """Every value shown here comes from running the code, not from a written list.

    Two pages: the lab (edit, run in the sandbox, trace) and the quick demo (the Counter,
    callable(), and model(x) against model.forward(x) in DeviceLab's own process).

    Hooks for the main window and the lessons: ``show_page``, ``current_preset``,
    ``choose_preset`` and ``hideable_controls``.
    """

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lab = CallLab(runner)
        self.counter = Counter()
        self.demo = ModuleCallDemo()
        self.events: list[CallEvent] = []
        self._returned: int | None = None
        """What the last counter() returned (None: a new Counter)."""
        self._expression: str | None = None
        """The call whose events are listed (None: none yet)."""

        self.counter_box = QGroupBox()
        counter_layout = QVBoxLayout(self.counter_box)
        self.counter_code = CodeView(COUNTER_CODE)
        counter_layout.addWidget(self.counter_code)
        self.call_button = QPushButton("counter()")
        self.call_button.clicked.connect(self.call_counter)
        self.new_button = QPushButton("counter = Counter()")
        self.new_button.clicked.connect(self.new_counter)
        row = QHBoxLayout()
        row.addWidget(self.call_button)
        row.addWidget(self.new_button)
        counter_layout.addLayout(row)
        self.counter_result = QLabel()
        self.counter_state = QLabel()
        counter_layout.addWidget(self.counter_result)
        counter_layout.addWidget(self.counter_state)
        self.counter_explanation = QLabel()
        self.counter_explanation.setWordWrap(True)
        counter_layout.addWidget(self.counter_explanation)

        self.callable_box = QGroupBox()
        callable_layout = QVBoxLayout(self.callable_box)
        self.examples = callable_examples()
        self.callable_table = QTableWidget(len(self.examples), 3)
        for row_index, example in enumerate(self.examples):
            self.callable_table.setItem(row_index, 0, QTableWidgetItem(example.expression))
            self.callable_table.setItem(row_index, 1, QTableWidgetItem(str(example.is_callable)))
            self.callable_table.setItem(row_index, 2, QTableWidgetItem(example.shown_why()))
        self.callable_table.verticalHeader().hide()
        header = self.callable_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        callable_layout.addWidget(self.callable_table)

        self.module_box = QGroupBox()
        module_layout = QVBoxLayout(self.module_box)
        self.hooks_code = CodeView(HOOKS_CODE)
        module_layout.addWidget(self.hooks_code)
        self.model_button = QPushButton("model(x)")
        self.model_button.clicked.connect(self.run_model_call)
        self.forward_button = QPushButton("model.forward(x)")
        self.forward_button.clicked.connect(self.run_forward_call)
        row = QHBoxLayout()
        row.addWidget(self.model_button)
        row.addWidget(self.forward_button)
        module_layout.addLayout(row)
        self.event_list = QListWidget()
        module_layout.addWidget(self.event_list, 1)
        self.trace_summary = QLabel()
        self.trace_summary.setWordWrap(True)
        module_layout.addWidget(self.trace_summary)

        left = QVBoxLayout()
        left.addWidget(self.counter_box)
        left.addWidget(self.callable_box, 1)
        self.demo_page = QWidget()
        demo_layout = QHBoxLayout(self.demo_page)
        demo_layout.addLayout(left, 1)
        demo_layout.addWidget(self.module_box, 1)
        self.pages = QTabWidget()
        self.pages.addTab(self.lab, "")
        self.pages.addTab(self.demo_page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        self.retranslate()

    # -- language and theme ----------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the language chosen now, the last results included."""
        self.pages.setTabText(LAB_PAGE, self.tr("Lab: edit, run, trace"))
        self.pages.setTabText(DEMO_PAGE, self.tr("Quick demo"))
        self.counter_box.setTitle(self.tr("An object you can call: the lesson's Counter"))
        self.counter_code.setToolTip(self.tr("The lesson's Counter class (read only)"))
        self.call_button.setToolTip(self.tr("Call the object: runs Counter.__call__(counter)"))
        self.new_button.setToolTip(self.tr("Create a new Counter: its count starts at 0"))
        self.counter_explanation.setText(
            self.tr(
                "counter() runs Counter.__call__(counter): Python calls the __call__ of the "
                "object's class. Counter() itself creates a new instance."
            )
        )
        self.callable_box.setTitle(self.tr("callable(obj): can it be called?"))
        self.callable_table.setHorizontalHeaderLabels(
            [self.tr("obj"), "callable(obj)", self.tr("why")]
        )
        for row_index, example in enumerate(self.examples):
            self.callable_table.item(row_index, 2).setText(example.shown_why())
        self.callable_table.setToolTip(
            self.tr("callable() evaluated for real on each object when the tab opened")
        )
        self.module_box.setTitle(self.tr("Why model(x) works: nn.Module.__call__ runs forward"))
        self.hooks_code.setToolTip(self.tr("The model and its two hooks (read only)"))
        self.model_button.setToolTip(
            self.tr("Call the model: __call__ runs the pre-hook, forward, then the hook")
        )
        self.forward_button.setToolTip(
            self.tr("Call forward directly: the model's hooks are skipped")
        )
        self.event_list.setToolTip(self.tr("What happened during the call, in order"))
        self.event_list.setFont(monospace_font())  # with a Chinese font behind it
        self._render_counter()
        self._render_events()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._colour_events()
        super().changeEvent(event)

    # -- hooks -----------------------------------------------------------------------------

    def show_page(self, name: str) -> None:
        """Show page ``name``: "lab" or "demo" (the quick demo).

        The lab's own pages are accepted too: "trace", "output", "errors" and "cost" show
        the lab with that page in front. Raises ValueError for any other name.
        """
        if name == "lab":
            self.pages.setCurrentIndex(LAB_PAGE)
        elif name == "demo":
            self.pages.setCurrentIndex(DEMO_PAGE)
        elif name in PAGE_NAMES:
            self.pages.setCurrentIndex(LAB_PAGE)
            self.lab.show_page(name)
        else:
            names = ", ".join(["lab", "demo", *PAGE_NAMES])
            raise ValueError(f"page must be one of {names} (got {name!r})")

    def current_preset(self) -> str:
        """The id (a key of ``core.call_presets.PRESETS``) of the preset in the editor.

        "" when the editor's text is not exactly a preset's code: once the student edits
        it, even by one character, it is their code. Undoing back to a preset's code makes
        it that preset again.
        """
        return self.lab.current_preset()

    def choose_preset(self, preset_id: str) -> None:
        """Load preset ``preset_id`` into the lab's chooser and editor, as one undo step.

        Ctrl+Z in the editor brings the student's text back. The page shown is not changed
        (``show_page("lab")`` for that). Raises ValueError naming the allowed ids.
        """
        self.lab.load_preset(preset_id)

    def hideable_controls(self) -> dict[str, tuple[str, list[QWidget]]]:
        """What a teacher can hide to keep a class focused: id → (title, widgets)."""
        controls = self.lab.hideable_controls()
        controls["call.demo"] = (self.tr("Quick demo page"), [self.demo_page])
        controls["call.demo.callable"] = (self.tr("callable() table"), [self.callable_box])
        return controls

    # -- the Counter -----------------------------------------------------------------------

    @Slot()
    def call_counter(self) -> None:
        self._returned = self.counter()
        self._render_counter()

    @Slot()
    def new_counter(self) -> None:
        self.counter = Counter()
        self._returned = None
        self._render_counter()

    def _render_counter(self) -> None:
        if self._returned is None:
            self.counter_result.setText(self.tr("A new Counter: nothing called yet."))
        else:
            self.counter_result.setText(
                self.tr("counter() returned {value}").format(value=self._returned)
            )
        self.counter_state.setText(f"counter.count = {self.counter.count}")

    # -- model(x) against model.forward(x) -------------------------------------------------

    @Slot()
    def run_model_call(self) -> None:
        self._show_events("model(x)", self.demo.call_model())

    @Slot()
    def run_forward_call(self) -> None:
        self._show_events("model.forward(x)", self.demo.call_forward())

    def _show_events(self, expression: str, events: list[CallEvent]) -> None:
        self._expression = expression
        self.events = events
        self.event_list.clear()
        for _event in events:
            self.event_list.addItem(QListWidgetItem())
        self._render_events()

    def _render_events(self) -> None:
        """The list's lines and the summary from the stored events, in the language now."""
        if self._expression is None:
            self.trace_summary.setText(self.tr("Press a button: the events come from real hooks."))
            return
        for number, event in enumerate(self.events, start=1):
            self.event_list.item(number - 1).setText(f"{number:2d}. {event.describe()}")
        self._colour_events()
        hooks = sum(event.kind in ("pre_hook", "hook") for event in self.events)
        if hooks:
            summary = self.tr(
                "{expr}: {n} events. __call__ ran the pre-hook, then forward, then the hook."
            )
        else:
            summary = self.tr(
                "{expr}: {n} events. Calling forward directly skipped the model's hooks "
                "(the layers inside still go through __call__)."
            )
        self.trace_summary.setText(summary.format(expr=self._expression, n=len(self.events)))

    def _colour_events(self) -> None:
        dark = is_dark_palette(self.palette())
        for row, event in enumerate(self.events):
            colours = EVENT_COLOURS.get(event.kind)
            if colours and row < self.event_list.count():
                self.event_list.item(row).setForeground(QColor(colours[dark]))
