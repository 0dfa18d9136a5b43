"""A Python editor: line numbers, syntax colours, a monospace font that follows the app's.

The colours follow the palette: on a dark window (``self.palette()``'s window lightness
below half) the highlighter, the line-number margin and the marked line switch to dark
variants, and they switch again on every ``QEvent.PaletteChange``.
"""

from __future__ import annotations

import keyword
import math
import re

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontInfo,
    QPainter,
    QPalette,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit, QWidget

from gui.i18n import is_language_change

LIGHT_COLOURS = {
    "keyword": "#0033B3",
    "builtin": "#871094",
    "dunder": "#B200B2",
    "number": "#1750EB",
    "decorator": "#7A6A00",
    "definition": "#00627A",
    "string": "#067D17",
    "comment": "#6E6E6E",
}
"""On white every colour has a contrast of at least 5 (WCAG AA asks 4.5)."""
DARK_COLOURS = {
    "keyword": "#FF9E64",
    "builtin": "#C8A2F0",
    "dunder": "#F08CF0",
    "number": "#7FB8FF",
    "decorator": "#E6D75A",
    "definition": "#5FD3E6",
    "string": "#8FD18F",
    "comment": "#A0A0A0",
}
"""On black and on #202124 every colour has a contrast of at least 6."""
MARK_COLOURS = {
    "step": ("#FFF3B0", "#4A4000"),
    "error": ("#FFD6D6", "#5C1E1E"),
}
"""Background of the marked line: (light theme, dark theme); the text stays readable."""
MARGIN_COLOURS = (("#F2F2F2", "#5E5E5E"), ("#1A1A1A", "#A8A8A8"))
"""The line-number margin: (background, numbers) for the light and the dark theme."""


def monospace_font() -> QFont:
    """The system's fixed-pitch family, the app's families behind it (Chinese comments and
    texts), and no size: a widget given it follows the app font's size (zoom, projector)."""
    # The family really used ("monospace" is only an alias: listed before a real family,
    # it would lose to that one).
    fixed = QFontInfo(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)).family()
    font = QFont()
    font.setFamilies([fixed, *QApplication.font().families()])
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    return font


