"""Python's garbage is collected on the GUI thread, from a timer, at Python's thresholds."""

from __future__ import annotations

import gc
import weakref

from gui.shell.garbage import GuiThreadCollector


class _Node:
    """An object in a reference cycle: only the collector frees it."""


def test_a_cycle_is_freed_by_the_gui_threads_collector_once_past_its_threshold(qapp):
    collector = GuiThreadCollector()
    collector.timer.stop()  # checked by hand here
    assert not gc.isenabled()
    node = _Node()
    node.me = node
    alive = weakref.ref(node)
    del node
    collector.thresholds = (10**9, 10**9, 10**9)
    collector.check()
    assert alive() is not None  # under every threshold: left for later
    collector.thresholds = (-1, 10**9, 10**9)
    collector.check()
    assert alive() is None  # the youngest generation was collected
