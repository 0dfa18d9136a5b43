"""The class collector under a class's load: throughput, and how long the window stalls.

    python bench/class_collector.py [--students 100] [--rounds 3]
    (Linux without a desktop: QT_QPA_PLATFORM=offscreen python bench/class_collector.py)

1. Throughput: ``--students`` results sent at once (a thread each) to a collector on the
   loopback address, mixed with one hostile client per kind (wrong code, malformed JSON,
   a 10 MB body announced, a client that never finishes); results kept per second,
   the median of ``--rounds``.
2. Stall: the same class sent to the Class page's collector while a 5 ms timer ticks on the
   GUI thread; the longest gap between ticks (the page takes what arrived at 4 Hz, off the
   network threads) against the longest gap of the same timer with no class sending, side
   by side in one run (this machine's timings drift).
"""

from __future__ import annotations

import argparse
import contextlib
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from class_results import student_result

from core.classroom.client import send_result
from core.classroom.collector import CODE_HEADER, RESULTS_PATH, ClassCollector

HOSTILE = [
    ("000000", b"{}"),
    ("123456", b"{nope"),
    ("123456", None),  # announces 10 MB, sends nothing
    ("123456", b"{"),  # announces 500 bytes, sends one: never finishes
]


def send_class(address: tuple[str, int], code: str, students: int) -> float:
    """Seconds until ``students`` results (and the hostile clients) are answered."""
    text = "{}:{}".format(*address)
    threads = [
        threading.Thread(target=send_result, args=(text, code, student_result()))
        for _ in range(students)
    ] + [threading.Thread(target=_hostile, args=(address, *bad)) for bad in HOSTILE]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads[:students]:
        thread.join()
    return time.perf_counter() - started


def _hostile(address: tuple[str, int], code: str, body: bytes | None) -> None:
    length = 10 * 2**20 if body is None else 500 if body == b"{" else len(body)
    head = f"POST {RESULTS_PATH} HTTP/1.1\r\n{CODE_HEADER}: {code}\r\nContent-Length: {length}"
    with socket.create_connection(address, timeout=15) as connection:
        connection.sendall(head.encode() + b"\r\n\r\n" + (body or b""))
        with contextlib.suppress(OSError):
            connection.recv(64)


def throughput(students: int, rounds: int) -> float:
    rates = []
    for _ in range(rounds):
        collector = ClassCollector(
            "127.0.0.1", 0, "123456", rate_limit=10 * students, per_address=10 * students
        ).start()
        try:
            seconds = send_class(collector.address, "123456", students)
        finally:
            collector.stop()
        assert len(collector.results()) == students, "a result was lost"
        rates.append(students / seconds)
    return statistics.median(rates)


def stall(students: int) -> tuple[float, float]:
    """(longest tick gap while idle, while the class sends), in ms, on the Class page."""
    from PySide6.QtCore import QEventLoop, QTimer

    from core.runs.run_store import RunStore
    from gui.app import make_app
    from gui.experiments.classroom.class_page import ClassPage
    from gui.runs.kept_runs import KeptRuns
    from gui.shell.garbage import collect_on_gui_thread
    from gui.window_model import WindowModel
    from gui.workers import JobRunner

    app = make_app()
    collect_on_gui_thread()  # as the window does (gui/shell/garbage.py)
    runner = JobRunner()
    page = ClassPage(WindowModel(runner, KeptRuns(RunStore(":memory:"), runner)))
    page.session.collector = ClassCollector(
        "127.0.0.1", 0, rate_limit=10 * students, per_address=10 * students
    ).start()
    page.session.timer.start()

    def longest_gap(work) -> float:
        gaps, last = [], [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        ticker = QTimer()
        ticker.setInterval(5)
        ticker.timeout.connect(tick)
        ticker.start()
        done = threading.Event()
        threading.Thread(target=lambda: (work(), done.set())).start()
        loop = QEventLoop()
        while not done.is_set() or len(page.entries) < expected[0]:
            loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        ticker.stop()
        return max(gaps) * 1000

    expected = [0]
    idle = longest_gap(lambda: time.sleep(2.0))
    expected[0] = students
    busy = longest_gap(
        lambda: send_class(page.session.collector.address, page.session.collector.code, students)
    )
    page.end_class()
    runner.shutdown(10_000)
    del app
    return idle, busy


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rate = throughput(args.students, args.rounds)
    print(f"throughput: {rate:,.0f} results/s ({args.students} students at once, "
          f"with {len(HOSTILE)} hostile clients; median of {args.rounds})")  # fmt: skip
    idle, busy = stall(args.students)
    print(f"GUI thread, longest gap of a 5 ms timer: {idle:.1f} ms idle, {busy:.1f} ms while "
          f"the class sends (ratio {busy / idle:.1f}×; the issue's limit: 50 ms)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
