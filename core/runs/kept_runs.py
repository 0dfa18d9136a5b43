"""The command line's runs kept in the run store (the window's are ``gui.runs.kept_runs``).

Keeping a run never stops a command: a store that cannot be opened or written is said
through ``warn`` (a message in the command's language, on stderr) and the command goes on
without it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from typing import TYPE_CHECKING

from core.i18n import QT_TRANSLATE_NOOP, Message, message
from core.runs.recording import RunRecording, default_store_path, record_finished
from core.runs.run_store import RunStore, StoreError, moved_aside_message, new_batch
from core.training.config import TrainConfig

if TYPE_CHECKING:  # torch behind it
    from core.training.run_reports import TrainResult

Warn = Callable[[Message], None]

STORE_UNUSABLE = QT_TRANSLATE_NOOP(
    "Cli", "devicelab: warning: runs are not kept: cannot use {path} ({error})"
)
MOVED_ASIDE = QT_TRANSLATE_NOOP("Cli", "devicelab: {moved_aside}")


def open_store(path: str | None, warn: Warn) -> RunStore | None:
    """The run store (``--db`` or the window's); None, said, when it cannot be opened. A
    store moved aside is said once, here."""
    target = path or default_store_path()
    try:
        store = RunStore(target)
    except StoreError as error:
        warn(message(STORE_UNUSABLE, path=target, error=error))
        return None
    if store.moved_aside is not None:
        warn(message(MOVED_ASIDE, moved_aside=moved_aside_message(store)))
    if store.problem is not None:
        warn(message(MOVED_ASIDE, moved_aside=store.problem))
    return store


def start_recording(
    store: RunStore | None, kind: str, config: TrainConfig, warn: Warn
) -> RunRecording | None:
    """A recording of a run into ``store`` (None when there is no store or it fails)."""
    if store is None:
        return None
    try:
        return RunRecording(store, kind, config.device, asdict(config), new_batch())
    except StoreError as error:
        warn(message(STORE_UNUSABLE, path=store.path, error=error))
        return None


def finish_recording(recording: RunRecording | None, result: TrainResult, warn: Warn) -> None:
    if recording is None:
        return
    try:
        recording.finish_training(result)
    except StoreError as error:
        warn(message(STORE_UNUSABLE, path=recording.store.path, error=error))


def keep_experiments(store: RunStore, raced, homeworks: list, measured: list, warn: Warn) -> None:
    """The experiments' runs in the store: the race's and the homework's runs with their
    curves and conclusions, the crossovers and the threads experiment with their tables."""
    try:
        batch = new_batch()
        for run in raced.runs:
            record_finished(store, "race", run, batch, raced.conclusion)
        for homework in homeworks:
            batch = new_batch()
            for run in homework.runs:
                record_finished(store, "homework", run, batch, homework.conclusion)
        for result in measured:
            kind = "crossover" if hasattr(result, "axis") else "threads"
            device = ", ".join(getattr(result, "devices", ["cpu"]))
            RunRecording(store, kind, device, {}, new_batch()).finish_experiment(result)
    except StoreError as error:
        warn(message(STORE_UNUSABLE, path=store.path, error=error))
