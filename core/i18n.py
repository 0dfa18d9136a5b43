"""core's sentences for the user, in any language, without Qt.

``QT_TRANSLATE_NOOP(context, text)`` marks a text: ``pyside6-lupdate`` finds the call by its
name and puts the text into the window's catalogues (``resources/i18n/build.py``). It
returns the text as a ``Text``, a ``str`` that remembers its context. A sentence with values
is a ``Message``: its template and the values, never a finished English string. ``str()``
gives English (the command line's default); the window renders it through Qt's translator
(``gui.i18n.render``), again after a live language switch.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast, overload

Translate = Callable[[str, str], str]
"""(context, source text) → the text in the user's language."""


class Text(str):
    """A text marked for translation: a ``str`` that knows its catalogue context."""

    context: str = ""

    def render(self, translate: Translate) -> str:
        return translate(self.context, str(self))


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:
    """``text``, marked for translation in ``context`` (named as Qt's macro: the name is
    what lupdate reads)."""
    marked = Text(text)
    marked.context = context
    return marked


def english(_context: str, text: str) -> str:
    """The translator that keeps the source language."""
    return text


class Message:
    """A marked template and its values; a value may itself be a ``Text`` or ``Message``.
    Not a dataclass: ``dataclasses.asdict`` of a report keeps it whole, and the command
    line's JSON writes it as its English sentence."""

    __slots__ = ("fields", "template")

    def __init__(self, template: Text, fields: dict[str, object] | None = None) -> None:
        self.template = template
        self.fields = dict(fields or {})

    def render(self, translate: Translate = english) -> str:
        values = {name: _rendered(value, translate) for name, value in self.fields.items()}
        return self.template.render(translate).format(**values)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Message({str(self.template)!r}, {self.fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.template, self.fields) == (other.template, other.fields)

    def __hash__(self) -> int:
        return hash(str(self.template))


def message(template: Text, **fields: object) -> Message:
    """``message(QT_TRANSLATE_NOOP("Names", "{vendor} made this processor."), vendor=v)``."""
    return Message(template, fields)


def short_title(title: str) -> str:
    """A title without its explanation in parentheses, in either language: "plain (the
    lesson's loop)" → "plain", "普通（课程中的循环）" → "普通"."""
    return title.split(" (")[0].split("（")[0]


class ShortTitle(Message):
    """A title said without its explanation in parentheses, in either language: "plain
    (the lesson's loop)" → "plain", "普通（课程中的循环）" → "普通"."""

    __slots__ = ()

    def __init__(self, title: Text) -> None:
        super().__init__(title)

    def render(self, translate: Translate = english) -> str:
        return short_title(super().render(translate))


Item = TypeVar("Item")
LIST_PAIR = QT_TRANSLATE_NOOP("Lists", "{head}, {tail}")
"""A list's first item and the rest: ", " in English, "，" in Chinese."""


def listed(items: Sequence[Item]) -> Message | Item | str:
    """``items`` as one list punctuated in the reader's language ("a, b, c", "甲，乙，丙"):
    a ``Message`` of nested pairs; one item is itself, none is ""."""
    if not items:
        return ""
    said: Message | Item = items[-1]
    for item in reversed(items[:-1]):
        said = message(LIST_PAIR, head=item, tail=said)
    return said


def render(value: object, translate: Translate = english) -> str:
    """A ``Message``, ``Text`` or plain value as the user reads it."""
    return value.render(translate) if isinstance(value, Text | Message) else str(value)


def _rendered(value: object, translate: Translate) -> object:
    if isinstance(value, Message | Text):
        return value.render(translate)
    return value


@overload
def to_data(value: Message | dict) -> dict[str, object]: ...
@overload
def to_data(value: list | tuple) -> list[object]: ...
@overload
def to_data(value: object) -> object: ...
def to_data(value: object) -> object:
    """A value as JSON data that ``from_data`` turns back into what it was: a ``Message``
    keeps its template and fields, a ``Text`` its context (so a stored conclusion is shown
    in whatever language the reader uses); dicts and lists are walked."""
    if isinstance(value, Message):
        fields = {name: to_data(field) for name, field in value.fields.items()}
        return {"template": to_data(value.template), "fields": fields}
    if isinstance(value, Text):
        return {"context": value.context, "text": str(value)}
    if isinstance(value, dict):
        return {str(key): to_data(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_data(item) for item in value]
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


@overload
def from_data(data: list) -> list[object]: ...
@overload
def from_data(data: object) -> object: ...
def from_data(data: object) -> object:
    """The inverse of ``to_data``."""
    if isinstance(data, dict) and set(data) == {"template", "fields"}:
        fields = {name: from_data(field) for name, field in data["fields"].items()}
        # to_data wrote the template from a Text: from_data makes it one again
        return Message(cast(Text, from_data(data["template"])), fields)
    if isinstance(data, dict) and set(data) == {"context", "text"}:
        return QT_TRANSLATE_NOOP(data["context"], data["text"])
    if isinstance(data, dict):
        return {key: from_data(item) for key, item in data.items()}
    if isinstance(data, list):
        return [from_data(item) for item in data]
    return data
