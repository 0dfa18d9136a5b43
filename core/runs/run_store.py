"""Every run kept on disk: a SQLite store that survives restarts and crashes.

One row per run: a Training-tab run, each device of a race, each run of the homework, a
crossover or a threads experiment. A run is written when it starts (status ``running``),
its loss curve is appended in batches as it goes, and it is finished with its result. The
store is in WAL mode with full syncs, so killing the app loses at most the points since
the last flush, never an earlier run; a run left ``running`` by a process that is gone is
marked ``interrupted`` at the next open, with what it had.

A store that cannot be read, or that a newer DeviceLab wrote, is moved aside with a
timestamp and a fresh one started (``moved_aside`` says where the old one went). Past
``limit_bytes`` the oldest runs are deleted, and ``pruned`` counts them, so the window can
say so. The path comes from the caller (the window's app-data folder, or ``--db``).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal, cast
from urllib.parse import quote

import psutil

from core.files import is_regular_or_absent
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.pages import run_kinds

SCHEMA_VERSION = 3
MIGRATIONS = (
    # 0 → 1: runs and their loss curves.
    """
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        batch TEXT NOT NULL,
        started TEXT NOT NULL,
        kind TEXT NOT NULL,
        device TEXT NOT NULL,
        machine TEXT NOT NULL,
        settings TEXT NOT NULL,
        status TEXT NOT NULL,
        result TEXT,
        conclusion TEXT,
        pid INTEGER
    );
    CREATE TABLE points (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        epoch INTEGER NOT NULL,
        loss REAL NOT NULL
    );
    CREATE INDEX points_of_run ON points(run_id, epoch);
    """,
    # 1 → 2: runs carried in a lesson file name the machine they ran on.
    """
    ALTER TABLE runs ADD COLUMN carried_from TEXT;
    CREATE INDEX runs_by_start ON runs(started);
    """,
    # 2 → 3: a running run's process is known by its id and its start time (ids are reused).
    """
    ALTER TABLE runs ADD COLUMN pid_started REAL;
    """,
)
"""``MIGRATIONS[n]`` takes a store from schema version n to n + 1 (``PRAGMA user_version``)."""
RUN_COLUMNS = (
    "id, batch, started, kind, device, machine, settings, status, result, conclusion, pid,"
    " carried_from"
)
"""A run's columns in the order ``_stored`` reads them (never ``*``: a store's own order)."""
STATUSES = ("running", "finished", "cancelled", "diverged", "interrupted")
STATUS_TITLES = {
    "running": QT_TRANSLATE_NOOP("Runs", "running"),
    "finished": QT_TRANSLATE_NOOP("Runs", "finished"),
    "cancelled": QT_TRANSLATE_NOOP("Runs", "stopped"),
    "diverged": QT_TRANSLATE_NOOP("Runs", "diverged"),
    "interrupted": QT_TRANSLATE_NOOP("Runs", "interrupted"),
}
"""A run's status as the Runs page and the command line name it."""
DEFAULT_LIMIT_BYTES = 200_000_000
"""About 5,000 runs of 20,000 epochs recorded every 10: years of lessons."""
STORE_NAME = "runs.sqlite3"


class StoreError(RuntimeError):
    """The store cannot be written (a full disk, a read-only folder, another program's
    lock): the one error type a caller of the store handles."""


BUSY_TIMEOUT_S = 10.0
"""How long a write waits for another DeviceLab's (three commands starting at once)."""
TRANSIENT = {
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_FULL",
    "SQLITE_READONLY",
    "SQLITE_CANTOPEN",
    "SQLITE_IOERR",
    "SQLITE_PERM",
    "SQLITE_AUTH",
    "SQLITE_NOMEM",
}
"""SQLite's errors that say nothing about the file's content: never a reason to move it."""


