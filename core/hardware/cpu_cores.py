"""The CPU's cores one by one: which are performance or efficiency cores, and how busy each is.

Hybrid CPUs (Intel 12th gen and later, Apple M-series, ARM big.LITTLE) mix fast
performance cores (P) with small efficiency cores (E). Linux tells them apart through
sysfs, macOS through ``sysctl hw.perflevel*``; elsewhere ``CoreKinds.note`` says why the
split is unknown.
"""

from __future__ import annotations

import os
import platform
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psutil

from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message


def logical_cpus() -> int:
    """The logical CPUs (hardware threads) the operating system schedules on."""
    return psutil.cpu_count(logical=True) or os.cpu_count() or 1


@dataclass
class CoreKinds:
    """Physical performance and efficiency core counts, or None with the reason in ``note``."""

    performance: int | None
    efficiency: int | None
    note: Text | Message


@dataclass
class CoreSample:
    """One reading of every logical CPU: utilisation in percent, clock in MHz (None if unknown)."""

    percent: list[float]
    mhz: list[float] | None


def core_kinds(
    sys_root: Path = Path("/sys"),
    system: str | None = None,
    sysctl: Callable[[str], str | None] | None = None,
) -> CoreKinds:
    """How many P and E cores this CPU has, as far as the OS says.

    ``sys_root``, ``system`` and ``sysctl`` replace the real ones in tests.
    """
    system = system or platform.system()
    if system == "Linux":
        return _linux_core_kinds(sys_root)
    if system == "Darwin":
        return _macos_core_kinds(sysctl or _sysctl)
    return CoreKinds(
        None,
        None,
        message(
            QT_TRANSLATE_NOOP("Hardware", "{system} does not tell DeviceLab the core kinds."),
            system=system or "This system",
        ),
    )


def _linux_core_kinds(sys_root: Path) -> CoreKinds:
    cpu_dir = sys_root / "devices" / "system" / "cpu"
    performance = _read_cpu_list(sys_root / "devices" / "cpu_core" / "cpus")
    efficiency = _read_cpu_list(sys_root / "devices" / "cpu_atom" / "cpus")
    if performance is not None and efficiency is not None:
        return CoreKinds(
            _physical_cores(cpu_dir, performance),
            _physical_cores(cpu_dir, efficiency),
            QT_TRANSLATE_NOOP(
                "Hardware", "Intel hybrid CPU: P-cores run the heavy work, E-cores the background."
            ),
        )
    capacities = _capacities(cpu_dir)
    if len(set(capacities.values())) > 1:
        fastest = max(capacities.values())
        big = [cpu for cpu, capacity in capacities.items() if capacity == fastest]
        little = [cpu for cpu, capacity in capacities.items() if capacity != fastest]
        return CoreKinds(
            _physical_cores(cpu_dir, big),
            _physical_cores(cpu_dir, little),
            QT_TRANSLATE_NOOP(
                "Hardware", "ARM big.LITTLE CPU: big cores for speed, LITTLE cores to save power."
            ),
        )
    cores = psutil.cpu_count(logical=False)
    return CoreKinds(
        cores, 0, QT_TRANSLATE_NOOP("Hardware", "Every core is the same kind (not a hybrid CPU).")
    )


def _macos_core_kinds(sysctl: Callable[[str], str | None]) -> CoreKinds:
    levels = _int_or_none(sysctl("hw.nperflevels"))
    if not levels:
        return CoreKinds(
            None,
            None,
            QT_TRANSLATE_NOOP("Hardware", "macOS does not report core kinds on this Mac."),
        )
    performance = _int_or_none(sysctl("hw.perflevel0.physicalcpu"))
    efficiency = _int_or_none(sysctl("hw.perflevel1.physicalcpu")) if levels > 1 else 0
    return CoreKinds(
        performance,
        efficiency,
        QT_TRANSLATE_NOOP("Hardware", "Apple silicon: P-cores for speed, E-cores to save power."),
    )


def _sysctl(name: str) -> str | None:
    try:
        done = subprocess.run(
            ["sysctl", "-n", name], capture_output=True, text=True, timeout=2, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def _int_or_none(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def _read_cpu_list(path: Path) -> list[int] | None:
    """Parse a kernel CPU list such as "0-7,16-23"; None when the file is absent."""
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    cpus: list[int] = []
    for part in filter(None, text.split(",")):
        first, _, last = part.partition("-")
        try:
            cpus.extend(range(int(first), int(last or first) + 1))
        except ValueError:
            return None
    return cpus


def _capacities(cpu_dir: Path) -> dict[int, int]:
    found: dict[int, int] = {}
    for path in cpu_dir.glob("cpu[0-9]*/cpu_capacity"):
        capacity = _int_or_none(_read_text(path))
        if capacity is not None:
            found[int(path.parent.name[3:])] = capacity
    return found


def _physical_cores(cpu_dir: Path, cpus: list[int]) -> int:
    """Distinct (package, core) pairs among logical CPUs: hyper-threads count once."""
    cores = set()
    for cpu in cpus:
        topology = cpu_dir / f"cpu{cpu}" / "topology"
        package = _read_text(topology / "physical_package_id")
        core = _read_text(topology / "core_id")
        cores.add((package, core) if core is not None else ("cpu", cpu))
    return len(cores)


def _read_text(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


def sample_cores() -> CoreSample:
    """Utilisation of every logical CPU since the previous call, and their clocks.

    The first call after start reports 0 % (psutil needs two readings); poll it.
    """
    try:
        percent = [float(value) for value in psutil.cpu_percent(percpu=True)]
    except (OSError, RuntimeError):
        percent = []
    return CoreSample(percent=percent, mhz=_per_core_mhz(len(percent)))


def _per_core_mhz(count: int) -> list[float] | None:
    """Per-core clocks; one shared clock is repeated, None when the OS reports none."""
    try:
        clocks = psutil.cpu_freq(percpu=True)
    except (OSError, NotImplementedError, RuntimeError, AttributeError):
        return None
    values = [float(clock.current) for clock in clocks or () if clock and clock.current]
    if len(values) == count:
        return values
    if len(values) == 1 and count:
        return values * count
    return None
