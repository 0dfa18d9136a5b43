"""Errors a student can act on, raised by core and shown by the GUI and the CLI."""

from __future__ import annotations

from core.i18n import translate


class ConfigError(ValueError):
    """A training setting is out of range; ``field`` names it and starts the message."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field = field_name

    def naming(self, name: str) -> str:
        """The message with the field called ``name`` (a CLI flag or a form label)."""
        return name + str(self)[len(self.field) :]


def check_int(name: str, value: object, bounds: tuple[int, int], note: str = "") -> None:
    """Raise ConfigError unless ``value`` is an integer within ``bounds`` (inclusive)."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        if note:
            template = translate(
                "Errors",
                "{name} must be an integer from {low:,} to {high:,}; {note} (got {value!r})",
            )
        else:
            template = translate(
                "Errors", "{name} must be an integer from {low:,} to {high:,} (got {value!r})"
            )
        raise ConfigError(
            name, template.format(name=name, low=low, high=high, note=note, value=value)
        )
