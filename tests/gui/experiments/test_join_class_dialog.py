"""Join the class…: a student races (or reuses the last race), sees exactly what will be
sent, and sends it to a teacher's collector on the loopback address, or saves it."""

import json
from dataclasses import replace

import pytest

from core.classroom import student
from core.classroom.client import read_result_file
from core.classroom.collector import ClassCollector
from core.classroom.discovery import FoundClass
from gui.experiments.join_class_dialog import JoinClassDialog


@pytest.fixture
def dialog(qtbot, runner, kept, monkeypatch):
    """The dialog, its race 200 epochs long, the network search answering one class."""
    monkeypatch.setattr(
        student, "LESSON_RACE_CONFIG", replace(student.LESSON_RACE_CONFIG, epochs=200)
    )
    monkeypatch.setattr(
        "gui.experiments.join_class_dialog.find_classes",
        lambda seconds, should_stop=None: [FoundClass("DeviceLab class 4f2a", "127.0.0.1:9")],
    )
    shown = JoinClassDialog(runner, kept)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(lambda: shown.race_button.isEnabled() and shown.found.count(), timeout=30_000)
    return shown


def test_a_student_races_sees_the_result_and_sends_it(qtbot, dialog):
    collector = ClassCollector("127.0.0.1", 0, "123456").start()
    try:
        assert not dialog.send_button.isEnabled()  # nothing to send before a race
        dialog.race()
        qtbot.waitUntil(lambda: dialog.send_button.isEnabled(), timeout=60_000)
        dialog.nickname.setText("desk 4")
        dialog.nickname.textEdited.emit("desk 4")
        shown = json.loads(dialog.preview.toPlainText())
        assert shown["nickname"] == "desk 4" and shown["epochs"] == 200
        dialog.address.setText("{}:{}".format(*collector.address))
        dialog.code.setText(collector.code)
        dialog.send()
        qtbot.waitUntil(lambda: "Sent: 1 machine(s)" in dialog.status.text(), timeout=10_000)
        (arrived,) = collector.take_new()
    finally:
        collector.stop()
    assert arrived.result_id == shown["result_id"]  # what was shown is what arrived
    assert arrived.cpu_ms_per_epoch == shown["cpu_ms_per_epoch"]


def test_a_found_class_fills_the_address_and_a_bad_code_is_named(qtbot, dialog):
    dialog.found.setCurrentRow(0)
    assert dialog.address.text() == "127.0.0.1:9"
    dialog.race()
    qtbot.waitUntil(lambda: dialog.send_button.isEnabled(), timeout=60_000)
    dialog.code.setText("12a")
    dialog.send()
    assert dialog.status.text() == "Join code: the 6 digits on the projector"


def test_a_student_who_cannot_reach_the_teacher_saves_a_file(qtbot, dialog, tmp_path):
    dialog.race()
    qtbot.waitUntil(lambda: dialog.save_button.isEnabled(), timeout=60_000)
    dialog.save_to(tmp_path / "desk 5")
    (saved,) = tmp_path.glob("*.devicelab-class.json")
    assert read_result_file(saved).epochs == 200
    assert "give this file to the teacher" in dialog.status.text()


def test_closing_the_dialog_stops_its_race_and_frees_the_machine(
    qtbot, dialog, runner, monkeypatch
):
    import threading

    stopped = threading.Event()

    def endless_race(available, report, stop):
        while not stop.wait(0.01):
            pass
        stopped.set()
        raise RuntimeError("stopped")

    monkeypatch.setattr("gui.experiments.join_class_dialog.run_lesson_race", endless_race)
    dialog.race()
    assert runner.measurement == "race"
    dialog.close()
    qtbot.waitUntil(stopped.is_set, timeout=5_000)
    qtbot.waitUntil(lambda: runner.measurement is None, timeout=5_000)
