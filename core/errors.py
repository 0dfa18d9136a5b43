"""Errors a student can act on, raised by core and shown by the GUI and the CLI.

A ``ConfigError``'s sentence is a message whose ``{field}`` is filled in where it is shown:
the field's name in English, a CLI flag, or the form's label in the user's language.
"""

from __future__ import annotations

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, Translate, english

NOT_AN_INTEGER_IN = QT_TRANSLATE_NOOP(
    "Errors", "{field} must be an integer from {low:,} to {high:,} (got {value!r})"
)
NOT_AN_INTEGER_IN_NOTED = QT_TRANSLATE_NOOP(
    "Errors", "{field} must be an integer from {low:,} to {high:,}; {note} (got {value!r})"
)
NOT_ONE_OF = QT_TRANSLATE_NOOP("Errors", "{field} must be one of {choices} (got {value!r})")
ZERO_MEANS_NEVER = QT_TRANSLATE_NOOP("Errors", "0 = never")


class SaidError(Exception):
    """An error whose sentence is a message, said in the reader's language where shown."""

    def __init__(self, said: Message) -> None:
        self.message = said
        super().__init__(str(said))


class ConfigError(ValueError):
    """A setting is out of range; ``field`` names it, ``message`` says what is allowed."""

    def __init__(self, field_name: str, template: Text, **fields: object) -> None:
        self.field = field_name
        self.message = Message(template, {"field": field_name, **fields})
        super().__init__(str(self.message))

    def named(self, name: str) -> Message:
        """The message with the field called ``name`` (a CLI flag, a form label, a key)."""
        return Message(self.message.template, {**self.message.fields, "field": name})

    def naming(self, name: str, translate: Translate = english) -> str:
        """The sentence with the field called ``name``, in the language of ``translate``."""
        return self.named(name).render(translate)


def check_int(name: str, value: object, bounds: tuple[int, int], note: Text | None = None) -> None:
    """Raise ConfigError unless ``value`` is an integer within ``bounds`` (inclusive)."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        if note is None:
            raise ConfigError(name, NOT_AN_INTEGER_IN, low=low, high=high, value=value)
        raise ConfigError(name, NOT_AN_INTEGER_IN_NOTED, low=low, high=high, value=value, note=note)


def check_choice(name: str, value: object, choices: tuple[str, ...] | list[str]) -> None:
    """Raise ConfigError unless ``value`` is one of ``choices``."""
    if value not in choices:
        raise ConfigError(name, NOT_ONE_OF, choices=", ".join(choices), value=value)
