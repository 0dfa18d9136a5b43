"""The __call__ lab from a student's side: presets run and trace, errors point at lines."""

import time

import pytest
from chinese_fallback import stays_english_without_a_chinese_font

from core.calls.presets import PRESETS
from gui.calls.lab_page import LabPage


def _run(qtbot, lab, timeout=60_000):
    lab.start()
    assert lab.is_running
    qtbot.waitUntil(lambda: not lab.is_running, timeout=timeout)
    return lab.result


@pytest.mark.slow
@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_runs_and_traces_from_the_tab(qtbot, runner, show, key):
    lab = show(LabPage(runner))
    lab.preset_box.setCurrentIndex(lab.preset_box.findData(key))
    assert lab.editor.toPlainText() == PRESETS[key].code("en")
    assert lab.explanation.text() == PRESETS[key].explanation
    result = _run(qtbot, lab)
    assert result.ok, result.message
    assert result.stdout and lab.output.toPlainText() == result.stdout
    assert (
        lab.trace.tree.topLevelItemCount() >= 1
        and len(lab.trace.events) == lab.trace.step_slider.maximum() + 1
    )


@pytest.mark.slow
def test_stepping_through_model_of_x_marks_each_line_and_shows_locals(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("hooks"))
    _run(qtbot, lab)
    names = [event["name"] for event in lab.trace.events if event["event"] == "call"]
    assert names.index("MLP.__call__") < names.index("before") < names.index("MLP.forward")
    forward = next(i for i, e in enumerate(lab.trace.events) if e["name"] == "MLP.forward")
    lab.trace.step_slider.setValue(forward)
    assert lab.editor.marked_line() == 11  # def forward(self, x):
    variables = [
        lab.trace.locals_table.item(row, 0).text()
        for row in range(lab.trace.locals_table.rowCount())
    ]
    assert variables == ["self", "x", "self.training"]  # a module's own state: training
    lab.trace.forward_button.click()  # into fc1.__call__, torch's code: the calling line is marked
    assert lab.trace.events[forward + 1]["name"] == "Linear.__call__"
    assert lab.editor.marked_line() == 12  # out = self.fc1(x)
    lab.trace.back_button.click()
    assert lab.trace.step_slider.value() == forward


