"""A training run through the window against the same run headless, alternating rounds.

The window is the real one (offscreen), with the training tab in front: the worker thread,
the batched progress, the live plot and the hardware monitor all run as in class. The
headless run is ``devicelab train --json`` in a child process, as a student would run it:
running it on this process's main thread would give that thread an OpenMP team of its
own, which then fights the worker's for the cores (3.7× slower on 2 cores), a cost no real
session has.

The timed rounds run without any probe (a probe wakes the GUI thread, and each wake-up takes
a core from training). One more run then measures the GUI thread: a 25 ms QTimer records its
longest stall, and the plot's refresh rate is how often its redraw timer fired.

    QT_QPA_PLATFORM=offscreen python bench/gui_overhead.py [--epochs 20000] [--rounds 7]
        [--record-every 200] [--mode plain] [--page training|race]

Both runs use ``threads=auto`` (one thread for the lesson's MLP). This VM's timings drift by
±10 % between minutes, so rounds alternate and the round-by-round ratio is printed too.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import torch  # noqa: F401  (before PySide6, as the app does)
from PySide6.QtCore import QEventLoop, Qt, QTimer

from core.training import TrainConfig
from gui.app import make_app
from gui.shell.main_window import MainWindow
from gui.workers import wait_until

PROBE_MS = 25


def gui_run(window: MainWindow, config: TrainConfig, probe: bool = False) -> dict:
    """Train through the window; with ``probe``, also the GUI's longest stall and redraw rate."""
    tab = window.training_tab
    tab.epochs_box.setValue(config.epochs)
    tab.record_box.setValue(config.record_every)
    tab.mode_box.setCurrentIndex(tab.mode_box.findData(config.mode))
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(PROBE_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    loop = QEventLoop()
    results = []
    tab.run_finished.connect(results.append)
    tab.run_finished.connect(loop.quit)
    redraws_before = tab.redraws
    if probe:
        timer.start()
    tab.start()
    loop.exec()
    timer.stop()
    tab.run_finished.disconnect(loop.quit)
    measured = {"train_s": results[-1].train_s, "threads": results[-1].cpu_threads}
    if probe and len(ticks) > 1:
        gaps = [b - a for a, b in itertools.pairwise(ticks)]
        measured["stall_ms"] = max(0.0, 1000 * max(gaps) - PROBE_MS)
        measured["redraw_hz"] = (tab.redraws - redraws_before) / (ticks[-1] - ticks[0])
    return measured


def race_run(window: MainWindow, config: TrainConfig) -> dict:
    """The same run as the Race page's CPU lane: its table, curve and conclusion included."""
    page = window.experiments_tab.race_page
    window.show_tab("experiments")
    window.experiments_tab.pages.setCurrentWidget(page)
    page.epochs_box.setValue(config.epochs)
    page.record_box.setValue(config.record_every)
    page.mode_box.setCurrentIndex(page.mode_box.findData(config.mode))
    for row in range(page.device_list.count()):
        item = page.device_list.item(row)
        cpu_only = Qt.CheckState.Checked if item.text() == "cpu" else Qt.CheckState.Unchecked
        item.setCheckState(cpu_only)
    loop = QEventLoop()
    results = []
    page.finished.connect(results.append)
    page.finished.connect(loop.quit)
    page.start()
    loop.exec()
    page.finished.disconnect(loop.quit)
    page.finished.disconnect(results.append)
    return {"train_s": results[-1].runs[0].train_s}


def headless_run(config: TrainConfig) -> float:
    """Training seconds of ``devicelab train`` with the same config, in a child process."""
    argv = [sys.executable, "-m", "gui", "train", "--json", "--epochs", str(config.epochs)]
    argv += ["--record-every", str(config.record_every), "--mode", config.mode]
    done = subprocess.run(argv, capture_output=True, text=True, check=True, timeout=600)
    return json.loads(done.stdout)["train_s"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--record-every", type=int, default=200)
    parser.add_argument("--mode", default="plain")
    parser.add_argument("--page", choices=("training", "race"), default="training")
    args = parser.parse_args()
    config = TrainConfig(epochs=args.epochs, record_every=args.record_every, mode=args.mode)
    app = make_app()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.start_probes()
    wait_until(app, lambda: window.hardware_tab.probes_done, 60)
    window.show_tab("training")
    warm = gui_run(window, TrainConfig(epochs=200))  # warm-up, not measured
    windowed_run = gui_run if args.page == "training" else race_run
    print(
        f"{args.epochs:,} epochs on cpu in the {args.page} page, record every "
        f"{args.record_every}, mode {args.mode}, {warm['threads']} CPU threads (auto)"
    )
    headless, windowed, pairs = [], [], []
    for round_number in range(1, args.rounds + 1):
        order = ("headless", "gui") if round_number % 2 else ("gui", "headless")
        for which in order:
            if which == "headless":
                headless.append(headless_run(config))
            else:
                windowed.append(windowed_run(window, config)["train_s"])
        pairs.append(windowed[-1] / headless[-1])
        print(f"round {round_number}: headless {headless[-1]:.3f} s, window {windowed[-1]:.3f} s")
    ratio = statistics.median(windowed) / statistics.median(headless)
    print(f"ratio window ÷ headless: {ratio:.3f} (medians of {args.rounds})")
    print(f"round by round: median {statistics.median(pairs):.3f} (drift between rounds cancels)")
    if args.page == "training":
        probed = gui_run(window, config, probe=True)
        print(
            f"probe run: {probed['train_s']:.3f} s, longest GUI stall {probed['stall_ms']:.0f} "
            f"ms, plot redrawn at {probed['redraw_hz']:.1f} Hz"
        )
    window.close()
    wait_until(app, lambda: window.runner.running == 0, 10)


if __name__ == "__main__":
    main()
