"""The Throughput page: what each device can compute, and what moving data to it costs.

Matrix-multiply throughput (GFLOP/s) for a few sizes, and copy bandwidth (GB/s) from
host to device and back: the lesson's "data transfer overhead" as a number. Every timed
region starts and ends with a device synchronize; the first run of each case (kernel
selection, caches, lazy CUDA start) is timed apart as warm-up and left out of the rate.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

import torch

from core.hardware.devices import device_display_name, synchronize
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message

MATMUL_SIZES = (256, 1024, 2048)
COPY_MEGABYTES = 64
MIN_SECONDS = 0.25
"""Each case repeats for at least this long, in batches of at least BATCH_SECONDS."""
BATCH_SECONDS = 0.01
MIN_BATCHES = 5
STEADY_SPREAD = 0.10
"""A case goes on past MIN_SECONDS, up to MAX_SECONDS_FACTOR times as long, until the middle
half of its batches lies within this share of their median."""
MAX_SECONDS_FACTOR = 4
NOISY_SPREAD = 0.25
"""A spread still above this at the end is explained in the report's notes."""


@dataclass
class Measurement:
    """One benchmark case on one device."""

    device: str
    device_name: str
    case: str
    """"matmul", "host→device", "device→host" or "host RAM copy"."""
    size: str
    """"1024×1024 float32" or "64 MB pageable"."""
    rate: float
    unit: str
    """"GFLOP/s" or "GB/s"."""
    seconds_per_run: float
    """Median over the batches, warm-up excluded."""
    spread: float
    """The middle half of the batches' times (interquartile range) / median: how steady
    the machine was. One batch slowed by another program hardly moves it."""
    runs: int
    warmup_s: float


@dataclass
class ThroughputReport:
    measurements: list[Measurement] = field(default_factory=list)
    cpu_threads: int = 0
    cancelled: bool = False
    notes: list[Message | Text] = field(default_factory=list)

    def to_dict(self) -> dict:
        """Plain data for JSON: each note as its English sentence."""
        data = asdict(self)
        data["notes"] = [str(note) for note in self.notes]
        return data


