"""``devicelab info``: everything the Hardware tab shows, as text or JSON."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict

from core import units
from core.cli.printer import UNKNOWN, Printer, columns, json_ready, known, left
from core.cli.standings import print_standings
from core.hardware.gpu_device import BUILDS_WITHOUT_CUDA, CORE_LABELS
from core.i18n import QT_TRANSLATE_NOOP, Message, message


def info_report(throughput: bool = False) -> dict:
    """Everything the hardware tab shows, as JSON-ready data (``throughput`` measures too)."""
    import time

    from core.hardware import decode_cpu_name, decode_gpu_name, probe_cpu, probe_gpus
    from core.hardware.cpu_cores import sample_cores
    from core.hardware.devices import available_devices
    from core.hardware.nvml import NotAvailable, NvmlSession
    from core.hardware.reference_models import PRESETS, activation_bytes_per_sample
    from core.hardware.vram import VramRequest, estimate

    sample_cores()  # psutil's first per-core reading only starts the measurement
    cpu, gpus = probe_cpu(), probe_gpus()
    time.sleep(0.25)  # per-core use over a quarter second
    cores = sample_cores()
    report: dict = {
        "cpu": asdict(cpu),
        "cpu_name": asdict(decode_cpu_name(cpu.model or "")),
        "cpu_cores_now": asdict(cores),
        "gpu": gpus.to_dict(),
    }
    for device in report["gpu"]["devices"]:
        device["name_decoded"] = asdict(decode_gpu_name(device["name"]))
    with NvmlSession() as session:
        samples = session.sample_all()
        driver = session.driver_version()
        report["nvml"] = {
            "driver": None if isinstance(driver, NotAvailable) else driver,
            "problem": session.problem,
            "advice": session.advice,
            "gpus": [sample.to_dict() for sample in samples],
        }
    memories = [(d.name, d.total_memory_bytes) for d in gpus.devices if d.total_memory_bytes]
    report["vram_presets"] = []
    for key, preset in PRESETS.items():
        per_sample = activation_bytes_per_sample(key)
        for dtype in ("fp32", "bf16"):
            result = estimate(VramRequest(preset.parameters, dtype, "adam", 1, per_sample))
            report["vram_presets"].append(
                {
                    "preset": key,
                    "title": preset.title,
                    "parameters": preset.parameters,
                    "dtype": dtype,
                    "optimizer": "adam",
                    "batch_size": 1,
                    "activation_bytes_per_sample": per_sample,
                    **asdict(result),
                    "total_bytes": result.total_bytes,
                    "fits": {name: result.fits(memory) for name, memory in memories},
                }
            )
    if throughput:
        from core.hardware.throughput import measure_throughput, summary

        measured = measure_throughput(available_devices())
        report["throughput"] = {**measured.to_dict(), "summary": summary(measured)}
    return report


def command(args: argparse.Namespace, out: Printer) -> int:
    """``devicelab info``: the hardware report as text or JSON."""
    report = info_report(throughput=args.throughput)
    report["standings"] = _standings(args.db, out)
    if args.json:
        print(json.dumps(json_ready(report), indent=2))
        return 0
    _print_info(report, out)
    return 0


def _standings(db: str | None, out: Printer) -> dict:
    """Where this machine stands, from the runs kept on disk (a store that does not exist
    yet is not created: ``info`` only reads)."""
    from pathlib import Path

    from core.cli.standings import standings_of_store
    from core.runs.kept_runs import open_store
    from core.runs.recording import default_store_path

    path = db or default_store_path()
    return standings_of_store(open_store(str(path), out.warn) if Path(path).exists() else None)


def _print_info(report: dict, out: Printer) -> None:
    _print_cpu(report, out)
    _print_gpus(report, out)
    print(out.say(QT_TRANSLATE_NOOP("Cli", "VRAM to train (Adam, batch 1)")))
    titles = [out.say(row["title"]) for row in report["vram_presets"]]
    width = max(map(columns, titles), default=0) + 1
    for title, row in zip(titles, report["vram_presets"], strict=True):
        print(f"  {left(title, width)} {row['dtype']:<5} {units.size(row['total_bytes'])}")
    if "throughput" in report:
        _print_throughput(report["throughput"], out)
    print_standings(report["standings"], out)


def _print_cpu(report: dict, out: Printer) -> None:
    from core.hardware import CpuFacts
    from core.hardware.microarchitecture import CpuIdentity, Microarchitecture, explanation
    from core.hardware.names import CpuName

    fields = dict(report["cpu"])
    identity = CpuIdentity(**fields.pop("identity"))
    design = Microarchitecture(**fields.pop("microarchitecture"))
    cpu = CpuFacts(**fields, identity=identity, microarchitecture=design)
    cpu_name = CpuName(**report["cpu_name"])
    caches = f"{units.size(cpu.l2_cache_bytes) or '?'} / {units.size(cpu.l3_cache_bytes) or '?'}"
    percent = " ".join(f"{value:.0f}%" for value in report["cpu_cores_now"]["percent"])
    rows: list[tuple[str, object]] = [
        (QT_TRANSLATE_NOOP("Cli", "model"), known(cpu.model)),
        (QT_TRANSLATE_NOOP("Cli", "vendor"), known(cpu.vendor)),
        (QT_TRANSLATE_NOOP("Cli", "architecture"), design.summary() or UNKNOWN),
        (QT_TRANSLATE_NOOP("Cli", "instruction set"), cpu.architecture),
        (QT_TRANSLATE_NOOP("Cli", "physical cores"), known(cpu.physical_cores)),
        (QT_TRANSLATE_NOOP("Cli", "logical threads"), known(cpu.logical_threads)),
    ]
    if cpu.efficiency_cores:
        cores = f"{cpu.performance_cores} / {cpu.efficiency_cores}"
        rows.append((QT_TRANSLATE_NOOP("Cli", "P / E cores"), cores))
    rows += [
        (QT_TRANSLATE_NOOP("Cli", "core kinds"), cpu.core_kinds_note),
        (QT_TRANSLATE_NOOP("Cli", "base clock"), _base_clock(cpu)),
        (QT_TRANSLATE_NOOP("Cli", "max clock"), known(units.ghz(cpu.max_ghz))),
        (QT_TRANSLATE_NOOP("Cli", "L2 / L3 cache"), caches),
        *cpu.instruction_sets.items(),
        (QT_TRANSLATE_NOOP("Cli", "use per core"), percent),
    ]
    print("CPU")
    for label, value in rows:
        print(out.row(label, value))
    said = [explanation(design, identity), design.caveat, *cpu_name.explanations.values()]
    for note in said:
        if note is not None:
            print(f"  · {out.say(note)}")


NOT_IN_THE_NAME = QT_TRANSLATE_NOOP("Cli", "not in the name (now running at {ghz:.2f} GHz)")


def _base_clock(cpu) -> object:
    """The name's base clock; where the name has none, the clock now, as the window says."""
    if cpu.base_ghz is None and cpu.current_ghz is not None:
        return message(NOT_IN_THE_NAME, ghz=cpu.current_ghz)
    return known(units.ghz(cpu.base_ghz))


