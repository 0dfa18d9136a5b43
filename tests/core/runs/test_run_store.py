"""The run store: runs survive a restart, an old store is migrated, a corrupt or newer one
is moved aside (and the user told where), a run its process left behind is interrupted,
the oldest runs go past the size limit, and a recording flushes its curve once a second."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time

import pytest

from core.i18n import QT_TRANSLATE_NOOP, from_data, message, render, to_data
from core.runs.recording import (
    FLUSH_INTERVAL_S,
    RunRecording,
    default_store_path,
    record_finished,
)
from core.runs.run_store import MIGRATIONS, SCHEMA_VERSION, RunStore, new_batch
from core.training import TrainConfig, train

SETTINGS = {"epochs": 100, "lr": 0.01}


def _store(tmp_path, **kwargs) -> RunStore:
    return RunStore(tmp_path / "runs.sqlite3", **kwargs)


def test_a_run_and_its_curve_survive_a_restart(tmp_path):
    store = _store(tmp_path)
    run_id = store.start("training", "cpu", SETTINGS, {"host": "lab-1"}, new_batch())
    store.add_points(run_id, [1, 200], [1.1, 0.4])
    store.add_points(run_id, [400], [0.2])
    store.finish(run_id, "finished", {"train_s": 3.0}, [])
    store.close()
    again = _store(tmp_path)
    (run,) = again.runs()
    assert (run.kind, run.device, run.status, run.settings) == (
        "training",
        "cpu",
        "finished",
        SETTINGS,
    )
    assert run.machine == {"host": "lab-1"} and run.result == {"train_s": 3.0}
    assert again.curve(run_id) == ([1, 200, 400], [1.1, 0.4, 0.2])


def test_runs_are_listed_newest_first_filtered_and_deleted(tmp_path):
    store = _store(tmp_path)
    ids = [
        store.start(kind, device, SETTINGS, {"host": "lab-1"}, new_batch())
        for kind, device in (("training", "cpu"), ("race", "cuda:0"), ("race", "cpu"))
    ]
    assert [run.id for run in store.runs()] == ids[::-1]
    assert [run.id for run in store.runs(kind="race")] == [ids[2], ids[1]]
    assert [run.id for run in store.runs(text="CUDA")] == [ids[1]]
    store.add_points(ids[0], [1], [1.0])
    assert store.delete([ids[0]]) == 1
    assert store.curve(ids[0]) == ([], []) and store.run(ids[0]) is None


def _version_1_store(path) -> int:
    """A store as the first schema made it, with one finished run; the run's id."""
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(MIGRATIONS[0])
    db.execute("PRAGMA user_version = 1")
    cursor = db.execute(
        "INSERT INTO runs (batch, started, kind, device, machine, settings, status)"
        " VALUES ('b', '2026-12-01T09:00:00+08:00', 'race', 'cpu', '{}', '{}', 'finished')"
    )
    db.execute("INSERT INTO points VALUES (?, 1, 0.5)", (cursor.lastrowid,))
    db.close()
    return cursor.lastrowid


def test_a_store_of_the_first_schema_is_migrated_and_keeps_its_runs(tmp_path):
    path = tmp_path / "runs.sqlite3"
    run_id = _version_1_store(path)
    store = RunStore(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    (run,) = store.runs()
    assert (run.id, run.started, run.carried_from) == (run_id, "2026-12-01T09:00:00+08:00", None)
    assert store.curve(run_id) == ([1], [0.5]) and store.moved_aside is None


def _stamp_version(path, version: int) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (lambda path: path.write_bytes(b"not a database, only words " * 100), "corrupt"),
        (lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000), "corrupt"),
        (lambda path: _stamp_version(path, 99), "newer"),
    ],
)
def test_an_unreadable_or_newer_store_is_moved_aside_and_a_fresh_one_started(
    tmp_path, spoil, reason
):
    path = tmp_path / "runs.sqlite3"
    spoil(path)
    kept = path.read_bytes()
    store = RunStore(path)
    assert store.moved_aside is not None and f".{reason}-" in store.moved_aside.name
    assert store.moved_aside.read_bytes() == kept  # nothing of the old store is lost
    run_id = store.start("training", "cpu", SETTINGS, {}, new_batch())
    assert [run.id for run in store.runs()] == [run_id]
    assert RunStore(path).moved_aside is None  # said once: the fresh store opens cleanly


