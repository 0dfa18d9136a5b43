"""Render every tab and page of DeviceLab in the modes a classroom uses, in English and
Chinese, and a contact sheet per mode, for a person to look at.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/take_all.py OUT_DIR
    xvfb-run -s "-screen 0 1920x1080x24" python docs/screenshots/take_all.py OUT_DIR

Writes ``OUT_DIR/<mode>/<tab>-<page>.png`` and ``OUT_DIR/<mode>.jpg`` (the sheet). The
window remembers nothing from these runs (``Settings(remember=False)``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import torch  # noqa: F401  (before Qt, as gui/main.py does)
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QTabWidget

from gui.app import make_app
from gui.shell.appearance import Appearance
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.workers import PROBE_TIMEOUT_S, wait_until

MODES = {  # appearance, window size, language, the lesson pane open
    "projector-light-1920x1080": (Appearance("light", projector=True), (1920, 1080), "en", False),
    "projector-dark-1920x1080": (Appearance("dark", projector=True), (1920, 1080), "en", False),
    "normal-1024x768": (Appearance("light"), (1024, 768), "en", False),
    "projector-light-1024x768": (Appearance("light", projector=True), (1024, 768), "en", False),
    "projector-1024x768-lesson": (Appearance("light", projector=True), (1024, 768), "en", True),
    "zh_CN-normal-1280x800": (Appearance("light"), (1280, 800), "zh_CN", False),
    "zh_CN-projector-1920x1080": (
        Appearance("light", projector=True),
        (1920, 1080),
        "zh_CN",
        False,
    ),
    "zh_CN-projector-1920x1054-lesson": (
        Appearance("light", projector=True),
        (1920, 1054),
        "zh_CN",
        True,
    ),
    "zh_CN-projector-1024x768-lesson": (
        Appearance("light", projector=True),
        (1024, 768),
        "zh_CN",
        True,
    ),
}
SHEET_COLUMNS = 4
SHEET_TILE_WIDTH = 480


def settle(app: QApplication, seconds: float = 0.3) -> None:
    """Let layouts and plot timers run before a grab."""
    until = time.monotonic() + seconds
    wait_until(app, lambda: time.monotonic() > until, seconds + 1)


def pages_of(window: MainWindow) -> list[tuple[str, int, int]]:
    """(file name, tab index, page index or -1) for every tab and page in the window."""
    shots = []
    for tab_index, tab in enumerate(window.tab_widgets):
        tab_name = ("hardware", "training", "experiments", "call")[tab_index]
        pages = getattr(tab, "pages", None)
        if not isinstance(pages, QTabWidget):
            shots.append((f"{tab_index + 1}-{tab_name}", tab_index, -1))
            continue
        for page_index in range(pages.count()):
            shots.append((f"{tab_index + 1}-{tab_name}-{page_index + 1}", tab_index, page_index))
    return shots


def contact_sheet(images: list[QPixmap], path: Path) -> None:
    """The pictures of one mode side by side, in rows of ``SHEET_COLUMNS``."""
    scaled = [
        image.scaledToWidth(SHEET_TILE_WIDTH, Qt.TransformationMode.SmoothTransformation)
        for image in images
    ]
    tile_height = max(image.height() for image in scaled)
    rows = -(-len(scaled) // SHEET_COLUMNS)
    sheet = QImage(SHEET_COLUMNS * SHEET_TILE_WIDTH, rows * tile_height, QImage.Format.Format_RGB32)
    sheet.fill(Qt.GlobalColor.white)
    painter = QPainter(sheet)
    for number, image in enumerate(scaled):
        row, column = divmod(number, SHEET_COLUMNS)
        target = QRect(column * SHEET_TILE_WIDTH, row * tile_height, image.width(), image.height())
        painter.drawPixmap(target, image)
    painter.end()
    sheet.save(str(path), quality=85)


def main(out_dir: str) -> int:
    app = make_app()
    window = MainWindow(settings=Settings(remember=False))
    window.show()
    window.start_probes()
    wait_until(app, lambda: window.hardware_tab.probes_done, PROBE_TIMEOUT_S)
    for mode, (appearance, size, language, lesson) in MODES.items():
        window.lesson_action.setChecked(lesson)
        window.view.appearance = appearance
        window.view.restore()
        window.view.set_language(language, remember=False)
        window.statusBar().clearMessage()  # "Projector mode on": said before the switch
        window.resize(*size)
        folder = Path(out_dir) / mode
        folder.mkdir(parents=True, exist_ok=True)
        images = []
        for name, tab_index, page_index in pages_of(window):
            window.tabs.setCurrentIndex(tab_index)
            if page_index >= 0:
                window.tab_widgets[tab_index].pages.setCurrentIndex(page_index)
            settle(app)
            image = window.grab()
            image.save(str(folder / f"{name}.png"))
            images.append(image)
        contact_sheet(images, Path(out_dir) / f"{mode}.jpg")
        print(folder, len(images), "pictures")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
