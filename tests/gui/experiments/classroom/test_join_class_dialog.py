"""Join the class…: a student races (or reuses the last race), sees exactly what will be
sent, and sends it to a teacher's collector on the loopback address, or saves it."""

import json
from dataclasses import replace

import pytest

from core.classroom import student
from core.classroom.client import read_result_file
from core.classroom.collector import ClassCollector
from core.classroom.discovery import FoundClass
from core.hardware import probe_cpu, probe_gpus
from gui.experiments.classroom.join_class_dialog import JoinClassDialog


@pytest.fixture
def found_one_class(monkeypatch):
    """The race 200 epochs long, the network search answering one class."""
    monkeypatch.setattr(
        student, "LESSON_RACE_CONFIG", replace(student.LESSON_RACE_CONFIG, epochs=200)
    )
    monkeypatch.setattr(
        "gui.experiments.classroom.join_class_dialog.find_classes",
        lambda seconds, should_stop=None: [FoundClass("DeviceLab class 4f2a", "127.0.0.1:9")],
    )


def probed(model):
    """The model as the Hardware tab leaves it once its probes answered on this machine."""
    model.set_cpu(probe_cpu())
    model.set_gpus(probe_gpus(), ["cpu"])
    return model


@pytest.fixture
def dialog(qtbot, model, found_one_class):
    """The dialog on a window model whose probes have answered."""
    shown = JoinClassDialog(probed(model))
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


def test_a_kept_race_other_programs_crowded_is_said_before_sending(qtbot, dialog):
    """ "Use the last race kept" sent a race its own page had called unreliable, unsaid."""
    dialog._use([student.LessonRun("cpu", 900.0, 20_000, 2, "2.13.0", "cpu", crowded=True)])
    assert json.loads(dialog.preview.toPlainText())["disturbed"] is True
    assert dialog.status.text().startswith("* Other programs crowded this race")
    dialog._use([student.LessonRun("cpu", 150.0, 20_000, 2, "2.13.0", "cpu")])
    assert "disturbed" not in json.loads(dialog.preview.toPlainText())
    assert dialog.status.text() == "Read what will be sent, then press Send."


def test_the_last_race_kept_carries_whether_it_was_crowded(kept, monkeypatch):
    """The store keeps a run's ``crowded``; the kept race brings it to the result (a short
    race stands for the lesson's 20,000 epochs)."""
    monkeypatch.setattr(student, "comparable", lambda settings, result, status: True)
    from core.runs.recording import record_finished
    from core.training.trainer import train

    config = replace(student.LESSON_RACE_CONFIG, epochs=50)
    run = train(config)
    run.others_cores = 1.9  # another program took the machine meanwhile
    record_finished(kept.store, "race", run, "batch-1")
    (kept_run,) = student.lesson_runs_from_store(kept.store.runs())
    assert kept_run.crowded == run.crowded is True


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

    monkeypatch.setattr("gui.experiments.classroom.join_class_dialog.run_lesson_race", endless_race)
    dialog.race()
    assert runner.measurement == "race"
    dialog.close()
    qtbot.waitUntil(stopped.is_set, timeout=5_000)
    qtbot.waitUntil(lambda: runner.measurement is None, timeout=5_000)


def test_a_dialog_opened_before_the_probes_answered_waits_for_their_facts(
    qtbot, model, found_one_class
):
    shown = JoinClassDialog(model)
    qtbot.addWidget(shown)
    assert not shown.race_button.isEnabled() and shown.facts is None  # nothing to send yet
    probed(model)
    assert shown.race_button.isEnabled() and shown.facts == (model.cpu, model.gpus)


def test_a_failed_probe_is_said_and_the_race_stays_off(qtbot, model, found_one_class):
    model.set_cpu(None, "py-cpuinfo timed out")
    model.set_gpus(probe_gpus(), ["cpu"])
    shown = JoinClassDialog(model)
    qtbot.addWidget(shown)
    assert shown.status.text() == "Could not read this machine: py-cpuinfo timed out"
    assert not shown.race_button.isEnabled()