def test_a_run_left_running_by_a_process_that_is_gone_is_interrupted(tmp_path):
    store = _store(tmp_path)
    mine = store.start("training", "cpu", SETTINGS, {}, new_batch())
    gone = store.start("race", "cpu", SETTINGS, {}, new_batch())
    store.add_points(gone, [1, 2], [0.9, 0.8])
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    store.db.execute("UPDATE runs SET pid = ? WHERE id = ?", (int(dead.stdout), gone))
    store.close()
    again = _store(tmp_path)
    assert again.run(gone).status == "interrupted" and again.curve(gone) == ([1, 2], [0.9, 0.8])
    assert again.run(mine).status == "running"  # this process is alive: still running


def test_past_the_size_limit_the_oldest_runs_go_and_are_counted(tmp_path):
    store = _store(tmp_path, limit_bytes=10**9)
    ids = []
    for _ in range(4):
        run_id = store.start("training", "cpu", SETTINGS, {}, new_batch())
        store.add_points(run_id, list(range(5_000)), [0.5] * 5_000)
        store.finish(run_id, "finished", {}, [])
        ids.append(run_id)
    store.limit_bytes = store.size_bytes() * 3 // 4
    assert store.prune() >= 1 and store.pruned >= 1
    kept = [run.id for run in store.runs()]
    assert kept == ids[::-1][: len(kept)] and ids[-1] in kept  # the oldest went first


def test_a_conclusion_comes_back_in_either_language():
    said = message(
        QT_TRANSLATE_NOOP("Experiments", "The GPU is {ratio:.1f}× slower."),
        ratio=3.7,
    )
    back = from_data(to_data([said]))[0]
    assert render(back) == render(said) == "The GPU is 3.7× slower."
    assert render(back, lambda context, text: f"[{context}] {text}") == (
        "[Experiments] The GPU is 3.7× slower."
    )


def test_a_recording_flushes_its_curve_once_a_second_and_completes_it_at_the_end(tmp_path):
    store = _store(tmp_path)
    now = [0.0]
    recording = RunRecording(store, "training", "cpu", SETTINGS, new_batch(), lambda: now[0])
    recording.add([1], [1.0])
    assert store.curve(recording.run_id) == ([], [])  # not yet a second
    now[0] += FLUSH_INTERVAL_S
    recording.add([10], [0.9])
    assert store.curve(recording.run_id) == ([1, 10], [1.0, 0.9])
    result = train(TrainConfig(epochs=30, record_every=10))
    recording.finish_training(result)
    run = store.run(recording.run_id)
    assert run.status == "finished" and run.result["epochs_completed"] == 30
    assert store.curve(recording.run_id)[0] == [1, 10, 20, 30]


def test_a_finished_run_is_written_whole(tmp_path):
    store = _store(tmp_path)
    result = train(TrainConfig(epochs=20, record_every=5))
    run_id = record_finished(store, "homework", result, new_batch())
    assert store.curve(run_id) == (result.recorded_epochs, result.recorded_losses)
    assert store.run(run_id).settings["record_every"] == 5


def test_the_store_is_where_qt_keeps_app_data_on_each_system(tmp_path):
    linux = default_store_path({"HOME": "/home/ann"}, "Linux")
    assert linux.as_posix() == "/home/ann/.local/share/DeviceLab/DeviceLab/runs.sqlite3"
    xdg = default_store_path({"HOME": "/home/ann", "XDG_DATA_HOME": "/data"}, "Linux")
    assert xdg.as_posix() == "/data/DeviceLab/DeviceLab/runs.sqlite3"
    mac = default_store_path({"HOME": "/Users/ann"}, "Darwin")
    support = "/Users/ann/Library/Application Support"
    assert mac.as_posix() == f"{support}/DeviceLab/DeviceLab/runs.sqlite3"
    windows = default_store_path({"HOME": "C:/Users/ann", "APPDATA": "C:/AppData"}, "Windows")
    assert windows.as_posix() == "C:/AppData/DeviceLab/DeviceLab/runs.sqlite3"


