"""Runs as records: the command line's JSON (``RunHistory``), and the kept runs of the
store as the Runs page shows them (legend labels, one CSV for all runs)."""

from __future__ import annotations

import csv
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from core.hardware import other_programs
from core.i18n import QT_TRANSLATE_NOOP, Message, ShortTitle, Text, listed, message
from core.pages import run_titles
from core.runs.run_store import RunStore, StoredRun
from core.training.config import MODE_TITLES
from core.training.cpu_threads import AUTO

if TYPE_CHECKING:  # torch behind it: ``devicelab runs`` only reads the store
    from core.training.run_reports import TrainResult

RECORD_FIELDS = (
    "run",
    "source",
    "device",
    "device_name",
    "mode",
    "epochs",
    "lr",
    "hidden",
    "record_every",
    "print_every",
    "seed",
    "status",
    "train_s",
    "us_per_epoch",
    "warmup_s",
    "setup_s",
    "host_syncs",
    "sync_s",
    "prints",
    "print_s",
    "final_loss",
    "test_accuracy",
    "threads",
    "cpu_threads",
    "torch_version",
)
LABEL_SETTINGS = ("epochs", "lr", "hidden", "record_every", "print_every", "seed", "threads")
"""The settings a legend names ("record every 10") when they differ between its runs."""
SETTING_WORDS: dict[str, Text] = {
    "epochs": QT_TRANSLATE_NOOP("Runs", "epochs {value:,}"),
    "lr": QT_TRANSLATE_NOOP("Runs", "lr {value:g}"),
    "hidden": QT_TRANSLATE_NOOP("Runs", "hidden {value:,}"),
    "record_every": QT_TRANSLATE_NOOP("Experiments", "record every {every:,}"),
    "print_every": QT_TRANSLATE_NOOP("Runs", "print every {every:,}"),
    "seed": QT_TRANSLATE_NOOP("Runs", "seed {value}"),
    "threads": QT_TRANSLATE_NOOP("Runs", "threads {value}"),
}
"""How a legend names each of ``LABEL_SETTINGS`` ("lr 0.1"); an interval's field is
``every``, the others' ``value``."""
NEVER_WORDS: dict[str, Text] = {
    "record_every": QT_TRANSLATE_NOOP("Experiments", "never record"),
    "print_every": QT_TRANSLATE_NOOP("Runs", "never print"),
}
"""An interval of 0, as a legend says it."""
AUTO_WORD = QT_TRANSLATE_NOOP("Runs", "auto")
"""Threads chosen for the work (``core.training.cpu_threads``)."""
RUN_HEAD = QT_TRANSLATE_NOOP("Runs", "#{run} {device} {mode}")
RECORDED_HEAD = QT_TRANSLATE_NOOP("Runs", "{device} {mode} ({started})")
"""A recorded result (read-only, a negative id) is named by its date, never "#-4"."""


def mode_short_title(mode: str) -> Message | str:
    """A mode as the window names it, without the explanation: "plain", "CUDA graph"."""
    title = MODE_TITLES[mode]
    return ShortTitle(title) if isinstance(title, Text) else title


@dataclass
class Run:
    number: int
    source: str
    """Where it came from: "training", "race", "homework"."""
    result: TrainResult

    def record(self) -> dict:
        """The run's settings and timings as one flat dict (a CSV row, a JSON object)."""
        result, config = self.result, self.result.config
        return {
            "run": self.number,
            "source": self.source,
            "device": config.device,
            "device_name": result.device_name,
            "mode": config.mode,
            "epochs": result.epochs_completed,
            "lr": config.lr,
            "hidden": config.hidden,
            "record_every": config.record_every,
            "print_every": config.print_every,
            "seed": config.seed,
            "status": result.status,
            "train_s": result.train_s,
            "us_per_epoch": result.us_per_epoch,
            "warmup_s": result.warmup_s,
            "setup_s": result.setup_s,
            "host_syncs": result.host_syncs,
            "sync_s": result.sync_s,
            "prints": result.prints,
            "print_s": result.print_s,
            "final_loss": result.final_loss,
            "test_accuracy": result.test_accuracy,
            "threads": config.threads,
            "cpu_threads": result.cpu_threads,
            "torch_version": result.torch_version,
        }


class _AsIs(str):
    """A setting that is not a number (a lesson file's "auto"): shown as it is, whatever
    number format its template asks for."""

    def __format__(self, spec: str) -> str:
        return str(self)


def _setting_text(name: str, value: object) -> Message:
    """One setting as a legend says it ("lr 0.1", "never record")."""
    if name in NEVER_WORDS and value == 0:
        return message(NEVER_WORDS[name])
    if name == "threads" and value == AUTO:
        value = AUTO_WORD
    elif isinstance(value, bool) or not isinstance(value, int | float):
        value = _AsIs(value)
    return message(SETTING_WORDS[name], **{"every" if name in NEVER_WORDS else "value": value})


class RunHistory:
    """The runs of this session, numbered from 1 in the order they finished."""

    def __init__(self) -> None:
        self.runs: list[Run] = []

    def add(self, result: TrainResult, source: str) -> Run:
        run = Run(len(self.runs) + 1, source, result)
        self.runs.append(run)
        return run

    def records(self) -> list[dict]:
        return [run.record() for run in self.runs]


def smooth(values: list[float], strength: float) -> list[float]:
    """Exponential moving average for display; strength 0 (none) … <1 (very smooth)."""
    if not 0 <= strength < 1:
        raise ValueError(f"strength must be from 0 to below 1 (got {strength})")
    smoothed: list[float] = []
    level = None
    for value in values:
        level = value if level is None else strength * level + (1 - strength) * value
        smoothed.append(level)
    return smoothed


