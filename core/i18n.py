"""Marking core's user-visible texts for translation without Qt.

``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged; ``pyside6-lupdate`` finds
the call by its name and puts the text into the window's catalogues
(``resources/i18n/build.py``), where the GUI translates it with
``QCoreApplication.translate(context, text)`` when it shows it. core stays Qt-free.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text``, marked for translation in ``context`` (named as Qt's macro: the name is
    what lupdate reads)."""
    return text
