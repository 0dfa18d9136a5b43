"""What this machine's CPU and GPUs are, read without ever raising.

``probe_cpu_fast`` answers in milliseconds (psutil, platform, /proc/cpuinfo);
``probe_cpu`` adds py-cpuinfo, which takes about a second. ``probe_gpus`` asks torch
and NVML and, when no GPU can be used, says why in words a student can act on.
"""

from __future__ import annotations

import contextlib
import os
import platform
import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import cast

import psutil

from core.hardware.card_support import (
    cuda_card_unsupported,
    driver_cuda_version,
    driver_unsupported,
    rocm_card_unsupported,
    torch_arch_list,
)
from core.hardware.cpu_cores import core_kinds
from core.hardware.gpu_device import BUILDS_WITHOUT_CUDA, GpuDevice, bare_uuid
from core.hardware.microarchitecture import CpuIdentity, Microarchitecture, read_microarchitecture
from core.hardware.names import base_ghz_in_name
from core.hardware.nvml import NotAvailable, NvmlSession
from core.hardware.vendor_gpus import (
    ROCM_LIVE_READINGS,
    mac_displays,
    mps_device,
    xpu_devices,
)
from core.i18n import QT_TRANSLATE_NOOP, Message, message

ARCHITECTURE_BY_NVML_CODE = {
    2: "Kepler",
    3: "Maxwell",
    4: "Pascal",
    5: "Volta",
    6: "Turing",
    7: "Ampere",
    8: "Ada Lovelace",
    9: "Hopper",
    10: "Blackwell",
}


@dataclass
class CpuFacts:
    """The CPU as the lesson reads it: model, cores, threads, clock."""

    model: str | None
    vendor: str | None
    architecture: str
    physical_cores: int | None
    logical_threads: int | None
    base_ghz: float | None
    """The base clock as the model name states it ("@ 3.10GHz"); None when it does not."""
    max_ghz: float | None
    current_ghz: float | None
    l2_cache_bytes: int | None = None
    l3_cache_bytes: int | None = None
    instruction_sets: dict[str, str] = field(default_factory=dict)
    """The deep-learning instruction sets this CPU has, each with what it is for."""
    performance_cores: int | None = None
    efficiency_cores: int | None = None
    core_kinds_note: str | Message = ""
    """Whether this is a hybrid CPU (P- and E-cores), or why the OS does not say."""
    detailed: bool = False
    """True once py-cpuinfo has filled in what the fast probe could not."""
    identity: CpuIdentity = field(default_factory=CpuIdentity)
    """What the machine reports besides the name: CPUID's family and model, an ARM part."""
    microarchitecture: Microarchitecture = field(default_factory=Microarchitecture)
    """The architecture: code name, core, process (read from ``identity``)."""


def probe_cpu_fast() -> CpuFacts:
    """CPU facts that take milliseconds: safe to call before the first paint."""
    identity = _proc_cpuinfo_identity()
    model = identity.brand or platform.processor() or None
    vendor = identity.vendor_id
    current_ghz, max_ghz = _psutil_ghz()
    kinds = core_kinds()
    l2_bytes, l3_bytes = sysfs_caches()
    return CpuFacts(
        model=model,
        vendor=vendor,
        architecture=platform.machine() or "unknown",
        physical_cores=psutil.cpu_count(logical=False),
        logical_threads=psutil.cpu_count(logical=True) or os.cpu_count(),
        base_ghz=base_ghz_in_name(model),
        max_ghz=max_ghz,
        current_ghz=current_ghz,
        performance_cores=kinds.performance,
        efficiency_cores=kinds.efficiency,
        core_kinds_note=kinds.note,
        l2_cache_bytes=l2_bytes,
        l3_cache_bytes=l3_bytes,
        identity=identity,
        microarchitecture=read_microarchitecture(replace(identity, brand=model or "")),
    )


CPU_SYSFS = Path("/sys/devices/system/cpu")


