"""A stand-in for ``pynvml`` that can fail in every way the real driver does.

``FakeNvml(gpus=[FakeGpu(...)])`` answers like a healthy driver; ``fail_init=code`` makes
``nvmlInit`` raise, and ``fail("nvmlDeviceGetUtilizationRates", code, on_call=10)`` makes
one question raise from its tenth call on (``until_call`` ends the failure).
"""

from __future__ import annotations

import types
from collections import namedtuple
from dataclasses import dataclass, field

Memory = namedtuple("Memory", "total free used")
Utilization = namedtuple("Utilization", "gpu memory")
Attributes = namedtuple("Attributes", "multiprocessorCount")
Process = namedtuple("Process", "pid usedGpuMemory")

NOT_SUPPORTED = 3
GPU_IS_LOST = 15


class FakeNVMLError(Exception):
    def __init__(self, value: int) -> None:
        super().__init__(f"NVML error {value}")
        self.value = value


@dataclass
class FakeGpu:
    name: str = "NVIDIA GeForce RTX 3080 Ti"
    memory_gib: int = 12
    used_gib: float = 1.5
    architecture: int = 7
    utilization: int = 37
    temperature: int = 61
    power_mw: int = 187_000
    power_limit_mw: int = 350_000
    sm_clock: int = 1665
    sm_clock_max: int = 2100
    memory_clock: int = 9501
    pcie: tuple[int, int, int, int] = (4, 16, 4, 16)
    """Current generation, current width, max generation, max width."""
    pcie_kb_per_s: tuple[int, int] = (250, 880_000)
    """NVML's PCIe counters: sent by the GPU (TX), received by it (RX), in KB/s."""
    cuda_cores: int = 10240
    mig_multiprocessors: int | None = None
    """Set for a MIG slice: only MIG handles answer nvmlDeviceGetAttributes."""
    processes: list[tuple[int, int | None]] = field(default_factory=lambda: [(4242, 900 * 2**20)])
    uuid: str = "GPU-5b0a4c3e-0000-1111-2222-333344445555"


class FakeNvml(types.ModuleType):
    """A fake ``pynvml`` module whose calls are counted and can be made to fail."""

    def __init__(
        self,
        gpus: list[FakeGpu] | None = None,
        fail_init: int | None = None,
        cuda_driver: int = 12040,
    ) -> None:
        super().__init__("pynvml")
        self.gpus = [FakeGpu()] if gpus is None else gpus
        self.cuda_driver = cuda_driver
        """The newest CUDA the fake driver supports, as NVML codes it (12040: 12.4)."""
        self.NVMLError = FakeNVMLError
        self.fail_init = fail_init
        self.calls: dict[str, int] = {}
        self.failures: dict[str, tuple[int, int, int | None]] = {}
        self.inits = 0
        self.shutdowns = 0
        answers = {
            "nvmlSystemGetDriverVersion": lambda: b"550.54.14",
            "nvmlSystemGetCudaDriverVersion": lambda: self.cuda_driver,
            "nvmlDeviceGetCount": lambda: len(self.gpus),
            "nvmlDeviceGetHandleByIndex": self._handle,
            "nvmlDeviceGetName": lambda h: self.gpus[h].name,
            "nvmlDeviceGetUUID": lambda h: self.gpus[h].uuid,
            "nvmlDeviceGetMemoryInfo": self._memory,
            "nvmlDeviceGetArchitecture": lambda h: self.gpus[h].architecture,
            "nvmlDeviceGetUtilizationRates": lambda h: Utilization(self.gpus[h].utilization, 20),
            "nvmlDeviceGetTemperature": lambda h, sensor: self.gpus[h].temperature,
            "nvmlDeviceGetTemperatureV": lambda h, sensor: self.gpus[h].temperature,
            "nvmlDeviceGetNumGpuCores": lambda h: self.gpus[h].cuda_cores,
            "nvmlDeviceGetPowerUsage": lambda h: self.gpus[h].power_mw,
            "nvmlDeviceGetEnforcedPowerLimit": lambda h: self.gpus[h].power_limit_mw,
            "nvmlDeviceGetClockInfo": self._clock,
            "nvmlDeviceGetMaxClockInfo": lambda h, kind: self.gpus[h].sm_clock_max,
            "nvmlDeviceGetCurrPcieLinkGeneration": lambda h: self.gpus[h].pcie[0],
            "nvmlDeviceGetCurrPcieLinkWidth": lambda h: self.gpus[h].pcie[1],
            "nvmlDeviceGetMaxPcieLinkGeneration": lambda h: self.gpus[h].pcie[2],
            "nvmlDeviceGetMaxPcieLinkWidth": lambda h: self.gpus[h].pcie[3],
            "nvmlDeviceGetAttributes": self._attributes,
            "nvmlDeviceGetPcieThroughput": lambda h, counter: self.gpus[h].pcie_kb_per_s[counter],
            "nvmlDeviceGetComputeRunningProcesses": lambda h: [
                Process(pid, memory) for pid, memory in self.gpus[h].processes
            ],
            "nvmlDeviceGetGraphicsRunningProcesses": lambda h: [],
            "nvmlSystemGetProcessName": lambda pid: b"/usr/bin/python3",
        }
        for name, answer in answers.items():
            setattr(self, name, self._counted(name, answer))

    def fail(self, function: str, code: int, on_call: int = 1, until_call: int | None = None):
        """Make ``function`` raise NVML error ``code`` on calls on_call … until_call - 1."""
        self.failures[function] = (code, on_call, until_call)
        return self

    def nvmlInit(self) -> None:
        self.inits += 1
        if self.fail_init is not None:
            raise FakeNVMLError(self.fail_init)

    def nvmlShutdown(self) -> None:
        self.shutdowns += 1

    def _counted(self, name, answer):
        def call(*args):
            self.calls[name] = count = self.calls.get(name, 0) + 1
            failure = self.failures.get(name)
            if failure is not None:
                code, first, end = failure
                if count >= first and (end is None or count < end):
                    raise FakeNVMLError(code)
            return answer(*args)

        return call

    def _handle(self, index: int) -> int:
        if not 0 <= index < len(self.gpus):
            raise FakeNVMLError(2)
        return index

    def _memory(self, handle: int) -> Memory:
        gpu = self.gpus[handle]
        total, used = gpu.memory_gib * 2**30, int(gpu.used_gib * 2**30)
        return Memory(total, total - used, used)

    def _attributes(self, handle: int) -> Attributes:
        if self.gpus[handle].mig_multiprocessors is None:
            raise FakeNVMLError(NOT_SUPPORTED)  # as NVML answers for a full GPU
        return Attributes(self.gpus[handle].mig_multiprocessors)

    def _clock(self, handle: int, kind: int) -> int:
        return self.gpus[handle].sm_clock if kind == 1 else self.gpus[handle].memory_clock
