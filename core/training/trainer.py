"""The lesson's iris MLP and one train function shared by the GUI worker and the CLI.

The loop is the lesson's own (full batch, ``CrossEntropyLoss``, ``SGD``); the only
additions are a clock check per epoch for batched progress and cooperative cancel, the
optimizer's calls without their unrecorded profiler ranges (``optimizer_calls``), and
honest timing: the device is synchronized before every clock reading that is
reported, and the first epoch (warm-up) is reported apart.

Modes change how the loop talks to the device, never what it computes:
``plain`` is the lesson's (``loss.item()`` on each recorded epoch, a sync each time);
``deferred`` keeps the recorded losses on the device and brings them back in one chunk per
progress batch; ``compile`` runs the model through ``torch.compile``; ``cuda_graph``
captures the whole training step once and replays it (``core.training.cuda_graph``).
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from functools import partial
from typing import TextIO

import torch
from torch import nn, optim
from torch.optim import optimizer as torch_optimizer

from core.hardware import other_programs
from core.hardware.devices import device_display_name, synchronize
from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.lesson_model import MLP, lesson_split
from core.training.compile_check import compile_cache_counts, compile_note
from core.training.config import TrainConfig
from core.training.cpu_threads import resolve_threads, using_threads
from core.training.cuda_graph import run_graph_loop
from core.training.loop import (
    DIVERGENCE_FACTOR,
    Bookkeeping,
    LoopInputs,
    LoopOutcome,
    cancelled_message,
    diverged_message,
)
from core.training.run_reports import (
    PROGRESS_INTERVAL_S,
    ProgressHook,
    StopHook,
    TrainResult,
)


def train(
    config: TrainConfig,
    on_progress: ProgressHook | None = None,
    should_stop: StopHook | None = None,
    print_to: TextIO | None = None,
) -> TrainResult:
    """Train the lesson's MLP as configured; report progress at ≤ 20 Hz and honour should_stop.

    A loss is read back from the device after the first epoch, on the epochs the record
    interval asks for (``plain``: one ``loss.item()`` each; ``deferred``: one read per
    progress batch for all of them), and once per progress batch in which nothing was
    read, to notice divergence. A loss that is NaN, infinite or over DIVERGENCE_FACTOR
    times the first one ends the run with status "diverged". Printed lines go to
    ``print_to`` (os.devnull when None). torch's ops run on ``config.threads`` CPU threads
    in the calling thread (``auto``: chosen for the work); the result says how many.
    """
    config.validated()
    rows = len(lesson_split()[0])
    with using_threads(resolve_threads(config.threads, rows, max(config.hidden, 4))):
        if config.print_every and print_to is None:
            with open(os.devnull, "w") as sink:
                return _train(config, on_progress, should_stop, sink)
        return _train(config, on_progress, should_stop, print_to)


def _lesson_on(device: torch.device, hidden: int) -> tuple:
    """The lesson's data and a new MLP moved to ``device`` as the lesson does, and the
    seconds the move took (the device's context started first: it is not data movement)."""
    x_train_np, x_test_np, y_train_np, y_test_np = lesson_split()
    if device.type != "cpu":
        torch.empty(0, device=device)
        synchronize(device)
    setup_start = time.perf_counter()
    x_train = torch.FloatTensor(x_train_np).to(device)
    y_train = torch.LongTensor(y_train_np).to(device)
    x_test = torch.FloatTensor(x_test_np).to(device)
    y_test = torch.LongTensor(y_test_np).to(device)
    model = MLP(hidden).to(device)
    synchronize(device)
    return x_train, y_train, x_test, y_test, model, time.perf_counter() - setup_start


def _train(
    config: TrainConfig,
    on_progress: ProgressHook | None,
    should_stop: StopHook | None,
    sink: TextIO | None,
) -> TrainResult:
    device = torch.device(config.device)
    torch.manual_seed(config.seed)
    x_train, y_train, x_test, y_test, model, setup_s = _lesson_on(device, config.hidden)
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=config.lr)  # the first one imports ~1 s

    books = Bookkeeping(config, sink)
    inputs = LoopInputs(
        config, books, model, criterion, optimizer, x_train, y_train, on_progress, should_stop
    )
    loop, message = _run_mode(inputs)
    epoch = loop.epochs
    final_loss = loop.loss.item()  # after the clock stopped: not one of the run's syncs
    accuracy = None
    if loop.status != "diverged":
        with torch.no_grad():
            predicted = model(x_test).argmax(dim=1)
            accuracy = (predicted == y_test).float().mean().item()
    if on_progress is not None:
        on_progress(books.progress(epoch, loop.train_s))
    return TrainResult(
        config=config,
        status=loop.status,
        message=message,
        epochs_completed=epoch,
        device_name=device_display_name(config.device),
        cpu_threads=torch.get_num_threads(),
        torch_version=torch.__version__,
        setup_s=setup_s,
        train_s=loop.train_s,
        warmup_s=loop.warmup_s,
        host_syncs=books.syncs,
        sync_s=books.sync_s,
        divergence_syncs=books.divergence_syncs,
        prints=books.prints,
        print_s=books.print_s,
        final_loss=final_loss,
        test_accuracy=accuracy,
        recorded_epochs=books.epochs,
        recorded_losses=books.losses,
        first_loss=books.first_loss,
        diverged_at=loop.diverged_at,
        others_cores=loop.others_cores,
    )


