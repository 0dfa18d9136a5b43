"""What the crossover and threads experiments share: the worker task's hooks, synthetic
iris-shaped data of any size, and timing epochs with the device synchronized.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch
from torch import nn, optim

from core.experiments import disturbance
from core.hardware.devices import synchronize
from core.hardware.other_programs import watching
from core.lesson_model import MLP


@dataclass
class CrossoverPoint:
    """One timed size on one device: seconds per epoch after a warm-up epoch."""

    value: int
    device: str
    seconds_per_epoch: float
    epochs_timed: int
    warmup_s: float
    threads: int = 1
    """The CPU threads torch's ops used for this point."""
    others_cores: float = 0.0
    """Logical CPUs other programs kept busy while it was timed (core.experiments.disturbance)."""
    spread: float = 1.0
    """The slower quartile of its epochs ÷ the faster."""
    unreliable: bool = False
    """Still disturbed after measuring it again: marked, and left out of conclusions."""
    times_measured: int = 1


def synthetic_classes(samples: int) -> tuple[np.ndarray, np.ndarray]:
    """Iris-shaped data of any size: 4 features, 3 classes (scikit-learn, fixed seed)."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        n_samples=samples,
        n_features=4,
        n_informative=3,
        n_redundant=0,
        n_classes=3,
        n_clusters_per_class=1,
        random_state=0,
    )
    return x.astype(np.float32), y


def time_epochs(
    device: torch.device,
    x_np: np.ndarray,
    y_np: np.ndarray,
    hidden: int,
    batch: int | None,
    min_seconds: float,
    average: Callable[[list[float]], float] = statistics.median,
    own_pids: tuple[int, ...] = (),
) -> CrossoverPoint:
    """Seconds per epoch (the median of timed epochs, synchronized), warm-up apart, and what
    other programs (not ``own_pids``, DeviceLab's helpers) did meanwhile.

    ``average=statistics.fmean`` counts the rare slow epochs too (a preempted thread).
    """
    torch.manual_seed(0)
    x = torch.from_numpy(np.ascontiguousarray(x_np, dtype=np.float32)).to(device)
    y = torch.from_numpy(np.asarray(y_np, dtype=np.int64)).to(device)
    model = MLP(hidden).to(device)  # 4 features in, 3 classes out, as iris
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=0.01)
    size = batch or len(x)

    def epoch() -> None:
        for start in range(0, len(x), size):
            loss = criterion(model(x[start : start + size]), y[start : start + size])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

    synchronize(device)
    begin = time.perf_counter()
    epoch()
    synchronize(device)
    warmup = time.perf_counter() - begin
    timings: list[float] = []
    with watching(own_pids) as watched:
        while sum(timings) < min_seconds or len(timings) < 3:
            begin = time.perf_counter()
            epoch()
            synchronize(device)
            timings.append(time.perf_counter() - begin)
    return CrossoverPoint(
        value=0,
        device=str(device),
        seconds_per_epoch=average(timings),
        epochs_timed=len(timings),
        warmup_s=warmup,
        threads=torch.get_num_threads(),
        others_cores=watched.others_cores,
        spread=disturbance.spread(timings),
    )
