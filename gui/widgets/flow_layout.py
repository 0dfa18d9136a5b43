"""A row of buttons that wraps onto more rows when its room is too narrow for one (Qt's
Flow Layout example, aligned right): the lesson pane's Try it buttons keep the pane as
narrow as its text, on a projector too."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget

DEFAULT_GAP = 6
"""Pixels between buttons where neither the layout nor the style says."""


class FlowLayout(QLayout):
    """Widgets left to right, aligned right, wrapping to a new row when the next one does
    not fit; hidden widgets take no room. Its narrowest is its widest widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def __del__(self) -> None:
        while self.takeAt(0) is not None:  # as Qt's example: the items go with the layout
            pass

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """All in one row."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self._gap() * max(len(shown) - 1, 0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:
        """One widget per row: the widest sets it."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return self._with_margins(size)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _gap(self, orientation: Qt.Orientation = Qt.Orientation.Horizontal) -> int:
        """The room between buttons (or between rows): the layout's spacing, else the
        style's for push buttons (a style may leave the pixel metric unset: -1)."""
        if self.spacing() >= 0:
            return self.spacing()
        parent = self.parentWidget()
        if parent is None:
            return DEFAULT_GAP
        button = QSizePolicy.ControlType.PushButton
        gap = parent.style().layoutSpacing(button, button, orientation, None, parent)
        return gap if gap >= 0 else DEFAULT_GAP

    def _with_margins(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        """The shown items, row by row, each row as many as fit in ``width``."""
        rows: list[list[QLayoutItem]] = []
        used = width + 1  # the first item starts a row
        for item in self._shown():
            wide = item.sizeHint().width()
            if rows and used + self._gap() + wide <= width:
                rows[-1].append(item)
                used += self._gap() + wide
            else:
                rows.append([item])
                used = wide
        return rows

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the rows (when ``move``) right-aligned in ``rect``; return their height."""
        inner = rect.marginsRemoved(self.contentsMargins())
        y = inner.y()
        for row in self._rows(inner.width()):
            height = max(item.sizeHint().height() for item in row)
            x = inner.right() + 1
            for item in reversed(row):
                size = item.sizeHint().boundedTo(QSize(inner.width(), height))
                x -= size.width()
                if move:
                    item.setGeometry(QRect(QPoint(max(x, inner.x()), y), size))
                x -= self._gap()
            y += height + self._gap(Qt.Orientation.Vertical)
        rows_height = y - inner.y() - (self._gap(Qt.Orientation.Vertical) if y > inner.y() else 0)
        margins = self.contentsMargins()
        return rows_height + margins.top() + margins.bottom()


def flowing(*widgets: QWidget) -> QWidget:
    """``widgets`` in as few rows as the width allows (a row of buttons in a narrow
    column wraps; the chart beside or under it keeps its height)."""
    rows = QWidget()
    flow = FlowLayout(rows)
    flow.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        flow.addWidget(widget)
    return rows
