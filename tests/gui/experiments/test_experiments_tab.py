"""The experiments tab from a student's side: run, stop, read the table, export."""

import csv

import pytest
from PySide6.QtWidgets import QApplication

from core.experiments.crossover import CrossoverResult, find_crossover
from core.experiments.timing import CrossoverPoint
from core.training import TrainConfig, train


def test_the_race_fills_its_table_and_keeps_its_runs(qtbot, window):
    page = window.experiments_tab.race_page
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
    runs = window.experiments_tab.runs_page
    assert [(run.kind, run.status) for run in runs.runs] == [("race", "finished")]
    assert runs.table.rowCount() == 1
    assert window.kept.store.curve(runs.runs[0].id)[0] == result.runs[0].recorded_epochs


def test_a_race_without_devices_says_which_field_to_fix(qtbot, window):
    page = window.experiments_tab.race_page
    page.device_list.item(0).setCheckState(page.device_list.item(0).checkState().Unchecked)
    page.start()
    assert not page.is_running
    assert page.status.text() == "Devices: tick at least one device to race"


def test_a_mode_this_machine_lacks_is_greyed_with_its_reason_and_refused(qtbot, window):
    from PySide6.QtCore import Qt

    for box in (window.experiments_tab.race_page.mode_box, window.training_tab.mode_box):
        index = box.findData("cuda_graph")
        assert not box.model().item(index).isEnabled()
        assert "NVIDIA GPU" in box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    page = window.experiments_tab.race_page
    page.mode_box.setCurrentIndex(page.mode_box.findData("cuda_graph"))  # forced anyway
    page.start()
    assert not page.is_running
    assert "Mode “CUDA graph” is not available here" in page.status.text()


def test_cuda_graph_is_offered_once_a_cuda_device_exists(qtbot, window):
    window.training_tab.set_devices(["cpu", "cuda:0"])
    box = window.training_tab.mode_box
    assert box.model().item(box.findData("cuda_graph")).isEnabled()


def test_the_homework_can_be_stopped_and_keeps_what_finished(qtbot, window):
    page = window.experiments_tab.homework_page
    page.epochs_box.setValue(3_000)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
        qtbot.waitUntil(lambda: len(page.points) >= 2, timeout=30_000)
        page.stop()
    result = done.args[0]
    assert result.cancelled and 2 <= len(result.points) < 12
    assert page.table.rowCount() == len(page.points)
    assert "Stopped" in page.status.text()


def test_the_crossover_marks_where_the_gpu_wins(qtbot, window):
    page = window.experiments_tab.crossover_page
    page.set_devices(["cpu", "cuda:0"])
    page.prepare()  # draws the empty curves the worker would fill
    result = CrossoverResult("samples", [1_000, 100_000], ["cpu", "cuda:0"])
    for value, cpu, gpu in [(1_000, 1e-4, 1e-3), (100_000, 1e-1, 1e-2)]:
        for point in (
            CrossoverPoint(value, "cpu", cpu, 3, 0.0),
            CrossoverPoint(value, "cuda:0", gpu, 3, 0.0),
        ):
            page.progress(point)
            result.points.append(point)
    result.crossover = find_crossover(result)
    page.show_result(result)
    assert page.marker is not None
    assert page.marker.value() == pytest.approx(4.0)  # log10(10,000)
    assert "GPU wins above ~10,000" in page.marker.label.format


