"""A seeded fuzz test of the settings file: whatever an interrupted save, another
version or a hand did to ``devicelab.ini``, every setting reads back as a valid value."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QByteArray, QSettings

from core.training import TrainConfig
from gui.shell.appearance import THEMES, Appearance
from gui.shell.settings import LANGUAGE_CHOICES, Settings

PIECES = (b"[", b"]", b"=", b"\n", b'"', b"\\", b",", b"@ByteArray(", b"@Variant(", b"\x00", b"{")


def _mutated(data: bytes, chance: random.Random) -> bytes:
    damaged = bytearray(data)
    for _ in range(chance.randint(1, 8)):
        at = chance.randrange(len(damaged) + 1)
        way = chance.randrange(4)
        if way == 0 and damaged:
            damaged[min(at, len(damaged) - 1)] = chance.randrange(256)
        elif way == 1:
            damaged[at:at] = chance.choice(PIECES)
        elif way == 2:
            del damaged[at : at + chance.randint(1, 40)]
        else:
            damaged[at:at] = chance.randbytes(chance.randint(1, 12))
    return bytes(damaged)


def _saved(path) -> bytes:
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    settings.set_appearance(Appearance("dark", projector=True, zoom=1.5))
    settings.set_language("zh_CN")
    settings.set_lesson_pane(False)
    settings.set_recent_lessons(["/home/学生/第34天.devicelab", "C:\\lessons\\a b.devicelab"])
    settings.set_train_config(TrainConfig(epochs=500, lr=0.05))
    settings.set_tab(2)
    settings.set_window(QByteArray(b"\x01\xd9\xd0\xcb" * 16), QByteArray(b"\x00\xff" * 40))
    assert settings.sync() is None
    return path.read_bytes()


@pytest.mark.slow
# Qt warns about a damaged @Variant(...) value and reads it as nothing: that is all it does.
@pytest.mark.qt_log_ignore("Trying to construct an instance of an invalid type")
def test_a_thousand_mutated_settings_files_each_read_back_as_valid_settings(tmp_path):
    data = _saved(tmp_path / "original.ini")
    chance = random.Random(34)
    for trial in range(1000):
        path = tmp_path / f"devicelab-{trial}.ini"
        path.write_bytes(_mutated(data, chance))
        settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
        appearance = settings.appearance()
        assert appearance.theme in THEMES and isinstance(appearance.projector, bool)
        assert settings.language() in LANGUAGE_CHOICES
        assert isinstance(settings.lesson_pane(), bool)
        assert all(isinstance(p, str) and p for p in settings.recent_lessons())
        config = settings.train_config()
        config.validated(devices=[config.device])  # every field checks out
        assert 0 <= settings.tab(4) < 4
        for window in (settings.geometry(), settings.state()):
            assert window is None or isinstance(window, QByteArray)
