"""The window's runs on disk: the store in Qt's app-data folder, and what writes
every run of the Training tab and the experiments into it while they run.

Writes happen on the GUI thread, at most once a second per run (``RunRecording``), a few
milliseconds each. A store that cannot be written (a full disk) is said in the status bar
and recording stops for that run; the run itself goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QObject, QStandardPaths, Signal, SignalInstance, Slot

from core.i18n import to_data
from core.runs.recording import RunRecording, record_finished
from core.runs.run_store import STORE_NAME, RunStore, StoreError, new_batch
from core.training import TrainConfig, TrainProgress, TrainResult
from gui.i18n import render

if TYPE_CHECKING:
    from core.experiments.homework import HomeworkProgress
    from core.experiments.race import RaceProgress
    from core.experiments.threads import ThreadPoint
    from core.experiments.timing import CrossoverPoint
    from gui.widgets.measurement_page import MeasurementPage

_T = TypeVar("_T")


def store_path() -> Path:
    """The run store in Qt's AppDataLocation (``core`` works out the same path)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / STORE_NAME


def open_store(on_disk: bool) -> tuple[RunStore, str | None]:
    """The store, and why this start's runs are not kept on disk when they are not (shown
    read-only, or kept in memory: a locked store, a full disk, a read-only folder)."""
    if not on_disk:
        return RunStore(":memory:"), None
    store = RunStore(store_path())
    return store, None if store.problem is None else render(store.problem)


class TrainingRuns(Protocol):
    """What the Training tab announces of each run (``gui.training.training_tab``)."""

    run_started: SignalInstance
    progressed: SignalInstance
    run_finished: SignalInstance