@dataclass(frozen=True)
class StoredRun:
    """One run as the store holds it; ``result`` and ``conclusion`` are JSON data."""

    id: int
    batch: str
    started: str
    kind: str
    device: str
    machine: dict
    settings: dict
    status: str
    result: dict | None
    conclusion: list
    carried_from: str | None = None


class _Unusable(Exception):
    """Why an existing store is moved aside: "corrupt" or "newer"."""


class RunStore:
    """The runs on disk. One connection, used from one thread (the window's).

    Opening never loses runs: a store is moved aside only when SQLite finds it corrupt (or
    its quick check fails) or a newer DeviceLab wrote it, and ``moved_aside`` says where it
    went. A store that is locked by another program, on a full disk or in a folder that
    cannot be written is opened read-only (its runs shown, this start's not kept) or, when
    it cannot be read at all, replaced by one in memory for this start; ``problem`` says
    which, and why, once. Damaged rows are skipped when read and counted in ``damaged``.
    """

    def __init__(self, path: str | os.PathLike, limit_bytes: int = DEFAULT_LIMIT_BYTES) -> None:
        self.path = str(path)
        self.limit_bytes = limit_bytes
        self.moved_aside: Path | None = None
        """Where an unreadable or too-new store went, when one was found at opening."""
        self.problem: Message | None = None
        """Why this start's runs are not kept on disk (read-only or in memory), if so."""
        self.read_only = False
        self.damaged = 0
        """Rows skipped as damaged by the last listing."""
        self.pruned = 0
        """How many old runs were deleted to stay under ``limit_bytes`` (this session)."""
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
                if not is_regular_or_absent(self.path):
                    self.db = self._refuse_not_a_file()
                    return
            self.db = self._open_or_move_aside()
            self._mark_interrupted()
        except (OSError, StoreError) as error:  # locked, busy, full, read-only
            if getattr(self, "db", None) is not None:
                self.db.close()
            self.db = self._fallback(error)

    # ------------------------------------------------------------------ opening
    def _refuse_not_a_file(self) -> sqlite3.Connection:
        """A folder, a device or a pipe at the store's path: never opened (a pipe would
        block), never moved (as root, /dev/null was renamed aside), said in one sentence;
        this start's runs are kept in memory."""
        self.problem = message(NOT_A_FILE, path=self.path)
        db = sqlite3.connect(":memory:", isolation_level=None)
        self._migrate(db)
        return db

    def _open_or_move_aside(self) -> sqlite3.Connection:
        try:
            return self._open()
        except _Unusable as reason:
            self.moved_aside = self._move_aside(str(reason))
            return self._open()

    def _open(self) -> sqlite3.Connection:
        """The store, migrated and checked. Raises _Unusable for a corrupt or newer store,
        StoreError for one this start cannot use (locked, full, read-only)."""
        db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
        db.text_factory = _text_or_bytes
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Unusable("newer")
            if version < 0:  # a damaged header: no DeviceLab writes one
                raise _Unusable("corrupt")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            self._migrate(db)
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Unusable("corrupt")
            # Every column there, named as it should be: a damaged schema is corrupt.
            db.execute(f"SELECT {RUN_COLUMNS}, pid_started FROM runs LIMIT 1").fetchall()
            db.execute("SELECT run_id, epoch, loss FROM points LIMIT 1").fetchall()
        except sqlite3.Error as error:
            db.close()
            if _transient(error):
                raise StoreError(str(error)) from error
            raise _Unusable("corrupt") from error
        except UnicodeDecodeError as error:  # SQLite's message quotes the damaged schema
            db.close()
            raise _Unusable("corrupt") from error
        except _Unusable:
            db.close()
            raise
        return db

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        """Each missing schema step, each in its own write transaction that reads the version
        again (another DeviceLab may have upgraded the store meanwhile)."""
        while True:
            db.execute("BEGIN IMMEDIATE")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version >= SCHEMA_VERSION:
                db.execute("COMMIT")
                return
            try:
                for statement in _statements(MIGRATIONS[version]):
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {version + 1}")
                db.execute("COMMIT")
            except sqlite3.Error:
                db.execute("ROLLBACK")
                raise

    def _move_aside(self, reason: str) -> Path:
        """Rename a corrupt or newer store (and its WAL files) out of the way. Raises
        StoreError when its folder refuses (the store then stays where it is)."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = Path(f"{self.path}.{reason}-{stamp}")
        try:
            for suffix in ("", "-wal", "-shm"):
                source = Path(self.path + suffix)
                if not is_regular_or_absent(source):
                    raise OSError(f"{source} is not a file")
                if source.exists():
                    os.replace(source, Path(str(target) + suffix))
        except OSError as error:
            raise StoreError(f"{reason} and cannot be moved aside: {error}") from error
        return target

    def _fallback(self, error: Exception) -> sqlite3.Connection:
        """This start's store when the one on disk cannot be written: the disk's, read-only,
        when it can be read; else one in memory. ``problem`` says which and why."""
        reason = _reason(error)
        for query in ("mode=ro", "mode=ro&immutable=1"):
            try:
                db = sqlite3.connect(
                    f"file:{quote(self.path)}?{query}", uri=True, isolation_level=None, timeout=1
                )
                db.text_factory = _text_or_bytes
                db.execute("SELECT count(*) FROM runs").fetchone()
            except (sqlite3.Error, UnicodeDecodeError):
                continue
            self.read_only = True
            self.problem = message(SHOWN_READ_ONLY, path=self.path, reason=reason)
            return db
        self.problem = message(KEPT_IN_MEMORY, path=self.path, reason=reason)
        db = sqlite3.connect(":memory:", isolation_level=None)
        self._migrate(db)
        return db

    def _mark_interrupted(self) -> None:
        """Runs left ``running`` by a process that no longer exists were interrupted (a
        full disk raises StoreError: the store is then shown read-only)."""
        rows = self.db.execute(
            "SELECT id, pid, pid_started FROM runs WHERE status = 'running'"
        ).fetchall()
        gone = [run_id for run_id, pid, started in rows if not _still_running(pid, started)]
        with self._transaction():
            for run_id in gone:
                self.db.execute("UPDATE runs SET status = 'interrupted' WHERE id = ?", (run_id,))

    # ------------------------------------------------------------------ writing
    def _transaction(self):
        return _Transaction(self.db)

    def start(self, kind: str, device: str, settings: dict, machine: dict, batch: str) -> int:
        """A new run, ``running`` until finished; its id."""
        if kind not in run_kinds():
            raise ValueError(f"kind must be one of {', '.join(run_kinds())} (got {kind!r})")
        with self._transaction():
            cursor = self.db.execute(
                "INSERT INTO runs (batch, started, kind, device, machine, settings, status, pid,"
                " pid_started) VALUES (?, ?, ?, ?, ?, ?, 'running', ?, ?)",
                (
                    batch,
                    _now(),
                    kind,
                    device,
                    _json(machine),
                    _json(settings),
                    os.getpid(),
                    _process_started(os.getpid()),
                ),
            )
        return int(cast(int, cursor.lastrowid))  # set by the INSERT

    def add_finished(self, kind: str, batch: str, runs: list[tuple[str, dict, dict]]) -> list[int]:
        """Finished runs measured elsewhere (a class's machines), each (device, machine,
        result), in one transaction; their ids."""
        if kind not in run_kinds():
            raise ValueError(f"kind must be one of {', '.join(run_kinds())} (got {kind!r})")
        ids = []
        with self._transaction():
            for device, machine, result in runs:
                cursor = self.db.execute(
                    "INSERT INTO runs (batch, started, kind, device, machine, settings, status,"
                    " result, conclusion) VALUES (?, ?, ?, ?, ?, '{}', 'finished', ?, '[]')",
                    (batch, _now(), kind, device, _json(machine), _json(result)),
                )
                ids.append(int(cast(int, cursor.lastrowid)))  # set by the INSERT
        self.prune()
        return ids

    def add_points(self, run_id: int, epochs: list[int], losses: list[float]) -> None:
        """Append part of a run's loss curve, in one transaction (one flush)."""
        if not epochs:
            return
        with self._transaction():
            self.db.executemany(
                "INSERT INTO points (run_id, epoch, loss) VALUES (?, ?, ?)",
                [(run_id, int(e), float(loss)) for e, loss in zip(epochs, losses, strict=True)],
            )

    def update_result(self, run_id: int, result: dict) -> None:
        """What a running experiment has measured so far (kept if it is interrupted)."""
        with self._transaction():
            self.db.execute("UPDATE runs SET result = ? WHERE id = ?", (_json(result), run_id))

    def finish(self, run_id: int, status: str, result: dict | None, conclusion: list) -> None:
        """A run's end: its status, result and conclusion; then the oldest runs go if the
        store has outgrown its limit."""
        if status not in STATUSES[1:]:
            raise ValueError(f"status must be one of {', '.join(STATUSES[1:])} (got {status!r})")
        with self._transaction():
            self.db.execute(
                "UPDATE runs SET status = ?, result = ?, conclusion = ?, pid = NULL WHERE id = ?",
                (status, _json(result), _json(conclusion), run_id),
            )
        self.prune()

    def set_conclusion(self, batch: str, conclusion: list) -> None:
        """The conclusion of a measurement, on each of its runs (the homework's answer)."""
        with self._transaction():
            self.db.execute(
                "UPDATE runs SET conclusion = ? WHERE batch = ?", (_json(conclusion), batch)
            )

    def delete(self, run_ids: list[int]) -> int:
        """Delete runs and their curves; how many were deleted."""
        with self._transaction():
            deleted = sum(
                self.db.execute("DELETE FROM runs WHERE id = ?", (run_id,)).rowcount
                for run_id in run_ids
            )
        return deleted

    def prune(self) -> int:
        """Delete the oldest finished runs until the store is under its limit (the newest
        run is never deleted, however large)."""
        deleted = 0
        while self.size_bytes() > self.limit_bytes:
            oldest = self.db.execute(
                "SELECT id FROM runs WHERE status != 'running'"
                " AND id < (SELECT max(id) FROM runs) ORDER BY id LIMIT 1"
            ).fetchone()
            if oldest is None:
                break
            deleted += self.delete([oldest[0]])
        self.pruned += deleted
        return deleted

    def add_carried(self, run: dict) -> int:
        """A run carried in a lesson file (``embedded`` form, checked), marked with the
        machine it ran on; a run already here (same start, kind, device and machine) is not
        added twice. Its id."""
        machine = run["machine"]
        carried_from = run.get("carried_from") or str(machine.get("host", "")) or "?"
        same = self.carried_already(run)
        if same is not None:
            return same
        with self._transaction():
            cursor = self.db.execute(
                "INSERT INTO runs (batch, started, kind, device, machine, settings, status,"
                " result, conclusion, carried_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    f"carried-{run['started']}",
                    run["started"],
                    run["kind"],
                    run["device"],
                    _json(machine),
                    _json(run["settings"]),
                    run["status"],
                    _json(run.get("result")),
                    _json(run["conclusion"]),
                    carried_from,
                ),
            )
            epochs, losses = run["curve"]["epochs"], run["curve"]["losses"]
            self.db.executemany(
                "INSERT INTO points (run_id, epoch, loss) VALUES (?, ?, ?)",
                [(cursor.lastrowid, e, float(x)) for e, x in zip(epochs, losses, strict=True)],
            )
        return int(cast(int, cursor.lastrowid))  # set by the INSERT

    def carried_already(self, run: dict) -> int | None:
        """The id of the run here that is ``run`` (same start, kind, device and machine)."""
        same = self.db.execute(
            "SELECT id FROM runs WHERE started = ? AND kind = ? AND device = ? AND machine = ?",
            (run["started"], run["kind"], run["device"], _json(run["machine"])),
        ).fetchone()
        return None if same is None else int(same[0])

    def embedded(self, run: StoredRun, max_points: int) -> dict:
        """A run as a lesson file carries it: its facts and at most ``max_points`` of its
        curve (evenly chosen, the first and the last kept)."""
        epochs, losses = self.curve(run.id)
        if len(epochs) > max_points:
            step = (len(epochs) - 1) / (max_points - 1)
            chosen = [round(index * step) for index in range(max_points)]
            epochs, losses = [epochs[i] for i in chosen], [losses[i] for i in chosen]
        fields = ("started", "kind", "device", "machine", "settings", "status", "result")
        data = {name: getattr(run, name) for name in fields}
        if run.status == "running":  # still running here: the file keeps what it had
            data["status"] = "interrupted"
        data.update(conclusion=run.conclusion, curve={"epochs": epochs, "losses": losses})
        if run.carried_from is not None:
            data["carried_from"] = run.carried_from
        return data

    # ------------------------------------------------------------------ reading
    def size_bytes(self) -> int:
        """The bytes the runs take (used pages; freed pages are reused, not counted)."""
        pages = self.db.execute("PRAGMA page_count").fetchone()[0]
        free = self.db.execute("PRAGMA freelist_count").fetchone()[0]
        size = self.db.execute("PRAGMA page_size").fetchone()[0]
        return (pages - free) * size

    def runs(self, kind: str | None = None, text: str = "") -> list[StoredRun]:
        """Runs, newest first; of one kind, and/or whose device, machine, kind or date
        contains ``text`` (case-insensitive). Damaged rows are skipped and counted in
        ``damaged``; a store that fails to read raises StoreError."""
        query = f"SELECT {RUN_COLUMNS} FROM runs"
        clauses, values = [], []
        if kind is not None:
            clauses.append("kind = ?")
            values.append(kind)
        if text:
            clauses.append(
                "(instr(lower(device || ' ' || machine || ' ' || kind || ' ' || started "
                "|| ' ' || coalesce(carried_from, '')), lower(?)) > 0)"
            )
            values.append(text)
        if clauses:
            query += " WHERE " + " AND ".join(clauses)
        rows = self._read(query + " ORDER BY id DESC", values)
        runs = [run for run in map(_stored_or_none, rows) if run is not None]
        self.damaged = len(rows) - len(runs)
        return runs

    def run(self, run_id: int) -> StoredRun | None:
        """One run; None when it does not exist or its row is damaged."""
        rows = self._read(f"SELECT {RUN_COLUMNS} FROM runs WHERE id = ?", (run_id,))
        return _stored_or_none(rows[0]) if rows else None

    def curve(self, run_id: int) -> tuple[list[int], list[float]]:
        """A run's recorded (epoch, loss) pairs, in epoch order (damaged points left out)."""
        rows = self._read(
            "SELECT epoch, loss FROM points WHERE run_id = ? AND typeof(epoch) = 'integer'"
            " AND typeof(loss) IN ('real', 'integer') ORDER BY epoch",
            (run_id,),
        )
        return [epoch for epoch, _ in rows], [float(loss) for _, loss in rows]

    def _read(self, query: str, values: tuple | list, repair: bool = True) -> list[tuple]:
        """The rows of ``query``. An index SQLite finds damaged (its quick check at opening
        reads tables, not indexes) is rebuilt from the tables, then read again; what cannot
        be read raises StoreError."""
        try:
            return self.db.execute(query, values).fetchall()
        except sqlite3.Error as error:
            if repair and _code(error) == "SQLITE_CORRUPT" and self._reindexed():
                return self._read(query, values, repair=False)
            raise StoreError(str(error)) from error
        except UnicodeDecodeError as error:
            raise StoreError(str(error)) from error

    def _reindexed(self) -> bool:
        """Rebuild every index from its table (nothing of the runs is lost); False when the
        store is read-only or the tables themselves are damaged."""
        if self.read_only:
            return False
        try:
            self.db.execute("REINDEX")
        except sqlite3.Error:
            return False
        return True

    def close(self) -> None:
        self.db.close()