def test_an_exception_is_shown_and_its_line_marked(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.editor.setPlainText("def f(x):\n    return 1 / x\n\nf(0)\n")
    result = _run(qtbot, lab)
    assert result.exception.type == "ZeroDivisionError"
    assert lab.editor.marked_line() == 2
    assert "ZeroDivisionError: division by zero" in lab.errors.toPlainText()
    said = lab.status.text()
    assert said.startswith("ZeroDivisionError on line 2: division by zero The code started ")


def test_stop_ends_an_endless_loop_and_the_window_stays_responsive(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.timeout_box.setValue(60)
    lab.editor.setPlainText("while True:\n    pass\n")
    lab.start()
    started = time.monotonic()
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or len(ticks) > 20, timeout=5_000)  # events flow
    lab.stop()
    qtbot.waitUntil(lambda: not lab.is_running, timeout=5_000)
    assert time.monotonic() - started < 5
    assert lab.status.text().startswith("Stopped by the user.")


def test_after_a_time_out_the_trace_shows_the_calls_made_before_it(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.timeout_box.setValue(3)  # time to start and trace, however busy the machine
    lab.editor.setPlainText("def tick():\n    return 1\n\ntick()\nwhile True:\n    pass\n")
    _run(qtbot, lab, timeout=20_000)
    assert lab.status.text() == (
        "Stopped after 3 s: the time limit (an endless loop?)."
        " The trace shows the calls made before it was stopped."
    )
    assert [event["name"] for event in lab.trace.events][:3] == ["<module>", "tick", "tick"]
    assert "No trace yet" not in lab.trace.step_label.text()


def test_measuring_the_cost_of_call_fills_the_table(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.cost.measure()
    qtbot.waitUntil(lambda: lab.cost.measure_button.isEnabled(), timeout=60_000)
    rows = [
        lab.cost.cost_table.item(row, 0).text() for row in range(lab.cost.cost_table.rowCount())
    ]
    assert rows == ["fc1(x)", "fc1.forward(x)", "F.linear(x, w, b)"]
    assert lab.cost.cost_note.text().startswith("__call__ adds about")


def _counter_preset(lab):
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("counter"))


def test_switching_the_preset_or_editing_clears_the_last_runs_trace_and_output(qtbot, runner, show):
    lab = show(LabPage(runner))
    _counter_preset(lab)
    _run(qtbot, lab)
    assert (
        lab.trace.events and lab.output.toPlainText() and lab.status.text().startswith("Finished")
    )
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("arguments"))
    assert not lab.trace.events and lab.trace.tree.topLevelItemCount() == 0
    assert lab.output.toPlainText() == "" and not lab.status.text().startswith("Finished")
    assert lab.editor.marked_lines() == []

    _run(qtbot, lab)
    assert lab.trace.events
    lab.editor.textCursor().insertText("# a change\n")
    assert not lab.trace.events and lab.output.toPlainText() == "" and lab.result is None


def test_a_theme_or_projector_switch_keeps_the_last_runs_trace(qtbot, window):
    lab = window.call_tab.lab
    _counter_preset(lab)
    _run(qtbot, lab)
    window.view.set_theme("dark")  # the editor recolours its code: the code is the same
    window.view.projector.trigger()
    assert lab.trace.events and lab.result is not None and lab.status.text().startswith("Finished")


def test_the_presets_code_speaks_the_windows_language_until_it_is_edited_or_run(qtbot, window):
    lab = window.call_tab.lab
    _counter_preset(lab)
    window.view.set_language("zh_CN", remember=False)
    if stays_english_without_a_chinese_font(window):
        return
    assert lab.editor.toPlainText() == PRESETS["counter"].code("zh_CN")
    assert not lab.restore_link.isVisibleTo(lab)  # the preset's own code, in Chinese
    lab.editor.textCursor().insertText("# 我的改动\n")
    edited = lab.editor.toPlainText()
    window.view.set_language("en", remember=False)
    assert lab.editor.toPlainText() == edited  # the student's code is never replaced
    lab.choose_preset("counter")
    _run(qtbot, lab)
    window.view.set_language("zh_CN", remember=False)
    assert lab.editor.toPlainText() == PRESETS["counter"].code("en") and lab.trace.events


def test_the_code_cannot_change_while_it_runs(qtbot, runner, show):
    lab = show(LabPage(runner))
    lab.timeout_box.setValue(60)
    lab.editor.setPlainText("while True:\n    pass\n")
    lab.start()
    assert lab.editor.isReadOnly() and not lab.preset_box.isEnabled()
    lab.stop()
    qtbot.waitUntil(lambda: not lab.is_running, timeout=5_000)
    assert not lab.editor.isReadOnly() and lab.preset_box.isEnabled()


def test_a_step_shows_self_state_and_marks_the_calling_line(qtbot, runner, show):
    lab = show(LabPage(runner))
    _counter_preset(lab)
    _run(qtbot, lab)
    returns = [
        i
        for i, e in enumerate(lab.trace.events)
        if e["event"] == "return" and "__call__" in e["name"]
    ]
    counts = []
    for index in returns:
        lab.trace.step_slider.setValue(index)
        rows = {
            lab.trace.locals_table.item(row, 0).text(): lab.trace.locals_table.item(row, 1).text()
            for row in range(lab.trace.locals_table.rowCount())
        }
        counts.append(rows["self.count"])
        event = lab.trace.events[index]
        assert lab.editor.marked_lines() == [event["line"], event["caller_line"]]
        assert f"called from line {event['caller_line']}" in lab.trace.step_label.text()
    assert counts == ["1", "2"]


@pytest.mark.slow
def test_call_names_are_shown_in_full_at_1024_by_768(qtbot, window):
    window.showNormal()
    window.resize(1024, 768)
    assert window.width() == 1024  # the lab's controls fit: nothing forces the window wider
    window.show_tab("call")
    lab = window.call_tab.lab
    lab.preset_box.setCurrentIndex(lab.preset_box.findData("hooks"))
    _run(qtbot, lab)
    qtbot.wait(50)
    metrics = lab.trace.tree.fontMetrics()
    for item in lab.trace._items:
        if item is None:
            continue
        depth, parent = 0, item.parent()
        while parent is not None:
            depth, parent = depth + 1, parent.parent()
        needed = metrics.horizontalAdvance(item.text(0)) + lab.trace.tree.indentation() * depth
        assert lab.trace.tree.columnWidth(0) >= needed, item.text(0)
        assert item.toolTip(0) == item.text(0)


def test_open_reads_a_notepad_file_and_save_writes_utf8(qtbot, runner, show, tmp_path):
    lab = show(LabPage(runner))
    notepad = tmp_path / "notepad.py"
    notepad.write_bytes("\ufeffprint('显存')\n".encode())
    assert lab.load_file(str(notepad))
    assert lab.editor.toPlainText() == "print('显存')\n"
    saved = tmp_path / "saved.py"
    assert lab.save_to(str(saved))
    assert saved.read_text(encoding="utf-8") == "print('显存')\n"
    broken = tmp_path / "broken.py"
    broken.write_bytes(b"print(1)\xff\n")
    assert not lab.load_file(str(broken))
    assert "Save it as UTF-8" in lab.status.text()
    assert lab.editor.toPlainText() == "print('显存')\n"  # the code in the editor is kept


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("def f(x):", "def f(x):\n    "),
        ("    y = 1", "    y = 1\n    "),
        ("    if y:  # a comment", "    if y:  # a comment\n        "),
    ],
)
def test_the_editor_indents_after_a_colon_and_keeps_the_indentation(
    qtbot, runner, show, typed, expected
):
    from PySide6.QtCore import Qt

    lab = show(LabPage(runner))
    lab.editor.setPlainText(typed)
    cursor = lab.editor.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    lab.editor.setTextCursor(cursor)
    qtbot.keyClick(lab.editor, Qt.Key.Key_Return)
    assert lab.editor.toPlainText() == expected


