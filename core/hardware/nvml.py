"""NVML, the NVIDIA driver's own report, asked one question at a time without ever raising.

Every query goes through ``NvmlSession.query``: an answer, or ``NotAvailable`` with a
reason a student can read ("not supported on this GPU or system", "the GPU has fallen
off the bus"). One failing field never hides the others, and a GPU that fails on one
poll of a live plot is asked again on the next.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from types import ModuleType

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message

# NVML return codes (nvml.h); stable across driver versions.
NVML_ERROR_UNINITIALIZED = 1
NVML_ERROR_NOT_SUPPORTED = 3
NVML_ERROR_NO_PERMISSION = 4
NVML_ERROR_DRIVER_NOT_LOADED = 9
NVML_ERROR_TIMEOUT = 10
NVML_ERROR_LIBRARY_NOT_FOUND = 12
NVML_ERROR_FUNCTION_NOT_FOUND = 13
NVML_ERROR_GPU_IS_LOST = 15
NVML_ERROR_RESET_REQUIRED = 16
NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18

NVML_TEMPERATURE_GPU = 0
NVML_CLOCK_SM = 1
NVML_CLOCK_MEM = 2
NVML_PCIE_UTIL_TX_BYTES, NVML_PCIE_UTIL_RX_BYTES = 0, 1
"""PCIe traffic the GPU sends (to the host) and receives (from it), in KB/s over 20 ms."""

NVML_REASONS: dict[object, tuple[Text, Text]] = {
    NVML_ERROR_LIBRARY_NOT_FOUND: (
        QT_TRANSLATE_NOOP(
            "Nvml", "No NVIDIA driver: the NVML library (libnvidia-ml / nvml.dll) was not found."
        ),
        QT_TRANSLATE_NOOP(
            "Nvml", "If this machine has an NVIDIA GPU, install NVIDIA's driver for it."
        ),
    ),
    NVML_ERROR_DRIVER_NOT_LOADED: (
        QT_TRANSLATE_NOOP("Nvml", "The NVIDIA driver is installed but not loaded."),
        QT_TRANSLATE_NOOP(
            "Nvml", "Restart the computer; if that does not help, reinstall the NVIDIA driver."
        ),
    ),
    NVML_ERROR_LIB_RM_VERSION_MISMATCH: (
        QT_TRANSLATE_NOOP(
            "Nvml",
            "Driver/library version mismatch: the driver was updated but the old one is "
            "still running.",
        ),
        QT_TRANSLATE_NOOP("Nvml", "Restart the computer to load the new driver."),
    ),
    NVML_ERROR_NO_PERMISSION: (
        QT_TRANSLATE_NOOP("Nvml", "No permission to ask the NVIDIA driver about the GPU."),
        QT_TRANSLATE_NOOP(
            "Nvml", "Ask the administrator to give your user access to the GPU devices."
        ),
    ),
    NVML_ERROR_GPU_IS_LOST: (
        QT_TRANSLATE_NOOP("Nvml", "The GPU has fallen off the bus (NVML: GPU is lost)."),
        QT_TRANSLATE_NOOP("Nvml", "Save your work and restart the computer."),
    ),
    NVML_ERROR_NOT_SUPPORTED: (
        QT_TRANSLATE_NOOP(
            "Nvml",
            "Not supported on this GPU or system (WSL, a MIG slice and many laptop GPUs "
            "do not report it).",
        ),
        QT_TRANSLATE_NOOP("Nvml", "Nothing to fix: this GPU simply does not report it."),
    ),
    NVML_ERROR_FUNCTION_NOT_FOUND: (
        QT_TRANSLATE_NOOP("Nvml", "This NVIDIA driver is too old to answer this question."),
        QT_TRANSLATE_NOOP("Nvml", "Update the NVIDIA driver."),
    ),
    NVML_ERROR_TIMEOUT: (
        QT_TRANSLATE_NOOP("Nvml", "The NVIDIA driver did not answer in time."),
        QT_TRANSLATE_NOOP("Nvml", "Try again; if it keeps happening, restart the computer."),
    ),
    NVML_ERROR_RESET_REQUIRED: (
        QT_TRANSLATE_NOOP("Nvml", "The GPU needs a reset before it can answer."),
        QT_TRANSLATE_NOOP("Nvml", "Restart the computer."),
    ),
    NVML_ERROR_UNINITIALIZED: (
        QT_TRANSLATE_NOOP("Nvml", "NVML was not started, so the driver cannot be asked."),
        QT_TRANSLATE_NOOP("Nvml", "Restart DeviceLab."),
    ),
}
"""(problem, advice) by NVML error code, for the errors a student can act on."""

MISSING_PACKAGE = (
    QT_TRANSLATE_NOOP("Nvml", "nvidia-ml-py is not installed, so the driver cannot be asked."),
    QT_TRANSLATE_NOOP("Nvml", "Reinstall DeviceLab: pip install devicelab pulls nvidia-ml-py in."),
)


@dataclass(frozen=True)
class NotAvailable:
    """A value NVML could not give, and why."""

    reason: str | Message
    advice: str | Message | None = None

    def __str__(self) -> str:
        return "N/A"


def explain(error: BaseException) -> tuple[str | Message, str | Message | None]:
    """(problem, advice) in a student's words for an NVML error, or any other error."""
    reason = NVML_REASONS.get(getattr(error, "value", None))
    if reason is not None:
        return reason
    if isinstance(error, OSError):
        template = QT_TRANSLATE_NOOP("Nvml", "The NVML library could not be loaded: {error}.")
        return message(template, error=str(error)), None
    return message(
        QT_TRANSLATE_NOOP("Nvml", "NVML reported an error: {error}."), error=str(error)
    ), None