class _Transaction:
    """``with store._transaction():`` — BEGIN … COMMIT, or ROLLBACK on an error; a full disk
    or a read-only folder becomes a StoreError."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, error, _traceback) -> Literal[False]:
        if error is None:
            try:
                self.db.execute("COMMIT")
            except sqlite3.Error as failed:
                error = failed
            else:
                return False
        if self.db.in_transaction:  # SQLite ends some failed transactions itself
            self.db.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error):
            raise StoreError(str(error)) from error
        return False


PROCESS_START_TOLERANCE_S = 1.0
"""A process is the run's own when it started within this of the start the run noted."""


def _process_started(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch); None if it cannot be told."""
    try:
        return psutil.Process(pid).create_time()
    except (psutil.Error, OSError):
        return None


def _still_running(pid: int | None, started: float | None) -> bool:
    """Whether the process that wrote a run is still the one with its id: alive, and (when
    the run noted it) started when it did, not a later program given the same id."""
    if pid is None or not psutil.pid_exists(pid):
        return False
    if started is None:
        return True  # a run of an older DeviceLab: its id is all there is to go by
    now = _process_started(pid)
    return now is not None and abs(now - started) < PROCESS_START_TOLERANCE_S


def _statements(script: str) -> list[str]:
    return [statement.strip() for statement in script.split(";") if statement.strip()]


def _json(value: object) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, allow_nan=True)


def _now() -> str:
    """Local time with its UTC offset, to the second: sortable and readable."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _stored_or_none(row: tuple) -> StoredRun | None:
    """A row as a run; None when it is damaged (unreadable JSON, an unknown kind or status,
    fields of the wrong type)."""
    try:
        run = _stored(row)
    except (ValueError, TypeError, IndexError, RecursionError):
        return None
    fields_ok = (
        run.kind in run_kinds()
        and run.status in STATUSES
        and isinstance(run.id, int)
        and all(isinstance(value, str) for value in (run.batch, run.started, run.device))
        and isinstance(run.machine, dict)
        and isinstance(run.settings, dict)
        and (run.result is None or isinstance(run.result, dict))
        and isinstance(run.conclusion, list)
        and (run.carried_from is None or isinstance(run.carried_from, str))
    )
    return run if fields_ok and _typed(run) else None


