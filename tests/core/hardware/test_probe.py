"""Hardware probing never raises and explains every way a GPU can be unusable."""

import types

import pytest
import torch
from fake_nvml import FakeGpu, FakeNvml

from core.hardware import (
    architecture_from_capability,
    probe_cpu,
    probe_cpu_fast,
    probe_gpus,
)
from core.hardware import nvml as nvml_module
from core.hardware import probe as hardware
from core.hardware.devices import available_devices
from core.hardware.microarchitecture import CpuIdentity
from core.hardware.names import base_ghz_in_name
from core.hardware.nvml import (
    NVML_ERROR_DRIVER_NOT_LOADED,
    NVML_ERROR_GPU_IS_LOST,
    NVML_ERROR_LIB_RM_VERSION_MISMATCH,
    NVML_ERROR_LIBRARY_NOT_FOUND,
    NVML_ERROR_NO_PERMISSION,
)
from core.hardware.probe import architecture_from_gfx


@pytest.fixture
def cuda_build(monkeypatch):
    """torch looks like a CUDA build that finds no device."""
    monkeypatch.setattr(torch.version, "cuda", "12.4")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)


def test_cpu_facts_fast_and_full_are_consistent():
    fast = probe_cpu_fast()
    assert fast.logical_threads and fast.logical_threads >= 1
    assert fast.architecture
    full = probe_cpu()
    assert full.logical_threads == fast.logical_threads
    assert full.model


def test_cpu_facts_survive_psutil_knowing_nothing(monkeypatch):
    monkeypatch.setattr(hardware.psutil, "cpu_count", lambda logical=True: None)
    monkeypatch.setattr(hardware.psutil, "cpu_freq", lambda: None)
    monkeypatch.setattr(hardware, "_proc_cpuinfo_identity", lambda: CpuIdentity())
    monkeypatch.setattr(hardware.platform, "processor", lambda: "")
    monkeypatch.setattr(hardware.os, "cpu_count", lambda: None)
    facts = probe_cpu_fast()
    assert facts.physical_cores is None and facts.logical_threads is None
    assert facts.max_ghz is None and facts.current_ghz is None and facts.model is None
    assert not facts.microarchitecture.known  # unknown, never a guess


def test_py_cpuinfo_flags_become_named_instruction_sets_and_caches(monkeypatch):
    import cpuinfo

    info = {
        "brand_raw": "Intel(R) Xeon(R) Platinum 8480+",
        "flags": ["fma", "avx2", "amx_tile"],
        "l2_cache_size": 2 * 2**20,
        "l3_cache_size": "unknown",
    }
    monkeypatch.setattr(cpuinfo, "get_cpu_info", lambda: info)
    monkeypatch.setattr("core.hardware.probe.sysfs_caches", lambda: (None, None))  # py-cpuinfo's
    facts = probe_cpu()
    assert list(facts.instruction_sets) == ["FMA", "AVX2", "AMX"]
    assert "matrix" in facts.instruction_sets["AMX"]
    assert facts.l2_cache_bytes == 2 * 2**20 and facts.l3_cache_bytes is None
    assert facts.detailed


def test_py_cpuinfo_crashing_leaves_the_fast_facts(monkeypatch):
    import cpuinfo

    def broken():
        raise RuntimeError("cpuid failed")

    monkeypatch.setattr(cpuinfo, "get_cpu_info", broken)
    facts = probe_cpu()
    assert not facts.detailed and facts.instruction_sets == {}
    assert facts.logical_threads == probe_cpu_fast().logical_threads


def test_base_clock_is_read_from_the_lessons_cpu_name():
    assert base_ghz_in_name("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz") == 3.1
    assert base_ghz_in_name("AMD Ryzen 7 5800X 8-Core Processor") is None


