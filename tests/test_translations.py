"""Every string the app shows exists, finished, in Chinese and English, and ships compiled."""

import importlib.util
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("i18n_build", ROOT / "resources/i18n/build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
AREA_LANGUAGES = [(area, language) for area in build.AREAS for language in build.LANGUAGES]


@pytest.mark.parametrize("area", build.AREAS)
def test_every_string_in_the_sources_is_in_the_translation_files(area):
    missing = build.missing_strings(area)
    assert not missing, f"run python resources/i18n/build.py and translate: {sorted(missing)}"


@pytest.mark.parametrize(("area", "language"), AREA_LANGUAGES)
def test_every_translation_is_finished_and_keeps_its_placeholders(area, language):
    messages = build.messages(build.ts_path(language, area))
    assert messages, f"{area} has no strings"
    for (context, source), translation in messages.items():
        where = f"{language}/{area}.ts {context}: {source!r}"
        assert translation.get("type") != "unfinished", f"unfinished: {where}"
        assert (translation.text or "").strip(), f"empty: {where}"
        assert sorted(PLACEHOLDER.findall(translation.text)) == sorted(
            PLACEHOLDER.findall(source)
        ), f"placeholders differ: {where} → {translation.text!r}"


def test_the_chinese_is_chinese():
    """A translation may keep code or units, but most of each area must be in Chinese."""
    for area in build.AREAS:
        messages = build.messages(build.ts_path("zh_CN", area)).values()
        chinese = [t for t in messages if re.search(r"[\u4e00-\u9fff]", t.text or "")]
        assert len(chinese) >= 0.7 * len(messages), f"{area}: {len(chinese)}/{len(messages)}"


@pytest.mark.parametrize("language", build.LANGUAGES)
def test_the_compiled_files_are_up_to_date(tmp_path, language):
    files = [str(build.ts_path(language, area)) for area in build.AREAS]
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [build.tool("pyside6-lrelease"), *files, "-qm", str(fresh)], check=True, capture_output=True
    )
    assert fresh.read_bytes() == build.qm_path(language).read_bytes(), (
        "run python resources/i18n/build.py"
    )


def test_the_window_and_the_command_line_offer_the_same_languages():
    from core.cli import UI_LANGUAGES, UI_THEMES
    from gui.appearance import THEMES
    from gui.i18n import LANGUAGES

    assert tuple(LANGUAGES) == UI_LANGUAGES == build.LANGUAGES
    assert THEMES == UI_THEMES


def test_switching_language_translates_qt_and_core_texts_and_back(qapp):
    from PySide6.QtCore import QCoreApplication

    from core.i18n import translate
    from gui.i18n import set_language

    try:
        assert set_language(qapp, "zh_CN")
        chinese = QCoreApplication.translate("MainWindow", "Training")
        assert re.search(r"[\u4e00-\u9fff]", chinese)
        assert translate("MainWindow", "Training") == chinese
    finally:
        set_language(qapp, "en")
    assert translate("MainWindow", "Training") == "Training"
