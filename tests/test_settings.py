"""Settings come back as they were left; anything unreadable falls back to the default."""

import pytest
from PySide6.QtCore import QByteArray, QSettings

from core.training import TrainConfig
from gui.appearance import Appearance
from gui.settings import Settings


@pytest.fixture
def settings(qapp, tmp_path):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_what_is_saved_comes_back(settings):
    settings.set_language("zh_CN")
    settings.set_appearance(Appearance("dark", True, 1.5))
    config = TrainConfig(device="cuda:1", epochs=300, lr=0.1, mode="deferred")
    settings.set_train_config(config)
    settings.set_geometry(QByteArray(b"\x01\x02"))
    settings.sync()
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert again.language() == "zh_CN"
    assert again.appearance() == Appearance("dark", True, 1.5)
    assert again.train_config() == config
    assert again.geometry() == QByteArray(b"\x01\x02")


def test_nothing_saved_gives_the_defaults(settings, monkeypatch):
    monkeypatch.setattr("gui.settings.system_language", lambda: "zh_CN")
    assert settings.language() == "zh_CN"  # the system's
    assert settings.appearance() == Appearance()
    assert settings.train_config() is None
    assert settings.geometry() is None


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("ui/language", "klingon"),
        ("ui/language", 42),
        ("ui/theme", "purple"),
        ("ui/zoom", "huge"),
        ("ui/zoom", "1e9"),
        ("ui/zoom", "nan"),
        ("ui/projector", "maybe"),
        ("training/last_config", "{not json"),
        ("training/last_config", '{"epochs": 0}'),
        ("training/last_config", '{"colour": "red"}'),
        ("training/last_config", "[1, 2]"),
        ("window/geometry", "garbage"),
    ],
)
def test_an_unreadable_or_out_of_range_value_gives_the_default(settings, key, value):
    settings.store.setValue(key, value)
    assert settings.language() in ("en", "zh_CN")
    assert settings.appearance() == Appearance()
    assert settings.train_config() is None
    assert settings.geometry() is None
