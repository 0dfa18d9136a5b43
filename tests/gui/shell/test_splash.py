"""The frozen build's splash (PyInstaller's, shown by its bootloader from the launch) goes
when the window first paints, at once for a command without a window, and never shows for
the processes DeviceLab starts. A stand-in ``pyi_splash`` takes the bootloader's place."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from gui.main import main
from gui.shell import splash

ROOT = Path(__file__).resolve().parents[3]
FAKE_PYI_SPLASH = """
def is_alive():
    return True

def close():
    print("splash closed", flush=True)
"""


@pytest.fixture
def shown_splash(monkeypatch):
    """A process whose bootloader shows a splash: its ``pyi_splash``, and what it was asked."""
    asked: list[str] = []
    module = types.ModuleType("pyi_splash")
    module.is_alive = lambda: "close" not in asked
    module.close = lambda: asked.append("close")
    monkeypatch.setitem(sys.modules, "pyi_splash", module)
    monkeypatch.setenv(splash.SHOWN_VARIABLE, "1")
    monkeypatch.delenv(splash.SUPPRESS_VARIABLE, raising=False)
    return asked


def test_a_command_without_a_window_closes_the_splash_at_once(shown_splash, capsys):
    with pytest.raises(SystemExit):  # argparse's --version says it and leaves
        main(["--version"])
    assert shown_splash == ["close"]
    assert os.environ[splash.SUPPRESS_VARIABLE] == "1"  # its children show none


def test_no_splash_is_closed_where_the_bootloader_showed_none(shown_splash, monkeypatch):
    monkeypatch.delenv(splash.SHOWN_VARIABLE)
    splash.close_splash()
    assert shown_splash == []


def test_a_snippets_process_is_told_to_show_no_splash(tmp_path):
    from core.calls.sandbox import _child_environment

    assert _child_environment(tmp_path)[splash.SUPPRESS_VARIABLE] == "1"


@pytest.mark.slow
def test_the_window_closes_the_splash_when_it_first_paints(tmp_path):
    (tmp_path / "pyi_splash.py").write_text(FAKE_PYI_SPLASH, encoding="utf-8")
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)]),
        "QT_QPA_PLATFORM": "offscreen",
        "DEVICELAB_QUIT_AFTER_FIRST_PAINT": "1",
        "DEVICELAB_INSTANCE": f"devicelab-test-{tmp_path.name}",
        splash.SHOWN_VARIABLE: "1",
    }
    shown = subprocess.run(
        [sys.executable, "-c", "import sys; from gui.main import main; sys.exit(main([]))"],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
    )
    assert shown.stdout.splitlines() == ["splash closed", "first paint"], shown.stderr[-2000:]
