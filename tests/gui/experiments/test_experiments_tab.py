"""The window's measurements together: every run lands on the Runs page, and one
measurement runs at a time across the tabs."""

from PySide6.QtWidgets import QApplication


def test_a_training_tab_run_lands_in_the_history(qtbot, window):
    tab = window.training_tab
    tab.epochs_box.setValue(300)
    with qtbot.waitSignal(tab.run_finished, timeout=60_000):
        tab.start()
    QApplication.processEvents()
    runs = window.experiments_tab.runs_page
    assert [(run.kind, run.status) for run in runs.runs] == [("training", "finished")]
    assert runs.table.item(0, 5).text() == "plain"


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
