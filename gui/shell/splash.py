"""PyInstaller's splash screen: in the frozen build on Windows and Linux its bootloader shows
``resources/splash.png`` from the moment of the launch (``build.spec``), before Python and
torch have loaded. DeviceLab closes it when the window first paints, or at once when there
is no window to wait for; the processes it starts (the sandbox's child, the busy core, the
CPU probe's) are this executable again and never show it."""

from __future__ import annotations

import os

SUPPRESS_VARIABLE = "PYINSTALLER_SUPPRESS_SPLASH_SCREEN"
"""Set to 1, a frozen build shows no splash (PyInstaller ≥ 6.3): given to every child."""
SHOWN_VARIABLE = "_PYI_SPLASH_IPC"
"""Set by the bootloader in a process whose splash it shows."""


def close_splash() -> None:
    """Close the splash if this process has one (nothing happens otherwise); the
    processes started from now on show none."""
    os.environ[SUPPRESS_VARIABLE] = "1"
    if SHOWN_VARIABLE not in os.environ:
        return
    try:
        import pyi_splash  # type: ignore[import-not-found, unused-ignore]  # frozen only
    except ImportError:
        return
    if pyi_splash.is_alive():
        pyi_splash.close()