def import_pynvml() -> ModuleType | None:
    """The real ``pynvml`` module, or None when nvidia-ml-py is missing."""
    try:
        import pynvml
    except ImportError:
        return None
    return pynvml


@dataclass
class GpuProcess:
    """A process using a GPU, as the driver reports it."""

    pid: int
    name: str
    used_memory_bytes: int | None
    """None where the driver cannot say (Windows WDDM, some containers)."""
    kind: str
    """"compute" (CUDA, PyTorch), "graphics" (a desktop, a game) or "compute+graphics"."""


@dataclass
class GpuSample:
    """One reading of one GPU: each field a value or ``NotAvailable``."""

    index: int
    name: str | NotAvailable
    uuid: str | NotAvailable
    memory_total_bytes: int | NotAvailable
    memory_used_bytes: int | NotAvailable
    memory_free_bytes: int | NotAvailable
    utilization_percent: int | NotAvailable
    memory_utilization_percent: int | NotAvailable
    temperature_c: int | NotAvailable
    power_w: float | NotAvailable
    power_limit_w: float | NotAvailable
    sm_clock_mhz: int | NotAvailable
    sm_clock_max_mhz: int | NotAvailable
    memory_clock_mhz: int | NotAvailable
    pcie_generation: int | NotAvailable
    pcie_generation_max: int | NotAvailable
    pcie_width: int | NotAvailable
    pcie_width_max: int | NotAvailable
    pcie_to_gpu_bytes_per_s: int | NotAvailable
    """Host → device copies now (the lesson's 数据传输): NVML's PCIe receive counter."""
    pcie_from_gpu_bytes_per_s: int | NotAvailable
    multiprocessors: int | NotAvailable
    """SMs: NVML gives them for MIG slices only; full GPUs derive them from the core count."""
    cuda_cores: int | NotAvailable
    processes: list[GpuProcess] | NotAvailable = field(default_factory=list)

    def value(self, name: str) -> object | None:
        """A field's value, None when it is not available."""
        value = getattr(self, name)
        return None if isinstance(value, NotAvailable) else value

    def to_dict(self) -> dict:
        """Values (None for N/A) plus an ``unavailable`` map of field → reason."""
        values: dict = {}
        unavailable: dict[str, str | Message] = {}
        for item in fields(self):
            value = getattr(self, item.name)
            if isinstance(value, NotAvailable):
                values[item.name] = None
                unavailable[item.name] = value.reason
            elif item.name == "processes":
                values[item.name] = [vars(process).copy() for process in value]
            else:
                values[item.name] = value
        values["unavailable"] = unavailable
        return values


