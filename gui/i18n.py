"""Languages: Qt translators for DeviceLab and Qt's own dialogs, live switching, CJK fonts.

``set_language(app, "zh_CN")`` removes the translators installed before, installs the
new ones and core's translator; Qt then sends ``LanguageChange`` to every widget and each
one retranslates itself (``changeEvent`` → ``retranslate``).
"""

from __future__ import annotations

from importlib.resources import as_file, files

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QRawFont
from PySide6.QtWidgets import QApplication

from core.i18n import set_translator

LANGUAGES = {"en": "English", "zh_CN": "简体中文"}
DEFAULT_LANGUAGE = "en"
CJK_FAMILIES = (
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Microsoft YaHei",
    "PingFang SC",
    "Hiragino Sans GB",
    "SimHei",
    "Noto Serif CJK SC",
)
"""Fonts that draw Simplified Chinese, best first; any other font with the writing system
is the last resort."""

_installed: list[QTranslator] = []


def system_language() -> str:
    """zh_CN for any Chinese system locale (zh_TW, zh_HK read it better than English)."""
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def chinese_font_family() -> str | None:
    """A font on this machine that draws Simplified Chinese, or None (text would be boxes)."""
    available = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    for family in CJK_FAMILIES:
        if family in available:
            return family
    return available[0] if available else None


def can_show(language: str) -> bool:
    return language != "zh_CN" or chinese_font_family() is not None



def _install(app: QCoreApplication, path: str, name: str) -> bool:
    translator = QTranslator(app)
    if not translator.load(name, path):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True


def set_language(app: QApplication, language: str) -> bool:
    """Switch every text to ``language``; False if its ``.qm`` file is missing."""
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (got {language!r})")
    while _installed:
        app.removeTranslator(_installed.pop())
    with as_file(files("resources") / "i18n") as folder:
        found = _install(app, str(folder), f"devicelab_{language}")
    if language != DEFAULT_LANGUAGE:
        # Qt's own buttons and dialogs (OK, Cancel, file dialogs); missing in a slim build.
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        _install(app, qt_folder, f"qtbase_{language}")
    set_translator(QCoreApplication.translate)
    app.setFont(font_for(language, app.font()))
    QLocale.setDefault(QLocale(language))
    app.setProperty("devicelab_language", language)
    return found


def current_language(app: QCoreApplication) -> str:
    return app.property("devicelab_language") or DEFAULT_LANGUAGE


def font_for(language: str, font: QFont) -> QFont:
    """``font`` with a Chinese font behind the UI font (kept for Latin letters and digits)."""
    chosen = QFont(font)
    families = [family for family in font.families() if family not in CJK_FAMILIES]
    cjk = chinese_font_family()
    if language == "zh_CN" and cjk is not None:
        families.append(cjk)
    chosen.setFamilies(families or [QFont().defaultFamily()])
    return chosen


def missing_glyphs(text: str, font: QFont) -> set[str]:
    """The characters of ``text`` that no family of ``font`` (nor Qt's fallback) can draw."""
    raw_fonts = [QRawFont.fromFont(QFont(family, 12)) for family in font.families()]
    raw_fonts.append(QRawFont.fromFont(font))
    return {
        char
        for char in set(text)
        if not char.isspace() and not any(raw.supportsCharacter(char) for raw in raw_fonts)
    }


def is_language_change(event: QEvent) -> bool:
    """For ``changeEvent``: the language was switched and the widget should retranslate."""
    return event.type() == QEvent.Type.LanguageChange
