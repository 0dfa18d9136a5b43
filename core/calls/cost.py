"""What the ``__call__`` machinery costs per call: m(x) against m.forward(x) and the function.

Each is timed with ``timeit`` in batches sized to ~20 ms, seven times; the median and the
spread (fastest and slowest batch) are reported per call.
"""

from __future__ import annotations

import statistics
import timeit
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from core.i18n import QT_TRANSLATE_NOOP, Message, message

REPEATS = 7
BATCH_SECONDS = 0.02


@dataclass
class CallTiming:
    expression: str
    median_us: float
    fastest_us: float
    slowest_us: float
    calls: int


def measure_call_cost(repeats: int = REPEATS) -> list[CallTiming]:
    """Time layer(x), layer.forward(x) and F.linear(x, w, b) on the lesson's first layer."""
    torch.manual_seed(0)
    layer = nn.Linear(4, 10)
    x = torch.rand(1, 4)
    weight, bias = layer.weight, layer.bias
    cases = {
        "fc1(x)": lambda: layer(x),
        "fc1.forward(x)": lambda: layer.forward(x),
        "F.linear(x, w, b)": lambda: F.linear(x, weight, bias),
    }
    timings = []
    with torch.no_grad():
        for expression, call in cases.items():
            timer = timeit.Timer(call)
            number, _ = timer.autorange()
            number = max(1, int(number * BATCH_SECONDS / 0.2))
            batches = [seconds / number for seconds in timer.repeat(repeats, number)]
            timings.append(
                CallTiming(
                    expression,
                    1e6 * statistics.median(batches),
                    1e6 * min(batches),
                    1e6 * max(batches),
                    number * repeats,
                )
            )
    return timings


def cost_conclusion(timings: list[CallTiming]) -> Message:
    """What ``__call__`` costs over ``forward``, from the medians measured here."""
    by_name = {timing.expression: timing for timing in timings}
    called, forward = by_name["fc1(x)"], by_name["fc1.forward(x)"]
    template = QT_TRANSLATE_NOOP(
        "LabPage",
        "__call__ adds about {extra:.1f} µs per call here ({called:.1f} against {forward:.1f} "
        "µs): the hooks check and bookkeeping. For the lesson's MLP that is three layer calls "
        "per epoch — small next to the work, but not free.",
    )
    return message(
        template,
        extra=called.median_us - forward.median_us,
        called=called.median_us,
        forward=forward.median_us,
    )
