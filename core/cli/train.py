"""``devicelab train``: the lesson's MLP trained without a window, each setting a flag."""

from __future__ import annotations

import argparse
import json
import sys

from core.cli.parser import CLI_FLAG
from core.cli.printer import Printer, json_ready
from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP, Text, message
from core.runs.kept_runs import finish_recording, open_store, start_recording
from core.runs.run_store import STATUS_TITLES
from core.training import TrainConfig
from core.training.cpu_threads import AUTO
from core.training.run_reports import other_programs_said, sync_sources


def command(args: argparse.Namespace, out: Printer) -> int:
    """``devicelab train``: the lesson's run without a window, kept in the run store."""
    from core.training import train

    config = TrainConfig(
        device=args.device,
        epochs=args.epochs,
        lr=args.lr,
        hidden=args.hidden,
        record_every=args.record_every,
        seed=args.seed,
        mode=args.mode,
        print_every=args.print_every,
        threads=args.threads,
    )
    try:
        config.validated()
    except ConfigError as error:
        out.fail("train", error.naming(CLI_FLAG[error.field], out.translate))
    # The lesson's printed lines go to the terminal; with --json to stderr, so stdout stays JSON.
    recording = start_recording(open_store(args.db, out.warn), "training", config, out.warn)
    on_progress = None if recording is None else recording.add_progress
    result = train(config, on_progress, print_to=sys.stderr if args.json else sys.stdout)
    finish_recording(recording, result, out.warn)
    if args.json:
        print(json.dumps(json_ready(result.to_dict()), indent=2))
    else:
        for label, value in result_rows(result):
            print(out.row(label, value, indent=0))
    return 0 if result.status == "finished" else 1


NOT_APPLICABLE = QT_TRANSLATE_NOOP("Cli", "n/a")


def result_rows(result) -> list[tuple[Text | str, object]]:
    """What ``devicelab train`` prints: the run's device, threads, outcome and times."""
    status = message(
        QT_TRANSLATE_NOOP("Cli", "{status}: {outcome}"),
        status=STATUS_TITLES.get(result.status, result.status),
        outcome=result.message,
    )
    threads: object = result.cpu_threads
    if result.config.threads == AUTO:
        auto = QT_TRANSLATE_NOOP("Cli", "{threads} (auto: chosen for the work)")
        threads = message(auto, threads=result.cpu_threads)
    accuracy = NOT_APPLICABLE if result.test_accuracy is None else f"{result.test_accuracy:.1%}"
    final_loss = NOT_APPLICABLE if result.final_loss is None else f"{result.final_loss:.4f}"
    return [
        (QT_TRANSLATE_NOOP("Cli", "device"), result.device_name),
        (QT_TRANSLATE_NOOP("Cli", "CPU threads"), threads),
        (QT_TRANSLATE_NOOP("Cli", "status"), status),
        (
            QT_TRANSLATE_NOOP("Cli", "setup"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{seconds:.3f} s (data and model to the device)"),
                seconds=result.setup_s,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "training time"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{seconds:.3f} s for {epochs:,} epochs"),
                seconds=result.train_s,
                epochs=result.epochs_completed,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "per epoch"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{us:.1f} µs (mean after the warm-up epoch)"),
                us=result.us_per_epoch,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "warm-up"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{ms:.1f} ms (the first epoch)"), ms=result.warmup_s * 1000
            ),
        ),
        (QT_TRANSLATE_NOOP("Cli", "host syncs"), sync_sources(result)),
        (QT_TRANSLATE_NOOP("Cli", "other programs"), other_programs_said(result)),
        (QT_TRANSLATE_NOOP("Cli", "final loss"), final_loss),
        (QT_TRANSLATE_NOOP("Cli", "test accuracy"), accuracy),
    ]
