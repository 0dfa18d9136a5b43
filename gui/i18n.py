"""The window's languages: Qt translators for DeviceLab and Qt's own dialogs, a live switch,
and a font that draws Chinese.

``set_language(app, "zh_CN")`` swaps the installed translators; Qt then sends
``LanguageChange`` to every widget, and each one (``Retranslating``) calls its
``retranslate``. Catalogues: ``resources/i18n/devicelab_<language>.qm``, made from the
``.ts`` files by ``python resources/i18n/build.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib.resources import as_file, files
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QTabWidget, QWidget

from core import i18n as core_i18n
from core.catalogue import LANGUAGES

CHOICES = ("system", *LANGUAGES)
"""What the user picks in View → Language: follow the system, or one language."""
LANGUAGE_NAMES = {"zh_CN": "简体中文", "en": "English"}
"""Each language named in itself: found by a reader of either language."""
CJK_FAMILIES = (
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "Microsoft YaHei",
    "PingFang SC",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Hiragino Sans GB",
    "SimHei",
)
"""Fonts that draw Simplified Chinese, best first; any other font that does comes last."""
NO_CJK_FONT = (
    "DeviceLab: no font on this machine draws Chinese, so Chinese text would show as boxes. "
    "On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk (Windows and macOS have one "
    "built in). Showing English until then."
)
"""Said once, in English (the reader may not read Chinese yet), where no font draws it."""

_translators: list[QTranslator] = []


class Words:
    """The words a widget shows that follow the language: each setter (``label.setText``)
    with the function that writes its text (``lambda: self.tr("Model")``, which lupdate
    reads). The text is set now and again at every ``retranslate``; setting the same
    setter again replaces its function (a status that changes with the state)."""

    def __init__(self) -> None:
        self._texts: dict[Callable[[Any], object], Callable[[], Any]] = {}

    def __call__(self, setter: Callable[[Any], object], text: Callable[[], object]) -> None:
        self._texts[setter] = text
        setter(text())

    def retranslate(self) -> None:
        for setter, text in self._texts.items():
            setter(text())


if TYPE_CHECKING:
    _Widget = QWidget  # the checker sees the widget that the mixin always goes with
else:
    _Widget = object


class Retranslating(_Widget):
    """Mixin for a widget whose texts follow the language: a ``LanguageChange`` (sent to
    every widget when the language switches) calls its ``retranslate``, which sets its
    ``words`` again; a widget with more to redo (a plot, a table's headers) extends it."""

    _words: Words

    @property
    def words(self) -> Words:
        try:
            return self._words
        except AttributeError:
            self._words = Words()
            return self._words

    def retranslate(self) -> None:
        """Set every text of this widget again, in the current language."""
        self.words.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def render(value: object) -> str:
    """core's ``Message`` or ``Text`` (or any value) in the current language."""
    return core_i18n.render(value, QCoreApplication.translate)


def name_tabs(tabs: QTabWidget, titles: list[str]) -> None:
    """Each page's title, in order: ``words(partial(name_tabs, pages), lambda: [...])``."""
    for index, title in enumerate(titles):
        tabs.setTabText(index, title)


def word_label(owner: Retranslating, text: Callable[[], str]) -> QLabel:
    """A label (a form row's title) whose words follow the language with ``owner``'s."""
    label = QLabel()
    owner.words(label.setText, text)
    return label


def word_button(
    owner: Retranslating,
    text: Callable[[], str],
    tooltip: Callable[[], str],
    clicked: Callable[[], object] | None = None,
) -> QPushButton:
    """A button whose words and tooltip follow the language with ``owner``'s; ``clicked``,
    when given, is called when it is pressed."""
    button = QPushButton()
    owner.words(button.setText, text)
    owner.words(button.setToolTip, tooltip)
    if clicked is not None:
        button.clicked.connect(clicked)
    return button


def system_language() -> str:
    """zh_CN for a Chinese system locale (zh_TW and zh_HK readers read it better than
    English), English for any other."""
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def resolve(choice: str) -> str:
    """The language a choice means here: "system" becomes the system's."""
    return system_language() if choice == "system" else choice


def chinese_font_family() -> str | None:
    """A font on this machine that draws Simplified Chinese, or None."""
    available = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    preferred = [family for family in CJK_FAMILIES if family in available]
    no_font: list[str | None] = [None]
    return (preferred or available or no_font)[0]


def set_language(app: QCoreApplication, choice: str) -> str:
    """Switch every text to the chosen language; return the language now shown. Chinese
    without a font to draw it falls back to English, said once on stderr."""
    if choice not in CHOICES:
        raise ValueError(f"language must be one of {', '.join(CHOICES)} (got {choice!r})")
    language = resolve(choice)
    if language == "zh_CN" and chinese_font_family() is None:
        _warn_once(app)
        language = "en"
    if app.property("devicelab_language") == language and _translators:
        return language  # already shown: no widget needs its words again
    while _translators:
        app.removeTranslator(_translators.pop())
    with as_file(files("resources") / "i18n") as folder:
        _install(app, f"devicelab_{language}", str(folder))
    # Qt's own texts (OK, Cancel, the file dialog); a slim build may leave them out.
    _install(
        app, f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    )
    QLocale.setDefault(QLocale(language))
    app.setProperty("devicelab_language", language)
    # Qt posts LanguageChange to the windows: deliver it now, so that every text is in the
    # new language when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    gui_app = cast(QGuiApplication, app)  # read only where it has a font (hasattr below)
    if hasattr(app, "setFont") and font_for(language, gui_app.font()) != gui_app.font():
        gui_app.setFont(font_for(language, gui_app.font()))
    return language


def current_language() -> str:
    app = QCoreApplication.instance()
    language = app.property("devicelab_language") if app is not None else None
    return language if language in LANGUAGES else "en"


def font_for(language: str, font: QFont) -> QFont:
    """``font`` with a Chinese font behind it for zh_CN (Latin letters and digits keep the
    UI font's look), without it for English."""
    chosen = QFont(font)
    families = [family for family in font.families() if family not in CJK_FAMILIES]
    cjk = chinese_font_family()
    if language == "zh_CN" and cjk is not None:
        families.append(cjk)
    chosen.setFamilies(families or [QFont().defaultFamily()])
    return chosen


def _install(app: QCoreApplication, name: str, folder: str) -> bool:
    translator = QTranslator(app)
    if not translator.load(name, folder):
        return False
    app.installTranslator(translator)
    _translators.append(translator)
    return True


def _warn_once(app: QCoreApplication) -> None:
    if not app.property("devicelab_font_warned"):
        app.setProperty("devicelab_font_warned", True)
        print(NO_CJK_FONT, file=sys.stderr)
