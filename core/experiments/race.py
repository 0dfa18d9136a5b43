"""The race: the same run on each device, one after the other (3 s vs 11 s in the lesson),
and a conclusion from its numbers.

Shaped as a worker task: ``report`` receives progress, ``should_stop`` is polled between
(and inside) runs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TypedDict

from core.experiments import Report, ShouldStop
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.training.config import TrainConfig
from core.training.run_reports import ProgressHook, TrainProgress, TrainResult, crowded_note


class LessonRaceSettings(TypedDict):
    """The race's listing settings, as ``TrainConfig`` fields."""

    record_every: int
    print_every: int


LESSON_RACE: LessonRaceSettings = {"record_every": 1, "print_every": 100}
"""The lesson's first listing (3 s on its CPU, 11 s on its GPU): ``losses.append(loss.item())``
every epoch, a line printed every 100 (its second listing, every 200, is the homework)."""


NO_DEVICE_TICKED = QT_TRANSLATE_NOOP("Errors", "{field}: tick at least one device to race")
"""The race's error when no device was chosen (``{field}``: where the devices are listed)."""


@dataclass
class RaceProgress:
    device: str
    progress: TrainProgress


@dataclass
class RaceResult:
    runs: list[TrainResult]
    conclusion: list[Message | Text]
    cancelled: bool = False


def race(
    config: TrainConfig,
    devices: list[str],
    report: Report | None = None,
    should_stop: ShouldStop | None = None,
) -> RaceResult:
    """Train ``config`` on each device in turn: same seed, never two at once."""
    from core.training.trainer import train  # torch: when a race runs, not when one is read

    runs: list[TrainResult] = []
    for device in devices:
        if should_stop is not None and should_stop():
            break
        on_progress: ProgressHook | None = (
            None if report is None else (lambda p, d=device: report(RaceProgress(d, p)))
        )
        result = train(replace(config, device=device), on_progress, should_stop)
        runs.append(result)
        if result.status == "cancelled":
            break
    cancelled = len(runs) < len(devices) or any(run.status == "cancelled" for run in runs)
    return RaceResult(runs, race_conclusion(runs), cancelled)


def race_conclusion(runs: list[TrainResult]) -> list[Message | Text]:
    """Who won and why, in the lesson's terms, from the measured numbers."""
    finished = [run for run in runs if run.status == "finished"]
    if not finished:
        return [QT_TRANSLATE_NOOP("Experiments", "No run finished.")]
    lines: list[Message | Text] = [crowded_note(run) for run in finished if run.crowded]
    lines += [_race_line(run) for run in finished]
    cpu = next((run for run in finished if run.config.device == "cpu"), None)
    if cpu is not None:
        lines += [_race_verdict(run, cpu) for run in finished if run is not cpu]
    if cpu is not None and len(finished) == 1:
        lines.append(
            QT_TRANSLATE_NOOP(
                "Experiments", "Only the CPU is here: the race needs a GPU to compare with."
            )
        )
    return lines


def _race_line(run: TrainResult) -> Message:
    return message(
        QT_TRANSLATE_NOOP(
            "Experiments",
            "{device}: {seconds:.2f} s for {epochs:,} epochs ({us:,.0f} µs each; warm-up "
            "{warmup_ms:.1f} ms, moving data and model {setup_ms:.1f} ms, {syncs:,} syncs)",
        ),
        device=run.config.device,
        seconds=run.train_s,
        epochs=run.epochs_completed,
        us=run.us_per_epoch,
        warmup_ms=run.warmup_s * 1000,
        setup_ms=run.setup_s * 1000,
        syncs=run.host_syncs,
    )


def _race_verdict(run: TrainResult, cpu: TrainResult) -> Message:
    """How a GPU did against the CPU, warm-up apart (compiling or capturing a graph must
    not decide the race), and why; no verdict where other programs crowded either run."""
    if run.crowded or cpu.crowded:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "No verdict on {device} against the CPU: other programs crowded a run (marked *). "
            "Close them and race again.",
        )
        return message(template, device=run.config.device)
    steady, cpu_steady = run.train_s - run.warmup_s, cpu.train_s - cpu.warmup_s
    ratio = steady / cpu_steady if cpu_steady > 0 else math.inf
    device = run.config.device
    if ratio > 1.2:
        if run.config.mode == "plain":
            template = QT_TRANSLATE_NOOP(
                "Experiments",
                "{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s "
                "against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed "
                "cost, and every loss.item() waits for the GPU, while 120 flowers and 83 "
                "weights leave its thousands of cores idle.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Experiments",
                "{device} was {ratio:.1f}× slower than the CPU after warm-up (the lesson: 11 s "
                "against 3 s): each epoch launches a few dozen tiny kernels, each with a fixed "
                "cost, while 120 flowers and 83 weights leave its thousands of cores idle.",
            )
        return message(template, device=device, ratio=ratio)
    if ratio >= 1 / 1.2:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "{device} and the CPU were about as fast after warm-up ({ratio:.2f}×): the "
            "overheads the lesson names are what is left of the GPU's time.",
        )
        return message(template, device=device, ratio=ratio)
    template = QT_TRANSLATE_NOOP(
        "Experiments",
        "{device} was {ratio:.1f}× faster than the CPU after warm-up: the work per epoch is "
        "large enough, or the overheads small enough in this mode, to pay off.",
    )
    return message(template, device=device, ratio=1 / ratio)
