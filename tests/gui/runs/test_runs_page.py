"""The Runs page lists the runs kept on disk: runs of an earlier start (an earlier day),
filtered, deleted, marked when interrupted; a store that could not be read is said once;
the window and the commands use the same store."""

from __future__ import annotations

import csv

import pytest
from chinese_fallback import stays_english_without_a_chinese_font
from PySide6.QtWidgets import QApplication, QMessageBox

from core.i18n import render
from core.runs.recording import default_store_path, record_finished
from core.runs.run_store import RunStore, new_batch
from core.training import TrainConfig, train
from gui.runs.kept_runs import store_path
from gui.runs.runs_page import RunsPage


def _earlier_start(kind: str = "race", device: str = "cuda:0", day: str = "2026-11-20") -> int:
    """A run kept by an earlier start of DeviceLab, on another day and machine."""
    store = RunStore(store_path())
    run_id = record_finished(
        store, kind, train(TrainConfig(epochs=40, record_every=10)), new_batch()
    )
    store.db.execute(
        "UPDATE runs SET started = ?, device = ?, machine = ? WHERE id = ?",
        (f"{day}T09:30:00+08:00", device, '{"host": "lab-pc-7"}', run_id),
    )
    store.close()
    return run_id


def test_the_window_and_the_commands_keep_runs_in_the_same_store(qapp):
    from PySide6.QtCore import QCoreApplication

    from gui.shell.settings import APPLICATION, ORGANISATION

    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(ORGANISATION)  # as gui.app.make_app names the app
    QCoreApplication.setApplicationName(APPLICATION)
    try:
        assert store_path() == default_store_path()
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])


def test_runs_of_an_earlier_start_are_listed_with_their_day_and_machine(qtbot, window_factory):
    run_id = _earlier_start()
    window = window_factory()
    runs = window.experiments_tab.runs_page
    assert [run.id for run in runs.runs] == [run_id]
    cells = [runs.table.item(0, column).text() for column in range(4)]
    assert cells == [f"#{run_id}", "2026-11-20 09:30", "lab-pc-7", "race"]
    runs.table.selectAll()
    assert len(runs.plot.listDataItems()) == 1


def test_the_filter_and_the_kind_narrow_the_list(qtbot, window_factory):
    _earlier_start("race", "cuda:0", "2026-11-20")
    _earlier_start("training", "cpu", "2026-12-01")
    window = window_factory()
    runs = window.experiments_tab.runs_page
    runs.filter_edit.setText("2026-11")
    assert [run.device for run in runs.runs] == ["cuda:0"]
    runs.filter_edit.setText("")
    runs.kind_box.setCurrentIndex(runs.kind_box.findData("training"))
    assert [run.kind for run in runs.runs] == ["training"]


def test_deleting_asks_first_and_removes_the_run_from_disk(qtbot, window_factory, monkeypatch):
    run_id = _earlier_start()
    window = window_factory()
    runs = window.experiments_tab.runs_page
    runs.table.selectRow(0)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    runs._on_ask_delete()
    assert window.kept.store.run(run_id) is not None
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    runs._on_ask_delete()
    assert window.kept.store.run(run_id) is None and runs.table.rowCount() == 0
    assert "Deleted 1 run" in runs.status.text()


def test_a_store_that_cannot_be_read_is_moved_aside_and_said_on_the_runs_page(
    qtbot, window_factory
):
    store_path().parent.mkdir(parents=True, exist_ok=True)
    store_path().write_bytes(b"this is not SQLite " * 200)
    window = window_factory()
    status = window.experiments_tab.runs_page.status.text()
    assert "could not be read" in status and "moved to" in status
    qtbot.waitUntil(lambda: "moved to" in window.statusBar().currentMessage(), timeout=2_000)
    moved = window.kept.store.moved_aside
    assert moved.exists() and moved.read_bytes().startswith(b"this is not SQLite")


def test_a_stopped_training_run_is_kept_as_stopped_with_its_curve(qtbot, window, machine):
    """On a quiet machine (``machine``): a crowded run's status would read "stopped *"."""
    tab = window.training_tab
    tab.epochs_box.setValue(2_000_000)
    tab.record_box.setValue(10)
    with qtbot.waitSignal(tab.run_finished, timeout=60_000):
        tab.start()
        runs = window.experiments_tab.runs_page
        qtbot.waitUntil(lambda: [run.status for run in runs.runs] == ["running"], timeout=10_000)
        qtbot.waitUntil(lambda: tab.curve_points >= 20, timeout=30_000)
        tab.stop()
    QApplication.processEvents()
    (run,) = runs.runs
    assert run.status == "cancelled" and runs.table.item(0, 12).text() == "stopped"
    epochs, _losses = window.kept.store.curve(run.id)
    assert len(epochs) == run.result["epochs_completed"] // 10


