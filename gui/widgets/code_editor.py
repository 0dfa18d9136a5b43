"""A Python editor: line numbers, syntax colours, a monospace font that follows the app's."""

from __future__ import annotations

import keyword
import re

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QKeyEvent,
    QPainter,
    QPalette,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit, QWidget

INDENT = 4
"""Spaces per indentation level, as PEP 8 writes Python."""


def _format(colour: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    style = QTextCharFormat()
    style.setForeground(QColor(colour))
    if bold:
        style.setFontWeight(QFont.Weight.Bold)
    style.setFontItalic(italic)
    return style


SYNTAX = (
    # pattern, (colour on light, colour on dark), bold, italic
    (r"\b(?:" + "|".join(keyword.kwlist) + r")\b", ("#0033B3", "#8CB4FF"), True, False),
    (
        r"\b(?:print|len|range|super|callable|isinstance|self)\b",
        ("#871094", "#E3A6F0"),
        False,
        False,
    ),
    (r"\b__\w+__\b", ("#B200B2", "#FF8CFF"), True, False),
    (r"\b\d+(?:\.\d+)?(?:e-?\d+)?\b", ("#1750EB", "#9CC2FF"), False, False),
    (r"@\w+", ("#6B5D00", "#E8D06A"), False, False),
    (r"(?<=\bdef\s)\w+|(?<=\bclass\s)\w+", ("#00627A", "#6FD3E8"), True, False),
    (
        r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\"",
        ("#067D17", "#8FDB8F"),
        False,
        False,
    ),
    (r"#[^\n]*", ("#6E6E6E", "#B4B4B4"), False, True),
)
"""Each token kind's colour on a light and on a dark background: 4.5:1 or better on both."""
MARKS = {
    "step": ("#FFF3B0", "#5A4A00"),
    "caller": ("#D6E8FF", "#123A5C"),
    "error": ("#FFD6D6", "#5C1A1A"),
}
"""Line marks: the step running, the line that called it, an error's line."""


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Base).lightness() < 128


class PythonHighlighter(QSyntaxHighlighter):
    """Keywords, builtins, dunder names, numbers, strings and comments, line by line."""

    def __init__(self, document) -> None:
        super().__init__(document)
        self.set_dark(False)

    def set_dark(self, dark: bool) -> None:
        self.rules = [
            (re.compile(pattern), _format(colours[dark], bold, italic))
            for pattern, colours, bold, italic in SYNTAX
        ]
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:
        for pattern, style in self.rules:
            for match in pattern.finditer(text):
                self.setFormat(match.start(), match.end() - match.start(), style)


class _LineNumbers(QWidget):
    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:
        return QSize(self.editor.line_number_width(), 0)

    def paintEvent(self, event) -> None:
        self.editor.paint_line_numbers(event)


class CodeEditor(QPlainTextEdit):
    """Qt's code-editor pattern: a line-number margin painted beside the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.numbers = _LineNumbers(self)
        self._marks: list[tuple[int | None, str]] = []
        self.highlighter = PythonHighlighter(self.document())
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.follow_app_font()
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._scroll_numbers)
        self._update_margin()

    def sizeHint(self) -> QSize:
        """Five lines at least (it grows with the room it is given): under the lab's controls
        on a 1024×768 projector with the lesson open, the editor stays whole in view."""
        hint = super().sizeHint()
        return QSize(hint.width(), 5 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth())

    def follow_app_font(self) -> None:
        """Monospace, the app font's size: zooming the app zooms the code."""
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSizeF(QApplication.font().pointSizeF())
        self.setFont(font)
        self.setTabStopDistance(INDENT * self.fontMetrics().horizontalAdvance(" "))

    def changeEvent(self, event: QEvent) -> None:
        """A new font (zoom, projector mode): the tab stops and the margin follow it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setTabStopDistance(INDENT * self.fontMetrics().horizontalAdvance(" "))
            self._update_margin()
            self._place_numbers()
        elif event.type() == QEvent.Type.PaletteChange:  # a theme: colours for its background
            # Recolouring re-highlights the document, which Qt reports as textChanged: the
            # code did not change, so no listener (results, autosave) may hear it.
            blocked = self.blockSignals(True)
            self.highlighter.set_dark(is_dark(self))
            self.blockSignals(blocked)
            self.mark_lines(self._marks)

    def line_number_width(self) -> int:
        digits = len(str(max(1, self.blockCount())))
        return 12 + self.fontMetrics().horizontalAdvance("9") * max(digits, 2)

    def _update_margin(self) -> None:
        self.setViewportMargins(self.line_number_width(), 0, 0, 0)

    def _scroll_numbers(self, rect: QRect, dy: int) -> None:
        if dy:
            self.numbers.scroll(0, dy)
        else:
            self.numbers.update(0, rect.y(), self.numbers.width(), rect.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_numbers()

    def _place_numbers(self) -> None:
        """The line-number margin down the editor's left side, as wide as the numbers."""
        area = self.contentsRect()
        self.numbers.setGeometry(
            QRect(area.left(), area.top(), self.line_number_width(), area.height())
        )

    def paint_line_numbers(self, event) -> None:
        painter = QPainter(self.numbers)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.AlternateBase))
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible():
                painter.drawText(
                    0,
                    top,
                    self.numbers.width() - 6,
                    height,
                    Qt.AlignmentFlag.AlignRight,
                    str(block.blockNumber() + 1),
                )
            top += round(self.blockBoundingRect(block).height())
            block = block.next()

    def mark_line(self, line: int | None, kind: str = "step") -> None:
        """Highlight one line (1-based) and scroll to it; None clears the mark."""
        self.mark_lines([(line, kind)])

    def mark_lines(self, marks: list[tuple[int | None, str]]) -> None:
        """Highlight each (line, kind of MARKS); the first is scrolled to. Lines out of range
        are skipped: no mark at all clears them."""
        self._marks = list(marks)
        selections = []
        for line, kind in marks:
            if line is None or line < 1 or line > self.blockCount():
                continue
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(QColor(MARKS[kind][is_dark(self)]))
            selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            selection.cursor = QTextCursor(self.document().findBlockByNumber(line - 1))
            selections.append(selection)
        self.setExtraSelections(selections)
        if selections:
            self.setTextCursor(selections[0].cursor)
            self.ensureCursorVisible()

    def marked_line(self) -> int | None:
        """The first marked line: the step's running line, or the error's."""
        lines = self.marked_lines()
        return lines[0] if lines else None

    def marked_lines(self) -> list[int]:
        return [selection.cursor.blockNumber() + 1 for selection in self.extraSelections()]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter keeps the line's indentation, one level more after a ':'; Tab is 4 spaces."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            cursor = self.textCursor()
            before = cursor.block().text()[: cursor.positionInBlock()]
            self.insertPlainText("\n" + next_line_indent(before))
            self.ensureCursorVisible()
            return
        if event.key() == Qt.Key.Key_Tab and not event.modifiers():
            self.insertPlainText(" " * INDENT)
            return
        super().keyPressEvent(event)


def next_line_indent(line: str) -> str:
    """The indentation a new line after ``line`` starts with: the same, or one level deeper
    when the line (its comment aside) opens a block with ``:``."""
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    code = line.split("#", 1)[0].rstrip()
    return indent + " " * INDENT if code.endswith(":") else indent
