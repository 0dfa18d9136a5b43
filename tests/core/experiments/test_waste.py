"""The lesson's third reason as a number (性能浪费): a run's arithmetic per second against
the most the same device's matrix multiply reached — both measured, never a spec sheet."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.experiments.recorded import shipped_recorded
from core.experiments.waste import (
    epoch_flops,
    fastest,
    percent_text,
    recorded_waste,
    run_waste,
    waste_line,
)
from core.i18n import render


def test_one_epoch_of_the_lessons_network_counted_by_hand():
    """4 → 10 → 3 on 120 flowers: 70 weights, 83 parameters. Forward 2·120·70 multiply-adds
    plus 120·13 biases = 18,360; backward twice that; ReLU and its gradient 2,400, the loss
    1,800; SGD 2·83."""
    assert epoch_flops(10) == 18_360 + 36_720 + 2_400 + 1_800 + 166
    assert epoch_flops(20) > epoch_flops(10)


def test_a_run_uses_its_rate_over_the_peak():
    waste = run_waste("cuda:0", 10, us_per_epoch=550.0, peak_gflops=30_000.0)
    assert waste is not None
    assert waste.achieved_gflops == pytest.approx(59_446 / 550e-6 / 1e9)
    assert waste.share == pytest.approx(waste.achieved_gflops / 30_000)
    said = render(waste_line(waste))
    assert said.startswith("cuda:0 used 0.00036 % of what it can do")
    assert "30,000 GFLOP/s on the Throughput page" in said
    assert run_waste("cpu", 10, 150.0, 0.0) is None  # no peak measured: nothing said


def test_the_fastest_matrix_multiply_of_the_device_is_its_peak():
    rows = [
        SimpleNamespace(device="cuda:0", case="matmul", rate=1_600.0),
        SimpleNamespace(device="cuda:0", case="matmul", rate=50_000.0),
        SimpleNamespace(device="cuda:0", case="host→device", rate=55.0),
        SimpleNamespace(device="cpu", case="matmul", rate=120.0),
    ]
    assert fastest(rows, "cuda:0", "matmul") == 50_000.0 and fastest(rows, "mps", "matmul") is None
    assert fastest(rows, "cuda:0", "host→device") == 55.0


def test_the_recorded_h200_used_almost_nothing_of_either_device():
    """Recorded 2026-12-04: the plain loop at 220 µs (CPU) and 847 µs (GPU) per epoch
    against 1,393 and 50,347 GFLOP/s measured on the same machine."""
    h200, lesson = (next(r for r in shipped_recorded() if r.measured),
                    next(r for r in shipped_recorded() if not r.measured))  # fmt: skip
    wastes = {waste.device: waste for waste in recorded_waste(h200)}
    assert set(wastes) == {"cpu", "gpu"}
    assert wastes["cpu"].share == pytest.approx(59_446 / 219.634e-6 / 1e9 / 1392.64, rel=1e-3)
    assert wastes["gpu"].share < wastes["cpu"].share < 0.001
    assert recorded_waste(lesson) == []  # the lesson measured no matrix multiply


@pytest.mark.parametrize(
    ("share", "text"), [(0.0000014, "0.00014 %"), (0.013, "1.3 %"), (0.456, "46 %")]
)
def test_a_small_share_keeps_the_digits_that_matter(share, text):
    assert percent_text(share) == text
