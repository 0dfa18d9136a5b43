"""Fast modes change how the loop talks to the device, never the losses it computes."""

import io

import pytest
import torch

from core.errors import ConfigError
from core.training import PROGRESS_INTERVAL_S, TrainConfig, compile_check, train
from core.training.compile_check import compile_unavailable


@pytest.mark.parametrize("record_every", [1, 7])
def test_deferred_sync_gives_the_plain_loops_curve_with_far_fewer_syncs(record_every):
    plain = train(TrainConfig(epochs=700, record_every=record_every))
    deferred = train(TrainConfig(epochs=700, record_every=record_every, mode="deferred"))
    assert deferred.recorded_epochs == plain.recorded_epochs
    assert deferred.recorded_losses == plain.recorded_losses  # same ops: bit for bit
    assert deferred.final_loss == plain.final_loss
    assert plain.host_syncs >= 1 + len(plain.recorded_epochs)
    assert deferred.host_syncs < plain.host_syncs / 5


def test_deferred_sync_still_notices_a_diverging_run():
    result = train(TrainConfig(lr=1000.0, record_every=1, mode="deferred"))
    assert result.status == "diverged"
    assert "learning rate 1000" in str(result.message)


def test_printing_goes_where_asked_in_the_lessons_format_and_is_timed():
    sink = io.StringIO()
    result = train(TrainConfig(epochs=400, record_every=200, print_every=100), print_to=sink)
    lines = sink.getvalue().splitlines()
    assert [line.split(",")[0] for line in lines] == [
        f"Epoch [{e}/400]" for e in (100, 200, 300, 400)
    ]
    assert lines[0].startswith("Epoch [100/400], Loss: ")
    assert result.prints == 4 and result.print_s > 0
    # 1 warm-up read, 2 records and 4 prints, each its own loss.item() as in the lesson,
    # plus one divergence check per progress batch (1/20 s) that read nothing else.
    checks = result.host_syncs - 7
    assert 0 <= checks <= result.train_s / PROGRESS_INTERVAL_S + 1 and result.sync_s > 0
    assert result.compute_s == pytest.approx(result.train_s - result.sync_s - result.print_s)


def test_printing_without_a_target_goes_to_devnull(capsys):
    result = train(TrainConfig(epochs=200, print_every=50))
    assert result.prints == 4
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"mode": "turbo"}, "mode", "one of plain, deferred, compile, cuda_graph"),
        ({"mode": "cuda_graph"}, "mode", "need an NVIDIA GPU"),
        ({"print_every": -1}, "print_every", "0 = never"),
    ],
)
def test_an_unusable_mode_is_refused_with_the_reason(changes, field, words):
    with pytest.raises(ConfigError) as caught:
        TrainConfig(**changes).validated(["cpu"])
    assert caught.value.field == field
    assert words in str(caught.value)


def test_the_cuda_graph_mode_cannot_print(monkeypatch):
    with pytest.raises(ConfigError, match="print_every must be 0 in the CUDA-graph mode"):
        TrainConfig(device="cuda:0", mode="cuda_graph", print_every=100).validated(
            ["cpu", "cuda:0"]
        )


@pytest.fixture
def fresh_compile_check():
    """The check is cached; each of these tests asks it afresh, and leaves no answer behind."""
    compile_unavailable.cache_clear()
    yield
    compile_unavailable.cache_clear()


def test_compile_says_why_it_cannot_run(monkeypatch, fresh_compile_check):
    monkeypatch.setattr(compile_check.shutil, "which", lambda name: None)
    monkeypatch.delenv("CXX", raising=False)
    assert "needs a C++ compiler" in str(compile_unavailable("cpu"))
    compile_unavailable.cache_clear()
    monkeypatch.setattr(compile_check.sys, "frozen", True, raising=False)
    assert "packaged app" in str(compile_unavailable("cpu"))