SETTING_TYPES: dict[str, type | tuple[type, ...]] = {
    "device": str,
    "mode": str,
    "axis": str,
    "threads": (str, int),
    "epochs": int,
    "record_every": int,
    "print_every": int,
    "hidden": int,
    "seed": int,
    "lr": (int, float),
}
"""The settings the Runs page, the CSV and ``devicelab runs`` read, and their types."""
RESULT_NUMBERS = (
    "train_s",
    "final_loss",
    "us_per_epoch",
    "warmup_s",
    "setup_s",
    "sync_s",
    "compute_s",
    "test_accuracy",
    "epochs_completed",
)
"""A result's numbers the pages format as numbers."""


def wrong_field(settings: dict, machine: dict, result: dict | None) -> tuple[str, str] | None:
    """The first field a page would misread, and what it must be ("text", "number" or "a
    list"); None when every field the pages read is of its type (a settings mode written as
    a list crashed the Runs page at every start). Lesson files are checked by it too."""
    for name, kind in SETTING_TYPES.items():
        value = settings.get(name)
        if value is not None and (not isinstance(value, kind) or isinstance(value, bool)):
            kinds = kind if isinstance(kind, tuple) else (kind,)
            return f"settings.{name}", "number" if int in kinds or float in kinds else "text"
    if any(not isinstance(value, str) for value in machine.values()):
        return "machine", "text"
    result = result or {}
    for name, value in result.items():
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if (number and abs(value) > 1e300) or (
            name in RESULT_NUMBERS and not (number or value is None)
        ):
            return f"result.{name}", "number"
    points = result.get("points", [])
    if not isinstance(result.get("axis", ""), str) or not isinstance(points, list):
        return "result.points", "a list"
    if any(not isinstance(point, dict) for point in points):
        return "result.points", "a list"
    return None


