"""Lessons to mutate: a valid lesson file with embedded runs, and a seeded mutator that puts
edge values anywhere in it (the lesson loader's fuzz tests)."""

from __future__ import annotations

import json
import random

from core.lesson_file import Lesson


def _run(**changes) -> dict:
    run = {
        "started": "2026-12-03T19:42:10+08:00",
        "kind": "race",
        "device": "cuda:0",
        "machine": {"host": "teacher-laptop", "cpu": "i5-11300H"},
        "settings": {"epochs": 20_000, "mode": "plain", "record_every": 200, "lr": 0.01},
        "status": "finished",
        "result": {"train_s": 11.2, "final_loss": 0.05, "epochs_completed": 20_000},
        "conclusion": [],
        "curve": {"epochs": [200, 400], "losses": [0.9, 0.5]},
    }
    return run | changes


def _lesson_json() -> dict:
    crossover = _run(
        kind="crossover",
        settings={"axis": "samples", "devices": ["cpu"], "threads": "auto"},
        result={
            "axis": "samples",
            "points": [{"value": 150, "device": "cpu", "seconds_per_epoch": 0.001}],
        },
        curve={"epochs": [], "losses": []},
    )
    return Lesson(runs=(_run(), _run(device="cpu"), crossover)).to_json()


POOL = (
    None, True, False, 0, -1, 1, 2**31, 2**63, -(2**63) - 1, 10**30, 0.5, -0.0, 1e308, 1e-320,
    "", "x", "plain", "cuda_graph", "race", "finished", "running", "\u4e2d\u6587", "x" * 3000,
    [], [1], ["a"], [None], {}, {"a": 1}, {"host": 1}, [[1]],
)  # fmt: skip
"""Values a mutation puts somewhere: edges of every type the loader meets."""


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _mutate(data: dict, rng: random.Random) -> str:
    data = json.loads(json.dumps(data))
    for _ in range(rng.choice((1, 1, 2, 3))):
        path = rng.choice(list(_paths(data))[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        action = rng.random()
        if action < 0.6:
            parent[path[-1]] = rng.choice(POOL)
        elif action < 0.75 and isinstance(parent, dict):
            del parent[path[-1]]
        elif action < 0.85:
            parent[path[-1]] = float(rng.choice(("nan", "inf", "-inf")))
        elif isinstance(parent, dict):
            parent[rng.choice(("extra", "runs", "mode", "epochs"))] = rng.choice(POOL)
    text = json.dumps(data, allow_nan=True, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.1:  # cut short, or a byte changed
        text = text[: rng.randrange(len(text))]
    elif rng.random() < 0.1:
        spot = rng.randrange(len(text))
        text = text[:spot] + rng.choice('{}[]",:0\\ud800') + text[spot + 1 :]
    return text
