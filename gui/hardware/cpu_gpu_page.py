"""The CPU & GPU page: the facts the lesson teaches students to read — the CPU's model,
cores, clocks, caches and instruction sets, what its name says, and each GPU's facts with
its live NVML readings. The Hardware tab's probes and monitor fill it in."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QProgressBar,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.experiments.waste import fastest
from core.hardware import (
    CpuFacts,
    GpuDevice,
    GpuReport,
    bare_uuid,
    decode_cpu_name,
    decode_gpu_name,
)
from core.hardware.card_support import Unsupported
from core.hardware.gpu_device import CORE_LABELS
from core.hardware.microarchitecture import explanation
from core.hardware.monitor import LiveSample
from core.hardware.nvml import GpuSample, NotAvailable
from core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from core.hardware.throughput import ThroughputReport
from gui.i18n import Retranslating, render, word_label
from gui.widgets.layouts import Reflow

GPU_LIVE_FIELDS = {
    "memory": QT_TRANSLATE_NOOP("CpuGpuPage", "VRAM used / free"),
    "utilization": QT_TRANSLATE_NOOP("CpuGpuPage", "GPU use"),
    "temperature": QT_TRANSLATE_NOOP("CpuGpuPage", "Temperature"),
    "power": QT_TRANSLATE_NOOP("CpuGpuPage", "Power (now / cap)"),
    "sm_clock": QT_TRANSLATE_NOOP("CpuGpuPage", "SM clock (now / max)"),
    "memory_clock": QT_TRANSLATE_NOOP("CpuGpuPage", "Memory clock"),
    "pcie": QT_TRANSLATE_NOOP("CpuGpuPage", "PCIe link (now / max)"),
    "pcie_traffic": QT_TRANSLATE_NOOP("CpuGpuPage", "PCIe copies now (to / from the GPU)"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("CpuGpuPage", text)


class CpuGpuPage(Retranslating, QScrollArea):
    """Shows the fast CPU facts at once; py-cpuinfo's and the GPUs' when the probes end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.gpu_live: dict[str, dict[str, QLabel]] = {}
        self.measured_copies: dict[str, QLabel] = {}
        """Per torch device ("cuda:0"): the copy rates the Throughput page measured."""
        """Live value labels of each GPU box, by bare UUID (or "index:N")."""
        self.cpu_labels: dict[str, QLabel] = {}
        self.gpu_report: GpuReport | None = None
        self.setWidget(self._build_facts())
        self.setWidgetResizable(True)

    def _build_facts(self) -> QWidget:
        """The CPU's facts, name, instruction sets and use beside the GPUs."""
        cpu_box = self._build_cpu_box()

        name_box = QGroupBox()
        self.words(name_box.setTitle, lambda: self.tr("What the CPU's name and architecture say"))
        name_layout = QVBoxLayout(name_box)
        self.cpu_name_notes = _notes_label()
        name_layout.addWidget(self.cpu_name_notes)

        isa_box = QGroupBox()
        self.words(isa_box.setTitle, lambda: self.tr("Instruction sets for deep learning"))
        isa_layout = QVBoxLayout(isa_box)
        self.isa_notes = _notes_label()
        self.words(self.isa_notes.setText, lambda: self.tr("Reading the CPU's flags…"))
        isa_layout.addWidget(self.isa_notes)

        live_box = QGroupBox()
        self.words(live_box.setTitle, lambda: self.tr("Live use"))
        live_form = QFormLayout(live_box)
        self.cpu_use = QProgressBar()
        self.memory_use = QProgressBar()
        live_form.addRow(word_label(self, lambda: self.tr("CPU (all threads)")), self.cpu_use)
        live_form.addRow(word_label(self, lambda: self.tr("Memory")), self.memory_use)
        self.core_kinds_label = _notes_label()
        live_form.addRow(word_label(self, lambda: self.tr("Core kinds")), self.core_kinds_label)

        self.gpu_box = QGroupBox()
        self.words(self.gpu_box.setTitle, lambda: self.tr("GPU"))
        self.gpu_layout = QVBoxLayout(self.gpu_box)
        self.gpu_status = QLabel()
        self.words(
            self.gpu_status.setText, lambda: self.tr("Asking PyTorch and the NVIDIA driver…")
        )
        self.gpu_layout.addWidget(self.gpu_status)
        self.gpu_layout.addStretch(1)

        cpu_column = QWidget()
        left = QVBoxLayout(cpu_column)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(cpu_box)
        left.addWidget(name_box)
        left.addWidget(isa_box)
        left.addWidget(live_box)
        left.addStretch(1)
        # The GPU's column under the CPU's where both do not fit whole side by side (the
        # lesson beside a 1920 projector's page cut "No GPU that PyTorch ca…"): the page
        # scrolls down, never sideways.
        return Reflow(cpu_column, self.gpu_box, stretch=(1, 1), stacked_lines=4)

    def _build_cpu_box(self) -> QGroupBox:
        """The CPU's facts, one labelled row each, and where they came from."""
        cpu_box = QGroupBox()
        self.words(cpu_box.setTitle, lambda: self.tr("CPU"))
        cpu_form = QFormLayout(cpu_box)
        for key, text in [
            ("model", lambda: self.tr("Model")),
            ("vendor", lambda: self.tr("Vendor")),
            ("microarchitecture", lambda: self.tr("Architecture")),
            ("instruction_set", lambda: self.tr("Instruction set")),
            ("cores", lambda: self.tr("Physical cores")),
            ("threads", lambda: self.tr("Logical threads")),
            ("base", lambda: self.tr("Base clock (from the name)")),
            ("max", lambda: self.tr("Max clock")),
            ("cache", lambda: self.tr("L2 / L3 cache")),
        ]:
            label = _value_label()
            self.cpu_labels[key] = label
            cpu_form.addRow(word_label(self, text), label)
        self.cpu_status = QLabel()
        self.words(self.cpu_status.setText, lambda: self.tr("Reading details with py-cpuinfo…"))
        self.cpu_status.setProperty("role", "note")
        cpu_form.addRow(self.cpu_status)
        return cpu_box

    def _known(self, value: object) -> str:
        """A fact as shown, or "unknown" where the system did not say."""
        return self.tr("unknown") if value is None else render(value)

    def show_cpu(self, facts: CpuFacts) -> None:
        self.cpu_facts = facts
        values = {
            "model": facts.model,
            "vendor": facts.vendor,
            "microarchitecture": facts.microarchitecture.summary() or None,
            "instruction_set": facts.architecture,
            "cores": facts.physical_cores,
            "threads": facts.logical_threads,
            "base": units.ghz(facts.base_ghz),
            "max": units.ghz(facts.max_ghz),
            "cache": _cache_text(facts.l2_cache_bytes, facts.l3_cache_bytes),
        }
        notes = list(decode_cpu_name(facts.model or "").explanations.values())
        design = facts.microarchitecture
        said = explanation(design, facts.identity)
        notes = [note for note in (said, design.caveat) if note is not None] + notes
        self.words(
            self.cpu_name_notes.setText,
            lambda: (
                _bullets(map(render, notes))
                or self.tr("This model name does not follow a pattern DeviceLab can read.")
            ),
        )
        for key, value in values.items():
            self.words(
                self.cpu_labels[key].setText,
                partial(self._known, value),
            )
        if facts.performance_cores is not None and facts.efficiency_cores:
            self.words(
                self.core_kinds_label.setText,
                lambda: self.tr("{p} performance + {e} efficiency cores. {note}").format(
                    p=facts.performance_cores,
                    e=facts.efficiency_cores,
                    note=render(facts.core_kinds_note),
                ),
            )
        else:
            self.words(self.core_kinds_label.setText, lambda: render(facts.core_kinds_note))
        if facts.base_ghz is None and facts.current_ghz is not None:
            self.words(
                self.cpu_labels["base"].setText,
                lambda: self.tr("not in the name (now running at {ghz:.2f} GHz)").format(
                    ghz=facts.current_ghz
                ),
            )

    def show_cpu_details(self, facts: CpuFacts) -> None:
        """py-cpuinfo's facts and the instruction sets it reported."""
        self.show_cpu(facts)
        if facts.detailed:
            self.words(self.cpu_status.setText, lambda: self.tr("Details from py-cpuinfo."))
            self.words(
                self.isa_notes.setText,
                lambda: (
                    _bullets(
                        f"{name}: {render(what)}" for name, what in facts.instruction_sets.items()
                    )
                    or self.tr("None of FMA, AVX2, AVX-512, AMX or NEON was reported.")
                ),
            )
        else:
            self.words(
                self.cpu_status.setText,
                lambda: self.tr("py-cpuinfo gave no details; these are psutil's."),
            )
            self.words(
                self.isa_notes.setText, lambda: self.tr("Unknown: py-cpuinfo reported no flags.")
            )

    def show_cpu_error(self, message: str) -> None:
        self.words(
            self.cpu_status.setText,
            lambda: self.tr("py-cpuinfo failed: {message}").format(message=message),
        )

    def show_gpus(self, report: GpuReport) -> None:
        """PyTorch's and the driver's facts, a box per GPU, and why none is usable."""
        self.gpu_report = report
        self.gpu_status.hide()
        self.gpu_layout.insertLayout(0, self._software_form(report))
        for position, device in enumerate(report.devices, start=1):
            self.gpu_layout.insertWidget(position, self._gpu_box(device))
        if report.problem:
            self._show_gpu_problem(report)

    def _software_form(self, report: GpuReport) -> QFormLayout:
        """PyTorch, its CUDA, cuDNN, the NVIDIA driver and MPS."""
        software = QFormLayout()
        software.addRow("PyTorch", _value_label(report.torch_version))
        if report.arch_list:  # the cards this build has kernels for (``card_support``)
            kernels = _notes_label(", ".join(report.arch_list))
            software.addRow(word_label(self, lambda: self.tr("Kernels built for")), kernels)
        if report.torch_hip:  # ROCm: AMD GPUs through torch's cuda API, no NVIDIA driver
            software.addRow(
                word_label(self, lambda: self.tr("ROCm (PyTorch build)")),
                _value_label(f"HIP {report.torch_hip}"),
            )
            return software
        if report.torch_cuda or not report.other_vendors:
            self._cuda_rows(software, report)
        if report.xpu_driver:
            software.addRow(
                word_label(self, lambda: self.tr("Intel GPU driver")),
                _value_label(report.xpu_driver),
            )
        if report.mps_available:
            software.addRow("Apple MPS", self._value(lambda: self.tr("available")))
        return software

    def _cuda_rows(self, software: QFormLayout, report: GpuReport) -> None:
        """PyTorch's CUDA, cuDNN and the NVIDIA driver."""
        software.addRow(
            word_label(self, lambda: self.tr("CUDA (PyTorch build)")),
            self._value(lambda: report.torch_cuda or self.tr("none: a CPU-only build")),
        )
        software.addRow("cuDNN", _value_label(_or_dash(report.cudnn)))
        software.addRow(
            word_label(self, lambda: self.tr("NVIDIA driver")),
            self._value(lambda: report.driver or self.tr("not found")),
        )

    def _value(self, text) -> QLabel:
        """A value that is a word ("not found"), in the current language."""
        label = _value_label()
        self.words(label.setText, text)
        return label

    def _gpu_box(self, device: GpuDevice) -> QGroupBox:
        """One GPU's facts, its live readings' labels (or which tool has them) and what its
        name says."""
        box = QGroupBox(device.label)
        form = QFormLayout(box)
        memory = units.gib(device.total_memory_bytes) or "–"
        form.addRow(
            word_label(self, lambda: self.tr("VRAM (the most important number)")),
            self._value(
                lambda: (
                    self.tr("{memory}, shared with the CPU").format(memory=memory)
                    if device.shared_memory
                    else memory
                )
            ),
        )
        form.addRow(
            word_label(self, lambda: self.tr("Architecture")), _value_label(device.architecture)
        )
        if device.backend == "cuda":
            form.addRow(
                word_label(self, lambda: self.tr("Compute capability")),
                _value_label(_or_dash(device.capability)),
            )
        form.addRow(
            word_label(self, lambda: render(CORE_LABELS[device.backend])),
            _value_label(_or_dash(device.multiprocessors)),
        )
        if device.live_readings is None:
            live = {key: _value_label("…") for key in GPU_LIVE_FIELDS}
            for key, title in GPU_LIVE_FIELDS.items():
                form.addRow(word_label(self, partial(render, title)), live[key])
            self.gpu_live[device.uuid or f"index:{device.index}"] = live
            if device.torch_device and device.usable_by_torch:
                measured = self._value(lambda: self.tr("not yet: the Throughput page measures it"))
                measured.setWordWrap(True)
                form.addRow(word_label(self, lambda: self.tr("PCIe copies measured")), measured)
                self.measured_copies[device.torch_device] = measured
        else:
            readings = self._value(lambda: render(device.live_readings))
            readings.setWordWrap(True)
            form.addRow(word_label(self, lambda: self.tr("Live readings")), readings)
        name_notes = decode_gpu_name(device.name).explanations
        if name_notes:
            notes = self._value(lambda: _bullets(map(render, name_notes.values())))
            notes.setWordWrap(True)
            form.addRow(word_label(self, lambda: self.tr("What the name says")), notes)
        if device.unsupported is not None:
            form.addRow(self._unsupported_label(device.unsupported))
        elif not device.usable_by_torch:
            form.addRow(self._value(lambda: self.tr("Seen by the driver, not usable by PyTorch.")))
        return box

    def _unsupported_label(self, unsupported: Unsupported) -> QLabel:
        """Why this PyTorch cannot run on the card and what to install, as plain text (the
        card's name comes from the driver)."""
        label = _notes_label()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setProperty("role", "problem")
        self.words(
            label.setText,
            lambda: self.tr("Not offered for runs: {reason}\nWhat to do: {advice}").format(
                reason=render(unsupported.reason), advice=render(unsupported.advice)
            ),
        )
        return label

    def _show_gpu_problem(self, report: GpuReport) -> None:
        """Why no GPU can be used and what to do, under the GPU boxes."""
        reason = QLabel()
        self.words(
            reason.setText,
            lambda: "<b>{title}</b><br>{problem}<br><br><b>{todo}</b><br>{advice}".format(
                title=self.tr("No GPU that PyTorch can use"),
                problem=render(report.problem),
                todo=self.tr("What to do"),
                advice=render(report.advice or ""),
            ),
        )
        reason.setObjectName("gpuProblem")
        reason.setWordWrap(True)
        reason.setProperty("role", "problem")
        self.gpu_layout.insertWidget(len(report.devices) + 1, reason)
        if report.nvml_problem and report.nvml_problem != report.problem:
            note = self._value(
                lambda: self.tr("Driver check: {problem}").format(
                    problem=render(report.nvml_problem)
                )
            )
            note.setWordWrap(True)
            self.gpu_layout.insertWidget(len(report.devices) + 2, note)

    def show_measured_copies(self, report: ThroughputReport) -> None:
        """Beside the live PCIe traffic: the fastest copy each way the Throughput page
        measured on that GPU (the most the link gave a run), in the same units."""
        for device, label in self.measured_copies.items():
            best = [fastest(report.measurements, device, case) for case in COPY_CASES]
            if best == [None, None]:
                continue
            to_gpu, from_gpu = (_rate(None if rate is None else rate * 1e9) for rate in best)
            self._say_copies(label, to_gpu, from_gpu)

    def _say_copies(self, label: QLabel, to_gpu: str, from_gpu: str) -> None:
        self.words(
            label.setText,
            lambda: self.tr("up to {to_gpu} to the GPU, {from_gpu} from it").format(
                to_gpu=to_gpu, from_gpu=from_gpu
            ),
        )

    def show_gpu_error(self, message: str) -> None:
        self.words(
            self.gpu_status.setText,
            lambda: self.tr("The GPU probe failed: {message}").format(message=message),
        )

    def show_sample(self, sample: LiveSample) -> None:
        """The CPU's and memory's use, and each GPU box's live rows."""
        percent = sample.cores.percent
        self.cpu_use.setValue(round(sum(percent) / len(percent)) if percent else 0)
        self.memory_use.setValue(round(sample.memory_percent or 0))
        for gpu in sample.gpus:
            uuid = cast(str, bare_uuid(gpu.value("uuid")))  # None finds none: then the index
            labels = self.gpu_live.get(uuid) or self.gpu_live.get(f"index:{gpu.index}")
            if labels is not None:
                _show_gpu_live(labels, gpu)


