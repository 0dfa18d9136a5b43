"""A store that never crash-loops: a damaged row is skipped and counted, a damaged header is
moved aside, and a path that is not a file (a folder, a pipe, a device) is never opened,
never moved and said in one sentence. Lesson files that are pipes never block."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys

import pytest

from core.i18n import render
from core.lesson_file import LessonFileError, load
from core.runs.run_store import RunStore, new_batch


def _kept_with_one_good_run(path) -> RunStore:
    store = RunStore(path)
    run_id = store.start("training", "cpu", {"mode": "plain", "epochs": 10}, {"host": "h"}, "b")
    store.finish(run_id, "finished", {"train_s": 1.0}, [])
    return store


@pytest.mark.parametrize(
    ("part", "damage"),
    [
        ("settings", {"mode": ["plain"]}),  # unhashable: the Runs page's TypeError
        ("settings", {"record_every": "often"}),
        ("result", {"axis": {"hidden": 1}}),
        ("machine", {"host": 7}),
    ],
)
def test_a_row_of_the_wrong_types_is_skipped_and_counted(tmp_path, part, damage):
    store = _kept_with_one_good_run(tmp_path / "runs.sqlite3")
    row = {"machine": {"host": "h"}, "settings": {}, "result": None} | {part: damage}
    store.db.execute(
        "INSERT INTO runs (batch, started, kind, device, machine, settings, status, result)"
        " VALUES (?, '2026-12-06T10:00:00', 'race', 'cpu', ?, ?, 'finished', ?)",
        (new_batch(), json.dumps(row["machine"]), json.dumps(row["settings"]),
         json.dumps(row["result"])),
    )  # fmt: skip
    assert [run.device for run in store.runs()] == ["cpu"] and store.damaged == 1


def test_the_window_and_the_command_open_a_store_with_a_damaged_row(qtbot, window_factory):
    """Once the Runs page raised TypeError at every start on a settings mode that is a list."""
    from gui.runs.kept_runs import store_path

    path = store_path()
    store = _kept_with_one_good_run(path)
    store.db.execute("UPDATE runs SET settings = ? WHERE id = 1", (json.dumps({"mode": [1]}),))
    store.start("race", "cpu", {"mode": "plain"}, {"host": "h"}, new_batch())
    store.close()
    listed = subprocess.run(
        [sys.executable, "-m", "gui", "--lang", "en", "runs", "--db", str(path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    assert "damaged" in listed.stderr + listed.stdout
    window = window_factory()
    runs = window.pages.widget("experiments.runs")
    assert runs.table.rowCount() == 1
    assert "1 damaged run could not be read" in runs.status.text()


def test_a_negative_schema_version_is_a_damaged_header_moved_aside(tmp_path):
    path = tmp_path / "runs.sqlite3"
    _kept_with_one_good_run(path).close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = -3")
    store = RunStore(path)
    assert store.moved_aside is not None and store.moved_aside.exists()
    assert store.runs() == [] and store.problem is None  # a fresh store, said once


def _not_a_file(tmp_path, kind: str):
    path = tmp_path / "runs.sqlite3"
    if kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    else:  # a scratch device node, never a system device
        try:
            os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
        except PermissionError:
            pytest.skip("mknod needs root here")
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and device nodes: POSIX")
@pytest.mark.parametrize("kind", ["folder", "pipe", "device"])
def test_a_path_that_is_not_a_file_is_left_as_it_is_and_said(tmp_path, kind):
    """As root a character device at --db was renamed aside and replaced by a SQLite file
    (this broke /dev/null); a folder or a pipe gave a traceback."""
    path = _not_a_file(tmp_path, kind)
    before = os.lstat(path)
    store = RunStore(path)  # a pipe would block in open(): it is never opened
    after = os.lstat(path)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["runs.sqlite3"]
    said = render(store.problem)
    assert said.startswith(f"{path} is not a file (a folder, a device or a pipe)")
    run_id = store.start("training", "cpu", {}, {"host": "h"}, new_batch())
    assert [run.id for run in store.runs()] == [run_id]  # kept in memory for this start


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes: POSIX")
@pytest.mark.timeout(20)
def test_a_lesson_file_that_is_a_pipe_is_refused_at_once(tmp_path):
    path = tmp_path / "lesson.devicelab"
    os.mkfifo(path)
    with pytest.raises(LessonFileError) as refused:
        load(path)  # once: the window hung in open() forever
    assert "not a regular file" in render(refused.value.message)