def sysfs_caches(root: Path = CPU_SYSFS) -> tuple[int | None, int | None]:
    """The chip's whole L2 and L3 in bytes as Linux lists them (each cache once, however
    many cores share it); (None, None) where there is no such list. py-cpuinfo reads one
    core's CPUID instead, and on some CPUs gives an L3 smaller than the L2."""
    seen: dict[tuple[str, str], int] = {}
    for index in root.glob("cpu[0-9]*/cache/index[0-9]*"):
        try:
            level = (index / "level").read_text().strip()
            kind = (index / "type").read_text().strip()
            shared = (index / "shared_cpu_list").read_text().strip()
            size = _cache_size((index / "size").read_text().strip())
        except OSError:
            continue
        if level in ("2", "3") and kind != "Instruction" and size:
            seen[(level, shared)] = size
    totals = {level: sum(s for (lv, _), s in seen.items() if lv == level) for level in "23"}
    return totals["2"] or None, totals["3"] or None


def _cache_size(text: str) -> int | None:
    """ "1024K", "32M" or "512" (bytes) as bytes."""
    match = re.fullmatch(r"(\d+)\s*([KMG]?)", text)
    if not match:
        return None
    return int(match[1]) * {"": 1, "K": 2**10, "M": 2**20, "G": 2**30}[match[2]]


def probe_cpu() -> CpuFacts:
    """The fast facts completed by py-cpuinfo (about a second: run it off the GUI thread)."""
    facts = probe_cpu_fast()
    try:
        import cpuinfo

        info = cpuinfo.get_cpu_info()
    except Exception:  # py-cpuinfo fails on some exotic systems; the fast facts remain.
        return facts
    facts.model = info.get("brand_raw") or facts.model
    facts.vendor = info.get("vendor_id_raw") or facts.vendor
    facts.identity = replace(
        facts.identity,
        brand=facts.model or "",
        vendor_id=facts.vendor,
        family=_positive_int(info.get("family")) or facts.identity.family,
        model=_reported_number(info.get("model"), facts.identity.model),
    )
    facts.microarchitecture = read_microarchitecture(facts.identity)
    facts.base_ghz = base_ghz_in_name(facts.model)
    # The system's own list first (already read); py-cpuinfo where there is none.
    facts.l2_cache_bytes = facts.l2_cache_bytes or _positive_int(info.get("l2_cache_size"))
    facts.l3_cache_bytes = facts.l3_cache_bytes or _positive_int(info.get("l3_cache_size"))
    flags = set(info.get("flags") or ())
    facts.instruction_sets = {
        name: meaning for name, (flag, meaning) in INSTRUCTION_SETS.items() if flag in flags
    }
    facts.detailed = True
    return facts


INSTRUCTION_SETS = {
    "FMA": (
        "fma",
        QT_TRANSLATE_NOOP(
            "Hardware", "fused multiply-add: a×b+c in one step, the heart of matrix math"
        ),
    ),
    "AVX2": (
        "avx2",
        QT_TRANSLATE_NOOP("Hardware", "256-bit vectors: 8 float32 numbers per instruction"),
    ),
    "AVX-512": (
        "avx512f",
        QT_TRANSLATE_NOOP("Hardware", "512-bit vectors: 16 float32 numbers per instruction"),
    ),
    "AVX-512 BF16": (
        "avx512_bf16",
        QT_TRANSLATE_NOOP("Hardware", "bfloat16 arithmetic, the low-precision format of training"),
    ),
    "AMX": (
        "amx_tile",
        QT_TRANSLATE_NOOP(
            "Hardware", "matrix tiles: whole small matrix multiplies in one instruction"
        ),
    ),
    "NEON": (
        "asimd",
        QT_TRANSLATE_NOOP("Hardware", "ARM's 128-bit vectors: 4 float32 numbers per instruction"),
    ),
}
"""Name → (py-cpuinfo flag, what it does for deep learning)."""