def _show_gpu_live(labels: dict[str, QLabel], gpu: GpuSample) -> None:
    """Fill one GPU box's live rows; an N/A shows its reason as the tooltip."""

    def text(*names: str, form) -> tuple[str, str]:
        values = [getattr(gpu, name) for name in names]
        missing = [value for value in values if isinstance(value, NotAvailable)]
        if len(missing) == len(values):
            return _tr("N/A"), render(missing[0].reason)
        shown = [None if isinstance(value, NotAvailable) else value for value in values]
        return form(*shown), "; ".join(render(value.reason) for value in missing)

    def either(value, spec: str, unit: str = "") -> str:
        return _tr("N/A") if value is None else format(value, spec) + unit

    rows = {
        "memory": text(
            "memory_used_bytes",
            "memory_free_bytes",
            form=lambda used, free: (
                f"{units.size(used) or _tr('N/A')} / {units.size(free) or _tr('N/A')}"
            ),
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
                f"Gen {either(gen, '')} ×{either(width, '')} / "
                f"Gen {either(top_gen, '')} ×{either(top_width, '')}"
            ),
        ),
        "pcie_traffic": text(
            "pcie_to_gpu_bytes_per_s",
            "pcie_from_gpu_bytes_per_s",
            form=lambda to_gpu, from_gpu: f"{_rate(to_gpu)} / {_rate(from_gpu)}",
        ),
    }
    for key, (value, reason) in rows.items():
        labels[key].setText(value)
        labels[key].setToolTip(reason)


COPY_CASES = ("host→device", "device→host")
"""The Throughput page's copies each way, as the GPU box says them: to it, from it."""


def _rate(bytes_per_s: float | None) -> str:
    """A PCIe copy rate in the Throughput page's units: "901.1 MB/s"; N/A where NVML could
    not say."""
    return units.per_second(bytes_per_s) or _tr("N/A")


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
    return "\n".join(f"• {line}" for line in lines)


def _or_dash(value: object) -> str:
    return "–" if value is None else str(value)