def test_compile_for_a_gpu_needs_triton(monkeypatch, fresh_compile_check):
    monkeypatch.setattr(compile_check.importlib.util, "find_spec", lambda name: None)
    assert "NVIDIA GPU needs Triton" in str(compile_unavailable("cuda:0"))
    # Intel's and AMD's GPUs need their vendor's own Triton build, named.
    assert "Intel's Triton (pytorch-triton-xpu)" in str(compile_unavailable("xpu:0"))
    compile_unavailable.cache_clear()
    monkeypatch.setattr(torch.version, "hip", "6.2.41133", raising=False)
    assert "ROCm's Triton (pytorch-triton-rocm)" in str(compile_unavailable("cuda:0"))


@pytest.mark.slow
@pytest.mark.skipif(compile_unavailable("cpu") is not None, reason="torch.compile unavailable")
def test_compile_gives_the_plain_loops_curve_within_float_tolerance():
    plain = train(TrainConfig(epochs=300, record_every=10))
    compiled = train(TrainConfig(epochs=300, record_every=10, mode="compile"))
    assert compiled.status == "finished"
    assert compiled.recorded_losses == pytest.approx(plain.recorded_losses, rel=1e-5, abs=1e-6)
    assert compiled.warmup_s > plain.warmup_s  # compiling is part of the first epoch


class _StepOnCpu:
    """CapturedStep's contract without CUDA: replay() runs one step and writes its loss
    into a small ring at the cursor, as the captured graph does on a GPU."""

    def __init__(self, model, criterion, optimizer, x, y):
        self.losses = torch.zeros(64)
        self.cursor = 0
        self._run = (model, criterion, optimizer, x, y)
        self.loss = torch.zeros(())

    def replay(self):
        model, criterion, optimizer, x, y = self._run
        optimizer.zero_grad()
        self.loss = criterion(model(x), y)
        self.loss.backward()
        optimizer.step()
        self.losses[self.cursor] = self.loss.detach()
        self.cursor = (self.cursor + 1) % len(self.losses)


@pytest.fixture
def graph_loop_on_cpu(monkeypatch):
    """The CUDA-graph mode's loop (chunked read-back from a ring) run on the CPU."""
    from core.training import config, cuda_graph

    monkeypatch.setattr(cuda_graph, "CapturedStep", _StepOnCpu)
    monkeypatch.setattr(cuda_graph, "synchronize", lambda device: None)
    monkeypatch.setattr(config, "mode_unavailable", lambda mode, device: None)


@pytest.mark.parametrize("record_every", [0, 1, 7, 64, 65])
def test_the_graph_loops_ring_read_back_gives_the_plain_curve(graph_loop_on_cpu, record_every):
    plain = train(TrainConfig(epochs=300, record_every=record_every))
    graph = train(TrainConfig(epochs=300, record_every=record_every, mode="cuda_graph"))
    assert graph.status == "finished"
    assert graph.recorded_epochs == plain.recorded_epochs
    assert graph.recorded_losses == plain.recorded_losses
    assert graph.final_loss == plain.final_loss


@pytest.mark.parametrize("mode", ["deferred", "cuda_graph"])
def test_a_diverging_run_ends_its_curve_where_the_plain_loop_does(graph_loop_on_cpu, mode):
    plain = train(TrainConfig(lr=1000.0, record_every=1))
    other = train(TrainConfig(lr=1000.0, record_every=1, mode=mode))
    assert plain.status == other.status == "diverged"
    assert other.recorded_epochs == plain.recorded_epochs
    assert other.recorded_losses == plain.recorded_losses
    epoch = plain.recorded_epochs[-1]
    assert f"diverged at epoch {epoch:,}" in str(plain.message)
    assert f"diverged at epoch {epoch:,}" in str(other.message)
    assert plain.diverged_at == other.diverged_at == epoch
    assert plain.first_loss == other.first_loss


def test_the_graph_mode_refuses_momentum():
    from core.training.cuda_graph import CapturedStep

    model = torch.nn.Linear(2, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    with pytest.raises(ValueError, match="momentum 0"):
        CapturedStep(model, torch.nn.MSELoss(), optimizer, torch.ones(1, 2), torch.ones(1, 1))
