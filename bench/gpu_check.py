"""GPU truth: every CUDA path of DeviceLab run once on a real GPU, in one report.

Qt-free (``core/`` only), one command, a few minutes on a GPU:

    PYTHONPATH=. python3 bench/gpu_check.py --out gpu.json [--recorded FILE] [--quick]
        [--modes plain,deferred] [--parts facts,nvml,...]

It checks, on the first CUDA device: the facts ``core`` reads (name, architecture,
compute capability, SMs, VRAM, driver, CUDA, cuDNN) and live NVML samples with this
process in NVML's process list; the lesson's run on the GPU and the CPU in every mode,
curve against curve; the CUDA graph against the plain GPU loop and the CPU; the
homework (the record interval); the crossover steps; the Throughput page's GFLOP/s and copy
GB/s; the VRAM calculator against ``torch.cuda.max_memory_allocated``.

Without CUDA it runs what the CPU can (the homework on the CPU instead) and lists what needs
a GPU. Each part runs in its own ``try``: a failure is reported with its traceback and the
rest goes on. Exit code 0 when every check passed, 1 when one failed or a part crashed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

import psutil
import torch

from bench.recorded_from_report import recorded_from_reports, write_recorded
from core import __version__
from core.experiments.anatomy import anatomy_headline, profile_anatomy
from core.experiments.crossover import QUICK_AXES, crossover
from core.experiments.crossover_axes import CROSSOVER_AXES
from core.experiments.homework import homework
from core.experiments.race import race_conclusion
from core.hardware import architecture_from_capability, bare_uuid, probe_cpu, probe_gpus
from core.hardware.devices import available_devices
from core.hardware.nvml import GpuSample, NotAvailable, NvmlSession
from core.hardware.probe import ARCHITECTURE_BY_NVML_CODE
from core.hardware.reference_models import (
    PRESETS,
    activation_bytes_per_sample,
    measure_peak_training_bytes,
)
from core.hardware.throughput import measure_throughput, summary
from core.hardware.vram import VramRequest, estimate
from core.training import MODES, TrainConfig, TrainResult, mode_unavailable, train

ACROSS_DEVICES = (1e-3, 1e-3)
"""(relative, absolute) tolerance of a GPU loss against the CPU's at the same epoch: float32
sums in another order drift by far less than this over 20,000 epochs."""
SAME_DEVICE = (1e-5, 1e-6)
"""The same for a mode against the plain loop on one device (torch.compile fuses ops)."""
GRAPH_SPEEDUP_TARGET = 5.0
QUICK_EPOCHS = 2_000
LESSON_SECONDS = {"cpu": 3.0, "gpu": 11.0, "record every epoch": 10.43, "record every 200": 9.74}
VRAM_PRESETS = (("lesson_mlp", 120), ("resnet50", 2))
"""(preset, batch): the lesson's MLP on iris's 120 training flowers, ResNet-50 at batch 2."""
VRAM_BAND = (0.5, 2.0)
"""ResNet-50's measured peak must lie within this factor of the calculator's total."""


@dataclass
class Check:
    name: str
    passed: bool
    detail: str


@dataclass
class Part:
    """One section of the report: what was measured, what was checked, what needs a GPU."""

    name: str
    title: str
    status: str = "ok"
    """"ok", "failed" (a check did not pass), "crashed" (an exception) or "needs a GPU"."""
    seconds: float = 0.0
    lines: list[str] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    needs_gpu: list[str] = field(default_factory=list)
    data: dict = field(default_factory=dict)
    error: str | None = None

    def check(self, name: str, passed: bool, detail: str) -> None:
        self.checks.append(Check(name, bool(passed), detail))


@dataclass
class Context:
    gpu: str | None
    """The CUDA device checked ("cuda:0"), None on a machine without one."""
    epochs: int
    quick: bool
    modes: tuple[str, ...]
    runs: dict[tuple[str, str], TrainResult] = field(default_factory=dict)
    """(device, mode) → the lesson's run, shared by the parts that compare them."""
    trace_dir: Path | None = None
    """Where the anatomy keeps each profile's Kineto trace (beside ``--out``'s report)."""


PartFunction = Callable[[Context, Part], None]


def run_part(context: Context, name: str, title: str, function: PartFunction) -> Part:
    """Run one part; an exception becomes its traceback in the report, never the end."""
    part = Part(name, title)
    start = time.perf_counter()
    try:
        function(context, part)
    except Exception:
        part.status = "crashed"
        part.error = traceback.format_exc()
    part.seconds = time.perf_counter() - start
    if part.status == "ok" and not all(check.passed for check in part.checks):
        part.status = "failed"
    return part


