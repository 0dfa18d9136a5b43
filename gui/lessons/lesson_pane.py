"""The lesson beside each tab: its steps in the lesson's order, in the window's language,
each with a Try it button that sets up the matching panel (without starting it).

The texts are ``resources/lessons/<language>/<step>.md`` (Markdown, shown by QTextBrowser);
their first line, ``# Title``, names the step in the pane's chooser. A step may end with
what this machine measured (the pane's ``addenda``): the homework's answer from its numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from importlib.resources import files
from typing import cast

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QObject,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QShowEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLayout,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.lesson_file import STEPS
from gui.i18n import Retranslating, current_language, word_button, word_label
from gui.widgets.flow_layout import FlowLayout
from gui.widgets.layouts import QWIDGETSIZE_MAX, char_width

TAB_STEPS = {
    "hardware": ("01_cpu_name", "02_gpu_name"),
    "training": ("03_to_device",),
    "experiments": ("04_gpu_slower", "05_homework"),
    "call": ("06_call",),
}
"""Each tab's pane shows the steps tried on it first; its chooser reaches every step."""
SECOND_TRIES = {"04_gpu_slower": "04_gpu_slower.anatomy"}
"""A step with a second Try it: why the GPU was slower also opens the Anatomy page."""
CLASS_TRIES = {"01_cpu_name": "01_cpu_name.class", "04_gpu_slower": "04_gpu_slower.class"}
"""Steps the class's machines answer best (reading CPUs; when a GPU wins): "Compare with
the class" opens the Class page."""
PANE_CHARS = 30
"""The pane's narrowest width, in characters: a line of the lesson still reads."""


WORD_JOINER = "\u2060"
"""Invisible; no line may break at it. Written after the characters where Unicode lets a
line break inside code (``https://`` / ``pypi…``, ``{epoch+1}/`` / ``{num_epochs}``); never
copied."""
JOINED_AFTER = "/-"
"""In code, the characters a line may break after in Unicode's rules though they sit
inside a token."""


HEADING_STEPS = {1: 1}
"""Qt's relative size steps for a heading, by level (1: "large", 1.2× the text; a level not
named: the text's size, bold); Markdown's own are up to 2×."""


def step_markdown(step: str, language: str) -> str:
    """One step's Markdown in ``language`` (a missing translation is an error: a test
    checks every step exists in both)."""
    return (files("resources") / "lessons" / language / f"{step}.md").read_text(encoding="utf-8")


def step_title(markdown: str) -> str:
    """The step's name as plain text: its first line without the ``#`` and the backticks
    that mark code in Markdown (a combo box shows them as they are)."""
    lines = markdown.strip().splitlines()
    return lines[0].lstrip("#").strip().replace("`", "") if lines else ""


CODE_LEAST = 0.6
"""Code is drawn smaller, down to this share of the text's size, where its longest token
would not fit the pane's width (never cut, never scrolled sideways on a projector)."""


class LessonBrowser(QTextBrowser):
    """The step's text; what a student copies from it is the code as written (the word
    joiners that keep tokens whole stay behind). Its code fits its width (``fit_code``)."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            fit_code(self)

    def showEvent(self, event: QShowEvent) -> None:
        """The reader's place stays: Qt's text views scroll to the cursor when first shown,
        and a pane first shown a few pixels tall (unfolding, a tab opened at the launch)
        opened its step with the title cut off."""
        place = self.verticalScrollBar().value()
        super().showEvent(event)
        self.verticalScrollBar().setValue(place)

    def createMimeDataFromSelection(self) -> QMimeData:
        copied = QMimeData()
        copied.setText(self.textCursor().selection().toPlainText().replace(WORD_JOINER, ""))
        return copied


def _lines(document: QTextDocument) -> Iterator[list]:
    """Each block's (line's or paragraph's) fragments, in order."""
    block = document.begin()
    while block.isValid():
        fragments, iterator = [], block.begin()
        while not iterator.atEnd():
            fragments.append(iterator.fragment())
            iterator += 1
        yield fragments
        block = block.next()


def _is_code(fragment) -> bool:
    """Markdown's code, in blocks and inside sentences alike: its monospace."""
    return "monospace" in (fragment.charFormat().fontFamilies() or [])