def _positive_int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _proc_cpuinfo_identity(path: str = "/proc/cpuinfo") -> CpuIdentity:
    """The first processor's name, vendor, CPUID family and model (x86) or implementer and
    part (ARM), as Linux lists them; empty elsewhere."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(65_536)
    except OSError:
        return CpuIdentity()

    def field_(name: str) -> str | None:
        match = re.search(rf"^{name}\s*:\s*(.+)$", text, re.MULTILINE)
        return match.group(1).strip() if match else None

    return CpuIdentity(
        brand=field_("model name") or "",
        vendor_id=field_("vendor_id"),
        family=_number(field_("cpu family")),
        model=_number(field_("model")),
        arm_implementer=_number(field_("CPU implementer")),
        arm_part=_number(field_("CPU part")),
    )


def _number(text: str | None) -> int | None:
    """ "25" or "0x41" as a number; None for anything else."""
    try:
        return int(text, 0) if text else None
    except ValueError:
        return None


def _reported_number(value: object, fallback: int | None) -> int | None:
    """py-cpuinfo's number where it gave one (0 is a real CPUID model), else ``fallback``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else fallback


def _psutil_ghz() -> tuple[float | None, float | None]:
    """(current, max) clock in GHz; psutil gives None or 0 where the OS does not say."""
    try:
        freq = psutil.cpu_freq()
    except (OSError, NotImplementedError, RuntimeError):
        return None, None
    if freq is None:
        return None, None
    current = round(freq.current / 1000, 2) if freq.current else None
    highest = round(freq.max / 1000, 2) if freq.max else None
    return current, highest


def architecture_from_capability(major: int, minor: int) -> str:
    """NVIDIA's architecture for a CUDA compute capability (7.0 Volta but 7.5 Turing, …)."""
    if major == 7:
        return "Turing" if minor >= 5 else "Volta"
    if major == 8:
        return "Ada Lovelace" if minor >= 9 else "Ampere"
    return {
        3: "Kepler",
        5: "Maxwell",
        6: "Pascal",
        9: "Hopper",
        10: "Blackwell",
        12: "Blackwell",
    }.get(major, "unknown")


AMD_ARCHITECTURES = {
    "gfx900": "Vega (GCN 5)",
    "gfx906": "Vega 20 (GCN 5)",
    "gfx908": "CDNA",
    "gfx90a": "CDNA 2",
    "gfx94": "CDNA 3",
    "gfx950": "CDNA 4",
    "gfx103": "RDNA 2",
    "gfx110": "RDNA 3",
    "gfx115": "RDNA 3.5",
    "gfx120": "RDNA 4",
}
"""AMD's architecture by the GPU's ISA name as ROCm reports it (``gcnArchName``), by its
longest known prefix ("gfx90a:sramecc+:xnack-" is CDNA 2, "gfx1100" RDNA 3)."""


def architecture_from_gfx(gcn_arch_name: str) -> str:
    """AMD's architecture for a ROCm device's ISA name, or "unknown"."""
    isa = (gcn_arch_name or "").split(":")[0]
    for length in range(len(isa), 4, -1):
        if isa[:length] in AMD_ARCHITECTURES:
            return AMD_ARCHITECTURES[isa[:length]]
    return "unknown"


@dataclass
class GpuReport:
    """Every GPU fact DeviceLab shows, and the reason when none can be used."""

    torch_version: str
    torch_cuda: str | None
    cudnn: int | None
    driver: str | None
    devices: list[GpuDevice] = field(default_factory=list)
    mps_available: bool = False
    torch_hip: str | None = None
    """The HIP version of a ROCm build of torch (AMD GPUs appear as ``cuda`` devices)."""
    xpu_driver: str | None = None
    """The driver of the Intel GPUs torch.xpu uses, when it uses any."""
    arch_list: list[str] = field(default_factory=list)
    """The GPU architectures this build ships kernels for (``torch.cuda.get_arch_list()``:
    "sm_75", "compute_90", "gfx1030"); empty for a CPU build."""
    problem: str | Message | None = None
    """Why torch can use no GPU, in one sentence; None when it can use one."""
    advice: str | Message | None = None
    nvml_problem: str | Message | None = None

    @property
    def other_vendors(self) -> bool:
        """Whether torch uses an Intel (XPU) or Apple (MPS) GPU here, whose build is no
        "CPU-only build" for want of CUDA."""
        return any(device.backend in BUILDS_WITHOUT_CUDA for device in self.devices)

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class _NvmlFacts:
    driver: str | None = None
    cuda_driver: int | None = None
    """The newest CUDA the driver supports (NVML's code: 12020 for 12.2)."""
    devices: list[GpuDevice] = field(default_factory=list)
    problem: str | Message | None = None
    advice: str | Message | None = None


