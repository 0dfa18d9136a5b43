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


def test_the_hooks_code_comments_in_the_windows_language(qtbot, window):
    """The quick demo's code said "# the lesson's 4 → 10 → 3 network" in 简体中文."""
    from chinese_fallback import stays_english_without_a_chinese_font

    from gui.calls.demo_page import CodeView

    page = window.pages.widget("call.demo")
    (hooks,) = [
        view
        for view in page.findChildren(CodeView)
        if "register_forward_hook" in view.toPlainText()
    ]
    assert "# the lesson's 4 → 10 → 3 network" in hooks.toPlainText()
    if stays_english_without_a_chinese_font(window):
        return
    window.view.set_language("zh_CN", remember=False)
    assert "# 课程中 4 → 10 → 3 的网络" in hooks.toPlainText()
    assert "model.register_forward_pre_hook(pre_hook)" in hooks.toPlainText()
