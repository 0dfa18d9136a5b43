"""Intel GPUs through torch.xpu and Apple's through MPS, read against fakes of torch and of
macOS's system_profiler (no such GPU here), and where their live readings come from."""

import json
import subprocess
import types

import pytest
import torch
from fake_nvml import FakeNvml

from core.hardware import probe_gpus
from core.hardware.nvml import NVML_ERROR_LIBRARY_NOT_FOUND
from core.hardware.vendor_gpus import (
    MAC_DISPLAYS_COMMAND,
    intel_gpu_architecture,
    mac_displays,
    mps_device,
    mps_display_name,
    xpu_devices,
)

M1_MACBOOK_AIR = {
    "_name": "kHW_AppleM1Item",
    "spdisplays_metalfamily": "spdisplays_mtlgpufamilyapple7",
    "spdisplays_vendor": "sppci_vendor_Apple",
    "sppci_bus": "spdisplays_builtin",
    "sppci_cores": "7",
    "sppci_device_type": "spdisplays_gpu",
    "sppci_model": "Apple M1",
}
"""An M1 MacBook Air's entry as system_profiler -json writes it (from pytorch/serve's test
data, sample_apple_smi.json; its display list left out)."""


def _xpu_properties(name: str, memory_gib: int, xe_cores: int, integrated: bool):
    """torch.xpu's device properties, with the field names torch 2.13 gives them."""
    return types.SimpleNamespace(
        name=name,
        platform_name="Intel(R) oneAPI Unified Runtime over Level-Zero",
        vendor="Intel(R) Corporation",
        driver_version="1.6.32224+14",
        total_memory=memory_gib * 2**30,
        max_compute_units=xe_cores * 16,
        gpu_eu_count=xe_cores * 16,
        gpu_subslice_count=xe_cores,
        is_integrated_gpu=integrated,
        uuid=bytes(range(16)),
    )


def _fake_xpu(*props):
    return types.SimpleNamespace(
        is_available=lambda: True,
        device_count=lambda: len(props),
        get_device_properties=lambda index: props[index],
    )


def test_intel_gpus_are_read_from_torch_xpu_with_their_xe_cores_and_driver():
    xpu = _fake_xpu(
        _xpu_properties("Intel(R) Arc(TM) A770 Graphics", 16, 32, integrated=False),
        _xpu_properties("Intel(R) Arc(TM) Graphics", 8, 8, integrated=True),
    )
    (arc, built_in), driver = xpu_devices(xpu)
    assert driver == "1.6.32224+14"
    assert (arc.torch_device, arc.backend, arc.label) == (
        "xpu:0",
        "xpu",
        "[xpu:0] Intel(R) Arc(TM) A770 Graphics",
    )
    assert (arc.total_memory_bytes, arc.multiprocessors) == (16 * 2**30, 32)
    assert (arc.architecture, arc.shared_memory) == ("Xe-HPG (Alchemist)", False)
    assert arc.uuid == bytes(range(16)).hex()
    # A GPU built into the chip shares the CPU's memory; its name spans generations.
    assert (built_in.shared_memory, built_in.architecture) == (True, "unknown")
    assert "xpu-smi" in str(arc.live_readings) and "intel_gpu_top" in str(arc.live_readings)


def test_no_torch_xpu_means_no_intel_gpus():
    assert xpu_devices(None) == ([], None)
    unavailable = types.SimpleNamespace(is_available=lambda: False)
    assert xpu_devices(unavailable) == ([], None)


@pytest.mark.parametrize(
    ("name", "architecture"),
    [  # names as torch.xpu and the OS report them (tests/core/hardware/data/real_gpu_names.json)
        ("Intel(R) Arc(TM) A770 Graphics", "Xe-HPG (Alchemist)"),
        ("Intel(R) Arc(TM) B580 Graphics", "Xe2-HPG (Battlemage)"),
        ("Intel(R) Arc(TM) Pro B60 Graphics", "Xe2-HPG (Battlemage)"),
        ("Intel(R) Arc(TM) B390 GPU", "Xe3 (Panther Lake)"),
        ("Intel(R) Data Center GPU Max 1550", "Xe-HPC (Ponte Vecchio)"),
        ("Intel(R) Data Center GPU Max 1100", "Xe-HPC (Ponte Vecchio)"),
        ("Intel(R) Iris(R) Xe Graphics", "Xe-LP"),
        ("Intel(R) Arc(TM) Graphics", "unknown"),
        ("Intel(R) UHD Graphics 770", "unknown"),
    ],
)
def test_intel_gpu_architectures_come_from_the_name_or_stay_unknown(name, architecture):
    assert intel_gpu_architecture(name) == architecture


