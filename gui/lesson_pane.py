"""The lesson beside each tab: the course's text in the UI's language, and a Try-it button.

The texts are ``resources/lessons/<language>/<id>.md``, shown with QTextBrowser's Markdown
support; the first line (``# Title``) names the lesson in the chooser.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import current_language, is_language_change

LESSONS = {
    "hardware": ("01_cpu_name", "02_gpu_name"),
    "training": ("03_to_device",),
    "experiments": ("04_gpu_slower", "05_homework"),
    "call": ("06_call",),
}
"""The lesson's six parts in its order, on the tab where each is tried."""


def lesson_text(lesson_id: str, language: str) -> str:
    """The Markdown of one lesson part (English when the language has none)."""
    folder = files("resources") / "lessons"
    for candidate in (language, "en"):
        path = folder / candidate / f"{lesson_id}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError(f"no lesson {lesson_id!r} in {folder}")


def lesson_title(markdown: str) -> str:
    first = markdown.lstrip().splitlines()[0] if markdown.strip() else ""
    return first.lstrip("#").strip()


class LessonPane(QWidget):
    """The lesson parts of one tab; ``try_it`` asks the window to set up the part's demo."""

    try_it = Signal(str)

    def __init__(self, lesson_ids: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lesson_ids = lesson_ids
        self._addenda: dict[str, Callable[[], str | None]] = {}
        self.chooser = QComboBox()
        for lesson_id in lesson_ids:
            self.chooser.addItem("", lesson_id)
        self.chooser.setVisible(len(lesson_ids) > 1)
        self.chooser.currentIndexChanged.connect(self._show_current)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.try_button = QPushButton()
        self.try_button.clicked.connect(self._try_current)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.try_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.chooser)
        layout.addWidget(self.browser, 1)
        layout.addLayout(bottom)
        self.retranslate()

    @property
    def current_lesson(self) -> str:
        return self.chooser.currentData()

    def show_lesson(self, lesson_id: str) -> None:
        self.chooser.setCurrentIndex(self.lesson_ids.index(lesson_id))

    def set_addendum(self, lesson_id: str, provider: Callable[[], str | None]) -> None:
        """Markdown below a lesson, asked for each time it is shown (in the current language):
        the homework's answer from this machine's numbers."""
        self._addenda[lesson_id] = provider
        self.refresh()

    def refresh(self) -> None:
        self._show_current()

    def markdown(self, lesson_id: str) -> str:
        text = lesson_text(lesson_id, current_language(QCoreApplication.instance()))
        provider = self._addenda.get(lesson_id)
        addendum = provider() if provider is not None else None
        return f"{text.rstrip()}\n\n{addendum}\n" if addendum else text

    def retranslate(self) -> None:
        for index, lesson_id in enumerate(self.lesson_ids):
            self.chooser.setItemText(index, lesson_title(self.markdown(lesson_id)))
        self.chooser.setToolTip(self.tr("Choose a part of the lesson"))
        self.try_button.setText(self.tr("Try it"))
        self.try_button.setToolTip(self.tr("Set up this part's experiment or preset"))
        self.browser.setToolTip(self.tr("The lesson's text for this tab"))
        self._show_current()

    def _show_current(self) -> None:
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setMarkdown(self.markdown(self.current_lesson))
        self.browser.verticalScrollBar().setValue(scroll)

    def _try_current(self) -> None:
        self.try_it.emit(self.current_lesson)

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)


class TabWithLesson(QSplitter):
    """A tab's content with its lesson pane on the right, collapsible to nothing."""

    def __init__(self, content: QWidget, pane: LessonPane) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.content = content
        self.pane = pane
        self.addWidget(content)
        self.addWidget(pane)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)
        self.setCollapsible(0, False)

    def set_lesson_visible(self, visible: bool) -> None:
        self.pane.setVisible(visible)
