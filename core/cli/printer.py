"""How the commands write: in the command's language, padded by terminal columns.

A ``Printer`` is made once per command by ``run_headless`` for the language ``--lang`` or
the locale asks for, and handed to the command; ``--json`` output stays English
(``json_ready``).
"""

from __future__ import annotations

import math
import sys
import unicodedata
from typing import NoReturn

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, Translate, english, render

UNKNOWN = QT_TRANSLATE_NOOP("Cli", "unknown")


class Printer:
    """Renders messages and marked text in one language and lays out rows and tables."""

    def __init__(self, translate: Translate = english) -> None:
        self.translate = translate

    def say(self, value: object) -> str:
        """A message, marked text or value in the command's language."""
        return render(value, self.translate)

    def row(self, label: Text | str, value: object, indent: int = 2) -> str:
        """ "  model            Intel …": a label padded to 17 columns, then its value."""
        return " " * indent + left(self.say(label), 17) + self.say(value)

    def header(self, *cells: tuple[Text | str, int], first: tuple[Text, int] | None = None) -> str:
        """A table's header: ``first`` (the row names) left-aligned, each other title
        right-aligned in its width."""
        titles = [right(self.say(title), width) for title, width in cells]
        if first is not None:
            titles.insert(0, left(self.say(first[0]), first[1]))
        return "  " + " ".join(titles)

    def bullets(self, lines: list) -> None:
        """A conclusion or notes, one "  · " line each."""
        for line in lines:
            print(f"  · {self.say(line)}")

    def warn(self, said: Message) -> None:
        """A problem that does not stop the command, on stderr."""
        print(self.say(said), file=sys.stderr)

    def fail(self, command: str, said: str) -> NoReturn:
        """Stop ``command`` with its error on stderr and exit code 2."""
        print(f"devicelab {command}: error: {said}", file=sys.stderr)
        raise SystemExit(2)


def columns(text: str) -> int:
    """How many terminal columns ``text`` takes: Chinese characters take two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def left(text: str, width: int) -> str:
    return text + " " * max(width - columns(text), 1 if width else 0)


def right(text: str, width: int) -> str:
    return " " * max(width - columns(text), 0) + text


def json_ready(value):
    """JSON has no NaN: non-finite floats become null; a message is its English sentence."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, dict):
        return {key: json_ready(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [json_ready(item) for item in value]
    return value


def known(value: object, spec: str = "") -> object:
    """``value`` formatted by ``spec``, or the marked word "unknown" (rendered by ``say``)."""
    return UNKNOWN if value is None or value == "" else format(value, spec)


def ms(seconds: float | None) -> str:
    return "–" if seconds is None else f"{seconds * 1000:.3f}"
