"""The lesson's three measurements as experiments, each with a conclusion from its numbers.

1. ``race``: the same run on each device, one after the other (3 s vs 11 s in the lesson).
2. ``record_sweep``: the homework — how much does recording (and printing) less save?
3. ``crossover``: grow the problem along one axis until the GPU wins.

Every function has the shape of a worker task: ``report`` receives progress, and
``should_stop`` is polled between (and inside) runs.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace

import numpy as np
import torch
from torch import nn, optim

from core.hardware.devices import synchronize
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.training.config import TrainConfig
from core.training.lesson import MLP
from core.training.loop import TrainProgress
from core.training.threads import AUTO, ThreadSetting, check_threads, resolve_threads, using_threads
from core.training.trainer import TrainResult, train

Report = Callable[[object], None]
ShouldStop = Callable[[], bool]

SWEEP_INTERVALS = (1, 10, 100, 200, 1000, 0)
"""Record every K epochs; 0 = never (the lesson's first idea)."""
BARELY_MATTERS = 0.15
"""A saving under this share of the run "barely matters" (the lesson's finding on the CPU)."""


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
    runs: list[TrainResult] = []
    for device in devices:
        if should_stop is not None and should_stop():
            break
        result = train(
            replace(config, device=device),
            None if report is None else (lambda p, d=device: report(RaceProgress(d, p))),
            should_stop,
        )
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
    lines: list[Message | Text] = [_race_line(run) for run in finished]
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
    not decide the race), and why."""
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


@dataclass
class SweepPoint:
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


@dataclass
class SweepResult:
    device: str
    epochs: int
    points: list[SweepPoint] = field(default_factory=list)
    runs: list[TrainResult] = field(default_factory=list)
    conclusion: list[Message | Text] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("runs")
        return data


@dataclass
class SweepProgress:
    done: int
    total: int
    point: SweepPoint
    run: TrainResult | None = None
    """The run that made the point (the window keeps it in the run store)."""


def record_sweep(
    config: TrainConfig,
    intervals: tuple[int, ...] = SWEEP_INTERVALS,
    printing: tuple[bool, ...] = (False, True),
    report: Report | None = None,
    should_stop: ShouldStop | None = None,
) -> SweepResult:
    """The homework: the same run recording every K epochs, printing each record or not.

    Printing goes to os.devnull: what is timed is formatting and writing the line; a real
    console adds its own drawing time on top.
    """
    result = SweepResult(device=config.device, epochs=config.epochs)
    plan = [(interval, prints) for prints in printing for interval in intervals]
    for done, (interval, prints) in enumerate(plan, start=1):
        if should_stop is not None and should_stop():
            result.cancelled = True
            break
        run = train(
            replace(config, mode="plain", record_every=interval, print_every=interval * prints),
            None,
            should_stop,
        )
        if run.status == "cancelled":
            result.cancelled = True
            break
        point = SweepPoint(
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
        )
        result.points.append(point)
        result.runs.append(run)
        if report is not None:
            report(SweepProgress(done, len(plan), point, run))
    result.conclusion = sweep_conclusion(result)
    return result


def sweep_conclusion(result: SweepResult) -> list[Message | Text]:
    """The homework's answer, written from the measured numbers."""
    quiet = [point for point in result.points if not point.printing]
    if len(quiet) < 2:
        return [QT_TRANSLATE_NOOP("Experiments", "Too few runs finished to compare.")]
    most = max(quiet, key=lambda point: point.records)
    fewest = min(quiet, key=lambda point: point.records)
    saved = most.train_s - fewest.train_s
    share = saved / most.train_s if most.train_s else 0.0
    lines: list[Message | Text] = [_sweep_saving(result.device, most, fewest)]
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
    printed = [point for point in result.points if point.printing and point.prints]
    if printed:
        lines.append(_printing_cost(max(printed, key=lambda point: point.prints)))
    return lines


def _sweep_saving(device: str, most: SweepPoint, fewest: SweepPoint) -> Message:
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


def _printing_cost(loudest: SweepPoint) -> Message:
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


