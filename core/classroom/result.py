"""A student's class result: this machine's hardware facts and its lesson race, and nothing
else — what leaves the machine, built here, checked field by field where it arrives.

No user name, host name or file path is ever part of it: the nickname is the student's own,
optional word. ``check_result`` is the only way in for data from the network or a file; it
refuses anything it does not know, naming the field and the allowed range.
"""

from __future__ import annotations

import math
import platform
import secrets
from dataclasses import dataclass

from core.errors import SaidError
from core.i18n import QT_TRANSLATE_NOOP, message

FORMAT = "devicelab-class-result"
VERSION = 1
NICKNAME_CHARS = 24
TEXT_CHARS = 120
MS_PER_EPOCH_RANGE = (0.0001, 60_000.0)
"""A lesson epoch takes well under a millisecond on a CPU; a minute means a broken run."""

TEXT_FIELDS = {
    "cpu.model": TEXT_CHARS,
    "cpu.vendor": 40,
    "cpu.architecture": TEXT_CHARS,
    "gpu.name": TEXT_CHARS,
    "gpu.device": 16,
    "torch": 40,
    "os": 60,
    "nickname": NICKNAME_CHARS,
    "result_id": 32,
}
WHOLE_FIELDS = {
    "cpu.cores": (1, 1024),
    "cpu.threads": (1, 4096),
    "cpu.torch_threads": (1, 4096),
    "gpu.vram_bytes": (0, 2**50),
    "epochs": (1, 10_000_000),
}
NUMBER_FIELDS = {"cpu_ms_per_epoch": MS_PER_EPOCH_RANGE, "gpu_ms_per_epoch": MS_PER_EPOCH_RANGE}
YES_NO_FIELDS = {"disturbed"}
OPTIONAL = {
    "disturbed",
    "cpu.vendor",
    "cpu.architecture",
    "cpu.cores",
    "gpu",
    "gpu.vram_bytes",
    "gpu_ms_per_epoch",
    "nickname",
}
SHAPE = {
    "format": str,
    "version": int,
    "result_id": str,
    "nickname": str,
    "cpu": {"model", "vendor", "architecture", "cores", "threads", "torch_threads"},
    "gpu": {"name", "device", "vram_bytes"},
    "torch": str,
    "os": str,
    "epochs": int,
    "cpu_ms_per_epoch": float,
    "gpu_ms_per_epoch": float,
    "disturbed": bool,
}
"""Every field a result may have; a part (``cpu``, ``gpu``) lists its own fields.
``disturbed`` (true only: other programs crowded the race, its times are unreliable) is sent
only when true, so that an undisturbed result is the same as an older DeviceLab's."""


class ResultError(SaidError, ValueError):
    """A class result that is not one: the message names the field and what it allows."""


@dataclass(frozen=True)
class ClassResult:
    """One machine's checked result, as the teacher's page shows it."""

    result_id: str
    nickname: str
    cpu_model: str
    cpu_vendor: str
    cpu_architecture: str
    cpu_cores: int | None
    cpu_threads: int
    torch_threads: int
    gpu_name: str
    gpu_device: str
    gpu_vram_bytes: int | None
    torch: str
    os: str
    epochs: int
    cpu_ms_per_epoch: float
    gpu_ms_per_epoch: float | None
    disturbed: bool = False
    """Other programs crowded its race: drawn faint, marked *, left out of the medians."""
    sender: str = ""
    """The network address it came from, as the collector saw it (never sent by the
    student, never kept on disk): the teacher removes an address's entries at once."""


def new_result_id() -> str:
    """A random id that names no one: a student's resend is kept once, by it."""
    return secrets.token_hex(8)


