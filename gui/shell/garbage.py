"""Python's garbage collector runs on the GUI thread only.

A reference cycle that holds a Qt object (a widget and the lambda that names its text, a
window and a slot) may be collected by whichever thread happens to allocate when the
collector's threshold is reached — a worker thread in the middle of a training run. The
Qt object is then deleted from the wrong thread: Qt aborts ("Timers cannot be stopped
from another thread") or the two threads wait on each other for good (seen here as a test
run that hung with both threads idle). As pyqtgraph advises, automatic collection is
turned off and a one-second timer on the GUI thread collects instead
(``pyqtgraph.util.garbage_collector.GarbageCollector``, the same thresholds).
"""

from __future__ import annotations

from pyqtgraph.util.garbage_collector import GarbageCollector

_collector: GarbageCollector | None = None


def collect_on_gui_thread() -> None:
    """Turn automatic collection off and collect from a GUI-thread timer (once per
    process; call it from the GUI thread with a QApplication)."""
    global _collector
    if _collector is None:
        _collector = GarbageCollector(interval=1.0)
