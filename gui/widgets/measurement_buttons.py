"""Run and Stop for a measurement, its status line, and one measurement at a time.

Every page that times something (Training, the experiment pages, Throughput, the cost of
``__call__``) uses one ``MeasurementButtons``: the buttons follow the job, an error arrives
in the status line, and while another page's measurement runs, Run is disabled and both its
tooltip and the status say which one to wait for (a disabled button receives no click that
could explain itself).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QLabel, QPushButton

from gui.i18n import Retranslating, render
from gui.workers import Job, JobRunner, measurement_title


def result_summary(result: object) -> str:
    """A result's headline, in the current language: its first conclusion, or its message
    up to its first colon."""
    conclusion = getattr(result, "conclusion", None)
    if isinstance(conclusion, list) and conclusion:
        return render(conclusion[0])
    said = render(getattr(result, "message", None) or "")
    if not said:
        return ""
    head = re.split(r": |：", said, maxsplit=1)[0]
    if head.endswith((".", "。")):
        return head
    return head + ("。" if any(ord(char) > 0x2E80 for char in head) else ".")


class MeasurementButtons(QObject):
    """The Run and Stop buttons and the status line of one kind of measurement."""

    def __init__(
        self,
        runner: JobRunner,
        measurement: str,
        run_text: Callable[[], str],
        run_tooltip: Callable[[], str],
        parent: Retranslating,
        *,
        status: QLabel | None = None,
        with_stop: bool = True,
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self.measurement = measurement
        """The name JobRunner's one-at-a-time rule knows this measurement by."""
        self.job: Job | None = None
        self._on_result: Callable[[object], None] = lambda _result: None
        self._on_error: Callable[[str], None] = lambda _message: None
        words = parent.words  # the buttons' words follow the page's language
        self.run_button = QPushButton()
        words(self.run_button.setText, run_text)
        self._run_tooltip = run_tooltip
        self.stop_button = QPushButton() if with_stop else None
        if self.stop_button is not None:
            self.stop_button.setEnabled(False)
            words(self.stop_button.setText, lambda: self.tr("Stop"))
            words(self.stop_button.setToolTip, lambda: self.tr("Stop after the current step"))
        if status is None:
            status = QLabel()
            status.setWordWrap(True)
        self.status = status
        self._status_before_wait: str | None = None
        runner.measuring.connect(self._on_measuring)
        words(self._show_buttons, lambda: None)  # the run tooltip, in the new language
        if runner.measurement is not None:  # a page built while another one measures
            self._on_measuring(runner.measurement)

    @property
    def running(self) -> bool:
        return self.job is not None

    def can_start(self) -> bool:
        """True when a new job may start now; otherwise the status says why not."""
        if self.job is not None:
            return False
        if self._runner.measurement is not None:
            self.status.setText(self._runner.busy_text())
            return False
        return True

    def start(
        self,
        task: Callable,
        on_result: Callable[[Any], None],  # Any: each page's slot takes its own task's kind
        on_error: Callable[[str], None],
        on_progress: Callable[[Any], None] | None = None,
    ) -> bool:
        """Start ``task`` as this page's job; False, with the reason shown, if it cannot."""
        if self.job is not None:
            return False
        self._on_result, self._on_error = on_result, on_error
        job = self._runner.start(
            task, self._on_succeeded, self._on_failed, on_progress, measurement=self.measurement
        )
        if job is None:
            self.status.setText(self._runner.busy_text())
            return False
        self.job = job
        self._show_buttons()
        return True

    def cancel(self, stopping_text: str) -> None:
        """Ask the job to stop (cooperatively) and say so."""
        if self.job is not None:
            self.job.cancel()
            if self.stop_button is not None:
                self.stop_button.setEnabled(False)  # asked once: the job ends at its next check
            self.status.setText(stopping_text)

    @Slot(object)
    def _on_succeeded(self, result: object) -> None:
        """A slot of this GUI-thread object: the worker's result arrives queued, in order."""
        self.job = None
        self._show_buttons()
        self._on_result(result)
        self._announce(result_summary(result))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.job = None
        self._show_buttons()
        self._on_error(message)
        self._announce(message, failed=True)

    def _announce(self, summary: str, failed: bool = False) -> None:
        """Tell the window what just finished: its status bar shows the latest."""
        title, now = measurement_title(self.measurement), time.strftime("%H:%M:%S")
        if failed:
            line = self.tr("{title} failed at {time}: {message}").format(
                title=title, time=now, message=summary
            )
        else:
            line = self.tr("{title} finished at {time}. {summary}").format(
                title=title, time=now, summary=summary
            )
        self._runner.measured.emit(line.rstrip())

    @Slot(object)
    def _on_measuring(self, name: str | None) -> None:
        """Another page's measurement started (the reason shows) or ended (it goes)."""
        if name is not None and name != self.measurement and self.job is None:
            if self._status_before_wait is None:
                self._status_before_wait = self.status.text()
            self.status.setText(self._runner.busy_text())
        elif name is None and self._status_before_wait is not None:
            self.status.setText(self._status_before_wait)
            self._status_before_wait = None
        self._show_buttons()

    def _show_buttons(self, _language_changed: None = None) -> None:
        busy_elsewhere = self._runner.measurement is not None and self.job is None
        self.run_button.setEnabled(self.job is None and self._runner.measurement is None)
        self.run_button.setToolTip(
            self._runner.busy_text() if busy_elsewhere else self._run_tooltip()
        )
        if self.stop_button is not None:
            self.stop_button.setEnabled(self.job is not None)
