"""One CPU core kept busy on purpose, as a browser or a screen-sharing app would keep it.

The child spins in a thread while its main thread waits for its stdin to close: it ends
when DeviceLab kills it (the block's end, a Stop, an error) and also when DeviceLab itself
dies, since the operating system closes the pipe then. No spinner outlives the app.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psutil

SPINNER_SOURCE = """
import sys, threading

def spin():
    while True:
        pass

threading.Thread(target=spin, daemon=True).start()
sys.stdin.buffer.read()
"""
FROZEN_FLAG = "--busy-core"
"""In a packaged app ``sys.executable`` is DeviceLab itself: it spins when given this flag."""
STARTED_CPU_S = 0.1
"""CPU time after which the child is surely spinning (Python's start-up takes ~0.03 s)."""


def spinner_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_FLAG]
    return [sys.executable, "-I", "-c", SPINNER_SOURCE]


def spin_until_stdin_closes() -> None:
    """The packaged app's ``--busy-core`` mode."""
    exec(SPINNER_SOURCE, {"__name__": "__spinner__"})


@contextmanager
def one_core_busy(start_timeout_s: float = 10.0) -> Iterator[int]:
    """Keep one core busy inside the block; yields the spinner's pid. Always ends it."""
    child = subprocess.Popen(
        spinner_command(),
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_until_spinning(child, start_timeout_s)
        yield child.pid
    finally:
        child.kill()
        child.wait(timeout=10)
        if child.stdin is not None:
            child.stdin.close()


def _wait_until_spinning(child: subprocess.Popen, timeout_s: float) -> None:
    process = psutil.Process(child.pid)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise RuntimeError(f"the busy-core helper ended at once (exit code {child.returncode})")
        times = process.cpu_times()
        if times.user + times.system >= STARTED_CPU_S:
            return
        time.sleep(0.02)
    raise RuntimeError(f"the busy-core helper did not start spinning within {timeout_s:g} s")
