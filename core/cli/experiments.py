"""``devicelab experiments``: the race, the homework, the crossover and the threads
experiment in one command; each experiment's table is printed by its own module."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace

from core.cli.crossover import print_crossover
from core.cli.homework import print_homework
from core.cli.printer import Printer, json_ready
from core.cli.race import print_race
from core.cli.standings import entries_of_runs, print_standings, standings_report
from core.cli.threads import print_threads
from core.errors import ConfigError
from core.experiments.race import LESSON_RACE
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.runs.kept_runs import keep_experiments, open_store
from core.training import TrainConfig
from core.training.cpu_threads import AUTO, check_threads


def experiments_report(
    quick: bool,
    mode: str = "plain",
    devices: list[str] | None = None,
    threads: int | str = AUTO,
    store=None,
    out: Printer | None = None,
) -> dict:
    """Run the four experiments; return their results and every run's record (and keep
    them in ``store`` when one is given)."""
    from core.experiments.crossover import QUICK_AXES, crossover
    from core.experiments.crossover_axes import CROSSOVER_AXES
    from core.experiments.homework import homework
    from core.experiments.race import race
    from core.experiments.threads import PROBLEMS, thread_counts, threads_experiment
    from core.hardware.devices import available_devices
    from core.runs.history import RunHistory
    from core.training.cpu_threads import logical_cpus

    out = out or Printer()
    devices = available_devices() if devices is None else devices
    try:
        check_threads(threads)
    except ConfigError as error:
        out.fail("experiments", error.naming("--threads", out.translate))
    config = TrainConfig(epochs=2_000 if quick else 20_000, threads=threads)
    racers, skipped = _racers(devices, mode, out)
    history = RunHistory()
    raced = race(replace(config, mode=mode, **LESSON_RACE), racers)  # the lesson's first run
    raced.conclusion += skipped
    for run in raced.runs:
        history.add(run, "race")
    homeworks = []
    for device in devices[:1] + [d for d in devices if d != "cpu"][:1]:
        done = homework(replace(config, device=device))
        for run in done.runs:
            history.add(run, "homework")
        homeworks.append(done)
    axes = QUICK_AXES if quick else CROSSOVER_AXES
    crossovers = [
        crossover(axis, devices, values, min_seconds=0.05 if quick else 0.2, threads=threads)
        for axis, values in axes.items()
    ]
    problems = ("lesson",) if quick else tuple(PROBLEMS)  # quick: the large run takes ~10 s
    counts = thread_counts(logical_cpus())
    threads_result = threads_experiment(counts, problems, min_seconds=0.1 if quick else 0.3)
    if store is not None:
        keep_experiments(store, raced, homeworks, [*crossovers, threads_result], out.warn)
    return {
        "devices": devices,
        "epochs": config.epochs,
        "threads": threads,
        "threads_experiment": threads_result.to_dict(),
        "runs": history.records(),
        "race": {"mode": mode, "conclusion": raced.conclusion},
        "standings": standings_report(entries_of_runs(raced.runs)),
        "homework": [done.to_dict() for done in homeworks],
        "crossover": [result.to_dict() for result in crossovers],
    }


def _racers(devices: list[str], mode: str, out: Printer) -> tuple[list[str], list[Message]]:
    """The devices that can race in ``mode``, and why each other one is left out."""
    from core.training import mode_unavailable

    racers = [device for device in devices if mode_unavailable(mode, device) is None]
    if not racers:
        unavailable = QT_TRANSLATE_NOOP("Cli", "--mode {mode} is not available here: {reason}")
        reason = mode_unavailable(mode, devices[0])
        out.fail("experiments", out.say(message(unavailable, mode=mode, reason=reason)))
    left_out = QT_TRANSLATE_NOOP("Cli", "{device} left out of the race: {reason}.")
    skipped = [
        message(left_out, device=device, reason=mode_unavailable(mode, device))
        for device in devices
        if device not in racers
    ]
    return racers, skipped


def command(args: argparse.Namespace, out: Printer) -> int:
    """``devicelab experiments``: the four experiments' tables and conclusions, or JSON."""
    store = open_store(args.db, out.warn)
    report = experiments_report(args.quick, args.mode, threads=args.threads, store=store, out=out)
    if args.json:
        print(json.dumps(json_ready(report), indent=2))
        return 0
    print_race(report, out)
    print_standings(report["standings"], out)
    for homework in report["homework"]:
        print_homework(homework, out)
    for result in report["crossover"]:
        print_crossover(result, out)
    print_threads(report["threads_experiment"], out)
    return 0