def test_a_full_disk_is_a_store_error_not_a_crash(tmp_path, monkeypatch):
    from core.runs.run_store import StoreError

    store = _store(tmp_path)
    store.db.execute("PRAGMA max_page_count = 1")  # the database cannot grow: as a full disk
    with pytest.raises(StoreError):
        run_id = store.start("training", "cpu", SETTINGS, {}, new_batch())
        store.add_points(run_id, list(range(10_000)), [0.1] * 10_000)
    assert os.path.exists(tmp_path / "runs.sqlite3")


def _devicelab(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "gui", *args], capture_output=True, text=True, timeout=120, **kwargs
    )


def _points_so_far(path, run_id: int) -> int:
    """Points another process has committed (a reader beside the writer, as WAL allows)."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return db.execute("SELECT count(*) FROM points WHERE run_id = ?", (run_id,)).fetchone()[
                0
            ]
        finally:
            db.close()
    except sqlite3.Error:
        return 0


@pytest.mark.slow
def test_killing_the_app_mid_run_loses_no_flushed_point_and_no_earlier_run(tmp_path):
    path = tmp_path / "runs.sqlite3"
    earlier = ("train", "--epochs", "50", "--record-every", "10", "--db", str(path))
    assert _devicelab(*earlier).returncode == 0
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gui",
            "train",
            *("--epochs", "10000000", "--record-every", "10"),
            "--db",
            str(path),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 90
        while _points_so_far(path, 2) < 50 and time.monotonic() < deadline:
            time.sleep(0.2)
        seen = _points_so_far(path, 2)
    finally:
        child.kill()  # SIGKILL: no handler, no flush, no goodbye
        child.wait()
    assert seen >= 50
    store = RunStore(path)
    first, killed = store.run(1), store.run(2)
    assert first.status == "finished" and store.curve(1)[0] == [10, 20, 30, 40, 50]
    assert killed.status == "interrupted" and len(store.curve(2)[0]) >= seen
    assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_the_runs_command_lists_what_train_kept_in_the_store_db_names(tmp_path):
    path = tmp_path / "elsewhere.sqlite3"
    trained = _devicelab("train", "--epochs", "30", "--record-every", "10", "--db", str(path))
    assert trained.returncode == 0
    listed = _devicelab("runs", "--json", "--db", str(path))
    (run,) = json.loads(listed.stdout)
    assert (run["kind"], run["device"], run["status"]) == ("training", "cpu", "finished")
    assert run["result"]["message"] == "Trained 30 epochs on cpu."
    assert run["curve"]["epochs"][-1] == 30
    table = _devicelab("runs", "--db", str(path), env={**os.environ, "LANG": "zh_CN.UTF-8"})
    assert "完成" in table.stdout and "#1" in table.stdout
    assert _devicelab("runs").stdout.startswith("No runs kept yet")  # the default store


def test_a_corrupt_store_is_said_once_on_the_command_line(tmp_path):
    path = tmp_path / "runs.sqlite3"
    path.write_bytes(b"garbage " * 500)
    first = _devicelab("runs", "--db", str(path))
    assert first.returncode == 0 and "moved to" in first.stderr
    assert "moved to" not in _devicelab("runs", "--db", str(path)).stderr


def test_a_run_carried_in_a_lesson_keeps_its_machine_and_is_added_once(tmp_path):
    home = _store(tmp_path / "home")
    result = train(TrainConfig(epochs=300, record_every=1))
    run_id = record_finished(home, "race", result, new_batch(), ["the GPU was slower"])
    carried = home.embedded(home.run(run_id), max_points=50)
    assert len(carried["curve"]["epochs"]) == 50
    assert carried["curve"]["epochs"][0] == 1 and carried["curve"]["epochs"][-1] == 300
    school = _store(tmp_path / "school")
    first = school.add_carried(carried)
    assert school.add_carried(carried) == first and len(school.runs()) == 1
    run = school.run(first)
    assert run.carried_from == home.run(run_id).machine["host"]
    assert run.conclusion == ["the GPU was slower"] and len(school.curve(first)[0]) == 50