def _typed(run: StoredRun) -> bool:
    return wrong_field(run.settings, run.machine, run.result) is None


def _text_or_bytes(raw: bytes) -> str | bytes:
    """A TEXT cell as a str; its bytes when they are not UTF-8 (a damaged cell: the row is
    then skipped as damaged, never a UnicodeDecodeError in the middle of a listing)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _stored(row: tuple) -> StoredRun:
    run_id, batch, started, kind, device, machine, settings, status, result, conclusion = row[:10]
    return StoredRun(
        id=run_id,
        batch=batch,
        started=started,
        kind=kind,
        device=device,
        machine=json.loads(machine),
        settings=json.loads(settings),
        status=status,
        result=None if result is None else json.loads(result),
        conclusion=[] if conclusion is None else json.loads(conclusion),
        carried_from=row[11] if len(row) > 11 else None,
    )


def _code(error: BaseException | None) -> str:
    """SQLite's error code without its extension ("SQLITE_IOERR_WRITE" → "SQLITE_IOERR")."""
    return "_".join((getattr(error, "sqlite_errorname", "") or "").split("_")[:2])


def _transient(error: sqlite3.Error) -> bool:
    """An error of the moment (locked, busy, full, read-only), not of the file's content."""
    return _code(error) in TRANSIENT


