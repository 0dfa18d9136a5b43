"""Where this machine stands: its lesson run ranked among the lesson's machine, the recorded
machines and runs carried in lesson files, the lesson's CPU = 1.0, only comparable runs."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.experiments.recorded import shipped_recorded
from core.experiments.standings import (
    NOTHING_OF_MINE,
    Entry,
    comparable,
    entries_from_store,
    recorded_entries,
    standings,
)

LESSON_SETTINGS = {"device": "cpu", "epochs": 20_000, "hidden": 10, "lr": 0.01, "mode": "plain"}
RESULT = {"epochs_completed": 20_000, "us_per_epoch": 251.0, "device_name": "cpu"}


def test_the_references_are_each_machines_plain_run_per_device():
    entries = recorded_entries(shipped_recorded())
    rows = sorted((e.source, e.role, round(e.us_per_epoch)) for e in entries)
    assert rows == [
        ("measured", "cpu", 220),
        ("measured", "gpu", 847),
        ("reported", "cpu", 150),
        ("reported", "gpu", 550),
    ]  # the CUDA graph and the other modes are not the lesson's loop


def test_this_machine_is_ranked_among_them_against_the_lessons_cpu():
    mine = Entry("AMD EPYC", "cpu", 251.0, "this machine", "this machine", torch="2.13.0")
    ranked = standings([mine], shipped_recorded(), [])
    assert ranked.lesson_cpu_us == 150.0
    assert [round(e.ratio(150.0), 2) for e in ranked.entries] == [1.0, 1.46, 1.67, 3.67, 5.65]
    assert ranked.rank(mine) == 3 and ranked.mine == (mine,)
    assert str(ranked.summary()[0]) == (
        "This machine's AMD EPYC: 1.67× the lesson's CPU time per epoch (251 µs), number 3 of 5."
    )
    assert standings([], shipped_recorded(), []).summary() == [NOTHING_OF_MINE]


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"mode": "deferred"}, "finished"),
        ({"epochs": 2_000}, "finished"),
        ({"hidden": 64}, "finished"),
        ({"lr": 0.1}, "finished"),
        ({}, "cancelled"),
    ],
)
def test_only_the_lessons_plain_run_of_20000_finished_epochs_compares(change, status):
    assert comparable(LESSON_SETTINGS, RESULT)
    assert not comparable(LESSON_SETTINGS | change, RESULT, status)


def _stored(device, us, carried_from=None, settings=None, status="finished", crowded=False):
    return SimpleNamespace(
        kind="race",
        device=device,
        settings=(settings or LESSON_SETTINGS) | {"device": device},
        result=RESULT | {"us_per_epoch": us, "device_name": f"{device} name", "crowded": crowded},
        status=status,
        carried_from=carried_from,
        machine={"cpu": "AMD EPYC", "host": carried_from or "here", "torch": "2.13.0"},
    )


def test_the_store_gives_this_machines_latest_run_per_device_and_each_carried_machines():
    runs = [  # newest first, as the store lists them
        _stored("cpu", 240.0),
        _stored("cpu", 300.0),
        _stored("cuda:0", 600.0, settings=LESSON_SETTINGS | {"mode": "cuda_graph"}),
        _stored("cpu", 180.0, carried_from="teacher-pc"),
        _stored("cuda:0", 400.0, carried_from="teacher-pc"),
    ]
    mine, carried = entries_from_store(runs)
    assert [(e.name, e.us_per_epoch) for e in mine] == [("AMD EPYC", 240.0)]
    assert [(e.role, e.us_per_epoch, e.machine, e.source) for e in carried] == [
        ("cpu", 180.0, "teacher-pc", "lesson file"),
        ("gpu", 400.0, "teacher-pc", "lesson file"),
    ]


def test_an_entrys_facts_are_one_list_in_the_readers_language():
    """What the chart's tooltip and the command's row both show: Chinese commas in Chinese."""
    from core.catalogue import translator
    from core.experiments.standings import SOURCE_WORDS
    from core.i18n import render

    entry = Entry("NVIDIA H200", "gpu", 847.0, "measured", "NVIDIA H200", "2026-12-04", "2.11.0")
    assert str(entry.facts()) == "recorded, NVIDIA H200, 2026-12-04, torch 2.11.0"
    recorded = render(SOURCE_WORDS["measured"], translator("zh_CN"))
    assert (
        render(entry.facts(), translator("zh_CN"))
        == f"{recorded}，NVIDIA H200，2026-12-04，torch 2.11.0"
    )


def test_a_disturbed_run_is_charted_marked_and_never_ranked():
    """Its time says more about the other programs than about the device: it stays in the
    entries (the chart), but takes no rank, the others' ranks and count leave it out, and
    one line says why."""
    from core.experiments.standings import NOT_RANKED_WHY

    mine = Entry("AMD EPYC", "cpu", 251.0, "this machine", "this machine", disturbed=True)
    ranked = standings([mine], shipped_recorded(), [])
    assert mine in ranked.entries and ranked.rank(mine) is None
    assert [ranked.rank(e) for e in ranked.entries] == [1, 2, None, 3, 4]
    assert [str(line) for line in ranked.summary()] == [
        "This machine's AMD EPYC: 1.67× the lesson's CPU time per epoch (251 µs) *, not ranked: "
        "other programs disturbed its run.",
        str(NOT_RANKED_WHY),
    ]
    carried = Entry("Xeon", "cpu", 200.0, "lesson file", "teacher-pc", disturbed=True)
    alone = standings([], shipped_recorded(), [carried]).summary()
    assert [str(line) for line in alone] == [str(NOTHING_OF_MINE), str(NOT_RANKED_WHY)]


def test_a_crowded_run_in_the_store_is_a_disturbed_entry():
    runs = [_stored("cpu", 240.0, crowded=True), _stored("cpu", 180.0, "teacher-pc", crowded=True)]
    mine, carried = entries_from_store(runs)
    assert [e.disturbed for e in mine + carried] == [True, True]
    mine, carried = entries_from_store([_stored("cpu", 240.0), _stored("cpu", 1.0, "teacher-pc")])
    assert [e.disturbed for e in mine + carried] == [False, False]
