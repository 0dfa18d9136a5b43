"""A real click on a tab while PyTorch loads, and a real Ctrl+R once it has: the X server's
events, through Qt's xcb plugin (``loading_probe.py``, in its own Xvfb)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PROBE = Path(__file__).with_name("loading_probe.py")

pytestmark = pytest.mark.slow


def test_a_tab_clicked_while_pytorch_loads_says_so_then_comes_alive(on_the_display):
    probe = subprocess.run(
        [sys.executable, str(PROBE)],
        cwd=ROOT,
        env=on_the_display,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert probe.returncode == 0, probe.stderr[-3000:]
    report = json.loads(probe.stdout.splitlines()[-1])
    assert report["tab"] == 1  # the click reached the Training tab
    assert report["said"] == "Loading PyTorch…"
    assert not report["built_while_loading"]
    assert report["built_after"] and report["trained"], report
