"""The run store under faults: a healthy store is never moved aside for a lock, a
full disk or a read-only folder (it is shown read-only, or this start's runs are kept in
memory, and the user is told); real corruption is; a store upgraded by two processes at once
is upgraded once; damaged rows are skipped and counted, never a crash."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys

import pytest

from core.i18n import render
from core.runs import run_store
from core.runs.run_store import RunStore, StoreError, new_batch

SETTINGS = {"epochs": 100, "lr": 0.01}


def _store_with_runs(path, count: int = 3) -> list[int]:
    store = RunStore(path)
    ids = []
    for _ in range(count):
        run_id = store.start("training", "cpu", SETTINGS, {"host": "here"}, new_batch())
        store.add_points(run_id, [1, 2], [0.9, 0.8])
        store.finish(run_id, "finished", {"train_s": 1.0}, [])
        ids.append(run_id)
    store.close()
    return ids


def _real_error(code: str) -> sqlite3.Error:
    """A real SQLite error of ``code`` (SQLITE_FULL: a database that cannot grow)."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE t (x)")
    db.execute("PRAGMA max_page_count = 2")
    try:
        db.execute("INSERT INTO t VALUES (zeroblob(100000))")
    except sqlite3.Error as error:
        assert error.sqlite_errorname == code
        return error
    raise AssertionError("the database grew")


def _nothing_moved(path) -> bool:
    return not list(path.parent.glob(path.name + ".*-*"))


def test_a_store_another_program_holds_is_kept_in_memory_for_this_start_never_moved(
    tmp_path, monkeypatch
):
    path = tmp_path / "runs.sqlite3"
    ids = _store_with_runs(path)
    monkeypatch.setattr(run_store, "BUSY_TIMEOUT_S", 0.2)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")  # as another program holding it
    store = RunStore(path)
    assert store.moved_aside is None and _nothing_moved(path)
    assert "(another program is using it)" in render(store.problem)
    assert render(store.problem).endswith("this start's runs are not kept on disk.")
    assert [run.id for run in store.runs()] == ids[::-1]  # shown, read-only
    with pytest.raises(StoreError):
        store.start("training", "cpu", SETTINGS, {}, new_batch())
    holder.execute("ROLLBACK")
    holder.close()
    again = RunStore(path)
    assert [run.id for run in again.runs()] == ids[::-1] and again.problem is None


def test_a_full_disk_at_opening_shows_the_runs_read_only_and_training_goes_on(
    tmp_path, monkeypatch
):
    path = tmp_path / "runs.sqlite3"
    ids = _store_with_runs(path)
    full = _real_error("SQLITE_FULL")

    def disk_full(self):
        raise StoreError(str(full)) from full

    monkeypatch.setattr(RunStore, "_mark_interrupted", disk_full)
    store = RunStore(path)
    assert store.read_only and store.moved_aside is None and _nothing_moved(path)
    assert "shown read-only (the disk is full)" in render(store.problem)
    assert [run.id for run in store.runs()] == ids[::-1]  # nothing disappears
    with pytest.raises(StoreError):  # a write is refused, said by the caller, not a crash
        store.start("training", "cpu", SETTINGS, {}, new_batch())


def test_a_read_only_folder_never_renames_the_healthy_store(tmp_path, monkeypatch):
    path = tmp_path / "runs.sqlite3"
    _store_with_runs(path)
    readonly = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        readonly.execute("CREATE TABLE x (y)")
    except sqlite3.Error as error:
        refusal = error
    readonly.close()

    def refused(self):
        raise StoreError(str(refusal)) from refusal

    monkeypatch.setattr(RunStore, "_open_or_move_aside", refused)
    monkeypatch.setattr(run_store.os, "replace", lambda *_: pytest.fail("renamed the store"))
    store = RunStore(path)
    assert store.read_only and "its folder cannot be written" in render(store.problem)
    assert len(store.runs()) == 3


def test_a_corrupt_store_that_cannot_be_moved_aside_is_kept_and_said(tmp_path, monkeypatch):
    path = tmp_path / "runs.sqlite3"
    path.write_bytes(b"not a database " * 100)

    def refuse(*_):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(run_store.os, "replace", refuse)
    store = RunStore(path)
    assert store.moved_aside is None and path.read_bytes() == b"not a database " * 100
    assert "kept in memory" in render(store.problem)


