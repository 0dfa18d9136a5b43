"""What the crossover grows, and its names: no torch here, so that a recorded result, a kept
run or the Runs page can be read before PyTorch has loaded."""

from __future__ import annotations

from core.i18n import QT_TRANSLATE_NOOP

CROSSOVER_AXES = {
    "samples": (150, 1_000, 10_000, 100_000, 1_000_000),
    "hidden": (10, 64, 256, 1024, 4096),
    "batch": (32, 128, 512, 2048, 8192, 65_536),
}
"""What grows, and its steps. The lesson's run is 120 samples, 10 hidden, full batch."""
AXIS_TITLES = {
    "samples": QT_TRANSLATE_NOOP("CrossoverPage", "number of samples"),
    "hidden": QT_TRANSLATE_NOOP("CrossoverPage", "hidden width"),
    "batch": QT_TRANSLATE_NOOP("CrossoverPage", "batch size"),
}
