"""Faults that used to lose a user's settings: a terminate signal now closes the
window as its Close does (settings saved), and a folder that refuses the settings is said."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QSettings

from gui.shell.settings import Settings


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt", reason="POSIX signals")
def test_sigterm_closes_the_window_and_its_settings_are_saved(tmp_path):
    env = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    app = subprocess.Popen(
        [sys.executable, "-m", "gui", "--tab", "training"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(8)  # the window is up and idle
    app.send_signal(signal.SIGTERM)
    assert app.wait(timeout=60) == 0, app.stderr.read()[-2000:]
    written = list((tmp_path / "config").rglob("*.conf")) + list(
        (tmp_path / "config").rglob("*.ini")
    )
    assert written, "no settings file was written"
    assert any("geometry" in path.read_text(errors="replace") for path in written)


def test_a_settings_folder_that_cannot_be_written_is_said_not_dropped(tmp_path, qapp):
    blocker = tmp_path / "a-file-not-a-folder"
    blocker.write_text("in the way", encoding="utf-8")
    store = QSettings(str(blocker / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    store.setValue("ui/theme", "dark")
    said = settings.sync()
    assert said is not None and said.startswith("Settings cannot be saved in ")
    assert "changes last until the window closes" in said
    writable = Settings(QSettings(str(tmp_path / "ok.ini"), QSettings.Format.IniFormat))
    writable.store.setValue("ui/theme", "dark")
    assert writable.sync() is None
