"""The window's actions and keys, and the wheel guard: what a person's keys and wheel do."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)


def window_action(window: QWidget, *keys: str, checkable: bool = False) -> QAction:
    """An action of ``window`` with its keys; added to the window, so that its keys work
    with the menu bar hidden (full screen). ``name_action`` gives it its words."""
    action = QAction(window)
    action.setShortcuts([QKeySequence(key) for key in keys])
    action.setCheckable(checkable)
    window.addAction(action)
    return action


def name_action(action: QAction, text: str) -> None:
    """``action``'s words, and a tooltip that names its first key (again on a language
    switch)."""
    action.setText(text)
    shortcut = action.shortcut()
    if not shortcut.isEmpty():
        key = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{text.replace('&', '')} ({key})")


class WheelGuard(QObject):
    """Spin boxes and combo boxes take the mouse wheel only once clicked into (focused):
    scrolling a page over them scrolls the page, never a setting behind the student's back
    (Mode turned into torch.compile while scrolling the Training tab at 1024×768).

    Installed on the application: every such box, made before or after, gets the focus
    policy that a wheel does not give focus. That matters with a real mouse: Qt hands a
    box with the wheel-focus policy the focus *before* any filter sees the wheel, so the
    filter alone would let the wheel through. A wheel over an unfocused box scrolls the
    nearest area around it that can scroll (Qt would not pass it on itself: it hands a
    wheel to the parent only when the event came from the system)."""

    GUARDED = (QAbstractSpinBox, QComboBox)
    RECHECKED = (QEvent.Type.Polish, QEvent.Type.Show)
    """When a box's focus policy is set (again): a style or a page may reset it."""

    def __init__(self, owner: QObject) -> None:
        """Guards the whole application while ``owner`` (the window) lives, the boxes
        already made included."""
        super().__init__(owner)
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # a window lives only inside a running app
        app.installEventFilter(self)
        for widget in app.allWidgets():
            _refuse_wheel_focus(widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in self.RECHECKED:
            _refuse_wheel_focus(watched)
        elif (
            kind == QEvent.Type.Wheel
            and isinstance(watched, self.GUARDED)
            and not watched.hasFocus()
        ):
            bar = _scrollable_bar_around(watched)
            if bar is not None:
                QCoreApplication.sendEvent(bar, event)
            return True
        return False


def _refuse_wheel_focus(widget: QObject) -> None:
    """A guarded box takes the focus from a click or a key, never from the wheel."""
    if isinstance(widget, WheelGuard.GUARDED) and widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def _scrollable_bar_around(widget: QWidget):
    """The vertical scroll bar of the nearest area around ``widget`` that can scroll."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            bar = parent.verticalScrollBar()
            if bar.maximum() > bar.minimum():
                return bar
        parent = parent.parentWidget()
    return None
