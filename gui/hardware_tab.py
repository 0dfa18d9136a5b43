"""The hardware tab: the CPU and GPU facts the lesson teaches students to read.

Four pages: the facts (with each GPU's live NVML readings), live plots, the bench and
the VRAM calculator. One monitor worker samples the cores and GPUs at 2 Hz for all.
Every text follows a live language switch: the facts, decoded names and reasons are
re-rendered from the probes' results, which are kept.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from types import ModuleType

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPoint,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.devices import available_devices
from core.hardware import (
    CpuFacts,
    GpuReport,
    bare_uuid,
    decode_cpu_name,
    decode_gpu_name,
    probe_cpu,
    probe_cpu_fast,
    probe_gpus,
)
from core.i18n import translate
from core.monitor import INTERVAL_S, LiveSample, monitor
from core.nvml import GpuSample, NotAvailable
from core.units import Text, shown
from gui.bench_panel import BenchPanel
from gui.hideable import is_hidden
from gui.i18n import is_language_change
from gui.live_panel import LivePanel
from gui.vram_panel import VramPanel
from gui.workers import JobRunner

GPU_LIVE_FIELDS = {
    "memory": QT_TRANSLATE_NOOP("HardwareTab", "VRAM used / free"),
    "utilization": QT_TRANSLATE_NOOP("HardwareTab", "GPU use"),
    "temperature": QT_TRANSLATE_NOOP("HardwareTab", "Temperature"),
    "power": QT_TRANSLATE_NOOP("HardwareTab", "Power (now / cap)"),
    "sm_clock": QT_TRANSLATE_NOOP("HardwareTab", "SM clock (now / max)"),
    "memory_clock": QT_TRANSLATE_NOOP("HardwareTab", "Memory clock"),
    "pcie": QT_TRANSLATE_NOOP("HardwareTab", "PCIe link (now / max)"),
}
"""Each GPU box's live rows: key → English title (shown with ``tr``)."""

CPU_ROWS = {
    "model": QT_TRANSLATE_NOOP("HardwareTab", "Model"),
    "vendor": QT_TRANSLATE_NOOP("HardwareTab", "Vendor"),
    "architecture": QT_TRANSLATE_NOOP("HardwareTab", "Architecture"),
    "cores": QT_TRANSLATE_NOOP("HardwareTab", "Physical cores"),
    "threads": QT_TRANSLATE_NOOP("HardwareTab", "Logical threads"),
    "base": QT_TRANSLATE_NOOP("HardwareTab", "Base clock (from the name)"),
    "max": QT_TRANSLATE_NOOP("HardwareTab", "Max clock"),
    "cache": QT_TRANSLATE_NOOP("HardwareTab", "L2 / L3 cache"),
}

PAGES = ("facts", "live", "bench", "vram")
"""``show_page`` names, in the order of the pages."""
SECTIONS = ("cpu", "gpu")
"""``show_section`` names."""

PROBLEM_STYLE = (
    "background: rgba(230, 159, 0, 40); border: 1px solid #E69F00; border-radius: 4px;"
    " padding: 8px;"
)
"""A see-through orange: the text keeps the palette's colour on a light or dark theme."""


