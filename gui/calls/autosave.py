"""The ``__call__`` lab's code survives a crash and a restart.

Each edit restarts a one-second timer; when it fires, the editor's code and preset are
written atomically (``core.files.write_atomically``) to the app-data folder. At the next
start the lab puts that code back, and "Restore the preset" is one click away. A laptop
whose battery dies loses at most the last second of typing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal, Slot

from core.files import write_atomically

AUTOSAVE_DELAY_MS = 1_000
"""How long after the last keystroke the code is written."""
AUTOSAVE_NAME = "call_lab_autosave.json"
MAX_CODE_CHARS = 1_000_000
"""Code longer than this is not autosaved (no snippet is a megabyte)."""


def autosave_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME


class Saved(NamedTuple):
    """What the lab left on disk: its preset, its code, and whether that code came in a
    lesson file and was never confirmed (it still asks before its first run after a
    restart: once the autosave brought it back unmarked, and Run started it)."""

    preset: str
    code: str
    unconfirmed: bool = False


def read_autosave(path: Path) -> Saved | None:
    """The saved preset and code, or None when there is none or it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: nested past the stack
        return None
    if not isinstance(data, dict):
        return None
    preset, code = data.get("preset"), data.get("code")
    if not isinstance(preset, str) or not isinstance(code, str):
        return None
    return Saved(preset, code, data.get("unconfirmed") is True)


class Autosave(QObject):
    """Writes the code a second after the last change; ``flush`` writes it now."""

    failed = Signal(str)
    """The code could not be written (a full disk): why."""

    def __init__(self, path: Path, read_state, parent: QObject | None = None) -> None:
        """``read_state`` returns the ``Saved`` to write."""
        super().__init__(parent)
        self.path, self.read_state = path, read_state
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(AUTOSAVE_DELAY_MS)
        self.timer.timeout.connect(self.flush)

    @Slot()
    def changed(self) -> None:
        self.timer.start()  # restarts: one write a second after the last keystroke

    @Slot()
    def flush(self) -> None:
        self.timer.stop()
        saved = self.read_state()
        if len(saved.code) > MAX_CODE_CHARS:
            return
        try:
            write_atomically(self.path, json.dumps(saved._asdict()))
        except OSError as error:
            self.failed.emit(error.strerror or str(error))
