"""The Training tab on its runner: its modes, its live curve, one measurement at a time."""

from gui.training.training_tab import TrainingTab


def test_cuda_graph_is_offered_once_a_cuda_device_exists(qtbot, runner, show):
    tab = show(TrainingTab(runner))
    tab.set_devices(["cpu", "cuda:0"])
    box = tab.mode_box
    assert box.model().item(box.findData("cuda_graph")).isEnabled()


def test_the_deferred_mode_from_the_training_tab_plots_every_epoch(qtbot, runner, show):
    tab = show(TrainingTab(runner))
    tab.epochs_box.setValue(500)
    tab.record_box.setValue(1)
    tab.mode_box.setCurrentIndex(tab.mode_box.findData("deferred"))
    with qtbot.waitSignal(tab.run_finished, timeout=60_000) as done:
        tab.start()
    assert done.args[0].config.mode == "deferred"
    assert tab.curve_points == 500
    assert tab.result_labels["mode"].text() == "deferred sync"


def test_the_next_measurement_can_start_as_soon_as_a_result_arrives(qtbot, runner, show):
    tab = show(TrainingTab(runner))
    tab.epochs_box.setValue(200)
    restarted = []
    tab.run_finished.connect(lambda _result: restarted.append(runner.measurement))
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        tab.start()
    assert restarted == [None]  # released before the result was delivered
    assert tab.start_button.isEnabled()


def test_a_run_crowded_by_other_programs_says_so_beside_its_times(qtbot, runner, show, machine):
    tab = show(TrainingTab(runner))
    tab.epochs_box.setValue(200)
    tab.threads_box.setValue(2)
    machine(1.6)
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        tab.start()
    labels = tab.result_labels
    assert labels["train"].text().endswith(" *") and labels["per_epoch"].text().endswith(" *")
    assert labels["others"].text() == (
        "1.6 of 2 cores: they crowded this run's CPU threads, so its times are unreliable *"
    )
    machine(0.1)
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        tab.start()
    assert labels["others"].text() == "0.1 of 2 cores" and "*" not in labels["train"].text()
