"""Shared test set-up: Qt offscreen, torch imported before PySide6, no thread left behind."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import torch  # noqa: F401  (before PySide6, as the app does)


@pytest.fixture(autouse=True)
def own_settings(tmp_path, request):
    """Each test has its own QSettings (never the user's) and starts in English."""
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QApplication.setOrganizationName("DeviceLab")
    QApplication.setApplicationName("DeviceLab-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield
    app = QApplication.instance()
    if app is not None and app.property("devicelab_language") not in (None, "en"):
        from gui.i18n import set_language

        set_language(app, "en")


@pytest.fixture
def window(qtbot):
    """The real main window; on teardown it is closed and every worker thread must be gone."""
    from gui.main_window import MainWindow

    main_window = MainWindow()
    qtbot.addWidget(main_window)
    main_window.show()
    yield main_window
    main_window.close()
    qtbot.waitUntil(lambda: main_window.runner.running == 0, timeout=10_000)
