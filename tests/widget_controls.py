"""The controls a user operates in a widget tree, for the tooltip tests of every tab."""

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QWidget,
)

CONTROL_TYPES = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QAbstractSlider,
    QPlainTextEdit,
)


def controls(root: QWidget) -> list[QWidget]:
    """Buttons, boxes, edits and sliders under ``root``, not Qt's or pyqtgraph's own parts."""
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROL_TYPES) or isinstance(widget, QScrollBar):
            continue
        if isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox, QTabBar)):
            continue
        if widget.objectName().startswith("qt_") or type(widget).__module__.startswith("pyqtgraph"):
            continue
        found.append(widget)
    return found
