"""What the window's parts share, owned by the shell and handed to the pages, the lesson
steps, the lesson files and the dialogs instead of the window (Vorta's pattern): nobody
walks ``window.experiments_tab.homework_page.device_box`` to learn where training can run.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from core.experiments.waste import fastest
from core.hardware import CpuFacts, GpuReport
from core.hardware.card_support import Unsupported
from core.hardware.monitor import HISTORY, LiveSample
from core.i18n import Message
from core.training import TrainConfig
from gui.runs.kept_runs import KeptRuns
from gui.workers import JobRunner

PYTORCH_MODULE = "core.training.trainer"
"""What the pages that need PyTorch import: PyTorch, the lesson's model, data and loop."""
failed_before_qt: list[BaseException] = []
"""Why torch could not load before Qt (Windows: ``gui.main``): the window says that, not
what importing it again after Qt's DLLs would say."""


class _Waiting:
    """What waits for one answer (PyTorch loaded, the GPU probe's): each callback runs at
    once when the answer has come, else when it comes."""

    def __init__(self) -> None:
        self._callbacks: list[Callable[[], object]] = []

    def add(self, answered: bool, callback: Callable[[], object]) -> None:
        if answered:
            callback()
        else:
            self._callbacks.append(callback)

    def answered(self) -> None:
        """The answer has come: run what waited for it (a callback added meanwhile, later)."""
        waiting, self._callbacks = self._callbacks, []
        for callback in waiting:
            callback()

    def forget(self) -> None:
        self._callbacks.clear()


def _imported(module: str) -> bool:
    """``module`` is imported whole (not still being imported by another thread)."""
    found = sys.modules.get(module)
    return found is not None and not getattr(found.__spec__, "_initializing", False)


