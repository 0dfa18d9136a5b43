"""A display of its own for each real-input test (Xvfb), driven by ``xdotool``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCREEN = "1024x768x24"


@pytest.fixture
def x_display():
    """A display of its own (Xvfb picks a free number), gone after the test."""
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        if os.environ.get("DEVICELAB_REAL_INPUT") == "required":
            pytest.fail(f"real-input tests need {', '.join(missing)}")
        pytest.skip(f"needs {', '.join(missing)}")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    yield f":{number}"
    server.terminate()
    server.wait(10)


@pytest.fixture
def run_probe(x_display):
    """Runs a probe script of this folder on the test's own display (Qt's xcb plugin) and
    returns the JSON report on its last line; a probe that fails, fails the test."""
    root = Path(__file__).resolve().parents[3]
    environment = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb"}
    environment["PYTHONPATH"] = str(root)
    environment.pop("WAYLAND_DISPLAY", None)

    def run(probe: str, timeout: float) -> dict:
        done = subprocess.run(
            [sys.executable, str(Path(__file__).with_name(probe))],
            cwd=root,
            env=environment,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout.splitlines()[-1])

    return run
