"""Faults that used to lose a user's settings: a terminate signal now closes the
window as its Close does (settings saved), and a folder that refuses the settings is said."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gui.shell.settings import Settings


def _wait_until_it_catches(pid: int, signum: int, timeout_s: float = 120) -> None:
    """Until process ``pid`` has its own handler for ``signum`` (Linux: its ``SigCgt``), which
    DeviceLab installs once its window is shown; elsewhere, a pause long enough for that."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        time.sleep(8)
        return
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        caught = [line for line in status.read_text().splitlines() if line.startswith("SigCgt:")]
        if caught and int(caught[0].split()[1], 16) >> (signum - 1) & 1:
            return
        time.sleep(0.1)
    raise AssertionError(f"process {pid} never caught signal {signum}")


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
    _wait_until_it_catches(app.pid, signal.SIGTERM)  # its window up, however busy the machine
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
