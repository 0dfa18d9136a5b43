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
    times = {
        (p["problem"], p["threads"], p["busy"]): p["seconds_per_epoch"] for p in result["points"]
    }
    for problem in result["auto"]:
        for count in result["counts"]:
            idle, busy = times.get((problem, count, False)), times.get((problem, count, True))
            ratio = f"{busy / idle:.2f}×" if idle and busy else "–"
            run = left(out.say(RUN_NAMES.get(problem, problem)), 8)
            print(f"  {run} {count:>7} {ms(idle):>10} {ms(busy):>14} {ratio:>12}")
    out.bullets(result["conclusion"])