class WindowModel(QObject):
    """The job runner, the kept runs, the devices found here, this machine's facts and the
    training settings."""

    devices_changed = Signal(list)
    """The torch devices that exist (cpu, cuda:N, xpu:N, mps), once the GPU probe is done."""
    facts_changed = Signal()
    """The CPU's or the GPUs' facts arrived from the probes."""
    training_changed = Signal(object)
    """The training settings were set from outside the Training tab (a lesson, the
    remembered settings, a Try it): the tab shows them."""
    unsupported_changed = Signal(dict)
    """The GPUs this PyTorch cannot run on, by their label, with why (``card_support``)."""
    peaks_changed = Signal(dict)
    """The Throughput page measured a device's matrix multiply: ``peaks`` grew."""
    throughput_changed = Signal(object)
    """A Throughput run ended with its report (the copy rates beside the live PCIe traffic)."""
    live_sampled = Signal(object)
    """The hardware monitor's latest ``LiveSample`` (2 Hz)."""
    monitor_stopped = Signal(object)
    """The monitor ended; its sentence is a function that says it in the window's language."""
    pytorch_loaded = Signal()
    """PyTorch finished loading in the background (or failed: ``pytorch_problem``)."""

    def __init__(self, runner: JobRunner, kept: KeptRuns, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.kept = kept
        self.devices: list[str] = ["cpu"]
        self.cpu: CpuFacts | None = None
        """py-cpuinfo's facts once probed (None before, or when the probe failed)."""
        self.gpus: GpuReport | None = None
        """The GPU report once probed (None before, or when the probe failed)."""
        self.cpu_problem: str | None = None
        self.gpu_problem: str | None = None
        """Why a probe failed, as it said; None while it has not, or once it answered."""
        self._answered: set[str] = set()
        self.unsupported: dict[str, Unsupported] = {}
        self.peaks: dict[str, float] = {}
        """Per device, the fastest matrix multiply measured this session (GFLOP/s): what
        the device can do, against which a run's arithmetic is its share (``waste``)."""
        self.training = TrainConfig()
        """The Training tab's settings as its controls describe them (not yet checked: a
        learning rate may be text), or as a lesson gave them (a device not found yet)."""
        self.pytorch_ready = _imported(PYTORCH_MODULE)
        """PyTorch has loaded (in the background, or before this window: a second window, a
        test): the pages that need it may be built without a wait."""
        self.pytorch_problem: str | None = None
        """Why PyTorch could not be loaded, as the import said."""
        self._after_pytorch = _Waiting()
        self._after_gpus = _Waiting()
        self.live_samples: deque[LiveSample] = deque(maxlen=HISTORY)
        """The monitor's last minute: the Live page, built when first shown, starts with it."""
        self.monitor_ended: Callable[[], str] | None = None
        """Why the monitor stopped, once it has."""
        self.lab_autosave: Path | None = None
        """Where the lab keeps the code as it is typed (None: in a screenshot or self-test)."""

    def add_live_sample(self, sample: LiveSample) -> None:
        self.live_samples.append(sample)
        self.live_sampled.emit(sample)

    def set_monitor_stopped(self, said: Callable[[], str]) -> None:
        self.monitor_ended = said
        self.monitor_stopped.emit(said)

    @property
    def readings_elsewhere(self) -> list[Message | str]:
        """Where the live readings of the GPUs NVML does not read are (AMD, Intel, Apple)."""
        found = self.gpus.devices if self.gpus is not None else []
        return [device.live_readings for device in found if device.live_readings]

    @property
    def pytorch_answered(self) -> bool:
        """PyTorch has loaded, or failed to: nothing waits for it any more."""
        return self.pytorch_ready or self.pytorch_problem is not None

    def when_pytorch_ready(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once PyTorch has loaded (now, if it has), or failed to: what
        builds the pages that need it then never waits for the import on the GUI thread."""
        self._after_pytorch.add(self.pytorch_answered, callback)

    def forget_what_waits(self) -> None:
        """The window is closing: what waited for PyTorch (a lesson to open) or for the GPU
        probe (a Try it's device) is dropped."""
        self._after_pytorch.forget()
        self._after_gpus.forget()

    def set_pytorch_loaded(self, problem: str | None = None) -> None:
        """PyTorch has loaded (``problem`` None), or could not be (and why)."""
        self.pytorch_ready, self.pytorch_problem = problem is None, problem
        self.pytorch_loaded.emit()
        self._after_pytorch.answered()

    @property
    def probed(self) -> bool:
        """Both probes have answered (with facts or with a problem)."""
        return self._answered == {"cpu", "gpus"}

    @property
    def gpus_probed(self) -> bool:
        """The GPU probe has answered: ``devices`` lists every device a run can use."""
        return "gpus" in self._answered

    def when_gpus_probed(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once the GPU probe has answered (now, if it has)."""
        self._after_gpus.add(self.gpus_probed, callback)

    def set_cpu(self, facts: CpuFacts | None, problem: str | None = None) -> None:
        self.cpu, self.cpu_problem = facts, problem
        self._answered.add("cpu")
        self.facts_changed.emit()

    def set_gpus(
        self, report: GpuReport | None, devices: list[str], problem: str | None = None
    ) -> None:
        """The GPU probe's report (None when it failed, saying ``problem``) and the devices
        a run can use."""
        self.gpus, self.gpu_problem = report, problem
        self._answered.add("gpus")
        self.set_devices(devices)
        found = report.devices if report is not None else []
        self.unsupported = {d.label: d.unsupported for d in found if d.unsupported is not None}
        self.unsupported_changed.emit(dict(self.unsupported))
        self.facts_changed.emit()
        self._after_gpus.answered()

    def throughput_measured(self, result: object) -> None:
        """A Throughput page run ended: keep each device's fastest matrix multiply (an error
        text, or a run stopped before any, measured none)."""
        measured = getattr(result, "measurements", None)
        if measured is None:
            return  # an error text: nothing measured
        for device in {m.device for m in measured}:
            peak = fastest(measured, device, "matmul")
            if peak is not None:
                self.peaks[device] = max(peak, self.peaks.get(device, 0.0))
        if measured:
            self.peaks_changed.emit(dict(self.peaks))
        self.throughput_changed.emit(result)

    def set_training(self, config: TrainConfig) -> None:
        """Settings from outside the Training tab: kept, and shown by the tab."""
        self.training = config
        self.training_changed.emit(config)

    def training_edited(self, config: TrainConfig) -> None:
        """The Training tab's controls changed: kept (the tab already shows them)."""
        self.training = config

    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)
        self.devices_changed.emit(self.devices)

    @property
    def best_device(self) -> str:
        """The first GPU found, else the CPU: where the lesson moves its training."""
        return next((device for device in self.devices if device != "cpu"), "cpu")
