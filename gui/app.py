"""Start the Qt application: the window, ``--screenshot`` and ``--self-test``."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gui.appearance import Appearance
from gui.main_window import MainWindow
from gui.settings import Settings

PROBE_TIMEOUT_S = 30.0
SCREENSHOT_SIZE = (1280, 800)
"""Screenshots have one size, whatever screen (offscreen: 800×600) Qt reports."""


def make_app() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("DeviceLab")
    QCoreApplication.setApplicationName("DeviceLab")
    app.setWindowIcon(QIcon(str(files("resources") / "devicelab.png")))
    return app


def settings_for(args: argparse.Namespace, folder: str) -> Settings:
    """The user's settings, or for ``--screenshot``/``--self-test`` a throwaway copy in
    ``folder`` (they never change what the user chose); the command line's choices on top."""
    if args.screenshot or args.self_test:
        settings = Settings(QSettings(str(Path(folder) / "settings.ini"), QSettings.IniFormat))
    else:
        settings = Settings()
    chosen = settings.appearance()
    settings.set_appearance(
        Appearance(args.theme or chosen.theme, args.projector or chosen.projector, chosen.zoom)
    )
    if args.language:
        settings.set_language(args.language)
    return settings


def run_app(args: argparse.Namespace) -> int:
    """Open the window (or render/self-test it); return the exit code."""
    app = make_app()
    with tempfile.TemporaryDirectory(prefix="devicelab-") as folder:
        window = MainWindow(settings=settings_for(args, folder))
        return _run_window(app, window, args)


def _run_window(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    window.show_tab(args.tab)
    if args.self_test:
        from gui.self_test import run_self_test

        return run_self_test(app, window)
    if args.screenshot:
        return save_screenshot(app, window, args.screenshot)
    window.show()
    QTimer.singleShot(0, window.start_probes)  # after the first paint
    return app.exec()


def wait_until(app: QApplication, condition, timeout_s: float) -> bool:
    """Process events until ``condition()`` holds or the timeout passes."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.01)
    return True


def save_screenshot(app: QApplication, window: MainWindow, path: str) -> int:
    """Render the window once the hardware probes have answered, save it as PNG."""
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    window.start_probes()
    probed = wait_until(app, lambda: window.hardware_tab.probes_done, PROBE_TIMEOUT_S)
    settle_until = time.monotonic() + 0.2  # let the layouts that the probes changed settle
    wait_until(app, lambda: time.monotonic() > settle_until, 1.0)
    saved = window.grab().save(path, "PNG")
    window.close()
    if not saved:
        print(f"devicelab: error: could not write {path}", file=sys.stderr)
        return 1
    if not probed:
        print("devicelab: warning: the hardware probes did not finish in time", file=sys.stderr)
    print(path)
    return 0
