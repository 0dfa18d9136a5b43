"""The student's side: race this machine as the lesson does and make the result to send."""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.classroom.result import FORMAT, VERSION, new_result_id, this_os
from core.experiments import Report, ShouldStop
from core.experiments.race import LESSON_RACE, RaceResult, race
from core.experiments.standings import comparable
from core.hardware import CpuFacts, GpuReport
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.runs.history import disturbed
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


@dataclass(frozen=True)
class LessonRun:
    """One device's lesson run, as a class result needs it."""

    device: str
    us_per_epoch: float
    epochs: int
    cpu_threads: int
    torch_version: str
    device_name: str
    started: str = ""
    """When a run kept on disk started (empty for a run just made)."""
    crowded: bool = False
    """Other programs crowded its CPU threads: its time is unreliable."""


def lesson_runs_from_race(race_result: RaceResult) -> list[LessonRun]:
    """The race's finished runs."""
    return [
        LessonRun(
            device=run.config.device,
            us_per_epoch=run.us_per_epoch,
            epochs=run.config.epochs,
            cpu_threads=run.cpu_threads,
            torch_version=run.torch_version,
            device_name=run.device_name,
            crowded=run.crowded,
        )
        for run in race_result.runs
        if run.status == "finished"
    ]


def lesson_runs_from_store(runs: list) -> list[LessonRun]:
    """This machine's newest comparable lesson run per device kept on disk (the plain loop,
    20,000 epochs: what the Standings page ranks), runs newest first as the store gives them."""
    newest: dict[str, LessonRun] = {}
    for run in runs:
        if run.carried_from is None and comparable(run.settings, run.result, run.status):
            newest.setdefault(run.device, _stored_run(run))
    return list(newest.values())


def _stored_run(run) -> LessonRun:
    result = run.result
    return LessonRun(
        device=run.device,
        us_per_epoch=float(result["us_per_epoch"]),
        epochs=int(result["epochs_completed"]),
        cpu_threads=int(result.get("cpu_threads") or 1),
        torch_version=str(result.get("torch_version", "")),
        device_name=str(result.get("device_name") or run.device),
        started=run.started,
        crowded=disturbed(run),
    )


def class_result(
    cpu: CpuFacts,
    gpus: GpuReport,
    runs: list[LessonRun],
    nickname: str = "",
    result_id: str | None = None,
) -> dict:
    """What will be sent: hardware facts, the CPU's and (if any) the first GPU's time per
    epoch, and the nickname the student typed — no user name, host name or path. Raises
    ValueError without a CPU run (there is nothing to compare)."""
    by_device = {run.device: run for run in runs}
    cpu_run = by_device.pop("cpu", None)
    if cpu_run is None:
        raise ValueError("the CPU's lesson run did not finish")
    gpu_run = next((by_device[d] for d in sorted(by_device)), None)
    result: dict = {
        "format": FORMAT,
        "version": VERSION,
        "result_id": result_id or new_result_id(),
        "cpu": {
            "model": _printable(cpu.model or "unknown", 120),
            "vendor": _printable(cpu.vendor or "", 40) or None,
            "architecture": _printable(str(cpu.microarchitecture.summary()), 120) or None,
            "cores": cpu.physical_cores,
            "threads": cpu.logical_threads or 1,
            "torch_threads": cpu_run.cpu_threads,
        },
        "gpu": None,
        "torch": _printable(cpu_run.torch_version, 40),
        "os": this_os(),
        "epochs": cpu_run.epochs,
        "cpu_ms_per_epoch": cpu_run.us_per_epoch / 1000,
        "gpu_ms_per_epoch": None,
    }
    if gpu_run is not None:
        facts = next((d for d in gpus.devices if d.torch_device == gpu_run.device), None)
        result["gpu"] = {
            "name": _printable(facts.name if facts else gpu_run.device_name, 120),
            "device": gpu_run.device[:16],
            "vram_bytes": facts.total_memory_bytes if facts else None,
        }
        result["gpu_ms_per_epoch"] = gpu_run.us_per_epoch / 1000
    if _printable(nickname, 24):
        result["nickname"] = _printable(nickname, 24)
    if cpu_run.crowded or (gpu_run is not None and gpu_run.crowded):
        result["disturbed"] = True
    return result


def disturbed_warning(result: dict) -> Message | None:
    """What the student reads before sending a disturbed race (None for a quiet one)."""
    if not result.get("disturbed"):
        return None
    return message(
        QT_TRANSLATE_NOOP(
            "Class",
            "* Other programs crowded this race: its times are unreliable, and the teacher "
            "will see it marked and left out of the class medians. Close other programs and "
            "race again for a result that counts.",
        )
    )


def _printable(text: str, limit: int) -> str:
    """Text as a result may carry it: printable characters only, spaces trimmed, cut short."""
    return "".join(c if c.isprintable() else " " for c in text).strip()[:limit].strip()
