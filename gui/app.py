"""Start the Qt application: the window, ``--screenshot`` and ``--self-test``."""

from __future__ import annotations

import argparse
import builtins
import os
import signal
import sys
import time
from importlib.resources import files
from typing import cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from core import SCREENSHOT_FORMATS
from core.catalogue import language_from_environment, translator
from core.i18n import QT_TRANSLATE_NOOP
from gui.shell.appearance import Appearance
from gui.shell.lesson_files import OpenedByTheSystem
from gui.shell.main_window import MainWindow
from gui.shell.settings import APPLICATION, ORGANISATION, Settings
from gui.shell.single_instance import instance_name, serve_or_hand_over
from gui.shell.splash import close_splash
from gui.workers import PROBE_TIMEOUT_S, wait_until

SCREENSHOT_SIZE = (1280, 800)
"""Screenshots have one size, whatever screen (offscreen: 800×600) Qt reports."""
OFFSCREEN_NOISE = (
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "QStandardPaths: XDG_RUNTIME_DIR not set",
)
"""What Qt's offscreen plugin says about windows it has no screen for: nothing to act on."""


FIRST_PAINT_VARIABLE = "DEVICELAB_QUIT_AFTER_FIRST_PAINT"
"""Set to 1, the window prints "first paint" when it first draws and closes
(``bench/startup.py`` and ``bench/check_build.py`` time start-up with it)."""


class FirstPaint(QObject):
    """Says once, with ``painted``, that the window has drawn itself: the frame of the first
    paint is done (the signal comes from the event loop after it)."""

    painted = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            not self.seen
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self.window
        ):
            self.seen = True
            QTimer.singleShot(0, self, self._on_frame_done)
        return False

    @Slot()
    def _on_frame_done(self) -> None:
        cast(QCoreApplication, QCoreApplication.instance()).removeEventFilter(self)
        self.painted.emit()


def _say_first_paint_and_close(window: MainWindow) -> None:
    print("first paint", flush=True)
    window.close()


def _quiet_offscreen(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's messages on stderr, less the offscreen plugin's noise."""
    if not message.startswith(OFFSCREEN_NOISE):
        print(message, file=sys.stderr)


def skip_feature_import() -> None:
    """Give training back the 3–4 % PySide6's import hook takes from it.

    Importing PySide6 replaces Python's ``__import__`` with shiboken's
    ``__feature_import__`` (for ``from __feature__ import snake_case``, which DeviceLab does
    not use), about 1 µs more per import statement; torch runs four inside each epoch
    (``torch._ops``, autograd, the optimizer). The layer under it, PySide6's lazy import,
    stays. Measured on this 2-core VM: the lesson's 20,000 epochs took 4.74–4.81 s in a
    process that had imported PySide6, 4.61–4.62 s with the hook skipped, 4.59 s in one that
    never imported it."""
    hooked = getattr(builtins.__import__, "__name__", "") == "__feature_import__"
    lazy = getattr(builtins, "__orig_import__", None)
    if hooked and lazy is not None:
        builtins.__import__ = lazy


SIGNAL_CHECK_MS = 250
"""How often Python gets a moment, in Qt's loop, to run a signal's handler."""


def make_app() -> QApplication:
    skip_feature_import()
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app.setWindowIcon(QIcon(str(files("resources") / "devicelab.png")))
    return app


ALREADY_OPEN = QT_TRANSLATE_NOOP("App", "DeviceLab is already open: its window is in front now.")
ALREADY_OPEN_WITH_LESSON = QT_TRANSLATE_NOOP(
    "App", "DeviceLab is already open: its window is in front now and opens the lesson."
)


def run_app(args: argparse.Namespace) -> int:
    """Open the window (or render/self-test it); return the exit code."""
    if args.self_test or args.screenshot:
        qInstallMessageHandler(_quiet_offscreen)
    app = make_app()
    timing = os.environ.get(FIRST_PAINT_VARIABLE) == "1"
    server = None
    if not (args.self_test or args.screenshot or timing):
        server = serve_or_hand_over(instance_name(), args.lesson, app)
        if server is None:  # one DeviceLab at a time
            said = ALREADY_OPEN_WITH_LESSON if args.lesson else ALREADY_OPEN
            print(translator(language_from_environment())("App", said))
            return 0
    # A screenshot, a self-test or a timed start looks the same on every machine: no
    # remembered settings (and none written).
    window = open_window(args, remember=not (args.self_test or args.screenshot or timing))
    if args.self_test:
        from gui.self_test import run_self_test  # it imports torch (the window does not)

        return run_self_test(app, window)
    if args.screenshot:
        window.view.appearance = Appearance(theme=args.theme, projector=args.projector)
        window.view.restore()
        if args.lang:
            window.view.set_language(args.lang, remember=False)
        return save_screenshot(app, window, args.screenshot, args.size)
    if server is not None:
        window.take_launches(server)
    first_paint = FirstPaint(window)
    app.installEventFilter(first_paint)
    first_paint.painted.connect(close_splash)  # the frozen build's, shown since the launch
    if timing:
        first_paint.painted.connect(lambda: _say_first_paint_and_close(window))
    else:  # PyTorch and the probes once the window is on screen, never before
        first_paint.painted.connect(window.start_probes)
    window.show()
    app.installEventFilter(OpenedByTheSystem(window.lesson_files))
    if args.lesson:  # a double-clicked lesson: it opens once PyTorch has loaded
        window.lesson_files.open(args.lesson)
    close_on_terminate(app, window)
    return app.exec()


def close_on_terminate(app: QApplication, window: QWidget) -> None:
    """SIGTERM (a logout, ``kill``) and Ctrl+C close the window as its Close does: settings
    saved, runs finished, threads stopped. Python runs a signal's handler only between its
    own steps, so a timer gives it one every ``SIGNAL_CHECK_MS`` while Qt's loop runs."""

    def close(*_: object) -> None:
        QTimer.singleShot(0, window.close)

    for name in ("SIGTERM", "SIGINT"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), close)
    heartbeat = QTimer(app)
    heartbeat.timeout.connect(lambda: None)
    heartbeat.start(SIGNAL_CHECK_MS)


def open_window(args: argparse.Namespace, remember: bool) -> MainWindow:
    """The window as this start asks: ``--tab`` and ``--lang`` for this start only, else
    the tab and the language the window remembers."""
    window = MainWindow(settings=Settings(remember=remember))
    if args.tab is not None:
        window.show_tab(args.tab)
    if args.lang:
        window.view.set_language(args.lang, remember=False)  # this start only
        window.show_ready()
    return window


def save_screenshot(
    app: QApplication, window: MainWindow, path: str, size: tuple[int, int] = SCREENSHOT_SIZE
) -> int:
    """Render the window at ``size`` once the hardware probes have answered; save it in the
    format its suffix names (``core.cli`` refused any other)."""
    window.resize(*size)
    window.show()
    window.start_probes()
    probed = wait_until(
        app,
        lambda: window.hardware_tab.probes_done and window.model.pytorch_answered,
        PROBE_TIMEOUT_S,
    )
    settle_until = time.monotonic() + 0.2  # let the layouts that the probes changed settle
    wait_until(app, lambda: time.monotonic() > settle_until, 1.0)
    suffix = "." + path.rsplit(".", 1)[-1].lower()
    saved = window.grab().save(path, SCREENSHOT_FORMATS[suffix])
    window.close()
    if not saved:
        print(f"devicelab: error: could not write {path}", file=sys.stderr)
        return 1
    if not probed:
        print("devicelab: warning: the hardware probes did not finish in time", file=sys.stderr)
    print(path)
    return 0
