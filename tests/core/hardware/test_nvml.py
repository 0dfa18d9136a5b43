"""Every NVML failure becomes N/A with a reason; one failing field never hides the others."""

import json

import pytest
from fake_nvml import GPU_IS_LOST, NOT_SUPPORTED, FakeGpu, FakeNvml

from core.hardware import nvml
from core.hardware.nvml import (
    NVML_ERROR_DRIVER_NOT_LOADED,
    NVML_ERROR_LIB_RM_VERSION_MISMATCH,
    NVML_ERROR_LIBRARY_NOT_FOUND,
    NVML_ERROR_NO_PERMISSION,
    NotAvailable,
    NvmlSession,
)


def test_a_healthy_gpu_reports_every_field():
    with NvmlSession(FakeNvml()) as session:
        (sample,) = session.sample_all()
    assert sample.name == "NVIDIA GeForce RTX 3080 Ti"
    assert sample.memory_total_bytes == 12 * 2**30
    assert sample.memory_used_bytes + sample.memory_free_bytes == 12 * 2**30
    assert sample.utilization_percent == 37
    assert sample.temperature_c == 61
    assert sample.power_w == 187.0
    assert sample.power_limit_w == 350.0
    assert (sample.sm_clock_mhz, sample.sm_clock_max_mhz) == (1665, 2100)
    assert sample.memory_clock_mhz == 9501
    assert (sample.pcie_generation, sample.pcie_width) == (4, 16)
    assert sample.multiprocessors == 80
    assert [(p.pid, p.name, p.used_memory_bytes) for p in sample.processes] == [
        (4242, "python3", 900 * 2**20)
    ]
    assert sample.to_dict()["unavailable"] == {}


def test_the_session_shuts_nvml_down_once():
    fake = FakeNvml()
    with NvmlSession(fake) as session:
        session.sample_all()
        session.close()
    assert (fake.inits, fake.shutdowns) == (1, 1)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (NVML_ERROR_LIBRARY_NOT_FOUND, "No NVIDIA driver"),
        (NVML_ERROR_DRIVER_NOT_LOADED, "not loaded"),
        (NVML_ERROR_LIB_RM_VERSION_MISMATCH, "version mismatch"),
        (NVML_ERROR_NO_PERMISSION, "No permission"),
        (NOT_SUPPORTED, "Not supported"),
    ],
)
def test_a_failed_start_answers_every_question_with_its_reason(code, words):
    session = NvmlSession(FakeNvml(fail_init=code))
    assert not session.is_open
    assert words in session.problem
    assert session.advice
    assert session.sample_all() == []
    temperature = session.sample(0).temperature_c
    assert isinstance(temperature, NotAvailable)
    assert words in str(temperature.reason)
    assert str(temperature) == "N/A"


def test_a_missing_package_is_explained(monkeypatch):
    monkeypatch.setattr(nvml, "import_pynvml", lambda: None)
    session = NvmlSession()
    assert "nvidia-ml-py is not installed" in session.problem
    assert session.sample_all() == []


def test_an_unsupported_field_leaves_only_that_field_not_available():
    fake = FakeNvml().fail("nvmlDeviceGetPowerUsage", NOT_SUPPORTED)
    with NvmlSession(fake) as session:
        sample = session.sample(0)
    assert isinstance(sample.power_w, NotAvailable)
    assert "Not supported" in str(sample.power_w.reason)
    assert sample.temperature_c == 61
    assert sample.memory_total_bytes == 12 * 2**30
    assert list(sample.to_dict()["unavailable"]) == ["power_w"]


def test_a_gpu_lost_on_the_tenth_poll_is_reported_and_asked_again_next_poll():
    fake = FakeNvml().fail("nvmlDeviceGetUtilizationRates", GPU_IS_LOST, on_call=10, until_call=11)
    with NvmlSession(fake) as session:
        polls = [session.sample(0, with_processes=False) for _ in range(12)]
    assert all(poll.utilization_percent == 37 for poll in polls[:9])
    lost = polls[9].utilization_percent
    assert isinstance(lost, NotAvailable)
    assert "fallen off the bus" in str(lost.reason)
    assert polls[9].temperature_c == 61
    assert polls[10].utilization_percent == 37
    assert polls[11].utilization_percent == 37


def test_a_handle_that_fails_makes_the_whole_gpu_not_available():
    fake = FakeNvml().fail("nvmlDeviceGetHandleByIndex", GPU_IS_LOST)
    with NvmlSession(fake) as session:
        sample = session.sample(0)
    assert all(
        isinstance(sample.to_dict()[name], type(None))
        for name in ("name", "temperature_c", "memory_total_bytes")
    )
    assert "fallen off the bus" in sample.to_dict()["unavailable"]["temperature_c"]