class KeptRuns(QObject):
    """Writes the runs of the Training tab and of each experiment page into the store."""

    changed = Signal()
    """A run was written, finished or deleted: the Runs page lists them again."""
    failed = Signal(str)
    """The store could not be written; the sentence says why."""

    def __init__(self, store: RunStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._training: RunRecording | None = None
        self._race: dict[str, RunRecording] = {}
        self._batch = ""
        self._settings: dict = {}
        self._experiment: RunRecording | None = None
        self._points: list[dict] = []
        self._kinds: dict[QObject, str] = {}

    def _guarded(self, write: Callable[..., _T]) -> _T | None:
        try:
            return write()
        except StoreError as error:
            self.failed.emit(str(error))
            return None

    # ------------------------------------------------------------ the Training tab
    def watch_training(self, tab: TrainingRuns) -> None:
        tab.run_started.connect(self._on_training_started)
        tab.progressed.connect(self._on_training_progressed)
        tab.run_finished.connect(self._on_training_finished)

    @Slot(object)
    def _on_training_started(self, config: TrainConfig) -> None:
        self._training = self._guarded(
            lambda: RunRecording(self.store, "training", config.device, asdict(config), new_batch())
        )
        self.changed.emit()

    @Slot(object)
    def _on_training_progressed(self, progress: TrainProgress) -> None:
        if (training := self._training) is not None:
            self._guarded(lambda: training.add_progress(progress))

    @Slot(object)
    def _on_training_finished(self, outcome: object) -> None:
        recording, self._training = self._training, None
        if recording is None:
            return
        if isinstance(outcome, TrainResult):
            self._guarded(lambda: recording.finish_training(outcome))
        else:
            self._guarded(recording.abandon)
        self.changed.emit()

    # ------------------------------------------------------------ the race
    def watch_race(self, page: MeasurementPage) -> None:
        page.started.connect(self._on_measurement_started)
        page.progressed.connect(self._on_race_progressed)
        page.finished.connect(self._on_race_finished)

    @Slot(dict)
    def _on_measurement_started(self, settings: dict) -> None:
        """A race or a homework began: a batch ties its runs, with its settings."""
        self._batch, self._settings, self._race = new_batch(), settings, {}

    @Slot(object)
    def _on_race_progressed(self, item: RaceProgress) -> None:
        recording = self._race.get(item.device)
        if recording is None:
            settings = {**self._settings, "device": item.device}
            recording = self._guarded(
                lambda: RunRecording(self.store, "race", item.device, settings, self._batch)
            )
            if recording is None:
                return
            self._race[item.device] = recording
            self.changed.emit()
        self._guarded(lambda: recording.add_progress(item.progress))

    @Slot(object)
    def _on_race_finished(self, outcome: object) -> None:
        recordings, self._race = self._race, {}
        conclusion = getattr(outcome, "conclusion", [])
        for run in getattr(outcome, "runs", []):
            recording = recordings.pop(run.config.device, None)
            if recording is None:  # it ended before any progress reached the window
                self._guarded(
                    lambda run=run: record_finished(
                        self.store, "race", run, self._batch, conclusion
                    )
                )
            else:
                self._guarded(lambda r=recording, run=run: r.finish_training(run, conclusion))
        status = "cancelled" if getattr(outcome, "cancelled", False) else "interrupted"
        for recording in recordings.values():  # stopped (or failed) before it ended
            self._guarded(lambda r=recording: r.abandon(status))
        self.changed.emit()

    # ------------------------------------------------------------ the homework
    def watch_homework(self, page: MeasurementPage) -> None:
        page.started.connect(self._on_measurement_started)
        page.progressed.connect(self._on_homework_progressed)
        page.finished.connect(self._on_homework_finished)

    @Slot(object)
    def _on_homework_progressed(self, item: HomeworkProgress) -> None:
        if (run := item.run) is not None:
            self._guarded(lambda: record_finished(self.store, "homework", run, self._batch))
            self.changed.emit()

    @Slot(object)
    def _on_homework_finished(self, outcome: object) -> None:
        conclusion = to_data(list(getattr(outcome, "conclusion", [])))
        self._guarded(lambda: self.store.set_conclusion(self._batch, conclusion))
        self.changed.emit()

    # ------------------------------------------------------------ crossover and threads
    def watch_experiment(self, page: MeasurementPage, kind: str) -> None:
        self._kinds[page] = kind
        page.started.connect(self._on_experiment_started)
        page.progressed.connect(self._on_experiment_progressed)
        page.finished.connect(self._on_experiment_finished)

    @Slot(dict)
    def _on_experiment_started(self, settings: dict) -> None:
        kind = self._kinds[self.sender()]
        devices = ", ".join(settings.get("devices", ["cpu"]))
        self._points = []
        self._experiment = self._guarded(
            lambda: RunRecording(self.store, kind, devices, settings, new_batch())
        )
        self.changed.emit()

    @Slot(object)
    def _on_experiment_progressed(self, point: CrossoverPoint | ThreadPoint) -> None:
        self._points.append(asdict(point))
        if (experiment := self._experiment) is not None:
            self._guarded(lambda: experiment.partial({"points": self._points}))

    @Slot(object)
    def _on_experiment_finished(self, outcome: object) -> None:
        recording, self._experiment = self._experiment, None
        if recording is None:
            return
        if hasattr(outcome, "to_dict"):
            self._guarded(lambda: recording.finish_experiment(outcome))
        else:
            recording.partial({"points": self._points})
            self._guarded(recording.abandon)
        self.changed.emit()

    def carry_in(self, runs: tuple[dict, ...]) -> int:
        """Runs a lesson file carried: into the store, marked with their machine. How
        many were new (a lesson opened twice brings none the second time)."""
        new = [
            run
            for run in runs
            if self._guarded(lambda r=run: self.store.carried_already(r)) is None
        ]
        for run in new:
            self._guarded(lambda run=run: self.store.add_carried(run))
        if new:
            self.changed.emit()
        return len(new)

    def delete(self, run_ids: list[int]) -> int:
        deleted = self._guarded(lambda: self.store.delete(run_ids)) or 0
        self.changed.emit()
        return deleted
