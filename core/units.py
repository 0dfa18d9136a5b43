"""How DeviceLab writes clocks and sizes; None stays None so each view says "unknown" its way.

``Text`` is a sentence core produces for people (a reason, an explanation, a conclusion):
a ``str`` in the language of the moment it was made, that can be said again in the
language chosen later (``shown``), so that a window switching language live re-renders
results it already holds. Without a GUI translator it is plain English, as the CLI prints.
"""

from __future__ import annotations

from core.i18n import translate


class Text(str):
    """``translate(context, source).format(**fields)``, remembering how it was made.

    ``source`` must be marked for lupdate where it is written:
    ``Text("Names", QT_TRANSLATE_NOOP("Names", "Tier {tier}: {meaning}."), tier=5, meaning=…)``.
    A field that is itself a ``Text`` is re-rendered with it.
    """

    context: str
    source: str
    fields: dict[str, object]

    def __new__(cls, context: str, source: str, **fields: object) -> Text:
        made = super().__new__(cls, _render(context, source, fields))
        made.context, made.source, made.fields = context, source, fields
        return made

    def shown(self) -> str:
        """The text in the language chosen now."""
        return _render(self.context, self.source, self.fields)

    def with_fields(self, **changes: object) -> Text:
        """The same sentence with some fields replaced (a form label for a field name)."""
        return Text(self.context, self.source, **{**self.fields, **changes})

    def __reduce__(self):  # copy.deepcopy (dataclasses.asdict) and pickle keep the recipe
        return (_remake, (self.context, self.source, self.fields))


def _remake(context: str, source: str, fields: dict[str, object]) -> Text:
    return Text(context, source, **fields)


def _render(context: str, source: str, fields: dict[str, object]) -> str:
    template = translate(context, source)
    if not fields:
        return template
    return template.format(**{name: shown(value) for name, value in fields.items()})


def shown(value: object) -> object:
    """A ``Text`` in the language chosen now; anything else unchanged."""
    return value.shown() if isinstance(value, Text) else value


def ghz(value: float | None) -> str | None:
    """3.1 → '3.10 GHz'."""
    return None if value is None else f"{value:.2f} GHz"


def gib(size_bytes: int | None) -> str | None:
    """12 × 2**30 → '12.0 GiB'."""
    return None if size_bytes is None else f"{size_bytes / 2**30:.1f} GiB"


def mib(size_bytes: int | None) -> str | None:
    """2 × 2**20 → '2 MiB'."""
    return None if size_bytes is None else f"{size_bytes / 2**20:g} MiB"


def size(size_bytes: int | None) -> str | None:
    """Bytes in the largest binary unit that keeps a number ≥ 1: 332 B, 1.5 GiB, 100.4 GiB."""
    if size_bytes is None:
        return None
    value = float(size_bytes)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(value) < 1024:
            return f"{value:,.0f} {unit}" if unit == "B" else f"{value:,.1f} {unit}"
        value /= 1024
    return f"{value:,.1f} TiB"
