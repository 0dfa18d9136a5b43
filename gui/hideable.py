"""Hiding controls a teacher does not want in a lesson: plain widgets and whole pages.

A tab lists what can be hidden with ``hideable_controls()``: id → (title, widgets). A page
of a QTabWidget is hidden with ``setTabVisible`` (hiding the widget would leave its tab).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)


def _tab_page(widget: QWidget) -> tuple[QTabWidget, int] | None:
    stack = widget.parentWidget()
    tabs = stack.parentWidget() if isinstance(stack, QStackedWidget) else None
    if isinstance(tabs, QTabWidget) and tabs.indexOf(widget) >= 0:
        return tabs, tabs.indexOf(widget)
    return None


def set_hidden(widget: QWidget, hidden: bool) -> None:
    page = _tab_page(widget)
    if page is None:
        widget.setHidden(hidden)
        return
    tabs, index = page
    tabs.setTabVisible(index, not hidden)
    if hidden and tabs.currentIndex() == index:
        visible = [i for i in range(tabs.count()) if tabs.isTabVisible(i)]
        if visible:
            tabs.setCurrentIndex(visible[0])


def is_hidden(widget: QWidget) -> bool:
    page = _tab_page(widget)
    if page is None:
        return widget.isHidden()
    tabs, index = page
    return not tabs.isTabVisible(index)


class HideControlsDialog(QDialog):
    """A checklist of the controls that can be hidden; ticked ones are hidden."""

    def __init__(
        self,
        controls: dict[str, tuple[str, list[QWidget]]],
        hidden: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hide controls"))
        intro = QLabel(self.tr(
            "Ticked controls are hidden from the class. A lesson file keeps this choice."
        ))
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setToolTip(self.tr("Tick a control to hide it"))
        for key, (title, _widgets) in controls.items():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, key)
            checked = key in hidden
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def hidden(self) -> list[str]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]