def test_the_runs_page_speaks_chinese_and_keeps_the_selection(qtbot, window_factory):
    _earlier_start()
    _earlier_start("training", "cpu", "2026-12-01")
    window = window_factory()
    runs = window.experiments_tab.runs_page
    runs.table.selectAll()
    if stays_english_without_a_chinese_font(window):
        return
    window.view.set_language("zh_CN", remember=False)
    assert len(runs.selected()) == 2 and len(runs.plot.listDataItems()) == 2
    assert runs.table.item(1, 3).text() == "竞速"
    assert "列出 2 条运行" in runs.status.text()


def test_a_crossover_is_kept_with_its_table_and_conclusion(qtbot, window):
    from core.experiments.crossover import CrossoverResult
    from core.experiments.timing import CrossoverPoint

    page = window.experiments_tab.crossover_page
    page.started.emit({"axis": "samples", "devices": ["cpu", "cuda:0"], "threads": "auto"})
    result = CrossoverResult("samples", [1_000], ["cpu", "cuda:0"])
    for point in (
        CrossoverPoint(1_000, "cpu", 1e-4, 3, 0.0),
        CrossoverPoint(1_000, "cuda:0", 1e-3, 3, 0.0),
    ):
        page.progressed.emit(point)
        result.points.append(point)
    page.finished.emit(result)
    (run,) = window.experiments_tab.runs_page.runs
    assert (run.kind, run.device, run.status) == ("crossover", "cpu, cuda:0", "finished")
    assert [point["device"] for point in run.result["points"]] == ["cpu", "cuda:0"]


def test_the_homework_keeps_each_run_as_it_finishes(qtbot, window):
    page = window.experiments_tab.homework_page
    page.epochs_box.setValue(300)
    with qtbot.waitSignal(page.finished, timeout=120_000) as done:
        page.start()
    result = done.args[0]
    kept = [run for run in window.experiments_tab.runs_page.runs if run.kind == "homework"]
    assert len(kept) == len(result.runs) and {run.status for run in kept} == {"finished"}
    assert len({run.batch for run in kept}) == 1 and kept[0].conclusion


def test_past_its_size_limit_the_store_drops_the_oldest_runs_and_the_page_says_so(
    qtbot, window_factory
):
    first = _earlier_start()
    window = window_factory()
    store = window.kept.store
    store.limit_bytes = store.size_bytes()  # full: the next run pushes the oldest out
    record_finished(store, "training", train(TrainConfig(epochs=400, record_every=1)), new_batch())
    store.prune()
    window.kept.changed.emit()
    runs = window.experiments_tab.runs_page
    assert store.run(first) is None and first not in [run.id for run in runs.runs]
    assert [run.kind for run in runs.runs] == ["training"]  # the newest stays
    assert "Deleted the 1 oldest run to keep the store under" in runs.status.text()


def test_a_folder_that_refuses_the_store_keeps_runs_for_this_start_and_says_so(
    qtbot, window_factory, monkeypatch
):
    import gui.runs.kept_runs

    blocker = store_path().parent / "a-file-not-a-folder"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("in the way", encoding="utf-8")
    monkeypatch.setattr(gui.runs.kept_runs, "store_path", lambda: blocker / "runs.sqlite3")
    window = window_factory()
    assert "kept in memory until the window closes" in render(window.kept.store.problem)
    message = window.statusBar().currentMessage
    qtbot.waitUntil(lambda: "cannot be opened (" in message(), timeout=2_000)


def test_runs_overlay_smooth_and_export(qtbot, kept, show, tmp_path, machine):
    """On a quiet machine (``machine``): a crowded run's legend would end in " *"."""
    from core.runs.recording import record_finished
    from core.runs.run_store import new_batch

    runs = show(RunsPage(kept))
    store = kept.store
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