def test_a_store_whose_quick_check_fails_is_moved_aside_as_corrupt(tmp_path):
    path = tmp_path / "runs.sqlite3"
    _store_with_runs(path, count=40)
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    data[page * 2 + 8 : page * 2 + 64] = b"\x07" * 56  # a b-tree page's cells, damaged
    path.write_bytes(bytes(data))
    store = RunStore(path)
    assert store.moved_aside is not None and ".corrupt-" in store.moved_aside.name
    assert store.moved_aside.read_bytes() == bytes(data)  # kept whole where it went


def _insert_raw(path, **columns) -> None:
    db = sqlite3.connect(path)
    names = ", ".join(columns)
    db.execute(
        f"INSERT INTO runs ({names}) VALUES ({', '.join('?' * len(columns))})",
        tuple(columns.values()),
    )
    db.commit()
    db.close()


def _row(**changes) -> dict:
    row = {
        "batch": "b",
        "started": "2026-12-05T10:00:00+08:00",
        "kind": "race",
        "device": "cpu",
        "machine": json.dumps({"host": "h"}),
        "settings": json.dumps(SETTINGS),
        "status": "finished",
        "result": None,
        "conclusion": "[]",
    }
    return row | changes


@pytest.mark.parametrize(
    "damage",
    [
        {"machine": "{not json"},
        {"kind": "teleport"},
        {"status": "exploded"},
        {"settings": "[1, 2]"},
        {"result": '"a text"'},
        {"conclusion": "{}"},
        {"machine": "[" * 100_000},
    ],
    ids=[
        "bad JSON",
        "unknown kind",
        "unknown status",
        "settings not an object",
        "result",
        "conclusion",
        "nested past the stack",
    ],
)
def test_a_damaged_row_is_skipped_and_counted_never_a_crash(tmp_path, damage):
    path = tmp_path / "runs.sqlite3"
    ids = _store_with_runs(path, count=2)
    _insert_raw(path, **_row(**damage))
    store = RunStore(path)
    assert [run.id for run in store.runs()] == ids[::-1] and store.damaged == 1
    assert store.run(ids[-1] + 1) is None


def test_a_row_whose_text_is_not_utf8_is_skipped_and_counted(tmp_path):
    path = tmp_path / "runs.sqlite3"
    ids = _store_with_runs(path, count=2)
    db = sqlite3.connect(path)
    db.execute("UPDATE runs SET device = CAST(X'63FF75' AS TEXT) WHERE id = ?", (ids[0],))
    db.commit()
    db.close()
    store = RunStore(path)
    assert [run.id for run in store.runs()] == [ids[1]] and store.damaged == 1


def test_a_store_whose_schema_lost_a_column_is_moved_aside_as_corrupt(tmp_path):
    path = tmp_path / "runs.sqlite3"
    _store_with_runs(path, count=2)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE runs DROP COLUMN status")
    db.commit()
    db.close()
    store = RunStore(path)
    assert store.moved_aside is not None and ".corrupt-" in store.moved_aside.name
    assert store.runs() == []


def test_damaged_points_are_left_out_of_a_curve(tmp_path):
    path = tmp_path / "runs.sqlite3"
    (run_id,) = _store_with_runs(path, count=1)
    db = sqlite3.connect(path)
    db.execute("INSERT INTO points VALUES (?, 'three', 0.7)", (run_id,))
    db.execute("INSERT INTO points VALUES (?, 4, 'lost')", (run_id,))
    db.commit()
    db.close()
    assert RunStore(path).curve(run_id) == ([1, 2], [0.9, 0.8])


