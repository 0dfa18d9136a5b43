"""Shared test set-up: Qt offscreen, torch and the trainer imported before PySide6 (every
window finds PyTorch loaded, as the app's is once it has loaded behind its first paint), no
thread left behind."""

import math
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import torch  # noqa: F401  (before PySide6, as the app does)

import core.training.trainer  # noqa: F401  (a test's window has PyTorch loaded, unless it says)


@pytest.fixture(autouse=True)
def _commands_speak_english(monkeypatch):
    """The commands follow the locale (core.catalogue): tests read them in English unless
    they set a locale themselves."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(autouse=True)
def _runs_in_a_temporary_folder(tmp_path, monkeypatch):
    """No test reads or writes the user's run store: the app-data folder (Qt's and
    core.runs.recording's) is the test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "app-data"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "app-data"))


@pytest.fixture(autouse=True)
def _settings_in_a_temporary_folder(tmp_path, monkeypatch):
    """No test reads or writes the user's DeviceLab settings, and every test starts in
    English (Qt-free tests skip this)."""
    try:
        from PySide6.QtCore import QCoreApplication, QSettings

        from gui import i18n
    except ImportError:
        yield
        return
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    # Tests read the window in English, whatever this machine's locale; a test that switches
    # to Chinese is switched back after it.
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    yield
    app = QCoreApplication.instance()
    if app is not None and i18n.current_language() != "en":
        i18n.set_language(app, "en")
    _plain_look_again(app)


def _plain_look_again(app) -> None:
    """A test that turned on projector mode, zoomed or changed the theme leaves the next
    test the application's plain look (fonts, palette and sheet are the application's, not
    a window's)."""
    from PySide6.QtWidgets import QApplication

    if not isinstance(app, QApplication) or not app.styleSheet():
        return
    from gui.shell import appearance
    from gui.shell.view_actions import base_font_points

    appearance.apply(app, appearance.Appearance(), base_font_points(app))  # only what differs


@pytest.fixture
def machine(monkeypatch):
    """``machine(cores, cpus=2)``: a machine of ``cpus`` logical CPUs where other programs keep
    ``cores`` busy while anything is timed (0, the start: a quiet machine, whatever really
    runs beside the test, such as the other test worker). Epochs that vary and curves that
    fall count as disturbed only after ``machine.judges_timings()``, for a test that fakes
    its timings."""
    from core.experiments import disturbance
    from core.hardware import other_programs

    limits = {"SPREAD_LIMIT": disturbance.SPREAD_LIMIT, "FALL_LIMIT": disturbance.FALL_LIMIT}
    monkeypatch.setattr(disturbance, "SPREAD_LIMIT", math.inf)
    monkeypatch.setattr(disturbance, "FALL_LIMIT", 0.0)

    def simulate(cores: float, cpus: int = 2) -> None:
        monkeypatch.setattr(other_programs, "logical_cpus", lambda: cpus)

        def cpu_seconds(own_pids: tuple[int, ...] = ()) -> tuple[float, float]:
            return cores * time.perf_counter(), 0.0

        monkeypatch.setattr(other_programs, "cpu_seconds", cpu_seconds)

    def judges_timings() -> None:
        for name, value in limits.items():
            monkeypatch.setattr(disturbance, name, value)

    simulate(0.0)
    simulate.judges_timings = judges_timings
    return simulate


@pytest.fixture
def window(qtbot):
    """The real main window; on teardown it is closed and every worker thread must be gone."""
    from gui.shell.main_window import MainWindow

    main_window = MainWindow()
    qtbot.addWidget(main_window)
    main_window.show()
    yield main_window
    main_window.close()
    qtbot.waitUntil(lambda: main_window.runner.running == 0, timeout=10_000)
    dispose(main_window)


@pytest.fixture
def window_factory(qtbot):
    """Makes the real main window when the test is ready (after it prepared the run store
    or the settings); each one is closed and disposed of as ``window`` is."""
    from gui.shell.main_window import MainWindow

    made = []

    def make(build=MainWindow) -> MainWindow:
        """``build()`` makes the window (by default ``MainWindow()``)."""
        main_window = build()
        qtbot.addWidget(main_window)
        main_window.show()
        made.append(main_window)
        return main_window

    yield make
    from shiboken6 import isValid

    for main_window in made:
        if not isValid(main_window):  # the test closed it and Qt deleted it
            continue
        main_window.close()
        qtbot.waitUntil(lambda w=main_window: w.runner.running == 0, timeout=10_000)
        dispose(main_window)


def dispose(widget):
    """Delete a closed window now, and collect its Python garbage in the GUI thread: left
    to the garbage collector, it could be freed later in a worker thread, which Qt refuses
    ("Timers cannot be started from another thread")."""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
