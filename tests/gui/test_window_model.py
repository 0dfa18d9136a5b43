"""The window model: the devices, this machine's facts and the training settings that the
pages, the lesson steps, the lesson files and the dialogs share instead of the window."""

from dataclasses import replace

from PySide6.QtCore import Qt

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


def test_a_gpu_this_pytorch_cannot_run_on_is_listed_greyed_with_why(qtbot, model, show):
    """The device lists never offer a card the build has no kernels for, but show it,
    greyed, its reason and what to install as the tooltip — in the Training tab's box and
    the Race's checklist alike."""
    from core.hardware import GpuDevice, GpuReport
    from core.hardware.card_support import cuda_card_unsupported

    card = GpuDevice(0, "NVIDIA GeForce GTX 1060 6GB", 6 * 2**30, "Pascal", "6.1",
                     torch_device="cuda:0", usable_by_torch=False)  # fmt: skip
    card.unsupported = cuda_card_unsupported(card.name, "Pascal", (6, 1), ["sm_75", "sm_80"])
    training = show(build_page("training.training", model))
    race = show(build_page("experiments.race", model))
    model.set_gpus(GpuReport("2.13.0", "12.8", None, "550.54", [card]), ["cpu"])
    box = training.device_box
    assert box.devices() == ["cpu"] and box.count() == 2
    assert box.itemText(1) == "[cuda:0] NVIDIA GeForce GTX 1060 6GB (not offered)"
    assert not box.model().item(1).isEnabled()
    tip = box.itemData(1, Qt.ItemDataRole.ToolTipRole)
    assert "no kernels for the NVIDIA GeForce GTX 1060 6GB" in tip and "sm_61" in tip
    checklist = race.device_list
    assert checklist.count() == 2 and checklist.chosen() == ["cpu"]
    checklist.tick_all()
    assert checklist.chosen() == ["cpu"]  # a greyed card is never ticked
    assert "sm_61" in checklist.item(1).toolTip()