CROSSOVER_AXES = {
    "samples": (150, 1_000, 10_000, 100_000, 1_000_000),
    "hidden": (10, 64, 256, 1024, 4096),
    "batch": (32, 128, 512, 2048, 8192, 65_536),
}
"""What grows, and its steps. The lesson's run is 120 samples, 10 hidden, full batch."""
QUICK_AXES = {
    "samples": (150, 10_000, 100_000),
    "hidden": (10, 256, 2048),
    "batch": (128, 2048, 65_536),
}
BATCH_AXIS_SAMPLES = 65_536
AXIS_TITLES = {
    "samples": QT_TRANSLATE_NOOP("CrossoverPage", "number of samples"),
    "hidden": QT_TRANSLATE_NOOP("CrossoverPage", "hidden width"),
    "batch": QT_TRANSLATE_NOOP("CrossoverPage", "batch size"),
}
AXIS_UNITS = {
    "samples": QT_TRANSLATE_NOOP("Experiments", "samples"),
    "hidden": QT_TRANSLATE_NOOP("Experiments", "hidden units"),
    "batch": QT_TRANSLATE_NOOP("Experiments", "samples per batch"),
}


@dataclass
class CrossoverPoint:
    value: int
    device: str
    seconds_per_epoch: float
    epochs_timed: int
    warmup_s: float
    threads: int = 1
    """The CPU threads torch's ops used for this point."""


@dataclass
class CrossoverResult:
    axis: str
    values: list[int]
    devices: list[str]
    points: list[CrossoverPoint] = field(default_factory=list)
    crossover: float | None = None
    """Where the GPU's curve crosses under the CPU's; None when it does not in range."""
    conclusion: list[str] = field(default_factory=list)
    cancelled: bool = False

    def to_dict(self) -> dict:
        return asdict(self)

    def times(self, device: str) -> list[float]:
        return [p.seconds_per_epoch for p in self.points if p.device == device]


def crossover(
    axis: str,
    devices: list[str],
    values: tuple[int, ...] | None = None,
    min_seconds: float = 0.2,
    report: Report | None = None,
    should_stop: ShouldStop | None = None,
    threads: ThreadSetting = AUTO,
) -> CrossoverResult:
    """Time one epoch on each device at each step of ``axis``; find where the GPU wins.

    ``threads``: the CPU threads for each step ("auto": chosen for its size).
    """
    if axis not in CROSSOVER_AXES:
        raise ValueError(f"axis must be one of {', '.join(CROSSOVER_AXES)} (got {axis!r})")
    check_threads(threads)
    steps = values or CROSSOVER_AXES[axis]
    result = CrossoverResult(axis=axis, values=list(steps), devices=list(devices))
    for value in steps:
        x, y, hidden, batch = crossover_problem(axis, value)
        for device in devices:
            if should_stop is not None and should_stop():
                result.cancelled = True
                result.conclusion = crossover_conclusion(result)
                return result
            count = resolve_threads(threads, batch or len(x), max(hidden, 4))
            with using_threads(count):
                point = time_epochs(torch.device(device), x, y, hidden, batch, min_seconds)
            point.value = value
            result.points.append(point)
            if report is not None:
                report(point)
    result.crossover = find_crossover(result)
    result.conclusion = crossover_conclusion(result)
    return result


def crossover_problem(axis: str, value: int) -> tuple[np.ndarray, np.ndarray, int, int | None]:
    """(features, labels, hidden units, batch size or None for full batch) for one step."""
    if axis == "samples":
        x, y = synthetic_classes(value)
        return x, y, 10, None
    if axis == "hidden":
        from core.training.lesson import lesson_split

        x_train, _, y_train, _ = lesson_split()
        return x_train, y_train, value, None
    x, y = synthetic_classes(BATCH_AXIS_SAMPLES)
    return x, y, 10, value


