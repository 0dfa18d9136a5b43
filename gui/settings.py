"""What DeviceLab remembers between sessions, read with a type, a range and a default.

QSettings holds whatever was written last, by this version or another, or by hand: every
value is checked when read, and anything unreadable or out of range gives the default.
"""

from __future__ import annotations

import json
from dataclasses import asdict

from PySide6.QtCore import QByteArray, QSettings

from core.errors import ConfigError
from core.training import TrainConfig
from gui.appearance import THEMES, ZOOM_STEPS, Appearance
from gui.i18n import LANGUAGES, system_language


class Settings:
    """Typed access to QSettings (organisation and application names are set before)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings()

    def _text(self, key: str) -> str | None:
        value = self.store.value(key)
        return value if isinstance(value, str) else None

    def language(self) -> str:
        value = self._text("ui/language")
        return value if value in LANGUAGES else system_language()

    def set_language(self, language: str) -> None:
        self.store.setValue("ui/language", language)

    def appearance(self) -> Appearance:
        theme = self._text("ui/theme")
        projector = self._text("ui/projector")
        try:
            zoom = float(self._text("ui/zoom") or "1")
        except ValueError:
            zoom = 1.0
        return Appearance(
            theme=theme if theme in THEMES else "system",
            projector=projector == "true",
            zoom=zoom if ZOOM_STEPS[0] <= zoom <= ZOOM_STEPS[-1] else 1.0,
        )

    def set_appearance(self, appearance: Appearance) -> None:
        self.store.setValue("ui/theme", appearance.theme)
        self.store.setValue("ui/projector", "true" if appearance.projector else "false")
        self.store.setValue("ui/zoom", f"{appearance.zoom:g}")

    def train_config(self) -> TrainConfig | None:
        """The last training settings, or None when there are none or they do not validate.

        The device is checked later, against the devices found on this machine.
        """
        text = self._text("training/last_config")
        if text is None:
            return None
        try:
            config = TrainConfig(**json.loads(text))
            return config.validated(devices=[config.device])
        except (ValueError, TypeError, ConfigError):
            return None

    def set_train_config(self, config: TrainConfig) -> None:
        self.store.setValue("training/last_config", json.dumps(asdict(config)))

    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)

    def sync(self) -> None:
        self.store.sync()
