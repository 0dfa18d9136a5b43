"""A display of its own for each real-input test (Xvfb), driven by ``xdotool``."""

from __future__ import annotations

import os
import shutil
import subprocess

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
def on_the_display(x_display):
    """The environment a probe runs in: Qt's xcb plugin on the test's own display."""
    from pathlib import Path

    environment = {
        **os.environ,
        "DISPLAY": x_display,
        "QT_QPA_PLATFORM": "xcb",
        "PYTHONPATH": str(Path(__file__).resolve().parents[3]),
    }
    environment.pop("WAYLAND_DISPLAY", None)
    return environment
