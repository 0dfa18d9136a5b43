"""Lesson files checked whole: the reported faults each refused with the one
documented error, and a seeded fuzz of thousands of mutated lessons finds nothing else — a
lesson either is refused (LessonFileError) or opens and then saves, carries its runs into the
store, lists them, exports them and prints them without an error."""

from __future__ import annotations

import contextlib
import io
import json
import random

import pytest
from lesson_mutations import _lesson_json, _mutate, _run

from core.cli.printer import Printer
from core.cli.runs import print_runs
from core.lesson_file import LessonFileError, load, save
from core.runs.history import stored_labels, stored_points, stored_record, write_stored_csv
from core.runs.run_store import RunStore


def _write(tmp_path, text: str | bytes, name: str = "lesson.devicelab"):
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
    return path


def _opens_and_works(path, tmp_path) -> None:
    """A lesson that opened: saved again, its runs carried into a store, listed, exported to
    CSV, labelled and printed by ``devicelab runs``; nothing may raise."""
    lesson = load(path)
    save(tmp_path / "again.devicelab", lesson)
    assert load(tmp_path / "again.devicelab") == lesson
    store = RunStore(":memory:")
    for run in lesson.runs:
        store.add_carried(run)
    runs = store.runs()
    assert len(runs) == len(
        {(r["started"], r["kind"], r["device"], json.dumps(r["machine"])) for r in lesson.runs}
    )
    for run in runs:
        stored_record(run)
        stored_points(run)
    stored_labels(runs)
    write_stored_csv(store, runs, tmp_path / "runs.csv")
    with contextlib.redirect_stdout(io.StringIO()):
        assert print_runs(store, None, False, Printer()) == 0
        assert print_runs(store, None, True, Printer()) == 0


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            '{"format": "devicelab-lesson", "version": 1, "training": {"epochs": '
            + "9" * 5000
            + "}}",
            "cut short or damaged",
        ),
        (json.dumps(_lesson_json() | {"runs": [_run(settings={"mode": [1]})]}), "settings.mode"),
        (
            json.dumps(_lesson_json() | {"runs": [_run(machine={"host": {"a": 1}})]}),
            "machine must be text",
        ),
        (
            json.dumps(
                _lesson_json() | {"runs": [_run(curve={"epochs": [2**63], "losses": [0.5]})]}
            ),
            "finite losses",
        ),
        (
            json.dumps(
                _lesson_json()
                | {
                    "runs": [
                        _run(),
                        _run(device="cpu", curve={"epochs": [1], "losses": [float("nan")]}),
                    ]
                }
            ),
            "finite losses",
        ),
        (
            json.dumps(_lesson_json() | {"runs": [_run(device="\ud800")]}, ensure_ascii=True),
            "cut short or damaged",
        ),
    ],
    ids=[
        "4,300+ digits",
        "mode [1]",
        "machine not text",
        "epoch 2^63",
        "a NaN loss",
        "lone surrogate",
    ],
)
def test_each_reported_fault_is_the_documented_refusal(tmp_path, text, said):
    with pytest.raises(LessonFileError) as refused:
        load(_write(tmp_path, text))
    assert said in str(refused.value)


def test_a_lesson_saved_by_notepad_with_a_bom_opens(tmp_path):
    path = _write(tmp_path, b"\xef\xbb\xbf" + json.dumps(_lesson_json()).encode("utf-8"))
    assert len(load(path).runs) == 3


@pytest.mark.slow
def test_thousands_of_mutated_lessons_are_refused_or_work(tmp_path):
    rng = random.Random(34)
    base = _lesson_json()
    opened = refused = 0
    for trial in range(3000):
        path = _write(tmp_path, _mutate(base, rng), f"m{trial % 10}.devicelab")
        try:
            _opens_and_works(path, tmp_path)
            opened += 1
        except LessonFileError:
            refused += 1
    assert opened > 300 and refused > 300  # both kinds of lesson were met