def _code_block_fragments(document: QTextDocument) -> list:
    """The fragments of every code block's lines (lines all code; code inside a sentence
    wraps with it)."""
    return [f for line in _lines(document) if line and all(map(_is_code, line)) for f in line]


def fit_code(browser: QTextBrowser) -> None:
    """The code blocks at the text's size, or all smaller by one factor (down to
    ``CODE_LEAST``) where their longest token is wider than the browser: 20 pt code in a
    pane beside a 1920 projector's page cut ``{processor.NumberOfLogicalProcessors}``."""
    document = browser.document()
    fragments = _code_block_fragments(document)
    base = document.defaultFont().pointSizeF()
    if not fragments or base <= 0:
        return
    room = browser.viewport().width() - 2 * document.documentMargin() - 4
    font = QFont(document.defaultFont())
    font.setFamilies(["monospace"])
    font.setStyleHint(QFont.StyleHint.Monospace)
    metrics = QFontMetricsF(font)
    lines = {f.position(): f.text().replace(WORD_JOINER, "") for f in fragments}.values()
    widest = max((metrics.horizontalAdvance(part) for line in lines for part in _unbroken(line)),
                 default=0.0)  # fmt: skip
    scale = 1.0 if widest <= room or room <= 0 else max(CODE_LEAST, room / widest)
    size = QTextCharFormat()
    size.setFontPointSize(round(base * scale, 1))
    cursor = QTextCursor(document)
    for fragment in fragments:
        cursor.setPosition(fragment.position())
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(size)


def _unbroken(line: str) -> list[str]:
    """The parts of a line of code a line break cannot split: its indentation goes with
    its first token."""
    tokens = line.split()
    if not tokens:
        return []
    indent = line[: len(line) - len(line.lstrip())]
    return [indent + tokens[0], *tokens[1:]]


def join_code_tokens(document: QTextDocument) -> None:
    """A word joiner after each character of ``JOINED_AFTER`` inside code, so that code
    breaks between words only (a student copying from the projector saw broken tokens)."""
    places = []
    for fragment in (f for line in _lines(document) for f in line if _is_code(f)):
        text = fragment.text()
        places += [
            (fragment.position() + index + 1, fragment.charFormat())
            for index, char in enumerate(text[:-1])
            if char in JOINED_AFTER and not text[index + 1].isspace()
        ]
    cursor = QTextCursor(document)
    for position, form in reversed(places):
        cursor.setPosition(position)
        cursor.insertText(WORD_JOINER, form)


