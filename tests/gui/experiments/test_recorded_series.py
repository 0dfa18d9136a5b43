"""Results recorded on other machines beside this machine's: labelled with machine, date and
"recorded" (or "reported by the lesson"), in their own look, hidden on request, and never in
this machine's table or conclusion."""

from __future__ import annotations

from gui.experiments.crossover_page import CrossoverPage
from gui.experiments.homework_page import HomeworkPage
from gui.experiments.race_page import RacePage


def _legend(plot) -> list[str]:
    legend = plot.getPlotItem().legend
    return [label.text for _, label in legend.items]


def test_the_race_shows_the_recorded_machine_beside_this_machines_run_never_in_it(
    qtbot, runner, show, machine
):
    """Both recorded devices, the Xeon and the H200, in the legend as in the list."""
    page = show(RacePage(runner))
    recorded = ["Xeon, recorded 2026-12-04", "H200, recorded 2026-12-04"]
    assert page.recorded_series.names() == recorded
    assert all(name in page.recorded_series.legend.text() for name in recorded)
    listed = page.recorded_list.text().splitlines()
    assert listed[0] == "Recorded on other machines, not this one (the lesson's plain loop):"
    assert "• H200: 847 µs per epoch, 17.18 s — recorded on NVIDIA H200, 2026-12-04" in listed
    assert "• RTX 3080 Ti: 550 µs per epoch, 11.00 s — reported by the lesson, 2025-05-24" in listed
    page.epochs_box.setValue(300)
    with qtbot.waitSignal(page.finished, timeout=60_000):
        page.start()
    assert _legend(page.plot) == ["cpu"]  # the recorded runs in their own legend under the plot
    assert page.recorded_series.names() == recorded
    assert page.table.rowCount() == 1 and page.table.item(0, 0).text() == "cpu"
    assert "H200" not in page.conclusion.text() and "recorded" not in page.conclusion.text()
    page.recorded_box.setChecked(False)
    assert page.recorded_list.isHidden() and page.recorded_series.legend.isHidden()
    assert all(not item.isVisible() for item, _, _ in page.recorded_series.items)


def test_another_mode_lists_the_recorded_runs_of_that_mode(runner, show):
    page = show(RacePage(runner))
    page.mode_box.setCurrentIndex(page.mode_box.findData("deferred"))
    listed = page.recorded_list.text()
    assert "(the lesson's deferred sync loop)" in listed and "879 µs per epoch" in listed
    assert "reported by the lesson" not in listed  # the lesson reported its plain loop only


def test_the_homework_draws_the_h200_sweep_and_the_lessons_two_listings(runner, show):
    page = show(HomeworkPage(runner))
    assert page.recorded_series.names() == [
        "H200, recorded 2026-12-04",
        "RTX 3080 Ti, reported by the lesson (2025-05-24)",
    ]
    h200, lesson = (item for item, _, _ in page.recorded_series.items)
    assert list(h200.xData) == [0.5, 20, 100, 200, 2_000, 20_000]  # never … every epoch
    assert list(lesson.xData) == [100, 20_000] and list(lesson.yData) == [9.74, 10.43]
    assert lesson.opts["pen"] is None and lesson.opts["symbol"] == "star"  # points, no line
    top = page.plot.getViewBox().viewRange()[1][1]
    assert top >= max(h200.yData)  # the chart from zero to above every time shown


def test_the_crossover_draws_each_recorded_machines_cpu_and_gpu_on_the_chosen_axis(runner, show):
    page = show(CrossoverPage(runner))
    names = ["Xeon, recorded 2026-12-04", "H200, recorded 2026-12-04"]
    assert page.recorded_series.names() == names
    assert list(page.recorded_series.items[1][0].xData) == [150, 1_000, 10_000, 100_000, 1_000_000]
    page.axis_box.setCurrentIndex(page.axis_box.findData("hidden"))
    assert list(page.recorded_series.items[0][0].xData) == [10, 64, 256, 1_024, 4_096]
    assert page.recorded_series.names() == names


def test_the_lesson_step_on_a_machine_without_a_gpu_gives_the_recorded_gpu(window):
    pane = window.lesson_steps.panes["experiments"]
    pane.show_step("04_gpu_slower")
    text = pane.browser.toPlainText()
    assert "Recorded on a GPU elsewhere" in text
    assert (
        "H200: 847 µs per epoch against its CPU's 220 µs, 3.9× the CPU's time "
        "(recorded on NVIDIA H200, 2026-12-04)." in text
    )


def test_a_recorded_machines_name_never_breaks_across_the_legends_lines(runner, show):
    """At 1024×768 the Homework legend broke inside "RTX 3080 Ti"."""
    page = show(HomeworkPage(runner))
    legend = page.recorded_series.legend.text()
    assert "RTX\u00a03080\u00a0Ti" in legend and "RTX 3080 Ti" not in legend
    assert page.recorded_series.names()[1].startswith("RTX 3080 Ti,")  # the name itself as is
