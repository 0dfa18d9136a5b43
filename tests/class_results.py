"""A valid class result, as a student's DeviceLab makes it (the classroom tests' data)."""

import copy

from core.classroom.result import FORMAT, VERSION, new_result_id

STUDENT_RESULT = {
    "format": FORMAT,
    "version": VERSION,
    "result_id": "0f3a9c2e5b7d1e4f",
    "nickname": "desk 7",
    "cpu": {
        "model": "11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
        "vendor": "GenuineIntel",
        "architecture": "Tiger Lake (Willow Cove, 10 nm SuperFin)",
        "cores": 4,
        "threads": 8,
        "torch_threads": 4,
    },
    "gpu": {"name": "NVIDIA GeForce RTX 3050 Laptop GPU", "device": "cuda:0",
            "vram_bytes": 4 * 2**30},
    "torch": "2.13.0",
    "os": "Windows 11",
    "epochs": 20_000,
    "cpu_ms_per_epoch": 0.15,
    "gpu_ms_per_epoch": 0.55,
}  # fmt: skip


def student_result(**changes) -> dict:
    """A fresh valid result with its own id (``changes`` replace fields)."""
    result = copy.deepcopy(STUDENT_RESULT)
    result["result_id"] = new_result_id()
    result.update(changes)
    return result
