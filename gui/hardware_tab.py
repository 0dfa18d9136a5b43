"""The hardware tab: the CPU and GPU facts the lesson teaches students to read."""

from __future__ import annotations

import psutil
from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.devices import available_devices
from core.hardware import (
    CpuFacts,
    GpuReport,
    decode_cpu_name,
    decode_gpu_name,
    probe_cpu,
    probe_cpu_fast,
    probe_gpus,
)
from gui.workers import JobRunner

LIVE_INTERVAL_MS = 1000


class HardwareTab(QWidget):
    """Shows the fast CPU facts at once, then fills in py-cpuinfo and GPU facts from workers."""

    devices_found = Signal(list)
    """The torch devices that exist (cpu, cuda:N, mps), once the GPU probe is done."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self.cpu_probed = False
        self.gpu_probed = False
        self.cpu_labels: dict[str, QLabel] = {}
        self.gpu_report: GpuReport | None = None

        cpu_box = QGroupBox(self.tr("CPU"))
        cpu_form = QFormLayout(cpu_box)
        for key, text in [
            ("model", self.tr("Model")),
            ("vendor", self.tr("Vendor")),
            ("architecture", self.tr("Architecture")),
            ("cores", self.tr("Physical cores")),
            ("threads", self.tr("Logical threads")),
            ("base", self.tr("Base clock (from the name)")),
            ("max", self.tr("Max clock")),
            ("cache", self.tr("L2 / L3 cache")),
        ]:
            label = _value_label()
            self.cpu_labels[key] = label
            cpu_form.addRow(text, label)
        self.cpu_status = QLabel(self.tr("Reading details with py-cpuinfo…"))
        self.cpu_status.setStyleSheet("color: #555;")
        cpu_form.addRow(self.cpu_status)

        name_box = QGroupBox(self.tr("What the CPU's name says"))
        name_layout = QVBoxLayout(name_box)
        self.cpu_name_notes = _notes_label()
        name_layout.addWidget(self.cpu_name_notes)

        isa_box = QGroupBox(self.tr("Instruction sets for deep learning"))
        isa_layout = QVBoxLayout(isa_box)
        self.isa_notes = _notes_label(self.tr("Reading the CPU's flags…"))
        isa_layout.addWidget(self.isa_notes)

        live_box = QGroupBox(self.tr("Live use"))
        live_form = QFormLayout(live_box)
        self.cpu_use = QProgressBar()
        self.memory_use = QProgressBar()
        live_form.addRow(self.tr("CPU (all threads)"), self.cpu_use)
        live_form.addRow(self.tr("Memory"), self.memory_use)

        self.gpu_box = QGroupBox(self.tr("GPU"))
        self.gpu_layout = QVBoxLayout(self.gpu_box)
        self.gpu_status = QLabel(self.tr("Asking PyTorch and the NVIDIA driver…"))
        self.gpu_layout.addWidget(self.gpu_status)
        self.gpu_layout.addStretch(1)

        left = QVBoxLayout()
        left.addWidget(cpu_box)
        left.addWidget(name_box)
        left.addWidget(isa_box)
        left.addWidget(live_box)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.gpu_box, 1)

        self._show_cpu(probe_cpu_fast())
        psutil.cpu_percent(interval=None)  # the first reading only starts the measurement
        self._live_timer = QTimer(self)
        self._live_timer.setInterval(LIVE_INTERVAL_MS)
        self._live_timer.timeout.connect(self._update_live)
        self._live_timer.start()
        self._update_live()

    def start_probes(self) -> None:
        """Run the slow probes (py-cpuinfo, CUDA/NVML) in worker threads."""
        self._runner.start(lambda _report, _stop: probe_cpu(), self._on_cpu, self._on_cpu_error)
        self._runner.start(
            lambda _report, _stop: (probe_gpus(), available_devices()),
            self._on_gpus,
            self._on_gpu_error,
        )

    @property
    def probes_done(self) -> bool:
        return self.cpu_probed and self.gpu_probed

    def _show_cpu(self, facts: CpuFacts) -> None:
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
            self.cpu_labels[key].setText(unknown if value is None else str(value))
        if facts.base_ghz is None and facts.current_ghz is not None:
            self.cpu_labels["base"].setText(
                self.tr("not in the name (now running at {ghz:.2f} GHz)").format(
                    ghz=facts.current_ghz
                )
            )

    @Slot(object)
    def _on_cpu(self, facts: CpuFacts) -> None:
        self._show_cpu(facts)
        if facts.detailed:
            self.cpu_status.setText(self.tr("Details from py-cpuinfo."))
            self.isa_notes.setText(
                _bullets(f"{name}: {what}" for name, what in facts.instruction_sets.items())
                or self.tr("None of FMA, AVX2, AVX-512, AMX or NEON was reported.")
            )
        else:
            self.cpu_status.setText(self.tr("py-cpuinfo gave no details; these are psutil's."))
            self.isa_notes.setText(self.tr("Unknown: py-cpuinfo reported no flags."))
        self.cpu_probed = True

    @Slot(str)
    def _on_cpu_error(self, message: str) -> None:
        self.cpu_status.setText(self.tr("py-cpuinfo failed: {message}").format(message=message))
        self.cpu_probed = True

    @Slot(object)
    def _on_gpus(self, found: tuple[GpuReport, list[str]]) -> None:
        report, devices = found
        self.gpu_report = report
        self.gpu_status.hide()
        software = QFormLayout()
        software.addRow(self.tr("PyTorch"), _value_label(report.torch_version))
        software.addRow(
            self.tr("CUDA (PyTorch build)"),
            _value_label(report.torch_cuda or self.tr("none: a CPU-only build")),
        )
        software.addRow(self.tr("cuDNN"), _value_label(_or_dash(report.cudnn)))
        software.addRow(
            self.tr("NVIDIA driver"), _value_label(report.driver or self.tr("not found"))
        )
        if report.mps_available:
            software.addRow(self.tr("Apple MPS"), _value_label(self.tr("available")))
        self.gpu_layout.insertLayout(0, software)
        for position, device in enumerate(report.devices, start=1):
            box = QGroupBox(f"[{device.index}] {device.name}")
            form = QFormLayout(box)
            form.addRow(
                self.tr("VRAM (the most important number)"),
                _value_label(units.gib(device.total_memory_bytes) or "–"),
            )
            form.addRow(self.tr("Architecture"), _value_label(device.architecture))
            form.addRow(self.tr("Compute capability"), _value_label(_or_dash(device.capability)))
            form.addRow(self.tr("Multiprocessors"), _value_label(_or_dash(device.multiprocessors)))
            name_notes = decode_gpu_name(device.name).explanations
            if name_notes:
                form.addRow(
                    self.tr("What the name says"), _notes_label(_bullets(name_notes.values()))
                )
            if not device.usable_by_torch:
                form.addRow(_value_label(self.tr("Seen by the driver, not usable by PyTorch.")))
            self.gpu_layout.insertWidget(position, box)
        if report.problem:
            reason = QLabel(
                "<b>{title}</b><br>{problem}<br><br><b>{todo}</b><br>{advice}".format(
                    title=self.tr("No GPU that PyTorch can use"),
                    problem=report.problem,
                    todo=self.tr("What to do"),
                    advice=report.advice or "",
                )
            )
            reason.setObjectName("gpuProblem")
            reason.setWordWrap(True)
            reason.setStyleSheet(
                "background: #fff4e5; border: 1px solid #e0a040; border-radius: 4px; padding: 8px;"
            )
            self.gpu_layout.insertWidget(len(report.devices) + 1, reason)
            if report.nvml_problem and report.nvml_problem != report.problem:
                note = _value_label(
                    self.tr("Driver check: {problem}").format(problem=report.nvml_problem)
                )
                note.setWordWrap(True)
                self.gpu_layout.insertWidget(len(report.devices) + 2, note)
        self.gpu_probed = True
        self.devices_found.emit(devices)

    @Slot(str)
    def _on_gpu_error(self, message: str) -> None:
        self.gpu_status.setText(self.tr("The GPU probe failed: {message}").format(message=message))
        self.gpu_probed = True
        self.devices_found.emit(["cpu"])

    @Slot()
    def _update_live(self) -> None:
        self.cpu_use.setValue(round(psutil.cpu_percent(interval=None)))
        self.memory_use.setValue(round(psutil.virtual_memory().percent))


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