def test_crossover_and_threads_runs_are_listed_charted_and_exported(qtbot, kept, show, tmp_path):
    from core.experiments.crossover import CrossoverResult
    from core.experiments.threads import ThreadPoint, ThreadsResult
    from core.experiments.timing import CrossoverPoint
    from core.runs.recording import RunRecording

    crossed = CrossoverResult("hidden", [10, 4_096], ["cpu"])
    crossed.points = [
        CrossoverPoint(10, "cpu", 2e-4, 9, 0.0),
        CrossoverPoint(4_096, "cpu", 7e-3, 9, 0.0),
    ]
    threaded = ThreadsResult([1, 2], {"lesson": 1})
    threaded.points = [
        ThreadPoint("lesson", threads, busy, seconds, 9)
        for threads, busy, seconds in ((1, False, 3e-4), (2, False, 4e-4), (1, True, 5e-4))
    ]
    for kind, result in (("crossover", crossed), ("threads", threaded)):
        RunRecording(kept.store, kind, "cpu", {}, new_batch()).finish_experiment(result)
    runs = show(RunsPage(kept))
    cells = [[runs.table.item(row, column).text() for column in (3, 9)] for row in (0, 1)]
    assert cells == [["threads", "300–500 µs"], ["crossover: hidden width", "200–7,000 µs"]]
    runs.table.selectRow(1)
    (line,) = runs.plot.listDataItems()
    assert list(line.xData) == [10, 4_096] and list(line.yData) == [0.2, 7.0]
    assert runs.plot.getAxis("bottom").labelText == "hidden width"
    runs.table.selectRow(0)
    legend = [label.text for _sample, label in runs.plot.getPlotItem().legend.items]
    assert legend == ["#2 the lesson's MLP, idle", "#2 the lesson's MLP, one core busy"]
    assert runs.plot.getAxis("left").labelText == "ms per epoch"
    runs.export_csv(str(tmp_path / "runs.csv"))
    with open(tmp_path / "runs.csv", encoding="utf-8") as handle:
        assert len(list(csv.DictReader(handle))) == 5


