"""The window model: the devices, this machine's facts and the training settings that the
pages, the lesson steps, the lesson files and the dialogs share instead of the window."""

from dataclasses import replace

from core.training import TrainConfig
from gui.pages.window_pages import build_page


def test_the_training_settings_follow_the_tab_and_the_tab_follows_them(qtbot, model, show):
    tab = show(build_page("training.training", model))
    tab.epochs_box.setValue(5_000)  # as a person would: the model keeps what the tab shows
    assert model.training.epochs == 5_000
    tab.lr_edit.setText("0.5")
    assert model.training.lr == 0.5
    lesson = replace(TrainConfig(), epochs=300, hidden=32, device="cuda:0")
    model.set_training(lesson)  # a lesson, the remembered settings, a Try it
    assert tab.epochs_box.value() == 300 and tab.hidden_box.value() == 32
    assert model.training == lesson  # the device waits for the probes, not lost
    model.set_devices(["cpu"])  # the probes found no GPU: the tab says so, and the model
    assert model.training.device == "cpu" and model.training.epochs == 300


def test_a_device_found_later_is_chosen_as_the_settings_asked(qtbot, model, show):
    tab = show(build_page("training.training", model))
    model.set_training(replace(TrainConfig(), device="xpu:0"))
    model.set_devices(["cpu", "xpu:0"])
    assert tab.device_box.currentText() == "xpu:0" and model.training.device == "xpu:0"
    assert model.best_device == "xpu:0"


def test_the_facts_arrive_once_both_probes_answered(qtbot, model):
    seen = []
    model.facts_changed.connect(lambda: seen.append(model.probed))
    model.set_cpu(None, "py-cpuinfo timed out")
    assert not model.probed and model.cpu_problem == "py-cpuinfo timed out"
    model.set_gpus(None, ["cpu"], "no NVIDIA driver")
    assert model.probed and seen == [False, True] and model.devices == ["cpu"]
