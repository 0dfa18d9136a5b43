"""The student's side: race this machine as the lesson does and make the result to send."""

from __future__ import annotations

from dataclasses import replace

from core.classroom.result import FORMAT, VERSION, new_result_id, this_os
from core.experiments.race import LESSON_RACE, RaceResult, race
from core.experiments.timing import Report, ShouldStop
from core.hardware import CpuFacts, GpuReport
from core.training.config import TrainConfig

LESSON_RACE_CONFIG = replace(TrainConfig(), mode="plain", **LESSON_RACE)
"""The lesson's race: 20,000 epochs, the loss read every epoch, a line every 100."""


def race_devices(available: list[str]) -> list[str]:
    """The CPU and this machine's first GPU (the one the lesson would use), if any."""
    gpus = [device for device in available if device != "cpu"]
    return ["cpu", *gpus[:1]]


def run_lesson_race(
    available: list[str], report: Report | None = None, should_stop: ShouldStop | None = None
) -> RaceResult:
    """The lesson's race on the CPU and the first GPU, one after the other."""
    return race(LESSON_RACE_CONFIG, race_devices(available), report, should_stop)


def class_result(
    cpu: CpuFacts, gpus: GpuReport, race_result: RaceResult, nickname: str = ""
) -> dict:
    """What will be sent: hardware facts and the race's time per epoch, and the nickname
    the student typed — no user name, host name or path. Raises ValueError when the CPU's
    run did not finish (there is nothing to compare)."""
    finished = {run.config.device: run for run in race_result.runs if run.status == "finished"}
    if "cpu" not in finished:
        raise ValueError("the CPU's lesson run did not finish")
    cpu_run = finished.pop("cpu")
    gpu_run = next(iter(finished.values()), None)
    result: dict = {
        "format": FORMAT,
        "version": VERSION,
        "result_id": new_result_id(),
        "cpu": {
            "model": (cpu.model or "unknown")[:120],
            "vendor": (cpu.vendor or "")[:40] or None,
            "architecture": cpu.microarchitecture.summary()[:120] or None,
            "cores": cpu.physical_cores,
            "threads": cpu.logical_threads or 1,
            "torch_threads": cpu_run.cpu_threads,
        },
        "gpu": None,
        "torch": cpu_run.torch_version[:40],
        "os": this_os(),
        "epochs": cpu_run.config.epochs,
        "cpu_ms_per_epoch": cpu_run.us_per_epoch / 1000,
        "gpu_ms_per_epoch": None,
    }
    if gpu_run is not None:
        device = gpu_run.config.device
        facts = next((d for d in gpus.devices if d.torch_device == device), None)
        result["gpu"] = {
            "name": (facts.name if facts else gpu_run.device_name)[:120],
            "device": device[:16],
            "vram_bytes": facts.total_memory_bytes if facts else None,
        }
        result["gpu_ms_per_epoch"] = gpu_run.us_per_epoch / 1000
    if nickname.strip():
        result["nickname"] = nickname.strip()[:24]
    return result
