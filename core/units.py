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


def size(size_bytes: int | None) -> str | None:
    """Bytes in the largest binary unit that keeps a number ≥ 1: 332 B, 1.5 GiB, 100.4 GiB."""
    if size_bytes is None:
        return None
    value = float(size_bytes)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(value) < 1024:
            return f"{value:,.0f} {unit}" if unit == "B" else f"{value:,.1f} {unit}"
        value /= 1024
    return f"{value:,.1f} TiB"


def per_second(bytes_per_s: float | None) -> str | None:
    """A copy rate in the Throughput page's decimal units: 12.3 GB/s, 901.1 MB/s, 256.0 kB/s."""
    if bytes_per_s is None:
        return None
    for unit, scale in (("GB/s", 1e9), ("MB/s", 1e6), ("kB/s", 1e3)):
        if bytes_per_s >= scale:
            return f"{bytes_per_s / scale:,.1f} {unit}"
    return f"{bytes_per_s:,.0f} B/s"