def is_dark_palette(palette: QPalette) -> bool:
    """A dark theme: the window colour is darker than mid-grey."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _format(colour: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    style = QTextCharFormat()
    style.setForeground(QColor(colour))
    if bold:
        style.setFontWeight(QFont.Weight.Bold)
    style.setFontItalic(italic)
    return style


class PythonHighlighter(QSyntaxHighlighter):
    """Keywords, builtins, dunder names, numbers, strings and comments, line by line."""

    PATTERNS = (
        (re.compile(r"\b(?:" + "|".join(keyword.kwlist) + r")\b"), "keyword", True, False),
        (
            re.compile(r"\b(?:print|len|range|super|callable|isinstance|self)\b"),
            "builtin",
            False,
            False,
        ),
        (re.compile(r"\b__\w+__\b"), "dunder", True, False),
        (re.compile(r"\b\d+(?:\.\d+)?(?:e-?\d+)?\b"), "number", False, False),
        (re.compile(r"@\w+"), "decorator", False, False),
        (re.compile(r"(?<=\bdef\s)\w+|(?<=\bclass\s)\w+"), "definition", True, False),
        (
            re.compile(r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\""),
            "string",
            False,
            False,
        ),
        (re.compile(r"#[^\n]*"), "comment", False, True),
    )

    def __init__(self, document: QTextDocument, dark: bool = False) -> None:
        super().__init__(document)
        self.dark = dark
        self.rules = self._rules(dark)

    @classmethod
    def _rules(cls, dark: bool) -> list[tuple[re.Pattern, QTextCharFormat]]:
        colours = DARK_COLOURS if dark else LIGHT_COLOURS
        return [
            (pattern, _format(colours[name], bold=bold, italic=italic))
            for pattern, name, bold, italic in cls.PATTERNS
        ]

    def set_dark(self, dark: bool) -> None:
        """Switch the colours for a dark (or light) background and colour the text again."""
        if dark != self.dark:
            self.dark = dark
            self.rules = self._rules(dark)
            self.rehighlight()

    def highlightBlock(self, text: str) -> None:
        for pattern, style in self.rules:
            for match in pattern.finditer(text):
                self.setFormat(match.start(), match.end() - match.start(), style)


class _LineNumbers(QWidget):
    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self.editor = editor
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Line numbers: a marked line is the current step or the error"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(self.editor.line_number_width(), 0)

    def paintEvent(self, event) -> None:
        self.editor.paint_line_numbers(event)


class CodeEditor(QPlainTextEdit):
    """Qt's code-editor pattern: a line-number margin painted beside the text.

    The tooltip is the owner's to set (it knows what the code is for); the editor sets its
    placeholder text itself.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mark: tuple[int, str] | None = None
        self.numbers = _LineNumbers(self)
        self.highlighter = PythonHighlighter(self.document(), self.is_dark())
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.follow_app_font()
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._scroll_numbers)
        self._update_margin()
        self.retranslate()

    def retranslate(self) -> None:
        self.setPlaceholderText(self.tr("Type Python code here, or choose a preset."))
        self.follow_app_font()  # the language may have brought a Chinese fallback font

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self.follow_palette()
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._font_changed()  # after Qt has given the document the new font

    def is_dark(self) -> bool:
        return is_dark_palette(self.palette())

    def follow_palette(self) -> None:
        """Colours for the palette now: highlighter, marked line and the margin."""
        self.highlighter.set_dark(self.is_dark())
        self._apply_mark(scroll=False)
        self.numbers.update()

    def follow_app_font(self) -> None:
        """Monospace at the app font's size: zooming the app zooms the code."""
        self.setFont(monospace_font())
        self._font_changed()

    def _font_changed(self) -> None:
        self.setTabStopDistance(4 * self.fontMetrics().horizontalAdvance(" "))
        self._update_margin()

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

    def margin_colours(self) -> tuple[QColor, QColor]:
        """(background, numbers) of the line-number margin for the palette now."""
        background, numbers = MARGIN_COLOURS[self.is_dark()]
        return QColor(background), QColor(numbers)

    def paint_line_numbers(self, event) -> None:
        painter = QPainter(self.numbers)
        background, numbers = self.margin_colours()
        painter.fillRect(event.rect(), background)
        painter.setPen(numbers)
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

    def mark_colour(self, kind: str = "step") -> QColor:
        """The marked line's background: ``kind`` "step" or "error", for the palette now."""
        light, dark = MARK_COLOURS[kind]
        return QColor(dark if self.is_dark() else light)

    def mark_line(self, line: int | None, kind: str = "step") -> None:
        """Highlight one line (1-based) and scroll to it; None clears the mark.

        ``kind``: "step" (the trace's current line) or "error" (where the code raised).
        """
        if kind not in MARK_COLOURS:
            raise ValueError(f"kind must be one of {', '.join(MARK_COLOURS)} (got {kind!r})")
        if line is None or line < 1 or line > self.blockCount():
            self._mark = None
        else:
            self._mark = (line, kind)
        self._apply_mark(scroll=True)

    def _apply_mark(self, scroll: bool) -> None:
        if self._mark is None or self._mark[0] > self.blockCount():
            self.setExtraSelections([])
            return
        line, kind = self._mark
        selection = QTextEdit.ExtraSelection()
        selection.format.setBackground(self.mark_colour(kind))
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        cursor = QTextCursor(self.document().findBlockByNumber(line - 1))
        selection.cursor = cursor
        self.setExtraSelections([selection])
        if scroll:
            self.setTextCursor(cursor)
            self.ensureCursorVisible()

    def marked_line(self) -> int | None:
        selections = self.extraSelections()
        return selections[0].cursor.blockNumber() + 1 if selections else None

    def replace_text(self, text: str) -> None:
        """Replace the whole text as one undoable edit (Ctrl+Z brings the old text back).

        ``setPlainText`` would clear the undo history; this selects all and inserts.
        """
        if text == self.toPlainText():
            return
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.insertText(text)
        cursor.endEditBlock()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self.setTextCursor(cursor)


class CodeView(QPlainTextEdit):
    """Read-only code, coloured like the editor, exactly as tall as its lines at any zoom.

    It shows only code (never translated); its owner sets the tooltip.
    """

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(code, parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.highlighter = PythonHighlighter(self.document(), is_dark_palette(self.palette()))
        self.setFont(monospace_font())
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the laid-out lines, the document's margins and the frame; on a crowded
        screen (a projector's big fonts) it may shrink to three lines and scroll."""
        heights = []
        block = self.document().firstBlock()
        while block.isValid():
            heights.append(self.blockBoundingRect(block).height())
            block = block.next()
        margins = 2 * (self.document().documentMargin() + self.frameWidth()) + 2
        self._fit = math.ceil(sum(heights) + margins)
        self.setMaximumHeight(self._fit)
        self.setMinimumHeight(min(self._fit, math.ceil(sum(heights[:3]) + margins)))
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._fit)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)  # first: Qt gives the document the new font
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
        elif event.type() == QEvent.Type.PaletteChange:
            self.highlighter.set_dark(is_dark_palette(self.palette()))
        elif is_language_change(event):
            self.setFont(monospace_font())  # a Chinese fallback font behind the code's
