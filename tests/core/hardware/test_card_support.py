"""Will this torch run on this card: a school's old GeForce under a build that dropped its
architecture, a card newer than the build, a driver older than the build's CUDA, an AMD
GPU under ROCm — each said before anything runs, with what to install instead. torch is
faked at its boundary (``get_arch_list``, the device's properties), NVML by FakeNvml."""

from __future__ import annotations

from functools import partial

import pytest
import torch
from fake_cards import GTX_1060, card, see_one_card
from fake_nvml import FakeGpu, FakeNvml

from core.hardware import probe_gpus
from core.hardware.card_support import (
    cuda_card_unsupported,
    driver_unsupported,
    explain_device_error,
    runs_on_cuda_card,
    runs_on_rocm_card,
)
from core.hardware.devices import available_devices
from core.i18n import render

BUILD_FROM_TURING = ["sm_75", "sm_80", "sm_86", "sm_90", "sm_100", "sm_120"]
"""A recent CUDA build: no Maxwell or Pascal kernels, and no PTX."""


@pytest.fixture
def one_card(monkeypatch):
    """torch as a CUDA 12.8 build that sees one card; the test picks card and arch list."""
    return partial(see_one_card, monkeypatch)


def test_an_old_card_under_a_build_without_its_architecture_is_named_and_not_offered(one_card):
    one_card(GTX_1060, BUILD_FROM_TURING)
    report = probe_gpus(FakeNvml([FakeGpu("NVIDIA GeForce GTX 1060 6GB", 6, architecture=4)]))
    (device,) = report.devices
    assert not device.usable_by_torch and device.unsupported is not None
    reason, advice = render(device.unsupported.reason), render(device.unsupported.advice)
    assert "GTX 1060" in reason and "Pascal" in reason and "compute capability 6.1" in reason
    assert "sm_75, sm_80" in reason and "no kernel image is available" in reason
    assert "sm_61" in advice and "no longer supports a card this old" in advice
    assert "CPU" in advice
    assert available_devices() == ["cpu"]  # never offered for a run that would fail
    assert report.arch_list == BUILD_FROM_TURING


def test_the_same_card_under_a_build_with_its_architecture_is_offered_without_a_word(one_card):
    one_card(GTX_1060, ["sm_50", "sm_60", "sm_61", "sm_70", "sm_75", "sm_80", "sm_86"])
    (device,) = probe_gpus(FakeNvml([FakeGpu("NVIDIA GeForce GTX 1060 6GB", 6)])).devices
    assert device.usable_by_torch and device.unsupported is None
    assert available_devices() == ["cpu", "cuda:0"]


def test_a_card_newer_than_the_build_is_told_to_get_a_newer_build(one_card):
    rtx_5090 = card("NVIDIA GeForce RTX 5090", 12, 0, memory_gib=32, sms=170)
    one_card(rtx_5090, ["sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86", "sm_90"])
    (device,) = probe_gpus(FakeNvml([FakeGpu("NVIDIA GeForce RTX 5090", 32)])).devices
    assert device.unsupported is not None
    advice = render(device.unsupported.advice)
    assert "newer than this PyTorch" in advice and "sm_120" in advice
    assert available_devices() == ["cpu"]


@pytest.mark.parametrize(
    ("capability", "arch_list", "runs"),
    [
        ((6, 1), ["sm_60"], True),  # machine code of the same major version, a lower minor
        ((8, 0), ["sm_86"], False),  # not a higher minor
        ((12, 0), ["sm_90", "compute_90"], True),  # PTX the driver compiles for a newer card
        ((8, 6), ["compute_90"], False),  # not PTX of a newer capability
        ((9, 0), ["sm_90a"], True),  # architecture-specific code, on its own capability
        ((10, 0), ["sm_90a"], False),  # and on no other
        ((6, 1), [], None),  # a build that names nothing: unknown, never wrong
    ],
)
def test_which_kernels_a_card_can_run(capability, arch_list, runs):
    assert runs_on_cuda_card(capability, arch_list) is runs


def test_a_driver_older_than_the_builds_cuda_is_the_reason_given(monkeypatch):
    monkeypatch.setattr(torch.version, "cuda", "12.8")
    monkeypatch.setattr(torch.version, "hip", None)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)  # CUDA could not start
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)
    nvml = FakeNvml([FakeGpu("NVIDIA GeForce GTX 1080", 8)], cuda_driver=11080)
    report = probe_gpus(nvml)
    problem, advice = render(report.problem), render(report.advice)
    assert "supports CUDA up to 11.8" in problem and "CUDA 12.8" in problem
    assert "driver version is insufficient" in problem
    assert "Update the NVIDIA driver" in advice and "CUDA 11.8 or older" in advice
    (device,) = report.devices
    assert device.unsupported is not None and not device.usable_by_torch


def test_minor_version_compatibility_is_no_problem():
    """A 12.2 driver runs a 12.8 build (CUDA's minor-version compatibility)."""
    assert driver_unsupported((12, 2), "12.8") is None
    assert driver_unsupported((11, 8), "12.8") is not None
    assert driver_unsupported(None, "12.8") is None  # an unknown driver: nothing said


def test_an_amd_gpu_under_rocm_is_judged_by_its_gfx_name(one_card):
    rx_5700 = card("AMD Radeon RX 5700 XT", 10, 1, memory_gib=8, sms=40,
                   gcnArchName="gfx1010:xnack-")  # fmt: skip
    rocm_build = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030", "gfx1100"]
    one_card(rx_5700, rocm_build, hip="6.2")
    (device,) = probe_gpus().devices
    assert device.backend == "rocm" and device.unsupported is not None
    reason = render(device.unsupported.reason)
    assert "gfx1010" in reason and "gfx1030" in reason and "compute capability" not in reason
    assert available_devices() == ["cpu"]
    assert runs_on_rocm_card("gfx1030", rocm_build) is True


@pytest.mark.parametrize(
    ("error", "said"),
    [
        (
            RuntimeError("CUDA error: no kernel image is available for execution on the device"),
            "no kernels for this GPU",
        ),
        (
            RuntimeError("CUDA driver version is insufficient for CUDA runtime version"),
            "older than this PyTorch's CUDA",
        ),
        (RuntimeError("HIP error: hipErrorNoBinaryForGpu"), "no kernels for this GPU"),
        (RuntimeError("CUDA out of memory"), None),
    ],
)
def test_a_run_that_hits_the_card_anyway_ends_with_one_sentence(error, said):
    explained = explain_device_error(error)
    assert (explained is None) if said is None else said in render(explained)


def test_an_unknown_card_is_never_called_unsupported():
    assert cuda_card_unsupported("GPU", "unknown", (6, 1), []) is None
