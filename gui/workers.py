"""Long work on a QThread: a worker QObject per task, cancelled cooperatively.

The pattern is superqt's: the worker has no parent and is moved to a new QThread;
``finished`` quits the thread and deletes the worker, the thread is deleted once it
has stopped. Results and errors arrive as queued signals on the GUI thread.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QObject,
    Qt,
    QThread,
    Signal,
    Slot,
)

from core.hardware.card_support import explain_device_error
from core.pages import measurement_titles
from gui.i18n import render

STARTUP_WAIT_S = 2.0
"""How long a new job waits, at most, for each earlier one to have started."""

Task = Callable[[Callable[[object], None], Callable[[], bool]], object]
"""``task(report_progress, should_stop) -> result``, run off the GUI thread."""


class StopFlag:
    """``should_stop`` for a task: call it to ask; ``wait(seconds)`` sleeps until asked.

    A task that sleeps (the live monitor) waits on the flag instead of waking up to poll.
    """

    def __init__(self, event: threading.Event) -> None:
        self._event = event

    def __call__(self) -> bool:
        return self._event.is_set()

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``; True as soon as a stop is asked for."""
        return self._event.wait(seconds)


class Worker(QObject):
    """Runs one task in its thread and reports through signals only."""

    progress = Signal(object)
    succeeded = Signal(object)
    failed = Signal(str)
    finished = Signal()

    def __init__(self, task: Task, cancel_event: threading.Event, entered: threading.Event) -> None:
        super().__init__()
        self._task = task
        self._cancel_event = cancel_event
        self._entered = entered
        self._home = self.thread()
        """The GUI thread, where the worker goes back before its last signal."""

    @Slot()
    def run(self) -> None:
        self._entered.set()
        try:
            result = self._task(self.progress.emit, StopFlag(self._cancel_event))
        except Exception as error:  # every error reaches the user as a signal
            traceback.print_exc()
            explained = explain_device_error(error)  # a GPU without kernels in this build
            self.failed.emit(render(explained) if explained else f"{type(error).__name__}: {error}")
        else:
            self.succeeded.emit(result)
        finally:
            # Back to the GUI thread, to be deleted there with its Python wrapper: deleted
            # in this thread, PySide would take the GIL while Qt holds the object's
            # connection lock, and a GUI thread holding the GIL and waiting for that lock
            # (a plot relabelling its axis as the result arrives) would wait for ever.
            self.moveToThread(self._home)
            self.finished.emit()


class Job(QObject):
    """A started task: its worker, its thread, and the flag that cancels it.

    The job is a child of its runner and owns its QThread, so Python's garbage collector
    never deletes either; the job deletes itself (and the thread) with deleteLater once
    the thread has really stopped.
    """

    def __init__(self, runner: JobRunner, task: Task) -> None:
        super().__init__(runner)
        self._runner = runner
        self.cancel_event = threading.Event()
        self.entered = threading.Event()
        """Set once the thread has started and is running the task's Python code."""
        self.worker = Worker(task, self.cancel_event, self.entered)
        self.qthread = QThread(self)
        self.worker.moveToThread(self.qthread)
        self.qthread.started.connect(self.worker.run)
        # Direct: quit() is thread-safe, and a queued call would wait for the GUI thread,
        # which may itself be blocked in shutdown()'s wait().
        self.worker.finished.connect(self.qthread.quit, Qt.ConnectionType.DirectConnection)
        self.qthread.finished.connect(self._on_thread_finished)

    def cancel(self) -> None:
        self.cancel_event.set()

    @Slot(object)
    def answered(self, _outcome: object) -> None:
        """The task's result or error reached the GUI thread: its measurement is over."""
        self._runner.release_measurement(self)

    @Slot()
    def _on_thread_finished(self) -> None:
        # finished is emitted before the thread's last clean-up: wait for the end before
        # the QThread object may go. The worker goes with this job, on the GUI thread.
        self.qthread.wait()
        self._runner.forget(self)
        self.deleteLater()


def measurement_title(name: str) -> str:
    """A measurement's title (``core.pages``) in the current language."""
    title = measurement_titles().get(name)
    return name if title is None else render(title)


class JobRunner(QObject):
    """Starts jobs for one window and, on close, cancels and waits for all of them."""

    idle = Signal()
    """Emitted when the last running job has ended."""
    measuring = Signal(object)
    """The name of the timing job that started, or None when it ended."""
    measured = Signal(str)
    """One line on the measurement that ended last, for the status bar."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: set[Job] = set()
        self._measurement: tuple[str, Job] | None = None

    @property
    def measurement(self) -> str | None:
        """The timing job running now (training, an experiment, the throughput), if any.

        Only one runs at a time: two would share the cores and spoil each other's numbers.
        """
        return None if self._measurement is None else self._measurement[0]

    def start(
        self,
        task: Task,
        on_result: Callable[[Any], None],  # Any: each slot takes what its own task gives
        on_error: Callable[[str], None],
        on_progress: Callable[[Any], None] | None = None,
        measurement: str | None = None,
    ) -> Job | None:
        """Run ``task`` on a new thread; the callbacks must be slots of GUI-thread QObjects.

        A ``measurement`` (a timing job, by name) is refused, returning None, while another
        one runs.
        """
        if measurement is not None and self._measurement is not None:
            return None
        # A QThread is not created while another is still starting up: PySide6 was seen to
        # deadlock there (the new wrapper waiting on a lock, the starting thread on the GIL).
        # Event.wait releases the GIL, so the starting threads can get in.
        for running in self._jobs:
            running.entered.wait(STARTUP_WAIT_S)
        job = Job(self, task)
        if measurement is not None:
            # Connected first, so released before the result arrives: whoever gets the
            # result may start the next measurement at once.
            job.worker.succeeded.connect(job.answered)
            job.worker.failed.connect(job.answered)
        job.worker.succeeded.connect(on_result)
        job.worker.failed.connect(on_error)
        if on_progress is not None:
            job.worker.progress.connect(on_progress)
        self._jobs.add(job)
        if measurement is not None:
            self._measurement = (measurement, job)
            self.measuring.emit(measurement)
        job.qthread.start()
        return job

    def forget(self, job: Job) -> None:
        self._jobs.discard(job)
        self.release_measurement(job)
        if not self._jobs:
            self.idle.emit()

    def busy_text(self) -> str:
        """Why a new measurement cannot start now, for the user."""
        return QCoreApplication.translate(
            "JobRunner",
            "Wait until {name} has finished: two measurements at once would share the cores "
            "and spoil both timings.",
        ).format(name=measurement_title(self.measurement or ""))

    def release_measurement(self, job: Job) -> None:
        if self._measurement is not None and self._measurement[1] is job:
            self._measurement = None
            self.measuring.emit(None)

    @property
    def running(self) -> int:
        return len(self._jobs)

    def shutdown(self, timeout_ms: int = 5_000) -> bool:
        """Cancel every job and wait for the threads, all within one deadline.

        True if every thread stopped in time. A task that does not poll its cancel flag
        (a hardware probe stuck in a driver call) can outlast the deadline.
        """
        jobs = list(self._jobs)
        for job in jobs:
            job.cancel()
        deadline = QDeadlineTimer(timeout_ms)
        return all(job.qthread.wait(deadline) for job in jobs)


PROBE_TIMEOUT_S = 30.0
"""How long the hardware probes may take before a screenshot or the self-test goes on."""


def wait_until(app: QCoreApplication, condition: Callable[[], bool], timeout_s: float) -> bool:
    """Process events in the GUI thread until ``condition()`` holds or the timeout passes
    (screenshots, the self-test, bench/)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.01)
    return True