@pytest.mark.parametrize(
    ("capability", "name"),
    [
        ((7, 0), "Volta"),
        ((7, 5), "Turing"),
        ((8, 0), "Ampere"),
        ((8, 6), "Ampere"),
        ((8, 9), "Ada Lovelace"),
        ((9, 0), "Hopper"),
        ((10, 0), "Blackwell"),
        ((12, 0), "Blackwell"),
        ((6, 1), "Pascal"),
        ((99, 0), "unknown"),
    ],
)
def test_architecture_from_compute_capability(capability, name):
    assert architecture_from_capability(*capability) == name


def test_cpu_only_torch_names_the_build_and_still_lists_the_drivers_gpu(monkeypatch):
    monkeypatch.setattr(torch.version, "cuda", None)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    report = probe_gpus(FakeNvml())
    assert "CPU-only build" in str(report.problem)
    assert "RTX 3080 Ti" in str(report.problem)
    assert "CUDA build" in str(report.advice)
    assert report.driver == "550.54.14"
    (device,) = report.devices
    assert device.total_memory_bytes == 12 * 2**30
    assert device.architecture == "Ampere" and not device.usable_by_torch


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (NVML_ERROR_LIBRARY_NOT_FOUND, "NVML library"),
        (NVML_ERROR_DRIVER_NOT_LOADED, "not loaded"),
        (NVML_ERROR_LIB_RM_VERSION_MISMATCH, "version mismatch"),
        (NVML_ERROR_NO_PERMISSION, "permission"),
        (NVML_ERROR_GPU_IS_LOST, "lost"),
        (999, "NVML reported an error"),
    ],
)
def test_each_nvml_failure_becomes_a_reason_with_advice(cuda_build, code, words):
    report = probe_gpus(FakeNvml(fail_init=code))
    assert words in str(report.problem)
    assert report.devices == []
    if code != 999:
        assert report.advice


def test_nvml_failing_after_init_still_shuts_down(cuda_build):
    nvml = FakeNvml().fail("nvmlDeviceGetCount", NVML_ERROR_GPU_IS_LOST)
    report = probe_gpus(nvml)
    assert "lost" in str(report.problem)
    assert nvml.shutdowns == 1


def test_nvml_library_that_cannot_load_is_explained(cuda_build):
    nvml = FakeNvml()

    def broken_init():
        raise OSError("libnvidia-ml.so.1: wrong ELF class")

    nvml.nvmlInit = broken_init
    assert "could not be loaded" in str(probe_gpus(nvml).problem)


def test_cuda_build_with_working_driver_but_no_device(cuda_build):
    report = probe_gpus(FakeNvml(gpus=[]))
    assert "finds no CUDA device" in str(report.problem)
    assert "CUDA_VISIBLE_DEVICES" in str(report.advice)


def test_missing_nvidia_ml_py_is_explained(cuda_build, monkeypatch):
    monkeypatch.setattr(nvml_module, "import_pynvml", lambda: None)
    report = probe_gpus()
    assert "nvidia-ml-py is not installed" in str(report.problem)


def test_usable_cuda_gpu_is_described_from_torch(monkeypatch):
    props = types.SimpleNamespace(
        name="NVIDIA H200", total_memory=141 * 2**30, major=9, minor=0, multi_processor_count=132
    )
    monkeypatch.setattr(torch.version, "cuda", "12.8")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: props)
    report = probe_gpus(FakeNvml([FakeGpu("NVIDIA H200", 141, architecture=9)]))
    assert report.problem is None
    (device,) = report.devices
    assert (device.name, device.architecture, device.capability) == ("NVIDIA H200", "Hopper", "9.0")
    assert device.multiprocessors == 132 and device.usable_by_torch
    assert available_devices()[:2] == ["cpu", "cuda:0"]


def _cache(root, cpu: int, index: int, level: int, kind: str, size: str, shared: str) -> None:
    folder = root / f"cpu{cpu}" / "cache" / f"index{index}"
    folder.mkdir(parents=True)
    for name, value in {
        "level": level,
        "type": kind,
        "size": size,
        "shared_cpu_list": shared,
    }.items():
        (folder / name).write_text(f"{value}\n")