def test_runs_overlay_smooth_and_export(qtbot, window, tmp_path):
    from core.training.recording import record_finished
    from core.training.run_store import new_batch

    runs = window.experiments_tab.runs_page
    store = window.kept.store
    first = record_finished(
        store, "training", train(TrainConfig(epochs=300, record_every=10)), new_batch()
    )
    record_finished(store, "training", train(TrainConfig(epochs=200, record_every=0)), new_batch())
    runs.refresh()
    runs.table.selectAll()
    assert [run.id for run in runs.selected()] == [first + 1, first]  # newest first
    assert len(runs.plot.listDataItems()) == 1  # a run that recorded no loss has no curve
    legend = [label.text for _sample, label in runs.plot.getPlotItem().legend.items]
    assert legend == ["#1 cpu plain, epochs 300, record every 10"]
    assert runs.smoothing_value.text() == "off"
    runs.smoothing.setValue(90)
    assert runs.smoothing_value.text() == "90 %"
    smoothed = runs.plot.listDataItems()[0].yData
    assert smoothed[0] == store.curve(first)[1][0]
    runs.export_csv(str(tmp_path / "runs.csv"))
    with open(tmp_path / "runs.csv", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 31 and "Wrote 2 runs (31 rows)" in runs.status.text()
    assert rows[0]["run"] == str(first + 1) and rows[-1]["epoch"] == "300"
    runs.export_png(str(tmp_path / "chart.png"))
    assert (tmp_path / "chart.png").stat().st_size > 1000
    runs.export_csv(str(tmp_path / "missing-folder" / "runs.csv"))
    assert runs.status.text().startswith("Could not write")


def test_a_training_tab_run_lands_in_the_history(qtbot, window):
    tab = window.training_tab
    tab.epochs_box.setValue(300)
    with qtbot.waitSignal(tab.run_finished, timeout=60_000):
        tab.start()
    QApplication.processEvents()
    runs = window.experiments_tab.runs_page
    assert [(run.kind, run.status) for run in runs.runs] == [("training", "finished")]
    assert runs.table.item(0, 5).text() == "plain"


def test_the_deferred_mode_from_the_training_tab_plots_every_epoch(qtbot, window):
    tab = window.training_tab
    tab.epochs_box.setValue(500)
    tab.record_box.setValue(1)
    tab.mode_box.setCurrentIndex(tab.mode_box.findData("deferred"))
    with qtbot.waitSignal(tab.run_finished, timeout=60_000) as done:
        tab.start()
    assert done.args[0].config.mode == "deferred"
    assert tab.curve_points == 500
    assert tab.result_labels["mode"].text() == "deferred sync"


def test_only_one_measurement_runs_at_a_time(qtbot, window):
    tab = window.training_tab
    tab.epochs_box.setValue(2_000_000)
    tab.start()
    race = window.experiments_tab.race_page
    assert not race.run_button.isEnabled()
    # A disabled button gets no click: its tooltip and the status say what to wait for.
    assert race.run_button.toolTip().startswith("Wait until Training has finished")
    assert race.status.text().startswith("Wait until Training has finished")
    race.start()
    assert not race.is_running
    assert race.status.text().startswith("Wait until Training has finished")
    bench = window.hardware_tab.throughput_page
    bench.start()
    assert not bench.is_running and "Wait until Training has finished" in bench.status.text()
    with qtbot.waitSignal(tab.run_finished, timeout=10_000):
        tab.stop()
    qtbot.waitUntil(lambda: race.run_button.isEnabled(), timeout=10_000)
    assert race.run_button.toolTip() == "Run this experiment" and race.status.text() == ""


def test_the_next_measurement_can_start_as_soon_as_a_result_arrives(qtbot, window):
    tab = window.training_tab
    tab.epochs_box.setValue(200)
    restarted = []
    tab.run_finished.connect(lambda _result: restarted.append(window.runner.measurement))
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        tab.start()
    assert restarted == [None]  # released before the result was delivered
    assert tab.start_button.isEnabled()


def _spinners():
    import psutil

    return [child for child in psutil.Process().children(recursive=True) if child.is_running()]


def test_the_threads_page_draws_idle_and_busy_bars_for_each_count(qtbot, window):
    page = window.experiments_tab.threads_page
    page.large_box.setChecked(False)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    result = done.args[0]
    counts = page.counts
    assert [(p.threads, p.busy) for p in result.points] == [
        (n, busy) for busy in (False, True) for n in counts
    ]
    for busy in (False, True):
        heights = page.bars[("lesson", busy)].opts["height"]
        assert list(heights) == [p.milliseconds for p in result.points if p.busy == busy]
    assert page.table.rowCount() == len(counts)
    assert page.table.item(0, 4).text().endswith("×")
    assert "auto picks 1 thread" in page.conclusion.text()
    assert not page.plots["large"].isVisible() and not _spinners()


def test_closing_the_window_mid_threads_experiment_ends_the_busy_core(qtbot, window):
    page = window.experiments_tab.threads_page
    page.large_box.setChecked(False)
    page.start()
    qtbot.waitUntil(lambda: bool(_spinners()), timeout=60_000)
    window.close()  # returns once every job has stopped
    qtbot.waitUntil(lambda: not _spinners(), timeout=10_000)