def _print_gpus(report: dict, out: Printer) -> None:
    gpus = report["gpu"]
    print("GPU")
    if gpus["torch_hip"]:  # ROCm: AMD GPUs through torch's cuda API, no NVIDIA driver
        print(out.row("PyTorch", f"{gpus['torch_version']} (ROCm, HIP {gpus['torch_hip']})"))
    elif not gpus["torch_cuda"] and any(
        d["backend"] in BUILDS_WITHOUT_CUDA for d in gpus["devices"]
    ):
        print(out.row("PyTorch", gpus["torch_version"]))  # Intel's or Apple's GPU, no CUDA
    else:
        cuda = gpus["torch_cuda"] or QT_TRANSLATE_NOOP("Cli", "none: CPU build")
        built = QT_TRANSLATE_NOOP("Cli", "{version} (CUDA {cuda})")
        print(out.row("PyTorch", message(built, version=gpus["torch_version"], cuda=cuda)))
        print(out.row("cuDNN", known(gpus["cudnn"])))
        driver = gpus["driver"] or QT_TRANSLATE_NOOP("Cli", "not found")
        print(out.row(QT_TRANSLATE_NOOP("Cli", "NVIDIA driver"), driver))
        if report["nvml"]["problem"]:
            print(out.row(QT_TRANSLATE_NOOP("Cli", "driver check"), report["nvml"]["problem"]))
    if gpus["arch_list"]:
        print(out.row(QT_TRANSLATE_NOOP("Cli", "kernels for"), ", ".join(gpus["arch_list"])))
    if gpus["xpu_driver"]:
        print(out.row(QT_TRANSLATE_NOOP("Cli", "Intel GPU driver"), gpus["xpu_driver"]))
    for device in gpus["devices"]:
        _print_device(report, device, out)
    if gpus["mps_available"]:
        print(out.row("Apple MPS", QT_TRANSLATE_NOOP("Cli", "available")))
    if gpus["problem"]:
        print(out.row(QT_TRANSLATE_NOOP("Cli", "no usable GPU:"), gpus["problem"]))
        print(out.row(WHAT_TO_DO, gpus["advice"]))


WHAT_TO_DO = QT_TRANSLATE_NOOP("Cli", "what to do:")


