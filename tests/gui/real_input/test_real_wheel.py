"""A real mouse wheel over a setting scrolls the page and never changes the setting, on every
page, at 1024×768 in projector mode with the lesson pane, in both languages.

The window runs in Xvfb (Qt's xcb plugin) and ``xdotool`` turns the wheel through the X
server, as a mouse does: a synthetic Qt event takes another path (the offscreen test of the
wheel guard passed while a real wheel changed 27 of 31 boxes). Skipped where Xvfb or
xdotool is missing, unless ``DEVICELAB_REAL_INPUT=required`` (CI sets it).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_a_real_wheel_over_a_setting_scrolls_the_page_and_leaves_the_setting(run_probe):
    report = run_probe("wheel_probe.py", timeout=140)
    assert report["active"], "the window never became active: no real wheel would focus a box"
    assert report["control_took_the_wheel"], "a box clicked into did not take the wheel"
    boxes = report["boxes"]
    pages = {box["page"] for box in boxes}
    assert {"training.training", "experiments.race", "call.lab"} <= pages
    assert all(box["reached"] for box in boxes), [b for b in boxes if not b["reached"]]
    changed = [box for box in boxes if box["changed"] or box["focused"]]
    assert not changed, f"{len(changed)} of {len(boxes)} boxes took the wheel: {changed}"
