"""The threads experiment's table on the command line: ms per epoch idle and with one
core busy, per thread count."""

from __future__ import annotations

from core.cli.printer import Printer, left, ms
from core.i18n import QT_TRANSLATE_NOOP

RUN_NAMES = {
    "lesson": QT_TRANSLATE_NOOP("Cli", "lesson"),
    "large": QT_TRANSLATE_NOOP("Cli", "large"),
}
"""The two runs' names in the table's first column (the lesson's MLP, the large run)."""


def print_threads(result: dict, out: Printer) -> None:
    print(
        out.say(
            QT_TRANSLATE_NOOP(
                "Cli", "Threads: more cores, faster? (mean ms per epoch, warm-up apart)"
            )
        )
    )
    print(
        out.header(
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
            (QT_TRANSLATE_NOOP("Cli", "idle"), 10),
            (QT_TRANSLATE_NOOP("Cli", "one core busy"), 14),
            (QT_TRANSLATE_NOOP("Cli", "busy ÷ idle"), 12),
            first=(QT_TRANSLATE_NOOP("Cli", "run"), 8),
        )
    )
    points = {(p["problem"], p["threads"], p["busy"]): p for p in result["points"]}
    for problem in result["auto"]:
        for count in result["counts"]:
            idle, busy = points.get((problem, count, False)), points.get((problem, count, True))
            steady = idle and busy and not (idle.get("unreliable") or busy.get("unreliable"))
            ratio = (
                f"{busy['seconds_per_epoch'] / idle['seconds_per_epoch']:.2f}×"
                if steady and idle and busy  # steady: both measured
                else "–"
            )
            run = left(out.say(RUN_NAMES.get(problem, problem)), 8)
            print(f"  {run} {count:>7} {_time(idle):>10} {_time(busy):>14} {ratio:>12}")
    out.bullets(result["conclusion"])


def _time(point: dict | None) -> str:
    """A step's milliseconds per epoch, marked * when it was disturbed (the note says why)."""
    if point is None:
        return ms(None)
    return ms(point["seconds_per_epoch"]) + (" *" if point.get("unreliable") else "")
