"""Results recorded on other machines, shipped with the app.

Most students have no NVIDIA GPU: the GPU half of the lesson reaches them as results
recorded elsewhere, always labelled with the machine, the date and where they came from,
and never mixed into this machine's own numbers or conclusions. Two kinds:

- ``measured``: DeviceLab ran it (``bench/gpu_check.py`` writes this format): the machine,
  the lesson's run per device and mode with its curve, the homework's sweep, the crossover,
  throughput and, when recorded, the anatomy of an epoch.
- ``reported``: the lesson's own machines, as the lesson reported them (times only, no
  curve): never presented as measured by DeviceLab.

The format (``devicelab-recorded``, version 1) is documented in docs/recorded-results.md;
``load_recorded`` checks every field (type, range, finite numbers, the labels) and names
the first one that is wrong. The shipped files are ``resources/recorded/*.json``.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Literal, overload

from core.experiments.crossover_axes import CROSSOVER_AXES
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.training.config import EPOCHS_RANGE, MODES

if TYPE_CHECKING:
    from core.runs.run_store import StoredRun

FORMAT = "devicelab-recorded"
VERSION = 1
KINDS = ("measured", "reported")
ROLES = ("cpu", "gpu")
"""A recorded device by its part in the lesson: the machine's CPU or its GPU."""
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_TEXT = 200
"""A label's longest (a machine's name, a source)."""


class RecordedFileError(ValueError):
    """A recorded file that cannot be shown: the sentence names the file and the field."""


@dataclass(frozen=True)
class Machine:
    cpu: str
    logical_cpus: int | None = None
    gpu: str | None = None
    driver: str | None = None
    cuda: str | None = None
    torch: str | None = None
    os: str | None = None
    devicelab: str | None = None


@dataclass(frozen=True)
class RecordedRun:
    """The lesson's run on one device of the recorded machine."""

    role: str
    device_name: str
    mode: str
    epochs: int
    record_every: int
    train_s: float
    us_per_epoch: float
    """After warm-up where measured; the total over the epochs where only that was reported."""
    warmup_s: float | None = None
    threads: int | None = None
    final_loss: float | None = None
    curve_epochs: tuple[int, ...] = ()
    curve_losses: tuple[float, ...] = ()


@dataclass(frozen=True)
class RecordedHomeworkPoint:
    role: str
    record_every: int
    """0: never."""
    train_s: float
    syncs: int | None = None
    printing: bool = False
    """The lesson's listings also print the loss every 100 epochs."""


@dataclass(frozen=True)
class RecordedCrossoverPoint:
    axis: str
    value: int
    role: str
    ms_per_epoch: float


@dataclass(frozen=True)
class Recorded:
    """One machine's recorded results, with where they came from."""

    kind: str
    title: str
    date: str
    source: str
    machine: Machine
    runs: tuple[RecordedRun, ...]
    homework: tuple[RecordedHomeworkPoint, ...] = ()
    crossover: tuple[RecordedCrossoverPoint, ...] = ()
    throughput: tuple[dict, ...] = ()
    anatomy: dict | None = None
    path: str = ""

    @property
    def measured(self) -> bool:
        return self.kind == "measured"

    def anatomies(self) -> list:
        """The recorded GPU epochs taken apart (AnatomyResult), plain and CUDA graph."""
        if self.anatomy is None:
            return []
        from core.experiments.anatomy import AnatomyResult

        found = [AnatomyResult.from_dict(p) for p in self.anatomy["anatomy"].values()]
        return [result for result in found if result.device.startswith("cuda")]

    def run(self, role: str, mode: str = "plain") -> RecordedRun | None:
        return next((r for r in self.runs if r.role == role and r.mode == mode), None)

    def provenance(self) -> Message:
        """Where a number comes from, after the device it belongs to."""
        if self.measured:
            text = QT_TRANSLATE_NOOP("Recorded", "recorded on {title}, {date}")
        else:
            text = QT_TRANSLATE_NOOP("Recorded", "reported by the lesson, {date}")
        return message(text, title=self.title, date=self.date)

    def label(self, device: str | None = None) -> Message:
        """How a chart or table names it (or one of its devices): the machine, the date,
        recorded or reported."""
        text = (
            QT_TRANSLATE_NOOP("Recorded", "{title}, recorded {date}")
            if self.measured
            else QT_TRANSLATE_NOOP("Recorded", "{title}, reported by the lesson ({date})")
        )
        return message(text, title=short_name(device) if device else self.title, date=self.date)


