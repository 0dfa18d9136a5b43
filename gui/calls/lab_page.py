"""The `__call__` lab: edit real code, run it in the sandbox, step through its call trace."""

from __future__ import annotations

import contextlib
from functools import partial
from pathlib import Path

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from core.calls.presets import PRESETS, CallPreset
from core.calls.sandbox import (
    DEFAULT_MEMORY_MB,
    DEFAULT_TIMEOUT_S,
    TIMEOUT_RANGE,
    ReadySandbox,
    SandboxResult,
    SourceUnreadable,
    isolated,
    permissions_confined,
    reaches_display,
    read_source,
    run,
    writes_confined,
)
from core.errors import ConfigError
from gui.calls.autosave import Autosave, Saved, read_autosave
from gui.calls.cost_view import CostView
from gui.calls.trace_view import TraceView
from gui.i18n import (
    Retranslating,
    current_language,
    name_tabs,
    render,
    word_button,
    word_label,
)
from gui.widgets.code_editor import CodeEditor
from gui.widgets.layouts import PageTabs, Reflow
from gui.workers import Job, JobRunner

PREPARE_AFTER_MS = 1_500
"""The next run's process starts this long after the lab is shown or a run ends: while
the student reads, not while the page is only passed through."""


class LabPage(Retranslating, QWidget):
    """Presets, an editor, Run/Stop, the output, and the trace as a call tree with steps."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._job: Job | None = None
        self.ready: ReadySandbox | None = None
        """The next run's process, waiting with torch imported (``prepare_next_run``)."""
        self.autosave: Autosave | None = None
        """Set by ``enable_autosave`` (the window's lab; not in screenshots)."""
        self.unconfirmed_code: str | None = None
        """Code a lesson file brought and nobody has confirmed running yet."""
        self.result: SandboxResult | None = None
        self.trace = TraceView()
        self.trace.marked.connect(self.editor_marks)
        self.cost = CostView(runner)

        self.output = QPlainTextEdit()
        self.output.setReadOnly(True)
        self.errors = QPlainTextEdit()
        self.errors.setReadOnly(True)

        left = self._build_editor_side()

        self.pages = PageTabs()
        for page in (self.trace, self.output, self.errors, self.cost):
            self.pages.addTab(page, "")
        self.words(
            partial(name_tabs, self.pages),
            lambda: [
                self.tr("Call trace"),
                self.tr("Output"),
                self.tr("Errors"),
                self.tr("Cost of __call__"),
            ],
        )
        # Stacked (20 pt on a 1024-pixel projector): the editor as tall as it asks, whole in
        # view under its controls with the lesson open; the trace below it.
        sides = Reflow(left, self.pages, stretch=(1, 1), stacked_lines=9)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(sides)
        self._load_preset()

    def retranslate(self) -> None:
        super().retranslate()
        for index, preset in enumerate(PRESETS.values()):
            self.preset_box.setItemText(index, self.tr(preset.title))
        self._speak_the_preset()

    def _speak_the_preset(self) -> None:
        """The preset's code in the new language, while the editor holds it unedited and no
        run's trace or output describes the old one."""
        code = self.editor.toPlainText()
        if self.result is None and self.preset.is_own_code(code) and code != self.preset_code:
            self.editor.setPlainText(self.preset_code)

    def _build_editor_side(self) -> QWidget:
        """Preset, time limit, Run and Stop above the editor, the status under it."""
        words = self.words
        self.preset_box = QComboBox()
        words(
            self.preset_box.setToolTip,
            lambda: self.tr("A snippet from the lesson, ready to run and edit"),
        )
        for key, preset in PRESETS.items():
            self.preset_box.addItem(self.tr(preset.title), key)
        self.preset_box.currentIndexChanged.connect(self._load_preset)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.editor = CodeEditor()
        self.editor.textChanged.connect(self._on_clear_results)
        self.open_button = word_button(
            self, lambda: self.tr("Open…"), lambda: self.tr("Load a .py file into the editor")
        )
        self.open_button.clicked.connect(self.open_file)
        self.save_button = word_button(
            self,
            lambda: self.tr("Save…"),
            lambda: self.tr("Save the editor's code as a .py file (UTF-8)"),
        )
        self.save_button.clicked.connect(self.save_file)
        self.timeout_box = QDoubleSpinBox()
        self.timeout_box.setRange(*TIMEOUT_RANGE)
        self.timeout_box.setValue(DEFAULT_TIMEOUT_S)
        self.timeout_box.setSuffix(" s")
        words(self.timeout_box.setToolTip, lambda: self.tr("The code is stopped after this long"))
        self.run_button = word_button(
            self,
            lambda: self.tr("Run and trace"),
            lambda: self.tr("Run the code in a separate process and record its calls (Ctrl+R)"),
        )
        self.run_button.clicked.connect(self.start)
        self.stop_button = word_button(
            self, lambda: self.tr("Stop"), lambda: self.tr("Stop the code now (Esc)")
        )
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.status = QLabel()
        self._say_what_code_can_reach()
        self.status.setObjectName("labStatus")
        self.status.setWordWrap(True)
        self.restore_link = QLabel()
        self.restore_link.linkActivated.connect(self._on_restore_preset)
        words(
            self.restore_link.setText,
            lambda: '<a href="preset">{}</a>'.format(self.tr("Restore the preset's own code")),
        )
        self.editor.textChanged.connect(self._on_offer_restore)
        return self._lay_out_editor_side()

    def _lay_out_editor_side(self) -> QWidget:
        """Two rows of controls (the lab fits a 1024-pixel projector), the editor right under
        them (in view on that projector with the lesson open), the explanation and the
        status."""
        code_row = QHBoxLayout()  # two rows: the lab fits a 1024-pixel-wide projector
        code_row.addWidget(word_label(self, lambda: self.tr("Preset")))
        code_row.addWidget(self.preset_box, 1)
        code_row.addWidget(self.open_button)
        code_row.addWidget(self.save_button)
        run_row = QHBoxLayout()
        run_row.addWidget(word_label(self, lambda: self.tr("Time limit")))
        run_row.addWidget(self.timeout_box)
        run_row.addStretch(1)
        run_row.addWidget(self.run_button)
        run_row.addWidget(self.stop_button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(code_row)
        left_layout.addLayout(run_row)
        left_layout.addWidget(self.editor, 1)
        left_layout.addWidget(self.explanation)
        left_layout.addWidget(self.status)
        left_layout.addWidget(self.restore_link)
        return left

    @Slot()
    def choose_preset(self, key: str) -> None:
        """Show preset ``key`` (its code replaces the editor's)."""
        index = self.preset_box.findData(key)
        if index == self.preset_box.currentIndex():
            self._load_preset()
        else:
            self.preset_box.setCurrentIndex(index)

    @property
    def preset(self) -> CallPreset:
        return PRESETS[self.preset_box.currentData()]

    @property
    def preset_code(self) -> str:
        """The chosen preset's code in the window's language."""
        return self.preset.code(current_language())

    def _load_preset(self) -> None:
        preset = self.preset
        self.words(self.explanation.setText, lambda: self.tr(preset.explanation))
        self.editor.setPlainText(self.preset_code)  # clears the last run's results

    @Slot()
    def _on_offer_restore(self) -> None:
        """The link back to the preset, shown while the editor holds other code."""
        self.restore_link.setVisible(not self.preset.is_own_code(self.editor.toPlainText()))

    @Slot()
    def _on_restore_preset(self) -> None:
        self._load_preset()

    def enable_autosave(self, path: Path) -> None:
        """Keep the editor's code on disk as it is typed (``gui.calls.autosave``), and put back
        the code the last session left there."""
        saved = read_autosave(path)
        if (
            saved is not None
            and saved.preset in PRESETS
            and not PRESETS[saved.preset].is_own_code(saved.code)
        ):
            self.choose_preset(saved.preset)
            self.editor.setPlainText(saved.code)
            if saved.unconfirmed:  # a lesson's code, never confirmed: it still asks
                self.unconfirmed_code = saved.code
            self.say(
                lambda: self.tr(
                    "Your code from the last session is back (it is saved as you type)."
                )
            )
        self.autosave = Autosave(path, self._state, self)
        self.autosave.failed.connect(self._on_autosave_failed)
        self.editor.textChanged.connect(self.autosave.changed)

    def _state(self) -> Saved:
        code = self.editor.toPlainText()
        return Saved(self.preset_box.currentData(), code, code == self.unconfirmed_code)

    @Slot(str)
    def _on_autosave_failed(self, reason: str) -> None:
        self.say(
            lambda: self.tr("Your code could not be saved as you typed: {reason}").format(
                reason=reason
            )
        )

    def _say_what_code_can_reach(self) -> None:
        """Before a run: where the code runs, and what it can still reach on this system."""
        offline, display = isolated(), reaches_display()
        confined, dated = writes_confined(), permissions_confined()

        def said() -> str:
            reach = self._reach(offline, confined, dated)
            if display:
                reach += " " + self.tr(
                    "It can also reach this desktop's windows through the X server's socket file."
                )
            return reach

        self.say(said)

    def _reach(self, offline: bool, confined: bool, dated: bool) -> str:
        """One sentence: what a snippet reaches here (the network, the user's files)."""
        if offline:
            return self.tr(
                "The code runs in a separate, limited process, never in DeviceLab's, without "
                "a network or a view of DeviceLab's process: it can still read your files."
            )
        if confined and dated:
            return self.tr(
                "The code runs in a separate, limited process, never in DeviceLab's: it can "
                "still read your files and use the network."
            )
        if confined:
            return self.tr(
                "The code runs in a separate, limited process, never in DeviceLab's: it can "
                "still read your files, change their permissions and dates, and use the "
                "network."
            )
        return self.tr(
            "The code runs in a separate, limited process, never in DeviceLab's: it can "
            "still read and change your files and use the network."
        )

    @Slot()
    def _on_clear_results(self) -> None:
        """New code: the last run's trace, output and status no longer describe it."""
        self.result = None
        self.output.clear()
        self.errors.clear()
        self.show_trace([])
        self.editor.mark_line(None)
        self._say_what_code_can_reach()

    @Slot()
    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a Python file"), "", self._python_files()
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> bool:
        """Put a file's code in the editor, decoded as Python would; say so if it cannot."""
        try:
            code = read_source(path)
        except SourceUnreadable as error:
            self.say(lambda error=error: render(error.message))
            return False
        self.editor.setPlainText(code)
        self.say(lambda: self.tr("Opened {path}.").format(path=path))
        return True

    def _python_files(self) -> str:
        """The file dialogs' filter, in the current language."""
        return self.tr("Python files (*.py);;All files (*)")

    def say(self, text) -> None:
        """The status line, written by ``text`` now and again in a new language."""
        self.words(self.status.setText, text)

    @Slot()
    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the code"), "snippet.py", self._python_files()
        )
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(self.editor.toPlainText())
        except OSError as error:
            reason = error.strerror or str(error)
            self.say(
                lambda: self.tr("Could not save {path}: {reason}").format(path=path, reason=reason)
            )
            return False
        self.say(lambda: self.tr("Saved {path}.").format(path=path))
        return True

    @property
    def is_running(self) -> bool:
        return self._job is not None

    def set_lesson_code(self, code: str) -> None:
        """Code a lesson file brought: shown in the editor, and run only once confirmed."""
        self.editor.setPlainText(code)
        self.unconfirmed_code = code

    def _confirmed(self, code: str) -> bool:
        """Code from a lesson file is run only after the person at the keyboard says they
        read it (once); any other code runs at once."""
        if self.unconfirmed_code is None or code != self.unconfirmed_code:
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Run code from a lesson file?"))
        box.setText(
            self.tr(
                "This code came in a lesson file. It runs as you: it can read and write your "
                "files and use the network. Run it only if you have read it."
            )
        )
        box.setDetailedText(code)  # plain text: shown as written, never interpreted
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            self.say(lambda: self.tr("Not run: read the lesson's code first, then press Run."))
            return False
        self.unconfirmed_code = None
        return True

    @Slot()
    def start(self) -> None:
        if self._job is not None:
            return
        code, timeout = self.editor.toPlainText(), self.timeout_box.value()
        if not self._confirmed(code):
            return
        self._on_clear_results()
        self._set_running(True)
        self.say(lambda: self.tr("Running in a separate process…"))
        ready, self.ready = self.ready, None
        if ready is not None and not ready.fits(timeout, DEFAULT_MEMORY_MB, True):
            ready.close()  # its limits were another timeout's
            ready = None

        def task(_report, should_stop) -> SandboxResult:
            if ready is not None:  # torch already imported there: the code starts at once
                return ready.run(code, should_stop=should_stop)
            return run(code, timeout=timeout, trace=True, should_stop=should_stop)

        self._job = self._runner.start(task, self._on_result, self._on_error)

    def prepare_next_run(self) -> None:
        """Start the next run's process now, while the student reads: torch imported, the
        limits and the confinement in place; Run hands it the code (``ReadySandbox``)."""
        if self.ready is not None or self._job is not None or not self.isVisible():
            return
        with contextlib.suppress(OSError, ConfigError):  # no process now: Run starts one
            self.ready = ReadySandbox(timeout=self.timeout_box.value(), trace=True)

    def close_ready(self) -> None:
        """End the waiting process (the window closes)."""
        ready, self.ready = self.ready, None
        if ready is not None:
            ready.close()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(PREPARE_AFTER_MS, self.prepare_next_run)

    def closeEvent(self, event) -> None:
        self.close_ready()
        super().closeEvent(event)

    @Slot()
    def stop(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self.say(lambda: self.tr("Stopping…"))

    @Slot(object)
    def _on_result(self, result: SandboxResult) -> None:
        self._end()
        self.result = result
        self.output.setPlainText(result.stdout)
        self.errors.setPlainText(result.stderr)
        self.say(
            lambda: render(result.message) + self._trace_note(result) + self._waited_note(result)
        )
        self.show_trace(result.trace or [])
        if result.exception is not None:
            lines = "\n".join(
                f"  line {frame['line']}, in {frame['function']}"
                for frame in result.exception.traceback
            )
            self.errors.appendPlainText(
                f"{result.exception.type}: {result.exception.message}\n{lines}"
            )
            self.editor.mark_line(result.exception.line, "error")
            self.pages.setCurrentIndex(2)
        elif not self.trace.events:
            self.pages.setCurrentIndex(1)

    def _waited_note(self, result: SandboxResult) -> str:
        """How long Run waited before the code's first line (a ready process: about
        nothing; a fresh one: starting Python)."""
        if result.waited_s is None:
            return ""
        return self.tr(" The code started {ms:,.0f} ms after Run.").format(
            ms=result.waited_s * 1000
        )

    def _trace_note(self, result: SandboxResult) -> str:
        """Why the trace may not show every call the code would have made."""
        if result.killed and result.trace:
            return self.tr(" The trace shows the calls made before it was stopped.")
        if result.trace_truncated:
            return self.tr(" The trace is partial (too long, or switched off by the code).")
        return ""

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self._end()
        self.say(lambda: self.tr("Could not run the code: {message}").format(message=message))

    def _end(self) -> None:
        self._job = None
        self._set_running(False)
        if self.isVisible():
            QTimer.singleShot(PREPARE_AFTER_MS, self.prepare_next_run)

    def _set_running(self, running: bool) -> None:
        """While the code runs it cannot change: the trace's lines must be its lines."""
        self.run_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.editor.setReadOnly(running)
        for control in (self.preset_box, self.open_button):
            control.setEnabled(not running)

    def show_trace(self, events: list[dict]) -> None:
        """A run's trace (shown in front when there is one)."""
        self.trace.show_trace(events)
        if events:
            self.pages.setCurrentIndex(0)

    @Slot(list)
    def editor_marks(self, marks: list) -> None:
        """The step's line (and its caller's) marked in the editor."""
        self.editor.mark_lines(marks)
