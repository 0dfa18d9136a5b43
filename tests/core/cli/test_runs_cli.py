"""``devicelab runs``: a run other programs disturbed reads "finished *", and one note says
what * means."""

from __future__ import annotations

import json

from core.cli.printer import Printer
from core.cli.runs import print_runs
from core.runs.run_store import RunStore, new_batch


def _kept(store: RunStore, kind: str, result: dict) -> int:
    run_id = store.start(kind, "cpu", {"epochs": 100}, {"host": "lab-3"}, new_batch())
    store.finish(run_id, "finished", result, [])
    return run_id


def test_a_disturbed_run_is_marked_and_the_note_says_why_once(capsys):
    store = RunStore(":memory:")
    _kept(store, "race", {"train_s": 1.5, "final_loss": 0.1, "crowded": True})
    _kept(store, "training", {"train_s": 1.2, "final_loss": 0.1, "crowded": False})
    _kept(store, "threads", {"points": [{"seconds_per_epoch": 1e-3, "unreliable": True}]})
    assert print_runs(store, None, False, Printer()) == 0
    lines = capsys.readouterr().out.splitlines()
    statuses = {line.split()[0]: line for line in lines if line.lstrip().startswith("#")}
    assert "finished *" in statuses["#1"] and "finished *" in statuses["#3"]
    assert "finished" in statuses["#2"] and "*" not in statuses["#2"]
    notes = [line for line in lines if "Other programs disturbed a run marked *" in line]
    assert len(notes) == 1


def test_a_quiet_list_has_no_note_and_the_json_says_which_run_was_disturbed(capsys):
    store = RunStore(":memory:")
    _kept(store, "training", {"train_s": 1.2, "crowded": False})
    print_runs(store, None, False, Printer())
    out = capsys.readouterr().out
    assert "*" not in out and "Other programs" not in out
    _kept(store, "race", {"train_s": 1.5, "crowded": True})
    print_runs(store, None, True, Printer())
    listed = json.loads(capsys.readouterr().out)
    assert [(run["id"], run["disturbed"]) for run in listed] == [(2, True), (1, False)]
