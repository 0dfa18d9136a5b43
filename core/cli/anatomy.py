"""``devicelab anatomy``: one epoch of the lesson's loop taken apart, phase by phase."""

from __future__ import annotations

import argparse
import json

from core.cli.printer import Printer, left
from core.errors import ConfigError, check_choice
from core.i18n import QT_TRANSLATE_NOOP, message

PHASE_NAMES = {
    "forward": QT_TRANSLATE_NOOP("Cli", "forward"),
    "loss": QT_TRANSLATE_NOOP("Cli", "loss"),
    "zero_grad": QT_TRANSLATE_NOOP("Cli", "zero_grad"),
    "backward": QT_TRANSLATE_NOOP("Cli", "backward"),
    "step": QT_TRANSLATE_NOOP("Cli", "step"),
    "replay": QT_TRANSLATE_NOOP("Cli", "replay"),
    "item": QT_TRANSLATE_NOOP("Cli", ".item()"),
}
"""The lesson's phases as the table names them (the code's own words, kept in Chinese)."""
FLAGS = {"epochs": "--epochs", "record_every": "--record-every", "mode": "--mode"}


def command(args: argparse.Namespace, out: Printer) -> int:
    """Profile the lesson's loop on ``--device``; the per-phase table and the headline."""
    from core.experiments.anatomy import ProfilerUnavailable, anatomy_headline, profile_anatomy
    from core.hardware.devices import available_devices

    try:
        check_choice("device", args.device, available_devices())
    except ConfigError as error:
        out.fail("anatomy", error.naming("--device", out.translate))
    try:
        result = profile_anatomy(
            args.device, args.record_every, args.mode, args.epochs, trace_path=args.trace
        )
    except ConfigError as error:
        out.fail("anatomy", error.naming(FLAGS[error.field], out.translate))
    except ProfilerUnavailable as error:
        out.fail("anatomy", str(error))
    headline = anatomy_headline(result)
    if args.json:
        data = result.to_dict() | {"headline": [str(line) for line in headline]}
        print(json.dumps(data, indent=2))
        return 0
    print_anatomy(result, headline, out)
    return 0


def print_anatomy(result, headline: list, out: Printer) -> None:
    from core.experiments.anatomy import phase_table
    from core.training.config import MODE_TITLES

    title = QT_TRANSLATE_NOOP(
        "Cli",
        "One epoch on {device}, {mode}, record every {every} (the median of {count} profiled "
        "epochs)",
    )
    every = result.record_every or out.say(QT_TRANSLATE_NOOP("Cli", "never"))
    mode = out.say(MODE_TITLES[result.mode])
    count = len(result.epochs)
    print(out.say(message(title, device=result.device, mode=mode, every=every, count=count)))
    print(
        out.header(
            (QT_TRANSLATE_NOOP("Cli", "CPU µs"), 10),
            (QT_TRANSLATE_NOOP("Cli", "operators"), 10),
            (QT_TRANSLATE_NOOP("Cli", "launches"), 9),
            (QT_TRANSLATE_NOOP("Cli", "kernels"), 8),
            first=(QT_TRANSLATE_NOOP("Cli", "phase"), 10),
        )
    )
    for row in phase_table(result):
        name = left(out.say(PHASE_NAMES[row["phase"]]), 10)
        print(
            f"  {name} {row['cpu_us']:>10,.1f} {row['operators']:>10.0f} "
            f"{row['launches']:>9.0f} {row['kernels']:>8.0f}"
        )
    out.bullets([*([result.note] if result.note is not None else []), *headline])
