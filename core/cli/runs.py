"""``devicelab runs``: the runs kept on disk, as the Runs page lists them."""

from __future__ import annotations

import json
from dataclasses import asdict

from core.cli.printer import Printer, json_ready, left
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.pages import run_titles
from core.runs.history import DISTURBED_MARK, DISTURBED_NOTE, disturbed
from core.runs.kept_runs import open_store
from core.runs.run_store import STATUS_TITLES, StoreError

NO_RUNS = QT_TRANSLATE_NOOP("Cli", "No runs kept yet in {path}.")


def print_runs(store, kind: str | None, as_json: bool, out: Printer) -> int:
    """``devicelab runs``: every kept run, newest first, as a table or JSON (with curves)."""
    if store is None:
        return 1
    try:
        runs = store.runs(kind=kind)
        listed = [_run_json(store, run) for run in runs] if as_json else []
    except StoreError as error:
        out.fail("runs", out.say(message(UNREADABLE, path=store.path, error=error)))
    if store.damaged:
        out.warn(message(DAMAGED_ROWS, count=store.damaged, path=store.path))
    if as_json:
        print(json.dumps(json_ready(listed), indent=2, ensure_ascii=False))
        return 0
    if not runs:
        print(out.say(message(NO_RUNS, path=store.path)))
        return 0
    print(_table_line([out.say(title) for title, _ in RUNS_COLUMNS]))
    for run in runs:
        result = run.result or {}
        cells = (
            f"#{run.id}",
            run.started[:16].replace("T", " "),
            out.say(run_titles()[run.kind]),
            run.device,
            run.carried_from or run.machine.get("host", ""),
            _status(run, out),
            _dash(result.get("train_s"), ".2f", " s"),
            _dash(result.get("final_loss"), ".4f"),
        )
        print(_table_line(cells))
    if any(disturbed(run) for run in runs):
        out.bullets([DISTURBED_NOTE])
    return 0


def _status(run, out: Printer) -> str:
    """A run's status, marked * when other programs disturbed it (the note says why)."""
    said = out.say(STATUS_TITLES.get(run.status, run.status))
    return said + DISTURBED_MARK if disturbed(run) else said


UNREADABLE = QT_TRANSLATE_NOOP("Cli", "the runs in {path} cannot be read ({error})")
DAMAGED_ROWS = QT_TRANSLATE_NOOP(
    "Cli", "devicelab: warning: {count} damaged run(s) in {path} skipped: the others are listed"
)
RUNS_COLUMNS = (
    (QT_TRANSLATE_NOOP("Cli", "Run"), 7),
    (QT_TRANSLATE_NOOP("Cli", "Started"), 18),
    (QT_TRANSLATE_NOOP("Cli", "Kind"), 11),
    (QT_TRANSLATE_NOOP("Cli", "Device"), 9),
    (QT_TRANSLATE_NOOP("Cli", "Machine"), 17),
    (QT_TRANSLATE_NOOP("Cli", "Status"), 13),
    (QT_TRANSLATE_NOOP("Cli", "Total"), 10),
    (QT_TRANSLATE_NOOP("Cli", "Final loss"), 10),
)
"""``devicelab runs``' columns and their widths (terminal columns, the gap included)."""


def _dash(value: object, spec: str, unit: str = "") -> str:
    """A number of a run, or a dash where the run has none (a crossover's total, a damaged
    value)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return "–"
    return format(value, spec) + unit


def _table_line(cells) -> str:
    """One line of the runs table: every cell left-aligned in its column."""
    widths = [width for _, width in RUNS_COLUMNS]
    return (
        "  "
        + "".join(
            left(str(cell), width) for cell, width in zip(cells, widths, strict=True)
        ).rstrip()
    )


def _run_json(store, run) -> dict:
    """A kept run as ``runs --json`` prints it: English sentences, its curve included."""
    from core.i18n import from_data

    epochs, losses = store.curve(run.id)
    data = asdict(run)
    data["result"] = _english(from_data(run.result))
    data["conclusion"] = [str(said) for said in from_data(run.conclusion)]
    data["curve"] = {"epochs": epochs, "losses": losses}
    data["disturbed"] = disturbed(run)
    return data


def _english(value: object) -> object:
    if isinstance(value, dict):
        return {key: _english(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_english(item) for item in value]
    return str(value) if isinstance(value, Text | Message) else value


def command(args, out: Printer) -> int:
    """``devicelab runs [--kind K] [--json]``."""
    return print_runs(open_store(args.db, out.warn), args.kind, args.json, out)
