"""DeviceLab's start against what a user compares it with, side by side in one run.

    xvfb-run -a python bench/startup.py [--rounds 5]

Each measurement alternates with its reference, round by round (these machines drift),
and prints the median of each, the median of the pair-by-pair ratios and their spread:

1. The window: launch → first paint of ``devicelab`` (``DEVICELAB_QUIT_AFTER_FIRST_PAINT``)
   against a bare PySide6 window's, and each one's memory (RSS) at that moment.
2. The command line: ``--version``, ``--help``, ``runs``, ``run one.py`` against
   ``python -c "import torch"`` (and ``python -c pass`` for the interpreter alone).
3. What holds the memory: a fresh interpreter's RSS after importing each of torch,
   scikit-learn, PySide6 with a QApplication, and pyqtgraph, alone.

A display is needed for 1 (``xvfb-run -a`` on a machine without one); a fresh
``DEVICELAB_INSTANCE`` keeps the timed windows from finding each other or yours.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

DEVICELAB = [sys.executable, "-c", "import sys; from gui.main import main; sys.exit(main())"]
BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
class Window(QWidget):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("first paint", flush=True)
        __import__("time").sleep(0.3)
        app.quit()
w = Window(); w.resize(1280, 800); w.show(); app.exec()
"""
PAINT_TIMEOUT_S = 120.0
MEMORY_PROBES = {
    "python alone": "pass",
    "torch": "import torch",
    "scikit-learn": "import sklearn.datasets, sklearn.model_selection, sklearn.preprocessing",
    "PySide6 + QApplication": "from PySide6.QtWidgets import QApplication; a = QApplication([])",
    "pyqtgraph": "from PySide6.QtWidgets import QApplication; a = QApplication([]); "
    "import pyqtgraph",
}


def first_paint(command: list[str]) -> tuple[float, float]:
    """Seconds from launch to the first paint, and the process's RSS (MB) then."""
    environment = {
        **os.environ,
        "DEVICELAB_QUIT_AFTER_FIRST_PAINT": "1",
        "DEVICELAB_INSTANCE": f"devicelab-bench-{os.getpid()}-{time.monotonic_ns()}",
    }
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment
    )
    try:
        for line in process.stdout or []:
            if line.strip() == "first paint":
                elapsed = time.perf_counter() - start
                rss = psutil.Process(process.pid).memory_info().rss / 1e6
                process.wait(timeout=PAINT_TIMEOUT_S)
                return elapsed, rss
        raise RuntimeError(f"{command} ended without painting (rc {process.wait()})")
    finally:
        if process.poll() is None:
            process.kill()


def seconds_of(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, capture_output=True, check=True, timeout=PAINT_TIMEOUT_S)
    return time.perf_counter() - start


def compare(name: str, measure, reference, rounds: int) -> None:
    """Alternate ``measure`` and ``reference`` (each returns seconds); print both medians,
    the median pair ratio and the ratios' range."""
    ours, theirs = [], []
    for round_index in range(rounds):
        pair = (measure, reference) if round_index % 2 == 0 else (reference, measure)
        results = {id(fn): fn() for fn in pair}
        ours.append(results[id(measure)])
        theirs.append(results[id(reference)])
    ratios = sorted(o / t for o, t in zip(ours, theirs, strict=True))
    print(
        f"{name:<34} {statistics.median(ours):6.2f} s against {statistics.median(theirs):6.2f} s"
        f"  ratio {statistics.median(ratios):.2f} (pairs {ratios[0]:.2f}–{ratios[-1]:.2f})",
        flush=True,
    )


def window(rounds: int) -> None:
    """The window's first paint and memory against a bare PySide6 window's."""
    memory: dict[str, list[float]] = {"devicelab": [], "bare": []}

    def timed(label: str, command: list[str]):
        def run() -> float:
            seconds, rss = first_paint(command)
            memory[label].append(rss)
            return seconds

        return run

    compare(
        "window: first paint",
        timed("devicelab", DEVICELAB),
        timed("bare", [sys.executable, "-c", BARE_WINDOW]),
        rounds,
    )
    mine, bare = statistics.median(memory["devicelab"]), statistics.median(memory["bare"])
    print(
        f"{'window: memory at first paint':<34} {mine:6.0f} MB against {bare:6.0f} MB", flush=True
    )


def command_line(rounds: int) -> None:
    """Commands that train nothing against importing torch alone."""
    with tempfile.TemporaryDirectory(prefix="devicelab-bench-") as folder:
        snippet = Path(folder) / "one.py"
        snippet.write_text("print('hi')\n", encoding="utf-8")
        store = str(Path(folder) / "runs.sqlite3")
        torch_alone = [sys.executable, "-c", "import torch"]
        commands = {
            "devicelab --version": ["--version"],
            "devicelab --help": ["--help"],
            "devicelab runs": ["runs", "--db", store],
            "devicelab run one.py": ["run", str(snippet)],
        }
        for name, argv in commands.items():
            compare(
                f"{name} vs import torch",
                lambda argv=argv: seconds_of([*DEVICELAB, *argv]),
                lambda: seconds_of(torch_alone),
                rounds,
            )
        bare = statistics.median(seconds_of([sys.executable, "-c", "pass"]) for _ in range(3))
        print(f"{'python -c pass':<34} {bare:6.2f} s", flush=True)


def memory_breakdown() -> None:
    """Each library's RSS in a fresh interpreter, alone: what the window's memory is."""
    report = "import psutil; print(psutil.Process().memory_info().rss / 1e6)"
    for name, code in MEMORY_PROBES.items():
        shown = subprocess.run(
            [sys.executable, "-c", f"{code}\n{report}"], capture_output=True, text=True
        )
        value = shown.stdout.strip().splitlines()[-1] if shown.stdout.strip() else "?"
        print(f"{'memory: ' + name:<34} {float(value):6.0f} MB", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-window", action="store_true", help="skip 1 (no display)")
    args = parser.parse_args()
    if not args.no_window:
        window(args.rounds)
    command_line(args.rounds)
    memory_breakdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
