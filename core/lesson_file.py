"""Lesson files: a demo a teacher prepares at home and opens in class (versioned JSON).

A lesson holds the training settings, the experiment page and its settings, the
``__call__`` preset or edited code, the open lesson step, the hidden pages and the
language. ``load`` checks all of it before anything is applied: a problem is one
``LessonFileError`` naming the field and what it allows, so a window applies a lesson
whole or not at all. Keys a newer DeviceLab wrote are kept (``extra``) and written back.
``save`` writes a temporary file and renames it over the old one: a failed save never
loses the previous file.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import overload

from core.calls.presets import PRESETS
from core.catalogue import LANGUAGES
from core.errors import ConfigError
from core.files import read_regular_file, write_atomically
from core.hardware.device_forms import device_forms_text, is_device_form
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message
from core.pages import TABS, hideable, page_names, run_kinds, tabs_with_pages
from core.runs.run_store import STATUSES as RUN_STATUSES
from core.runs.run_store import wrong_field
from core.training import EPOCHS_RANGE, MODES, TrainConfig

FORMAT = "devicelab-lesson"
VERSION = 1
SUFFIX = ".devicelab"
MAX_BYTES = 10_000_000
"""A lesson is a few kilobytes, and its embedded runs a few megabytes at most."""
MAX_RUNS = 50
MAX_POINTS = 2_000
"""Points of a curve an embedded run keeps (evenly chosen, the first and last kept)."""
MAX_CODE_CHARS = 100_000
MAX_NAME_CHARS = 100
STEPS = ("01_cpu_name", "02_gpu_name", "03_to_device", "04_gpu_slower", "05_homework", "06_call")
"""The lesson's six steps, in its order: reading a CPU name, reading a GPU, ``.to(device)``,
why the GPU was slower, the homework, ``__call__`` (the panes show them)."""


class LessonFileError(ValueError):
    """The file cannot be used; ``message`` says why (a core message: either language)."""

    def __init__(self, said: Message) -> None:
        super().__init__(str(said))
        self.message = said


@dataclass(frozen=True)
class Lesson:
    """One prepared demo, checked."""

    training: TrainConfig = field(default_factory=TrainConfig)
    tab: str = "hardware"
    step: str = "01_cpu_name"
    experiment: str = "race"
    call_preset: str = "counter"
    call_code: str | None = None
    """The edited code, or None for the preset's own."""
    hidden: tuple[str, ...] = ()
    language: str | None = None
    """None: the window keeps its language."""
    runs: tuple[dict, ...] = ()
    """Runs carried in the file (``core.runs.run_store.embedded`` form), so that a class
    sees results measured on another machine."""
    extra: dict = field(default_factory=dict)
    """Keys from a newer DeviceLab, kept and written back unchanged."""

    def to_json(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, **self.extra}
        data.update(
            training=asdict(self.training),
            tab=self.tab,
            step=self.step,
            experiment=self.experiment,
            call={"preset": self.call_preset, "code": self.call_code},
            hidden=list(self.hidden),
            language=self.language,
            runs=list(self.runs),
        )
        return data


def _error(template: Text, **fields: object) -> LessonFileError:
    return LessonFileError(message(template, **fields))


NOT_ONE_OF = QT_TRANSLATE_NOOP("LessonFile", "{field} must be one of {allowed} (got {value})")


@overload
def _choice(data: dict, key: str, allowed: tuple[str, ...], default: str) -> str: ...
@overload
def _choice(data: dict, key: str, allowed: tuple[str, ...], default: None) -> str | None: ...
def _choice(data: dict, key: str, allowed: tuple[str, ...], default: str | None) -> str | None:
    value = data.get(key, default)
    if value is None and default is None:
        return None
    if not isinstance(value, str) or value not in allowed:
        shown = json.dumps(value, ensure_ascii=False)[:MAX_NAME_CHARS]
        raise _error(NOT_ONE_OF, field=key, allowed=", ".join(allowed), value=shown)
    return value