def _run_mode(inputs: LoopInputs) -> tuple[LoopOutcome, Message]:
    """The mode's loop, and its message: in compile mode, why compiling took its time."""
    config = inputs.config
    cache_before = compile_cache_counts() if config.mode == "compile" else None
    with other_programs.watching() as watched:  # do other programs crowd its threads?
        loop = run_graph_loop(inputs) if config.mode == "cuda_graph" else _run_loop(inputs)
    loop.others_cores = watched.others_cores
    said = loop.message or message(
        QT_TRANSLATE_NOOP("Training", "Trained {epochs:,} epochs on {device}."),
        epochs=loop.epochs,
        device=config.device,
    )
    if cache_before is not None:
        note = compile_note(cache_before, compile_cache_counts(), loop.warmup_s)
        said = message(
            QT_TRANSLATE_NOOP("Training", "{outcome} {compiling}"), outcome=said, compiling=note
        )
    return loop, said


def optimizer_calls(optimizer: optim.Optimizer) -> tuple[Callable[[], None], Callable]:
    """``optimizer.zero_grad`` and ``optimizer.step`` for the hot loop: the same arithmetic,
    without the profiler range PyTorch opens around each (about 30 µs an epoch on this
    2-core VM, a quarter of the lesson's epoch) where no profiler records, no step hook is
    registered and neither method was replaced (an LR scheduler wraps ``step``); the
    optimizer's own methods where one is. Decided at the run's start."""
    step = getattr(type(optimizer).step, "__wrapped__", None)
    hooks = (
        optimizer._optimizer_step_pre_hooks,
        optimizer._optimizer_step_post_hooks,
        torch_optimizer._global_optimizer_pre_hooks,
        torch_optimizer._global_optimizer_post_hooks,
    )
    replaced = {"step", "zero_grad"} & vars(optimizer).keys()  # a scheduler's wrapper
    own_zero_grad = type(optimizer).zero_grad is not optim.Optimizer.zero_grad
    listened = any(hooks) or torch.autograd._profiler_enabled()
    if step is None or replaced or own_zero_grad or listened:
        return optimizer.zero_grad, optimizer.step
    parameters = tuple(p for group in optimizer.param_groups for p in group["params"])

    def zero_grad() -> None:  # zero_grad(set_to_none=True), its default
        for parameter in parameters:
            parameter.grad = None

    return zero_grad, partial(step, optimizer)


def _run_loop(inputs: LoopInputs) -> LoopOutcome:  # noqa: C901 (see the docstring)
    """The lesson's loop, in the plain, deferred or compile mode.

    One function on purpose, over the length limit and the complexity limit: it is the hot
    loop, and each epoch pays for no extra call and keeps every name local.
    """
    config, books, model, criterion, optimizer = (
        inputs.config,
        inputs.books,
        inputs.model,
        inputs.criterion,
        inputs.optimizer,
    )
    x_train, y_train = inputs.x_train, inputs.y_train
    on_progress, should_stop = inputs.on_progress, inputs.should_stop
    zero_grad, step = optimizer_calls(optimizer)
    device = x_train.device
    deferred = config.mode == "deferred"
    forward = torch.compile(model) if config.mode == "compile" else model
    record_every, print_every = config.record_every, config.print_every
    keep = books.pending.append  # deferred: one list append per recorded epoch, no sync
    status, message = "finished", None
    warmup_s = 0.0
    loss_limit = math.inf
    epoch = 0
    diverged_at: int | None

    start = time.perf_counter()
    next_report = start + PROGRESS_INTERVAL_S
    for epoch in range(1, config.epochs + 1):
        outputs = forward(x_train)
        loss = criterion(outputs, y_train)
        zero_grad()
        loss.backward()
        step()

        if epoch == 1:
            synchronize(device)
            warmup_s = time.perf_counter() - start
            books.first_loss = books.read(loss)
            loss_limit = DIVERGENCE_FACTOR * books.first_loss
        value = None
        if record_every and epoch % record_every == 0:
            if deferred:
                keep(loss.detach())
            else:
                value = books.record(epoch, loss)
        if print_every and epoch % print_every == 0:
            books.print_loss(epoch, loss)
        now = time.perf_counter()
        report_due = now >= next_report
        diverged_at = epoch
        if report_due:
            if books.pending:
                bad = books.cut_at_divergence(books.flush(epoch), loss_limit)
                if bad is not None:
                    diverged_at, value = bad
            elif value is None and len(books.epochs) == books.sent:
                value = books.read(loss)  # nothing recorded in this batch: check anyway
                books.divergence_syncs += 1
        if value is not None and not value <= loss_limit:  # also true for NaN
            if not books.epochs or books.epochs[-1] != diverged_at:
                books.add_chunk([diverged_at], [value])  # the curve ends where it diverged
            status = "diverged"
            message = diverged_message(diverged_at, value, loss_limit, config, noticed_at=epoch)
            break
        if report_due:
            next_report = now + PROGRESS_INTERVAL_S
            if on_progress is not None:
                on_progress(books.progress(epoch, now - start))
            if should_stop is not None and should_stop():
                status, message = "cancelled", cancelled_message(epoch)
                break

    synchronize(device)
    train_s = time.perf_counter() - start
    if books.pending and status != "diverged":
        bad = books.cut_at_divergence(books.flush(epoch), loss_limit)
        if bad is not None:
            status, diverged_at = "diverged", bad[0]
            message = diverged_message(*bad, loss_limit, config, noticed_at=epoch)
    if status != "diverged":
        diverged_at = None
    return LoopOutcome(status, message, epoch, warmup_s, train_s, loss, diverged_at)
