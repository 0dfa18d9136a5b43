"""Join the class…: the student's side.

Find the teacher's class on the network (or type its address), race this machine as the
lesson does (or use its last lesson race kept on disk), see exactly what will be sent,
then send it — or save it to a file for the teacher. The search, the race and the sending
run in worker jobs; nothing is sent before the student presses Send.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from core.classroom.client import (
    RESULT_SUFFIX,
    SendError,
    Sent,
    check_code,
    parse_address,
    save_result,
    send_result,
)
from core.classroom.discovery import FoundClass, find_classes
from core.classroom.result import new_result_id
from core.classroom.student import (
    LessonRun,
    class_result,
    disturbed_warning,
    lesson_runs_from_race,
    lesson_runs_from_store,
    race_devices,
    run_lesson_race,
)
from core.experiments.race import RaceProgress
from core.hardware import CpuFacts, GpuReport
from core.i18n import Message
from core.runs.run_store import StoreError
from gui.i18n import Retranslating, render, word_button, word_label
from gui.widgets.layouts import plain_label
from gui.window_model import WindowModel
from gui.workers import Job


class JoinClassDialog(Retranslating, QDialog):
    """Find or type the class, race (or reuse), show, then send or save."""

    # Hides QDialog.result() (the dialog's exit code), which nothing reads here.
    result: dict | None  # type: ignore[assignment]

    def __init__(self, model: WindowModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.runner, self.kept = model.runner, model.kept
        self.facts: tuple[CpuFacts, GpuReport] | None = None
        self.devices = ["cpu"]
        self.runs: list[LessonRun] = []
        self.result: dict | None = None
        self.long_jobs: list[Job] = []
        """The network search and the race: stopped when the dialog closes."""
        self.words(self.setWindowTitle, lambda: self.tr("Join the class"))
        layout = QVBoxLayout(self)
        layout.addLayout(self._where())
        layout.addLayout(self._race_row())
        self.preview = QPlainTextEdit()  # plain text: exactly the JSON that will be sent
        self.preview.setReadOnly(True)
        layout.addWidget(word_label(self, lambda: self.tr("Exactly what will be sent:")))
        layout.addWidget(self.preview, 1)
        layout.addLayout(self._send_row())
        self.status = plain_label()
        layout.addWidget(self.status)
        self._offer_kept_race()
        self.look()
        model.facts_changed.connect(self._on_facts)
        self._on_facts()

    @Slot()
    def _on_facts(self) -> None:
        """This machine's facts (what will be sent) and devices (what will race), as the
        Hardware tab's probes found them: read once they have answered, not probed again."""
        model = self.model
        if not model.probed or self.facts is not None:
            return
        if model.cpu is None or model.gpus is None:
            reason = model.cpu_problem or model.gpu_problem or ""
            self._say(
                lambda: self.tr("Could not read this machine: {reason}").format(reason=reason)
            )
            return
        self.facts = (model.cpu, model.gpus)
        self.devices = list(model.devices)
        self.race_button.setEnabled(True)
        self._update_preview()

    # ------------------------------------------------------------------ the class
    def _where(self) -> QFormLayout:
        self.found = QListWidget()
        self.found.setMaximumHeight(120)
        self.found.currentItemChanged.connect(self._chosen)
        self.look_button = word_button(
            self,
            lambda: self.tr("Look again"),
            lambda: self.tr("Look for classes on this network (3 s)"),
            self.look,
        )
        self.address = QLineEdit()
        self.words(self.address.setPlaceholderText, lambda: self.tr("e.g. 192.168.1.20:8765"))
        self.code = QLineEdit()
        self.code.setMaxLength(6)
        self.words(self.code.setPlaceholderText, lambda: self.tr("the 6 digits on the projector"))
        self.nickname = QLineEdit()
        self.nickname.setMaxLength(24)
        self.words(
            self.nickname.setPlaceholderText, lambda: self.tr("optional: how the class sees you")
        )
        for field in (self.address, self.code, self.nickname):
            field.textEdited.connect(self._update_preview)
        found_row = QHBoxLayout()
        found_row.addWidget(self.found, 1)
        found_row.addWidget(self.look_button)
        form = QFormLayout()
        form.addRow(word_label(self, lambda: self.tr("Classes found")), found_row)
        form.addRow(word_label(self, lambda: self.tr("Address")), self.address)
        form.addRow(word_label(self, lambda: self.tr("Join code")), self.code)
        form.addRow(word_label(self, lambda: self.tr("Nickname")), self.nickname)
        return form

    @Slot()
    def look(self) -> None:
        self.look_button.setEnabled(False)
        self._say(lambda: self.tr("Looking for classes on this network…"))
        self._keep(
            self.runner.start(
                lambda _report, stop: find_classes(3.0, should_stop=stop),
                self._looked,
                self._not_looked,
            )
        )

    @Slot(object)
    def _looked(self, classes: list[FoundClass]) -> None:
        self.look_button.setEnabled(True)
        self.found.clear()
        for found in classes:
            item = QListWidgetItem(f"{found.name} — {found.address}")
            item.setData(Qt.ItemDataRole.UserRole, found.address)
            self.found.addItem(item)
        count = len(classes)
        self._say(lambda: self.tr("%n class(es) found; or type the address.", "", count))

    @Slot(str)
    def _not_looked(self, reason: str) -> None:
        self.look_button.setEnabled(True)
        self._say(
            lambda: self.tr("Could not look on the network ({reason}): type the address.").format(
                reason=reason
            )
        )

    @Slot()
    def _chosen(self) -> None:
        item = self.found.currentItem()
        if item is not None:
            self.address.setText(item.data(Qt.ItemDataRole.UserRole))
            self._update_preview()

    # ------------------------------------------------------------------ the race
    def _race_row(self) -> QHBoxLayout:
        self.race_button = word_button(
            self,
            lambda: self.tr("Race this machine"),
            lambda: self.tr(
                "The lesson's race: 20,000 epochs, plain, on the CPU and the first GPU"
            ),
            self.race,
        )
        self.kept_button = word_button(
            self,
            lambda: self.tr("Use the last race kept"),
            lambda: self.tr("This machine's last lesson race, kept on disk"),
            self.use_kept,
        )
        self.race_button.setEnabled(False)  # until this machine's devices are known
        row = QHBoxLayout()
        row.addWidget(self.race_button)
        row.addWidget(self.kept_button)
        row.addStretch(1)
        return row

    def _offer_kept_race(self) -> None:
        try:
            self.kept_runs = lesson_runs_from_store(self.kept.store.runs())
        except StoreError:
            self.kept_runs = []
        self.kept_button.setEnabled(any(run.device == "cpu" for run in self.kept_runs))

    @Slot()
    def race(self) -> None:
        devices = race_devices(self.devices)
        self.race_button.setEnabled(False)
        self._say(lambda: self.tr("Racing {devices}…").format(devices=", ".join(devices)))
        available = list(self.devices)
        job = self.runner.start(
            lambda report, stop: run_lesson_race(available, report, stop),
            self._raced,
            self._race_failed,
            self._race_progress,
            measurement="race",
        )
        if job is None:  # another measurement is timing this machine now
            self.race_button.setEnabled(True)
            self._say(lambda: self.tr("Another measurement is running: race when it ends."))
        self._keep(job)

    def _keep(self, job: Job | None) -> None:
        """Remember a running job until it is gone (a finished job deletes itself)."""
        if job is not None:
            self.long_jobs.append(job)
            job.destroyed.connect(lambda _object=None, job=job: self._forget(job))

    def _forget(self, job: Job) -> None:
        if job in self.long_jobs:
            self.long_jobs.remove(job)

    def done(self, result: int) -> None:
        """Closed (Close, Esc, the window's ×): a search or race still running stops, and
        the machine is free for the next measurement."""
        for job in self.long_jobs:
            job.cancel()
        self.long_jobs.clear()
        super().done(result)

    @Slot(object)
    def _race_progress(self, item: RaceProgress) -> None:
        done, total = item.progress.epoch, item.progress.epochs
        self._say(
            lambda: self.tr("{device}: {done:,} / {total:,} epochs").format(
                device=item.device, done=done, total=total
            )
        )

    @Slot(object)
    def _raced(self, race_result) -> None:
        self.race_button.setEnabled(True)
        self._use(lesson_runs_from_race(race_result))

    @Slot(str)
    def _race_failed(self, reason: str) -> None:
        self.race_button.setEnabled(True)
        self._say(lambda: self.tr("The race failed: {reason}").format(reason=reason))

    @Slot()
    def use_kept(self) -> None:
        self._use(self.kept_runs)

    def _use(self, runs: list[LessonRun]) -> None:
        self.runs = runs
        self.result_id = new_result_id()  # one per race: a resend is the same result
        self._update_preview()
        if self.result is None:
            return
        warning = disturbed_warning(self.result)
        if warning is not None:  # said before it can be sent: a disturbed race counts less
            self._say(lambda: render(warning))
        else:
            self._say(lambda: self.tr("Read what will be sent, then press Send."))

    def _update_preview(self) -> None:
        """The JSON that Send would send, made again as the nickname changes."""
        if not self.runs or self.facts is None:
            return
        try:
            self.result = class_result(*self.facts, self.runs, self.nickname.text(), self.result_id)
        except ValueError:
            self.result = None
            self._say(lambda: self.tr("The CPU's lesson run did not finish: race again."))
            return
        self.preview.setPlainText(json.dumps(self.result, indent=2, ensure_ascii=False))
        self.send_button.setEnabled(True)
        self.save_button.setEnabled(True)

    # ------------------------------------------------------------------ sending
    def _send_row(self) -> QHBoxLayout:
        self.send_button = word_button(
            self,
            lambda: self.tr("Send"),
            lambda: self.tr("Send what is shown to the teacher"),
            self.send,
        )
        self.save_button = word_button(
            self,
            lambda: self.tr("Save to a file…"),
            lambda: self.tr("For a teacher you cannot reach: give them the file"),
            self.save,
        )
        close = word_button(self, lambda: self.tr("Close"), lambda: "", self.close)
        for button in (self.send_button, self.save_button):
            button.setEnabled(False)
        row = QHBoxLayout()
        for button in (self.send_button, self.save_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(close)
        return row

    @Slot()
    def send(self) -> None:
        try:
            address = self.address.text()
            parse_address(address)
            code = check_code(self.code.text())
        except SendError as error:
            said = error.message
            self._say(lambda: render(said))
            return
        result = cast(dict, self.result)  # None (no result made) is refused by its check
        self.send_button.setEnabled(False)
        self._say(lambda: self.tr("Sending…"))
        self.runner.start(lambda _r, _s: _send(address, code, result), self._sent, self._say)

    @Slot(object)
    def _sent(self, sent: Sent | Message) -> None:
        self.send_button.setEnabled(True)
        if isinstance(sent, Message):
            self._say(lambda: render(sent))
        elif sent.already:
            self._say(lambda: self.tr("The teacher already has this result."))
        else:
            count = sent.joined or 1
            self._say(
                lambda: self.tr("Sent: {count} machine(s) in the class so far.").format(count=count)
            )

    @Slot()
    def save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the result"),
            f"class{RESULT_SUFFIX}",
            f"DeviceLab (*{RESULT_SUFFIX})",
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        try:
            saved = save_result(cast(dict, self.result), path)  # None: refused by its check
        except (SendError, OSError) as error:
            reason = render(getattr(error, "message", None) or error)
            self._say(lambda: reason)
            return
        self._say(
            lambda: self.tr("Saved to {path}: give this file to the teacher.").format(path=saved)
        )

    # ------------------------------------------------------------------ helpers
    def _say(self, text) -> None:
        """A status line in the current language (``text`` makes it; a plain string is
        shown as it is)."""
        self.words(self.status.setText, text if callable(text) else lambda: text)


def _send(address: str, code: str, result: dict) -> Sent | Message:
    """The teacher's answer, or why it could not be sent (said in the student's language)."""
    try:
        return send_result(address, code, result)
    except SendError as error:
        return error.message
