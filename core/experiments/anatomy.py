"""One epoch under the microscope: the lesson's loop profiled with torch.profiler.

A few epochs of the lesson's loop run after a warm-up with ``record_function`` marking the
lesson's phases (forward, loss, zero_grad, backward, step and the ``.item()`` of a record),
under Kineto: CPU activities everywhere, CUDA activities where CUDA exists, sync events
where torch has them. The profile is read back from Kineto's own trace format (the Chrome
trace ``--trace`` writes), so the reading is one function of documented data
(``read_trace``), tested on CPU traces made here and on CUDA events in the same format.

Per epoch: the phases; every operator the loop called at the top level, with its CPU time
(Python, the dispatcher and, on a CPU, the arithmetic); on CUDA every kernel launch (the
runtime call on the CPU), every kernel's run on the GPU named by the operator that launched
it (never a template name), memory copies with bytes and direction, and the syncs the CPU
waited in. Profiling slows the loop: the same loop is also timed without the profiler,
and the two are reported side by side, never mixed. Other programs' use of the CPU is watched
meanwhile, as for every measurement (``core.experiments.disturbance``): a disturbed anatomy
is measured again, and one still disturbed is marked and never explained by the profiler.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch
from torch import nn, optim

from core.errors import ConfigError, check_choice, check_int
from core.experiments import disturbance
from core.experiments.disturbance import steady, why_unreliable
from core.experiments.trace_tracks import SYNC_CALLS, perfetto_ready
from core.hardware.devices import synchronize
from core.hardware.other_programs import watching
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.lesson_model import MLP, lesson_split
from core.training.config import (
    ANATOMY_MODES,
    MODE_TITLES,
    RECORD_EVERY_RANGE,
    check_mode_here,
    mode_unavailable,
)

PHASES = ("forward", "loss", "zero_grad", "backward", "step", "replay", "item")
"""The lesson's loop, in its order; ``replay`` only in the CUDA-graph mode (forward to step
captured as one graph), ``item`` only on an epoch that records the loss."""
LANES = ("phase", "op", "launch", "kernel", "copy", "sync")
"""Where a span is drawn: the CPU's phases and operators, the CUDA runtime's launches, the
GPU's kernels, the copies, the syncs the CPU waited in."""
LAUNCH_CALLS = ("cudaLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernel", "cudaGraphLaunch")
COPY_DIRECTIONS = {
    "HtoD": QT_TRANSLATE_NOOP("Anatomy", "host → device"),
    "DtoH": QT_TRANSLATE_NOOP("Anatomy", "device → host"),
    "DtoD": QT_TRANSLATE_NOOP("Anatomy", "device → device"),
}
"""Kineto's copy names by the trip they make."""
GRAPH_KERNEL = QT_TRANSLATE_NOOP("Anatomy", "a kernel of the graph's replay")
"""A kernel the CUDA graph ran: one launch replays them all, no operator launched it."""
PROFILED_EPOCHS_RANGE = (1, 100)
"""Epochs a profile takes apart: each keeps every operator and kernel in memory."""
WARMUP_EPOCHS = 20
"""Epochs before the profiled ones: allocations, kernel choice, lazy initialisation."""
UNPROFILED_EPOCHS = 30
"""Epochs timed one by one without the profiler: their median is the loop's own epoch, their
spread says whether something disturbed it."""


@dataclass
class Span:
    """One thing that took time in an epoch, in microseconds from the epoch's start."""

    lane: str
    name: str
    start_us: float
    duration_us: float
    phase: str | None = None
    """The lesson's phase it happened in (a kernel: the phase of its launch)."""
    bytes: int | None = None
    """A copy's size."""

    @property
    def end_us(self) -> float:
        return self.start_us + self.duration_us


