"""DeviceLab's trainer against the lesson's own loop, alternating in one process.

The lesson's loop is its second listing (record every 200 epochs, print every 100 and
200): same data, same model, same seed; rounds alternate which goes first. Both print
to os.devnull so that the terminal does not decide the result. Prints each round, the
medians, and the median of the pair-by-pair ratios (DeviceLab trainer ÷ lesson loop)
with their spread: on these machines a single round moves by ±10 %.

DeviceLab's side is configurable: ``--mode deferred --record-every 1`` records every
epoch's loss (a full-resolution curve) against the lesson's 100 records.

    python bench/lesson_loop.py [--epochs 20000] [--rounds 9] [--device cpu]
        [--mode plain] [--record-every 200] [--threads auto]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import time
from dataclasses import replace

import torch
from torch import nn, optim

from core.hardware.devices import synchronize
from core.training import MLP, TrainConfig, lesson_split, train
from core.training.cpu_threads import AUTO


def lesson_loop(device: torch.device, num_epochs: int, seed: int) -> float:
    """The lesson's second listing; returns its training time in seconds."""
    x_train_np, _, y_train_np, _ = lesson_split()
    X_train = torch.FloatTensor(x_train_np).to(device)  # the lesson's names
    y_train = torch.LongTensor(y_train_np).to(device)
    torch.manual_seed(seed)
    model = MLP().to(device)
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=0.01)
    losses = []
    synchronize(device)
    start_time = time.perf_counter()
    for epoch in range(num_epochs):
        outputs = model(X_train)
        loss = criterion(outputs, y_train)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if (epoch + 1) % 200 == 0:
            losses.append(loss.item())
            print(f"Epoch [{epoch + 1}/{num_epochs}], Loss: {loss.item():.4f}")
        if (epoch + 1) % 100 == 0:
            print(f"Epoch [{epoch + 1}/{num_epochs}], Loss: {loss.item():.4f}")
    synchronize(device)
    return time.perf_counter() - start_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=9, help="alternations (pairs)")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--mode", default="plain", help="DeviceLab's mode")
    parser.add_argument("--record-every", type=int, default=200, help="DeviceLab's interval")
    parser.add_argument("--threads", default=AUTO, help="DeviceLab's CPU threads (auto)")
    args = parser.parse_args()
    threads = args.threads if args.threads == AUTO else int(args.threads)
    device = torch.device(args.device)
    config = TrainConfig(
        device=args.device,
        epochs=args.epochs,
        record_every=args.record_every,
        mode=args.mode,
        threads=threads,
    )
    lesson_split()
    used = train(replace(config, epochs=200)).cpu_threads  # warm-up for both, not measured
    lesson_times, devicelab_times = [], []
    print(
        f"{args.epochs:,} epochs on {args.device}; the lesson's loop: {torch.get_num_threads()} "
        f"CPU threads (torch's default); DeviceLab: mode {args.mode}, record every "
        f"{args.record_every}, {used} CPU threads ({args.threads})"
    )
    for round_number in range(1, args.rounds + 1):
        with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
            if round_number % 2:  # alternate who goes first: neither gets the warmer machine
                lesson_times.append(lesson_loop(device, args.epochs, config.seed))
                devicelab_times.append(train(config).train_s)
            else:
                devicelab_times.append(train(config).train_s)
                lesson_times.append(lesson_loop(device, args.epochs, config.seed))
        print(
            f"round {round_number}: lesson {lesson_times[-1]:.3f} s, "
            f"DeviceLab {devicelab_times[-1]:.3f} s"
        )
    report(lesson_times, devicelab_times, args.epochs)


def report(lesson_times: list[float], devicelab_times: list[float], epochs: int) -> None:
    """Medians, and the answer that holds on a noisy machine: the median of the pair-by-
    pair ratios (each pair ran back to back) with their spread (the middle half and the
    range), so that one lucky round cannot decide."""
    lesson_us = 1e6 * statistics.median(lesson_times) / epochs
    devicelab_us = 1e6 * statistics.median(devicelab_times) / epochs
    ratios = sorted(d / lesson for d, lesson in zip(devicelab_times, lesson_times, strict=True))
    quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
    print(f"lesson loop     {lesson_us:.1f} µs/epoch (median)")
    print(f"DeviceLab       {devicelab_us:.1f} µs/epoch (median)")
    print(
        f"ratio DeviceLab ÷ lesson, pair by pair: median {statistics.median(ratios):.3f}, "
        f"middle half {quartiles[0]:.3f}–{quartiles[2]:.3f}, "
        f"range {ratios[0]:.3f}–{ratios[-1]:.3f} ({len(ratios)} pairs)"
    )


if __name__ == "__main__":
    main()