class HardwareTab(QWidget):
    """Shows the fast CPU facts at once, then fills in py-cpuinfo and GPU facts from workers."""

    devices_found = Signal(list)
    """The torch devices that exist (cpu, cuda:N, mps), once the GPU probe is done."""

    def __init__(
        self,
        runner: JobRunner,
        parent: QWidget | None = None,
        *,
        nvml: ModuleType | None = None,
        poll_s: float = INTERVAL_S,
    ) -> None:
        """``nvml`` replaces the ``pynvml`` module (tests pass fakes)."""
        super().__init__(parent)
        self._runner = runner
        self._nvml = nvml
        self._poll_s = poll_s
        self.gpu_live: dict[str, dict[str, QLabel]] = {}
        """Live value labels of each GPU box, by bare UUID (or "index:N")."""
        self._gpu_samples: dict[str, GpuSample] = {}
        """The last sample shown in each GPU box, to say it again in another language."""
        self.samples_seen = 0
        self.cpu_probed = False
        self.gpu_probed = False
        self.cpu_labels: dict[str, QLabel] = {}
        self.cpu_facts: CpuFacts | None = None
        self._cpu_state: tuple[str, str] = ("reading", "")
        """("reading" | "detailed" | "psutil" | "failed", the failure's message)."""
        self.gpu_report: GpuReport | None = None
        self._gpu_error: str | None = None
        self._gpu_texts: list[tuple[Callable[[str], None], Callable[[], str]]] = []
        """(setter, text in the current language) of every text made from the GPU probe."""
        self._gpu_name_rows: list[QWidget] = []
        """The GPU boxes' "What the name says" rows (hidden with the CPU's name notes)."""

        self.cpu_box = QGroupBox()
        cpu_form = QFormLayout(self.cpu_box)
        self._cpu_titles: dict[str, QLabel] = {}
        for key in CPU_ROWS:
            title, label = QLabel(), _value_label()
            self._cpu_titles[key] = title
            self.cpu_labels[key] = label
            cpu_form.addRow(title, label)
        self.cpu_status = QLabel()
        self.cpu_status.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        cpu_form.addRow(self.cpu_status)

        self.name_box = QGroupBox()
        name_layout = QVBoxLayout(self.name_box)
        self.cpu_name_notes = _notes_label()
        name_layout.addWidget(self.cpu_name_notes)

        self.isa_box = QGroupBox()
        isa_layout = QVBoxLayout(self.isa_box)
        self.isa_notes = _notes_label()
        isa_layout.addWidget(self.isa_notes)

        self.live_box = QGroupBox()
        live_form = QFormLayout(self.live_box)
        self.cpu_use = QProgressBar()
        self.memory_use = QProgressBar()
        self.core_kinds_label = _notes_label()
        self._live_titles = [QLabel(), QLabel(), QLabel()]
        live_form.addRow(self._live_titles[0], self.cpu_use)
        live_form.addRow(self._live_titles[1], self.memory_use)
        live_form.addRow(self._live_titles[2], self.core_kinds_label)

        self.gpu_box = QGroupBox()
        self.gpu_layout = QVBoxLayout(self.gpu_box)
        self.gpu_status = QLabel()
        self.gpu_status.setWordWrap(True)
        self.gpu_layout.addWidget(self.gpu_status)
        self.gpu_layout.addStretch(1)

        left = QVBoxLayout()
        left.addWidget(self.cpu_box)
        left.addWidget(self.name_box)
        left.addWidget(self.isa_box)
        left.addWidget(self.live_box)
        left.addStretch(1)
        self._facts = QWidget()
        facts_layout = QHBoxLayout(self._facts)
        facts_layout.addLayout(left, 1)
        facts_layout.addWidget(self.gpu_box, 1)
        self.facts_page = QScrollArea()
        self.facts_page.setWidget(self._facts)
        self.facts_page.setWidgetResizable(True)

        self.live_panel = LivePanel()
        self.bench_panel = BenchPanel(runner)
        self.vram_panel = VramPanel(runner)
        self.pages = QTabWidget()
        for page in (self.facts_page, self.live_panel, self.bench_panel, self.vram_panel):
            self.pages.addTab(page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        self.cpu_facts = probe_cpu_fast()
        self.retranslate()

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the language chosen now, the probes' results included."""
        self.pages.setTabText(0, self.tr("CPU && GPU"))
        self.pages.setTabText(1, self.tr("Live"))
        self.pages.setTabText(2, self.tr("Bench"))
        self.pages.setTabText(3, self.tr("VRAM calculator"))
        self.pages.setTabToolTip(0, self.tr("What this machine's CPU and GPUs are"))
        self.pages.setTabToolTip(1, self.tr("Every core and GPU, measured twice a second"))
        self.pages.setTabToolTip(2, self.tr("Measure each device's compute and copy speed"))
        self.pages.setTabToolTip(3, self.tr("Will a model train in this GPU's memory?"))
        self.cpu_box.setTitle(self.tr("CPU"))
        for key, title in CPU_ROWS.items():
            self._cpu_titles[key].setText(self.tr(title))
        self.name_box.setTitle(self.tr("What the CPU's name says"))
        self.isa_box.setTitle(self.tr("Instruction sets for deep learning"))
        self.live_box.setTitle(self.tr("Live use"))
        for label, text in zip(
            self._live_titles,
            (self.tr("CPU (all threads)"), self.tr("Memory"), self.tr("Core kinds")),
            strict=True,
        ):
            label.setText(text)
        self.cpu_use.setToolTip(self.tr("Average use of all logical threads, in percent"))
        self.memory_use.setToolTip(self.tr("System memory (RAM) in use, in percent"))
        self.gpu_box.setTitle(self.tr("GPU"))
        self._render_cpu()
        self._render_gpu_status()
        for setter, text in self._gpu_texts:
            setter(text())
        for key, sample in self._gpu_samples.items():
            _show_gpu_live(self.gpu_live[key], sample)

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # -- hooks -------------------------------------------------------------------------------

    def show_page(self, name: str) -> None:
        """Show page ``name``: "facts" (CPU & GPU), "live", "bench" or "vram" (the VRAM
        calculator). Raises ValueError for any other name."""
        if name not in PAGES:
            raise ValueError(f"page must be one of {', '.join(PAGES)} (got {name!r})")
        self.pages.setCurrentIndex(PAGES.index(name))

    def current_page(self) -> str:
        """The name (see ``show_page``) of the page in front."""
        return PAGES[self.pages.currentIndex()]

    def show_section(self, name: str) -> None:
        """Show the facts page scrolled so that the "cpu" or "gpu" group box is at the top.
        Raises ValueError for any other name."""
        if name not in SECTIONS:
            raise ValueError(f"section must be one of {', '.join(SECTIONS)} (got {name!r})")
        self.show_page("facts")
        box = self.cpu_box if name == "cpu" else self.gpu_box
        self._scroll_to(box)
        # A page that has just come to the front lays out later: scroll again then.
        QTimer.singleShot(0, self, lambda: self._scroll_to(box))

    def _scroll_to(self, box: QWidget) -> None:
        self._facts.layout().activate()
        top_left = box.mapTo(self._facts, QPoint(0, 0))
        self.facts_page.horizontalScrollBar().setValue(top_left.x())
        self.facts_page.verticalScrollBar().setValue(top_left.y())

    def hideable_controls(self) -> dict[str, tuple[str, list[QWidget]]]:
        """What a teacher can hide to keep a class focused: id → (title, widgets)."""
        processes = self.live_panel.processes_area
        return {
            "hardware.names": (
                self.tr("What the CPU and GPU names say"),
                [self.name_box, *self._gpu_name_rows],
            ),
            "hardware.instruction_sets": (self.tr("Instruction sets"), [self.isa_box]),
            "hardware.cpu_live": (self.tr("Live CPU and memory use"), [self.live_box]),
            "hardware.live": (self.tr("Live page"), [self.live_panel]),
            "hardware.processes": (self.tr("Processes using a GPU (Live page)"), [processes]),
            "hardware.bench": (self.tr("Bench page"), [self.bench_panel]),
            "hardware.vram": (self.tr("VRAM calculator page"), [self.vram_panel]),
            "hardware.vram.explanation": (
                self.tr("What fills VRAM (VRAM calculator)"),
                [self.vram_panel.lesson],
            ),
        }

    # -- probes ------------------------------------------------------------------------------

    def start_probes(self) -> None:
        """Run the slow probes (py-cpuinfo, CUDA/NVML) and the live monitor in workers."""
        self._runner.start(lambda _report, _stop: probe_cpu(), self._on_cpu, self._on_cpu_error)
        nvml = self._nvml
        self._runner.start(
            lambda _report, _stop: (probe_gpus(nvml), available_devices()),
            self._on_gpus,
            self._on_gpu_error,
        )
        self.vram_panel.start()
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

    def _render_cpu(self) -> None:
        facts = self.cpu_facts
        if facts is None:
            return
        unknown = self.tr("unknown")
        values = {
            "model": facts.model,
            "vendor": facts.vendor,
            "architecture": facts.architecture,
            "cores": facts.physical_cores,
            "threads": facts.logical_threads,
            "base": units.ghz(facts.base_ghz),
            "max": units.ghz(facts.max_ghz),
            "cache": _cache_text(facts.l2_cache_bytes, facts.l3_cache_bytes),
        }
        notes = decode_cpu_name(facts.model or "").explanations
        self.cpu_name_notes.setText(
            _bullets(notes.values())
            or self.tr("This model name does not follow a pattern DeviceLab can read.")
        )
        for key, value in values.items():
            self.cpu_labels[key].setText(unknown if value is None else str(shown(value)))
        note = shown(facts.core_kinds_note)
        if facts.performance_cores is not None and facts.efficiency_cores:
            kinds = self.tr("{p} performance + {e} efficiency cores. {note}").format(
                p=facts.performance_cores, e=facts.efficiency_cores, note=note
            )
        else:
            kinds = note
        self.core_kinds_label.setText(kinds)
        if facts.base_ghz is None and facts.current_ghz is not None:
            self.cpu_labels["base"].setText(
                self.tr("not in the name (now running at {ghz:.2f} GHz)").format(
                    ghz=facts.current_ghz
                )
            )
        state, message = self._cpu_state
        if state == "reading":
            self.cpu_status.setText(self.tr("Reading details with py-cpuinfo…"))
            self.isa_notes.setText(self.tr("Reading the CPU's flags…"))
        elif state == "detailed":
            self.cpu_status.setText(self.tr("Details from py-cpuinfo."))
            self.isa_notes.setText(
                _bullets(
                    self.tr("{name}: {what}").format(name=name, what=_hardware_text(what))
                    for name, what in facts.instruction_sets.items()
                )
                or self.tr("None of FMA, AVX2, AVX-512, AMX or NEON was reported.")
            )
        else:
            self.cpu_status.setText(
                self.tr("py-cpuinfo gave no details; these are psutil's.")
                if state == "psutil"
                else self.tr("py-cpuinfo failed: {message}").format(message=message)
            )
            self.isa_notes.setText(self.tr("Unknown: py-cpuinfo reported no flags."))

    @Slot(object)
    def _on_cpu(self, facts: CpuFacts) -> None:
        self.cpu_facts = facts
        self._cpu_state = ("detailed" if facts.detailed else "psutil", "")
        self._render_cpu()
        self.cpu_probed = True

    @Slot(str)
    def _on_cpu_error(self, message: str) -> None:
        self._cpu_state = ("failed", message)
        self._render_cpu()
        self.cpu_probed = True

    def _render_gpu_status(self) -> None:
        if self._gpu_error is not None:
            self.gpu_status.setText(
                self.tr("The GPU probe failed: {message}").format(message=self._gpu_error)
            )
        else:
            self.gpu_status.setText(self.tr("Asking PyTorch and the NVIDIA driver…"))

    def _label(self, text: Callable[[], str], *, notes: bool = False) -> QLabel:
        """A label whose text is ``text()`` now and again after each language switch."""
        label = _notes_label() if notes else _value_label()
        self._gpu_texts.append((label.setText, text))
        label.setText(text())
        return label

    def _title(self, text: Callable[[], str]) -> QLabel:
        label = QLabel()
        self._gpu_texts.append((label.setText, text))
        label.setText(text())
        return label

    @Slot(object)
    def _on_gpus(self, found: tuple[GpuReport, list[str]]) -> None:
        report, devices = found
        self.gpu_report = report
        self.gpu_status.hide()
        software = QFormLayout()
        software.addRow("PyTorch", _value_label(report.torch_version))
        software.addRow(
            self._title(lambda: self.tr("CUDA (PyTorch build)")),
            self._label(lambda: report.torch_cuda or self.tr("none: a CPU-only build")),
        )
        software.addRow("cuDNN", _value_label(_or_dash(report.cudnn)))
        software.addRow(
            self._title(lambda: self.tr("NVIDIA driver")),
            self._label(lambda: report.driver or self.tr("not found")),
        )
        if report.mps_available:
            software.addRow("Apple MPS", self._label(lambda: self.tr("available")))
        self.gpu_layout.insertLayout(0, software)
        names_hidden = is_hidden(self.name_box)
        for position, device in enumerate(report.devices, start=1):
            box = QGroupBox(f"[{device.index}] {device.name}")
            form = QFormLayout(box)
            form.addRow(
                self._title(lambda: self.tr("VRAM (the most important number)")),
                _value_label(units.gib(device.total_memory_bytes) or "–"),
            )
            form.addRow(
                self._title(lambda: self.tr("Architecture")),
                self._label(lambda device=device: str(shown(device.architecture))),
            )
            form.addRow(
                self._title(lambda: self.tr("Compute capability")),
                _value_label(_or_dash(device.capability)),
            )
            form.addRow(
                self._title(lambda: self.tr("Multiprocessors")),
                _value_label(_or_dash(device.multiprocessors)),
            )
            live = {key: _value_label("…") for key in GPU_LIVE_FIELDS}
            for key, title in GPU_LIVE_FIELDS.items():
                form.addRow(self._title(lambda title=title: self.tr(title)), live[key])
            self.gpu_live[device.uuid or f"index:{device.index}"] = live
            if decode_gpu_name(device.name).explanations:
                title = self._title(lambda: self.tr("What the name says"))
                notes = self._label(
                    lambda name=device.name: _bullets(decode_gpu_name(name).explanations.values()),
                    notes=True,
                )
                form.addRow(title, notes)
                self._gpu_name_rows += [title, notes]
                title.setHidden(names_hidden)
                notes.setHidden(names_hidden)
            if not device.usable_by_torch:
                form.addRow(
                    self._label(lambda: self.tr("Seen by the driver, not usable by PyTorch."))
                )
            self.gpu_layout.insertWidget(position, box)
        if report.problem:
            reason = self._label(lambda: self._problem_html(report), notes=True)
            reason.setObjectName("gpuProblem")
            reason.setTextFormat(Qt.TextFormat.RichText)
            reason.setStyleSheet(PROBLEM_STYLE)
            self.gpu_layout.insertWidget(len(report.devices) + 1, reason)
            if report.nvml_problem and report.nvml_problem != report.problem:
                note = self._label(
                    lambda: self.tr("Driver check: {problem}").format(
                        problem=shown(report.nvml_problem)
                    ),
                    notes=True,
                )
                self.gpu_layout.insertWidget(len(report.devices) + 2, note)
        self.gpu_probed = True
        self.bench_panel.set_devices(devices)
        self.vram_panel.set_gpus(
            [
                (f"[{device.index}] {device.name}", device.total_memory_bytes)
                for device in report.devices
                if device.total_memory_bytes
            ]
        )
        self.devices_found.emit(devices)

    def _problem_html(self, report: GpuReport) -> str:
        return "<b>{title}</b><br>{problem}<br><br><b>{todo}</b><br>{advice}".format(
            title=html.escape(self.tr("No GPU that PyTorch can use")),
            problem=html.escape(str(shown(report.problem)), quote=False),
            todo=html.escape(self.tr("What to do")),
            advice=html.escape(str(shown(report.advice or "")), quote=False),
        )

    @Slot(str)
    def _on_gpu_error(self, message: str) -> None:
        self._gpu_error = message
        self._render_gpu_status()
        self.gpu_probed = True
        self.devices_found.emit(["cpu"])

    @Slot(object)
    def _on_live_sample(self, sample: LiveSample) -> None:
        self.samples_seen += 1
        percent = sample.cores.percent
        self.cpu_use.setValue(round(sum(percent) / len(percent)) if percent else 0)
        self.memory_use.setValue(round(sample.memory_percent or 0))
        self.live_panel.show_sample(sample)
        for gpu in sample.gpus:
            key = bare_uuid(gpu.value("uuid"))
            if key not in self.gpu_live:
                key = f"index:{gpu.index}"
            labels = self.gpu_live.get(key)
            if labels is not None:
                self._gpu_samples[key] = gpu
                _show_gpu_live(labels, gpu)

    @Slot(object)
    def _on_monitor_end(self, samples: int) -> None:
        self.live_panel.show_monitor_end(samples)

    @Slot(str)
    def _on_monitor_error(self, message: str) -> None:
        self.live_panel.show_monitor_error(message)


def _show_gpu_live(labels: dict[str, QLabel], gpu: GpuSample) -> None:
    """Fill one GPU box's live rows; an N/A shows its reason as the tooltip."""
    na = QCoreApplication.translate("HardwareTab", "N/A")

    def text(*names: str, form) -> tuple[str, str]:
        values = [getattr(gpu, name) for name in names]
        missing = [value for value in values if isinstance(value, NotAvailable)]
        if len(missing) == len(values):
            return na, str(shown(missing[0].reason))
        available = [None if isinstance(value, NotAvailable) else value for value in values]
        return form(*available), "; ".join(str(shown(value.reason)) for value in missing)

    def either(value, spec: str, unit: str = "") -> str:
        return na if value is None else format(value, spec) + unit

    def link(generation, width) -> str:
        return QCoreApplication.translate("HardwareTab", "Gen {generation} ×{width}").format(
            generation=either(generation, ""), width=either(width, "")
        )

    rows = {
        "memory": text(
            "memory_used_bytes",
            "memory_free_bytes",
            form=lambda used, free: f"{units.size(used) or na} / {units.size(free) or na}",
        ),
        "utilization": text("utilization_percent", form=lambda value: f"{value} %"),
        "temperature": text("temperature_c", form=lambda value: f"{value} °C"),
        "power": text(
            "power_w",
            "power_limit_w",
            form=lambda now, cap: f"{either(now, '.0f', ' W')} / {either(cap, '.0f', ' W')}",
        ),
        "sm_clock": text(
            "sm_clock_mhz",
            "sm_clock_max_mhz",
            form=lambda now, top: f"{either(now, ',', ' MHz')} / {either(top, ',', ' MHz')}",
        ),
        "memory_clock": text("memory_clock_mhz", form=lambda value: f"{value:,} MHz"),
        "pcie": text(
            "pcie_generation",
            "pcie_width",
            "pcie_generation_max",
            "pcie_width_max",
            form=lambda gen, width, top_gen, top_width: (
                f"{link(gen, width)} / {link(top_gen, top_width)}"
            ),
        ),
    }
    for key, (value, reason) in rows.items():
        labels[key].setText(value)
        labels[key].setToolTip(reason)


def _hardware_text(text: str) -> str:
    """A core.hardware text in the language now: a ``Text`` re-rendered, an English
    source (facts made by hand) looked up."""
    return text.shown() if isinstance(text, Text) else translate("Hardware", text)


def _value_label(text: str = "–") -> QLabel:
    label = QLabel(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _notes_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _cache_text(l2_bytes: int | None, l3_bytes: int | None) -> str | None:
    if l2_bytes is None and l3_bytes is None:
        return None
    return f"{units.mib(l2_bytes) or '?'} / {units.mib(l3_bytes) or '?'}"


def _bullets(lines) -> str:
    return "\n".join(f"• {shown(line)}" for line in lines)


def _or_dash(value: object) -> str:
    return "–" if value is None else str(value)
