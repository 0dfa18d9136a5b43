"""A Python editor: line numbers, syntax colours, a monospace font that follows the app's."""

from __future__ import annotations

import keyword
import re

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QKeyEvent,
    QPainter,
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


class PythonHighlighter(QSyntaxHighlighter):
    """Keywords, builtins, dunder names, numbers, strings and comments, line by line."""

    RULES = (
        (re.compile(r"\b(?:" + "|".join(keyword.kwlist) + r")\b"), _format("#0033B3", bold=True)),
        (re.compile(r"\b(?:print|len|range|super|callable|isinstance|self)\b"), _format("#871094")),
        (re.compile(r"\b__\w+__\b"), _format("#B200B2", bold=True)),
        (re.compile(r"\b\d+(?:\.\d+)?(?:e-?\d+)?\b"), _format("#1750EB")),
        (re.compile(r"@\w+"), _format("#9E880D")),
        (re.compile(r"(?<=\bdef\s)\w+|(?<=\bclass\s)\w+"), _format("#00627A", bold=True)),
        (
            re.compile(r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\""),
            _format("#067D17"),
        ),
        (re.compile(r"#[^\n]*"), _format("#8C8C8C", italic=True)),
    )

    def highlightBlock(self, text: str) -> None:
        for pattern, style in self.RULES:
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
        self.highlighter = PythonHighlighter(self.document())
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.follow_app_font()
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._scroll_numbers)
        self._update_margin()

    def follow_app_font(self) -> None:
        """Monospace, the app font's size: zooming the app zooms the code."""
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSizeF(QApplication.font().pointSizeF())
        self.setFont(font)
        self.setTabStopDistance(4 * self.fontMetrics().horizontalAdvance(" "))

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
        area = self.contentsRect()
        self.numbers.setGeometry(
            QRect(area.left(), area.top(), self.line_number_width(), area.height())
        )

    def paint_line_numbers(self, event) -> None:
        painter = QPainter(self.numbers)
        painter.fillRect(event.rect(), QColor("#F2F2F2"))
        painter.setPen(QColor("#888888"))
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

    def mark_line(self, line: int | None, colour: str = "#FFF3B0") -> None:
        """Highlight one line (1-based) and scroll to it; None clears the mark."""
        self.mark_lines([(line, colour)])

    def mark_lines(self, marks: list[tuple[int | None, str]]) -> None:
        """Highlight each (line, colour); the first is scrolled to. Lines out of range are
        skipped: no mark at all clears them."""
        selections = []
        for line, colour in marks:
            if line is None or line < 1 or line > self.blockCount():
                continue
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(QColor(colour))
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