class LessonPane(Retranslating, QWidget):
    """The lesson's steps, one at a time; ``try_it`` asks the window to set up a step.

    Under a page (a narrow window: a 1024×768 projector) the pane folds to one row — the
    step, Try it and a button that unfolds it — so that the page keeps its room; unfolded,
    the lesson's text takes its share until it is folded again."""

    try_it = Signal(str)
    fold_changed = Signal(bool)
    """The reader folded (True) or unfolded the pane."""

    def __init__(
        self,
        first_step: str,
        addenda: dict[str, Callable[[], str]],
        parent: QWidget | None = None,
    ) -> None:
        """``addenda``: Markdown written below a step each time it is shown, in the current
        language (what this machine measured; empty for nothing yet)."""
        super().__init__(parent)
        self._addenda = dict(addenda)
        self.chooser = QComboBox()
        for step in STEPS:
            self.chooser.addItem("", step)
        self.chooser.setCurrentIndex(STEPS.index(first_step))
        self.chooser.currentIndexChanged.connect(self.refresh)
        # A long step title must not widen the pane: the chooser elides it instead.
        self.chooser.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.chooser.setMinimumContentsLength(12)
        self.words(self.chooser.setToolTip, lambda: self.tr("The lesson's steps, in order"))
        self.browser = LessonBrowser()
        # Lines break between words only: copied from the projector, code is never cut inside
        # a token (`NumberOfLogicalPro` / `cessors`); code too wide is drawn smaller.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self._shown = ""
        """The step the browser shows: another step opens at its top."""
        self._rendered_font = QFont()
        """The font the step was last written in (a font event with the same font, as a
        new parent sends, writes nothing again)."""
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)
        self.try_button = word_button(
            self,
            lambda: self.tr("Try it"),
            lambda: self.tr("Set up this step's panel; you press Start"),
        )
        self.try_button.clicked.connect(lambda: self.try_it.emit(self.step))
        self.see_button = word_button(
            self,
            lambda: self.tr("Take an epoch apart"),
            lambda: self.tr("Open the Anatomy page: where one epoch's time goes on each device"),
        )
        self.see_button.clicked.connect(lambda: self.try_it.emit(SECOND_TRIES[self.step]))
        self.class_button = word_button(
            self,
            lambda: self.tr("Compare with the class"),
            lambda: self.tr("Open the Class page: every student's machine on one chart"),
        )
        self.class_button.clicked.connect(lambda: self.try_it.emit(CLASS_TRIES[self.step]))
        self.fold_button = QToolButton()
        self.fold_button.setCheckable(True)
        self.fold_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.fold_button.toggled.connect(self._on_fold_toggled)
        self.fold_button.hide()  # beside a page there is nothing to fold
        self._lay_out()
        self.retranslate()

    def _lay_out(self) -> None:
        title = word_label(self, lambda: self.tr("Lesson"))
        title.setObjectName("lessonTitle")
        top = QHBoxLayout()
        top.addWidget(title)
        top.addWidget(self.chooser, 1)
        top.addWidget(self.try_button)
        top.addWidget(self.fold_button)
        self._bottom = QWidget()
        bottom = FlowLayout(self._bottom)  # wraps rather than widen the pane (a projector)
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.class_button)
        bottom.addWidget(self.see_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self._bottom)

    @property
    def step(self) -> str:
        return self.chooser.currentData()

    def show_step(self, step: str) -> None:
        self.chooser.setCurrentIndex(STEPS.index(step))

    def folded_height(self) -> int:
        """The folded pane's one row, its margins included, as its layout measures it."""
        return cast(QLayout, self.layout()).sizeHint().height()

    @property
    def folded(self) -> bool:
        return not self.fold_button.isHidden() and self.fold_button.isChecked()

    def set_foldable(self, foldable: bool, folded: bool) -> None:
        """Under a page: foldable, and ``folded`` or not; beside one: always unfolded."""
        self.fold_button.setVisible(foldable)
        with QSignalBlocker(self.fold_button):
            self.fold_button.setChecked(foldable and folded)
        self._show_fold()

    @Slot(bool)
    def _on_fold_toggled(self, folded: bool) -> None:
        self._show_fold()
        self.fold_changed.emit(folded)

    def _show_fold(self) -> None:
        """The text and the second row hidden while folded; the button says what it does."""
        folded = self.folded
        self.browser.setVisible(not folded)
        self._bottom.setVisible(not folded)
        self.fold_button.setArrowType(Qt.ArrowType.UpArrow if folded else Qt.ArrowType.DownArrow)
        self.retranslate_fold()

    def retranslate_fold(self) -> None:
        if self.folded:
            self.fold_button.setText(self.tr("Read"))
            self.fold_button.setToolTip(self.tr("Show the lesson's text under the page"))
        else:
            self.fold_button.setText(self.tr("Fold"))
            self.fold_button.setToolTip(
                self.tr("Fold the lesson to one row: the page gets its room back")
            )

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), PANE_CHARS * char_width(self)), hint.height())

    def retranslate(self) -> None:
        super().retranslate()
        self.retranslate_fold()
        language = current_language()
        for index, step in enumerate(STEPS):
            title = step_title(step_markdown(step, language))
            self.chooser.setItemText(index, f"{index + 1}. {title}")
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Show the current step: from its top when it is another step, at the reader's
        place when it is the same one again (a new language, a new measurement)."""
        scroll = self.browser.verticalScrollBar().value() if self._shown == self.step else 0
        self._shown = self.step
        self.see_button.setVisible(self.step in SECOND_TRIES)
        self.class_button.setVisible(self.step in CLASS_TRIES)
        text = step_markdown(self.step, current_language())
        addendum = self._addenda.get(self.step, lambda: "")()
        self._rendered_font = QFont(self.font())
        self.browser.document().setDefaultFont(self._rendered_font)
        self.browser.setMarkdown(f"{text.rstrip()}\n\n{addendum}\n" if addendum else text)
        self._fit_blocks()
        join_code_tokens(self.browser.document())
        fit_code(self.browser)
        self.browser.verticalScrollBar().setValue(scroll)

    def _fit_blocks(self) -> None:
        """Code blocks wrap instead of scrolling sideways in a narrow pane, and headings are
        a step above the text, not Qt's double size: under a 1024×768 projector's page the
        pane shows the lesson's words, not its title alone."""
        block = self.browser.document().begin()
        while block.isValid():
            form = block.blockFormat()
            if form.nonBreakableLines():
                form.setNonBreakableLines(False)
                QTextCursor(block).setBlockFormat(form)
            if form.headingLevel():
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                size = QTextCharFormat()  # relative: the style sheet's point size stays
                size.setProperty(
                    QTextFormat.Property.FontSizeAdjustment,
                    HEADING_STEPS.get(form.headingLevel(), 0),
                )
                cursor.mergeCharFormat(size)
            block = block.next()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.font() != self._rendered_font:
            self.refresh()  # projector mode: code, like text, at the new size


