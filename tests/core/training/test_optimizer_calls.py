"""The trainer's optimizer calls: the lesson's zero_grad and step, without PyTorch's profiler
range around each unless a profiler records or a hook listens."""

from __future__ import annotations

import torch
from torch import optim
from torch.optim import optimizer as torch_optimizer

from core.training import MLP, TrainConfig, train
from core.training.trainer import optimizer_calls

RANGE_NAMES = ("Optimizer.step#SGD.step", "Optimizer.zero_grad#SGD.zero_grad")


def _count_ranges(monkeypatch) -> list[str]:
    """The names of the profiler ranges opened from now on (recording or not)."""
    opened: list[str] = []
    original = torch.autograd.profiler.record_function

    class Counted(original):  # type: ignore[misc, valid-type]
        def __enter__(self):
            opened.append(self.name)
            return super().__enter__()

    monkeypatch.setattr(torch.autograd.profiler, "record_function", Counted)
    return opened


def test_without_a_profiler_the_trainer_opens_no_optimizer_range(monkeypatch):
    opened = _count_ranges(monkeypatch)
    optimizer = optim.SGD(MLP().parameters(), lr=0.01)
    optimizer.zero_grad()
    optimizer.step()
    assert sorted(opened) == sorted(RANGE_NAMES)  # what the lesson's own calls open
    opened.clear()
    train(TrainConfig(epochs=50, record_every=10))
    assert [name for name in opened if name.startswith("Optimizer.")] == []


def test_under_a_profiler_every_epoch_shows_its_optimizer_calls():
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as profile:
        train(TrainConfig(epochs=30, record_every=10))
    names = [event.name for event in profile.events()]
    assert [names.count(name) for name in RANGE_NAMES] == [30, 30]


def test_a_step_hook_still_runs_at_every_step():
    optimizer = optim.SGD(MLP().parameters(), lr=0.01)
    steps: list[int] = []
    optimizer.register_step_post_hook(lambda *_: steps.append(1))
    zero_grad, step = optimizer_calls(optimizer)
    for _ in range(3):
        zero_grad()
        step()
    assert len(steps) == 3


def test_a_global_step_hook_still_runs_too():
    optimizer = optim.SGD(MLP().parameters(), lr=0.01)
    steps: list[int] = []
    handle = torch_optimizer.register_optimizer_step_pre_hook(lambda *_: steps.append(1))
    try:
        optimizer_calls(optimizer)[1]()
    finally:
        handle.remove()
    assert steps == [1]


def test_a_learning_rate_scheduler_still_sees_each_step():
    import warnings

    optimizer = optim.SGD(MLP().parameters(), lr=0.01)
    scheduler = optim.lr_scheduler.StepLR(optimizer, step_size=1)
    zero_grad, step = optimizer_calls(optimizer)
    zero_grad()
    step()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "lr_scheduler.step() before optimizer.step()"
        scheduler.step()


def test_its_zero_grad_clears_every_gradient_as_the_optimizers_does():
    model = MLP()
    optimizer = optim.SGD(model.parameters(), lr=0.01)
    zero_grad, step = optimizer_calls(optimizer)
    model(torch.ones(2, 4)).sum().backward()
    assert all(parameter.grad is not None for parameter in model.parameters())
    before = [parameter.detach().clone() for parameter in model.parameters()]
    step()
    assert all(not torch.equal(a, b) for a, b in zip(before, model.parameters(), strict=True))
    zero_grad()
    assert all(parameter.grad is None for parameter in model.parameters())
