"""Lesson files: a demo a teacher prepares at home and opens in class (JSON).

A lesson file holds the training settings, the tab to open, the chosen experiment and its
settings, the ``__call__`` preset and which controls are hidden. ``load`` checks all of it
before anything is applied, and every problem is a ``LessonFileError`` naming the field.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

from core.call_presets import PRESETS
from core.cli import TABS
from core.errors import ConfigError
from core.i18n import translate
from core.training import TrainConfig

FORMAT = "devicelab-lesson"
VERSION = 1
MAX_BYTES = 1_000_000
"""A lesson file is a few hundred bytes; anything over a megabyte is not one."""
EXPERIMENT_PAGES = ("race", "homework", "crossover", "runs")


class LessonFileError(ValueError):
    """The file cannot be used; the message says why in the user's language."""


@dataclass(frozen=True)
class Lesson:
    """One prepared demo."""

    training: TrainConfig = field(default_factory=TrainConfig)
    tab: str = "hardware"
    experiment: dict = field(default_factory=lambda: {"page": "race"})
    call_preset: str = "counter"
    hidden: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "tab": self.tab,
            "training": asdict(self.training),
            "experiment": self.experiment,
            "call_preset": self.call_preset,
            "hidden": list(self.hidden),
        }


def _error(source: str, **values: object) -> LessonFileError:
    return LessonFileError(translate("LessonFile", source).format(**values))


def _choice(data: dict, key: str, allowed: tuple[str, ...] | list[str], default: str) -> str:
    value = data.get(key, default)
    if value not in allowed:
        raise _error(
            "{field} must be one of {allowed} (got {value})",
            field=key,
            allowed=", ".join(allowed),
            value=json.dumps(value, ensure_ascii=False),
        )
    return value


def from_json(data: object) -> Lesson:
    """A Lesson from parsed JSON, or LessonFileError naming the first bad field."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _error("This is not a DeviceLab lesson file (no \"format\": \"{format}\").",
                     format=FORMAT)
    version = data.get("version")
    if version != VERSION:
        raise _error(
            "This lesson file has version {version}; this DeviceLab reads version {supported}.",
            version=json.dumps(version),
            supported=VERSION,
        )
    training = data.get("training", {})
    if not isinstance(training, dict):
        raise _error("training must be an object of settings")
    known = set(TrainConfig.__dataclass_fields__)
    unknown = sorted(set(training) - known)
    if unknown:
        raise _error(
            "training has an unknown setting {name} (known: {known})",
            name=unknown[0],
            known=", ".join(sorted(known)),
        )
    try:
        config = TrainConfig(**training)
        config.validated(devices=[config.device])
    except ConfigError as error:
        raise _error("training.{field}: {message}", field=error.field, message=error) from None
    experiment = data.get("experiment", {"page": "race"})
    if not isinstance(experiment, dict):
        raise _error("experiment must be an object with a page")
    _choice(experiment, "page", EXPERIMENT_PAGES, "race")
    hidden = data.get("hidden", [])
    if not isinstance(hidden, list) or not all(isinstance(name, str) for name in hidden):
        raise _error("hidden must be a list of control names")
    return Lesson(
        training=config,
        tab=_choice(data, "tab", TABS, "hardware"),
        experiment=experiment,
        call_preset=_choice(data, "call_preset", list(PRESETS), "counter"),
        hidden=tuple(hidden),
    )


def load(path: str | os.PathLike) -> Lesson:
    """Read and check a lesson file; LessonFileError says what is wrong with it."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise _error("Cannot read {path}: {reason}", path=path, reason=error.strerror) from None
    if len(raw) > MAX_BYTES:
        raise _error("{path} is larger than a lesson file can be (1 MB).", path=path)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise _error("{path} is not valid JSON: {reason}", path=path, reason=error) from None
    return from_json(data)


def save(path: str | os.PathLike, lesson: Lesson) -> None:
    """Write the lesson; the old file stays whole if writing fails (a temporary file is
    renamed over it)."""
    target = Path(path)
    text = json.dumps(lesson.to_json(), indent=2, ensure_ascii=False) + "\n"
    temporary: str | None = None
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".lesson-", suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, target)
    except OSError as error:
        if temporary is not None and os.path.exists(temporary):
            os.remove(temporary)
        raise _error("Cannot write {path}: {reason}", path=path, reason=error.strerror) from None