def check_facts(context: Context, part: Part) -> None:
    """What core reads of the CPU and the GPU."""
    cpu = probe_cpu()
    gpus = probe_gpus()
    part.data = {
        "cpu": asdict(cpu),
        "gpus": gpus.to_dict(),
        "torch_threads": torch.get_num_threads(),
    }
    part.lines.append(
        f"CPU: {cpu.model}, {cpu.physical_cores} cores / {cpu.logical_threads} threads; "
        f"torch {gpus.torch_version} uses {torch.get_num_threads()} threads"
    )
    if context.gpu is None:
        part.lines.append(f"No CUDA device: {gpus.problem} {gpus.advice or ''}".rstrip())
        part.needs_gpu.append("the GPU's facts (name, architecture, SMs, VRAM, driver)")
        return
    device = next(d for d in gpus.devices if d.index == torch.device(context.gpu).index)
    part.lines.append(
        f"{context.gpu}: {device.name}, {device.architecture} (compute capability "
        f"{device.capability}), {device.multiprocessors} SMs, "
        f"{(device.total_memory_bytes or 0) / 2**30:.1f} GiB; driver {gpus.driver}, "
        f"CUDA {gpus.torch_cuda}, cuDNN {gpus.cudnn}"
    )
    part.check("the name is readable text", device.name.isprintable() and device.name, device.name)
    part.check("the architecture is known", device.architecture != "unknown", device.architecture)
    part.check(
        "NVML gives the driver version",
        gpus.driver is not None,
        str(gpus.driver or gpus.nvml_problem),
    )
    part.check("cuDNN is there", gpus.cudnn is not None, str(gpus.cudnn))