POINT_FIELDS = ("axis", "value", "problem", "busy", "ms_per_epoch")
"""A measured point of a crossover or the threads experiment: what was varied and to what,
which problem, whether a core was kept busy, the milliseconds per epoch."""
STORED_CSV_FIELDS = (
    "run",
    "started",
    "machine",
    *RECORD_FIELDS[1:],
    "epoch",
    "loss",
    *POINT_FIELDS,
)
"""The Runs page's CSV: every kept run, one row per recorded loss or measured point."""
MEASURED_KINDS = ("crossover", "threads")
"""Kept runs whose result is a table of measured points instead of a loss curve."""


def stored_record(run: StoredRun) -> dict:
    """A kept run as one flat dict of the CSV's fields (what it lacks stays empty)."""
    result = run.result or {}
    numbers = {key: value for key, value in result.items() if not isinstance(value, dict | list)}
    return {
        **run.settings,
        **numbers,
        "run": run.id,
        "started": run.started,
        "machine": run.carried_from or run.machine.get("host", ""),
        "source": run.kind,
        "device": run.device,
        "epochs": result.get("epochs_completed", run.settings.get("epochs")),
        "status": run.status,
    }


def stored_points(run: StoredRun) -> list[dict]:
    """A crossover's or the threads experiment's points as flat rows (a stopped run's
    points too), each saying whether it is ``unreliable``; a point without a finite time is
    left out."""
    result = run.result or {}
    points = result.get("points")
    rows = []
    for point in points if isinstance(points, list) else []:
        seconds = point.get("seconds_per_epoch") if isinstance(point, dict) else None
        if not isinstance(seconds, int | float) or not math.isfinite(seconds):
            continue
        row = {"device": point.get("device", "cpu"), "threads": point.get("threads")}
        if run.kind == "threads":
            row |= {"axis": "threads", "value": point.get("threads")}
            row |= {"problem": point.get("problem"), "busy": point.get("busy")}
        else:
            row |= {"axis": result.get("axis"), "value": point.get("value")}
        rows.append(row | {"ms_per_epoch": 1000 * seconds, "unreliable": _unreliable(point)})
    return rows


def _unreliable(point: dict) -> bool:
    """A measured point still disturbed however often it was measured."""
    return point.get("unreliable") is True


DISTURBED_MARK = " *"
"""Beside a disturbed run's status (the Runs page, ``devicelab runs``)."""
DISTURBED_NOTE = QT_TRANSLATE_NOOP(
    "Runs",
    "* Other programs disturbed a run marked * while it was measured: its times are "
    "unreliable. Run it again when the machine is quiet.",
)
"""Said once under a list with a disturbed run: what its * means."""


def disturbed(run: StoredRun) -> bool:
    """Other programs disturbed a kept run: a training, race or homework run they crowded,
    a crossover or threads run with a point still unreliable, a class machine's disturbed
    race. Data of the wrong shape (a damaged or older row) says no, never raises."""
    result = run.result if isinstance(run.result, dict) else {}
    if run.kind in MEASURED_KINDS:
        points = result.get("points")
        return isinstance(points, list) and any(
            isinstance(point, dict) and _unreliable(point) for point in points
        )
    if run.kind == "class":
        return result.get("disturbed") is True
    return _crowded(result, here=run.carried_from is None)


def _crowded(result: dict, here: bool) -> bool:
    """A training result's ``crowded``; a result kept without it, judged again from what
    other programs used and its threads, only on this machine (whose CPUs count)."""
    said = result.get("crowded")
    if isinstance(said, bool):
        return said
    others, threads = result.get("others_cores"), result.get("cpu_threads")
    if not (here and _finite(others) and _finite(threads)):
        return False
    return other_programs.crowded(float(others), int(threads))


def _finite(value: object) -> TypeGuard[float]:
    """A number as JSON gives one (not a bool, not NaN or infinite)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def stored_labels(runs: list[StoredRun]) -> list[Message | str]:
    """Legend entries for kept runs: number, device, mode, and every setting that differs
    between them ("#3 cpu plain, lr 0.1"), each in the reader's language."""
    settings = [run.settings for run in runs]
    differing = [
        name for name in LABEL_SETTINGS if len({str(item.get(name)) for item in settings}) > 1
    ]
    labels = []
    for run, item in zip(runs, settings, strict=True):
        mode = (
            mode_short_title(item["mode"])
            if item.get("mode") in MODE_TITLES
            else run_titles().get(run.kind, run.kind)
        )
        words = [_setting_text(name, item.get(name)) for name in differing]
        if run.id >= 0:
            head = message(RUN_HEAD, run=run.id, device=run.device, mode=mode)
        else:
            head = message(RECORDED_HEAD, device=run.device, mode=mode, started=run.started)
        labels.append(listed([head, *words]))
    return labels


def write_stored_csv(
    store: RunStore, runs: list[StoredRun], path: str | Path, curve: Callable | None = None
) -> int:
    """Kept runs in one CSV, a row per recorded loss or measured point (a run without any
    gets one row); ``curve(run_id)`` gives a run's losses (by default the store's)."""
    curve = curve or store.curve
    rows = 0
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(
            handle, fieldnames=STORED_CSV_FIELDS, extrasaction="ignore", restval=""
        )
        writer.writeheader()
        for run in runs:
            record = stored_record(run)
            if run.kind in MEASURED_KINDS:
                lines = stored_points(run)
            else:
                epochs, losses = curve(run.id)
                lines = [{"epoch": e, "loss": v} for e, v in zip(epochs, losses, strict=True)]
            for line in lines or [{}]:
                writer.writerow({**record, **line})
                rows += 1
    return rows
