"""The window's translations, read without Qt, for the command line.

The catalogues (``resources/i18n/devicelab_<language>.ts``) are XML; the command line reads
the one it needs with ``xml.etree`` (about 20 ms) instead of loading Qt for its ``.qm``. The
same messages therefore read the same in the window and in the terminal.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from functools import cache
from importlib.resources import files

from core.i18n import Translate, english

LANGUAGES = ("zh_CN", "en")
"""The languages DeviceLab speaks; English is the source language."""


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for, as the C library reads it: ``LC_ALL``, then
    ``LC_MESSAGES``, then ``LANG`` (``LANGUAGE``'s list first, as gettext does). Chinese for
    any ``zh`` locale, English otherwise."""
    environ = os.environ if environ is None else environ
    wanted = environ.get("LANGUAGE", "").split(":")[0]
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            wanted = wanted or environ[name]
            break
    return "zh_CN" if wanted.lower().startswith("zh") else "en"


def translator(language: str) -> Translate:
    """(context, source) → the text in ``language``; English keeps the source text. A text
    the catalogue lacks, or a catalogue that cannot be read, falls back to English."""
    if language == "en":
        return english
    table = _table(language)
    return lambda context, text: table.get((context, text)) or text


@cache
def _table(language: str) -> dict[tuple[str, str], str]:
    path = files("resources") / "i18n" / f"devicelab_{language}.ts"
    try:
        root = ET.fromstring(path.read_bytes())
    except (OSError, ET.ParseError):
        return {}
    table = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            text = forms[0] if forms else translation.text or ""
            if text:
                table[(name, message.findtext("source", ""))] = text
    return table
