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

    Installed on the application: each such box gets the focus policy that a wheel does not
    give focus, and a wheel over an unfocused box scrolls the nearest area around it that
    can scroll (Qt would not pass it on itself: it hands a wheel to the parent only when
    the event came from the system)."""

    GUARDED = (QAbstractSpinBox, QComboBox)

    def __init__(self, owner: QObject) -> None:
        """Guards the whole application while ``owner`` (the window) lives."""
        super().__init__(owner)
        app = QCoreApplication.instance()
        assert app is not None  # a window lives only inside a running application
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, self.GUARDED):
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
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
