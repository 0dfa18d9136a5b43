"""The `__call__` lab: edit real code, run it in the sandbox, step through its call trace."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.call_cost import CallTiming, cost_conclusion, measure_call_cost
from core.call_presets import PRESETS
from core.sandbox import DEFAULT_TIMEOUT_S, TIMEOUT_RANGE, SandboxResult, run
from gui.code_editor import CodeEditor, is_dark_palette
from gui.i18n import is_language_change
from gui.workers import Job, JobRunner

TORCH_COLOURS = ("#8B008B", "#DDA0DD")
"""Calls inside torch's own code in the trace tree: (light theme, dark theme)."""
TRACE_PAGE, OUTPUT_PAGE, ERRORS_PAGE, COST_PAGE = range(4)
PAGE_NAMES = {"trace": TRACE_PAGE, "output": OUTPUT_PAGE, "errors": ERRORS_PAGE, "cost": COST_PAGE}
# Room below the baseline: the underscores of "__call__" are clipped otherwise.
TREE_SHEET = "QTreeView::item { padding: 2px 0px 3px 0px; }"
TAB_SHEET = "QTabBar::tab { padding: 6px 14px 8px 14px; }"


class CallLab(QWidget):
    """Presets, an editor, Run/Stop, the output, and the trace as a call tree with steps.

    Texts computed from results (the run's outcome, the step, the cost conclusion) are
    kept as state and rendered again by ``retranslate`` in the language chosen now.
    """

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._job: Job | None = None
        self.result: SandboxResult | None = None
        self.events: list[dict] = []
        self._items: list[QTreeWidgetItem | None] = []
        self._torch_items: list[QTreeWidgetItem] = []
        self.timings: list[CallTiming] | None = None
        self._status: tuple = ("intro",)
        """What the status line says: intro, running, stopping, result, or (failed, why)."""
        self._cost_state: tuple = ("empty",)
        """What the cost note says: empty, (busy, text), timing, done, or (failed, why)."""

        self.preset_box = QComboBox()
        for key, preset in PRESETS.items():
            self.preset_box.addItem(preset.shown_title(), key)
        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.preset_label = QLabel()
        self.preset_label.setBuddy(self.preset_box)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.editor = CodeEditor()
        self.timeout_box = QDoubleSpinBox()
        self.timeout_box.setRange(*TIMEOUT_RANGE)
        self.timeout_box.setValue(DEFAULT_TIMEOUT_S)
        self.timeout_box.setSuffix(" s")
        self.timeout_label = QLabel()
        self.timeout_label.setBuddy(self.timeout_box)
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.measure_button = QPushButton()
        self.measure_button.clicked.connect(self.measure)
        self.status = QLabel()
        self.status.setObjectName("labStatus")
        self.status.setWordWrap(True)

        self.output = QPlainTextEdit()
        self.output.setReadOnly(True)
        self.errors = QPlainTextEdit()
        self.errors.setReadOnly(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.itemClicked.connect(self._tree_clicked)
        self.tree.setStyleSheet(TREE_SHEET)
        self.step_slider = QSlider(Qt.Orientation.Horizontal)
        self.step_slider.setRange(0, 0)
        self.step_slider.valueChanged.connect(self.show_step)
        self.back_button = QPushButton("◀")
        self.back_button.clicked.connect(
            lambda: self.step_slider.setValue(self.step_slider.value() - 1)
        )
        self.forward_button = QPushButton("▶")
        self.forward_button.clicked.connect(
            lambda: self.step_slider.setValue(self.step_slider.value() + 1)
        )
        self.step_label = QLabel()
        self.locals_table = QTableWidget(0, 2)
        self.locals_table.verticalHeader().hide()
        locals_header = self.locals_table.horizontalHeader()
        locals_header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        locals_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.locals_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.cost_table = QTableWidget(0, 4)
        self.cost_table.verticalHeader().hide()
        self.cost_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.cost_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.cost_note = QLabel()
        self.cost_note.setWordWrap(True)

        controls = QHBoxLayout()
        controls.addWidget(self.preset_label)
        controls.addWidget(self.preset_box, 1)
        controls.addWidget(self.timeout_label)
        controls.addWidget(self.timeout_box)
        controls.addWidget(self.run_button)
        controls.addWidget(self.stop_button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(controls)
        left_layout.addWidget(self.explanation)
        left_layout.addWidget(self.editor, 1)
        left_layout.addWidget(self.status)

        steps = QHBoxLayout()
        steps.addWidget(self.back_button)
        steps.addWidget(self.step_slider, 1)
        steps.addWidget(self.forward_button)
        self.steps_row = QWidget()
        self.steps_row.setLayout(steps)
        steps.setContentsMargins(0, 0, 0, 0)
        self.trace_page = QWidget()
        trace_layout = QVBoxLayout(self.trace_page)
        trace_layout.addWidget(self.tree, 3)
        trace_layout.addWidget(self.steps_row)
        trace_layout.addWidget(self.step_label)
        trace_layout.addWidget(self.locals_table, 2)
        self.cost_page = QWidget()
        cost_layout = QVBoxLayout(self.cost_page)
        cost_layout.addWidget(self.measure_button)
        cost_layout.addWidget(self.cost_table)
        cost_layout.addWidget(self.cost_note)
        cost_layout.addStretch(1)
        self.pages = QTabWidget()
        self.pages.tabBar().setStyleSheet(TAB_SHEET)
        self._restyle_pending = False
        self.pages.addTab(self.trace_page, "")
        self.pages.addTab(self.output, "")
        self.pages.addTab(self.errors, "")
        self.pages.addTab(self.cost_page, "")
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.pages)
        splitter.setSizes([620, 620])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        # The first preset without an undo step: Ctrl+Z never empties the editor.
        self.editor.setPlainText(PRESETS[self.preset_box.currentData()].code)
        self.retranslate()
        self.show_step(0)

    # -- language and theme ----------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the language chosen now, results included; no state is lost."""
        for index in range(self.preset_box.count()):
            self.preset_box.setItemText(
                index, PRESETS[self.preset_box.itemData(index)].shown_title()
            )
        self.preset_box.setToolTip(
            self.tr("Load a ready-made example into the editor (Ctrl+Z brings your text back)")
        )
        self.preset_label.setText(self.tr("Preset"))
        self.explanation.setText(PRESETS[self.preset_box.currentData()].shown_explanation())
        self.editor.setToolTip(self.tr("The code to run: edit it freely, then press Run and trace"))
        low, high = TIMEOUT_RANGE
        self.timeout_label.setText(self.tr("Time limit"))
        self.timeout_box.setToolTip(
            self.tr("The code is stopped after this long ({low:g} to {high:g} s)").format(
                low=low, high=high
            )
        )
        self.run_button.setText(self.tr("Run and trace"))
        self.run_button.setToolTip(
            self.tr("Run the code in a separate process and record every call it makes")
        )
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("End the running code at once"))
        self.measure_button.setText(self.tr("Measure the cost of __call__"))
        self.measure_button.setToolTip(
            self.tr("Time fc1(x), fc1.forward(x) and F.linear(x, w, b) on this computer")
        )
        self.output.setToolTip(self.tr("What the code printed"))
        self.output.setPlaceholderText(self.tr("Nothing printed yet."))
        self.errors.setToolTip(self.tr("What the code wrote to stderr, and its exception"))
        self.errors.setPlaceholderText(self.tr("No errors."))
        self.tree.setHeaderLabels([self.tr("Call"), self.tr("Line"), self.tr("Returned")])
        self.tree.setToolTip(
            self.tr("Each call inside the one that made it; click a call to step to it")
        )
        self.step_slider.setToolTip(self.tr("Move through the trace one call or return at a time"))
        self.back_button.setToolTip(self.tr("Step back"))
        self.forward_button.setToolTip(self.tr("Step forward"))
        self.locals_table.setHorizontalHeaderLabels([self.tr("Variable"), self.tr("Value")])
        self.locals_table.setToolTip(self.tr("The local variables at this step"))
        self.cost_table.setHorizontalHeaderLabels(
            [self.tr("Call"), self.tr("Median"), self.tr("Fastest–slowest"), self.tr("Calls timed")]
        )
        self.cost_table.setToolTip(
            self.tr("Microseconds per call: the median of 7 batches and their spread")
        )
        self.pages.setTabText(TRACE_PAGE, self.tr("Call trace"))
        self.pages.setTabText(OUTPUT_PAGE, self.tr("Output"))
        self.pages.setTabText(ERRORS_PAGE, self.tr("Errors"))
        self.pages.setTabText(COST_PAGE, self.tr("Cost of __call__"))
        self._render_status()
        self._render_step(self.step_slider.value())
        self._render_cost()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._colour_torch_items()
            if not self._restyle_pending:
                self._restyle_pending = True
                QTimer.singleShot(0, self._restyle_sheets)
        super().changeEvent(event)

    @Slot()
    def _restyle_sheets(self) -> None:
        """Widgets with a style sheet keep the palette before the last change (a theme
        switch would leave the tree dark on a light window): set their sheets again."""
        self._restyle_pending = False
        for widget, sheet in ((self.tree, TREE_SHEET), (self.pages.tabBar(), TAB_SHEET)):
            widget.setStyleSheet("")
            widget.setStyleSheet(sheet)

    def _torch_colour(self) -> QColor:
        light, dark = TORCH_COLOURS
        return QColor(dark if is_dark_palette(self.palette()) else light)

    def _colour_torch_items(self) -> None:
        colour = self._torch_colour()
        for item in self._torch_items:
            item.setForeground(0, colour)

    def hideable_controls(self) -> dict[str, tuple[str, list[QWidget]]]:
        """The lab's part of ``CallTab.hideable_controls``."""
        return {
            "call.presets": (
                self.tr("Presets"),
                [self.preset_label, self.preset_box, self.explanation],
            ),
            "call.time_limit": (self.tr("Time limit"), [self.timeout_label, self.timeout_box]),
            "call.steps": (
                self.tr("Stepping through the trace"),
                [self.steps_row, self.step_label, self.locals_table],
            ),
            "call.cost": (self.tr("Cost of __call__ page"), [self.cost_page]),
        }

    # -- presets ---------------------------------------------------------------------------

    @Slot()
    def _preset_chosen(self) -> None:
        self.load_preset(self.preset_box.currentData())

    def load_preset(self, key: str) -> None:
        """Show preset ``key`` in the chooser and its code in the editor, as one undo step."""
        if key not in PRESETS:
            raise ValueError(f"preset must be one of {', '.join(PRESETS)} (got {key!r})")
        index = self.preset_box.findData(key)
        if self.preset_box.currentIndex() != index:
            with QSignalBlocker(self.preset_box):
                self.preset_box.setCurrentIndex(index)
        self.explanation.setText(PRESETS[key].shown_explanation())
        self.editor.replace_text(PRESETS[key].code)
        self.editor.mark_line(None)

    def current_preset(self) -> str:
        """The id of the preset whose code is in the editor, or "" once it was edited.

        The text must equal a preset's code exactly: the chosen one first, then any other
        (an undo can bring another preset's code back).
        """
        text = self.editor.toPlainText()
        chosen = self.preset_box.currentData()
        if PRESETS[chosen].code == text:
            return chosen
        return next((key for key, preset in PRESETS.items() if preset.code == text), "")

    def show_page(self, name: str) -> None:
        """One of the lab's pages: "trace", "output", "errors" or "cost"."""
        if name not in PAGE_NAMES:
            raise ValueError(f"page must be one of {', '.join(PAGE_NAMES)} (got {name!r})")
        self.pages.setCurrentIndex(PAGE_NAMES[name])

    # -- running ---------------------------------------------------------------------------

    @property
    def is_running(self) -> bool:
        return self._job is not None

    @Slot()
    def start(self) -> None:
        if self._job is not None:
            return
        code, timeout = self.editor.toPlainText(), self.timeout_box.value()
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.editor.mark_line(None)
        self._set_status("running")
        self._job = self._runner.start(
            lambda _report, should_stop: run(
                code, timeout=timeout, trace=True, should_stop=should_stop
            ),
            self._on_result,
            self._on_error,
        )

    @Slot()
    def stop(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._set_status("stopping")

    @Slot(object)
    def _on_result(self, result: SandboxResult) -> None:
        self._end()
        self.result = result
        self.output.setPlainText(result.stdout)
        self.errors.setPlainText(result.stderr)
        self._set_status("result")
        self._show_trace(result.trace or [])
        if result.exception is not None:
            # Python's own traceback format, as the student sees it in a terminal.
            lines = "\n".join(
                f"  line {frame['line']}, in {frame['function']}"
                for frame in result.exception.traceback
            )
            self.errors.appendPlainText(
                f"{result.exception.type}: {result.exception.message}\n{lines}"
            )
            self.editor.mark_line(result.exception.line, "error")
            self.pages.setCurrentIndex(ERRORS_PAGE)
        elif not self.events:
            self.pages.setCurrentIndex(OUTPUT_PAGE)

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self._end()
        self._set_status("failed", message)

    def _end(self) -> None:
        self._job = None
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _set_status(self, *state) -> None:
        self._status = state
        self._render_status()

    def _render_status(self) -> None:
        kind = self._status[0]
        if kind == "running":
            text = self.tr("Running in a separate process…")
        elif kind == "stopping":
            text = self.tr("Stopping…")
        elif kind == "result" and self.result is not None:
            text = self.result.describe()
            if self.result.trace_truncated:
                text += self.tr(" The trace is partial (too long, or switched off by the code).")
        elif kind == "failed":
            text = self.tr("Could not run the code: {message}").format(message=self._status[1])
        else:
            text = self.tr("The code runs in a separate process, never in DeviceLab's.")
        self.status.setText(text)

    # -- the trace -------------------------------------------------------------------------

    def _show_trace(self, events: list[dict]) -> None:
        """Calls become tree items under their caller; each event is one step."""
        self.tree.clear()
        self.events = events
        self._items = []
        self._torch_items = []
        torch_colour = self._torch_colour()
        open_items: list[QTreeWidgetItem] = []
        for event in events:
            if event["event"] == "call":
                item = QTreeWidgetItem([event["name"], str(event["line"] or ""), ""])
                if event["origin"] == "torch":
                    item.setForeground(0, torch_colour)
                    self._torch_items.append(item)
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
                self._items.append(item)
        self.tree.expandAll()
        with QSignalBlocker(self.step_slider):
            self.step_slider.setRange(0, max(len(events) - 1, 0))
            self.step_slider.setValue(0)
        self.show_step(0)
        if events:
            self.pages.setCurrentIndex(TRACE_PAGE)

    @Slot(int)
    def show_step(self, index: int) -> None:
        """Step ``index``: its texts, its tree item, and its line marked in the editor."""
        self._render_step(index)
        if not self.events:
            self.back_button.setEnabled(False)
            self.forward_button.setEnabled(False)
            return
        event = self.events[index]
        item = self._items[index]
        if item is not None:
            self.tree.setCurrentItem(item)
        self.editor.mark_line(event["line"], "step")
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.events) - 1)

    def _render_step(self, index: int) -> None:
        """The step's label and variables (texts only: the editor's cursor stays put)."""
        if not self.events:
            self.step_label.setText(self.tr("No trace yet: press Run and trace."))
            self.locals_table.setRowCount(0)
            return
        event = self.events[index]
        arrow = "→" if event["event"] == "call" else "←"
        self.step_label.setText(
            self.tr("Step {step} of {steps}: {arrow} {name}").format(
                step=index + 1, steps=len(self.events), arrow=arrow, name=event["name"]
            )
        )
        variables = event.get("locals") or {}
        if event["origin"] == "torch":
            variables = {
                self.tr("(torch's own code)"): self.tr("the line marked is yours that called it")
            }
        self.locals_table.setRowCount(len(variables))
        for row, (name, value) in enumerate(variables.items()):
            self.locals_table.setItem(row, 0, QTableWidgetItem(name))
            self.locals_table.setItem(row, 1, QTableWidgetItem(value))

    @Slot(QTreeWidgetItem, int)
    def _tree_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        if item in self._items:
            self.step_slider.setValue(self._items.index(item))

    # -- the cost of __call__ --------------------------------------------------------------

    @Slot()
    def measure(self) -> None:
        job = self._runner.start(
            lambda _r, _s: measure_call_cost(),
            self._on_cost,
            self._on_cost_error,
            measurement="__call__ cost",
        )
        if job is None:
            self._set_cost_state("busy", self._runner.busy_text())
            return
        self.measure_button.setEnabled(False)
        self._set_cost_state("timing")

    @Slot(object)
    def _on_cost(self, timings: list[CallTiming]) -> None:
        self.measure_button.setEnabled(True)
        self.timings = timings
        self._set_cost_state("done")

    @Slot(str)
    def _on_cost_error(self, message: str) -> None:
        self.measure_button.setEnabled(True)
        self._set_cost_state("failed", message)

    def _set_cost_state(self, *state) -> None:
        self._cost_state = state
        self._render_cost()

    def _render_cost(self) -> None:
        """The table from the stored timings and the note for the cost state now."""
        timings = self.timings or []
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
        kind = self._cost_state[0]
        if kind == "busy":
            # Said again in the new language while that measurement still runs.
            text = self._runner.busy_text() if self._runner.measurement else self._cost_state[1]
        elif kind == "timing":
            text = self.tr("Timing 7 batches of each call…")
        elif kind == "done" and self.timings:
            text = cost_conclusion(self.timings)
        elif kind == "failed":
            text = self.tr("The measurement failed: {message}").format(message=self._cost_state[1])
        else:
            text = ""
        self.cost_note.setText(text)
