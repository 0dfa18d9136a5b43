"""The race's table on the command line: each device's times, syncs, loss and accuracy."""

from __future__ import annotations

from core.cli.printer import Printer, known, right
from core.cli.train import NOT_APPLICABLE
from core.i18n import QT_TRANSLATE_NOOP, message
from core.training import MODE_TITLES


def print_race(report: dict, out: Printer) -> None:
    title = QT_TRANSLATE_NOOP("Cli", "Race: {epochs:,} epochs, mode {mode}, one device at a time")
    mode = MODE_TITLES.get(report["race"]["mode"], report["race"]["mode"])
    print(out.say(message(title, epochs=report["epochs"], mode=mode)))
    print(
        out.header(
            (QT_TRANSLATE_NOOP("Cli", "total"), 8),
            (QT_TRANSLATE_NOOP("Cli", "per epoch"), 10),
            (QT_TRANSLATE_NOOP("Cli", "warm-up"), 9),
            (QT_TRANSLATE_NOOP("Cli", "to device"), 10),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 7),
            (QT_TRANSLATE_NOOP("Cli", "final loss"), 10),
            (QT_TRANSLATE_NOOP("Cli", "accuracy"), 9),
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
            first=(QT_TRANSLATE_NOOP("Cli", "device"), 8),
        )
    )
    for run in (run for run in report["runs"] if run["source"] == "race"):
        accuracy = (
            out.say(NOT_APPLICABLE)
            if run["test_accuracy"] is None
            else f"{run['test_accuracy']:.1%}"
        )
        mark = "*" if run.get("crowded") else " "  # other programs crowded it: see the note
        print(
            f"  {run['device']:<8} {run['train_s']:>6.2f} s{mark}{run['us_per_epoch']:>7.0f} µs "
            f"{run['warmup_s'] * 1000:>6.1f} ms {run['setup_s'] * 1000:>7.1f} ms "
            f"{run['host_syncs']:>7,} {right(out.say(known(run['final_loss'], '.4f')), 10)} "
            f"{accuracy:>9} {run['cpu_threads']:>7}"
        )
    out.bullets(report["race"]["conclusion"])
