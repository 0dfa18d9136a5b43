"""The Class page with forty machines, in English and 简体中文, and in projector mode.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/take_class.py OUT_PREFIX

Writes ``OUT_PREFIX_en.png``, ``OUT_PREFIX_zh_CN.png`` and ``OUT_PREFIX_projector.png``.
The page collects on the loopback address and forty students send to it over HTTP, as
``devicelab class send`` does. Their laptops are a typical lab's mix (the times are
made up around what such laptops take: this machine has one CPU, not forty), so the
picture shows the page, not a measurement.
"""

from __future__ import annotations

import contextlib
import random
import sys
from concurrent.futures import ThreadPoolExecutor

import torch  # noqa: F401  (before Qt, as gui/main.py does)
from shots import save_shots

from core.classroom.client import SendError, send_result
from core.classroom.result import FORMAT, VERSION, new_result_id
from core.hardware.microarchitecture import CpuIdentity, read_microarchitecture
from gui.app import make_app
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.workers import wait_until

STUDENTS = 40
LAPTOPS = [  # CPU, cores, threads, typical CPU ms per epoch, OS
    ("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz", 4, 8, 0.15, "Windows 11"),
    ("12th Gen Intel(R) Core(TM) i7-12700H", 14, 20, 0.11, "Windows 11"),
    ("13th Gen Intel(R) Core(TM) i5-13500H", 12, 16, 0.10, "Windows 11"),
    ("AMD Ryzen 7 5800H with Radeon Graphics", 8, 16, 0.12, "Windows 10"),
    ("AMD Ryzen 7 7840HS w/ Radeon 780M Graphics", 8, 16, 0.08, "Windows 11"),
    ("Apple M2", 8, 8, 0.07, "macOS 14.5"),
    ("Intel(R) Core(TM) Ultra 7 155H", 16, 22, 0.10, "Windows 11"),
]
GPUS = [  # name, VRAM in GiB (None: no NVIDIA GPU)
    None,
    ("NVIDIA GeForce RTX 3050 Laptop GPU", 4),
    ("NVIDIA GeForce RTX 4060 Laptop GPU", 8),
    ("NVIDIA GeForce RTX 3060 Laptop GPU", 6),
]


def student(seat: int, chance: random.Random) -> dict:
    """One student's result, as their DeviceLab makes it."""
    model, cores, threads, cpu_ms, os_name = chance.choice(LAPTOPS)
    gpu = None if model == "Apple M2" else chance.choice(GPUS)
    result = {
        "format": FORMAT,
        "version": VERSION,
        "result_id": new_result_id(),
        "nickname": f"{'ABCDE'[seat // 8]}{seat % 8 + 1}",
        "cpu": {
            "model": model,
            "vendor": "Apple" if model == "Apple M2" else None,
            "architecture": str(read_microarchitecture(CpuIdentity(brand=model)).summary()) or None,
            "cores": cores,
            "threads": threads,
            "torch_threads": cores,
        },
        "gpu": None,
        "torch": "2.13.0",
        "os": os_name,
        "epochs": 20_000,
        "cpu_ms_per_epoch": round(cpu_ms * chance.uniform(0.85, 1.4), 4),
        "gpu_ms_per_epoch": None,
    }
    if gpu is not None:
        result["gpu"] = {"name": gpu[0], "device": "cuda:0", "vram_bytes": gpu[1] * 2**30}
        result["gpu_ms_per_epoch"] = round(chance.uniform(0.35, 0.8), 4)
    return result


def main(prefix: str) -> int:
    app = make_app()
    window = MainWindow(settings=Settings(remember=False))
    window.show()
    tab = window.experiments_tab
    window.show_tab("experiments")
    tab.pages.setCurrentWidget(tab.class_page)
    page = tab.class_page
    page.address_box.setCurrentIndex(page.address_box.findData("127.0.0.1"))
    page.start()
    collector = page.session.collector
    # Forty students on one machine share one address: let it send for all of them.
    collector.rate_limit = collector.per_address = collector.machines_per_address = 2 * STUDENTS
    host, port = collector.address
    chance = random.Random(36)
    results = [student(seat, chance) for seat in range(STUDENTS)]
    with ThreadPoolExecutor(8) as pool:
        sent = pool.map(lambda r: send_result(f"{host}:{port}", collector.code, r), results)
        print(f"{len(list(sent))} students sent")
    typo = f"{(int(collector.code) + 1) % 1_000_000:06d}"
    with contextlib.suppress(SendError):  # one student typed the code wrong first
        send_result(f"{host}:{port}", typo, results[0])
    if not wait_until(app, lambda: len(page.entries) == STUDENTS and page.refused_kinds, 30):
        print(f"only {len(page.entries)} of {STUDENTS} students arrived", file=sys.stderr)
        return 1
    page.show_facts(page.entries[3])
    save_shots(app, window, prefix)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "class"))
