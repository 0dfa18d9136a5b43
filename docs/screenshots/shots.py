"""The three pictures a page's screenshot script saves: English and 简体中文 at a
classroom window's size, and projector mode at 1920×1080 (``take_anatomy.py``,
``take_class.py``)."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from gui.shell.appearance import Appearance
from gui.shell.main_window import MainWindow
from gui.workers import wait_until

SHOTS = {
    "en": (Appearance("light"), (1280, 800), "en"),
    "zh_CN": (Appearance("light"), (1280, 800), "zh_CN"),
    "projector": (Appearance("light", projector=True), (1920, 1080), "en"),
}
SETTLE_S = 0.5
"""How long the window lays itself out after each change, before it is grabbed."""


def save_shots(app: QApplication, window: MainWindow, prefix: str) -> None:
    """``PREFIX_en.png``, ``PREFIX_zh_CN.png`` and ``PREFIX_projector.png`` of the window
    as it stands."""
    for name, (appearance, size, language) in SHOTS.items():
        window.view.appearance = appearance
        window.view.restore()
        window.view.set_language(language, remember=False)
        window.statusBar().clearMessage()
        window.resize(*size)
        until = time.monotonic() + SETTLE_S
        wait_until(app, lambda until=until: time.monotonic() > until, 2 * SETTLE_S)
        window.grab().save(f"{prefix}_{name}.png")
        print(f"{prefix}_{name}.png")