def measure_throughput(
    devices: list[str],
    *,
    sizes: tuple[int, ...] = MATMUL_SIZES,
    copy_megabytes: int = COPY_MEGABYTES,
    min_seconds: float = MIN_SECONDS,
    report: Callable[[Measurement], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> ThroughputReport:
    """Benchmark each device in turn (never at once: they would slow each other down)."""
    measured_all = ThroughputReport(cpu_threads=torch.get_num_threads())
    stop = should_stop or (lambda: False)
    cases = throughput_cases(devices, sizes, copy_megabytes)
    for device, case, size, pinned in cases:
        try:
            if stop():
                raise _Stopped
            if case == "matmul":
                measured = _matmul(device, size, min_seconds, stop)
            else:
                measured = _copy(device, case, size, pinned, min_seconds, stop)
        except _Stopped:  # a case cut short is left out, not reported half-measured
            measured_all.cancelled = True
            break
        measured_all.measurements.append(measured)
        if report is not None:
            report(measured)
    measured_all.notes += noisy_notes(measured_all.measurements)
    if not any(torch.device(name).type != "cpu" for name in devices):
        measured_all.notes.append(
            QT_TRANSLATE_NOOP(
                "Throughput",
                "No GPU here: only the CPU was measured, and there is no host→device copy to time.",
            )
        )
    return measured_all


def throughput_cases(
    devices: list[str], sizes: tuple[int, ...], copy_megabytes: int
) -> list[tuple[torch.device, str, int, bool]]:
    """(device, case, size, pinned) in the order they run: device by device."""
    cases = []
    for name in devices:
        device = torch.device(name)
        cases += [(device, "matmul", size, False) for size in sizes]
        if device.type == "cpu":
            cases.append((device, "host RAM copy", copy_megabytes, False))
            continue
        # Pinned (page-locked) host memory is a CUDA notion; MPS shares memory anyway.
        for pinned in (False, True) if device.type == "cuda" else (False,):
            cases.append((device, "host→device", copy_megabytes, pinned))
            cases.append((device, "device→host", copy_megabytes, pinned))
    return cases


class _Stopped(Exception):
    """The user asked the measurement to stop."""


def _matmul(
    device: torch.device, size: int, min_seconds: float, stop: Callable[[], bool]
) -> Measurement:
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(size, size, generator=generator).to(device)
    b = torch.randn(size, size, generator=generator).to(device)
    out = torch.empty(size, size, device=device)
    seconds, spread, runs, warmup = _time(
        lambda: torch.mm(a, b, out=out), device, min_seconds, stop
    )
    flops = 2 * size**3
    return Measurement(
        device=str(device),
        device_name=device_display_name(str(device)),
        case="matmul",
        size=f"{size}×{size} float32",
        rate=flops / seconds / 1e9,
        unit="GFLOP/s",
        seconds_per_run=seconds,
        spread=spread,
        runs=runs,
        warmup_s=warmup,
    )


def _copy(
    device: torch.device,
    case: str,
    megabytes: int,
    pinned: bool,
    min_seconds: float,
    stop: Callable[[], bool],
) -> Measurement:
    elements = megabytes * 1_000_000 // 4
    host = torch.ones(elements, pin_memory=pinned)
    if case == "device→host":
        source, target = torch.ones(elements, device=device), host
    else:
        source = host
        target = torch.empty(elements, device=device if case == "host→device" else "cpu")

    def run() -> None:
        target.copy_(source, non_blocking=pinned)

    seconds, spread, runs, warmup = _time(run, device, min_seconds, stop)
    memory = "pinned" if pinned else "pageable"
    return Measurement(
        device=str(device),
        device_name=device_display_name(str(device)),
        case=case,
        size=f"{megabytes} MB" + ("" if device.type == "cpu" else f" {memory}"),
        rate=megabytes * 1e6 / seconds / 1e9,
        unit="GB/s",
        seconds_per_run=seconds,
        spread=spread,
        runs=runs,
        warmup_s=warmup,
    )


def _time(
    run: Callable[[], object],
    device: torch.device,
    min_seconds: float,
    stop: Callable[[], bool] = lambda: False,
) -> tuple[float, float, int, float]:
    """(median seconds per run, spread, runs, warm-up seconds), synchronized."""
    synchronize(device)
    start = time.perf_counter()
    run()
    synchronize(device)
    warmup = time.perf_counter() - start
    # One more untimed-in-the-rate run sizes the batches.
    start = time.perf_counter()
    run()
    synchronize(device)
    once = max(time.perf_counter() - start, 1e-7)
    per_batch = max(1, int(BATCH_SECONDS / once))
    batches: list[float] = []
    total = 0.0
    while not _enough(batches, total, min_seconds):
        if stop():
            raise _Stopped
        start = time.perf_counter()
        for _ in range(per_batch):
            run()
        synchronize(device)
        elapsed = time.perf_counter() - start
        batches.append(elapsed / per_batch)
        total += elapsed
    return statistics.median(batches), batch_spread(batches), len(batches) * per_batch, warmup


def _enough(batches: list[float], total: float, min_seconds: float) -> bool:
    """Measured long enough: the minimum time and batches, and a steady spread or the cap."""
    if total < min_seconds or len(batches) < MIN_BATCHES:
        return False
    return batch_spread(batches) <= STEADY_SPREAD or total >= MAX_SECONDS_FACTOR * min_seconds


def batch_spread(batches: list[float]) -> float:
    """Interquartile range / median of the batches' times (0 for fewer than two)."""
    if len(batches) < 2:
        return 0.0
    low, _, high = statistics.quantiles(batches, n=4, method="inclusive")
    return (high - low) / statistics.median(batches)


def noisy_notes(measurements: list[Measurement]) -> list[Message]:
    """A sentence for each case whose batches stayed far apart however long it ran."""
    template = QT_TRANSLATE_NOOP(
        "Throughput",
        "{device} {case} ({size}) varied by ±{percent:.0f} % between batches even after "
        "measuring longer: another program was using the machine, or the operating system was "
        "moving memory. The median is shown; measure again on an idle machine for a steadier "
        "number.",
    )
    return [
        message(template, device=m.device, case=m.case, size=m.size, percent=m.spread * 50)
        for m in measurements
        if m.spread > NOISY_SPREAD
    ]


def summary(report: ThroughputReport) -> list[Message]:
    """What the numbers say, in the lesson's terms, computed from the measurements."""
    largest: dict[str, Measurement] = {}
    copies: dict[str, Measurement] = {}
    for measured in report.measurements:
        if measured.case == "matmul":
            largest[measured.device] = measured  # sizes run smallest first
        elif measured.case == "host→device":
            best = copies.get(measured.device)
            copies[measured.device] = (
                measured if best is None or measured.rate > best.rate else best
            )
    lines = []
    cpu = largest.get("cpu")
    if cpu is not None:
        template = QT_TRANSLATE_NOOP(
            "Throughput",
            "The CPU multiplies {size} matrices at {rate:,.0f} GFLOP/s with {threads} threads.",
        )
        lines.append(message(template, size=cpu.size, rate=cpu.rate, threads=report.cpu_threads))
    for device, measured in largest.items():
        if device == "cpu":
            continue
        if cpu is not None:
            template = QT_TRANSLATE_NOOP(
                "Throughput",
                "{device} is {ratio:,.1f}× the CPU on {size}: big matrix work is where a GPU wins.",
            )
            ratio = measured.rate / cpu.rate
            lines.append(message(template, device=device, ratio=ratio, size=measured.size))
        copy = copies.get(device)
        if copy is not None:
            lines.append(_copy_line(device, measured, copy))
    return lines


def _copy_line(device: str, matmul: Measurement, copy: Measurement) -> Message:
    """How many operations the device could do while one float32 crosses the bus."""
    template = QT_TRANSLATE_NOOP(
        "Throughput",
        "Copying to {device} runs at {rate:,.1f} GB/s ({size}): while one float32 crosses, "
        "{device} could do {operations:,.0f} operations. A model as small as the lesson's "
        "spends its time moving and waiting, not computing.",
    )
    operations = matmul.rate / (copy.rate / 4)
    return message(template, device=device, rate=copy.rate, size=copy.size, operations=operations)