def _print_device(report: dict, device: dict, out: Printer) -> None:
    """One GPU: its line, why this build cannot run on it, what its name says, its live
    readings."""
    from core.hardware import decode_gpu_name

    print(f"  {out.say(_device_line(device, out))}")
    if device["unsupported"]:
        print(f"      ! {out.say(device['unsupported']['reason'])}")
        print(f"      {out.row(WHAT_TO_DO, device['unsupported']['advice'], indent=0)}")
    for note in decode_gpu_name(device["name"]).explanations.values():
        print(f"      · {out.say(note)}")
    if device["live_readings"]:
        print(f"      {out.say(device['live_readings'])}")
    sample = _sample_of(report, device)
    if sample is not None:
        for line in _sample_lines(sample, out):
            print(f"      {line}")


def _device_line(device: dict, out: Printer) -> Message:
    """ "[cuda:0] NVIDIA H200: 140.4 GiB VRAM, Hopper, compute capability 9.0"; a GPU that
    shares the CPU's memory says so, and one without a compute capability counts its cores."""
    memory: str | Message = units.gib(device["total_memory_bytes"]) or out.say(UNKNOWN)
    if device["shared_memory"]:
        memory = message(QT_TRANSLATE_NOOP("Cli", "{memory} shared with the CPU"), memory=memory)
    else:
        memory = message(QT_TRANSLATE_NOOP("Cli", "{memory} VRAM"), memory=memory)
    fields = {
        "name": f"[{device['torch_device'] or device['index']}] {device['name']}",
        "memory": memory,
        "architecture": device["architecture"],
        "capability": device["capability"],
        "cores": device["multiprocessors"],
        "kind": CORE_LABELS[device["backend"]],
    }
    if device["capability"]:
        template = QT_TRANSLATE_NOOP(
            "Cli", "{name}: {memory}, {architecture}, compute capability {capability}"
        )
    elif device["multiprocessors"]:
        template = QT_TRANSLATE_NOOP("Cli", "{name}: {memory}, {architecture}, {cores} {kind}")
    else:
        template = QT_TRANSLATE_NOOP("Cli", "{name}: {memory}, {architecture}")
    return Message(template, fields)


def _sample_of(report: dict, device: dict) -> dict | None:
    """A device's live NVML readings. torch and NVML number GPUs differently
    (CUDA_VISIBLE_DEVICES, fastest first): matched by UUID, by index only without one."""
    from core.hardware import bare_uuid

    samples = report["nvml"]["gpus"]
    if device["uuid"]:
        return next((s for s in samples if bare_uuid(s["uuid"]) == device["uuid"]), None)
    return next((s for s in samples if s["index"] == device["index"]), None)


def _print_throughput(throughput: dict, out: Printer) -> None:
    print(out.say(QT_TRANSLATE_NOOP("Cli", "Throughput")))
    apart = QT_TRANSLATE_NOOP("Cli", "(warm-up {ms:.1f} ms, apart)")
    for measured in throughput["measurements"]:
        print(
            f"  {measured['device']:<8} {measured['case']:<14} {measured['size']:<22} "
            f"{measured['rate']:>10,.1f} {measured['unit']}"
            f"  {out.say(message(apart, ms=measured['warmup_s'] * 1000))}"
        )
    for line in throughput["summary"] + throughput["notes"]:
        print(f"  · {out.say(line)}")


NOT_AVAILABLE = QT_TRANSLATE_NOOP("Cli", "N/A ({reason})")
"""A live reading NVML could not give, with why."""


def _sample_lines(sample: dict, out: Printer) -> list[str]:
    """Live NVML readings of one GPU; N/A fields name their reason."""

    def show(name: str, form) -> str:
        value = sample[name]
        if value is None:
            reason = sample["unavailable"].get(name) or UNKNOWN
            return out.say(message(NOT_AVAILABLE, reason=reason))
        return form(value)

    pcie = show("pcie_generation", lambda v: f"Gen {v}") + " ×" + show("pcie_width", str)
    rows = [
        (QT_TRANSLATE_NOOP("Cli", "VRAM used"), show("memory_used_bytes", units.size)),
        (QT_TRANSLATE_NOOP("Cli", "GPU use"), show("utilization_percent", lambda v: f"{v} %")),
        (QT_TRANSLATE_NOOP("Cli", "temperature"), show("temperature_c", lambda v: f"{v} °C")),
        (QT_TRANSLATE_NOOP("Cli", "power"), show("power_w", lambda v: f"{v:.0f} W")),
        (QT_TRANSLATE_NOOP("Cli", "SM clock"), show("sm_clock_mhz", lambda v: f"{v:,} MHz")),
        ("PCIe", pcie),
        (
            QT_TRANSLATE_NOOP("Cli", "PCIe copies now"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{to_gpu} to the GPU, {from_gpu} from it"),
                to_gpu=show("pcie_to_gpu_bytes_per_s", units.per_second),
                from_gpu=show("pcie_from_gpu_bytes_per_s", units.per_second),
            ),
        ),
    ]
    return [out.row(label, value, indent=0) for label, value in rows]
