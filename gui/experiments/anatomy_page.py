"""The Anatomy page: one epoch of the lesson's loop taken apart on each device,
drawn on one time axis (core.experiments.anatomy)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QCheckBox, QWidget

from core.errors import ConfigError
from core.experiments.anatomy import (
    NO_DEVICE_CHOSEN,
    PROFILED_EPOCHS_RANGE,
    AnatomyComparison,
    AnatomyProgress,
    AnatomyResult,
    profile_devices,
)
from core.experiments.recorded import Recorded, shipped_recorded
from core.training.config import mode_unavailable
from gui.experiments.anatomy_timeline import AnatomyTimeline, EpochBreakdown
from gui.experiments.recorded_series import recorded_box
from gui.i18n import render, word_button
from gui.widgets.fields import DeviceChecklist, spin_box
from gui.widgets.measurement_page import MeasurementPage
from gui.workers import JobRunner

ANATOMY_CONTROLS_CHARS = 36
"""The controls' column here gives the timeline more width than other pages' charts get."""
LESSON_PROFILED_EPOCHS = 3
"""Epochs profiled by default: enough to see that they agree, few enough to read."""


class AnatomyPage(MeasurementPage):
    """Where an epoch's time goes on each device: lanes on one time axis, the epoch split
    into the lesson's reasons, the headline from the numbers; two toggles re-profile it
    (record every epoch or never; plain or CUDA graph)."""

    measurement = "anatomy"
    controls_chars = ANATOMY_CONTROLS_CHARS

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(
            runner,
            lambda: self.tr(
                "Why was the GPU slower? One epoch of the lesson's loop is taken apart by "
                "PyTorch's profiler on each device, after a warm-up, and drawn on one time "
                "axis: the CPU's phases and operators, and on a GPU its kernel launches, "
                "kernels, copies and the syncs the CPU waits in. Wheel or drag on the chart to "
                "zoom and pan in time; hover a bar to see what it is."
            ),
            parent,
            run_words=(
                lambda: self.tr("Take an epoch apart"),
                lambda: self.tr("Profile the lesson's loop on each ticked device"),
            ),
        )
        self._build_fields()
        self.timeline = AnatomyTimeline()
        self.breakdown = EpochBreakdown()
        self.whole_button = word_button(
            self,
            lambda: self.tr("Whole epoch"),
            lambda: self.tr("Show every device's whole epoch again after zooming"),
        )
        self.whole_button.clicked.connect(self.timeline.show_whole_epoch)
        self.form.addRow(self.whole_button)
        self.body.addWidget(self.timeline)
        self.add_above_conclusion(self.breakdown)
        self.add_above_conclusion(self.breakdown.legend)
        self.result: AnatomyComparison | None = None
        self.set_devices(["cpu"])
        self._redraw()

    def _build_fields(self) -> None:
        """Devices (ticked), the two toggles, the epochs to profile."""
        self.device_list = DeviceChecklist()
        self.words(
            self.device_list.setToolTip,
            lambda: self.tr("Tick the devices to profile, one after the other"),
        )
        self.record_box = QCheckBox()
        self.words(self.record_box.setText, lambda: self.tr("epoch (.item())"))
        self.words(
            self.record_box.setToolTip,
            lambda: self.tr(
                "Ticked: the loss is read every epoch, as the lesson does; unticked: never, "
                "the homework's fix (the sync disappears)"
            ),
        )
        self.record_box.setChecked(True)
        self.graph_box = QCheckBox()
        self.words(self.graph_box.setText, lambda: self.tr("CUDA graph (the fix)"))
        self.epochs_box = spin_box(PROFILED_EPOCHS_RANGE, LESSON_PROFILED_EPOCHS)
        self.add_field("devices", self.device_list)
        self.add_field("record_every", self.record_box)
        self.add_field("mode", self.graph_box)
        self.add_field("epochs", self.epochs_box)
        self.recorded_box = recorded_box(self)
        self.add_field("recorded", self.recorded_box)
        self.record_box.toggled.connect(self._on_toggled)
        self.graph_box.toggled.connect(self._on_toggled)
        self.recorded_box.toggled.connect(self._redraw)

    def set_devices(self, devices: list[str]) -> None:
        super().set_devices(devices)
        self.device_list.set_devices(devices)
        reasons = [mode_unavailable("cuda_graph", device) for device in devices]
        recorded = any(r.mode == "cuda_graph" for _, r in self._recorded_anatomies())
        usable = None in reasons or recorded  # here, or in a recorded GPU's epoch
        self.graph_box.setEnabled(usable)
        if not usable:
            self.graph_box.setChecked(False)
        self.words(
            self.graph_box.setToolTip,
            lambda: (
                self.tr("The step captured once and replayed: one launch for its kernels")
                if usable
                else render(reasons[0])
            ),
        )

    def set_up_the_lessons_epoch(self) -> None:
        """The lesson's loop as it wrote it: every device, the loss read every epoch."""
        self.device_list.tick_all()
        self.record_box.setChecked(True)
        self.graph_box.setChecked(False)
        self.epochs_box.setValue(LESSON_PROFILED_EPOCHS)

    def chosen_devices(self) -> list[str]:
        return self.device_list.chosen()

    def prepare(self) -> Callable:
        devices = self.chosen_devices()
        if not devices:
            raise ConfigError("devices", NO_DEVICE_CHOSEN)
        record_every = 1 if self.record_box.isChecked() else 0
        mode = "cuda_graph" if self.graph_box.isChecked() else "plain"
        epochs = self.epochs_box.value()
        self.recorded = {"devices": devices, "record_every": record_every, "mode": mode}
        self.say(lambda: self.tr("Profiling {devices}…").format(devices=", ".join(devices)))
        return lambda report, should_stop: profile_devices(
            devices, record_every, mode, epochs, report, should_stop
        )

    def progress(self, item: AnatomyProgress) -> None:
        self.say(
            lambda: self.tr("{device} profiled ({done} of {total} devices)").format(
                device=item.device, done=item.done, total=item.total
            )
        )

    def show_result(self, result: AnatomyComparison) -> None:
        self.result = result
        self._redraw()
        if not result.cancelled:
            self.say(lambda: self.tr("Done: hover the lanes to see what each part is."))

    @Slot()
    def _on_toggled(self) -> None:
        """A toggle shows its effect at once: the recorded epochs it chooses are drawn, this
        machine's shown epochs are profiled again."""
        self._redraw()
        if self.result is not None and not self.is_running:
            self.start()

    @Slot()
    def _redraw(self) -> None:
        """This machine's epochs (the last result) and the recorded GPUs' the toggles choose."""
        mine = self.result.results if self.result is not None else []
        recorded = self._recorded_blocks() if self.recorded_box.isChecked() else ()
        self.timeline.draw(mine, recorded)
        self.breakdown.draw(mine, recorded)

    @staticmethod
    def _recorded_anatomies() -> list[tuple[Recorded, AnatomyResult]]:
        return [(m, result) for m in shipped_recorded() for result in m.anatomies()]

    def _recorded_blocks(self) -> tuple:
        """The recorded GPU epochs in the mode and record interval the toggles choose, each
        with its label ("H200, recorded 2026-12-04")."""
        mode = "cuda_graph" if self.graph_box.isChecked() else "plain"
        every = 1 if self.record_box.isChecked() else 0
        return tuple(
            (result, lambda m=machine: render(m.label(m.machine.gpu)))
            for machine, result in self._recorded_anatomies()
            if result.mode == mode and result.record_every == every
        )
