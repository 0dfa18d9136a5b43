"""The Standings page: this machine's lesson run ranked among the lesson's machine, the
recorded machines and lesson files' machines, the lesson's CPU = 1.0, this machine marked."""

from __future__ import annotations

import pytest

from gui.experiments.standings_page import StandingsPage


@pytest.fixture
def page(runner, kept, show):
    return show(StandingsPage(runner, kept))


def test_without_a_run_of_its_own_the_references_are_ranked_and_the_page_says_why(page):
    assert [e.source for e in page.ranked.entries] == ["reported", "measured"] * 2
    assert page.summary.text().startswith("No comparable run of this machine yet")
    ticks = page.plot.getAxis("left")._tickLevels[0]
    assert [name for _, name in ticks] == ["i9-12900KF", "Xeon", "RTX 3080 Ti", "H200"]
    legend = page.legend.text().replace("\u2060", "").replace("\xa0", " ")  # kept whole
    assert "recorded" in legend and "reported by the lesson" in legend
    assert "this machine" not in legend  # nothing of its own to show yet
    assert page.describe(page.ranked.entries[3]) == (
        "NVIDIA H200: 847 µs per epoch (recorded, NVIDIA H200, 2026-12-04, torch 2.11.0+cu130)"
    )


@pytest.mark.slow
def test_measuring_ranks_this_machine_and_keeps_the_run(qtbot, page, kept, machine):
    with qtbot.waitSignal(kept.changed, timeout=120_000):
        page.start()
    qtbot.waitUntil(lambda: bool(page.ranked.mine), timeout=120_000)
    (mine,) = page.ranked.mine
    assert mine.source == "this machine" and mine.role == "cpu"
    rank = page.ranked.rank(mine)
    assert page.summary.text().startswith(f"This machine's {mine.name}: ")
    assert f"number {rank} of 5" in page.summary.text()
    ticks = [name for _, name in page.plot.getAxis("left")._tickLevels[0]]
    assert ticks[rank - 1].startswith("» ")  # this machine marked in the chart
    assert [run.kind for run in kept.store.runs()] == ["race"]


def test_the_lessons_line_and_the_ratios_follow_projector_mode_and_back(qtbot, window):
    """Drawn in the mode it was built in, the chart follows a switch: projector mode's line
    width and text size, and the normal ones back."""
    import pyqtgraph as pg

    def look(page) -> tuple[set[float], set[float]]:
        items = page.plot.getPlotItem().items
        lines = {item.pen.widthF() for item in items if isinstance(item, pg.InfiniteLine)}
        texts = {
            item.textItem.font().pointSizeF() for item in items if isinstance(item, pg.TextItem)
        }
        return lines, texts

    window.view.projector.trigger()
    window.pages.show("experiments.standings")
    page = window.experiments_tab.standings_page
    qtbot.waitUntil(lambda: look(page)[0] == {4.0})
    projector_text = look(page)[1]
    window.view.projector.trigger()
    qtbot.waitUntil(lambda: look(page)[0] == {2.0})
    assert max(look(page)[1]) < min(projector_text)


def test_a_disturbed_run_is_drawn_faint_marked_and_not_ranked(runner, kept, show):
    """This machine's race run that other programs crowded: its bar faint (the Threads
    page's ``disturbed_brush``), its ratio marked *, no rank, and the summary says why."""
    import pyqtgraph as pg

    from gui.widgets.plots import DISTURBED_ALPHA

    settings = {"device": "cpu", "epochs": 20_000, "hidden": 10, "lr": 0.01, "mode": "plain"}
    machine = {"cpu": "AMD EPYC 7763", "host": "lab-3", "torch": "2.13.0"}
    run_id = kept.store.start("race", "cpu", settings, machine, "b")
    result = {"epochs_completed": 20_000, "us_per_epoch": 251.0, "crowded": True}
    kept.store.finish(run_id, "finished", result, [])
    page = show(StandingsPage(runner, kept))
    (mine,) = page.ranked.mine
    row = page.ranked.entries.index(mine)
    assert mine.disturbed and page.ranked.rank(mine) is None
    items = page.plot.getPlotItem().items
    (bar,) = [item for item in items if isinstance(item, pg.BarGraphItem) and row in item.opts["y"]]
    assert pg.mkBrush(bar.opts["brush"]).color().alpha() == DISTURBED_ALPHA
    (ratio,) = [item for item in items if isinstance(item, pg.TextItem) and item.pos().y() == row]
    assert ratio.toPlainText() == " 1.67× *"
    assert "(251 µs) *, not ranked: other programs disturbed its run." in page.summary.text()
    assert "* Other programs crowded the CPU while a run marked * was timed" in page.summary.text()
