"""The class's results read together: each machine's CPU group (vendor, line, generation),
the class median, and the table as CSV."""

from __future__ import annotations

import csv
import io
import re
import statistics
from collections.abc import Iterable
from functools import lru_cache

from core.classroom.result import ClassResult
from core.hardware import decode_cpu_name
from core.i18n import QT_TRANSLATE_NOOP, Message, message

CSV_COLUMNS = [
    "nickname", "cpu_model", "cpu_vendor", "cpu_architecture", "cpu_group", "cpu_cores",
    "cpu_threads", "torch_threads", "gpu_name", "gpu_device", "gpu_vram_bytes", "torch", "os",
    "epochs", "cpu_ms_per_epoch", "gpu_ms_per_epoch", "disturbed",
]  # fmt: skip


@lru_cache(maxsize=1024)
def cpu_group(model: str) -> tuple[str, int | None]:
    """The CPU's vendor and line, and its generation, as the lesson reads a name:
    ("Intel Core", 11), ("AMD Ryzen", 7), ("Apple M2", None); ("other", None) where the name
    says nothing DeviceLab can read."""
    name = decode_cpu_name(model)
    if name.vendor is None:
        return "other", None
    line = re.sub(r"\s+i?\d$", "", name.family or "")  # "Core i5" → "Core", "Ryzen 7" → "Ryzen"
    words = line if line.startswith(name.vendor) else f"{name.vendor} {line}".strip()
    if name.generation is None or words.endswith(str(name.generation)):
        return words, None
    return words, name.generation


CPU_GROUP = QT_TRANSLATE_NOOP("Class", "{line}, generation {generation}")
CPU_GROUP_TWO_LINES = QT_TRANSLATE_NOOP("Class", "{line}\ngen. {generation}")
"""Under the chart's dots, short: seven groups side by side on a projector."""


def group_label(group: tuple[str, int | None], two_lines: bool = False) -> Message | str:
    """A CPU group as the table names it, or (``two_lines``) under the chart's dots."""
    line, generation = group
    if generation is None:
        return line
    return message(
        CPU_GROUP_TWO_LINES if two_lines else CPU_GROUP, line=line, generation=generation
    )


def median_ms(results: Iterable[ClassResult], gpu: bool = False) -> float | None:
    """The class median of the time per epoch, on the CPU or (``gpu``) the GPU, of the
    undisturbed results only."""
    times = [r.gpu_ms_per_epoch if gpu else r.cpu_ms_per_epoch for r in counted(results)]
    present = [t for t in times if t is not None]
    return statistics.median(present) if present else None


def counted(results: Iterable[ClassResult]) -> list[ClassResult]:
    """The results a class median counts: every one other programs did not disturb."""
    return [result for result in results if not result.disturbed]


def medians_include(results: list[ClassResult]) -> Message:
    """What the class medians are made of: "7 machines; 2 disturbed left out"."""
    left_out = len(results) - len(counted(results))
    if not left_out:
        return message(MEDIANS_OF, count=len(results))
    return message(MEDIANS_LEAVE_OUT, count=len(results) - left_out, left_out=left_out)


MEDIANS_OF = QT_TRANSLATE_NOOP("Class", "the medians of {count} machine(s)")
MEDIANS_LEAVE_OUT = QT_TRANSLATE_NOOP(
    "Class", "the medians of {count} machine(s); {left_out} disturbed (marked *) left out"
)


def group_medians(results: list[ClassResult]) -> list[tuple[tuple[str, int | None], float, int]]:
    """Each CPU group's median CPU time per epoch and its number of machines (undisturbed
    ones), fastest first."""
    groups: dict[tuple[str, int | None], list[float]] = {}
    for result in counted(results):
        groups.setdefault(cpu_group(result.cpu_model), []).append(result.cpu_ms_per_epoch)
    rows = [(group, statistics.median(times), len(times)) for group, times in groups.items()]
    return sorted(rows, key=lambda row: row[1])


def results_csv(results: Iterable[ClassResult]) -> str:
    """The table as CSV; a cell that a spreadsheet would read as a formula is quoted off."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for result in results:
        row = {**vars(result), "cpu_group": str(group_label(cpu_group(result.cpu_model)))}
        writer.writerow([_safe_cell(row[column]) for column in CSV_COLUMNS])
    return out.getvalue()


def _safe_cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
