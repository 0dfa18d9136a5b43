"""File → Open lesson…, Save lesson… and the recent lessons.

A lesson is checked whole before anything changes (``core.lesson_file.load``); opening a
bad one says what is wrong in one message and leaves the window as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from core.errors import ConfigError
from core.lesson_file import SUFFIX, LessonFileError, load, save
from gui.i18n import render
from gui.lessons.lesson_steps import LessonSteps, apply_lesson, lesson_of
from gui.shell.settings import Settings
from gui.widgets.actions import name_action, window_action
from gui.widgets.fields import error_text

if TYPE_CHECKING:
    from gui.calls.lab_page import LabPage
    from gui.training.training_tab import TrainingTab
    from gui.widgets.measurement_page import MeasurementPage

    Runs = TrainingTab | LabPage | MeasurementPage

RECENT = 8
"""How many lessons File → Recent lessons lists."""
LESSON_CHANGES = ("call.lab", "experiments.race", "experiments.homework", "experiments.crossover")
"""Pages besides the Training tab whose runs a lesson's settings would change under them."""


class LessonFiles(QObject):
    """The lesson actions of a window's File menu."""

    def __init__(
        self,
        window: QMainWindow,
        steps: LessonSteps,
        settings: Settings,
        set_language: Callable[[str], None],
    ) -> None:
        """``steps`` holds the model and the pages a lesson is read from and put into;
        ``set_language`` switches the language without remembering it."""
        super().__init__(window)
        self.window = window
        self.steps = steps
        self.pages = steps.pages
        self.settings = settings
        self.set_language = set_language
        self.open_action = window_action(window, "Ctrl+O")
        self.open_action.triggered.connect(self._on_open_chosen)
        self.save_action = window_action(window, "Ctrl+S")
        self.save_action.triggered.connect(self._on_save_chosen)
        self.recent_menu = QMenu(window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def fill(self, menu: QMenu) -> None:
        menu.addActions([self.open_action, self.save_action])
        menu.addMenu(self.recent_menu)

    def retranslate(self) -> None:
        name_action(self.open_action, self.tr("&Open lesson…"))
        name_action(self.save_action, self.tr("&Save lesson…"))
        self.recent_menu.setTitle(self.tr("&Recent lessons"))

    @Slot()
    def _on_open_chosen(self) -> None:
        self.open()

    @Slot()
    def _on_save_chosen(self) -> None:
        self.save()

    def _filter(self) -> str:
        return self.tr("DeviceLab lessons (*{suffix})").format(suffix=SUFFIX)

    def open(self, path: str | None = None) -> bool:
        """Open a lesson (asking for the file when none is given); True when applied."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open lesson"), "", self._filter()
            )
            if not path:
                return False
        model = self.steps.model
        if model.pytorch_problem is not None:
            return self._refuse(self._needs_pytorch(model.pytorch_problem))
        if not model.pytorch_ready:  # its pages need PyTorch, still loading behind the window
            self.window.statusBar().showMessage(
                self.tr("The lesson opens once PyTorch has loaded: {path}").format(path=path)
            )
            model.when_pytorch_ready(lambda: self.open(path))
            return False
        if self._busy():
            return self._refuse(self.tr("Stop the run first: a lesson changes its settings."))
        try:
            lesson = load(path)
        except LessonFileError as error:
            return self._refuse(render(error.message))
        new_runs = apply_lesson(self.steps, lesson, self.set_language)
        self._remember(path)
        said = self.tr("Opened the lesson {path}.").format(path=path)
        if new_runs:
            carried = self.tr("It carried %n run(s): see Experiments → Runs.", "", new_runs)
            said = f"{said} {carried}"
        elif lesson.runs:
            kept = self.tr("Its runs are already kept here.")
            said = f"{said} {kept}"
        self.window.statusBar().showMessage(said)
        return True

    def save(self, path: str | None = None) -> bool:
        """Save the window's state as a lesson; True when written."""
        model, cannot_save = self.steps.model, self.tr("Cannot save the lesson")
        if model.pytorch_problem is not None:
            return self._refuse(self._needs_pytorch(model.pytorch_problem), cannot_save)
        if not model.pytorch_ready:
            waiting = self.tr("PyTorch is still loading: save the lesson once it has loaded.")
            return self._refuse(waiting, cannot_save)
        try:
            lesson = lesson_of(self.steps)
        except ConfigError as error:
            return self._refuse(error_text(error), cannot_save)
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, self.tr("Save lesson"), f"lesson{SUFFIX}", self._filter()
            )
            if not path:
                return False
            path = path if path.endswith(SUFFIX) else path + SUFFIX
        try:
            save(path, lesson)
        except LessonFileError as error:
            return self._refuse(render(error.message), cannot_save)
        self._remember(path)
        said = self.tr("Saved the lesson {path}.").format(path=path)
        if lesson.runs:
            carried = self.tr(
                "It carries the %n run(s) selected on the Runs page.", "", len(lesson.runs)
            )
            said = f"{said} {carried}"
        self.window.statusBar().showMessage(said)
        return True

    def _needs_pytorch(self, problem: str) -> str:
        return self.tr("A lesson needs PyTorch, which could not be loaded: {error}").format(
            error=problem
        )

    def _busy(self) -> bool:
        """A run the lesson's settings would change under it (a page not built yet runs
        nothing)."""
        pages = self.pages
        built = [p for p in ("training.training", *LESSON_CHANGES) if pages.is_built(p)]
        return any(cast("Runs", pages.widget(page_id)).is_running for page_id in built)

    def _refuse(self, text: str, title: str | None = None) -> bool:
        """Say why, in the status bar and a message box; nothing else changes."""
        self.last_error = text
        self.window.statusBar().showMessage(text)
        QMessageBox.warning(self.window, title or self.tr("Cannot open the lesson"), text)
        return False

    def _remember(self, path: str) -> None:
        recent = [path, *(p for p in self.settings.recent_lessons() if p != path)][:RECENT]
        self.settings.set_recent_lessons(recent)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.settings.recent_lessons()
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open(p))
        if not recent:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)


class OpenedByTheSystem(QObject):
    """A lesson the system hands over by a double-click on an open app (macOS sends a
    FileOpen event rather than a command line): it opens as File → Open would."""

    def __init__(self, files: LessonFiles) -> None:
        super().__init__(files)
        self.files = files

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        opened = cast(QFileOpenEvent, event)  # read only where its type says FileOpen
        if event.type() == QEvent.Type.FileOpen and opened.file().endswith(SUFFIX):
            self.files.open(opened.file())
            return True
        return False
