"""DeviceLab's logic, never importing Qt: ``hardware``, ``training``, ``experiments`` and
``calls``, one package per tab's domain, and ``cli`` on top of them (the command line; no
widget imports it).
"""

__version__ = "0.1.0"
"""DeviceLab's version: the one place it is written (pyproject.toml reads it from here)."""

SCREENSHOT_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".bmp": "BMP"}
"""The image formats ``--screenshot`` writes, by the file's suffix."""
