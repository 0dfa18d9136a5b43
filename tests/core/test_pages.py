"""The page registry: every list of pages is derived from one table, found by id."""

import pytest

from core import pages
from core.hardware.device_forms import DEVICE_FORMS, device_forms_text, is_device_form
from core.lesson_file import Lesson, emptied_tab, load, save
from core.pages import PAGES, TABS, Page, hideable, page_names, run_kinds, run_titles
from core.runs.run_store import RunStore


def test_every_page_has_one_id_and_every_tab_a_page():
    ids = [row.id for row in PAGES]
    assert len(ids) == len(set(ids))
    assert {row.tab for row in PAGES} == set(TABS)
    assert set(run_titles()) == set(run_kinds())  # every kept kind has its words


def test_no_tab_can_be_hidden_whole():
    """The Experiments tab's pages can each be hidden, never all of them; the other tabs
    keep a page that cannot be hidden."""
    assert emptied_tab(hideable()) == "experiments"
    assert emptied_tab(tuple(p for p in hideable() if p != "experiments.runs")) is None
    for tab in ("hardware", "training", "call"):
        assert any(not row.hideable for row in pages.pages_of(tab)), tab


def test_the_run_stores_kinds_are_the_pages_that_keep_runs():
    assert run_kinds() == ("training", "race", "homework", "crossover", "threads", "class")
    store = RunStore(":memory:")
    for kind in run_kinds():
        store.start(kind, "cpu", {}, {}, "b")
    with pytest.raises(ValueError, match="kind must be one of"):
        store.start("anatomy", "cpu", {}, {}, "b")


def test_a_page_added_as_one_row_reaches_every_derived_list(monkeypatch, tmp_path):
    monkeypatch.setattr(pages, "PAGES", (*PAGES, Page("experiments", "dummy", run_kind="dummy")))
    assert page_names("experiments")[-1] == "dummy"
    assert "experiments.dummy" in hideable() and "dummy" in run_kinds()
    path = tmp_path / "dummy.devicelab"
    save(path, Lesson(experiment="dummy", hidden=("experiments.dummy",)))
    assert load(path).experiment == "dummy"
    RunStore(":memory:").start("dummy", "cpu", {}, {}, "b")


def test_the_device_forms_are_written_once():
    assert DEVICE_FORMS == ("cpu", "cuda:N", "xpu:N", "mps")
    assert device_forms_text(" or ") == "cpu, cuda:N, xpu:N or mps"
    for good in ("cpu", "cuda:0", "cuda:15", "xpu:0", "mps"):
        assert is_device_form(good), good
    for bad in ("gpu", "cuda", "cuda:", "cuda:123", "xpu:a", "mps:0", " cpu", "CPU", 0, None):
        assert not is_device_form(bad), bad
