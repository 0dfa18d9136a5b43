"""The homework: how much does recording (and printing) the loss less often save?

The same run records every 1, 10, 100, 200, 1000 epochs or never, each printed or not, and
the answer is written from the numbers. Shaped as a worker task like the race.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from core.experiments import Report, ShouldStop
from core.experiments.disturbance import REPEATS, summarized
from core.hardware import other_programs
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.training.config import TrainConfig
from core.training.trainer import TrainResult, train

HOMEWORK_INTERVALS = (1, 10, 100, 200, 1000, 0)
"""Record every K epochs; 0 = never (the lesson's first idea)."""
BARELY_MATTERS = 0.15
"""A saving under this share of the run "barely matters" (the lesson's finding on the CPU)."""


@dataclass
class HomeworkPoint:
    record_every: int
    printing: bool
    records: int
    syncs: int
    prints: int
    train_s: float
    compute_s: float
    sync_s: float
    print_s: float
    threads: int = 1
    """The CPU threads torch's ops used."""
    others_cores: float = 0.0
    """Logical CPUs other programs kept busy while it trained."""
    unreliable: bool = False
    """Other programs crowded it however often it ran: marked, left out of the conclusion."""
    times_measured: int = 1


@dataclass
class HomeworkResult:
    device: str
    epochs: int
    points: list[HomeworkPoint] = field(default_factory=list)
    runs: list[TrainResult] = field(default_factory=list)
    conclusion: list[Message | Text] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("runs")
        return data


@dataclass
class HomeworkProgress:
    done: int
    total: int
    point: HomeworkPoint
    run: TrainResult | None = None
    """The run that made the point (the window keeps it in the run store)."""


def homework(
    config: TrainConfig,
    intervals: tuple[int, ...] = HOMEWORK_INTERVALS,
    printing: tuple[bool, ...] = (False, True),
    report: Report | None = None,
    should_stop: ShouldStop | None = None,
) -> HomeworkResult:
    """The homework: the same run recording every K epochs, printing each record or not.

    Printing goes to os.devnull: what is timed is formatting and writing the line; a real
    console adds its own drawing time on top.
    """
    result = HomeworkResult(device=config.device, epochs=config.epochs)
    plan = [(interval, prints) for prints in printing for interval in intervals]
    for done, (interval, prints) in enumerate(plan, start=1):
        if should_stop is not None and should_stop():
            result.cancelled = True
            break
        run, times = _uncrowded_run(
            replace(config, mode="plain", record_every=interval, print_every=interval * prints),
            should_stop,
        )
        if run.status == "cancelled":
            result.cancelled = True
            break
        point = HomeworkPoint(
            record_every=interval,
            printing=prints,
            records=len(run.recorded_epochs),
            syncs=run.host_syncs,
            prints=run.prints,
            train_s=run.train_s,
            compute_s=run.compute_s,
            sync_s=run.sync_s,
            print_s=run.print_s,
            threads=run.cpu_threads,
            others_cores=run.others_cores,
            unreliable=run.crowded,
            times_measured=times,
        )
        result.points.append(point)
        result.runs.append(run)
        if report is not None:
            report(HomeworkProgress(done, len(plan), point, run))
    result.conclusion = homework_conclusion(result)
    return result


def _uncrowded_run(config: TrainConfig, should_stop: ShouldStop | None) -> tuple:
    """The run, again while other programs crowd it (at most ``REPEATS`` more times), the
    least crowded kept; and how many times it ran."""
    run, times = train(config, None, should_stop), 1
    while run.crowded and run.status == "finished" and times <= REPEATS:
        again, times = train(config, None, should_stop), times + 1
        if again.status != "finished":
            return again, times
        run = min(run, again, key=lambda each: each.others_cores)
    return run, times


def homework_conclusion(result: HomeworkResult) -> list[Message | Text]:
    """The homework's answer, written from the runs other programs did not crowd."""
    marks = [_crowded_line(p) for p in result.points if p.unreliable]
    lines: list[Message | Text] = [*summarized(marks, len(result.points))]
    quiet = [point for point in result.points if not point.printing and not point.unreliable]
    if len(quiet) < 2:
        return [*lines, QT_TRANSLATE_NOOP("Experiments", "Too few runs finished to compare.")]
    most = max(quiet, key=lambda point: point.records)
    fewest = min(quiet, key=lambda point: point.records)
    saved = most.train_s - fewest.train_s
    share = saved / most.train_s if most.train_s else 0.0
    lines.append(_homework_saving(result.device, most, fewest))
    if share < BARELY_MATTERS:
        lines.append(
            message(
                QT_TRANSLATE_NOOP(
                    "Experiments",
                    "So the interval barely matters here, as the lesson found: the time goes "
                    "into the {epochs:,} epochs themselves, not into reading the loss.",
                ),
                epochs=result.epochs,
            )
        )
    else:
        lines.append(
            QT_TRANSLATE_NOOP(
                "Experiments",
                "Here the syncs are a real part of the run: record less often, or use the "
                "deferred-sync mode, which reads every loss back in a few chunks.",
            )
        )
    printed = [p for p in result.points if p.printing and p.prints and not p.unreliable]
    if printed:
        lines.append(_printing_cost(max(printed, key=lambda point: point.prints)))
    return lines


def _crowded_line(point: HomeworkPoint) -> Message:
    """Beside a crowded run's marked time: which run, and why it is unreliable."""
    if point.record_every == 0:
        where = message(QT_TRANSLATE_NOOP("Experiments", "never record"))
    else:
        where = message(
            QT_TRANSLATE_NOOP("Experiments", "record every {every:,}"), every=point.record_every
        )
    if point.printing:
        where = message(QT_TRANSLATE_NOOP("Experiments", "{run}, printing"), run=where)
    template = QT_TRANSLATE_NOOP(
        "Experiments",
        "* {run}: other programs used {cores:.1f} of {cpus} cores while it trained, run "
        "{times} times: its times are unreliable.",
    )
    return message(
        template,
        run=where,
        cores=point.others_cores,
        cpus=other_programs.logical_cpus(),
        times=point.times_measured,
    )


def _homework_saving(device: str, most: HomeworkPoint, fewest: HomeworkPoint) -> Message:
    """What recording less often saved, and what one sync costs on ``device``."""
    sync_us = 1e6 * most.sync_s / most.syncs if most.syncs else 0.0
    if device == "cpu":
        sync = message(
            QT_TRANSLATE_NOOP(
                "Experiments",
                "on this CPU a sync (loss.item()) costs about {us:.1f} µs, measured around each "
                "call",
            ),
            us=sync_us,
        )
    else:
        sync = message(
            QT_TRANSLATE_NOOP(
                "Experiments",
                "on {device} a sync (loss.item()) waits about {us:.1f} µs (the GPU's queued "
                "work plus the round trip), measured around each call",
            ),
            device=device,
            us=sync_us,
        )
    if fewest.records:
        change = message(
            QT_TRANSLATE_NOOP(
                "Experiments",
                "Recording {times:,.0f}× less (every {fewer} instead of every {more})",
            ),
            times=most.records / fewest.records,
            fewer=_interval(fewest.record_every),
            more=_interval(most.record_every),
        )
    else:
        change = message(
            QT_TRANSLATE_NOOP("Experiments", "Not recording at all instead of every {more}"),
            more=_interval(most.record_every),
        )
    saved = most.train_s - fewest.train_s
    fields = {"change": change, "sync": sync, "fewest": fewest.train_s, "most": most.train_s}
    if saved <= 0:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "{change} was not faster here ({fewest:.2f} s against {most:.2f} s): the "
            "difference is this machine's noise; {sync}.",
        )
        return message(template, **fields)
    template = QT_TRANSLATE_NOOP(
        "Experiments", "{change} saved {saved:.2f} s of {most:.2f} s ({share:.0%}): {sync}."
    )
    return message(template, saved=saved, share=saved / most.train_s, **fields)


def _printing_cost(loudest: HomeworkPoint) -> Message:
    return message(
        QT_TRANSLATE_NOOP(
            "Experiments",
            "Printing each record costs about {us:.1f} µs a line (into /dev/null; a console "
            "adds its drawing time): {ms:.1f} ms for {lines:,} lines.",
        ),
        us=1e6 * loudest.print_s / loudest.prints,
        ms=loudest.print_s * 1000,
        lines=loudest.prints,
    )


def _interval(every: int) -> Message | Text:
    if every == 1:
        return QT_TRANSLATE_NOOP("Experiments", "epoch")
    return message(QT_TRANSLATE_NOOP("Experiments", "{every:,} epochs"), every=every)
