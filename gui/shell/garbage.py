"""Python's garbage collector runs on the GUI thread only.

A reference cycle that holds a Qt object (a widget and the lambda that names its text, a
window and a slot) may be collected by whichever thread happens to allocate when the
collector's threshold is reached — a worker thread in the middle of a training run. The
Qt object is then deleted from the wrong thread: Qt aborts ("Timers cannot be stopped
from another thread") or the two threads wait on each other for good (seen here as a test
run that hung with both threads idle). As pyqtgraph advises, automatic collection is
turned off and a one-second timer on the GUI thread collects instead, generation by
generation at Python's own thresholds (as ``pyqtgraph.util.garbage_collector`` does; its
import would load pyqtgraph, 0.2 s, before the window's first paint).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QTimer

INTERVAL_MS = 1_000


class GuiThreadCollector:
    """Collects a generation when Python's threshold for it is passed, from a timer."""

    def __init__(self) -> None:
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer()
        self.timer.timeout.connect(self.check)
        self.timer.start(INTERVAL_MS)

    def check(self) -> None:
        """The youngest generation past its threshold, and each older one past its own."""
        for generation, (count, threshold) in enumerate(
            zip(gc.get_count(), self.thresholds, strict=True)
        ):
            if count <= threshold:
                return
            gc.collect(generation)


_collector: GuiThreadCollector | None = None


def collect_on_gui_thread() -> None:
    """Turn automatic collection off and collect from a GUI-thread timer (once per
    process; call it from the GUI thread with a QApplication)."""
    global _collector
    if _collector is None:
        _collector = GuiThreadCollector()