def test_caches_are_the_chips_whole_l2_and_l3_each_counted_once(tmp_path):
    """This VM: two cores with 1 MiB of L2 each and one 32 MiB L3 they share (listed under
    both cores). py-cpuinfo said 1 MiB of L3 here."""
    from core.hardware.probe import sysfs_caches

    for cpu in (0, 1):
        _cache(tmp_path, cpu, 0, 1, "Data", "32K", str(cpu))
        _cache(tmp_path, cpu, 1, 1, "Instruction", "32K", str(cpu))
        _cache(tmp_path, cpu, 2, 2, "Unified", "1024K", str(cpu))
        _cache(tmp_path, cpu, 3, 3, "Unified", "32768K", "0-1")
    assert sysfs_caches(tmp_path) == (2 * 2**20, 32 * 2**20)
    assert sysfs_caches(tmp_path / "missing") == (None, None)


def test_the_systems_cache_list_wins_over_py_cpuinfo(monkeypatch):
    import cpuinfo

    from core.hardware import probe

    monkeypatch.setattr(probe, "sysfs_caches", lambda: (2 * 2**20, 32 * 2**20))
    monkeypatch.setattr(
        cpuinfo, "get_cpu_info", lambda: {"l2_cache_size": 2 * 2**20, "l3_cache_size": 2**20}
    )
    facts = probe.probe_cpu()
    assert (facts.l2_cache_bytes, facts.l3_cache_bytes) == (2 * 2**20, 32 * 2**20)
    monkeypatch.setattr(probe, "sysfs_caches", lambda: (None, None))  # no such list
    assert probe.probe_cpu().l3_cache_bytes == 2**20


@pytest.fixture
def rocm_build(monkeypatch):
    """torch as a ROCm build shows it: HIP set, CUDA none, AMD GPUs behind torch.cuda."""
    monkeypatch.setattr(torch.version, "hip", "6.2.41133", raising=False)
    monkeypatch.setattr(torch.version, "cuda", None)


def test_a_rocm_build_names_amd_gpus_by_their_architecture_not_a_cuda_capability(
    rocm_build, monkeypatch
):
    props = types.SimpleNamespace(
        name="AMD Instinct MI250X/MI250",
        total_memory=64 * 2**30,
        major=9,  # ROCm's "9.0" is the ISA's version, not NVIDIA's Hopper
        minor=0,
        multi_processor_count=104,
        gcnArchName="gfx90a:sramecc+:xnack-",
    )
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: props)
    report = probe_gpus(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    (device,) = report.devices
    assert (device.architecture, device.capability) == ("CDNA 2", None)
    assert (device.backend, device.label) == ("rocm", "[cuda:0] AMD Instinct MI250X/MI250")
    assert report.torch_hip == "6.2.41133" and report.problem is None
    # No NVIDIA driver is blamed: the device says which tool gives AMD's live readings.
    assert report.nvml_problem is None
    assert "rocm-smi" in str(device.live_readings)
    assert "NVIDIA driver" not in str(device.live_readings)


def test_a_rocm_build_without_a_gpu_suspects_rocm_not_nvidia(rocm_build, monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)
    report = probe_gpus(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    assert "ROCm build (HIP 6.2.41133) but finds no AMD GPU" in str(report.problem)
    assert "rocm-smi" in str(report.advice) and "HIP_VISIBLE_DEVICES" in str(report.advice)
    assert "NVIDIA" not in str(report.problem) + str(report.advice)


@pytest.mark.parametrize(
    ("isa", "architecture"),
    [
        ("gfx90a:sramecc+:xnack-", "CDNA 2"),
        ("gfx942", "CDNA 3"),
        ("gfx1100", "RDNA 3"),
        ("gfx1030", "RDNA 2"),
        ("gfx1201", "RDNA 4"),
        ("gfx9999", "unknown"),
        ("", "unknown"),
    ],
)
def test_amd_architectures_come_from_the_isa_name(isa, architecture):
    assert architecture_from_gfx(isa) == architecture
