"""Every CUDA path on a real GPU. They skip without one and need no Qt: the GPU machine has
none. There, run them with ``PYTHONPATH=. python3 -m pytest -q tests/core/test_cuda.py``."""

from __future__ import annotations

import os

import psutil
import pytest
import torch

from core.experiments.crossover import crossover
from core.experiments.race import race
from core.hardware import bare_uuid, probe_gpus
from core.hardware.monitor import monitor
from core.hardware.nvml import GpuSample, NotAvailable, NvmlSession
from core.hardware.reference_models import (
    PRESETS,
    activation_bytes_per_sample,
    measure_peak_training_bytes,
)
from core.hardware.throughput import measure_throughput, summary
from core.hardware.vram import VramRequest, estimate
from core.training import TrainConfig, train
from core.training.compile_check import compile_unavailable

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
GPU = "cuda:0"
ACROSS_DEVICES = {"rel": 1e-3, "abs": 1e-3}
"""A GPU's losses against the CPU's: float32 sums in another order (as bench/gpu_check.py)."""
SAME_DEVICE = {"rel": 1e-5, "abs": 1e-6}


def _nvml_sample_of_torch_gpu(*, with_processes: bool) -> GpuSample:
    """NVML's reading of the GPU torch calls cuda:0 (their numbering can differ: by UUID)."""
    uuid = bare_uuid(torch.cuda.get_device_properties(GPU).uuid)
    with NvmlSession() as nvml:
        assert nvml.is_open, nvml.problem
        samples = nvml.sample_all(with_processes=with_processes)
    return next(sample for sample in samples if bare_uuid(sample.value("uuid")) == uuid)


def test_the_gpu_is_described_with_its_architecture_sms_and_memory():
    report = probe_gpus()
    assert report.problem is None and report.torch_cuda and report.driver
    device = report.devices[0]
    assert device.name.isprintable() and device.architecture != "unknown"
    assert device.capability and device.multiprocessors and device.total_memory_bytes > 2**30


def test_nvml_and_torch_agree_on_the_gpus_name_sms_and_memory():
    props = torch.cuda.get_device_properties(GPU)
    sample = _nvml_sample_of_torch_gpu(with_processes=False)
    assert sample.name == props.name
    assert sample.value("multiprocessors") == props.multi_processor_count
    assert sample.value("memory_total_bytes") == pytest.approx(props.total_memory, rel=0.05)
    for field in ("memory_used_bytes", "utilization_percent", "sm_clock_mhz"):
        assert sample.value(field) is not None, sample.to_dict()["unavailable"].get(field)


def test_this_process_is_in_nvmls_process_list_with_the_memory_it_holds():
    held = torch.ones(16 * 2**20, device=GPU)  # 64 MiB
    torch.cuda.synchronize(GPU)
    processes = _nvml_sample_of_torch_gpu(with_processes=True).processes
    assert not isinstance(processes, NotAvailable), processes.reason
    pids = {process.pid for process in processes}
    if os.getpid() not in pids and (not pids or not all(map(psutil.pid_exists, pids))):
        pytest.skip(f"NVML lists PIDs {sorted(pids)} of another PID namespace (a container)")
    ours = next(process for process in processes if process.pid == os.getpid())
    assert ours.kind.startswith("compute")
    assert ours.used_memory_bytes is None or ours.used_memory_bytes >= held.numel() * 4


def test_the_live_monitor_samples_the_gpu():
    samples = []
    monitor(samples.append, lambda: len(samples) >= 2, interval_s=0.2)
    assert len(samples) == 2 and samples[-1].gpu_problem is None
    assert samples[-1].gpus and samples[-1].gpus[0].value("memory_total_bytes")


def test_the_lessons_run_on_the_gpu_gives_the_cpus_curve():
    cpu = train(TrainConfig(epochs=2_000, record_every=10))
    gpu = train(TrainConfig(device=GPU, epochs=2_000, record_every=10))
    assert gpu.status == "finished" and gpu.recorded_epochs == cpu.recorded_epochs
    assert gpu.recorded_losses == pytest.approx(cpu.recorded_losses, **ACROSS_DEVICES)
    assert gpu.test_accuracy == pytest.approx(cpu.test_accuracy, abs=1 / 30)
    assert gpu.device_name.startswith(f"{GPU} (") and gpu.setup_s > 0 and gpu.warmup_s > 0


def test_deferred_sync_on_the_gpu_gives_the_plain_curve_with_far_fewer_syncs():
    plain = train(TrainConfig(device=GPU, epochs=2_000, record_every=1))
    deferred = train(TrainConfig(device=GPU, epochs=2_000, record_every=1, mode="deferred"))
    assert deferred.recorded_epochs == plain.recorded_epochs
    assert deferred.recorded_losses == pytest.approx(plain.recorded_losses, **SAME_DEVICE)
    assert deferred.host_syncs < plain.host_syncs / 10


