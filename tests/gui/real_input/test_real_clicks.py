"""A real click on a tab and a real Ctrl+R while PyTorch loads, and a real Ctrl+R once it
has: the X server's events, through Qt's xcb plugin (``loading_probe.py``, in its own
Xvfb)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_a_tab_clicked_while_pytorch_loads_says_so_then_comes_alive(run_probe):
    report = run_probe("loading_probe.py", timeout=120)
    assert report["tab"] == 1  # the click reached the Training tab
    assert report["said"] == "Loading PyTorch…"
    assert not report["built_while_loading"]
    assert report["start_said"].startswith("PyTorch is still loading")
    assert report["built_after"] and report["trained"], report