def check_nvml(context: Context, part: Part) -> None:
    """A few live NVML samples, with this process and its memory in the process list."""
    if context.gpu is None:
        with NvmlSession() as nvml:
            reason = nvml.problem or "NVML opened, but there is no CUDA device for torch"
        part.status = "needs a GPU"
        part.lines.append(f"NVML here: {reason}")
        part.needs_gpu.append("live NVML readings and this process in NVML's process list")
        return
    held = torch.ones(64 * 2**20 // 4, device=context.gpu)  # 64 MiB of ours to find
    torch.cuda.synchronize(context.gpu)
    uuid = bare_uuid(getattr(torch.cuda.get_device_properties(context.gpu), "uuid", None))
    samples: list[GpuSample] = []
    with NvmlSession() as nvml:
        part.check("NVML opens", nvml.is_open, str(nvml.problem))
        if not nvml.is_open:
            return
        for _ in range(3):
            found = [s for s in nvml.sample_all() if bare_uuid(s.value("uuid")) == uuid]
            samples += found[:1]
            time.sleep(0.5)
        code = nvml.architecture_code(samples[0].index) if samples else None
    part.check("NVML finds torch's GPU by UUID", bool(samples), f"uuid {uuid}")
    if not samples:
        return
    part.data = {"samples": [sample.to_dict() for sample in samples]}
    part.lines += [_sample_line(sample) for sample in samples]
    _compare_nvml_with_torch(context, part, samples[-1], code)
    _find_this_process(part, samples[-1], held.numel() * 4)


def _sample_line(sample: GpuSample) -> str:
    def show(name: str, unit: str = "") -> str:
        value = getattr(sample, name)
        return "N/A" if isinstance(value, NotAvailable) else f"{value}{unit}"

    used = sample.value("memory_used_bytes")
    return (
        f"  VRAM used {'N/A' if used is None else f'{used / 2**30:.2f} GiB'}, use "
        f"{show('utilization_percent', ' %')}, {show('temperature_c', ' °C')}, power "
        f"{show('power_w', ' W')} of {show('power_limit_w', ' W')}, SM clock "
        f"{show('sm_clock_mhz')}/{show('sm_clock_max_mhz', ' MHz')}, memory clock "
        f"{show('memory_clock_mhz', ' MHz')}, PCIe gen {show('pcie_generation')}/"
        f"{show('pcie_generation_max')} x{show('pcie_width')}/{show('pcie_width_max')}"
    )


def _compare_nvml_with_torch(context: Context, part: Part, sample: GpuSample, code: object) -> None:
    props = torch.cuda.get_device_properties(context.gpu)
    unavailable = sample.to_dict()["unavailable"]
    if unavailable:
        part.lines.append("  N/A: " + "; ".join(f"{k}: {v}" for k, v in unavailable.items()))
    part.check("NVML and torch name the GPU alike", sample.name == props.name, str(sample.name))
    nvml_sms = sample.value("multiprocessors")
    part.check(
        "NVML's SM count (cores ÷ cores per SM) equals torch's",
        nvml_sms == props.multi_processor_count,
        f"NVML {nvml_sms}, torch {props.multi_processor_count}",
    )
    nvml_architecture = ARCHITECTURE_BY_NVML_CODE.get(code) if isinstance(code, int) else None
    torch_architecture = architecture_from_capability(props.major, props.minor)
    part.check(
        "NVML's architecture code agrees with the compute capability",
        nvml_architecture == torch_architecture,
        f"NVML code {code} → {nvml_architecture}; capability → {torch_architecture}",
    )


def _find_this_process(part: Part, sample: GpuSample, held_bytes: int) -> None:
    processes = sample.processes
    if isinstance(processes, NotAvailable):
        part.check("NVML lists the GPU's processes", False, processes.reason)
        return
    ours = next((p for p in processes if p.pid == os.getpid()), None)
    listed = ", ".join(f"{p.pid} {p.name} {p.used_memory_bytes}" for p in processes) or "none"
    part.lines.append(f"  processes: {listed}")
    if ours is None:
        foreign = [p.pid for p in processes if not psutil.pid_exists(p.pid)]
        why = " (NVML gives PIDs of another PID namespace: a container)" if foreign else ""
        part.check("this process is in NVML's list", False, f"pid {os.getpid()} not listed{why}")
        return
    memory = ours.used_memory_bytes
    part.check(
        "this process is in NVML's list with at least the memory it holds",
        memory is None or memory >= held_bytes,
        f"pid {ours.pid}: {memory} bytes (holds a {held_bytes:,}-byte tensor)",
    )


def check_lesson_runs(context: Context, part: Part) -> None:
    """The lesson's run in every mode on each device, and the curves compared."""
    devices = ["cpu"] + ([context.gpu] if context.gpu else [])
    part.data["runs"] = []
    for device in devices:
        for mode in context.modes:
            reason = mode_unavailable(mode, device)
            if reason is not None:
                part.lines.append(f"{device} {mode}: not run: {reason}")
                continue
            config = TrainConfig(device=device, epochs=context.epochs, mode=mode)
            try:
                result = train(config)
            except Exception:
                error = traceback.format_exc()
                part.check(f"{device} {mode} runs", False, error.strip().splitlines()[-1])
                part.data["runs"].append({"device": device, "mode": mode, "error": error})
                continue
            context.runs[(device, mode)] = result
            part.data["runs"].append(_run_record(result))
            part.lines.append(_run_line(result))
            part.check(
                f"{device} {mode} finishes", result.status == "finished", str(result.message)
            )
    _compare_curves(context, part, devices)
    if context.gpu is None:
        part.needs_gpu.append("the lesson's run on a GPU in every mode, curve against the CPU's")


def _run_record(result: TrainResult) -> dict:
    record = result.to_dict()
    record["device"], record["mode"] = result.config.device, result.config.mode
    return record


def _run_line(result: TrainResult) -> str:
    return (
        f"{result.config.device} {result.config.mode}: {result.train_s:.2f} s "
        f"({result.us_per_epoch:,.0f} µs/epoch after the warm-up of "
        f"{result.warmup_s * 1000:,.1f} ms), set-up {result.setup_s * 1000:.1f} ms, "
        f"{result.host_syncs:,} syncs ({result.sync_s * 1000:.1f} ms), final loss "
        f"{result.final_loss:.6f}, test accuracy {_percent(result.test_accuracy)}, "
        f"{result.cpu_threads} CPU threads"
    )


def _percent(share: float | None) -> str:
    return "n/a" if share is None else f"{share:.1%}"


def curve_gap(result: TrainResult, reference: TrainResult, tolerance: tuple[float, float]):
    """(largest |loss - reference loss|, every loss within rel·|ref| + abs of the reference)."""
    if result.recorded_epochs != reference.recorded_epochs:
        return math.inf, False
    relative, absolute = tolerance
    pairs = list(zip(result.recorded_losses, reference.recorded_losses, strict=True))
    largest = max((abs(a - b) for a, b in pairs), default=0.0)
    return largest, all(abs(a - b) <= absolute + relative * abs(b) for a, b in pairs)


def _compare_curves(context: Context, part: Part, devices: list[str]) -> None:
    comparisons = [
        ((device, mode), (device, "plain"), SAME_DEVICE)
        for device in devices
        for mode in context.modes
        if mode != "plain"
    ]
    comparisons += [((context.gpu, "plain"), ("cpu", "plain"), ACROSS_DEVICES)]
    for key, reference_key, tolerance in comparisons:
        result, reference = context.runs.get(key), context.runs.get(reference_key)
        if result is None or reference is None:
            continue
        largest, passed = curve_gap(result, reference, tolerance)
        part.check(
            f"{' '.join(key)} gives {' '.join(reference_key)}'s curve",
            passed,
            f"largest gap {largest:.3g} over {len(reference.recorded_losses)} losses "
            f"(tolerance {tolerance[0]:g}·|loss| + {tolerance[1]:g})",
        )


def check_graph_targets(context: Context, part: Part) -> None:
    """The CUDA graph against the plain GPU loop (≥ 5×) and against the CPU; the race."""
    if context.gpu is None:
        part.status = "needs a GPU"
        part.needs_gpu.append("the CUDA graph against the plain GPU loop and the CPU")
        return
    cpu, plain = context.runs.get(("cpu", "plain")), context.runs.get((context.gpu, "plain"))
    if cpu is not None and plain is not None:
        ratio = plain.us_per_epoch / cpu.us_per_epoch
        lesson = LESSON_SECONDS["gpu"] / LESSON_SECONDS["cpu"]
        part.lines.append(
            f"Plain loop: the GPU took {ratio:.2f}× the CPU's time per epoch after warm-up "
            f"(the lesson: 11 s against 3 s, {lesson:.1f}×)"
        )
        part.lines += map(str, race_conclusion([cpu, plain]))
    graph = context.runs.get((context.gpu, "cuda_graph"))
    part.check("the plain GPU, graph and CPU runs exist", None not in (cpu, plain, graph), "")
    if None in (cpu, plain, graph):
        return
    speedup = plain.us_per_epoch / graph.us_per_epoch
    against_cpu = cpu.us_per_epoch / graph.us_per_epoch
    part.data = {"graph_vs_plain_gpu": speedup, "graph_vs_cpu": against_cpu}
    part.check(
        f"the CUDA graph is ≥ {GRAPH_SPEEDUP_TARGET:g}× the plain GPU loop",
        speedup >= GRAPH_SPEEDUP_TARGET,
        f"{speedup:.1f}×",
    )
    part.check("the CUDA graph is faster than the CPU", against_cpu > 1, f"{against_cpu:.2f}×")


def check_homework(context: Context, part: Part) -> None:
    """The homework on the GPU (the CPU without one), and the lesson's two listings."""
    device, epochs = context.gpu or "cpu", context.epochs
    if context.gpu is None:  # a stand-in that exercises the part (`devicelab experiments` has all)
        epochs = min(epochs, QUICK_EPOCHS)
        part.needs_gpu.append(
            f"the homework (record interval) on a GPU (run here on the CPU, {epochs:,} epochs)"
        )
    config = TrainConfig(device=device, epochs=epochs)
    done = homework(config, printing=(False,))
    part.data = done.to_dict()
    for point in done.points:
        part.lines.append(
            f"record every {point.record_every or 'never'}: {point.train_s:.2f} s, "
            f"{point.records:,} records, {point.syncs:,} syncs ({point.sync_s * 1000:.1f} ms)"
        )
        expected = epochs // point.record_every if point.record_every else 0
        part.check(
            f"every {point.record_every} records {expected:,} losses",
            point.records == expected,
            str(point.records),
        )
    part.lines += map(str, done.conclusion)
    every_epoch = train(replace(config, record_every=1, print_every=100))
    every_200 = train(replace(config, record_every=200, print_every=100))
    part.data["lesson_listings_s"] = [every_epoch.train_s, every_200.train_s]
    part.lines.append(
        f"The lesson's two listings on {device}: record every epoch {every_epoch.train_s:.2f} s "
        f"→ every 200 {every_200.train_s:.2f} s (the lesson's GPU: "
        f"{LESSON_SECONDS['record every epoch']} → {LESSON_SECONDS['record every 200']} s)"
    )


def check_crossover(context: Context, part: Part) -> None:
    """Time per epoch on each device as the problem grows, and where the GPU wins."""
    devices = ["cpu"] + ([context.gpu] if context.gpu else [])
    axes = {"samples": QUICK_AXES["samples"]} if context.quick else CROSSOVER_AXES
    part.data["axes"] = {}
    for axis, values in axes.items():
        result = crossover(axis, devices, values, min_seconds=0.02 if context.quick else 0.1)
        part.data["axes"][axis] = result.to_dict()
        for value in values:
            times = {p.device: p.seconds_per_epoch for p in result.points if p.value == value}
            shown = ", ".join(f"{d} {t * 1000:,.3f} ms" for d, t in times.items())
            part.lines.append(f"{axis} {value:,}: {shown}")
        part.lines += map(str, result.conclusion)
        part.check(
            f"{axis}: every step timed on every device",
            len(result.points) == len(values) * len(devices),
            f"{len(result.points)} points",
        )
    if context.gpu is None:
        part.needs_gpu.append("the crossover's GPU curve and where the GPU starts to win")


def check_anatomy(context: Context, part: Part) -> None:
    """One epoch taken apart on each device, recording every epoch and never, the
    GPU in plain and CUDA-graph mode, with the profile's own consistency checked; each
    profile's Kineto trace kept beside the report (``context.trace_dir``)."""
    runs = [("cpu", "plain")]
    if context.gpu:
        runs += [(context.gpu, "plain"), (context.gpu, "cuda_graph")]
    part.data["anatomy"] = {}
    launches: dict[tuple[str, int], float] = {}
    for device, mode in runs:
        for every in (1, 0):
            label = f"{device}, {mode}, record every {every}"
            trace = _trace_file(context, label)
            result = profile_anatomy(device, every, mode, epochs=3, trace_path=trace)
            part.data["anatomy"][label] = result.to_dict() | {"trace": str(trace or "")}
            part.lines.append(f"{device}, {mode}, record every {every or 'never'}:")
            part.lines += [f"  {line}" for line in map(str, anatomy_headline(result))]
            _check_anatomy(part, label, result)
            launches[(mode, every)] = sum(e.launches for e in result.epochs) / len(result.epochs)
        if mode == "cuda_graph":
            for every in (1, 0):
                graph, plain = launches[("cuda_graph", every)], launches[("plain", every)]
                part.check(
                    f"{device}, record every {every}: the graph's launches far below plain",
                    graph * 5 <= plain,
                    f"{graph:.0f} launches per epoch against {plain:.0f}",
                )
    if context.gpu is None:
        part.needs_gpu.append(
            "the anatomy of a GPU epoch: launches, kernels named by operator, copies, syncs, "
            "the GPU busy share, the CUDA graph's one launch"
        )


def _trace_file(context: Context, label: str) -> Path | None:
    """Where one profile's Kineto trace is kept (None: not kept)."""
    if context.trace_dir is None:
        return None
    context.trace_dir.mkdir(parents=True, exist_ok=True)
    return context.trace_dir / (
        label.replace(", ", "-").replace(":", "").replace(" ", "-") + ".json"
    )


def _check_anatomy(part: Part, label: str, result) -> None:
    """Every span inside its epoch, no more kernels than launches, a busy share in 0–100 %,
    the phases in the lesson's order, a sync in an epoch that reads the loss on a GPU."""
    from core.experiments.anatomy import PHASES

    for number, epoch in enumerate(result.epochs, start=1):
        inside = all(s.start_us >= 0 and s.end_us <= epoch.epoch_us + 1e-6 for s in epoch.spans)
        part.check(f"{label}: epoch {number}'s spans inside it", inside, f"{epoch.epoch_us:.0f} µs")
        if result.mode == "plain":
            part.check(
                f"{label}: launches ≥ kernels",
                epoch.launches >= epoch.kernels,
                f"{epoch.launches} launches, {epoch.kernels} kernels",
            )
        busy = epoch.gpu_busy_percent
        part.check(f"{label}: GPU busy within 0–100 %", busy is None or 0 <= busy <= 100, str(busy))
        order = [s.name for s in epoch.lane("phase")]
        part.check(
            f"{label}: phases in order", order == [p for p in PHASES if p in order], str(order)
        )
        if result.device != "cpu" and result.record_every:
            part.check(f"{label}: the .item() waits in a sync", bool(epoch.lane("sync")), "")


def check_throughput(context: Context, part: Part) -> None:
    """GFLOP/s per size and copy GB/s, pinned and pageable, both ways."""
    devices = ([context.gpu] if context.gpu else []) + ["cpu"]
    quick = {"sizes": (256,), "copy_megabytes": 16, "min_seconds": 0.05} if context.quick else {}
    report = measure_throughput(devices, **quick)
    part.data = report.to_dict()
    for measured in report.measurements:
        part.lines.append(
            f"{measured.device} {measured.case} {measured.size}: {measured.rate:,.1f} "
            f"{measured.unit} (spread {measured.spread:.0%}, warm-up "
            f"{measured.warmup_s * 1000:.1f} ms)"
        )
    part.lines += map(str, summary(report) + report.notes)
    part.check(
        "every rate is a positive number",
        all(m.rate > 0 and math.isfinite(m.rate) for m in report.measurements),
        f"{len(report.measurements)} measurements",
    )
    if context.gpu is None:
        part.needs_gpu.append("the GPU's GFLOP/s and host↔device copies, pinned and pageable")
        return
    copies = {(m.case, m.size.split()[-1]) for m in report.measurements if m.device == context.gpu}
    wanted = {
        (case, memory)
        for case in ("host→device", "device→host")
        for memory in ("pageable", "pinned")
    }
    part.check("copies timed both ways, pinned and pageable", wanted <= copies, str(sorted(copies)))


def check_vram(context: Context, part: Part) -> None:
    """The calculator's total against the allocator's peak for one SGD step."""
    part.data["presets"] = []
    for key, batch in VRAM_PRESETS:
        preset = PRESETS[key]
        request = VramRequest(
            parameters=preset.parameters,
            dtype="fp32",
            optimizer="sgd",
            batch_size=batch,
            activation_bytes_per_sample=activation_bytes_per_sample(key),
        )
        predicted = estimate(request).total_bytes
        record = {"preset": key, "batch": batch, "predicted_bytes": predicted}
        part.data["presets"].append(record)
        if context.gpu is None:
            part.lines.append(f"{preset.title}, batch {batch}: predicted {predicted:,} bytes")
            continue
        measured = measure_peak_training_bytes(key, batch, context.gpu)
        record["measured_bytes"] = measured
        ratio = measured / predicted
        part.lines.append(
            f"{preset.title}, batch {batch}: predicted {predicted:,} bytes, measured peak "
            f"{measured:,} bytes ({ratio:.2f}×)"
        )
        if key != "lesson_mlp":  # 83 weights: the allocator's blocks and cuBLAS decide
            low, high = VRAM_BAND
            part.check(
                f"{preset.title}: measured within {low}–{high}× of the prediction",
                low <= ratio <= high,
                f"{ratio:.2f}×",
            )
    if context.gpu is None:
        part.status = "needs a GPU"
        part.needs_gpu.append("the VRAM calculator against torch.cuda.max_memory_allocated")


PARTS: list[tuple[str, str, PartFunction]] = [
    ("facts", "What core reads of the CPU and the GPU", check_facts),
    ("nvml", "Live NVML readings and this process", check_nvml),
    ("lesson_runs", "The lesson's run in every mode, curve against curve", check_lesson_runs),
    ("cuda_graph", "The CUDA graph against the plain GPU loop and the CPU", check_graph_targets),
    ("homework", "The homework: recording the loss less often", check_homework),
    ("crossover", "Crossover: when the GPU pays off", check_crossover),
    ("anatomy", "One epoch taken apart: where the time goes", check_anatomy),
    ("throughput", "Throughput: GFLOP/s and copy GB/s", check_throughput),
    ("vram", "VRAM calculator against the allocator's peak", check_vram),
]


def first_cuda_device() -> str | None:
    return next((device for device in available_devices() if device.startswith("cuda")), None)


def run_check(
    context: Context,
    parts=PARTS,
    echo: Callable[[str], None] = print,
    on_part: Callable[[dict], None] | None = None,
) -> dict:
    """Every part in turn, each printed as it ends; the whole report as a dict.

    ``on_part`` gets the report so far after every part, so that a run stopped by a time
    limit still leaves the parts it finished."""
    started = time.perf_counter()
    report_parts: list[Part] = []
    for name, title, function in parts:
        part = run_part(context, name, title, function)
        report_parts.append(part)
        for line in format_part(part):
            echo(line)
        if on_part is not None:
            on_part(build_report(context, report_parts, time.perf_counter() - started))
    report = build_report(context, report_parts, time.perf_counter() - started)
    for line in format_totals(report):
        echo(line)
    return report


def build_report(context: Context, report_parts: list[Part], seconds: float) -> dict:
    return {
        "format": "devicelab-gpu-check",
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "devicelab": __version__,
        "machine": {
            "platform": platform.platform(),
            "python": platform.python_version(),
            "torch": torch.__version__,
            "cuda": torch.version.cuda,
            "gpu": torch.cuda.get_device_name(context.gpu) if context.gpu else None,
            "logical_cpus": psutil.cpu_count(),
        },
        "device": context.gpu,
        "epochs": context.epochs,
        "quick": context.quick,
        "modes": list(context.modes),
        "seconds": seconds,
        "parts": [asdict(part) for part in report_parts],
        "needs_gpu": [item for part in report_parts for item in part.needs_gpu],
    }


def format_part(part: Part) -> list[str]:
    lines = [f"== {part.title} [{part.status}, {part.seconds:.1f} s] =="]
    lines += part.lines
    lines += [f"  {'✓' if c.passed else '✗'} {c.name}: {c.detail}" for c in part.checks]
    if part.error:
        lines += ["  crashed:"] + ["    " + line for line in part.error.rstrip().splitlines()]
    return [*lines, ""]


def format_totals(report: dict) -> list[str]:
    checks = [check for part in report["parts"] for check in part["checks"]]
    crashed = [part["name"] for part in report["parts"] if part["status"] == "crashed"]
    lines = []
    if report["needs_gpu"]:
        lines.append("Needs a GPU (not run here):")
        lines += [f"  - {item}" for item in report["needs_gpu"]]
    failed = sum(not check["passed"] for check in checks)
    lines.append(
        f"Checks: {len(checks) - failed} passed, {failed} failed; crashed parts: "
        f"{', '.join(crashed) or 'none'}; {report['seconds']:.0f} s in all"
    )
    return lines


def report_passed(report: dict) -> bool:
    return all(part["status"] in ("ok", "needs a GPU") for part in report["parts"])


def parse_modes(text: str) -> tuple[str, ...]:
    modes = tuple(mode.strip() for mode in text.split(",") if mode.strip())
    unknown = [mode for mode in modes if mode not in MODES]
    if not modes or unknown:
        raise argparse.ArgumentTypeError(
            f"--modes must be a comma-separated list of {', '.join(MODES)} (got {text!r})"
        )
    return modes


def parse_parts(text: str) -> list[tuple[str, str, PartFunction]]:
    names = [name.strip() for name in text.split(",") if name.strip()]
    known = [part[0] for part in PARTS]
    unknown = [name for name in names if name not in known]
    if not names or unknown:
        raise argparse.ArgumentTypeError(
            f"--parts must be a comma-separated list of {', '.join(known)} (got {text!r})"
        )
    return [part for part in PARTS if part[0] in names]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the JSON report to this file")
    parser.add_argument(
        "--recorded",
        type=Path,
        help="also write the results in the format the app ships (resources/recorded/)",
    )
    parser.add_argument("--quick", action="store_true", help="2,000 epochs, fewer steps")
    parser.add_argument("--modes", type=parse_modes, default=MODES, help="comma-separated")
    parser.add_argument(
        "--parts", type=parse_parts, default=PARTS, help="comma-separated; default: all"
    )
    args = parser.parse_args(argv)
    context = Context(
        gpu=first_cuda_device(),
        epochs=QUICK_EPOCHS if args.quick else TrainConfig().epochs,
        quick=args.quick,
        modes=args.modes,
        trace_dir=args.out.parent / "anatomy-traces" if args.out else None,
    )

    def write(report: dict) -> None:
        args.out.write_text(json.dumps(report, indent=1, default=str), encoding="utf-8")

    report = run_check(context, args.parts, on_part=write if args.out else None)
    if args.out is not None:
        write(report)
        print(f"Report written to {args.out}")
    if args.recorded is not None:
        source = f"DeviceLab's bench/gpu_check.py on {report['machine']['gpu'] or 'a CPU'}"
        write_recorded(recorded_from_reports([report], source), args.recorded)
        print(f"Recorded results written to {args.recorded}")
    return 0 if report_passed(report) else 1


if __name__ == "__main__":
    sys.exit(main())
