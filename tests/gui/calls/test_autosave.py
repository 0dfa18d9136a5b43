"""The __call__ lab's code survives a restart and a crash: written a second after the last
keystroke (atomically), put back at the next start, the preset one click away."""

from __future__ import annotations

import json
import os

import pytest

from core.calls.presets import PRESETS
from core.files import write_atomically
from gui.calls.autosave import AUTOSAVE_DELAY_MS, autosave_path, read_autosave

EDITED = "class Counter:\n    def __call__(self):\n        return 'edited for twenty minutes'\n"


def test_the_code_is_written_a_second_after_the_last_keystroke(qtbot, window_factory):
    lab = window_factory().call_tab.lab
    lab.editor.setPlainText(EDITED)
    before = ("counter", PRESETS["counter"].code("en"), False)
    assert read_autosave(autosave_path()) in (None, before)
    written = ("counter", EDITED, False)
    qtbot.waitUntil(lambda: read_autosave(autosave_path()) == written, timeout=5_000)
    assert AUTOSAVE_DELAY_MS <= 1_000


def test_the_next_start_puts_the_code_back_with_the_preset_one_click_away(qtbot, window_factory):
    first = window_factory().call_tab.lab
    first.choose_preset("hooks")
    first.editor.setPlainText(EDITED)
    first.window().close()  # closing writes at once, without waiting for the second
    lab = window_factory().call_tab.lab
    assert lab.editor.toPlainText() == EDITED and lab.preset_box.currentData() == "hooks"
    assert "from the last session is back" in lab.status.text()
    assert lab.restore_link.isVisibleTo(lab)
    lab.restore_link.linkActivated.emit("preset")
    assert lab.editor.toPlainText() == PRESETS["hooks"].code("en")
    assert not lab.restore_link.isVisibleTo(lab)


@pytest.mark.parametrize(
    "saved", ["{not json", '["a list"]', '{"preset": "counter"}', "", "[" * 100_000]
)
def test_an_unreadable_autosave_is_ignored_and_the_preset_shown(qtbot, window_factory, saved):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(saved, encoding="utf-8")
    lab = window_factory().call_tab.lab
    assert lab.editor.toPlainText() == PRESETS["counter"].code("en")


def test_screenshots_and_the_self_test_neither_read_nor_write_the_users_code(qtbot):
    from gui.shell.main_window import MainWindow
    from gui.shell.settings import Settings

    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps({"preset": "counter", "code": EDITED}), "utf-8")
    window = MainWindow(settings=Settings(remember=False))
    qtbot.addWidget(window)
    assert window.call_tab.lab.editor.toPlainText() == PRESETS["counter"].code("en")
    assert window.call_tab.lab.autosave is None


def test_a_failed_write_keeps_the_previous_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "code.json"
    write_atomically(path, "the old code")
    monkeypatch.setattr(os, "replace", lambda *_args: (_ for _ in ()).throw(OSError(28, "full")))
    with pytest.raises(OSError):
        write_atomically(path, "the new code")
    assert path.read_text(encoding="utf-8") == "the old code"
    assert [item.name for item in tmp_path.iterdir()] == ["code.json"]  # no temporary left


def test_a_lessons_code_still_asks_before_its_first_run_after_a_restart(qtbot, window_factory):
    """Closing and reopening DeviceLab once brought a lesson's code back unmarked, and Run
    started it without asking."""
    first = window_factory().call_tab.lab
    first.set_lesson_code(EDITED)
    first.window().close()
    assert read_autosave(autosave_path()).unconfirmed
    again = window_factory().call_tab.lab
    assert again.editor.toPlainText() == EDITED and again.unconfirmed_code == EDITED
    again.unconfirmed_code = None  # read and confirmed (the dialog's Yes)
    again.window().close()
    assert window_factory().call_tab.lab.unconfirmed_code is None  # never asks twice