def test_cuda_graph_gives_the_plain_loops_curve_on_a_real_gpu():
    plain = train(TrainConfig(device=GPU, epochs=2_000, record_every=1))
    graph = train(TrainConfig(device=GPU, epochs=2_000, record_every=1, mode="cuda_graph"))
    assert graph.status == "finished" and graph.recorded_epochs == plain.recorded_epochs
    assert graph.recorded_losses == pytest.approx(plain.recorded_losses, **SAME_DEVICE)
    assert graph.host_syncs < plain.host_syncs / 10


def test_cuda_graph_notices_divergence_like_the_plain_loop():
    plain = train(TrainConfig(device=GPU, epochs=2_000, lr=1e6, record_every=10))
    graph = train(TrainConfig(device=GPU, epochs=2_000, lr=1e6, record_every=10, mode="cuda_graph"))
    assert plain.status == graph.status == "diverged"
    assert graph.recorded_epochs == plain.recorded_epochs


@pytest.mark.slow
@pytest.mark.skipif(compile_unavailable(GPU) is not None, reason="torch.compile unavailable")
def test_compile_on_the_gpu_gives_the_plain_loops_curve():
    plain = train(TrainConfig(device=GPU, epochs=300, record_every=10))
    compiled = train(TrainConfig(device=GPU, epochs=300, record_every=10, mode="compile"))
    assert compiled.status == "finished"
    assert compiled.recorded_losses == pytest.approx(plain.recorded_losses, **SAME_DEVICE)


def test_the_race_runs_the_cpu_then_the_gpu_and_concludes_from_both():
    result = race(TrainConfig(epochs=500), ["cpu", GPU])
    assert [run.config.device for run in result.runs] == ["cpu", GPU]
    assert all(run.status == "finished" for run in result.runs)
    assert any(line.startswith(GPU) and "CPU" in line for line in map(str, result.conclusion))


def test_the_crossover_times_every_step_on_both_devices():
    result = crossover("samples", ["cpu", GPU], values=(150, 100_000), min_seconds=0.02)
    assert [(p.value, p.device) for p in result.points] == [
        (150, "cpu"),
        (150, GPU),
        (100_000, "cpu"),
        (100_000, GPU),
    ]
    assert all(point.seconds_per_epoch > 0 for point in result.points)
    assert result.conclusion and "No GPU" not in str(result.conclusion[0])


def test_throughput_times_copies_both_ways_pinned_and_pageable():
    report = measure_throughput([GPU], sizes=(256,), copy_megabytes=16, min_seconds=0.05)
    cases = {(measured.case, measured.size) for measured in report.measurements}
    assert cases == {
        ("matmul", "256×256 float32"),
        ("host→device", "16 MB pageable"),
        ("host→device", "16 MB pinned"),
        ("device→host", "16 MB pageable"),
        ("device→host", "16 MB pinned"),
    }
    assert all(measured.rate > 0 for measured in report.measurements)
    assert any(line.startswith(f"Copying to {GPU}") for line in summary(report))


def test_the_vram_calculator_is_within_twice_resnet50s_real_peak():
    request = VramRequest(
        parameters=PRESETS["resnet50"].parameters,
        optimizer="sgd",
        batch_size=2,
        activation_bytes_per_sample=activation_bytes_per_sample("resnet50"),
    )
    predicted = estimate(request).total_bytes
    measured = measure_peak_training_bytes("resnet50", 2, GPU)
    assert 0.5 <= measured / predicted <= 2.0, (measured, predicted)


def test_a_gpu_epoch_taken_apart_names_each_kernel_by_its_operator_and_waits_in_the_item():
    from core.experiments.anatomy import profile_anatomy

    result = profile_anatomy(GPU, record_every=1, epochs=3)
    for epoch in result.epochs:
        assert epoch.launches >= epoch.kernels >= 10  # the lesson's few dozen tiny kernels
        assert all(not kernel.name.startswith("void") for kernel in epoch.lane("kernel"))
        assert 0 < epoch.gpu_busy_percent < 100
        assert epoch.lane("sync") and "item" in epoch.phase_us()
        assert sum(epoch.cpu_breakdown().values()) == pytest.approx(epoch.epoch_us)


def test_the_cuda_graph_collapses_an_epochs_launches_into_one_replay():
    from core.experiments.anatomy import profile_anatomy

    plain = profile_anatomy(GPU, record_every=0, mode="plain", epochs=3)
    graph = profile_anatomy(GPU, record_every=0, mode="cuda_graph", epochs=3)
    assert all(e.launches >= 10 for e in plain.epochs)
    assert all(e.launches <= 2 and e.kernels >= 10 for e in graph.epochs)
    assert all("replay" in e.phase_us() and not e.lane("sync") for e in graph.epochs)