def test_an_apple_gpu_is_named_by_its_chip_and_gpu_core_count():
    device = mps_device([M1_MACBOOK_AIR], recommended_max_memory=11 * 2**30)
    assert (device.name, device.multiprocessors) == ("Apple M1", 7)
    assert mps_display_name(device) == "Apple M1, 7-core GPU"
    assert (device.torch_device, device.backend, device.label) == ("mps", "mps", "[mps] Apple M1")
    assert device.architecture == "Metal GPU family Apple 7"
    # Unified memory: what Metal recommends the GPU use of it, said to be shared.
    assert (device.total_memory_bytes, device.shared_memory) == (11 * 2**30, True)
    assert "Activity Monitor" in str(device.live_readings)


def test_a_mac_that_says_less_still_names_its_gpu():
    # An M2 Max as another project records it: no Metal family in the entry.
    m2_max = {"_name": "Apple M2 Max", "sppci_model": "Apple M2 Max", "sppci_cores": "30"}
    device = mps_device([m2_max], recommended_max_memory=None)
    assert mps_display_name(device) == "Apple M2 Max, 30-core GPU"
    assert device.architecture == "Apple silicon"
    # system_profiler unreadable: a GPU MPS runs on, without a made-up core count.
    unknown = mps_device([], recommended_max_memory=None)
    assert (mps_display_name(unknown), unknown.multiprocessors) == ("Apple GPU", None)


def test_an_intel_mac_runs_mps_on_its_discrete_gpu_with_its_own_vram():
    displays = [
        {"_name": "Intel UHD Graphics 630", "sppci_bus": "spdisplays_builtin",
         "spdisplays_vram_shared": "1536 MB", "spdisplays_vendor": "Intel"},
        {"_name": "AMD Radeon Pro 5500M", "spdisplays_vendor": "AMD (0x1002)",
         "spdisplays_vram": "8 GB", "sppci_bus": "spdisplays_pcie_device",
         "sppci_model": "AMD Radeon Pro 5500M", "sppci_cores": None},
    ]  # fmt: skip
    device = mps_device(displays, recommended_max_memory=4 * 2**30)
    assert device.name == "AMD Radeon Pro 5500M"
    assert (device.total_memory_bytes, device.shared_memory) == (8 * 2**30, False)
    assert device.architecture == "unknown"


def test_system_profiler_output_is_read_and_its_failures_are_empty():
    def answers(stdout: str):
        def run(command, **_options):
            assert command == MAC_DISPLAYS_COMMAND
            return subprocess.CompletedProcess(command, 0, stdout=stdout)

        return run

    assert mac_displays(answers(json.dumps({"SPDisplaysDataType": [M1_MACBOOK_AIR, "x"]}))) == [
        M1_MACBOOK_AIR
    ]
    assert mac_displays(answers("not json")) == []
    assert mac_displays(answers("[]")) == []

    def missing(command, **_options):
        raise FileNotFoundError(command[0])

    def stalled(command, **_options):
        raise subprocess.TimeoutExpired(command, 15)

    assert mac_displays(missing) == [] and mac_displays(stalled) == []


@pytest.fixture
def no_cuda(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)


def test_a_mac_reports_its_apple_gpu_and_no_problem(no_cuda, monkeypatch):
    from core.hardware import probe

    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    monkeypatch.setattr(torch.mps, "recommended_max_memory", lambda: 11 * 2**30)
    monkeypatch.setattr(probe, "mac_displays", lambda: [M1_MACBOOK_AIR])
    report = probe_gpus(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    (device,) = report.devices
    assert (device.label, device.total_memory_bytes) == ("[mps] Apple M1", 11 * 2**30)
    assert report.problem is None and report.mps_available


def test_intel_gpus_join_the_report_without_a_cuda_problem(no_cuda, monkeypatch):
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    xpu = _fake_xpu(_xpu_properties("Intel(R) Arc(TM) B580 Graphics", 12, 20, integrated=False))
    monkeypatch.setattr(torch, "xpu", xpu)
    report = probe_gpus(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    (device,) = report.devices
    assert (device.label, device.multiprocessors) == ("[xpu:0] Intel(R) Arc(TM) B580 Graphics", 20)
    assert report.xpu_driver == "1.6.32224+14"
    assert report.problem is None  # "a CPU-only build" would blame the wrong thing


def test_a_failing_vendor_library_leaves_its_gpus_out_not_the_report(no_cuda, monkeypatch):
    from core.hardware import probe

    def broken():
        raise RuntimeError("Level Zero: device lost")

    monkeypatch.setattr(torch, "xpu", types.SimpleNamespace(is_available=broken))
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    monkeypatch.setattr(probe, "mac_displays", lambda: None)  # an answer of the wrong shape
    monkeypatch.setattr(torch.mps, "recommended_max_memory", lambda: "?")
    report = probe_gpus(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    (apple,) = report.devices  # MPS works: its GPU is there, unnamed, its memory unknown
    assert (apple.label, apple.total_memory_bytes) == ("[mps] Apple GPU", None)
    assert report.xpu_driver is None and report.problem is None