def test_the_runs_command_lists_the_rest_and_says_how_many_were_damaged(tmp_path):
    path = tmp_path / "runs.sqlite3"
    _store_with_runs(path, count=2)
    _insert_raw(path, **_row(machine="{not json"))
    done = subprocess.run(
        [sys.executable, "-m", "gui", "runs", "--db", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "1 damaged run(s)" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout.count("training") == 2


_OPEN = "import sys; from core.runs.run_store import RunStore; RunStore(sys.argv[1])"


@pytest.mark.slow
def test_an_old_store_upgraded_by_two_processes_at_once_keeps_every_run(tmp_path):
    from test_run_store import _version_1_store

    for trial in range(6):
        path = tmp_path / f"old-{trial}.sqlite3"
        _version_1_store(path)
        both = [
            subprocess.Popen([sys.executable, "-c", _OPEN, str(path)], stderr=subprocess.PIPE)
            for _ in range(2)
        ]
        for process in both:
            assert process.wait(timeout=60) == 0, process.stderr.read()
        store = RunStore(path)
        assert _nothing_moved(path) and store.moved_aside is None
        assert len(store.runs()) == 1
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == run_store.SCHEMA_VERSION


@pytest.mark.slow
def test_three_trainings_starting_at_once_on_a_new_store_all_keep_their_run(tmp_path):
    path = tmp_path / "new.sqlite3"
    trainings = [
        subprocess.Popen(
            [sys.executable, "-m", "gui", "train", "--epochs", "50", "--db", str(path)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    for process in trainings:
        assert process.wait(timeout=120) == 0, process.stderr.read()
    store = RunStore(path)
    assert _nothing_moved(path) and len(store.runs()) == 3


def test_a_run_whose_process_id_another_program_now_has_is_interrupted(tmp_path):
    """The id is alive (this test's parent process) but it started long before the run
    said its process did: the run's own process is gone."""
    import os

    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    mine = store.start("training", "cpu", SETTINGS, {}, new_batch())
    reused = store.start("race", "cpu", SETTINGS, {}, new_batch())
    store.db.execute(
        "UPDATE runs SET pid = ?, pid_started = pid_started + 3600 WHERE id = ?",
        (os.getppid(), reused),
    )
    store.close()
    again = RunStore(path)
    assert again.run(reused).status == "interrupted"
    assert again.run(mine).status == "running"  # this process: the same id and start time


def test_what_killed_saves_left_behind_is_removed_by_the_next_save(tmp_path):
    import os
    import time

    from core.files import write_atomically

    target = tmp_path / "call_lab_autosave.json"
    old = [tmp_path / f".call_lab_autosave.json-{n}.tmp" for n in range(3)]
    for leftover in old:
        leftover.write_text("x" * 1000, encoding="utf-8")
        os.utime(leftover, (time.time() - 3600, time.time() - 3600))
    saving = tmp_path / ".call_lab_autosave.json-now.tmp"  # a save in progress: kept
    saving.write_text("y", encoding="utf-8")
    write_atomically(target, "{}")
    assert not any(leftover.exists() for leftover in old) and saving.exists()
    assert target.read_text(encoding="utf-8") == "{}"


def test_a_saved_file_keeps_its_permissions_and_a_new_one_gets_the_umasks(tmp_path):
    import os
    import stat

    from core.files import write_atomically

    shared = tmp_path / "lesson.devicelab"
    shared.write_text("old", encoding="utf-8")
    os.chmod(shared, 0o644)  # readable by the class on a shared folder
    write_atomically(shared, "new")
    assert stat.S_IMODE(shared.stat().st_mode) == 0o644
    fresh = tmp_path / "fresh.devicelab"
    umask = os.umask(0o022)
    try:
        write_atomically(fresh, "new")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644


def _corrupted(data: bytes, page: int, chance: random.Random) -> bytes:
    """``data`` damaged one of three ways: bytes flipped, a page overwritten, cut short."""
    damaged = bytearray(data)
    way = chance.randrange(3)
    if way == 0:
        for _ in range(chance.randint(1, 24)):
            damaged[chance.randrange(len(damaged))] ^= chance.randint(1, 255)
    elif way == 1:
        start = chance.randrange(len(damaged) // page) * page + chance.randrange(page // 2)
        damaged[start : start + chance.randint(8, page)] = chance.randbytes(page)[:8]
    else:
        del damaged[chance.randint(1, len(damaged) - 1) :]
    return bytes(damaged)


@pytest.mark.slow
def test_three_hundred_randomly_corrupted_stores_open_or_are_moved_aside_never_a_crash(
    tmp_path,
):
    original = tmp_path / "original.sqlite3"
    _store_with_runs(original, count=30)
    db = sqlite3.connect(original)
    page = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = original.read_bytes()
    chance = random.Random(34)
    for trial in range(300):
        path = tmp_path / f"trial-{trial}" / "runs.sqlite3"
        path.parent.mkdir()
        path.write_bytes(_corrupted(data, page, chance))
        store = RunStore(path)  # never raises
        if store.moved_aside is not None:  # said where it went, kept whole there
            assert store.moved_aside.exists() and store.runs() == []
        else:
            check = sqlite3.connect(path).execute("PRAGMA quick_check").fetchone()[0]
            assert check == "ok", (trial, check)  # never opened while its check fails
            for run in store.runs():  # every listed run reads back whole
                assert store.run(run.id) == run
                store.curve(run.id)
                store.embedded(run, 100)
            try:  # a write either lands or raises the one error type
                run_id = store.start("training", "cpu", SETTINGS, {"host": "h"}, new_batch())
                store.finish(run_id, "finished", {"train_s": 1.0}, [])
            except StoreError:
                pass
        store.close()