def test_a_function_missing_from_an_old_nvidia_ml_py_is_not_available():
    fake = FakeNvml()
    del fake.nvmlDeviceGetMaxPcieLinkWidth
    with NvmlSession(fake) as session:
        sample = session.sample(0)
    assert isinstance(sample.pcie_width_max, NotAvailable)
    assert sample.pcie_width == 16


def test_an_unexpected_exception_from_the_binding_is_not_available():
    fake = FakeNvml()

    def broken(*_args):
        raise RuntimeError("ctypes went wrong")

    fake.nvmlDeviceGetTemperature = fake.nvmlDeviceGetTemperatureV = broken
    with NvmlSession(fake) as session:
        sample = session.sample(0)
    assert isinstance(sample.temperature_c, NotAvailable)
    assert "ctypes went wrong" in str(sample.temperature_c.reason)


def test_process_memory_the_driver_cannot_see_is_none_not_a_crash():
    fake = FakeNvml([FakeGpu(processes=[(77, None)])])
    with NvmlSession(fake) as session:
        (process,) = session.sample(0).processes
    assert process.used_memory_bytes is None
    assert process.kind == "compute"


def test_a_process_list_refused_by_the_driver_is_not_available():
    fake = FakeNvml().fail("nvmlDeviceGetComputeRunningProcesses", NVML_ERROR_NO_PERMISSION)
    with NvmlSession(fake) as session:
        sample = session.sample(0)
    assert isinstance(sample.processes, NotAvailable)
    assert "No permission" in str(sample.processes.reason)


def test_every_gpu_is_sampled_and_the_sample_is_json():
    fake = FakeNvml([FakeGpu(), FakeGpu(name="NVIDIA H100 80GB HBM3", memory_gib=80)])
    fake.fail("nvmlDeviceGetTemperature", NOT_SUPPORTED)
    fake.fail("nvmlDeviceGetTemperatureV", NOT_SUPPORTED)
    with NvmlSession(fake) as session:
        samples = session.sample_all()
    assert [sample.index for sample in samples] == [0, 1]
    text = json.dumps([sample.to_dict() for sample in samples])
    again = json.loads(text)
    assert again[1]["memory_total_bytes"] == 80 * 2**30
    assert again[1]["temperature_c"] is None
    assert "Not supported" in again[1]["unavailable"]["temperature_c"]


def test_the_versioned_temperature_call_falls_back_to_the_old_one():
    fake = FakeNvml()
    del fake.nvmlDeviceGetTemperatureV  # nvidia-ml-py older than the versioned call
    with NvmlSession(fake) as session:
        assert session.sample(0).temperature_c == 61


@pytest.mark.parametrize(
    ("gpu", "multiprocessors"),
    [
        (FakeGpu(), 80),  # RTX 3080 Ti: 10,240 Ampere cores, 128 per SM
        (FakeGpu(name="NVIDIA A100-SXM4-80GB", cuda_cores=6912), 108),  # GA100: 64 per SM
        (FakeGpu(name="NVIDIA H100 80GB HBM3", architecture=9, cuda_cores=16896), 132),
        (FakeGpu(name="NVIDIA A100 MIG 3g.40gb", mig_multiprocessors=42), 42),
    ],
)
def test_sm_counts_come_from_mig_attributes_or_the_core_count(gpu, multiprocessors):
    with NvmlSession(FakeNvml([gpu])) as session:
        assert session.sample(0).multiprocessors == multiprocessors


def test_an_unknown_architecture_leaves_the_sm_count_not_available():
    with NvmlSession(FakeNvml([FakeGpu(architecture=99)])) as session:
        sample = session.sample(0)
    assert isinstance(sample.multiprocessors, NotAvailable)
    assert sample.cuda_cores == 10240


def test_a_process_using_compute_and_graphics_is_listed_once():
    fake = FakeNvml()
    fake.nvmlDeviceGetGraphicsRunningProcesses = lambda handle: [
        type("P", (), {"pid": 4242, "usedGpuMemory": None})()
    ]
    with NvmlSession(fake) as session:
        (process,) = session.sample(0).processes
    assert process.kind == "compute+graphics"


def test_a_lost_handle_gives_the_process_list_its_reason_too():
    fake = FakeNvml().fail("nvmlDeviceGetHandleByIndex", GPU_IS_LOST)
    with NvmlSession(fake) as session:
        processes = session.sample(0).processes
    assert isinstance(processes, NotAvailable) and "fallen off the bus" in str(processes.reason)