def synthetic_classes(samples: int) -> tuple[np.ndarray, np.ndarray]:
    """Iris-shaped data of any size: 4 features, 3 classes (scikit-learn, fixed seed)."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        n_samples=samples,
        n_features=4,
        n_informative=3,
        n_redundant=0,
        n_classes=3,
        n_clusters_per_class=1,
        random_state=0,
    )
    return x.astype(np.float32), y


def time_epochs(
    device: torch.device,
    x_np: np.ndarray,
    y_np: np.ndarray,
    hidden: int,
    batch: int | None,
    min_seconds: float,
    average: Callable[[list[float]], float] = statistics.median,
) -> CrossoverPoint:
    """Seconds per epoch (the median of timed epochs, synchronized), warm-up apart.

    ``average=statistics.fmean`` counts the rare slow epochs too (a preempted thread).
    """
    torch.manual_seed(0)
    x = torch.from_numpy(np.ascontiguousarray(x_np, dtype=np.float32)).to(device)
    y = torch.from_numpy(np.asarray(y_np, dtype=np.int64)).to(device)
    model = MLP(hidden).to(device)  # 4 features in, 3 classes out, as iris
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=0.01)
    size = batch or len(x)

    def epoch() -> None:
        for start in range(0, len(x), size):
            loss = criterion(model(x[start : start + size]), y[start : start + size])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

    synchronize(device)
    begin = time.perf_counter()
    epoch()
    synchronize(device)
    warmup = time.perf_counter() - begin
    timings: list[float] = []
    while sum(timings) < min_seconds or len(timings) < 3:
        begin = time.perf_counter()
        epoch()
        synchronize(device)
        timings.append(time.perf_counter() - begin)
    return CrossoverPoint(
        value=0,
        device=str(device),
        seconds_per_epoch=average(timings),
        epochs_timed=len(timings),
        warmup_s=warmup,
        threads=torch.get_num_threads(),
    )


def find_crossover(result: CrossoverResult) -> float | None:
    """The axis value where a GPU's time per epoch first drops below the CPU's.

    Interpolated in log–log space between the two steps around the crossing; None when
    there is no GPU, or its curve stays on one side of the CPU's in the range tried.
    """
    gpu = next((device for device in result.devices if device != "cpu"), None)
    if gpu is None or "cpu" not in result.devices:
        return None
    cpu_times, gpu_times = result.times("cpu"), result.times(gpu)
    values = result.values[: min(len(cpu_times), len(gpu_times))]
    gaps = [math.log(g / c) for g, c in zip(gpu_times, cpu_times, strict=False)]
    for index in range(1, len(values)):
        if gaps[index - 1] >= 0 > gaps[index]:
            low, high = math.log(values[index - 1]), math.log(values[index])
            share = gaps[index - 1] / (gaps[index - 1] - gaps[index])
            return math.exp(low + share * (high - low))
    return None


BATCH_AXIS_NOTE = message(
    QT_TRANSLATE_NOOP(
        "Experiments",
        "Each epoch covers the same {samples:,} samples whatever the batch: a larger batch "
        "means fewer, larger steps per epoch ({samples:,} ÷ batch), the same work per epoch "
        "in fewer kernel launches and syncs.",
    ),
    samples=BATCH_AXIS_SAMPLES,
)
"""What grows when the batch grows: not the work, but the size of each step."""


def crossover_conclusion(result: CrossoverResult) -> list[Message | Text]:
    lines = _crossover_verdict(result)
    return [*lines, BATCH_AXIS_NOTE] if result.axis == "batch" and lines else lines


def _crossover_verdict(result: CrossoverResult) -> list[Message | Text]:
    title, unit = AXIS_TITLES[result.axis], AXIS_UNITS[result.axis]
    gpu = next((device for device in result.devices if device != "cpu"), None)
    if gpu is None:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "No GPU here: only the CPU's time per epoch was measured as the {title} grows. A "
            "GPU's time would start above the CPU's (launch and sync overheads) and fall below "
            "it where the work per epoch becomes large: the crossover.",
        )
        return [message(template, title=title)]
    cpu_times, gpu_times = result.times("cpu"), result.times(gpu)
    if not cpu_times or not gpu_times:
        return [QT_TRANSLATE_NOOP("Experiments", "Too few points finished to compare.")]
    tried = result.values[: min(len(cpu_times), len(gpu_times))]
    if result.crossover is not None:
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "The GPU wins above ~{value:,.0f} {unit} on this machine: below that, its fixed "
            "costs per kernel launch outweigh its parallel cores.",
        )
        return [message(template, value=result.crossover, unit=unit)]
    pairs = list(zip(gpu_times, cpu_times, strict=False))
    if all(g < c for g, c in pairs):
        template = QT_TRANSLATE_NOOP(
            "Experiments", "{device} is faster at every step tried, from {value:,} {unit}."
        )
        return [message(template, device=gpu, value=tried[0], unit=unit)]
    if any(g < c for g, c in pairs):
        template = QT_TRANSLATE_NOOP(
            "Experiments",
            "{device} is faster at some steps and slower at others, not in one crossing: the "
            "timings here were noisy (another program busy?). Run it again.",
        )
        return [message(template, device=gpu)]
    template = QT_TRANSLATE_NOOP(
        "Experiments",
        "The CPU stays faster up to {value:,} {unit}: the problem is still too small for "
        "{device} to pay off.",
    )
    return [message(template, value=tried[-1], unit=unit, device=gpu)]