def _nvml_facts(module: ModuleType | None) -> _NvmlFacts:
    """Ask NVML for the driver and devices; turn every failure into a readable reason."""
    with NvmlSession(module) as nvml:
        if not nvml.is_open:
            return _NvmlFacts(problem=nvml.problem, advice=nvml.advice)
        facts = _NvmlFacts()
        driver = nvml.driver_version()
        facts.driver = None if isinstance(driver, NotAvailable) else driver
        cuda_driver = nvml.cuda_driver_version()
        facts.cuda_driver = None if isinstance(cuda_driver, NotAvailable) else cuda_driver
        count = nvml.device_count()
        if isinstance(count, NotAvailable):
            facts.problem, facts.advice = count.reason, count.advice
            return facts
        for index in range(count):
            sample = nvml.sample(index, with_processes=False)
            if isinstance(sample.name, NotAvailable):
                facts.problem, facts.advice = sample.name.reason, sample.name.advice
                continue
            code = nvml.architecture_code(index)
            facts.devices.append(
                GpuDevice(
                    index=index,
                    name=sample.name,
                    total_memory_bytes=cast("int | None", sample.value("memory_total_bytes")),
                    architecture="unknown"
                    if isinstance(code, NotAvailable)
                    else ARCHITECTURE_BY_NVML_CODE.get(code, "unknown"),
                    multiprocessors=cast("int | None", sample.value("multiprocessors")),
                    uuid=bare_uuid(sample.value("uuid")),
                    usable_by_torch=False,
                )
            )
    return facts


def probe_gpus(nvml: ModuleType | None = None) -> GpuReport:
    """Describe every GPU and, if torch can use none, the first reason that explains it.

    ``nvml`` replaces the ``pynvml`` module (tests pass a fake one). Initialising CUDA can
    take seconds on a real GPU: call this off the GUI thread.
    """
    import torch

    hip = getattr(torch.version, "hip", None) or None
    # A ROCm build has no NVIDIA driver to ask; its devices say which tool has live readings.
    nvml_facts = _NvmlFacts() if hip else _nvml_facts(nvml)
    cudnn = torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None
    mps = getattr(torch.backends, "mps", None)
    report = GpuReport(
        torch_version=torch.__version__,
        torch_cuda=torch.version.cuda,
        cudnn=cudnn,
        driver=nvml_facts.driver,
        mps_available=bool(mps is not None and mps.is_available()),
        torch_hip=hip,
        nvml_problem=nvml_facts.problem,
        arch_list=torch_arch_list(),
    )
    cuda_devices = []
    if torch.cuda.is_available():
        cuda_devices = [
            _torch_device(index, torch.cuda.get_device_properties(index), hip, report.arch_list)
            for index in range(torch.cuda.device_count())
        ]
    others, report.xpu_driver = _other_vendors(torch, report.mps_available)
    if cuda_devices:
        report.devices = cuda_devices + others
        return report
    report.devices = nvml_facts.devices + others
    if others:
        return report
    if hip:
        _explain_no_amd_gpu(report, hip)
    else:
        _explain_no_gpu(report, nvml_facts, torch.version.cuda)
    return report


def _other_vendors(torch: ModuleType, mps: bool) -> tuple[list[GpuDevice], str | None]:
    """Intel's and Apple's GPUs; a vendor's library that fails leaves its GPUs out rather
    than the whole report (NVIDIA's GPUs and the reasons still show)."""
    try:
        devices, driver = xpu_devices(getattr(torch, "xpu", None))
    except Exception:  # an XPU runtime's failure, whatever its type
        devices, driver = [], None
    if mps:
        with contextlib.suppress(Exception):  # system_profiler's odd answer
            devices.append(mps_device(mac_displays(), _mps_memory(torch)))
    return devices, driver