def check_result(data: object) -> ClassResult:
    """``data`` (parsed JSON from a student) as a ClassResult, or ResultError naming the
    first field that is wrong."""
    if not isinstance(data, dict):
        raise _error(QT_TRANSLATE_NOOP("Class", "a class result must be a JSON object"))
    _check_shape(data)
    if data["format"] != FORMAT or data["version"] != VERSION:
        raise _error(
            QT_TRANSLATE_NOOP("Class", "format: not a DeviceLab class result of version {v}"),
            v=VERSION,
        )
    cpu, gpu = data["cpu"], data.get("gpu")
    if (gpu is None) != (data.get("gpu_ms_per_epoch") is None):
        raise _error(
            QT_TRANSLATE_NOOP("Class", "{field}: given exactly when a gpu is given"),
            field="gpu_ms_per_epoch",
        )
    return ClassResult(
        result_id=data["result_id"],
        nickname=data.get("nickname", ""),
        cpu_model=cpu["model"],
        cpu_vendor=cpu.get("vendor", ""),
        cpu_architecture=cpu.get("architecture", ""),
        cpu_cores=cpu.get("cores"),
        cpu_threads=cpu["threads"],
        torch_threads=cpu["torch_threads"],
        gpu_name=gpu["name"] if gpu else "",
        gpu_device=gpu["device"] if gpu else "",
        gpu_vram_bytes=gpu.get("vram_bytes") if gpu else None,
        torch=data["torch"],
        os=data["os"],
        epochs=data["epochs"],
        cpu_ms_per_epoch=float(data["cpu_ms_per_epoch"]),
        gpu_ms_per_epoch=None if gpu is None else float(data["gpu_ms_per_epoch"]),
        disturbed=data.get("disturbed", False),
    )


def _check_shape(data: dict) -> None:
    """Every key known, every required one there, each value of its type and range."""
    for key in data:
        if key not in SHAPE:
            raise _error(
                QT_TRANSLATE_NOOP("Class", "{field}: not a field of a class result"),
                field=_shown(key),
            )
    for key, kind in SHAPE.items():
        if key not in data or (data[key] is None and key in OPTIONAL):
            if key not in OPTIONAL:
                raise _error(QT_TRANSLATE_NOOP("Class", "{field}: missing"), field=key)
            data.pop(key, None)
            continue
        if isinstance(kind, set):
            _check_part(key, data[key], kind)
        else:
            _check_value(key, data[key])


def _check_part(name: str, part: object, fields: set[str]) -> None:
    if not isinstance(part, dict):
        raise _error(QT_TRANSLATE_NOOP("Class", "{field}: must be an object"), field=name)
    for key in part:
        if key not in fields:
            raise _error(
                QT_TRANSLATE_NOOP("Class", "{field}: not a field of a class result"),
                field=f"{name}.{_shown(key)}",
            )
    for key in sorted(fields):
        path = f"{name}.{key}"
        if part.get(key) is None:
            if path not in OPTIONAL:
                raise _error(QT_TRANSLATE_NOOP("Class", "{field}: missing"), field=path)
            part.pop(key, None)
            continue
        _check_value(path, part[key])


def _check_value(path: str, value: object) -> None:
    """One field's type and range (a bool is no number; a number is finite)."""
    if path in TEXT_FIELDS or SHAPE.get(path) is str:
        limit = TEXT_FIELDS.get(path, 40)
        if not isinstance(value, str) or len(value) > limit or not value.isprintable():
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Class", "{field}: must be printable text of at most {limit} characters"
                ),
                field=path,
                limit=limit,
            )
        return
    if path in YES_NO_FIELDS:
        if not isinstance(value, bool):
            raise _error(QT_TRANSLATE_NOOP("Class", "{field}: must be true or false"), field=path)
        return
    if path in NUMBER_FIELDS:
        low, high = NUMBER_FIELDS[path]
        if (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not low <= value <= high
            or not math.isfinite(value)  # 10**400 too
        ):
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Class", "{field}: must be a finite number from {low:g} to {high:,g}"
                ),
                field=path,
                low=low,
                high=high,
            )
        return
    low, high = WHOLE_FIELDS.get(path, (VERSION, VERSION))
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _error(
            QT_TRANSLATE_NOOP("Class", "{field}: must be a whole number from {low:,} to {high:,}"),
            field=path,
            low=low,
            high=high,
        )


def _shown(key: object) -> str:
    """A key from outside, cut short to be named in a message."""
    text = str(key)
    return text[:40] + "…" if len(text) > 40 else text


def _error(template, **fields) -> ResultError:
    return ResultError(message(template, **fields))


def this_os() -> str:
    """The operating system and its release ("Linux 6.1.0"), never the host's name."""
    return f"{platform.system()} {platform.release()}".strip()[:60]