def _training(data: object) -> TrainConfig:
    """The training settings, each checked against its range (a device by its form only:
    the class's machine may lack the GPU of the teacher's)."""
    if not isinstance(data, dict):
        raise _error(QT_TRANSLATE_NOOP("LessonFile", "training must be an object of settings"))
    known = {item.name for item in fields(TrainConfig)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise _error(
            QT_TRANSLATE_NOOP("LessonFile", "training has no setting {name} (it has: {known})"),
            name=unknown[0][:MAX_NAME_CHARS],
            known=", ".join(sorted(known)),
        )
    device = data.get("device", "cpu")
    if not is_device_form(device):
        shown = json.dumps(device, ensure_ascii=False)[:MAX_NAME_CHARS]
        raise _error(NOT_ONE_OF, field="training.device", allowed=device_forms_text(), value=shown)
    _choice(data, "mode", MODES, "plain")
    try:
        return TrainConfig(**data).validated(devices=[device])
    except ConfigError as error:
        raise LessonFileError(error.named(f"training.{error.field}")) from None


def _call(data: object) -> tuple[str, str | None]:
    if not isinstance(data, dict):
        raise _error(QT_TRANSLATE_NOOP("LessonFile", "call must be an object with a preset"))
    preset = _choice(data, "preset", tuple(PRESETS), "counter")
    code = data.get("code")
    if code is not None and (not isinstance(code, str) or len(code) > MAX_CODE_CHARS):
        raise _error(
            QT_TRANSLATE_NOOP(
                "LessonFile", "call.code must be text of at most {limit:,} characters"
            ),
            limit=MAX_CODE_CHARS,
        )
    return preset, code


def _hidden(data: object) -> tuple[str, ...]:
    allowed = hideable()
    if not isinstance(data, list) or len(data) > len(allowed):
        raise _error(
            QT_TRANSLATE_NOOP("LessonFile", "hidden must be a list of pages from: {allowed}"),
            allowed=", ".join(allowed),
        )
    for name in data:
        if name not in allowed:
            shown = json.dumps(name, ensure_ascii=False)[:MAX_NAME_CHARS]
            raise _error(NOT_ONE_OF, field="hidden", allowed=", ".join(allowed), value=shown)
    names = tuple(dict.fromkeys(data))
    emptied = emptied_tab(names)
    if emptied is not None:
        raise _error(LEAVES_EMPTY, tab=emptied)
    return names


LEAVES_EMPTY = QT_TRANSLATE_NOOP(
    "LessonFile", "hidden would leave the {tab} tab with no page: keep at least one of its pages"
)


def emptied_tab(hidden: tuple[str, ...]) -> str | None:
    """A tab every one of whose pages is in ``hidden`` (the first), or None."""
    for tab in tabs_with_pages():
        if all(f"{tab}.{page}" in hidden for page in page_names(tab)):
            return tab
    return None


BAD_RUN = QT_TRANSLATE_NOOP(
    "LessonFile",
    "runs[{index}] is not a run DeviceLab kept: {problem}",
)


def _runs(data: object) -> tuple[dict, ...]:
    """Embedded runs, each checked for the fields and types the run store needs."""
    if not isinstance(data, list) or len(data) > MAX_RUNS:
        raise _error(
            QT_TRANSLATE_NOOP("LessonFile", "runs must be a list of at most {limit} runs"),
            limit=MAX_RUNS,
        )
    for index, run in enumerate(data):
        problem = _run_problem(run)
        if problem is not None:
            raise _error(BAD_RUN, index=index, problem=problem)
    return tuple(data)


TEXT, OBJECT, LIST, NUMBER = (
    QT_TRANSLATE_NOOP("LessonFile", "text"),
    QT_TRANSLATE_NOOP("LessonFile", "an object"),
    QT_TRANSLATE_NOOP("LessonFile", "a list"),
    QT_TRANSLATE_NOOP("LessonFile", "a number"),
)
RUN_FIELDS = {
    "started": (str, TEXT),
    "kind": (str, TEXT),
    "device": (str, TEXT),
    "machine": (dict, OBJECT),
    "settings": (dict, OBJECT),
    "status": (str, TEXT),
    "conclusion": (list, LIST),
    "curve": (dict, OBJECT),
}
FIELD_TYPE = QT_TRANSLATE_NOOP("LessonFile", "{name} must be {type}")


def _run_problem(run: object) -> Message | Text | None:
    """What is wrong with one embedded run, or None."""
    if not isinstance(run, dict):
        return QT_TRANSLATE_NOOP("LessonFile", "it is not an object")
    for name, (kind, title) in RUN_FIELDS.items():
        if not isinstance(run.get(name), kind):
            return message(FIELD_TYPE, name=name, type=title)
    if not isinstance(run.get("result"), dict | None):
        return message(FIELD_TYPE, name="result", type=OBJECT)
    if run["kind"] not in run_kinds() or run["status"] not in RUN_STATUSES[1:]:
        return message(
            QT_TRANSLATE_NOOP("LessonFile", "kind {kind} or status {status} is unknown"),
            kind=json.dumps(run["kind"][:MAX_NAME_CHARS]),
            status=json.dumps(run["status"][:MAX_NAME_CHARS]),
        )
    carried_from = run.get("carried_from", "")
    if not isinstance(carried_from, str):
        return message(FIELD_TYPE, name="carried_from", type=TEXT)
    if max(len(run["device"]), len(run["started"]), len(carried_from)) > MAX_NAME_CHARS:
        return QT_TRANSLATE_NOOP("LessonFile", "its device or start time is too long")
    return _fields_problem(run) or _curve_problem(run["curve"])


def _curve_problem(curve: dict) -> Message | Text | None:
    epochs, losses = curve.get("epochs"), curve.get("losses")
    if not isinstance(epochs, list) or not isinstance(losses, list) or len(epochs) != len(losses):
        return QT_TRANSLATE_NOOP("LessonFile", "its curve must hold as many epochs as losses")
    if len(epochs) > MAX_POINTS:
        return message(
            QT_TRANSLATE_NOOP("LessonFile", "its curve has more than {limit:,} points"),
            limit=MAX_POINTS,
        )
    low, high = EPOCHS_RANGE
    whole = all(isinstance(e, int) and not isinstance(e, bool) and low <= e <= high for e in epochs)
    real = all(_finite(x) for x in losses)
    if not (whole and real):
        return message(
            QT_TRANSLATE_NOOP(
                "LessonFile",
                "its curve must hold epochs from {low} to {high:,} and finite losses",
            ),
            low=low,
            high=high,
        )
    return None


def _finite(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _fields_problem(run: dict) -> Message | Text | None:
    """The settings, the machine and the result hold what the pages that show them read
    (``wrong_field``, as the run store checks its rows), and a mode one DeviceLab knows."""
    wrong = wrong_field(run["settings"], run["machine"], run.get("result"))
    if wrong is not None:
        name, kind = wrong
        return message(FIELD_TYPE, name=name, type={"text": TEXT, "number": NUMBER}.get(kind, LIST))
    mode = run["settings"].get("mode")
    if mode is not None and mode not in MODES:
        return message(FIELD_TYPE, name="settings.mode", type=", ".join(MODES))
    return None


def from_json(data: object) -> Lesson:
    """A Lesson from parsed JSON, or LessonFileError naming the first bad field."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _error(
            QT_TRANSLATE_NOOP(
                "LessonFile", 'This is not a DeviceLab lesson file (no "format": "{format}").'
            ),
            format=FORMAT,
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise _error(
            QT_TRANSLATE_NOOP(
                "LessonFile",
                "This lesson file has version {version}; this DeviceLab reads versions 1 to "
                "{supported}. A newer DeviceLab made it: update DeviceLab to open it.",
            ),
            version=json.dumps(version)[:MAX_NAME_CHARS],
            supported=VERSION,
        )
    preset, code = _call(data.get("call", {}))
    known = {"format", "version", "training", "tab", "step", "experiment", "call", "hidden"}
    known.update(("language", "runs"))
    return Lesson(
        training=_training(data.get("training", {})),
        tab=_choice(data, "tab", TABS, "hardware"),
        step=_choice(data, "step", STEPS, "01_cpu_name"),
        experiment=_choice(data, "experiment", page_names("experiments"), "race"),
        call_preset=preset,
        call_code=code,
        hidden=_hidden(data.get("hidden", [])),
        language=_choice(data, "language", LANGUAGES, None),
        runs=_runs(data.get("runs", [])),
        extra={key: value for key, value in data.items() if key not in known},
    )


def load(path: str | os.PathLike) -> Lesson:
    """Read and check a lesson file; LessonFileError says what is wrong with it."""
    try:
        raw = read_regular_file(path, MAX_BYTES)  # a pipe hung the window in open()
    except OSError as error:
        raise _error(
            QT_TRANSLATE_NOOP("LessonFile", "Cannot read {path}: {reason}"),
            path=str(path),
            reason=error.strerror or str(error),
        ) from None
    if len(raw) > MAX_BYTES:
        raise _error(
            QT_TRANSLATE_NOOP(
                "LessonFile", "{path} is larger than a lesson file can be ({limit} MB)."
            ),
            path=str(path),
            limit=MAX_BYTES // 1_000_000,
        )
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # a BOM: a lesson saved in Notepad
        _check_text(data)
    except (ValueError, RecursionError) as error:  # ValueError: JSON, UTF-8, 4,300+ digits
        raise _error(
            QT_TRANSLATE_NOOP(
                "LessonFile", "{path} is not a whole lesson file (cut short or damaged): {reason}"
            ),
            path=str(path),
            reason=str(error)[:200],
        ) from None
    return from_json(data)


def _check_text(value: object, depth: int = 0) -> None:
    """Every text in the file is valid Unicode (JSON allows a lone surrogate, "\\ud800",
    that no file, database or window can hold). Raises ValueError."""
    if isinstance(value, str):
        value.encode("utf-8")  # UnicodeEncodeError (a ValueError) for a lone surrogate
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_text(key, depth + 1)
            _check_text(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check_text(item, depth + 1)


def save(path: str | os.PathLike, lesson: Lesson) -> None:
    """Write the lesson; the old file stays whole if writing fails."""
    target = Path(path)
    text = json.dumps(lesson.to_json(), indent=2, ensure_ascii=False) + "\n"
    try:
        write_atomically(target, text)
    except OSError as error:
        raise _error(
            QT_TRANSLATE_NOOP("LessonFile", "Cannot write {path}: {reason}"),
            path=str(path),
            reason=error.strerror or str(error),
        ) from None
