"""One class being collected, without a widget: the collector and its announcement on the
network, the results as they arrive (from the network, from files, from the run store after
a restart) and keeping them on disk. The Class page (``class_page``) shows it.

The collector's threads never touch this object: a timer on the GUI thread takes what came,
at most ``BATCH`` results a poll.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from core.classroom import DEFAULT_PORT, MACHINES_PER_ADDRESS
from core.classroom.class_store import keep_results, latest_class, new_class
from core.classroom.collector import ClassCollector
from core.classroom.discovery import Announcement
from core.classroom.result import ClassResult
from core.runs.run_store import StoreError
from gui.runs.kept_runs import KeptRuns
from gui.workers import JobRunner

POLL_MS = 250
"""How often the session takes what the collector received (4 Hz, well under 20 Hz)."""
BATCH = 20
"""Results taken per poll at most: a class arriving at once is drawn over a few polls, and
the window never stalls on it."""

Said = Callable[[], str]
"""A sentence in the current language, written again after a language switch."""


class ClassSession(QObject):
    """The teacher's class: listening only between ``start`` and ``end``; its results kept
    in the run store as their own kind ("class") and restored after a restart."""

    grew = Signal()
    """Results were added at the end of ``entries``."""
    changed = Signal()
    """``entries`` changed otherwise: a result removed, a new class, the last one restored."""
    polled = Signal()
    """The collector was asked what came (its address, count and refusals to show)."""
    said = Signal(object)
    """Something the teacher should read (a ``Said``): a refusal to listen, a store that
    cannot be written."""

    def __init__(self, runner: JobRunner, kept: KeptRuns, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner, self.kept = runner, kept
        self.collector: ClassCollector | None = None
        self.announcement: Announcement | None = None
        self.batch: str | None = None
        self.entries: list[ClassResult] = []
        self.unsaved: list[ClassResult] = []
        """Shown, not yet kept on disk (written when the arrivals pause)."""
        self.run_ids: dict[str, int] = {}
        """Each kept result's run in the store, by its result id."""
        self.machines_per_address = MACHINES_PER_ADDRESS
        """Machines one network address may add (the teacher may allow more)."""
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.take_new)

    def start(self, host: str) -> bool:
        """Listen on ``host`` (until ``end``) and announce it on the network; False, said,
        when the address refuses."""
        try:
            collector = ClassCollector(
                host, DEFAULT_PORT, machines_per_address=self.machines_per_address
            ).start()
        except OSError as error:
            reason = error.strerror or str(error)
            self.said.emit(
                lambda: self.tr("Cannot listen on {host}: {error}").format(host=host, error=reason)
            )
            return False
        self.collector = collector
        if self.batch is None:  # a new class: the last one's machines stay in Runs
            self.batch = new_class()
            self.entries, self.unsaved, self.run_ids = [], [], {}
            self.changed.emit()
        self.timer.start()
        self.runner.start(
            lambda _report, _stop: (collector, Announcement(host, collector.address[1])),
            self._announced,
            self._not_announced,
        )
        return True

    @Slot(object)
    def _announced(self, made: tuple[ClassCollector, Announcement]) -> None:
        collector, announcement = made
        if collector is not self.collector:  # that class ended while it was announced
            self._close_later(announcement)
            return
        self.announcement = announcement

    def _close_later(self, announcement: Announcement) -> None:
        """Say goodbye on the network in a worker job (it takes a moment; a failure there
        changes nothing here)."""
        self.runner.start(
            lambda _r, _s: announcement.close(), lambda _result: None, lambda _error: None
        )

    @Slot(str)
    def _not_announced(self, reason: str) -> None:
        self.said.emit(
            lambda: self.tr(
                "Not announced on the network ({reason}): students type the address."
            ).format(reason=reason)
        )

    def end(self) -> None:
        """Stop listening and announcing; the results stay (kept on disk)."""
        self.timer.stop()
        if self.collector is not None:
            self.collector.stop()
            self.drop(self.collector.take_replaced())
            self.add(self.collector.take_new())  # and keeps what was not yet kept
            self.collector = None
        if self.announcement is not None:
            self._close_later(self.announcement)
            self.announcement = None
        self.batch = None  # the next start begins a new class

    @Slot()
    def take_new(self) -> None:
        """What arrived since the last poll; kept on disk once a poll brings nothing (a class
        arriving at once is written in one go after it, not while it arrives)."""
        if self.collector is not None:
            self.drop(self.collector.take_replaced())
            new = self.collector.take_new(limit=BATCH)
            if new:
                self.add(new, keep_now=False)
            else:
                self.keep_unsaved()
            self.polled.emit()

    def add(self, results: list[ClassResult], keep_now: bool = True) -> None:
        """New results, kept on disk now or when the arrivals pause (a result already here
        is not added twice)."""
        known = {result.result_id for result in self.entries}
        for result in results:
            if result.result_id not in known:
                known.add(result.result_id)
                self.entries.append(result)
                self.unsaved.append(result)
        self.grew.emit()
        if keep_now:
            self.keep_unsaved()

    def keep_unsaved(self) -> None:
        if not self.unsaved:
            return
        if self.batch is None:
            self.batch = new_class()
        try:
            ids = keep_results(self.kept.store, self.batch, self.unsaved)
        except (StoreError, sqlite3.Error) as error:  # shown still; said once, not retried
            reason = str(error)
            self.unsaved = []
            self.said.emit(lambda: self.tr("Not kept on disk: {error}").format(error=reason))
            return
        self.run_ids.update(zip((r.result_id for r in self.unsaved), ids, strict=True))
        self.unsaved = []

    def restore(self) -> None:
        """The last class's results, kept on disk before a restart."""
        try:
            self.batch, kept = latest_class(self.kept.store)
        except StoreError:
            self.batch, kept = None, []
        self.entries = [result for _, result in kept]
        self.run_ids = {result.result_id: run_id for run_id, result in kept}
        self.changed.emit()

    def allow(self, machines: int) -> None:
        """Let each network address add ``machines`` (now, and in the next class)."""
        self.machines_per_address = machines
        if self.collector is not None:
            self.collector.machines_per_address = machines

    def drop(self, result_ids: list[str]) -> None:
        """Results a newer one from the same address replaced: gone from the page and the
        store (a re-race replaces the first)."""
        doomed = set(result_ids)
        rows = [row for row, result in enumerate(self.entries) if result.result_id in doomed]
        if rows:
            self._forget(rows)
            self.changed.emit()

    def remove_senders(self, rows: list[int]) -> None:
        """Every result sent from the addresses of these rows (a prankster's many): gone
        here, in the store, and refused if sent again."""
        senders = {self.entries[row].sender for row in rows if self.entries[row].sender}
        if self.collector is not None:
            for sender in senders:
                self.collector.remove_address(sender)
        self.remove([row for row, r in enumerate(self.entries) if r.sender in senders])

    def remove(self, rows: list[int]) -> None:
        """The results at these places in ``entries``: forgotten here, by the collector (a
        resend stays refused) and in the store."""
        if self.collector is not None:
            for row in set(rows):
                self.collector.remove(self.entries[row].result_id)
        self._forget(rows)
        self.changed.emit()

    def _forget(self, rows: list[int]) -> None:
        """The results at these places: out of ``entries`` and out of the store."""
        for row in sorted(set(rows), reverse=True):
            result = self.entries.pop(row)
            self.unsaved = [r for r in self.unsaved if r.result_id != result.result_id]
            run_id = self.run_ids.pop(result.result_id, None)
            if run_id is not None:
                try:
                    self.kept.store.delete([run_id])
                except StoreError as error:
                    reason = str(error)
                    self.said.emit(lambda reason=reason: reason)
