"""The __call__ lab from a student's side: presets run and trace, errors point at lines."""

import time

import pytest

from core.calls.presets import PRESETS


def _run(qtbot, lab, timeout=60_000):
    lab.start()
    assert lab.is_running
    qtbot.waitUntil(lambda: not lab.is_running, timeout=timeout)
    return lab.result


@pytest.mark.slow
@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_runs_and_traces_from_the_tab(qtbot, window, key):
    lab = window.call_tab.lab
    lab.preset_box.setCurrentIndex(lab.preset_box.findData(key))
    assert lab.editor.toPlainText() == PRESETS[key].code
    assert lab.explanation.text() == PRESETS[key].explanation
    result = _run(qtbot, lab)
    assert result.ok, result.message
    assert result.stdout and lab.output.toPlainText() == result.stdout
    assert lab.tree.topLevelItemCount() >= 1 and len(lab.events) == lab.step_slider.maximum() + 1


@pytest.mark.slow
def test_stepping_through_model_of_x_marks_each_line_and_shows_locals(qtbot, window):
    lab = window.call_tab.lab
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("hooks"))
    _run(qtbot, lab)
    names = [event["name"] for event in lab.events if event["event"] == "call"]
    assert names.index("MLP.__call__") < names.index("before") < names.index("MLP.forward")
    forward = next(i for i, e in enumerate(lab.events) if e["name"] == "MLP.forward")
    lab.step_slider.setValue(forward)
    assert lab.editor.marked_line() == 11  # def forward(self, x):
    variables = [lab.locals_table.item(row, 0).text() for row in range(lab.locals_table.rowCount())]
    assert variables == ["self", "x"]
    lab.forward_button.click()  # into fc1.__call__, torch's code: the calling line is marked
    assert lab.events[forward + 1]["name"] == "Linear.__call__"
    assert lab.editor.marked_line() == 12  # out = self.fc1(x)
    lab.back_button.click()
    assert lab.step_slider.value() == forward


def test_an_exception_is_shown_and_its_line_marked(qtbot, window):
    lab = window.call_tab.lab
    lab.editor.setPlainText("def f(x):\n    return 1 / x\n\nf(0)\n")
    result = _run(qtbot, lab)
    assert result.exception.type == "ZeroDivisionError"
    assert lab.editor.marked_line() == 2
    assert "ZeroDivisionError: division by zero" in lab.errors.toPlainText()
    assert lab.status.text() == "ZeroDivisionError on line 2: division by zero"


def test_stop_ends_an_endless_loop_and_the_window_stays_responsive(qtbot, window):
    lab = window.call_tab.lab
    lab.timeout_box.setValue(60)
    lab.editor.setPlainText("while True:\n    pass\n")
    lab.start()
    started = time.monotonic()
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or len(ticks) > 20, timeout=5_000)  # events flow
    lab.stop()
    qtbot.waitUntil(lambda: not lab.is_running, timeout=5_000)
    assert time.monotonic() - started < 5
    assert lab.status.text() == "Stopped by the user."


def test_measuring_the_cost_of_call_fills_the_table(qtbot, window):
    lab = window.call_tab.lab
    lab.measure()
    qtbot.waitUntil(lambda: lab.measure_button.isEnabled(), timeout=60_000)
    rows = [lab.cost_table.item(row, 0).text() for row in range(lab.cost_table.rowCount())]
    assert rows == ["fc1(x)", "fc1.forward(x)", "F.linear(x, w, b)"]
    assert lab.cost_note.text().startswith("__call__ adds about")