def _reason(error: Exception) -> Message | str:
    """Why a store cannot be written, in the user's words."""
    cause = error.__cause__ if isinstance(error, StoreError) else error
    name = _code(cause)
    if name == "SQLITE_FULL":
        return QT_TRANSLATE_NOOP("RunStore", "the disk is full")
    if name in ("SQLITE_BUSY", "SQLITE_LOCKED"):
        return QT_TRANSLATE_NOOP("RunStore", "another program is using it")
    if name in ("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN") or isinstance(
        cause, PermissionError
    ):
        return QT_TRANSLATE_NOOP("RunStore", "its folder cannot be written")
    return str(error)


SHOWN_READ_ONLY = QT_TRANSLATE_NOOP(
    "RunStore",
    "The runs kept in {path} are shown read-only ({reason}): this start's runs are not kept "
    "on disk.",
)
NOT_A_FILE = QT_TRANSLATE_NOOP(
    "RunStore",
    "{path} is not a file (a folder, a device or a pipe): it was left as it is, and this "
    "start's runs are kept in memory until the window closes.",
)
KEPT_IN_MEMORY = QT_TRANSLATE_NOOP(
    "RunStore",
    "The runs kept in {path} cannot be opened ({reason}): nothing was moved or lost; this "
    "start's runs are kept in memory until the window closes.",
)
MOVED_ASIDE = {
    "corrupt": QT_TRANSLATE_NOOP(
        "RunStore",
        "The runs kept on disk could not be read: the old store was moved to {old} and a "
        "fresh one started.",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "RunStore",
        "The runs kept on disk were written by a newer DeviceLab: the store was moved to "
        "{old} (a newer DeviceLab reads it) and a fresh one started.",
    ),
}


def moved_aside_message(store: RunStore) -> Message:
    """What to tell the user, once, about a store found unusable at opening."""
    moved = cast(Path, store.moved_aside)  # asked only of a store moved aside
    reason = "newer" if ".newer-" in moved.name else "corrupt"
    return message(MOVED_ASIDE[reason], old=str(moved))


def new_batch() -> str:
    """An id that ties the runs of one measurement together (a race's devices)."""
    return f"{time.time_ns():x}-{os.getpid():x}"
