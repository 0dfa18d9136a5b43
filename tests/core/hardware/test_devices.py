"""Device list and the sync that makes GPU timings honest, checked at torch's boundary."""

import torch

from core.hardware import devices


def test_cpu_needs_no_sync(monkeypatch):
    calls = []
    monkeypatch.setattr(torch.cuda, "synchronize", lambda device=None: calls.append(device))
    devices.synchronize(torch.device("cpu"))
    assert calls == []


def test_cuda_and_mps_timings_wait_for_the_device(monkeypatch):
    cuda_calls, mps_calls = [], []
    monkeypatch.setattr(torch.cuda, "synchronize", lambda device=None: cuda_calls.append(device))
    monkeypatch.setattr(torch.mps, "synchronize", lambda: mps_calls.append(True))
    devices.synchronize(torch.device("cuda:1"))
    devices.synchronize(torch.device("mps"))
    assert cuda_calls == [torch.device("cuda:1")]
    assert mps_calls == [True]


def test_every_cuda_device_and_mps_are_offered_in_order(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    assert devices.available_devices() == ["cpu", "cuda:0", "cuda:1", "mps"]


def test_gpu_names_are_shown_with_the_device(monkeypatch):
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda device: "NVIDIA GeForce RTX 3080 Ti")
    assert devices.device_display_name("cuda:0") == "cuda:0 (NVIDIA GeForce RTX 3080 Ti)"
    assert devices.device_display_name("mps") == "mps (Apple GPU)"
    assert devices.device_display_name("cpu") == "cpu"


def test_intel_gpus_join_the_list_after_cuda_and_are_waited_for(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.setattr(torch.xpu, "is_available", lambda: True)
    monkeypatch.setattr(torch.xpu, "device_count", lambda: 2)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    assert devices.available_devices() == ["cpu", "cuda:0", "xpu:0", "xpu:1"]
    calls = []
    monkeypatch.setattr(torch.xpu, "synchronize", lambda device=None: calls.append(device))
    devices.synchronize(torch.device("xpu:1"))  # timings on an Intel GPU wait for it too
    assert calls == [torch.device("xpu:1")]
    monkeypatch.setattr(
        torch.xpu, "get_device_name", lambda device: "Intel(R) Arc(TM) A770 Graphics"
    )
    assert devices.device_display_name("xpu:0") == "xpu:0 (Intel(R) Arc(TM) A770 Graphics)"
