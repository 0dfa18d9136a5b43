"""The crossover's table on the command line: ms per epoch per device at each size."""

from __future__ import annotations

from core.cli.printer import Printer, right
from core.i18n import QT_TRANSLATE_NOOP, message


def print_crossover(result: dict, out: Printer) -> None:
    from core.experiments.crossover_axes import AXIS_TITLES

    axis = out.say(AXIS_TITLES[result["axis"]])
    title = QT_TRANSLATE_NOOP("Cli", "Crossover: {axis} (median ms per epoch, warm-up apart)")
    print(out.say(message(title, axis=axis)))
    devices = "".join(f"{d:>12}" for d in result["devices"])
    print(
        f"  {right(axis, 10)}{devices}{right(out.say(QT_TRANSLATE_NOOP('Cli', 'CPU threads')), 13)}"
    )
    for value in result["values"]:
        points = [p for p in result["points"] if p["value"] == value]
        measured = {p["device"]: p for p in points}
        cells = "".join(_cell(measured.get(device)) for device in result["devices"])
        threads = next((str(p["threads"]) for p in points if p["device"] == "cpu"), "–")
        print(f"  {value:>10,}{cells}{threads:>13}")
    out.bullets(result["conclusion"])


def _cell(point: dict | None) -> str:
    """A step's milliseconds per epoch, marked * when it was disturbed (the note says why)."""
    if point is None:
        return f"{'–':>12}"
    mark = " *" if point.get("unreliable") else ""
    return f"{point['seconds_per_epoch'] * 1000:.3f}{mark}".rjust(12)
