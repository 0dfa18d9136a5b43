"""CPU threads: the measurements behind ``auto`` and the busy-machine target, side by side.

1. ``busy``: the lesson's run (``core.training.trainer.train``) with ``auto`` and with every thread,
   idle and while one core is kept busy (``core.experiments.busy_core``), rounds alternating in one
   process; per setting the ratio of the medians, busy ÷ idle (target ≤ 1.3 for auto).
2. ``steps``: every crossover step at each fixed thread count and at ``auto``; per step the
   ratio auto ÷ best fixed count (target ≤ 1 / 0.95 = 1.053 on every step).

    PYTHONPATH=. python bench/threads.py [--rounds 3] [--epochs 20000] [--part busy|steps|all]
"""

from __future__ import annotations

import argparse
import statistics
from contextlib import nullcontext

import torch

from core.experiments.busy_core import one_core_busy
from core.experiments.crossover import crossover_problem
from core.experiments.crossover_axes import CROSSOVER_AXES
from core.experiments.threads import thread_counts
from core.experiments.timing import time_epochs
from core.training import TrainConfig, train
from core.training.cpu_threads import AUTO, logical_cpus, resolve_threads, using_threads


def busy_machine(rounds: int, epochs: int) -> None:
    settings = [AUTO, logical_cpus()]
    times: dict[tuple[object, bool], list[float]] = {}
    for round_number in range(1, rounds + 1):
        for busy in (False, True):
            with one_core_busy() if busy else nullcontext():
                for setting in settings:
                    result = train(TrainConfig(epochs=epochs, threads=setting))
                    times.setdefault((setting, busy), []).append(result.us_per_epoch)
                    state = "busy" if busy else "idle"
                    print(
                        f"round {round_number} {state}: threads={setting} ({result.cpu_threads}) "
                        f"{result.us_per_epoch:.1f} µs/epoch",
                        flush=True,
                    )
    for setting in settings:
        idle = statistics.median(times[(setting, False)])
        busy = statistics.median(times[(setting, True)])
        print(
            f"threads={setting}: idle {idle:.1f}, one core busy {busy:.1f} µs/epoch (medians); "
            f"busy ÷ idle {busy / idle:.2f}"
        )


def auto_against_fixed(rounds: int) -> None:
    counts = thread_counts(logical_cpus())
    cpu = torch.device("cpu")
    worst = 0.0
    for axis, values in CROSSOVER_AXES.items():
        for value in values:
            x, y, hidden, batch = crossover_problem(axis, value)
            auto = resolve_threads(AUTO, batch or len(x), max(hidden, 4))
            best: dict[int, float] = {}
            for _ in range(rounds):
                for count in counts:
                    with using_threads(count):
                        seconds = time_epochs(cpu, x, y, hidden, batch, 0.2).seconds_per_epoch
                    best[count] = min(best.get(count, seconds), seconds)
            fastest = min(best, key=best.get)
            ratio = best[auto] / best[fastest]
            worst = max(worst, ratio)
            shown = "  ".join(f"{n}: {best[n] * 1000:8.3f} ms" for n in counts)
            print(
                f"{axis:>8} {value:>9,}  {shown}  auto={auto}  auto ÷ best {ratio:.3f}",
                flush=True,
            )
    print(f"worst auto ÷ best fixed count: {worst:.3f} (target ≤ {1 / 0.95:.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=20_000)
    parser.add_argument("--part", choices=("busy", "steps", "all"), default="all")
    args = parser.parse_args()
    print(f"{logical_cpus()} logical CPUs, torch {torch.__version__}")
    if args.part in ("busy", "all"):
        busy_machine(args.rounds, args.epochs)
    if args.part in ("steps", "all"):
        auto_against_fixed(args.rounds)


if __name__ == "__main__":
    main()
