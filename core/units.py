"""How DeviceLab writes clocks and sizes; None stays None so each view says "unknown" its way."""

from __future__ import annotations


def ghz(value: float | None) -> str | None:
    """3.1 → '3.10 GHz'."""
    return None if value is None else f"{value:.2f} GHz"


def gib(size_bytes: int | None) -> str | None:
    """12 × 2**30 → '12.0 GiB'."""
    return None if size_bytes is None else f"{size_bytes / 2**30:.1f} GiB"


def mib(size_bytes: int | None) -> str | None:
    """2 × 2**20 → '2 MiB'."""
    return None if size_bytes is None else f"{size_bytes / 2**20:g} MiB"