def test_recorded_results_are_their_own_kind_read_only_and_exported_with_their_curves(
    qtbot, kept, show, tmp_path, monkeypatch
):
    runs = show(RunsPage(kept))
    assert runs.table.rowCount() == 0  # every kind of this machine's runs: none kept yet
    runs.kind_box.setCurrentIndex(runs.kind_box.findData("recorded"))
    assert runs.kind_box.currentText() == "recorded elsewhere"
    devices = [runs.table.item(row, 4).text() for row in range(runs.table.rowCount())]
    assert devices.count("NVIDIA H200") == 4 and "NVIDIA GeForce RTX 3080 Ti" in devices
    statuses = {runs.table.item(row, 12).text() for row in range(runs.table.rowCount())}
    assert statuses == {"recorded", "reported by the lesson"}
    assert not runs.delete_button.isEnabled()
    assert "read-only, never this machine's" in runs.status.text()
    runs.filter_edit.setText("GeForce")
    assert runs.table.rowCount() == 1 and runs.table.item(0, 2).text().startswith("The lesson")
    runs.filter_edit.setText("H200")
    runs.table.selectRow(3)  # the H200's plain GPU run: its recorded curve is drawn
    (curve,) = runs.plot.listDataItems()
    assert curve.xData[-1] == 20_000
    (label,) = [text.text for _, text in runs.plot.getPlotItem().legend.items]
    assert label == "NVIDIA H200 plain (2026-12-04)"  # named by its date, never "#-4"
    runs.delete(runs.selected())
    assert "cannot be deleted" in runs.status.text() and runs.table.rowCount() == 7
    path = tmp_path / "recorded.csv"
    runs.export_csv(str(path))
    with open(path, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert {row["source"] for row in rows} == {"recorded"} and len(rows) == 7 * 100


def test_a_damaged_run_is_left_out_and_said_and_the_others_are_listed(
    qtbot, runner, show, tmp_path
):
    import json
    import sqlite3

    from core.runs.run_store import RunStore
    from gui.runs.kept_runs import KeptRuns

    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    record_finished(store, "race", train(TrainConfig(epochs=20, record_every=10)), new_batch())
    store.db.execute(
        "INSERT INTO runs (batch, started, kind, device, machine, settings, status)"
        " VALUES ('b', '2026-12-05T10:00:00+08:00', 'teleport', 'cpu', ?, '{}', 'finished')",
        (json.dumps({"host": "h"}),),
    )
    runs = show(RunsPage(KeptRuns(store, runner)))
    assert runs.table.rowCount() == 1
    assert "1 damaged run could not be read: left out of the list." in runs.status.text()
    store.db.close()
    store.db = sqlite3.connect(":memory:")  # a store that fails to read: said, no crash
    runs.refresh()
    assert runs.table.rowCount() == 0
    assert "The runs kept on disk cannot be read: no such table: runs" in runs.status.text()


@pytest.mark.slow
def test_runs_from_mutated_lessons_that_open_are_listed_charted_and_exported(
    qtbot, runner, show, tmp_path
):
    import random

    from lesson_mutations import _lesson_json, _mutate

    from core.lesson_file import LessonFileError, load
    from gui.runs.kept_runs import KeptRuns

    kept = KeptRuns(RunStore(":memory:"), runner)
    runs = show(RunsPage(kept))
    rng = random.Random(341)
    listed = 0
    for trial in range(300):
        path = tmp_path / f"m{trial % 5}.devicelab"
        path.write_bytes(_mutate(_lesson_json(), rng).encode("utf-8", "surrogatepass"))
        try:
            lesson = load(path)
        except LessonFileError:
            continue
        kept.carry_in(lesson.runs)  # lists them again (changed)
        listed += runs.table.rowCount()
        runs.table.selectAll()  # every curve, or every measured table, charted
        runs.export_csv(str(tmp_path / "runs.csv"))
        kept.delete([run.id for run in kept.store.runs()])
    assert runs.table.rowCount() == 0 and listed > 100  # many lessons opened and were listed


def _kept_run(kept, kind: str, result: dict, curve: bool = True) -> int:
    """A finished run kept without training: its result as the store holds it, a short
    curve for a training or race run."""
    store = kept.store
    run_id = store.start(kind, "cpu", {"epochs": 30, "mode": "plain"}, {"host": "lab-3"}, "b")
    if curve:
        store.add_points(run_id, [10, 20, 30], [1.0, 0.6, 0.4])
    store.finish(run_id, "finished", result, [])
    return run_id


def test_a_disturbed_run_reads_finished_marked_and_its_curve_is_faint(qtbot, kept, show):
    from gui.widgets.plots import DISTURBED_ALPHA

    quiet = _kept_run(kept, "training", {"train_s": 1.0, "crowded": False})
    crowded = _kept_run(kept, "race", {"train_s": 1.5, "crowded": True})
    runs = show(RunsPage(kept))
    statuses = {run.id: runs.table.item(row, 12).text() for row, run in enumerate(runs.runs)}
    assert statuses == {quiet: "finished", crowded: "finished *"}
    note = "* Other programs disturbed a run marked * while it was measured"
    assert runs.status.text().count(note) == 1
    runs.table.selectAll()
    pens = {item.name(): item.opts["pen"].color().alpha() for item in runs.plot.listDataItems()}
    assert sorted(pens.values()) == [DISTURBED_ALPHA, 255]
    (faint,) = [name for name, alpha in pens.items() if alpha == DISTURBED_ALPHA]
    assert faint.startswith(f"#{crowded} ") and faint.endswith(" *")
    runs.kind_box.setCurrentIndex(runs.kind_box.findData("training"))
    assert note not in runs.status.text()  # nothing marked listed: nothing to explain


def test_a_disturbed_point_of_a_threads_run_is_drawn_faint_off_its_line(qtbot, kept, show):
    from core.experiments.threads import ThreadPoint, ThreadsResult
    from core.runs.recording import RunRecording
    from gui.widgets.plots import DISTURBED_ALPHA

    threaded = ThreadsResult([1, 2, 4], {"lesson": 1})
    threaded.points = [
        ThreadPoint("lesson", 1, False, 3e-4, 9),
        ThreadPoint("lesson", 2, False, 9e-4, 9, others_cores=1.6, unreliable=True),
        ThreadPoint("lesson", 4, False, 2e-4, 9),
    ]
    RunRecording(kept.store, "threads", "cpu", {}, new_batch()).finish_experiment(threaded)
    runs = show(RunsPage(kept))
    assert runs.table.item(0, 12).text() == "finished *"
    runs.table.selectRow(0)
    line, faint = runs.plot.listDataItems()
    assert list(line.xData) == [1, 4] and line.name() == "#1 the lesson's MLP, idle"
    assert list(faint.xData) == [2] and faint.name() is None
    brush = faint.opts["symbolBrush"]
    assert brush.color().alpha() == DISTURBED_ALPHA