class TabWithLesson(QSplitter):
    """A tab's content with its lesson pane beside it, or under it when the window is too
    narrow for both side by side (the page then scrolls down, never sideways). Under it,
    the pane starts folded to one row: on a 1024×768 projector the page keeps its room."""

    def __init__(self, content: QWidget, pane: LessonPane) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.content, self.pane = content, pane
        self.addWidget(content)
        self.addWidget(pane)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)
        self.setCollapsible(0, False)
        self.setChildrenCollapsible(False)
        self.fold_under = True
        """Whether the pane is folded while under the page (the reader's last choice)."""
        pane.fold_changed.connect(self._on_fold_changed)
        self._refold = QTimer(self, singleShot=True, interval=0)  # goes with this tab
        self._refold.timeout.connect(self._keep_the_row_whole)
        pane.installEventFilter(self)

    REFOLDED = (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.LanguageChange)
    """When a folded row may have grown (projector mode, Chinese's taller line), or a pane
    hidden meanwhile comes back."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.pane and event.type() in self.REFOLDED and self.pane.folded:
            self._refold.start()
        return False

    @Slot()
    def _keep_the_row_whole(self) -> None:
        if self.pane.folded and self.pane.height() != self.pane.folded_height():
            self._share_room(self.orientation())

    def set_lesson_visible(self, visible: bool) -> None:
        self.pane.setVisible(visible)
        self._choose_orientation(self.width())

    def resizeEvent(self, event) -> None:
        self._choose_orientation(event.size().width())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._choose_orientation(self.width())  # projector mode: a wider pane
        super().changeEvent(event)

    def _choose_orientation(self, width: int) -> None:
        """Side by side when the content keeps at least two panes' width (and its own
        narrowest); else the pane goes under it (20 pt on a 1024-pixel projector)."""
        pane = self.pane.minimumSizeHint().width()
        inner = getattr(self.content, "widget", lambda: self.content)()
        needed = pane + max(inner.minimumSizeHint().width(), 2 * pane)
        wanted = Qt.Orientation.Horizontal if width >= needed else Qt.Orientation.Vertical
        if self.orientation() != wanted:
            self.setOrientation(wanted)
            self.pane.set_foldable(wanted == Qt.Orientation.Vertical, self.fold_under)
            self._share_room(wanted)

    @Slot(bool)
    def _on_fold_changed(self, folded: bool) -> None:
        self.fold_under = folded
        self._share_room(self.orientation())

    def _share_room(self, orientation: Qt.Orientation) -> None:
        """Beside: the pane at its narrowest; under and folded: its one row; under and
        unfolded: nearly half the height (the splitter handle moves the border)."""
        self.pane.setMinimumHeight(0)
        self.pane.setMaximumHeight(QWIDGETSIZE_MAX)
        layout = cast(QLayout, self.pane.layout())
        layout.invalidate()  # the fold button just shown or hidden: hints measured afresh
        layout.activate()
        if orientation == Qt.Orientation.Horizontal:
            pane = self.pane.minimumSizeHint().width()
            self.setSizes([max(self.width() - pane, 1), pane])
        elif self.pane.folded:
            row = self.pane.folded_height()
            self.pane.setFixedHeight(row)  # the row whole: the page gives way, never the row
            self.setSizes([max(self.height() - row, 1), row])
        else:
            self.setSizes([11 * self.height() // 20, 9 * self.height() // 20])
