"""What DeviceLab remembers between sessions, read with a type, a range and a default.

QSettings holds whatever was written last, by this version, another one, or a hand with a
text editor: every value is checked when read, and anything unreadable, of the wrong type
or out of range gives its default. Nothing unchecked ever reaches a control.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import asdict, fields, replace
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from core.errors import ConfigError
from core.training import MODES, TrainConfig
from gui.i18n import CHOICES as LANGUAGE_CHOICES
from gui.shell.appearance import THEMES, ZOOM_STEPS, Appearance

ORGANISATION = APPLICATION = "DeviceLab"
DEVICE_NAME = re.compile(r"cpu|mps|(?:cuda|xpu):\d{1,2}")


def _store() -> QSettings:
    """An INI file in the user's configuration folder, on every system alike."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
    )


class Settings:
    """Typed access to the settings; ``remember=False`` reads defaults and writes nothing
    (``--screenshot`` and ``--self-test`` look the same on every machine)."""

    def __init__(self, store: QSettings | None = None, *, remember: bool = True) -> None:
        self.store = store if store is not None else _store()
        self.remember = remember

    def _value(self, key: str) -> object:
        return self.store.value(key) if self.remember else None

    def _set(self, key: str, value: object) -> None:
        if self.remember:
            self.store.setValue(key, value)

    def appearance(self) -> Appearance:
        theme, projector, zoom = (self._value(f"ui/{k}") for k in ("theme", "projector", "zoom"))
        return Appearance(
            theme=theme if theme in THEMES else "system",
            projector=projector in (True, "true"),
            zoom=_zoom(zoom),
        )

    def set_appearance(self, appearance: Appearance) -> None:
        self._set("ui/theme", appearance.theme)
        self._set("ui/projector", "true" if appearance.projector else "false")
        self._set("ui/zoom", f"{appearance.zoom:g}")

    def language(self) -> str:
        """View → Language: "system" (the default), "zh_CN" or "en"."""
        choice = self._value("ui/language")
        return choice if choice in LANGUAGE_CHOICES else "system"

    def set_language(self, choice: str) -> None:
        self._set("ui/language", choice)

    def lesson_pane(self) -> bool:
        """View → Lesson pane: shown unless it was hidden (a student alone needs it)."""
        return self._value("view/lesson_pane") not in (False, "false")

    def set_lesson_pane(self, shown: bool) -> None:
        self._set("view/lesson_pane", "true" if shown else "false")

    def recent_lessons(self) -> list[str]:
        """File → Recent lessons, newest first (paths; whatever is not one is dropped)."""
        value = self._value("lessons/recent")
        paths = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return [path for path in paths if isinstance(path, str) and path][:20]

    def set_recent_lessons(self, paths: list[str]) -> None:
        self._set("lessons/recent", paths)

    def train_config(self) -> TrainConfig:
        """The last training settings; each field that does not check out is the lesson's.

        Whether the device exists and the mode can run here is checked when a run starts."""
        try:
            stored = json.loads(str(self._value("training/config") or "{}"))
        except (ValueError, RecursionError):  # not JSON, or nested past Python's stack
            stored = {}
        config = TrainConfig()
        if not isinstance(stored, dict):
            return config
        for field in fields(TrainConfig):
            if field.name in stored:
                config = _with_field(config, field.name, stored[field.name])
        return config

    def set_train_config(self, config: TrainConfig) -> None:
        self._set("training/config", json.dumps(asdict(config)))

    def tab(self, count: int) -> int:
        value = self._value("window/tab")
        try:
            index = int(str(value))
        except ValueError:
            return 0
        return index if 0 <= index < count else 0

    def set_tab(self, index: int) -> None:
        self._set("window/tab", index)

    def geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    def state(self) -> QByteArray | None:
        return self._bytes("window/state")

    def set_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._set("window/geometry", geometry)
        self._set("window/state", state)

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def reset(self) -> None:
        """Forget everything: the next read gives every default."""
        if self.remember:
            self.store.clear()

    def sync(self) -> str | None:
        """Write the settings to disk; why they could not be, if so (a read-only folder)."""
        if not self.remember:
            return None
        self.store.sync()
        if self.store.status() == QSettings.Status.NoError:
            return None
        return QCoreApplication.translate(
            "Settings",
            "Settings cannot be saved in {path} (its folder cannot be written): changes last "
            "until the window closes.",
        ).format(path=self.store.fileName())


def _zoom(value: object) -> float:
    try:
        zoom = float(str(value))
    except ValueError:
        return 1.0
    return zoom if math.isfinite(zoom) and ZOOM_STEPS[0] <= zoom <= ZOOM_STEPS[-1] else 1.0


def _with_field(config: TrainConfig, name: str, value: object) -> TrainConfig:
    """``config`` with one stored field, if that field checks out; else unchanged."""
    if name == "mode" and value not in MODES:
        return config
    if name == "device" and not (isinstance(value, str) and DEVICE_NAME.fullmatch(value)):
        return config
    try:
        field: dict[str, Any] = {name: value}  # validated() below checks its type
        candidate = replace(config, **field)
        replace(candidate, mode="plain").validated(devices=[candidate.device])
    except (ConfigError, TypeError, ValueError):
        return config
    return candidate
