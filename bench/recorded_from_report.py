"""``bench/gpu_check.py``'s reports as a recorded-results file the app ships.

    PYTHONPATH=. python3 bench/recorded_from_report.py REPORT [REPORT ...] --out FILE \
        [--source TEXT]

The parts are taken from the reports in order (the first report that has a part gives it):
the machine's facts, the lesson's run on each device and mode with its curve, the homework's
sweep, the crossover's points, throughput and the anatomy of an epoch. ``gpu_check.py
--recorded FILE`` writes the same file from its own report. The result is checked with
``core.experiments.recorded.load_recorded`` before it is written.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from core.experiments.recorded import FORMAT, VERSION, load_recorded

CURVE_POINTS = 200
"""A curve keeps at most this many points (evenly spaced, the last one always)."""


def recorded_from_reports(reports: list[dict], source: str) -> dict:
    """One recorded-results dict (the shipped format) from gpu_check reports."""
    parts = {}
    for report in reports:
        for part in report.get("parts", []):
            if part.get("status") == "ok" and part.get("data"):
                parts.setdefault(part["name"], part["data"])
    first = reports[0]
    facts = parts.get("facts", {})
    names = _device_names(facts)
    gpu = names.get("gpu")
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": "measured",
        "title": gpu or names["cpu"],
        "date": first["date"][:10],
        "source": source,
        "machine": _machine(first, facts, names),
        "runs": [_run(run, names) for run in parts.get("lesson_runs", {}).get("runs", [])],
        "homework": _homework(parts.get("record_sweep")),
        "crossover": _crossover(parts.get("crossover")),
        "throughput": [
            {key: m[key] for key in ("case", "size", "rate", "unit")} | {"role": _role(m["device"])}
            for m in parts.get("throughput", {}).get("measurements", [])
        ],
        "anatomy": parts.get("anatomy"),
    }


def _role(device: str) -> str:
    return "cpu" if device == "cpu" else "gpu"


def _device_names(facts: dict) -> dict[str, str]:
    names = {"cpu": facts.get("cpu", {}).get("model") or "CPU"}
    devices = facts.get("gpus", {}).get("devices") or []
    if devices:
        names["gpu"] = devices[0]["name"]
    return names


def _machine(report: dict, facts: dict, names: dict) -> dict:
    gpus = facts.get("gpus", {})
    return {
        "cpu": names["cpu"],
        "logical_cpus": report["machine"].get("logical_cpus"),
        "gpu": names.get("gpu"),
        "driver": gpus.get("driver"),
        "cuda": report["machine"].get("cuda"),
        "torch": report["machine"].get("torch"),
        "os": report["machine"].get("platform"),
        "devicelab": report.get("devicelab"),
    }


def _run(run: dict, names: dict) -> dict:
    role = _role(run["device"])
    epochs, losses = run.get("recorded_epochs") or [], run.get("recorded_losses") or []
    step = max(1, -(-len(epochs) // CURVE_POINTS))
    kept = sorted(set(range(0, len(epochs), step)) | ({len(epochs) - 1} if epochs else set()))
    return {
        "role": role,
        "device_name": names.get(role, run.get("device_name") or run["device"]),
        "mode": run["mode"],
        "epochs": run["epochs_completed"],
        "record_every": run["config"]["record_every"],
        "train_s": run["train_s"],
        "us_per_epoch": run.get("steady_us_per_epoch") or run["us_per_epoch"],
        "warmup_s": run.get("warmup_s"),
        "threads": run.get("cpu_threads"),
        "final_loss": run.get("final_loss"),
        "curve": {"epochs": [epochs[i] for i in kept], "losses": [losses[i] for i in kept]}
        if epochs
        else None,
    }


def _homework(sweep: dict | None) -> list[dict]:
    if not sweep:
        return []
    role = _role(sweep["device"])
    return [
        {
            "role": role,
            "record_every": p["record_every"],
            "train_s": p["train_s"],
            "syncs": p["syncs"],
        }
        for p in sweep["points"]
        if not p["printing"]
    ]


def _crossover(crossover: dict | None) -> list[dict]:
    points = []
    for axis, data in (crossover or {}).get("axes", {}).items():
        points += [
            {
                "axis": axis,
                "value": p["value"],
                "role": _role(p["device"]),
                "ms_per_epoch": 1000 * p["seconds_per_epoch"],
            }
            for p in data["points"]
        ]
    return points


def write_recorded(data: dict, out: Path) -> None:
    """Check the file as the app will read it, then write it."""
    with tempfile.TemporaryDirectory() as folder:
        trial = Path(folder) / out.name
        trial.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        load_recorded(trial)
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", type=Path, help="gpu_check JSON reports")
    parser.add_argument("--out", type=Path, required=True, help="the recorded-results file")
    parser.add_argument("--source", help="where the results came from (default: the reports)")
    args = parser.parse_args(argv)
    reports = [json.loads(path.read_text(encoding="utf-8")) for path in args.reports]
    source = args.source or "bench/gpu_check.py: " + ", ".join(p.name for p in args.reports)
    write_recorded(recorded_from_reports(reports, source), args.out)
    print(f"Recorded results written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
