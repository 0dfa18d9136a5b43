"""Where this machine stands, on the command line (``devicelab experiments`` and ``info``):
this machine's lesson run per device ranked among the references; a disturbed one listed
marked *, without a rank (``core.experiments.standings``)."""

from __future__ import annotations

from dataclasses import asdict, fields

from core.cli.printer import Printer, left
from core.experiments.standings import RULE, Entry, standings
from core.i18n import QT_TRANSLATE_NOOP, message

NAMED = QT_TRANSLATE_NOOP("Cli", "{name} ({facts})")
"""A ranked device (padded to its column) and where its number comes from."""


def standings_report(mine: list[Entry], carried: list[Entry] | None = None) -> dict:
    """This machine's entries ranked among the shipped references (JSON-ready)."""
    from core.experiments.recorded import shipped_recorded

    ranked = standings(mine, shipped_recorded(), carried or [])
    return {
        "lesson_cpu_us": ranked.lesson_cpu_us,
        "rule": RULE,
        "entries": [
            asdict(entry) | {"ratio": entry.ratio(ranked.lesson_cpu_us), "rank": ranked.rank(entry)}
            for entry in ranked.entries
        ],
        "summary": ranked.summary(),
    }


def print_standings(report: dict, out: Printer) -> None:
    print(out.say(QT_TRANSLATE_NOOP("Cli", "Where this machine stands (the lesson's CPU = 1.0)")))
    for entry in report["entries"]:
        facts = Entry(**{name.name: entry[name.name] for name in fields(Entry)}).facts()
        named = out.say(message(NAMED, name=left(entry["name"], 34), facts=facts))
        mark = "»" if entry["source"] == "this machine" else " "
        place = f"{entry['rank']:>2}." if entry["rank"] else "  –"  # disturbed: not ranked
        star = "*" if entry["disturbed"] else " "  # the summary's last line says why
        numbers = f"{entry['ratio']:>6.2f}×  {entry['us_per_epoch']:>8,.0f} µs{star}"
        print(f" {mark}{place} {numbers} {named}")
    out.bullets([*report["summary"], report["rule"]])


def entries_of_runs(runs: list) -> list[Entry]:
    """This machine's comparable runs (TrainResults of the lesson's plain loop), one per
    device, as entries."""
    from core.experiments.standings import comparable, run_entry
    from core.runs.recording import machine_facts, result_data

    entries = {}
    for run in runs:
        settings, data = asdict(run.config), result_data(run)
        if comparable(settings, data, run.status):
            entries[run.config.device] = run_entry(
                settings, data, "this machine", machine_facts(), run.crowded
            )
    return list(entries.values())


def standings_of_store(store) -> dict:
    """Standings from the run store's runs: this machine's latest, the carried ones."""
    from core.experiments.standings import entries_from_store
    from core.runs.run_store import StoreError

    try:
        mine, carried = entries_from_store(store.runs() if store is not None else [])
    except StoreError:  # unreadable: rank the references alone (``runs`` says why)
        mine, carried = [], []
    return standings_report(mine, carried)
