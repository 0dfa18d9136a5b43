"""Tables that stay readable at any size and font."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QObject,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
)


class TableFit(QObject):
    """Keeps a table readable at any size and font: each column at least as wide as its
    contents, the spare width shared among them (at 1920 px a table fills its space instead
    of leaving one wide last column). Made with ``fit_table``."""

    def __init__(self, table: QTableWidget, least_rows: int = 0) -> None:
        super().__init__(table)
        self.table = table
        self.least_rows = least_rows
        """Rows always in view, whole, at the current font (0: as its layout gives)."""
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        # PySide6 takes a signal's slot as a keyword too; its stub lists only properties.
        self._pending = QTimer(  # type: ignore[call-arg]
            self, singleShot=True, interval=0, timeout=self.fit
        )
        table.viewport().installEventFilter(self)
        table.installEventFilter(self)
        model = table.model()
        for changed in (model.dataChanged, model.rowsInserted, model.headerDataChanged):
            changed.connect(self._pending.start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.Show):
            self._pending.start()
        return False

    def fit(self) -> None:
        """Columns to their contents plus an equal share of the spare width; at least
        ``least_rows`` rows tall."""
        table = self.table
        if self.least_rows:
            table.setMinimumHeight(_rows_height(table, self.least_rows))
        table.resizeColumnsToContents()
        columns = table.columnCount()
        widths = [table.columnWidth(column) for column in range(columns)]
        spare = table.viewport().width() - sum(widths)
        if spare > 0 and columns:
            for column, width in enumerate(widths):
                table.setColumnWidth(column, width + spare // columns)


def _rows_height(table: QTableWidget, rows: int) -> int:
    """The height that shows the header and ``rows`` rows whole, with the frame and the
    scroll bar under them."""
    row = table.verticalHeader().defaultSectionSize()
    if table.rowCount():
        row = max(row, table.rowHeight(0))
    bar = table.horizontalScrollBar().sizeHint().height()
    return table.horizontalHeader().sizeHint().height() + rows * row + bar + 2 * table.frameWidth()


def fit_table(table: QTableWidget, whole: bool = False, least_rows: int = 0) -> QTableWidget:
    """``table`` with its columns following its size and the font; ``whole``: as tall as
    its rows at the current font, never scrolling (a short, fixed list); ``least_rows``:
    never so short that fewer rows show whole (a class's table showed half a row)."""
    TableFit(table, least_rows)
    if whole:
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return table
