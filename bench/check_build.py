"""Check a frozen build and time its start against the installed command, side by side.

    python bench/check_build.py dist/devicelab/devicelab [--rounds 5] [--skip-timing]
    (Linux without a desktop: xvfb-run -a python bench/check_build.py ...)

1. Size: the build folder's total, in MB (the limit: 800 MB on Linux).
2. The build's commands, each in a fresh process: ``info``, ``train --epochs 200``, ``run``
   on a snippet (the sandbox's child is the build itself), ``--screenshot`` in 简体中文,
   ``--self-test`` (every tab: probes, training, the race, the call demo, both languages,
   the lesson, a screenshot in Chinese, the sandbox).
3. Start-up: time from launch to the window's first paint (``DEVICELAB_QUIT_AFTER_FIRST_PAINT``
   makes the app say "first paint" and close), the frozen build against ``devicelab`` from
   this Python's environment, rounds alternating (this machine's timings drift); the
   medians and their ratio are printed. The first round of each is a cold start, reported
   apart: on Linux each one's files (the build folder; torch, Qt and the project in the
   venv) are first evicted from the page cache (``posix_fadvise(DONTNEED)``, no root
   needed), as after a reboot; elsewhere it is only the first round.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

SNIPPET = "class Counter:\n    def __call__(self):\n        return 42\n\nprint(Counter()())\n"
PAINT_TIMEOUT_S = 120.0
COMMAND_TIMEOUT_S = 300.0


def folder_mb(folder: Path) -> float:
    """The files' total size (a link counts as itself, as ``du`` counts it)."""
    total = sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())
    return total / 1e6


def check_commands(executable: str, work: Path) -> list[str]:
    """Run the build's commands; the failures, each with what it printed."""
    snippet = work / "snippet.py"
    snippet.write_text(SNIPPET, encoding="utf-8")
    screenshot = work / "zh_CN.png"
    commands = {
        "info": ([executable, "info"], "CPU"),
        "train": ([executable, "train", "--epochs", "200", "--device", "cpu"], "200"),
        "run": ([executable, "run", str(snippet)], "42"),
        "screenshot": (
            [executable, "--screenshot", str(screenshot), "--lang", "zh_CN"],
            str(screenshot),
        ),
        "self-test": ([executable, "--self-test"], "self-test: passed"),
    }
    failures = []
    environment = {**os.environ, "LANG": "C.UTF-8"}
    for name, (command, expected) in commands.items():
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S, env=environment
        )
        ok = done.returncode == 0 and expected in done.stdout
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {' '.join(command[1:])}", flush=True)
        if not ok:
            failures.append(f"{name} (rc {done.returncode}):\n{done.stdout}\n{done.stderr}")
    if not screenshot.exists() or screenshot.stat().st_size < 10_000:
        failures.append("the zh_CN screenshot is missing or empty")
    return failures


def time_to_first_paint(command: list[str]) -> float:
    """Seconds from launch to the window's first paint (a fresh process)."""
    environment = {**os.environ, "DEVICELAB_QUIT_AFTER_FIRST_PAINT": "1"}
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment
    )
    try:
        for line in process.stdout:
            if line.strip() == "first paint":
                elapsed = time.perf_counter() - start
                process.wait(timeout=PAINT_TIMEOUT_S)
                return elapsed
        raise RuntimeError(f"{command[0]} ended without painting (rc {process.wait()})")
    finally:
        if process.poll() is None:
            process.kill()


def evict_from_page_cache(folders: list[Path]) -> int:
    """Drop the files under ``folders`` from the page cache (Linux): the next start reads
    them from the disk. Returns how many files were evicted."""
    if not hasattr(os, "posix_fadvise"):
        return 0
    evicted = 0
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and not path.is_symlink():
                try:
                    descriptor = os.open(path, os.O_RDONLY)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
                    evicted += 1
                finally:
                    os.close(descriptor)
    return evicted


def compare_start_up(frozen: str, installed: str, rounds: int) -> None:
    """Alternate the two; print the cold first round apart, then medians and the ratio."""
    times: dict[str, list[float]] = {"frozen": [], "installed": []}
    commands = {"frozen": [frozen], "installed": [installed]}
    files = {
        "frozen": [Path(frozen).parent],
        "installed": [
            Path(sys.prefix),  # the venv: torch, Qt, numpy…
            Path(sysconfig.get_paths()["stdlib"]),
            *(Path(__file__).resolve().parents[1] / part for part in ("core", "gui", "resources")),
        ],
    }
    for round_index in range(rounds + 1):
        for name, command in commands.items():
            if round_index == 0:
                evict_from_page_cache(files[name])
            seconds = time_to_first_paint(command)
            label = "cold" if round_index == 0 else f"round {round_index}"
            print(f"{label:>8} {name:>9}: first paint after {seconds:.2f} s", flush=True)
            if round_index:
                times[name].append(seconds)
    frozen_s = statistics.median(times["frozen"])
    installed_s = statistics.median(times["installed"])
    ratios = [f / i for f, i in zip(times["frozen"], times["installed"], strict=True)]
    print(
        f"median first paint: frozen {frozen_s:.2f} s, installed {installed_s:.2f} s, "
        f"ratio {frozen_s / installed_s:.2f} (rounds: {', '.join(f'{r:.2f}' for r in ratios)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", help="the frozen build's devicelab(.exe)")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds after a cold one")
    parser.add_argument("--skip-timing", action="store_true", help="size and commands only")
    args = parser.parse_args()
    executable = str(Path(args.executable).resolve())
    print(f"build: {folder_mb(Path(executable).parent):.0f} MB in {Path(executable).parent}")
    with tempfile.TemporaryDirectory() as work:
        failures = check_commands(executable, Path(work))
    for failure in failures:
        print(f"--- {failure}")
    if not args.skip_timing:
        installed = shutil.which("devicelab", path=str(Path(sys.executable).parent))
        if installed is None:
            print("no devicelab beside this Python: install the project to compare")
            return 1
        compare_start_up(executable, installed, args.rounds)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
