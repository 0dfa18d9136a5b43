"""File → Save lesson / Open lesson: a lesson comes back whole; a corrupt one changes
nothing and says what is wrong; recent lessons; `devicelab FILE.devicelab`."""

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from core.lesson_file import load


@pytest.fixture
def warnings(monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text: said.append(text))
    return said


def _prepare(window) -> None:
    window.training_tab.epochs_box.setValue(5_000)
    window.training_tab.record_box.setValue(100)
    window.experiments_tab.pages.setCurrentIndex(1)
    window.call_tab.lab.choose_preset("hooks")
    window.call_tab.lab.editor.setPlainText("print('prepared at home')\n")
    window.hardware_tab.pages.setTabVisible(2, False)
    window.show_tab("experiments")
    window.lesson_steps.panes["experiments"].show_step("05_homework")


def _state(window) -> dict:
    return {
        "epochs": window.training_tab.epochs_box.value(),
        "record": window.training_tab.record_box.value(),
        "tab": window.tabs.currentIndex(),
        "experiment": window.experiments_tab.pages.currentIndex(),
        "code": window.call_tab.lab.editor.toPlainText(),
        "throughput shown": window.hardware_tab.pages.isTabVisible(2),
        "step": window.lesson_steps.panes["experiments"].step,
    }


def test_a_saved_lesson_opens_whole(qtbot, window, tmp_path, warnings):
    _prepare(window)
    prepared = _state(window)
    path = str(tmp_path / "class.devicelab")
    assert window.lesson_files.save(path)
    window.reset_settings()
    window.call_tab.lab.choose_preset("counter")
    window.hardware_tab.pages.setTabVisible(2, True)
    assert _state(window) != prepared
    assert window.lesson_files.open(path)
    assert _state(window) == prepared and warnings == []
    assert window.settings.recent_lessons()[0] == path or not window.settings.remember


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda text: text[: len(text) // 2],  # truncated
        lambda text: text.replace('"epochs": 5000', '"epochs": -3'),  # out of range
        lambda text: text.replace('"epochs": 5000', '"epochs": "lots"'),  # wrong type
        lambda text: text.replace('"version": 1', '"version": 7'),  # too new
        lambda text: text.replace('"tab": "experiments"', '"tab": "' + "x" * 3_000_000 + '"'),
    ],
)
def test_a_corrupt_lesson_changes_nothing_and_says_why(qtbot, window, tmp_path, warnings, corrupt):
    _prepare(window)
    path = tmp_path / "class.devicelab"
    assert window.lesson_files.save(str(path))
    path.write_text(corrupt(path.read_text(encoding="utf-8")), encoding="utf-8")
    window.training_tab.epochs_box.setValue(1_234)
    before = _state(window)
    assert not window.lesson_files.open(str(path))
    assert _state(window) == before
    assert len(warnings) == 1 and warnings[0] == window.statusBar().currentMessage()


def test_a_lesson_with_an_out_of_range_setting_is_not_saved(qtbot, window, tmp_path, warnings):
    window.training_tab.lr_edit.setText("-1")
    assert not window.lesson_files.save(str(tmp_path / "bad.devicelab"))
    assert not (tmp_path / "bad.devicelab").exists()
    assert "Learning rate" in warnings[0] or "learning rate" in warnings[0].lower()


def test_the_file_on_the_command_line_opens_as_a_lesson(monkeypatch, tmp_path):
    import gui.app
    from gui.main import main

    seen = {}
    monkeypatch.setattr(gui.app, "run_app", lambda args: seen.setdefault("lesson", args.lesson))
    monkeypatch.setattr("gui.display.display_problem", lambda: None)
    assert main([str(tmp_path / "class.devicelab")]) == str(tmp_path / "class.devicelab")
    assert seen["lesson"] == str(tmp_path / "class.devicelab")


def test_the_saved_file_is_plain_versioned_json(qtbot, window, tmp_path, warnings):
    path = tmp_path / "class.devicelab"
    window.lesson_files.save(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "devicelab-lesson" and data["version"] == 1
    assert load(path).training.epochs == 20_000


def test_a_lesson_the_system_hands_over_opens_like_file_open(qtbot, window, tmp_path, warnings):
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from gui.shell.lesson_files import OpenedByTheSystem

    window.training_tab.epochs_box.setValue(5_000)
    path = str(tmp_path / "double-clicked.devicelab")
    assert window.lesson_files.save(path)
    window.training_tab.epochs_box.setValue(20_000)
    opener = OpenedByTheSystem(window.lesson_files)
    QApplication.instance().installEventFilter(opener)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(path))
    finally:
        QApplication.instance().removeEventFilter(opener)
    assert window.training_tab.epochs_box.value() == 5_000 and warnings == []


def test_a_lesson_carries_the_selected_runs_to_another_machine(qtbot, window, tmp_path, warnings):
    from core.runs.recording import record_finished
    from core.runs.run_store import new_batch
    from core.training import TrainConfig, train

    store = window.kept.store
    home_run = record_finished(
        store, "race", train(TrainConfig(epochs=200, record_every=10)), new_batch()
    )
    runs = window.experiments_tab.runs_page
    runs.refresh()
    runs.table.selectRow(0)
    path = str(tmp_path / "with-runs.devicelab")
    assert window.lesson_files.save(path)
    assert "carries the 1 run" in window.statusBar().currentMessage()
    host = store.run(home_run).machine["host"]
    store.delete([home_run])  # the class's machine has never seen it
    store.db.execute("UPDATE runs SET machine = '{}'")
    assert window.lesson_files.open(path)
    assert "It carried 1 run" in window.statusBar().currentMessage()
    assert window.lesson_files.open(path)  # opened twice: still one run, and said so
    assert "Its runs are already kept here." in window.statusBar().currentMessage()
    (carried,) = [run for run in runs.runs if run.carried_from is not None]
    assert len(runs.runs) == 1 and store.curve(carried.id)[0][-1] == 200
    assert runs.table.item(0, 2).text() == f"{host} (from a lesson)" and warnings == []