class NvmlSession:
    """An open NVML session; ``problem`` says why none could be opened.

    ``module`` replaces ``pynvml`` (tests pass fakes). Use it as a context manager or call
    ``close``; a session that failed to open answers every query with the reason.
    """

    def __init__(self, module: ModuleType | None = None) -> None:
        self._nvml = import_pynvml() if module is None else module
        self.problem: str | Message | None = None
        self.advice: str | Message | None = None
        self._open = False
        if self._nvml is None:
            self.problem, self.advice = MISSING_PACKAGE
            return
        try:
            self._nvml.nvmlInit()
        except Exception as error:  # NVMLError, or OSError from a broken library
            self.problem, self.advice = explain(error)
            return
        self._open = True

    @property
    def is_open(self) -> bool:
        return self._open

    def __enter__(self) -> NvmlSession:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._open:
            assert self._nvml is not None  # open only with a module
            self._open = False
            with contextlib.suppress(Exception):
                self._nvml.nvmlShutdown()

    def query(self, function: str, *args: object, convert: Callable = lambda value: value):
        """``pynvml.<function>(*args)`` converted, or ``NotAvailable`` with the reason."""
        if not self._open:
            return NotAvailable(self.problem or "NVML is closed.")
        try:
            answer = getattr(self._nvml, function)
        except AttributeError:
            return NotAvailable("This nvidia-ml-py does not know this question.")
        try:
            return convert(answer(*args))
        except Exception as error:  # any driver error becomes N/A, never a crash
            return NotAvailable(*explain(error))

    def driver_version(self) -> str | NotAvailable:
        return self.query("nvmlSystemGetDriverVersion", convert=_text)

    def cuda_driver_version(self) -> int | NotAvailable:
        """The newest CUDA the driver supports, as NVML codes it (12020 for 12.2)."""
        return self.query("nvmlSystemGetCudaDriverVersion", convert=int)

    def device_count(self) -> int | NotAvailable:
        return self.query("nvmlDeviceGetCount", convert=int)

    def architecture_code(self, index: int) -> int | NotAvailable:
        handle = self.query("nvmlDeviceGetHandleByIndex", index)
        if isinstance(handle, NotAvailable):
            return handle
        return self.query("nvmlDeviceGetArchitecture", handle, convert=int)

    def sample(self, index: int, *, with_processes: bool = True) -> GpuSample:
        """Every live fact of GPU ``index``; a failing question leaves only its field N/A."""
        handle = self.query("nvmlDeviceGetHandleByIndex", index)
        if isinstance(handle, NotAvailable):
            return GpuSample(index, *([handle] * (len(fields(GpuSample)) - 1)))
        ask = self.query
        memory = ask("nvmlDeviceGetMemoryInfo", handle)
        rates = ask("nvmlDeviceGetUtilizationRates", handle)
        return GpuSample(
            index=index,
            name=ask("nvmlDeviceGetName", handle, convert=_text),
            uuid=ask("nvmlDeviceGetUUID", handle, convert=_text),
            memory_total_bytes=_part(memory, "total"),
            memory_used_bytes=_part(memory, "used"),
            memory_free_bytes=_part(memory, "free"),
            utilization_percent=_part(rates, "gpu"),
            memory_utilization_percent=_part(rates, "memory"),
            temperature_c=self._temperature(handle),
            power_w=ask("nvmlDeviceGetPowerUsage", handle, convert=_milliwatts),
            power_limit_w=ask("nvmlDeviceGetEnforcedPowerLimit", handle, convert=_milliwatts),
            sm_clock_mhz=ask("nvmlDeviceGetClockInfo", handle, NVML_CLOCK_SM, convert=int),
            sm_clock_max_mhz=ask("nvmlDeviceGetMaxClockInfo", handle, NVML_CLOCK_SM, convert=int),
            memory_clock_mhz=ask("nvmlDeviceGetClockInfo", handle, NVML_CLOCK_MEM, convert=int),
            pcie_generation=ask("nvmlDeviceGetCurrPcieLinkGeneration", handle, convert=int),
            pcie_generation_max=ask("nvmlDeviceGetMaxPcieLinkGeneration", handle, convert=int),
            pcie_width=ask("nvmlDeviceGetCurrPcieLinkWidth", handle, convert=int),
            pcie_width_max=ask("nvmlDeviceGetMaxPcieLinkWidth", handle, convert=int),
            pcie_to_gpu_bytes_per_s=self._pcie_rate(handle, NVML_PCIE_UTIL_RX_BYTES),
            pcie_from_gpu_bytes_per_s=self._pcie_rate(handle, NVML_PCIE_UTIL_TX_BYTES),
            multiprocessors=self._multiprocessors(handle, index),
            cuda_cores=ask("nvmlDeviceGetNumGpuCores", handle, convert=int),
            processes=self._processes(handle) if with_processes else [],
        )

    def _pcie_rate(self, handle: object, counter: int) -> int | NotAvailable:
        """Bytes per second over the PCIe link one way (NVML counts KB/s, read as KiB/s:
        nvidia-smi's own units)."""
        return self.query(
            "nvmlDeviceGetPcieThroughput", handle, counter, convert=lambda kb: int(kb) * 1024
        )

    def _temperature(self, handle: object) -> int | NotAvailable:
        """The versioned call first (the old one goes with CUDA 14), then the old one."""
        answer = self.query("nvmlDeviceGetTemperatureV", handle, NVML_TEMPERATURE_GPU, convert=int)
        if isinstance(answer, NotAvailable):
            answer = self.query(
                "nvmlDeviceGetTemperature", handle, NVML_TEMPERATURE_GPU, convert=int
            )
        return answer

    def _multiprocessors(self, handle: object, index: int) -> int | NotAvailable:
        """A MIG slice reports its SMs; a full GPU's follow from cores ÷ cores per SM."""
        reported = self.query(
            "nvmlDeviceGetAttributes", handle, convert=lambda a: int(a.multiprocessorCount)
        )
        if not isinstance(reported, NotAvailable):
            return reported
        cores = self.query("nvmlDeviceGetNumGpuCores", handle, convert=int)
        code = self.architecture_code(index)
        name = self.query("nvmlDeviceGetName", handle, convert=_text)
        if isinstance(cores, NotAvailable) or isinstance(code, NotAvailable):
            return reported
        per_sm = cores_per_sm(code, "" if isinstance(name, NotAvailable) else name)
        if per_sm is None or cores % per_sm:
            return reported
        return cores // per_sm

    def sample_all(self, *, with_processes: bool = True) -> list[GpuSample]:
        """A sample of every GPU the driver reports (none when NVML cannot be asked)."""
        count = self.device_count()
        if isinstance(count, NotAvailable):
            return []
        return [self.sample(index, with_processes=with_processes) for index in range(count)]

    def _processes(self, handle: object) -> list[GpuProcess] | NotAvailable:
        found: dict[int, GpuProcess] = {}
        for kind, function in [
            ("compute", "nvmlDeviceGetComputeRunningProcesses"),
            ("graphics", "nvmlDeviceGetGraphicsRunningProcesses"),
        ]:
            running = self.query(function, handle)
            if isinstance(running, NotAvailable):
                if kind == "compute":
                    return running
                continue
            for process in running:
                pid = int(process.pid)
                if pid in found:  # a process using the GPU both ways is listed once
                    found[pid].kind = "compute+graphics"
                    continue
                memory = getattr(process, "usedGpuMemory", None)
                found[pid] = GpuProcess(
                    pid=pid,
                    name=self._process_name(pid),
                    used_memory_bytes=int(memory) if isinstance(memory, int) else None,
                    kind=kind,
                )
        return list(found.values())

    def _process_name(self, pid: int) -> str:
        name = self.query("nvmlSystemGetProcessName", pid, convert=_text)
        if not isinstance(name, NotAvailable) and name:
            return name.replace("\\", "/").rsplit("/", 1)[-1]
        try:
            import psutil

            return psutil.Process(pid).name()
        except Exception:  # gone, or another user's process
            return f"pid {pid}"


CORES_PER_SM = {3: 128, 4: 128, 5: 64, 6: 64, 7: 128, 8: 128, 9: 128, 10: 128}
"""CUDA cores per SM by NVML architecture code (Pascal … Blackwell), for the common chips."""


def cores_per_sm(architecture_code: int, name: str) -> int | None:
    """Cores per SM; the data-center chips GP100 (P100) and GA100 (A100, A30) have 64."""
    if architecture_code in (4, 7) and any(chip in name for chip in ("P100", "A100", "A30")):
        return 64
    return CORES_PER_SM.get(architecture_code)


def _part(answer: object, attribute: str) -> int | NotAvailable:
    if isinstance(answer, NotAvailable):
        return answer
    return int(getattr(answer, attribute))


def _milliwatts(value: int) -> float:
    return round(int(value) / 1000, 1)


def _text(value: str | bytes) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
