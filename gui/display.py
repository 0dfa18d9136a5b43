"""Before Qt opens a window on Linux: is there a display, and can Qt's xcb plugin load?

Without one, Qt aborts with a long message about plugins; DeviceLab says in one line what
is missing and what to do instead. Qt-free, so that it runs before Qt is imported.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Mapping
from pathlib import Path

XCB_PACKAGES = (
    "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 "
    "libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 "
    "libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1"
)
"""Debian's packages for every library Qt's xcb plugin links to (``objdump -p``) that a
desktop may lack; the README lists them too."""
NO_DISPLAY = (
    "devicelab: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset). "
    "Run it in a desktop session or over ssh -X; without a screen, the commands work "
    "(devicelab info, train, experiments, run) and devicelab --screenshot FILE renders the "
    "window to a file."
)


def display_problem(
    environ: Mapping[str, str] = os.environ, platform: str = sys.platform
) -> str | None:
    """One line saying why the window cannot open here, or None when Qt should try."""
    if not platform.startswith("linux"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None  # offscreen, wayland, vnc …: the user chose, Qt answers
    if not environ.get("DISPLAY"):
        return None if environ.get("WAYLAND_DISPLAY") and not chosen else NO_DISPLAY
    missing = missing_xcb_library()
    if missing is None:
        return None
    return (
        f"devicelab: Qt's X11 (xcb) plugin cannot load: {missing} is missing. On Debian or "
        f"Ubuntu: sudo apt-get install {XCB_PACKAGES}"
    )


def missing_xcb_library(plugin: Path | None = None) -> str | None:
    """The shared library that stops Qt's xcb plugin from loading, or None if it loads."""
    plugin = plugin or _xcb_plugin()
    if plugin is None or not plugin.exists():
        return None  # a build without the plugin: Qt says what it lacks
    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        return str(error).split(":", 1)[0].strip() or str(error)
    return None


def _xcb_plugin() -> Path | None:
    try:
        import PySide6  # the package's folder only: no Qt module is loaded
    except ImportError:
        return None
    return Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
