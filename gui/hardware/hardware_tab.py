"""The Hardware tab: the CPU and GPU facts the lesson teaches students to read.

Four pages: CPU & GPU (with each GPU's live NVML readings), Live plots, Throughput and the
VRAM calculator. The tab runs the slow probes and one monitor worker that samples the cores
and GPUs at 2 Hz for all its pages.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from core.hardware import CpuFacts, GpuReport, probe_cpu, probe_cpu_fast, probe_gpus
from core.hardware.monitor import INTERVAL_S, LiveSample, monitor
from gui.hardware.cpu_gpu_page import CpuGpuPage
from gui.i18n import Retranslating
from gui.widgets.layouts import PageTabs
from gui.window_model import WindowModel

if TYPE_CHECKING:
    from gui.hardware.live_page import LivePage
    from gui.hardware.throughput_page import ThroughputPage
    from gui.hardware.vram_page import VramPage


class HardwareTab(Retranslating, QWidget):
    """Shows the fast CPU facts at once, then fills in py-cpuinfo and GPU facts from workers
    and gives the model the devices and facts they found."""

    def __init__(
        self,
        model: WindowModel,
        pages: PageTabs,
        parent: QWidget | None = None,
        *,
        nvml: ModuleType | None = None,
        poll_s: float = INTERVAL_S,
    ) -> None:
        """``pages``: the tab's pages, built from the registry (``gui.pages.window_pages``);
        ``nvml`` replaces the ``pynvml`` module (tests pass fakes)."""
        super().__init__(parent)
        self.model = model
        self._runner = model.runner
        self._nvml = nvml
        self._poll_s = poll_s
        self.samples_seen = 0
        self.cpu_probed = False
        self.gpu_probed = False
        self.pages = pages
        self.cpu_gpu_page = cast(CpuGpuPage, pages.page("cpu"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        self.cpu_gpu_page.show_cpu(probe_cpu_fast())
        model.throughput_changed.connect(self.cpu_gpu_page.show_measured_copies)

    @property
    def live_page(self) -> LivePage:
        return cast("LivePage", self.pages.page("live"))

    @property
    def throughput_page(self) -> ThroughputPage:
        return cast("ThroughputPage", self.pages.page("throughput"))

    @property
    def vram_page(self) -> VramPage:
        return cast("VramPage", self.pages.page("vram"))

    def start_probes(self) -> None:
        """Run the slow probes (py-cpuinfo, CUDA/NVML) and the live monitor in workers; the
        GPU probe, which asks torch for the devices, once PyTorch has loaded (one thread
        imports it, never three at once)."""
        self._runner.start(lambda _report, _stop: probe_cpu(), self._on_cpu, self._on_cpu_error)
        nvml = self._nvml
        self.model.when_pytorch_ready(
            lambda: self._runner.start(
                lambda _report, _stop: (probe_gpus(nvml), _available_devices()),
                self._on_gpus,
                self._on_gpu_error,
            )
        )
        poll_s = self._poll_s
        self._runner.start(
            lambda report, should_stop: monitor(report, should_stop, nvml=nvml, interval_s=poll_s),
            self._on_monitor_end,
            self._on_monitor_error,
            self._on_live_sample,
        )

    @property
    def probes_done(self) -> bool:
        return self.cpu_probed and self.gpu_probed

    @Slot(object)
    def _on_cpu(self, facts: CpuFacts) -> None:
        self.cpu_gpu_page.show_cpu_details(facts)
        self.cpu_probed = True
        self.model.set_cpu(facts)

    @Slot(str)
    def _on_cpu_error(self, message: str) -> None:
        self.cpu_gpu_page.show_cpu_error(message)
        self.cpu_probed = True
        self.model.set_cpu(None, message)

    @Slot(object)
    def _on_gpus(self, found: tuple[GpuReport, list[str]]) -> None:
        report, devices = found
        self.cpu_gpu_page.show_gpus(report)
        self.gpu_probed = True
        self.model.set_gpus(report, devices)

    @Slot(str)
    def _on_gpu_error(self, message: str) -> None:
        self.cpu_gpu_page.show_gpu_error(message)
        self.gpu_probed = True
        self.model.set_gpus(None, ["cpu"], message)

    @Slot(object)
    def _on_live_sample(self, sample: LiveSample) -> None:
        self.samples_seen += 1
        self.cpu_gpu_page.show_sample(sample)
        self.model.add_live_sample(sample)

    @Slot(object)
    def _on_monitor_end(self, samples: int) -> None:
        self.model.set_monitor_stopped(
            lambda: self.tr("Live readings stopped after %n sample(s).", "", samples)
        )

    @Slot(str)
    def _on_monitor_error(self, message: str) -> None:
        self.model.set_monitor_stopped(
            lambda: self.tr("The live monitor stopped: {message}").format(message=message)
        )


def _available_devices() -> list[str]:
    """The devices torch can train on (in the probe's worker: it imports torch there)."""
    from core.hardware.devices import available_devices

    return available_devices()
