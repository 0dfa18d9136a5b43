"""Waiting in the GUI thread while events keep flowing (screenshots, the self-test, bench/)."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

PROBE_TIMEOUT_S = 30.0
"""How long the hardware probes may take before a screenshot or the self-test goes on."""


def wait_until(app: QApplication, condition, timeout_s: float) -> bool:
    """Process events until ``condition()`` holds or the timeout passes."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.01)
    return True