def test_code_from_a_lesson_file_runs_only_once_its_reader_confirms(
    qtbot, runner, show, monkeypatch
):
    from PySide6.QtWidgets import QMessageBox

    lab = show(LabPage(runner))
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []

    def answer(box):
        asked.append((box.text(), box.detailedText()))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    lab.set_lesson_code("print('from the lesson')\n")
    lab.start()  # refused: not run, and said
    assert not lab.is_running and "read the lesson's code first" in lab.status.text()
    assert asked[0][0].startswith("This code came in a lesson file.")
    assert asked[0][1] == "print('from the lesson')\n"  # shown as written
    _run(qtbot, lab)  # confirmed: it runs
    assert lab.output.toPlainText() == "from the lesson\n" and len(asked) == 2
    _run(qtbot, lab)  # confirmed once: not asked again
    assert len(asked) == 2
    lab.editor.setPlainText("print('mine')\n")  # the student's own code: never asked
    _run(qtbot, lab)
    assert len(asked) == 2


@pytest.mark.parametrize(
    ("offline", "confined", "dated", "said"),
    [
        (True, True, True, "it can still read your files."),  # Linux with namespaces
        (False, True, True, "still read your files and use the network"),  # macOS
        (False, True, False, "change their permissions and dates"),  # Landlock alone
        (False, False, False, "still read and change your files"),  # Windows, old Linux
    ],
)
def test_the_lab_says_what_the_code_can_still_reach_on_this_system(
    monkeypatch, runner, show, offline, confined, dated, said
):
    # Landlock (Linux 5.13+) and sandbox-exec (macOS) keep a snippet's writes in its folder,
    # and Landlock leaves chmod and utime open; on Windows or an older Linux it can change
    # the user's files, and the lab says so. A Linux with user namespaces gives it no
    # network, no view of DeviceLab's process and read-only files but its folder.
    monkeypatch.setattr("gui.calls.lab_page.writes_confined", lambda: confined)
    monkeypatch.setattr("gui.calls.lab_page.permissions_confined", lambda: dated)
    monkeypatch.setattr("gui.calls.lab_page.isolated", lambda: offline)
    monkeypatch.setattr("gui.calls.lab_page.reaches_display", lambda: not offline)
    lab = show(LabPage(runner))
    text = lab.status.text()
    assert said in text
    assert ("use the network" in text) is not offline and ("without a network" in text) is offline
    assert ("X server's socket file" in text) is not offline
    lab.editor.setPlainText("print(1)\n")  # new code: the same sentence again
    assert said in lab.status.text()


def test_a_run_finds_the_next_process_ready_with_torch_imported(qtbot, runner, show, monkeypatch):
    """Run answers at once even when the code imports torch: the lab starts the next run's
    process while the student reads, and hands it the code; closing the page ends it."""
    monkeypatch.setattr("gui.calls.lab_page.PREPARE_AFTER_MS", 0)
    lab = show(LabPage(runner))
    qtbot.waitUntil(lambda: lab.ready is not None, timeout=10_000)
    lab.editor.setPlainText("import sys\nprint('torch' in sys.modules)\n")
    _run(qtbot, lab)
    assert lab.result.stdout.split() == ["True"]  # imported before the code arrived
    assert "ms after Run" in lab.status.text()
    qtbot.waitUntil(lambda: lab.ready is not None, timeout=10_000)  # the next one
    waiting = lab.ready._child.process
    lab.timeout_box.setValue(7.0)  # its limits were the old timeout's: a fresh run instead
    lab.editor.setPlainText("import sys\nprint('torch' in sys.modules)\n")
    _run(qtbot, lab)
    assert lab.result.stdout.split() == ["False"]
    assert waiting.poll() is not None  # the unfitting one was ended
    qtbot.waitUntil(lambda: lab.ready is not None, timeout=10_000)
    process = lab.ready._child.process
    lab.close()
    assert lab.ready is None and process.poll() is not None
