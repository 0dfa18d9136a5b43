"""The lesson's data and network, exactly: iris split 80/20, MinMaxScaler, 4 → 10 → 3."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import torch
from torch import nn


class MLP(nn.Module):
    """The lesson's network: Linear(4, hidden) → ReLU → Linear(hidden, 3)."""

    def __init__(self, hidden: int = 10) -> None:
        super().__init__()
        self.fc1 = nn.Linear(4, hidden)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(hidden, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.fc1(x)
        out = self.relu(out)
        out = self.fc2(out)
        return out


@lru_cache(maxsize=1)
def lesson_split() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Iris split 80/20 with random_state=42, MinMaxScaler fitted on the training part."""
    from sklearn.datasets import load_iris
    from sklearn.model_selection import train_test_split
    from sklearn.preprocessing import MinMaxScaler

    iris = load_iris()
    x_train, x_test, y_train, y_test = train_test_split(
        iris.data, iris.target, test_size=0.2, random_state=42
    )
    scaler = MinMaxScaler()
    return scaler.fit_transform(x_train), scaler.transform(x_test), y_train, y_test
