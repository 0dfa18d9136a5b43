"""The Race page from a student's side: run it, read the table, see a wrong choice named."""

from gui.experiments.experiments_tab import ExperimentsTab
from gui.experiments.race_page import RacePage
from gui.pages.window_pages import build_page_tabs
from gui.training.training_tab import TrainingTab


def test_the_race_fills_its_table_and_keeps_its_runs(qtbot, model, kept, show, machine):
    tab = show(ExperimentsTab(build_page_tabs("experiments", model)))  # race runs reach Runs
    page = tab.race_page
    page.epochs_box.setValue(600)
    page.record_box.setValue(100)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
        assert page.is_running and not page.run_button.isEnabled()
    result = done.args[0]
    assert [run.status for run in result.runs] == ["finished"]
    assert page.table.rowCount() == 1 and page.table.item(0, 0).text() == "cpu"
    assert page.table.item(0, 5).text() == f"{result.runs[0].host_syncs:,}"
    assert "Only the CPU is here" in page.conclusion.text()
    assert page._curves["cpu"].xData is not None and len(page._curves["cpu"].xData) == 6
    runs = tab.runs_page
    assert [(run.kind, run.status) for run in runs.runs] == [("race", "finished")]
    assert runs.table.rowCount() == 1
    assert kept.store.curve(runs.runs[0].id)[0] == result.runs[0].recorded_epochs


def test_a_race_crowded_by_other_programs_is_marked_beside_its_time(qtbot, runner, show, machine):
    page = show(RacePage(runner))
    page.epochs_box.setValue(300)
    page.threads_box.setValue(2)
    machine(1.6)
    with qtbot.waitSignal(page.finished, timeout=60_000):
        page.start()
    assert page.table.item(0, 1).text().endswith(" s *")
    assert "* cpu: other programs used 1.6 of 2 cores while it trained" in page.conclusion.text()


def test_a_race_without_devices_says_which_field_to_fix(qtbot, runner, show):
    page = show(RacePage(runner))
    page.device_list.item(0).setCheckState(page.device_list.item(0).checkState().Unchecked)
    page.start()
    assert not page.is_running
    assert page.status.text() == "Devices: tick at least one device to race"


def test_a_mode_this_machine_lacks_is_greyed_with_its_reason_and_refused(qtbot, runner, show):
    from PySide6.QtCore import Qt

    page = show(RacePage(runner))
    for box in (page.mode_box, show(TrainingTab(runner)).mode_box):
        index = box.findData("cuda_graph")
        assert not box.model().item(index).isEnabled()
        assert "NVIDIA GPU" in box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    page.mode_box.setCurrentIndex(page.mode_box.findData("cuda_graph"))  # forced anyway
    page.start()
    assert not page.is_running
    assert "Mode “CUDA graph” is not available here" in page.status.text()


def test_the_race_is_the_lessons_first_measurement_by_default_and_after_try_it(qtbot, runner, show):
    """The page says it is the lesson's first measurement (3 s vs 11 s): that run recorded
    loss.item() every epoch and printed every 100 — its every-200 listing is the homework."""
    page = show(RacePage(runner))
    assert (page.record_box.value(), page.print_box.value()) == (1, 100)
    page.record_box.setValue(200)
    page.print_box.setValue(0)
    page.epochs_box.setValue(50)
    page.set_up_the_lessons_race()
    assert (page.epochs_box.value(), page.record_box.value(), page.print_box.value()) == (
        20_000,
        1,
        100,
    )
    page.epochs_box.setValue(300)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    run = done.args[0].runs[0]
    assert (run.config.record_every, run.config.print_every) == (1, 100)
    assert len(run.recorded_losses) == 300 and run.prints == 3


def test_the_race_says_how_much_of_each_device_it_used_once_the_peak_is_measured(
    qtbot, model, show
):
    """The lesson's 性能浪费 as a number: before the Throughput page has run the race says
    where to measure; once it has, how much of the device the run used."""
    from gui.pages.window_pages import build_page

    page = show(build_page("experiments.race", model))
    page.epochs_box.setValue(300)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    assert "Run the Throughput page to see how much" in page.conclusion.text()
    from types import SimpleNamespace

    model.throughput_measured(SimpleNamespace(measurements=[
        SimpleNamespace(device="cpu", case="matmul", rate=100.0),
    ]))  # fmt: skip
    run = done.args[0].runs[0]
    share = 59_446 / (run.us_per_epoch * 1e-6) / 1e9 / 100.0
    assert f"cpu used {share * 100:.2g} % of what it can do" in page.conclusion.text()
    assert "Run the Throughput page" not in page.conclusion.text()


def test_the_recorded_machines_say_how_much_of_theirs_they_used(qtbot, runner, show):
    page = show(RacePage(runner))
    listed = page.recorded_list.text()
    assert "• H200 used 0.00014 % of what it can do" in listed
    assert "against 50,347 GFLOP/s), recorded on NVIDIA H200, 2026-12-04." in listed
