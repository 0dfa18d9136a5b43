"""A class collected without its page: results arrive, are kept once the arrivals pause,
survive a restart, and a removed machine stays removed."""

import pytest
from class_results import student_result

from core.classroom.client import send_result
from core.classroom.result import check_result
from gui.experiments.classroom.class_session import ClassSession


class _NoAnnouncement:
    def __init__(self, host, port):
        self.closed = False

    def close(self):
        self.closed = True


@pytest.fixture
def session(qtbot, runner, kept, monkeypatch):
    monkeypatch.setattr("gui.experiments.classroom.class_session.DEFAULT_PORT", 0)
    monkeypatch.setattr("gui.experiments.classroom.class_session.Announcement", _NoAnnouncement)
    made = ClassSession(runner, kept)
    yield made
    made.end()


def test_a_class_arrives_is_kept_and_comes_back_after_a_restart(qtbot, session, runner, kept):
    grew, said = [], []
    session.grew.connect(lambda: grew.append(len(session.entries)))
    session.said.connect(said.append)
    session.allow(3)  # three students on this one machine
    assert session.start("127.0.0.1")
    address = "{}:{}".format(*session.collector.address)
    for n in range(3):
        send_result(address, session.collector.code, student_result(nickname=f"desk {n}"))
    qtbot.waitUntil(lambda: len(session.entries) == 3 and not session.unsaved, timeout=5_000)
    assert grew and grew[-1] == 3 and not said
    session.remove([0])
    again = ClassSession(runner, kept)  # the window opened again on the same store
    again.restore()
    assert [result.nickname for result in again.entries] == ["desk 1", "desk 2"]
    assert again.batch == session.batch


def test_an_address_that_refuses_is_said_and_nothing_listens(qtbot, session):
    said = []
    session.said.connect(lambda text: said.append(text()))
    assert not session.start("203.0.113.7")  # TEST-NET-3: not an address of this machine
    assert session.collector is None and not session.timer.isActive()
    assert said and said[0].startswith("Cannot listen on 203.0.113.7")


def test_files_added_before_any_class_start_one(qtbot, session):
    session.add([check_result(student_result(nickname="saved"))])
    assert session.batch is not None and not session.unsaved
    assert [result.nickname for result in session.entries] == ["saved"]


def test_a_disturbed_mark_survives_a_restart_and_an_older_kept_class_still_opens(
    qtbot, session, runner, kept
):
    from dataclasses import asdict

    from core.classroom.class_store import CLASS_KIND

    session.add([check_result(student_result(nickname="busy", disturbed=True))])
    older = asdict(check_result(student_result(nickname="old")))
    del older["disturbed"]  # kept by a DeviceLab before the mark existed
    kept.store.add_finished(CLASS_KIND, session.batch, [(CLASS_KIND, {}, older)])
    again = ClassSession(runner, kept)
    again.restore()
    assert [(r.nickname, r.disturbed) for r in again.entries] == [("busy", True), ("old", False)]


def test_a_re_race_replaces_and_an_address_is_removed_whole(qtbot, session, kept):
    """One machine per address by default: a student's second race replaces the first, on
    the page and on disk; the teacher takes out everything an address sent at once."""
    from core.classroom.class_store import CLASS_KIND

    assert session.start("127.0.0.1")
    address = "{}:{}".format(*session.collector.address)
    first, second = student_result(nickname="desk 1"), student_result(nickname="desk 1")
    send_result(address, session.collector.code, first)
    qtbot.waitUntil(lambda: len(session.entries) == 1)
    session.keep_unsaved()
    send_result(address, session.collector.code, second)
    qtbot.waitUntil(lambda: [r.result_id for r in session.entries] == [second["result_id"]])
    session.keep_unsaved()
    kept_ids = [run.result["result_id"] for run in kept.store.runs(CLASS_KIND)]
    assert kept_ids == [second["result_id"]]
    assert kept.store.runs(CLASS_KIND)[0].result["sender"] == ""  # never kept on disk
    assert session.entries[0].sender == "127.0.0.1"
    session.remove_senders([0])
    assert session.entries == [] and kept.store.runs(CLASS_KIND) == []
    with pytest.raises(Exception, match="410"):  # its resend stays refused
        send_result(address, session.collector.code, second)
