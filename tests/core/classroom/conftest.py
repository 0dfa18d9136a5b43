"""A valid class result, as a student's DeviceLab makes it, for the classroom tests."""

import copy

import pytest

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


@pytest.fixture
def student_result():
    """make(**changes) → a fresh valid result with its own id (changes replace fields)."""

    def make(**changes) -> dict:
        result = copy.deepcopy(STUDENT_RESULT)
        result["result_id"] = new_result_id()
        result.update(changes)
        return result

    return make