def load_recorded(path: str | Path) -> Recorded:
    """One recorded file, checked whole. Raises RecordedFileError naming the field."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise RecordedFileError(f"{path.name}: larger than {MAX_FILE_BYTES:,} bytes")
        data = json.loads(path.read_text(encoding="utf-8-sig"))  # a BOM: saved in Notepad
    except (OSError, ValueError, RecursionError) as error:  # 4,300+ digits, nesting
        raise RecordedFileError(f"{path.name}: not readable JSON ({error})") from error
    try:
        return _recorded(data, str(path))
    except _Bad as bad:
        raise RecordedFileError(f"{path.name}: {bad}") from None


@lru_cache(maxsize=1)
def shipped_recorded() -> tuple[Recorded, ...]:
    """The recorded results that ship with the app, measured ones first, then by date (read
    once: they do not change while the app runs)."""
    folder = files("resources") / "recorded"
    found = [
        load_recorded(Path(str(item))) for item in folder.iterdir() if item.name.endswith(".json")
    ]
    return tuple(sorted(found, key=lambda r: (r.kind != "measured", r.date, r.title)))


SHORT_NAME_DROPS = re.compile(
    r"\(R\)|\(TM\)|®|™|\bNVIDIA\b|\bGeForce\b|\bIntel\b|\bAMD\b|(?<!-)\bCore\b(?!(\(TM\))? ?Ultra)"
    r"|\b\d+(st|nd|rd|th) Gen\b|\bProcessor\b|\bCPU\b|@.*$",
    re.IGNORECASE,
)
"""Words a chart has no room for: vendors, brands, generations (kept in the model number),
"Processor", the clock."""


def short_name(device: str) -> str:
    """A device's name as a chart's row or legend shows it ("NVIDIA GeForce RTX 3080 Ti" →
    "RTX 3080 Ti", "12th Gen Intel Core i9-12900KF" → "i9-12900KF"); the whole name where
    nothing is left."""
    short = " ".join(SHORT_NAME_DROPS.sub(" ", device).split())
    return short or device


class _Bad(Exception):
    """A field that is wrong: its path and why (becomes a RecordedFileError)."""


def _get(data: dict, key: str, kind, where: str, *, optional: bool = False):
    if not isinstance(data, dict):
        raise _Bad(f"{where} must be an object")
    value = data.get(key)
    name = f"{where}.{key}" if where else key
    if value is None:
        if optional:
            return None
        raise _Bad(f"{name} is missing")
    if kind is float:
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
        ):
            raise _Bad(f"{name} must be a finite number (got {value!r})")
        return float(value)
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise _Bad(f"{name} must be an integer (got {value!r})")
    if kind is str and (not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT):
        raise _Bad(f"{name} must be a text of 1–{MAX_TEXT} characters")
    if kind in (list, dict) and not isinstance(value, kind):
        raise _Bad(f"{name} must be a {'list' if kind is list else 'object'}")
    return value


def _choice(data: dict, key: str, allowed: tuple, where: str) -> str:
    value = _get(data, key, str, where)
    if value not in allowed:
        raise _Bad(f"{where}.{key} must be one of {', '.join(allowed)} (got {value!r})")
    return value


@overload
def _positive(data: dict, key: str, where: str, *, optional: Literal[False] = False) -> float: ...
@overload
def _positive(data: dict, key: str, where: str, *, optional: bool = False) -> float | None: ...
def _positive(data: dict, key: str, where: str, *, optional: bool = False) -> float | None:
    value = _get(data, key, float, where, optional=optional)
    if value is not None and value <= 0:
        raise _Bad(f"{where}.{key} must be above 0 (got {value})")
    return value


def _recorded(data: object, path: str) -> Recorded:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _Bad(f'format must be "{FORMAT}"')
    if data.get("version") != VERSION:
        raise _Bad(f"version must be {VERSION} (got {data.get('version')!r})")
    kind = _choice(data, "kind", KINDS, "")
    date = _get(data, "date", str, "")
    if not _is_date(date):
        raise _Bad(f"date must be a day as YYYY-MM-DD (got {date!r})")
    runs = tuple(
        _run(run, f"runs[{n}]", kind) for n, run in enumerate(_get(data, "runs", list, ""))
    )
    if not runs:
        raise _Bad("runs must hold at least the lesson's run on one device")
    return Recorded(
        kind=kind,
        title=_get(data, "title", str, ""),
        date=date,
        source=_get(data, "source", str, ""),
        machine=_machine(_get(data, "machine", dict, "")),
        runs=runs,
        homework=tuple(
            _homework(point, f"homework[{n}]")
            for n, point in enumerate(_get(data, "homework", list, "", optional=True) or [])
        ),
        crossover=tuple(
            _crossover(point, f"crossover[{n}]")
            for n, point in enumerate(_get(data, "crossover", list, "", optional=True) or [])
        ),
        throughput=tuple(_get(data, "throughput", list, "", optional=True) or []),
        anatomy=_anatomy(_get(data, "anatomy", dict, "", optional=True)),
        path=path,
    )


def _anatomy(data: dict | None) -> dict | None:
    """gpu_check's anatomy part: each profile readable as an epoch's anatomy."""
    if data is None:
        return None
    from core.experiments.anatomy import AnatomyResult

    for label, profile in _get(data, "anatomy", dict, "anatomy").items():
        try:
            AnatomyResult.from_dict(profile)
        except ValueError as error:
            raise _Bad(f"anatomy.anatomy[{label!r}]: {error}") from None
    return data


def _is_date(text: str) -> bool:
    from datetime import date

    try:
        return date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _machine(data: dict) -> Machine:
    texts = {
        key: _get(data, key, str, "machine", optional=True)
        for key in ("gpu", "driver", "cuda", "torch", "os", "devicelab")
    }
    cpus = _get(data, "logical_cpus", int, "machine", optional=True)
    if cpus is not None and not 1 <= cpus <= 4096:
        raise _Bad(f"machine.logical_cpus must be from 1 to 4096 (got {cpus})")
    return Machine(cpu=_get(data, "cpu", str, "machine"), logical_cpus=cpus, **texts)


def _run(data: dict, where: str, kind: str) -> RecordedRun:
    epochs = _get(data, "epochs", int, where)
    low, high = EPOCHS_RANGE
    if not low <= epochs <= high:
        raise _Bad(f"{where}.epochs must be from {low} to {high:,} (got {epochs})")
    record_every = _get(data, "record_every", int, where)
    if record_every < 0:
        raise _Bad(f"{where}.record_every must be 0 (never) or more (got {record_every})")
    curve = _get(data, "curve", dict, where, optional=True)
    if curve is not None and kind == "reported":
        raise _Bad(f"{where}.curve: the lesson reported times only, never a curve")
    epochs_drawn, losses = _curve(curve, f"{where}.curve") if curve is not None else ((), ())
    threads = _get(data, "threads", int, where, optional=True)
    return RecordedRun(
        role=_choice(data, "role", ROLES, where),
        device_name=_get(data, "device_name", str, where),
        mode=_choice(data, "mode", MODES, where),
        epochs=epochs,
        record_every=record_every,
        train_s=_positive(data, "train_s", where),
        us_per_epoch=_positive(data, "us_per_epoch", where),
        warmup_s=_get(data, "warmup_s", float, where, optional=True),
        threads=threads,
        final_loss=_get(data, "final_loss", float, where, optional=True),
        curve_epochs=epochs_drawn,
        curve_losses=losses,
    )


def _curve(data: dict, where: str) -> tuple[tuple[int, ...], tuple[float, ...]]:
    epochs, losses = _get(data, "epochs", list, where), _get(data, "losses", list, where)
    if len(epochs) != len(losses) or not epochs:
        raise _Bad(f"{where}: epochs and losses must be two lists of the same, non-zero length")
    if any(isinstance(e, bool) or not isinstance(e, int) or e < 1 for e in epochs):
        raise _Bad(f"{where}.epochs must be epoch numbers from 1")
    if any(b <= a for a, b in itertools.pairwise(epochs)):
        raise _Bad(f"{where}.epochs must grow")
    if any(
        isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
        for v in losses
    ):
        raise _Bad(f"{where}.losses must be finite numbers")
    return tuple(epochs), tuple(float(v) for v in losses)


def _homework(data: dict, where: str) -> RecordedHomeworkPoint:
    every = _get(data, "record_every", int, where)
    if every < 0:
        raise _Bad(f"{where}.record_every must be 0 (never) or more (got {every})")
    printing = data.get("printing", False)
    if not isinstance(printing, bool):
        raise _Bad(f"{where}.printing must be true or false")
    return RecordedHomeworkPoint(
        role=_choice(data, "role", ROLES, where),
        record_every=every,
        train_s=_positive(data, "train_s", where),
        syncs=_get(data, "syncs", int, where, optional=True),
        printing=printing,
    )


def _crossover(data: dict, where: str) -> RecordedCrossoverPoint:
    value = _get(data, "value", int, where)
    if value < 1:
        raise _Bad(f"{where}.value must be 1 or more (got {value})")
    return RecordedCrossoverPoint(
        axis=_choice(data, "axis", tuple(CROSSOVER_AXES), where),
        value=value,
        role=_choice(data, "role", ROLES, where),
        ms_per_epoch=_positive(data, "ms_per_epoch", where),
    )


RECORDED_KIND = "recorded"
"""The Runs page's kind for recorded results (never one the run store holds)."""


def as_kept_runs(
    machines: tuple[Recorded, ...],
) -> list[tuple[StoredRun, tuple[list[int], list[float]]]]:
    """Each recorded run as the Runs page lists a kept one, read-only: a negative id, the
    kind ``recorded``, the status its kind (measured or reported), and its curve."""
    from core.runs.run_store import StoredRun

    listed: list[tuple[StoredRun, tuple[list[int], list[float]]]] = []
    for machine in machines:
        for run in machine.runs:
            stored = StoredRun(
                id=-(len(listed) + 1),
                batch=f"recorded:{machine.date}",
                started=machine.date,
                kind=RECORDED_KIND,
                device=run.device_name,
                machine={"host": machine.title, "torch": machine.machine.torch},
                settings={"mode": run.mode, "epochs": run.epochs, "record_every": run.record_every},
                status=machine.kind,
                result={
                    "epochs_completed": run.epochs,
                    "train_s": run.train_s,
                    "us_per_epoch": run.us_per_epoch,
                    "warmup_s": run.warmup_s,
                    "final_loss": run.final_loss,
                },
                conclusion=[],
            )
            listed.append((stored, (list(run.curve_epochs), list(run.curve_losses))))
    return listed