@dataclass
class EpochAnatomy:
    """One profiled epoch: its length (the CPU's, or the GPU's last work if later) and its
    spans."""

    epoch_us: float
    spans: list[Span] = field(default_factory=list)

    def lane(self, name: str) -> list[Span]:
        return [span for span in self.spans if span.lane == name]

    def phase_us(self) -> dict[str, float]:
        """Each phase's CPU time in this epoch (a phase it did not run is left out)."""
        return {span.name: span.duration_us for span in self.lane("phase")}

    @property
    def launches(self) -> int:
        return len(self.lane("launch"))

    @property
    def kernels(self) -> int:
        return len(self.lane("kernel"))

    def mean_us(self, lane: str) -> float | None:
        spans = self.lane(lane)
        return sum(span.duration_us for span in spans) / len(spans) if spans else None

    def total_us(self, lane: str) -> float:
        return sum(span.duration_us for span in self.lane(lane))

    @property
    def gpu_busy_percent(self) -> float | None:
        """Of the epoch, the share in which the GPU ran a kernel or a copy; None without a
        GPU lane."""
        busy = [(s.start_us, s.end_us) for s in self.spans if s.lane in ("kernel", "copy")]
        if not busy or self.epoch_us <= 0:
            return None
        return 100 * _union(busy) / self.epoch_us

    def runtime_us(self, inside_operators: bool) -> float:
        """CPU time in launches and sync waits made inside an operator (``aten::item``'s
        sync) or outside every one (the graph's replay)."""
        ops = self.lane("op")
        return sum(
            span.duration_us
            for span in self.spans
            if span.lane in ("launch", "sync")
            and any(op.start_us <= span.start_us and span.end_us <= op.end_us for op in ops)
            == inside_operators
        )

    @property
    def python_us(self) -> float:
        """CPU time of the phases outside every operator, launch and sync: Python and the
        autograd engine between operators."""
        outside = self.total_us("phase") - self.total_us("op") - self.runtime_us(False)
        return max(outside, 0.0)

    def cpu_breakdown(self) -> dict[str, float]:
        """The epoch as the CPU spent it, by the lesson's reasons (CPU_REASONS); the parts add
        up to the epoch."""
        parts = {
            "launch": self.total_us("launch"),
            "sync": self.total_us("sync"),
            "operators": max(self.total_us("op") - self.runtime_us(True), 0.0),
            "python": self.python_us,
        }
        parts["other"] = max(self.epoch_us - sum(parts.values()), 0.0)
        return parts

    def gpu_breakdown(self) -> dict[str, float] | None:
        """The epoch as the GPU spent it (GPU_REASONS); None without a GPU lane."""
        kernels = [(s.start_us, s.end_us) for s in self.lane("kernel")]
        copies = [(s.start_us, s.end_us) for s in self.lane("copy")]
        if not kernels and not copies:
            return None
        busy = _union(kernels + copies)
        return {
            "kernel": _union(kernels),
            "copy": busy - _union(kernels),
            "idle": max(self.epoch_us - busy, 0.0),
        }


