"""Recorded results shipped with the app: every file checked whole, each one labelled with its
machine, date and source; a malformed or unlabelled file is refused with the field named."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from importlib.resources import files
from pathlib import Path

import pytest

from core.experiments.recorded import RecordedFileError, load_recorded, shipped_recorded

SHIPPED = sorted(Path(str(files("resources") / "recorded")).glob("*.json"))


@pytest.mark.parametrize("path", SHIPPED, ids=[path.name for path in SHIPPED])
def test_every_shipped_file_is_labelled_and_its_numbers_are_finite_and_in_their_units(path):
    recorded = load_recorded(path)
    assert recorded.title and recorded.date and recorded.source and recorded.machine.cpu
    for run in recorded.runs:
        after_warmup_us = 1e6 * (run.train_s - (run.warmup_s or 0)) / run.epochs
        assert 0.5 * after_warmup_us <= run.us_per_epoch <= 1.05 * after_warmup_us, run  # µs
        assert run.curve_epochs == () or run.curve_epochs[-1] == run.epochs
        assert all(math.isfinite(loss) and loss > 0 for loss in run.curve_losses)
    if recorded.kind == "reported":
        assert all(not run.curve_epochs for run in recorded.runs)  # times only, as reported


def test_the_app_ships_the_h200_measured_and_the_lessons_machine_reported():
    measured, reported = shipped_recorded()
    assert (measured.kind, measured.machine.gpu, measured.date) == (
        "measured",
        "NVIDIA H200",
        "2026-12-04",
    )
    assert measured.run("cpu") and measured.run("gpu") and measured.run("gpu", "cuda_graph")
    assert {p.axis for p in measured.crossover} == {"samples", "hidden", "batch"}
    assert [p.record_every for p in measured.homework] == [1, 10, 100, 200, 1000, 0]
    assert (reported.run("cpu").train_s, reported.run("gpu").train_s) == (3.0, 11.0)
    assert [p.train_s for p in reported.homework] == [10.43, 9.74]
    assert str(measured.label()) == "NVIDIA H200, recorded 2026-12-04"
    assert str(reported.label()).endswith("reported by the lesson (2025-05-24)")


def _h200() -> dict:
    return json.loads(SHIPPED[-1].read_text(encoding="utf-8"))


def _without(key):
    return lambda data: {k: v for k, v in data.items() if k != key}


def _set(change):
    def changed(data):
        change(data)
        return data

    return changed


@pytest.mark.parametrize(
    ("mutate", "said"),
    [
        (_without("title"), "title is missing"),
        (_without("source"), "source is missing"),
        (_without("machine"), "machine is missing"),
        (_set(lambda d: d.update(date="4 Dec 2026")), "date must be a day as YYYY-MM-DD"),
        (_set(lambda d: d.update(kind="guessed")), "kind must be one of measured, reported"),
        (_set(lambda d: d.update(format="other")), 'format must be "devicelab-recorded"'),
        (_set(lambda d: d.update(version=2)), "version must be 1"),
        (_set(lambda d: d.update(runs=[])), "runs must hold at least"),
        (
            _set(lambda d: d["runs"][0].update(train_s=float("nan"))),
            "runs[0].train_s must be a finite",
        ),
        (
            _set(lambda d: d["runs"][0].update(us_per_epoch=-3)),
            "runs[0].us_per_epoch must be above 0",
        ),
        (_set(lambda d: d["runs"][1].update(role="tpu")), "runs[1].role must be one of cpu, gpu"),
        (
            _set(lambda d: d["runs"][0]["curve"]["losses"].pop()),
            "epochs and losses must be two lists",
        ),
        (
            _set(lambda d: d["runs"][0]["curve"]["epochs"].reverse()),
            "runs[0].curve.epochs must grow",
        ),
        (_set(lambda d: d["machine"].update(cpu="x" * 201)), "machine.cpu must be a text of 1–200"),
        (
            _set(lambda d: d["homework"][0].update(record_every=-1)),
            "homework[0].record_every must be 0",
        ),
        (
            _set(lambda d: d["crossover"][0].update(axis="width")),
            "crossover[0].axis must be one of",
        ),
        (
            _set(lambda d: d.update(kind="reported")),
            "runs[0].curve: the lesson reported times only",
        ),
    ],
)
def test_a_malformed_or_unlabelled_file_is_refused_naming_the_field(tmp_path, mutate, said):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(mutate(_h200())), encoding="utf-8")
    with pytest.raises(RecordedFileError) as refused:
        load_recorded(path)
    assert str(refused.value).startswith("bad.json: ") and said in str(refused.value)


def test_a_file_saved_in_notepad_with_a_byte_order_mark_loads(tmp_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + SHIPPED[-1].read_bytes())
    loaded, shipped = load_recorded(path), load_recorded(SHIPPED[-1])
    assert replace(loaded, path="") == replace(shipped, path="")


@pytest.mark.parametrize(
    "text",
    [
        SHIPPED[-1].read_text(encoding="utf-8")[:500],  # cut short
        "[" * 100_000,  # nested past Python's stack
        "1" * 5_000,  # past Python's 4,300 digits
        "\ufeff" + SHIPPED[-1].read_text(encoding="utf-8")[:200],
    ],
    ids=["cut short", "deep", "digits", "cut with a BOM"],
)
def test_a_file_that_is_not_json_is_refused_too(tmp_path, text):
    path = tmp_path / "cut.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordedFileError, match=r"cut\.json: not readable JSON"):
        load_recorded(path)
