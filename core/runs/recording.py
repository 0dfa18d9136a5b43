"""Writing runs into the store while they run: the window and the command line
record the same way.

A ``RunRecording`` starts a run in the store, takes its loss curve as the progress reports
arrive and flushes it at most once a second (one transaction each: a crash loses at most
that second), and finishes it with the result. Experiments without a curve (crossover,
threads) keep what they measured so far with ``partial``.
"""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from core.i18n import to_data
from core.runs.run_store import STORE_NAME, RunStore

if TYPE_CHECKING:  # torch behind them: ``devicelab runs`` only reads the store
    from core.training.run_reports import TrainProgress, TrainResult

FLUSH_INTERVAL_S = 1.0
APP_FOLDER = ("DeviceLab", "DeviceLab")
"""The organisation and application names Qt's AppDataLocation is made of."""


def default_store_path(environ: Mapping[str, str] | None = None, system: str | None = None) -> Path:
    """Where the window keeps its runs: Qt's AppDataLocation for DeviceLab, worked out
    without Qt so that the commands find the same store."""
    environ = os.environ if environ is None else environ
    system = platform.system() if system is None else system
    home = Path(environ.get("HOME") or Path.home())
    if system == "Windows":
        base = Path(environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif system == "Darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base.joinpath(*APP_FOLDER, STORE_NAME)


@lru_cache(maxsize=1)
def machine_facts() -> dict:
    """The machine a run ran on, as the Runs page shows it (read once: milliseconds)."""
    import torch

    from core.hardware.probe import probe_cpu_fast

    return {
        "host": platform.node(),
        "system": f"{platform.system()} {platform.release()}".strip(),
        "cpu": probe_cpu_fast().model or platform.machine(),
        "torch": torch.__version__,
    }


def result_data(result: TrainResult) -> dict:
    """A training result as stored: its numbers and message, without the curve (the curve
    is the store's points)."""
    data = asdict(result)
    for name in ("recorded_epochs", "recorded_losses", "config"):
        data.pop(name)
    data["message"] = to_data(result.message)
    data["us_per_epoch"] = result.us_per_epoch
    data["compute_s"] = result.compute_s
    data["crowded"] = result.crowded  # other programs took its cores: its times unreliable
    return data


class ExperimentResult(Protocol):
    """What ``finish_experiment`` reads of a crossover's or threads experiment's result."""

    @property
    def cancelled(self) -> bool: ...
    @property
    def conclusion(self) -> Sequence[object]: ...
    def to_dict(self) -> dict: ...


class RunRecording:
    """One run being written into the store."""

    def __init__(
        self,
        store: RunStore,
        kind: str,
        device: str,
        settings: dict,
        batch: str,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store, self.clock = store, clock
        self.run_id = store.start(kind, device, to_data(settings), machine_facts(), batch)
        self._epochs: list[int] = []
        self._losses: list[float] = []
        self._last_epoch = -1
        self._flushed_at = clock()
        self._pending_result: dict | None = None

    def add(self, epochs: list[int], losses: list[float]) -> None:
        """Newly recorded losses; written once a second has passed since the last flush."""
        self._epochs.extend(epochs)
        self._losses.extend(losses)
        self._flush_if_due()

    def add_progress(self, progress: TrainProgress) -> None:
        """A progress report's new losses (the trainer's ``on_progress`` hook)."""
        self.add(progress.new_epochs, progress.new_losses)

    def partial(self, result: dict) -> None:
        """What an experiment has measured so far (kept if it is interrupted)."""
        self._pending_result = to_data(result)
        self._flush_if_due()

    def _flush_if_due(self) -> None:
        if self.clock() - self._flushed_at >= FLUSH_INTERVAL_S:
            self.flush()

    def flush(self) -> None:
        if self._epochs:
            self.store.add_points(self.run_id, self._epochs, self._losses)
            self._last_epoch = self._epochs[-1]
            self._epochs, self._losses = [], []
        if self._pending_result is not None:
            self.store.update_result(self.run_id, self._pending_result)
            self._pending_result = None
        self._flushed_at = self.clock()

    def finish_training(self, result: TrainResult, conclusion: list | None = None) -> None:
        """The run's end: any recorded losses the progress did not carry, then the result
        (and the conclusion of the measurement it belongs to, as a race's)."""
        self.flush()
        missing = [
            (epoch, loss)
            for epoch, loss in zip(result.recorded_epochs, result.recorded_losses, strict=True)
            if epoch > self._last_epoch
        ]
        self.add([epoch for epoch, _ in missing], [loss for _, loss in missing])
        self.flush()
        said = to_data(list(conclusion or []))
        self.store.finish(self.run_id, result.status, result_data(result), said)

    def finish_experiment(self, result: object) -> None:
        """A crossover's or threads experiment's end (stopped ones are ``cancelled``)."""
        self._pending_result = None
        done = cast(ExperimentResult, result)  # a CrossoverResult or a ThreadsResult
        status = "cancelled" if done.cancelled else "finished"
        conclusion = to_data(list(done.conclusion))
        self.store.finish(self.run_id, status, to_data(done.to_dict()), conclusion)

    def abandon(self, status: str = "interrupted") -> None:
        """The run ended without a result (its worker failed): kept with what it had."""
        self.flush()
        self.store.finish(self.run_id, status, None, [])


def record_finished(
    store: RunStore, kind: str, result: TrainResult, batch: str, conclusion: list | None = None
) -> int:
    """A run that has already ended (a homework run), written whole; its id."""
    recording = RunRecording(store, kind, result.config.device, asdict(result.config), batch)
    recording.finish_training(result, conclusion)
    return recording.run_id