@dataclass
class AnatomyResult:
    device: str
    mode: str
    record_every: int
    epochs: list[EpochAnatomy]
    unprofiled_epoch_us: float
    """The same loop's median epoch, timed without the profiler (synchronized)."""
    torch_version: str
    status: str = "finished"
    """"finished", "cancelled" (stopped before every epoch was profiled) or "diverged"."""
    note: Message | Text | None = None
    threads: int = 0
    """CPU threads torch used."""
    others_cores: float = 0.0
    """Logical CPUs other programs kept busy meanwhile, on average."""
    spread: float = 1.0
    """How much the unprofiled epochs varied (``disturbance.spread``)."""
    unreliable: bool = False
    """Still disturbed after measuring again: its times are not the loop's."""
    times_measured: int = 1

    @property
    def seconds_per_epoch(self) -> float:
        return self.unprofiled_epoch_us / 1e6

    @property
    def profiled_epoch_us(self) -> float:
        """The epoch the timeline draws and the text describes: the median profiled one."""
        epoch = self.typical_epoch()
        return epoch.epoch_us if epoch is not None else 0.0

    def typical_epoch(self) -> EpochAnatomy | None:
        """The profiled epoch of median length: the one a timeline draws."""
        ranked = sorted(self.epochs, key=lambda e: e.epoch_us)
        return ranked[(len(ranked) - 1) // 2] if ranked else None

    def to_dict(self) -> dict:
        data = asdict(self)
        data["note"] = None if self.note is None else str(self.note)
        data["profiled_epoch_us"] = self.profiled_epoch_us
        return data

    @classmethod
    def from_dict(cls, data: dict) -> AnatomyResult:
        """A result as ``to_dict`` wrote it (a recorded GPU's, shipped with the app). Raises
        ValueError when a field is missing or of the wrong kind."""
        try:
            epochs = [
                EpochAnatomy(float(e["epoch_us"]), [_span(s) for s in e["spans"]])
                for e in data["epochs"]
            ]
            return cls(
                device=str(data["device"]),
                mode=str(data["mode"]),
                record_every=int(data["record_every"]),
                epochs=epochs,
                unprofiled_epoch_us=float(data["unprofiled_epoch_us"]),
                torch_version=str(data["torch_version"]),
                status=str(data.get("status", "finished")),
                threads=int(data.get("threads", 0)),
                others_cores=float(data.get("others_cores", 0.0)),
                spread=float(data.get("spread", 1.0)),
                unreliable=bool(data.get("unreliable", False)),
                times_measured=int(data.get("times_measured", 1)),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not an anatomy as profile_anatomy writes it ({error!r})") from None


CPU_REASONS = {
    "launch": QT_TRANSLATE_NOOP("Anatomy", "launching kernels (launch overhead)"),
    "sync": QT_TRANSLATE_NOOP("Anatomy", "waiting in syncs (sync operations)"),
    "operators": QT_TRANSLATE_NOOP(
        "Anatomy", "operators: the dispatcher, and on a CPU the arithmetic"
    ),
    "python": QT_TRANSLATE_NOOP("Anatomy", "Python between operators"),
    "other": QT_TRANSLATE_NOOP("Anatomy", "the rest: the loop itself, the profiler's marks"),
}
"""Where the CPU's epoch goes, in the lesson's words (on a CPU the operators do the
arithmetic too)."""
GPU_REASONS = {
    "kernel": QT_TRANSLATE_NOOP("Anatomy", "computing: kernels running"),
    "copy": QT_TRANSLATE_NOOP("Anatomy", "data transfer (copies)"),
    "idle": QT_TRANSLATE_NOOP("Anatomy", "idle, waiting for the CPU (wasted performance)"),
}
"""Where the GPU's epoch goes, in the lesson's words."""


class ProfilerUnavailable(RuntimeError):
    """This torch build cannot profile (no Kineto): the message says so in one sentence."""


NO_GPU_LANES = QT_TRANSLATE_NOOP(
    "Anatomy",
    "No NVIDIA GPU (CUDA) was profiled: the GPU's lanes (kernel launches, kernels, copies, "
    "syncs) are missing, not empty. On a GPU they show where its time goes.",
)
NO_DEVICE_CHOSEN = QT_TRANSLATE_NOOP("Anatomy", "{field}: tick at least one device to profile")
NO_KINETO = QT_TRANSLATE_NOOP(
    "Anatomy",
    "This build of torch has no profiler (Kineto), so an epoch cannot be taken apart here: "
    "install torch from pytorch.org.",
)


def _span(data: dict) -> Span:
    bytes_ = data.get("bytes")
    span = Span(
        str(data["lane"]),
        str(data["name"]),
        float(data["start_us"]),
        float(data["duration_us"]),
        data.get("phase"),
        None if bytes_ is None else int(bytes_),
    )
    if span.lane not in LANES or not (math.isfinite(span.start_us) and span.duration_us >= 0):
        raise ValueError(
            f"a span of lane {span.lane!r} from {span.start_us} for {span.duration_us}"
        )
    return span


def _union(intervals: list[tuple[float, float]]) -> float:
    """The length the intervals cover together."""
    total, reach = 0.0, float("-inf")
    for start, end in sorted(intervals):
        if end > reach:
            total += end - max(start, reach)
            reach = end
    return total


def _lesson_parts(device: torch.device, hidden: int, lr: float) -> tuple:
    """The lesson's training data on ``device``, its model (seeded), loss and optimizer: the
    same in both modes."""
    x_np, _, y_np, _ = lesson_split()
    torch.manual_seed(0)
    x = torch.as_tensor(x_np, dtype=torch.float32).to(device)
    y = torch.as_tensor(y_np, dtype=torch.long).to(device)
    model = MLP(hidden).to(device)
    return x, y, model, nn.CrossEntropyLoss(), optim.SGD(model.parameters(), lr=lr)


def _lesson_loop(device: torch.device, hidden: int, lr: float, record_every: int):
    """The lesson's data, model and one marked epoch (``epoch(number) -> loss value or
    None``); each phase inside ``record_function`` of its name."""
    from torch.profiler import record_function

    x, y, model, criterion, optimizer = _lesson_parts(device, hidden, lr)

    def epoch(number: int) -> float | None:
        with record_function("epoch"):
            with record_function("forward"):
                outputs = model(x)
            with record_function("loss"):
                loss = criterion(outputs, y)
            with record_function("zero_grad"):
                optimizer.zero_grad()
            with record_function("backward"):
                loss.backward()
            with record_function("step"):
                optimizer.step()
            if record_every and number % record_every == 0:
                with record_function("item"):
                    return loss.item()
        return None

    return epoch


def _graph_loop(device: torch.device, hidden: int, lr: float, record_every: int):
    """The CUDA-graph mode's epoch: the captured step replayed (one launch), then the
    ``.item()`` of a record."""
    from torch.profiler import record_function

    from core.training.cuda_graph import CapturedStep

    x, y, model, criterion, optimizer = _lesson_parts(device, hidden, lr)
    step = CapturedStep(model, criterion, optimizer, x, y)

    def epoch(number: int) -> float | None:
        with record_function("epoch"):
            with record_function("replay"):
                step.replay()
            if record_every and number % record_every == 0:
                with record_function("item"):
                    return step.loss.item()
        return None

    return epoch


def profile_anatomy(
    device: str = "cpu",
    record_every: int = 1,
    mode: str = "plain",
    epochs: int = 3,
    hidden: int = 10,
    lr: float = 0.01,
    should_stop: Callable[[], bool] | None = None,
    trace_path: str | Path | None = None,
) -> AnatomyResult:
    """Profile ``epochs`` epochs of the lesson's loop in ``mode`` on ``device`` after a
    warm-up, measured again while other programs disturb it; ``trace_path`` keeps Kineto's
    trace of the epochs kept (Chrome/Perfetto). Raises ConfigError for a count out of range
    or a mode this device cannot run, ProfilerUnavailable on a torch build without Kineto."""
    check_int("epochs", epochs, PROFILED_EPOCHS_RANGE)
    check_int("record_every", record_every, RECORD_EVERY_RANGE)
    check_choice("mode", mode, ANATOMY_MODES)
    check_mode_here(mode, device)
    if not torch.autograd.kineto_available():
        raise ProfilerUnavailable(str(message(NO_KINETO)))
    target = torch.device(device)
    loop = _graph_loop if mode == "cuda_graph" else _lesson_loop
    epoch = loop(target, hidden, lr, record_every)
    for number in range(1, WARMUP_EPOCHS + 1):
        epoch(number)
    synchronize(target)
    traces: dict[int, dict] = {}

    def measure() -> AnatomyResult:
        with watching() as watched:
            timings = _timed_epochs(epoch, target, UNPROFILED_EPOCHS)
            trace, values, stopped = _profiled(epoch, target, epochs, should_stop)
        result = AnatomyResult(
            device=device,
            mode=mode,
            record_every=record_every,
            epochs=read_trace(trace),
            unprofiled_epoch_us=1e6 * statistics.median(timings),
            torch_version=torch.__version__,
            threads=torch.get_num_threads(),
            others_cores=watched.others_cores,
            spread=disturbance.spread(timings),
        )
        _judge(result, values, stopped)
        traces[id(result)] = trace
        return result

    kept = steady(measure, should_stop=should_stop)
    if trace_path is not None:
        # Perfetto drops slices that partly overlap on a track: syncs get their own.
        ready = perfetto_ready(traces[id(kept)])
        Path(trace_path).write_text(json.dumps(ready), encoding="utf-8")
    return kept


def _timed_epochs(epoch, device: torch.device, count: int) -> list[float]:
    """Each epoch's seconds without the profiler, the device synchronized after each."""
    timings = []
    for number in range(1, count + 1):
        begin = time.perf_counter()
        epoch(number)
        synchronize(device)
        timings.append(time.perf_counter() - begin)
    return timings


def _profiled(epoch, device: torch.device, count: int, should_stop) -> tuple[dict, list, bool]:
    """Kineto's trace of ``count`` epochs, the losses they read, and whether a stop came."""
    from torch.profiler import ProfilerActivity, profile

    activities = [ProfilerActivity.CPU]
    if device.type == "cuda":
        activities.append(ProfilerActivity.CUDA)
    values, stopped = [], False
    profiler = profile(activities=activities, experimental_config=_sync_events())
    with _native_stderr_quiet():
        profiler.start()
    try:
        for number in range(1, count + 1):
            if should_stop is not None and should_stop():
                stopped = True
                break
            values.append(epoch(number))
        synchronize(device)
    finally:
        with _native_stderr_quiet():
            profiler.stop()
    with tempfile.TemporaryDirectory(prefix="devicelab-anatomy-") as folder:
        path = Path(folder) / "trace.json"
        profiler.export_chrome_trace(str(path))
        trace = json.loads(path.read_text(encoding="utf-8"))
    return trace, values, stopped


@contextmanager
def _native_stderr_quiet() -> Iterator[None]:
    """Kineto writes "USDT … profiler_start/stop" lines to the process's stderr from C++
    (``KINETO_LOG_LEVEL`` does not silence them): the profiler's start and stop alone run
    with the descriptor pointed at the null device."""
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no descriptor 2 (a windowed app on Windows): nothing to silence
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _sync_events():
    """Kineto's sync events (a sync shows as a wait), where this torch has them."""
    try:
        from torch._C._profiler import _ExperimentalConfig

        return _ExperimentalConfig(enable_cuda_sync_events=True)
    except (ImportError, TypeError):
        return None


def _judge(result: AnatomyResult, values: list, stopped: bool) -> None:
    """Say when the epochs were stopped or the loss diverged: the timings stand."""
    if stopped:
        result.status = "cancelled"
        result.note = message(
            QT_TRANSLATE_NOOP("Anatomy", "Stopped after {count} profiled epoch(s)."),
            count=len(result.epochs),
        )
    elif any(value is not None and not math.isfinite(value) for value in values):
        result.status = "diverged"
        result.note = message(
            QT_TRANSLATE_NOOP(
                "Anatomy",
                "The loss diverged (NaN or infinite) in the profiled epochs: the times stand, "
                "the model learned nothing.",
            )
        )


def read_trace(trace: dict) -> list[EpochAnatomy]:
    """The epochs of a Kineto trace (``export_chrome_trace``'s JSON): each ``epoch``
    annotation with the phases, top-level operators, launches, kernels, copies and syncs
    that belong to it."""
    events = [e for e in trace.get("traceEvents", []) if e.get("ph") == "X" and "dur" in e]
    cpu_ops = [e for e in events if e.get("cat") == "cpu_op"]
    by_correlation = _launches_by_correlation(events)
    epochs = sorted(
        (e for e in events if e.get("cat") == "user_annotation" and e["name"] == "epoch"),
        key=lambda e: e["ts"],
    )
    return [_epoch(window, events, cpu_ops, by_correlation) for window in epochs]


def _inside(event: dict, window: dict) -> bool:
    return (
        window["ts"] <= event["ts"] and event["ts"] + event["dur"] <= window["ts"] + window["dur"]
    )


def _launches_by_correlation(events: list[dict]) -> dict[int, dict]:
    """The CUDA runtime call behind each correlation id (what a kernel or copy was)."""
    return {
        e["args"]["correlation"]: e
        for e in events
        if e.get("cat") == "cuda_runtime" and "correlation" in e.get("args", {})
    }


def _epoch(window: dict, events: list[dict], cpu_ops: list[dict], by_correlation) -> EpochAnatomy:
    start = window["ts"]
    phases = [
        e for e in events
        if e.get("cat") == "user_annotation" and e["name"] in PHASES and _inside(e, window)
    ]  # fmt: skip
    ops = [e for e in cpu_ops if _inside(e, window)]

    def span(lane: str, event: dict, name: str | None = None, **extra) -> Span:
        phase = _phase_of(event, phases, by_correlation)
        return Span(lane, name or event["name"], event["ts"] - start, event["dur"], phase, **extra)

    spans = [span("phase", e) for e in phases]
    spans += [span("op", e) for e in _top_level(ops)]
    spans += _runtime_spans(window, events, span)
    spans += _device_spans(events, by_correlation, window, ops, span)
    last = max((s.end_us for s in spans), default=window["dur"])
    return EpochAnatomy(max(window["dur"], last), sorted(spans, key=lambda s: s.start_us))


def _top_level(ops: list[dict]) -> list[dict]:
    """Operators the loop called itself: not inside another operator of the same thread."""
    return [
        op for op in ops
        if not any(
            other is not op and other.get("tid") == op.get("tid") and _inside(op, other)
            and other["dur"] > op["dur"]
            for other in ops
        )
    ]  # fmt: skip


def _phase_of(event: dict, phases: list[dict], by_correlation: dict) -> str | None:
    """The phase an event happened in; a GPU event's is its launch's."""
    correlation = event.get("args", {}).get("correlation")
    if event.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset") and correlation in by_correlation:
        event = by_correlation[correlation]
    return next((p["name"] for p in phases if _inside(event, p)), None)


def _runtime_spans(window: dict, events: list[dict], span) -> list[Span]:
    """The CPU's CUDA runtime calls in the epoch (kernel launches, sync waits) and the
    profiler's own sync events."""
    runtime_syncs = {
        e.get("args", {}).get("correlation")
        for e in events
        if e.get("cat") == "cuda_runtime" and e["name"] in SYNC_CALLS
    }
    spans = []
    for event in events:
        if not _inside(event, window):
            continue
        if event.get("cat") == "cuda_sync":  # Kineto's sync events: a wait no call showed
            if event.get("args", {}).get("correlation") not in runtime_syncs:
                spans.append(span("sync", event))
        elif event.get("cat") != "cuda_runtime":
            continue
        elif event["name"] in LAUNCH_CALLS:
            spans.append(span("launch", event))
        elif event["name"] in SYNC_CALLS:
            spans.append(span("sync", event))
    return spans


def _device_spans(events, by_correlation, window, ops, span) -> list[Span]:
    """Kernels and copies launched in the epoch, a kernel named by its operator."""
    names = _op_names(ops)
    spans = []
    for event in events:
        args = event.get("args", {})
        launch = by_correlation.get(args.get("correlation"))
        if launch is None or not _inside(launch, window):
            continue
        if event.get("cat") == "kernel" and launch["name"] == "cudaGraphLaunch":
            spans.append(span("kernel", event, str(GRAPH_KERNEL)))
        elif event.get("cat") == "kernel":
            name = names.get(args.get("External id"), QT_TRANSLATE_NOOP("Anatomy", "a kernel"))
            spans.append(span("kernel", event, str(name)))
        elif event.get("cat") in ("gpu_memcpy", "gpu_memset"):
            spans.append(span("copy", event, _copy_name(event["name"]), bytes=args.get("bytes")))
    return spans


def _op_names(ops: list[dict]) -> dict[int, str]:
    """Each External id's innermost operator: the one that launched the kernel."""
    names: dict[int, tuple[float, str]] = {}
    for op in ops:
        ident = op.get("args", {}).get("External id")
        if ident is not None and (ident not in names or op["dur"] < names[ident][0]):
            names[ident] = (op["dur"], op["name"])
    return {ident: name for ident, (_, name) in names.items()}


def _copy_name(kineto_name: str) -> str:
    """A copy by its direction, as the lesson names the trip (the page translates it)."""
    return next(
        (str(name) for marker, name in COPY_DIRECTIONS.items() if marker in kineto_name),
        kineto_name,
    )


def phase_table(result: AnatomyResult) -> list[dict]:
    """Per phase of the epoch the timeline draws (the median profiled): CPU time, operators,
    launches, kernels."""
    epoch = result.typical_epoch()
    if epoch is None:
        return []
    phases = epoch.phase_us()
    return [_phase_row(epoch, phase, phases[phase]) for phase in PHASES if phase in phases]


def _phase_row(epoch: EpochAnatomy, phase: str, cpu_us: float) -> dict:
    row: dict = {"phase": phase, "cpu_us": cpu_us}
    for key, lane in (("operators", "op"), ("launches", "launch"), ("kernels", "kernel")):
        row[key] = sum(span.phase == phase for span in epoch.lane(lane))
    return row


def anatomy_headline(result: AnatomyResult) -> list[Message | Text]:
    """What the epoch the timeline draws shows, in the lesson's terms, from its numbers; a
    disturbed anatomy says so first, and blames neither the profiler nor the loop."""
    epoch = result.typical_epoch()
    if epoch is None:
        return [QT_TRANSLATE_NOOP("Anatomy", "No epoch was profiled.")]
    lines: list[Message | Text] = []
    if result.unreliable:
        lines.append(why_unreliable(result, result.device))
    lines.append(
        message(
            DISTURBED_TIMES if result.unreliable else PROFILER_COST,
            count=len(result.epochs),
            profiled=epoch.epoch_us,
            plain=result.unprofiled_epoch_us,
            timed=UNPROFILED_EPOCHS,
        )
    )
    lines.append(_gpu_line(epoch) if epoch.kernels else _cpu_line(epoch))
    if len(result.epochs) < 2:
        lines.append(QT_TRANSLATE_NOOP("Anatomy", "One epoch only: profile more to compare."))
    return lines


PROFILER_COST = QT_TRANSLATE_NOOP(
    "Anatomy",
    "The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the "
    "profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, "
    "timed apart): the difference is the profiler's own cost, not the loop's.",
)
DISTURBED_TIMES = QT_TRANSLATE_NOOP(
    "Anatomy",
    "The epoch drawn (the median of {count} profiled) took {profiled:,.0f} µs under the "
    "profiler; the same loop without it, {plain:,.0f} µs per epoch (the median of {timed}, "
    "timed apart). Other programs slowed both: neither is the loop's own time.",
)


def _cpu_line(epoch: EpochAnatomy) -> Message:
    """The CPU's epoch: its operators against the Python between them."""
    return message(
        QT_TRANSLATE_NOOP(
            "Anatomy",
            "On the CPU: {ops:,.0f} µs in {count:.0f} operators (the arithmetic, with "
            "the dispatcher's cost) and {python:,.0f} µs of Python between them, per "
            "epoch.",
        ),
        ops=epoch.total_us("op"),
        count=len(epoch.lane("op")),
        python=epoch.python_us,
    )


def _gpu_line(epoch: EpochAnatomy) -> Message:
    """The GPU's epoch: how busy it was, launches against kernels, the sync, the copies."""
    return message(
        QT_TRANSLATE_NOOP(
            "Anatomy",
            "GPU busy {busy:.0f} % of each epoch: {launches:.0f} kernel launches of ~{launch:.1f} "
            "µs for kernels of ~{kernel:.1f} µs; syncs waited {sync:,.0f} µs and copies took "
            "{copy:,.0f} µs.",
        ),
        busy=epoch.gpu_busy_percent or 0.0,
        launches=epoch.launches,
        launch=epoch.mean_us("launch") or 0.0,
        kernel=epoch.mean_us("kernel") or 0.0,
        sync=epoch.total_us("sync"),
        copy=epoch.total_us("copy"),
    )


@dataclass
class AnatomyProgress:
    """A device was profiled: ``done`` of ``total`` devices."""

    device: str
    done: int
    total: int


@dataclass
class AnatomyComparison:
    """One epoch on each chosen device, profiled one after the other with the same settings
    (a CPU always runs the plain loop: CUDA graphs exist on an NVIDIA GPU only)."""

    results: list[AnatomyResult]
    cancelled: bool = False

    @property
    def conclusion(self) -> list[Message | Text]:
        """Each device's headline, its device and mode named first."""
        lines: list[Message | Text] = []
        for result in self.results:
            lines.append(
                message(
                    QT_TRANSLATE_NOOP("Anatomy", "{device} ({mode}):"),
                    device=result.device,
                    mode=MODE_TITLES[result.mode],
                )
            )
            lines += [result.note] if result.note is not None else []
            lines += anatomy_headline(result)
        if self.results and not any(r.device.startswith("cuda") for r in self.results):
            lines.append(NO_GPU_LANES)
        return lines


def profile_devices(
    devices: list[str],
    record_every: int = 1,
    mode: str = "plain",
    epochs: int = 3,
    report: Callable[[AnatomyProgress], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> AnatomyComparison:
    """``profile_anatomy`` on each device in turn (never at once: they would disturb each
    other); ``mode`` applies where the device can run it, the plain loop elsewhere."""
    if not devices:
        raise ConfigError("devices", NO_DEVICE_CHOSEN)
    check_choice("mode", mode, ANATOMY_MODES)
    results = []
    for done, device in enumerate(devices, start=1):
        if should_stop is not None and should_stop():
            break
        device_mode = mode if mode_unavailable(mode, device) is None else "plain"
        results.append(
            profile_anatomy(device, record_every, device_mode, epochs, should_stop=should_stop)
        )
        if report is not None:
            report(AnatomyProgress(device, done, len(devices)))
    cancelled = len(results) < len(devices) or any(r.status == "cancelled" for r in results)
    return AnatomyComparison(results, cancelled)
