"""The homework's table on the command line: each record interval, printed or not, and
where the time went."""

from __future__ import annotations

from core.cli.printer import Printer, right
from core.i18n import QT_TRANSLATE_NOOP, message


def print_homework(homework: dict, out: Printer) -> None:
    title = QT_TRANSLATE_NOOP("Cli", "Homework: record interval on {device} ({epochs:,} epochs)")
    print(out.say(message(title, device=homework["device"], epochs=homework["epochs"])))
    print(
        out.header(
            (QT_TRANSLATE_NOOP("Cli", "record"), 8),
            (QT_TRANSLATE_NOOP("Cli", "printing"), 8),
            (QT_TRANSLATE_NOOP("Cli", "records"), 8),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 7),
            (QT_TRANSLATE_NOOP("Cli", "total"), 8),
            (QT_TRANSLATE_NOOP("Cli", "compute"), 8),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 8),
            (QT_TRANSLATE_NOOP("Cli", "printing"), 9),
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
        )
    )
    on, off = out.say(QT_TRANSLATE_NOOP("Cli", "on")), out.say(QT_TRANSLATE_NOOP("Cli", "off"))
    for point in homework["points"]:
        every = str(point["record_every"] or out.say(QT_TRANSLATE_NOOP("Cli", "never")))
        print(
            f"  {right(every, 8)} {right(on if point['printing'] else off, 8)} "
            f"{point['records']:>8,} {point['syncs']:>7,} {point['train_s']:>6.2f} s"
            f"{'*' if point.get('unreliable') else ' '}"
            f"{point['compute_s']:>6.2f} s {point['sync_s'] * 1000:>5.1f} ms "
            f"{point['print_s'] * 1000:>6.1f} ms {point['threads']:>7}"
        )
    out.bullets(homework["conclusion"])