def _mps_memory(torch: ModuleType) -> int | None:
    """How much of the unified memory Metal recommends the GPU use (torch 2.3 and later)."""
    recommended = getattr(getattr(torch, "mps", None), "recommended_max_memory", None)
    try:
        return int(recommended()) if recommended else None
    except (RuntimeError, TypeError, ValueError):
        return None


def _torch_device(index: int, props, hip: str | None, arch_list: list[str]) -> GpuDevice:
    """One device as torch describes it: NVIDIA's by its compute capability, AMD's (ROCm) by
    its ISA name — ROCm's "major.minor" is not a CUDA compute capability — and whether this
    build has kernels for it (``card_support``)."""
    device = GpuDevice(
        index=index,
        name=props.name,
        total_memory_bytes=int(props.total_memory),
        architecture=architecture_from_capability(props.major, props.minor),
        capability=f"{props.major}.{props.minor}",
        multiprocessors=props.multi_processor_count,
        uuid=bare_uuid(getattr(props, "uuid", None)),
        torch_device=f"cuda:{index}",
    )
    if hip:
        isa = getattr(props, "gcnArchName", "")
        device.architecture = architecture_from_gfx(isa)
        device.capability = None
        device.backend = "rocm"
        device.live_readings = message(ROCM_LIVE_READINGS)
        device.unsupported = rocm_card_unsupported(props.name, isa, arch_list)
    else:
        capability = (props.major, props.minor)
        device.unsupported = cuda_card_unsupported(
            props.name, device.architecture, capability, arch_list
        )
    device.usable_by_torch = device.unsupported is None
    return device


def _explain_no_amd_gpu(report: GpuReport, hip: str) -> None:
    """A ROCm build that finds no AMD GPU: the ROCm driver, not NVIDIA's, is the suspect."""
    report.problem = message(
        QT_TRANSLATE_NOOP(
            "Hardware", "This PyTorch is a ROCm build (HIP {hip}) but finds no AMD GPU."
        ),
        hip=hip,
    )
    report.advice = message(
        QT_TRANSLATE_NOOP(
            "Hardware",
            "Check that the ROCm driver sees the GPU (run rocm-smi) and that "
            "HIP_VISIBLE_DEVICES does not hide it.",
        )
    )


def _explain_no_gpu(report: GpuReport, nvml_facts: _NvmlFacts, cuda: str | None) -> None:
    """Why torch sees no CUDA device, and what to do, from the build (``cuda``: the CUDA
    version torch was built with) and the driver."""
    if cuda is None:
        seen = ", ".join(device.name for device in nvml_facts.devices)
        report.problem = (
            message(
                QT_TRANSLATE_NOOP(
                    "Hardware",
                    "This PyTorch is a CPU-only build, so it cannot use the {gpus} that the "
                    "driver reports.",
                ),
                gpus=seen,
            )
            if seen
            else message(QT_TRANSLATE_NOOP("Hardware", "This PyTorch is a CPU-only build."))
        )
        report.advice = message(
            QT_TRANSLATE_NOOP(
                "Hardware",
                "Install a CUDA build of PyTorch (pytorch.org, 'Get Started', pick CUDA) "
                "if this machine has an NVIDIA GPU.",
            )
        )
    elif nvml_facts.problem:
        report.problem, report.advice = nvml_facts.problem, nvml_facts.advice
    elif old_driver := driver_unsupported(driver_cuda_version(nvml_facts.cuda_driver), cuda):
        report.problem, report.advice = old_driver.reason, old_driver.advice
        for device in nvml_facts.devices:
            device.unsupported = old_driver
    else:
        report.problem = message(
            QT_TRANSLATE_NOOP("Hardware", "PyTorch was built with CUDA but finds no CUDA device.")
        )
        report.advice = message(
            QT_TRANSLATE_NOOP(
                "Hardware",
                "Check that CUDA_VISIBLE_DEVICES does not hide the GPU and that the driver "
                "supports CUDA {cuda} (run nvidia-smi).",
            ),
            cuda=cuda,
        )
