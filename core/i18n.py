"""Translatable text in core, without Qt.

``translate(context, source)`` is the call that ``pyside6-lupdate`` finds in the sources;
the GUI installs Qt's translator with ``set_translator`` and core's texts follow the
language chosen there. Without a translator (the CLI, the tests) the English source is
returned. Sources are ``str.format`` templates: translate first, then format, so that a
translator sees ``{seconds:.2f} s`` and not a number.

``QT_TRANSLATE_NOOP`` marks a text kept in a table (found by lupdate, translated where it
is shown with ``translate``).
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str], str]


def _untranslated(_context: str, source: str) -> str:
    return source


_translator: Translator = _untranslated


def set_translator(translator: Translator | None) -> None:
    """Use ``translator(context, source)`` for every core text (None: English sources)."""
    global _translator
    _translator = translator or _untranslated


def translate(context: str, source: str) -> str:
    """The current language's text for ``source`` (the source itself when untranslated)."""
    return _translator(context, source) or source


def QT_TRANSLATE_NOOP(_context: str, source: str) -> str:
    """Mark ``source`` for translation where it is defined; ``translate`` it where shown."""
    return source
