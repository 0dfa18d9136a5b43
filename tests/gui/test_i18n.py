"""The window in Chinese and English: complete catalogues, a live switch, fonts, settings."""

import importlib.util
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QTableWidget,
    QTabWidget,
)

from gui import i18n
from gui.i18n import system_language
from gui.shell.settings import Settings

ROOT = Path(__file__).parents[2]
ENGLISH_PHRASE = re.compile(r"(?<![\w.&-])[A-Za-z][a-z]{2,}(?:\s+[a-z]{2,})+")
"""Two or more English words in a row: a sentence or a label left untranslated. Names
(CUDA, PyTorch, AMD EPYC, libnvidia-ml), code (model(x), loss.item()) and numbers do not
match."""


def _build_script():
    spec = importlib.util.spec_from_file_location("i18n_build", ROOT / "resources/i18n/build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_catalogues_are_complete_current_and_compiled_from_their_sources():
    """Fails when a string is unfinished in either language, when lupdate would add or drop
    a message, or when a shipped .qm is not what lrelease makes of its .ts."""
    assert _build_script().problems() == []


def test_moving_code_to_another_class_carries_its_translations(tmp_path):
    """A split class (the CPU & GPU page out of the Hardware tab) keeps its Chinese."""
    build = _build_script()
    ts = tmp_path / "zh.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="zh_CN"><context><name>NewPage</name>
<message><source>Model</source><translation type="unfinished"></translation></message>
<message><source>Brand new</source><translation type="unfinished"></translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    before = {("OldTab", "Model", ""): ["型号"], ("OldTab", "Brand new", ""): [""]}
    assert build.carry(ts, before, {"OldTab": "NewPage"}) == 1
    assert build.messages(ts) == {
        ("NewPage", "Model", ""): ["型号"],
        ("NewPage", "Brand new", ""): [""],
    }


def test_every_placeholder_survives_translation():
    build = _build_script()
    for language in i18n.LANGUAGES:
        for (context, source, _), forms in build.messages(build.catalogue(language)).items():
            wanted = sorted(re.findall(r"\{[^}]*\}", source))
            for form in forms:
                assert sorted(re.findall(r"\{[^}]*\}", form)) == wanted, (language, context, source)


def test_the_catalogues_ship_with_the_package():
    from importlib.resources import files

    folder = files("resources") / "i18n"
    for language in i18n.LANGUAGES:
        assert (folder / f"devicelab_{language}.qm").is_file()
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"i18n/*.qm"' in pyproject
    assert "i18n" in (ROOT / "build.spec").read_text(encoding="utf-8")


def _shown_texts(window) -> list[tuple[object, str]]:
    """Every text the window shows: labels, buttons, titles, tabs, column headers, the
    current entries of combo boxes, tooltips and the status bar."""
    found = [(window.statusBar(), window.statusBar().currentMessage())]
    for widget in window.findChildren(QLabel):
        found.append((widget, widget.text()))
    for widget in window.findChildren(QAbstractButton):
        found.append((widget, widget.text()))
    for widget in window.findChildren(QGroupBox):
        found.append((widget, widget.title()))
    for widget in window.findChildren(QTabWidget):
        found += [(widget, widget.tabText(index)) for index in range(widget.count())]
    for widget in window.findChildren(QTableWidget):
        headers = (widget.horizontalHeaderItem(column) for column in range(widget.columnCount()))
        found += [(widget, item.text()) for item in headers if item is not None]
    for widget in window.findChildren(QComboBox):
        found.append((widget, widget.currentText()))
    for widget in window.findChildren(QAbstractButton) + window.findChildren(QComboBox):
        found.append((widget, widget.toolTip()))
    for menu in window.menuBar().actions():
        found.append((menu, menu.text()))
        found += [(action, action.text()) for action in menu.menu().actions()]
    return found


def _needs_a_chinese_font() -> None:
    if i18n.chinese_font_family() is None:
        pytest.skip("no font here draws Chinese: apt-get install fonts-noto-cjk (CI does)")


def test_switching_to_chinese_live_leaves_no_english_in_any_tab(qtbot, window):
    _needs_a_chinese_font()
    window.start_probes()
    qtbot.waitUntil(lambda: window.hardware_tab.probes_done, timeout=20_000)
    window.show_ready()
    window.view.set_language("zh_CN", remember=False)
    left = {
        (type(widget).__name__, phrase)
        for widget, text in _shown_texts(window)
        for phrase in ENGLISH_PHRASE.findall(re.sub(r"<[^>]+>", " ", text or ""))
    }
    assert left == set()
    assert (
        window.statusBar().currentMessage()
        == i18n.QCoreApplication.translate("MainWindow", "Ready.")
        != "Ready."
    )
    assert window.tabs.tabText(0) == "硬件"
    window.view.set_language("en", remember=False)
    assert window.tabs.tabText(0) == "Hardware"


def test_a_live_switch_gives_every_widget_the_chinese_font_and_back(qtbot, window):
    """Styled widgets take a new font only when the style sheet is set again: a switch
    whose sheet text is unchanged must still reach them (else Chinese falls back to
    whatever font the system picks, at another size)."""
    from PySide6.QtWidgets import QLabel

    _needs_a_chinese_font()
    label = window.training_tab.findChild(QLabel)
    window.view.set_language("zh_CN", remember=False)
    assert i18n.chinese_font_family() in label.font().families()
    window.view.set_language("en", remember=False)
    assert i18n.chinese_font_family() not in label.font().families()


@pytest.mark.slow
def test_a_result_keeps_its_numbers_when_the_language_changes(qtbot, window):
    _needs_a_chinese_font()
    tab = window.training_tab
    tab.epochs_box.setValue(300)
    tab.start()
    qtbot.waitUntil(lambda: not tab.is_running, timeout=30_000)
    before = {key: label.text() for key, label in tab.result_labels.items()}
    window.view.set_language("zh_CN", remember=False)
    after = {key: label.text() for key, label in tab.result_labels.items()}
    for key, text in before.items():
        numbers = r"\d+(?:[.,]\d+)*"  # 20,000 and 0.3412; never a sentence's comma
        assert sorted(re.findall(numbers, after[key])) == sorted(re.findall(numbers, text)), key
    assert "300" in after["train"] and "轮" in after["train"]
    window.view.set_language("en", remember=False)
    assert {key: label.text() for key, label in tab.result_labels.items()} == before


def test_the_language_menu_offers_both_languages_and_the_system(window):
    _needs_a_chinese_font()
    names = [action.text() for action in window.view.languages.actions()]
    assert names == ["Follow the system", "简体中文", "English"]
    chinese = window.view.languages.actions()[1]
    chinese.trigger()
    assert chinese.isChecked() and window.settings.language() == "zh_CN"
    assert window.view.languages.actions()[0].text() == "跟随系统"
    window.view.languages.actions()[2].trigger()


@pytest.mark.parametrize("stored", ["fr", "", "zh_CN; rm -rf /", 3])
def test_an_unknown_stored_language_follows_the_system(tmp_path, stored):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("ui/language", stored)
    assert Settings(store).language() == "system"


def test_without_a_chinese_font_the_window_stays_english_and_says_so_once(
    qapp, monkeypatch, capsys
):
    monkeypatch.setattr(i18n, "chinese_font_family", lambda: None)
    qapp.setProperty("devicelab_font_warned", False)
    try:
        assert i18n.set_language(qapp, "zh_CN") == "en"
        assert i18n.set_language(qapp, "zh_CN") == "en"
        warned = capsys.readouterr().err
        assert warned.count("fonts-noto-cjk") == 1
        assert QApplication.translate("MainWindow", "Hardware") == "Hardware"
    finally:
        i18n.set_language(qapp, "en")


def test_a_chinese_system_locale_means_chinese(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(i18n, "system_language", system_language)  # the real one
    monkeypatch.setattr(QLocale, "system", lambda: QLocale(QLocale.Language.Chinese))
    assert i18n.resolve("system") == "zh_CN"
    monkeypatch.setattr(QLocale, "system", lambda: QLocale(QLocale.Language.German))
    assert i18n.resolve("system") == "en"


def test_counts_take_their_plural_in_english_and_one_form_in_chinese(qapp):
    text = "Wrote %n run(s) ({rows} rows) to {path}."
    i18n.set_language(qapp, "en")
    assert QApplication.translate("RunsPage", text, "", 1).startswith("Wrote 1 run (")
    assert QApplication.translate("RunsPage", text, "", 3).startswith("Wrote 3 runs (")
    if i18n.chinese_font_family() is not None:
        i18n.set_language(qapp, "zh_CN")
        assert "3 条运行记录" in QApplication.translate("RunsPage", text, "", 3)


def test_in_projector_mode_the_language_menu_shows_its_entries_whole(qtbot, window):
    """Fusion sized a checkable item for a small check mark and drew a 20 pt one: the text
    left beside it was elided ("跟…统")."""
    from PySide6.QtWidgets import QStyle

    _needs_a_chinese_font()
    window.view.set_language("zh_CN", remember=False)
    window.view.projector.trigger()
    menu = window.view.languages.actions()[0].associatedObjects()[-1]
    menu.ensurePolished()
    menu.sizeHint()  # lays its items out as a popup would
    indicator = menu.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, menu)
    for action in window.view.languages.actions():
        room = menu.actionGeometry(action).width() - menu.fontMetrics().horizontalAdvance(
            action.text()
        )
        assert room >= 2 * indicator, action.text()


def test_a_status_sentence_still_shown_follows_a_language_switch(qtbot, window):
    """Projector mode turned on in English, then Chinese chosen: the status bar said the
    projector sentence in English under a Chinese window."""
    _needs_a_chinese_font()
    window.view.projector.trigger()
    english = window.statusBar().currentMessage()
    assert english.startswith("Projector mode on")
    window.view.set_language("zh_CN", remember=False)
    said = window.statusBar().currentMessage()
    assert said.startswith("投影模式已开启") and said != english
    window.view.set_language("en", remember=False)
    assert window.statusBar().currentMessage() == english
    window.view.projector.trigger()
