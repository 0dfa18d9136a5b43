"""The quick demo: the lesson's Counter counts, and model(x) runs the hooks that
model.forward(x) skips, as real hooks saw them."""

from PySide6.QtCore import Qt

from gui.calls.demo_page import DemoPage


def test_call_buttons_show_counter_state_and_event_order(qtbot, show):
    tab = show(DemoPage())
    qtbot.mouseClick(tab.call_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.call_button, Qt.MouseButton.LeftButton)
    assert tab.counter_result.text() == "counter() returned 2"
    assert tab.counter_state.text() == "counter.count = 2"
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert tab.counter_state.text() == "counter.count = 0"

    qtbot.mouseClick(tab.model_button, Qt.MouseButton.LeftButton)
    lines = [tab.model_events.item(row).text() for row in range(tab.model_events.count())]
    order = [
        "model.__call__ entered",
        "forward pre-hook on model",
        "model.forward entered",
        "forward hook on model",
        "model.__call__ returned",
    ]
    positions = [next(i for i, line in enumerate(lines) if key in line) for key in order]
    assert positions == sorted(positions)

    qtbot.mouseClick(tab.forward_button, Qt.MouseButton.LeftButton)
    lines = [tab.forward_events.item(row).text() for row in range(tab.forward_events.count())]
    assert "model.forward entered" in lines[0]
    assert not any("hook" in line for line in lines)
    assert "skipped" in tab.forward_summary.text()
    # Side by side: model(x)'s events are still there to compare with.
    assert tab.model_events.count() > len(lines) and "pre-hook" in tab.model_summary.text()
