"""The __call__ tab in Chinese and back without losing anything, its hooks, tooltips, theme."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QWidget,
)
from widget_controls import controls

from core.call_cost import CallTiming, cost_conclusion
from core.call_demo import ModuleCallDemo, callable_examples
from core.call_presets import PRESETS
from core.sandbox import Message, render_messages
from gui.call_tab import CallTab
from gui.i18n import set_language
from gui.workers import JobRunner

CHINESE = re.compile(r"[\u4e00-\u9fff]")
TIMINGS = [
    CallTiming("fc1(x)", 5.0, 4.9, 5.2, 10),
    CallTiming("fc1.forward(x)", 3.8, 3.7, 3.9, 10),
    CallTiming("F.linear(x, w, b)", 2.0, 1.9, 2.1, 10),
]


@pytest.fixture
def tab(qtbot):
    """The tab on its own (the main window is not needed to test it)."""
    runner = JobRunner()
    widget = CallTab(runner)
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    qtbot.waitUntil(lambda: runner.running == 0, timeout=10_000)


@pytest.fixture
def switch(qapp, qtbot):
    """``switch("zh_CN")`` changes the language and lets the widgets retranslate; English
    is always restored afterwards."""

    def to(language: str) -> None:
        assert set_language(qapp, language)
        qapp.processEvents()  # LanguageChange is posted to the windows

    try:
        yield to
    finally:
        set_language(qapp, "en")
        qapp.processEvents()


def _texts(tab: CallTab) -> dict[str, str]:
    lab = tab.lab
    return {
        "lab tab": tab.pages.tabText(0),
        "demo tab": tab.pages.tabText(1),
        "run": lab.run_button.text(),
        "run tooltip": lab.run_button.toolTip(),
        "preset item": lab.preset_box.itemText(lab.preset_box.currentIndex()),
        "explanation": lab.explanation.text(),
        "status": lab.status.text(),
        "step": lab.step_label.text(),
        "cost note": lab.cost_note.text(),
        "cost header": lab.cost_table.horizontalHeaderItem(1).text(),
        "counter": tab.counter_result.text(),
        "summary": tab.trace_summary.text(),
        "event": tab.event_list.item(1).text(),
        "why": tab.callable_table.item(0, 2).text(),
        "placeholder": lab.editor.placeholderText(),
    }


def test_switching_to_chinese_and_back_keeps_text_trace_and_step(tab, switch, qtbot):
    lab = tab.lab
    tab.choose_preset("memo")
    lab.editor.setPlainText("def f(x):\n    return 1 / x\n\nf(0)\n")
    lab.start()
    qtbot.waitUntil(lambda: not lab.is_running, timeout=60_000)
    assert lab.status.text() == "ZeroDivisionError on line 2: division by zero"
    assert len(lab.events) >= 2
    lab.step_slider.setValue(1)
    lab._on_cost(TIMINGS)
    tab.call_counter()
    tab.call_counter()
    tab.run_model_call()
    code, step, marked = lab.editor.toPlainText(), lab.step_slider.value(), lab.editor.marked_line()
    events, items = list(lab.events), lab.tree.topLevelItemCount()
    english = _texts(tab)
    assert english["explanation"] == PRESETS["memo"].explanation
    assert english["counter"] == "counter() returned 2"
    assert english["cost note"].startswith("__call__ adds about 1.2 µs per call here")

    switch("zh_CN")
    chinese = _texts(tab)
    for name, text in chinese.items():
        assert text != english[name], name
        assert CHINESE.search(text), (name, text)
    assert "\n" in chinese["explanation"]  # still two lines
    assert "ZeroDivisionError" in chinese["status"] and "2" in chinese["status"]
    assert "1.2" in chinese["cost note"] and "counter() " in chinese["counter"]
    assert lab.editor.toPlainText() == code
    assert lab.step_slider.value() == step and lab.editor.marked_line() == marked
    assert lab.events == events and lab.tree.topLevelItemCount() == items
    assert tab.counter.count == 2

    switch("en")
    assert _texts(tab) == english
    assert lab.editor.toPlainText() == code and lab.step_slider.value() == step


def test_a_preset_explanation_in_chinese(tab, switch):
    switch("zh_CN")
    tab.choose_preset("call_vs_forward")
    explanation = tab.lab.explanation.text()
    assert CHINESE.search(explanation) and "model.forward(x)" in explanation
    assert explanation == PRESETS["call_vs_forward"].shown_explanation()
    assert tab.lab.editor.toPlainText() == PRESETS["call_vs_forward"].code  # code stays code


def test_core_texts_follow_the_language(switch):
    switch("zh_CN")
    assert CHINESE.search(cost_conclusion(TIMINGS))
    assert CHINESE.search(ModuleCallDemo().call_model()[1].describe())
    assert all(CHINESE.search(example.shown_why()) for example in callable_examples())
    stopped = [Message("Stopped by the user.")]
    assert CHINESE.search(render_messages(stopped))
    switch("en")
    assert render_messages(stopped) == "Stopped by the user."


def test_choose_preset_keeps_undo(tab, qtbot):
    editor = tab.lab.editor
    editor.setPlainText("print('my own code')\n")
    assert tab.current_preset() == ""
    tab.choose_preset("memo")
    assert editor.toPlainText() == PRESETS["memo"].code
    assert tab.current_preset() == "memo"
    assert tab.lab.preset_box.currentData() == "memo"
    assert tab.lab.explanation.text() == PRESETS["memo"].explanation
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.toPlainText() == "print('my own code')\n"
    assert tab.current_preset() == ""
    editor.redo()
    assert tab.current_preset() == "memo"


def test_current_preset_is_empty_once_the_code_is_edited(tab, qtbot):
    lab = tab.lab
    assert tab.current_preset() == "counter"
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("relu"))
    assert tab.current_preset() == "relu"
    lab.editor.moveCursor(lab.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(lab.editor, "x")
    assert tab.current_preset() == ""
    lab.editor.undo()
    assert tab.current_preset() == "relu"


def test_an_unknown_preset_names_the_allowed_ones(tab):
    before = tab.lab.editor.toPlainText()
    with pytest.raises(ValueError, match="counter, arguments, memo, hooks") as raised:
        tab.choose_preset("nope")
    assert "'nope'" in str(raised.value)
    assert tab.lab.editor.toPlainText() == before and tab.current_preset() == "counter"


def test_show_page(tab):
    tab.show_page("demo")
    assert tab.pages.currentWidget() is tab.demo_page
    tab.show_page("lab")
    assert tab.pages.currentWidget() is tab.lab
    tab.show_page("demo")
    tab.show_page("cost")
    assert tab.pages.currentWidget() is tab.lab
    assert tab.lab.pages.currentWidget() is tab.lab.cost_page
    with pytest.raises(ValueError, match="lab, demo"):
        tab.show_page("homework")


def test_hideable_controls_hide_what_they_name(tab, switch):
    hideable = tab.hideable_controls()
    assert {"call.demo", "call.time_limit", "call.cost", "call.presets"} <= set(hideable)
    assert 4 <= len(hideable) <= 10
    for key, (title, widgets) in hideable.items():
        assert re.fullmatch(r"call(\.[a-z_]+)+", key) and title
        assert widgets and all(isinstance(widget, QWidget) for widget in widgets)
    assert tab.demo_page in hideable["call.demo"][1]
    assert tab.lab.cost_page in hideable["call.cost"][1]
    assert tab.lab.timeout_label in hideable["call.time_limit"][1]
    english = {key: title for key, (title, _) in hideable.items()}
    switch("zh_CN")
    chinese = {key: title for key, (title, _) in tab.hideable_controls().items()}
    assert all(CHINESE.search(chinese[key]) and chinese[key] != english[key] for key in english)


def test_every_control_has_a_translated_tooltip(tab, switch):
    found = controls(tab)
    assert len(found) >= 15
    assert all(widget.toolTip().strip() for widget in found), [
        type(widget).__name__ for widget in found if not widget.toolTip().strip()
    ]
    switch("zh_CN")
    assert all(CHINESE.search(widget.toolTip()) for widget in controls(tab))


def _palette(window: str, base: str, text: str) -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(window))
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    palette.setColor(QPalette.ColorRole.Text, QColor(text))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    return palette


def _mark_colour(editor) -> str:
    selections = editor.extraSelections()
    return selections[0].format.background().color().name()


def test_the_editor_and_the_lists_follow_a_dark_palette(tab, qapp):
    """The app's palette changes (the theme): colours chosen by the window's lightness."""
    lab, editor = tab.lab, tab.lab.editor
    tab.run_model_call()
    editor.mark_line(2, "error")
    light_keyword = editor.highlighter.rules[0][1].foreground().color().name()
    light_mark = _mark_colour(editor)
    light_event = tab.event_list.item(1).foreground().color().name()
    assert not editor.is_dark()
    original = QPalette(qapp.palette())
    try:
        qapp.setPalette(_palette("#202124", "#000000", "#FFFFFF"))
        qapp.processEvents()
        qapp.processEvents()  # the style sheets are set again once the change is through
        assert editor.is_dark() and editor.highlighter.dark
        assert editor.highlighter.rules[0][1].foreground().color().name() != light_keyword
        mark = QColor(_mark_colour(editor))
        assert mark.name() != light_mark and mark.lightness() < 100  # white text stays readable
        assert editor.marked_line() == 2
        background, numbers = editor.margin_colours()
        assert background.lightness() < 60 and numbers.lightness() > 140
        assert tab.event_list.item(1).foreground().color().name() != light_event
        assert tab.counter_code.highlighter.dark and lab.editor.toPlainText()
        assert lab.tree.palette().color(QPalette.ColorRole.Base).lightness() < 60
    finally:
        qapp.setPalette(original)
        qapp.processEvents()
        qapp.processEvents()
    assert not editor.highlighter.dark
    assert _mark_colour(editor) == light_mark
    assert tab.event_list.item(1).foreground().color().name() == light_event
    assert lab.tree.palette().color(QPalette.ColorRole.Base).lightness() > 200


def test_code_follows_the_app_font_size(tab, qapp):
    """Zoom and projector mode set the app font: the code's monospace font follows it."""
    from PySide6.QtGui import QFont

    original = QFont(qapp.font())
    height = tab.counter_code.sizeHint().height()
    try:
        bigger = QFont(original)
        bigger.setPointSizeF(24)
        qapp.setFont(bigger)
        qapp.processEvents()
        for widget in (tab.lab.editor, tab.counter_code, tab.hooks_code, tab.event_list):
            assert widget.font().pointSizeF() == 24 and widget.font().fixedPitch()
        assert tab.counter_code.sizeHint().height() > height
        assert tab.lab.editor.viewportMargins().left() == tab.lab.editor.line_number_width()
    finally:
        qapp.setFont(original)
        qapp.processEvents()
