"""Turn a real mouse wheel over every spin and combo box of every page, as a person does.

Run by ``test_real_wheel.py`` inside Xvfb with Qt's xcb plugin (never offscreen: a wheel
that comes from the X server takes another path through Qt than a synthetic one). For each
language the window is at 1024×768, in projector mode with the lesson pane open; each box
is scrolled into view, the pointer moved over it and the wheel turned once with
``xdotool``. Prints one JSON object: the boxes and what the wheel did to them, and a
control (a box clicked into first must take the wheel, or no wheel reached the window).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import torch  # noqa: F401  (before Qt, as gui/main.py does)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from core.pages import PAGES
from gui.app import make_app
from gui.shell.appearance import Appearance
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings

Box = QSpinBox | QDoubleSpinBox | QComboBox
WHEEL_UP, WHEEL_DOWN = "4", "5"


def pump(app: QApplication, seconds: float) -> None:
    """Let the X server's events arrive and Qt handle them."""
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        app.processEvents()
        time.sleep(0.005)


def xdotool(*arguments: str) -> None:
    subprocess.run(["xdotool", *arguments], check=True, timeout=10)


def value(box: Box) -> str:
    return str(box.currentIndex()) if isinstance(box, QComboBox) else box.text()


def wheel_that_would_change(box: Box) -> str:
    """The wheel direction that changes ``box`` if it takes the wheel (not past its end)."""
    if isinstance(box, QComboBox):
        return WHEEL_UP if box.currentIndex() > 0 else WHEEL_DOWN
    return WHEEL_UP if box.value() < box.maximum() else WHEEL_DOWN  # type: ignore[union-attr]


def boxes_of(page: QWidget) -> list[Box]:
    return [
        widget
        for widget in page.findChildren(QWidget)
        if isinstance(widget, (QSpinBox, QDoubleSpinBox, QComboBox))
        and widget.isVisible()
        and widget.isEnabled()
    ]


def bring_into_view(box: QWidget) -> None:
    parent = box.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(box)
            return
        parent = parent.parentWidget()


def point_at(app: QApplication, window: MainWindow, box: Box) -> tuple[int, int] | None:
    """Move the pointer over ``box``; None when something else covers its middle."""
    bring_into_view(box)
    pump(app, 0.05)
    window.tabs.setFocus()  # nothing focused: the wheel must not pick a box on its own
    centre = box.mapToGlobal(box.rect().center())
    under = QApplication.widgetAt(centre)
    if under is None or not (under is box or box.isAncestorOf(under)):
        return None
    xdotool("mousemove", str(centre.x()), str(centre.y()))
    pump(app, 0.1)
    return centre.x(), centre.y()


def turn_the_wheel_over_every_box(app: QApplication, window: MainWindow, language: str):
    window.view.set_language(language, remember=False)
    turned = []
    for page in PAGES:
        window.pages.show(page.id)
        shown = window.pages.widget(page.id)  # built now, if it waited for PyTorch
        pump(app, 0.3)
        for box in boxes_of(shown):
            before = value(box)
            where = point_at(app, window, box)
            if where is not None:
                xdotool("click", wheel_that_would_change(box))
                pump(app, 0.2)
            turned.append(
                {
                    "language": language,
                    "page": page.id,
                    "box": box.accessibleName() or type(box).__name__,
                    "reached": where is not None,
                    "changed": value(box) != before,
                    "focused": box.hasFocus(),
                }
            )
    return turned


def control(app: QApplication, window: MainWindow) -> bool:
    """A box clicked into takes the wheel: the wheel does reach the window."""
    window.pages.show("training.training")
    pump(app, 0.3)
    boxes = boxes_of(window.pages.widget("training.training"))
    box = next(box for box in boxes if isinstance(box, QSpinBox))
    if point_at(app, window, box) is None:
        return False
    xdotool("click", "1")
    pump(app, 0.2)
    before = value(box)
    xdotool("click", wheel_that_would_change(box))
    pump(app, 0.2)
    return value(box) != before


def show_at_1024(app: QApplication, window: MainWindow) -> None:
    """The window on the whole 1024×768 screen, shown and active."""
    window.move(0, 0)
    window.resize(1024, 768)
    window.show()
    pump(app, 1.0)
    window.activateWindow()  # no window manager in Xvfb: nothing else makes it active
    pump(app, 0.3)


def main() -> int:
    app = make_app()
    window = MainWindow(settings=Settings(remember=False))
    window.view.appearance = Appearance("light", projector=True)
    window.view.restore()
    window.show_lessons(True)
    show_at_1024(app, window)
    report = {"active": app.activeWindow() is window, "boxes": []}
    for language in ("en", "zh_CN"):
        report["boxes"] += turn_the_wheel_over_every_box(app, window, language)
    report["control_took_the_wheel"] = control(app, window)
    print(json.dumps(report))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
