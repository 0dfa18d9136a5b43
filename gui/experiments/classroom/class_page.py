"""The Class page: every student's lesson race on one chart.

The teacher starts collecting on the address they pick; the projector shows the address,
the join code and how many machines joined, never who. The class itself (the collector,
the results as they arrive, keeping them) is ``class_session``; this page shows it. Text
from outside is shown as plain text only.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.classroom import MACHINES_PER_ADDRESS, MAX_ENTRIES
from core.classroom.client import RESULT_SUFFIX, read_result_file
from core.classroom.collector import refused_message
from core.classroom.discovery import lan_addresses
from core.classroom.result import ClassResult, ResultError
from core.classroom.summary import medians_include, results_csv
from core.experiments.standings import recorded_entries
from core.files import write_atomically
from core.hardware.microarchitecture import read_summary
from core.i18n import Text
from gui.experiments.classroom.class_chart import ClassChart, references
from gui.experiments.classroom.class_session import ClassSession
from gui.experiments.classroom.join_class_dialog import JoinClassDialog
from gui.experiments.recorded_series import RecordedSeries
from gui.i18n import Retranslating, render, word_button, word_label
from gui.widgets.flow_layout import flowing
from gui.widgets.layouts import ChartBeside, WrapAwareMinimum, plain_label
from gui.widgets.plots import PLOT_STRETCH, name_plot
from gui.widgets.tables import fit_table
from gui.window_model import WindowModel

BANNER_SCALE = 1.5
"""The address, code and count, read from the back of the room."""
FIT_ROWS = 40
"""Rows besides those in view that set the columns' widths."""
MAX_DROPPED_FILES = 500


TABLE_ROWS = 3
"""Machines the table always shows whole, under the chart."""


class ClassPage(Retranslating, WrapAwareMinimum):
    """Shows the teacher's class (``ClassSession``): the address, code and count, a chart of
    every machine, their table and facts; Start, End, remove, export, add files."""

    class_changed = Signal()
    """The class's machines changed (arrived, removed, a new class): the lesson panes say
    where the class stands."""

    def __init__(self, model: WindowModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # PySide6 takes a signal's slot as a keyword too; its stub lists only properties.
        self._pending_redraw = QTimer(  # type: ignore[call-arg]
            self, singleShot=True, interval=0, timeout=self._draw_chart
        )
        self.model = model
        self.session = ClassSession(model.runner, model.kept, self)
        self.session.grew.connect(self._on_grew)
        self.session.changed.connect(self._on_changed)
        self.session.polled.connect(self._on_polled)
        self.session.said.connect(self._say)
        self.facts_of: ClassResult | None = None
        """The machine whose facts are shown under the chart."""
        self.setAcceptDrops(True)
        self.chart = ClassChart(
            references(recorded_entries(list(RecordedSeries.machines()))), self.show_facts
        )
        self.words(
            lambda texts: name_plot(self.chart.plot, texts),
            lambda: ("", "", self.tr("ms per epoch")),  # groups name themselves
        )
        layout = QVBoxLayout(self)
        self.intro = self._intro()
        self.banner, self.refused = plain_label(), plain_label()
        self.banner_points = 0.0
        self.banner.setObjectName("classBanner")
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refused.hide()  # until a request is refused
        self.refused_kinds: list[tuple[Text, int]] = []
        self._size_banner()
        self.status = plain_label()
        self.status.hide()  # until there is something to say: the chart keeps the room
        layout.addWidget(self.banner)  # the whole width, for the class to read
        layout.addWidget(self._body(), 1)
        self.session.restore()

    @property
    def entries(self) -> list[ClassResult]:
        """The class's machines, in the order they arrived."""
        return self.session.entries

    # ------------------------------------------------------------------ layout
    def _intro(self) -> QLabel:
        intro = word_label(
            self,
            lambda: self.tr(
                "Every student's machine on one chart. Start collecting: the projector shows "
                "the address and a join code, and each student's DeviceLab races the lesson "
                "and sends its time per epoch (after warm-up) and hardware facts, nothing "
                "else. A result "
                "saved to a file can be dropped here."
            ),
        )
        intro.setWordWrap(True)
        intro.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return intro

    def _teacher_row(self) -> QWidget:
        self.address_box = QComboBox()
        for address in lan_addresses():
            self.address_box.addItem(address, address)
        self.words(
            self.address_box.setToolTip,
            lambda: self.tr("The network address students send to (127.0.0.1: this machine only)"),
        )
        self.start_button = word_button(
            self,
            lambda: self.tr("Start collecting"),
            lambda: self.tr("Listen on this address until the class ends; announce it"),
            self.start,
        )
        self.end_button = word_button(
            self,
            lambda: self.tr("End the class"),
            lambda: self.tr("Stop listening; the results stay, kept on disk"),
            self.end_class,
        )
        self.end_button.setEnabled(False)
        self.open_button = word_button(
            self,
            lambda: self.tr("Add result files…"),
            lambda: self.tr("Results students saved to files (a folder can be dropped here)"),
            self.add_files,
        )
        self.join_button = word_button(
            self,
            lambda: self.tr("Join a class…"),
            lambda: self.tr("A student's side: race this machine and send it to the teacher"),
            self.join,
        )
        return flowing(
            _pair(word_label(self, lambda: self.tr("Address")), self.address_box),
            self.start_button,
            self.end_button,
            self.join_button,
            self.open_button,
            *self._entry_buttons(),
            self._per_address(),
            self.export_button,
        )

    def _entry_buttons(self) -> tuple[QWidget, QWidget]:
        """Remove the chosen machines, or everything their addresses sent; export (made
        here, placed last)."""
        self.remove_button = word_button(
            self,
            lambda: self.tr("Remove entry"),
            lambda: self.tr("Take the chosen machines out of the class"),
            self.remove,
        )
        self.export_button = word_button(
            self,
            lambda: self.tr("Export CSV…"),
            lambda: self.tr("Every machine's row, for a spreadsheet"),
            self.export_csv,
        )
        self.remove_sender_button = word_button(
            self,
            lambda: self.tr("Remove address"),
            lambda: self.tr(
                "Take out every machine sent from the chosen machines' network addresses "
                "(one that sent many)"
            ),
            self.remove_senders,
        )
        return self.remove_button, self.remove_sender_button

    def _per_address(self) -> QWidget:
        """How many machines one network address may add (the teacher allows more where
        students share one)."""
        self.per_address_box = QSpinBox()
        self.per_address_box.setRange(1, MAX_ENTRIES)
        self.per_address_box.setValue(MACHINES_PER_ADDRESS)
        self.words(
            self.per_address_box.setToolTip,
            lambda: self.tr(
                "Machines one network address may add; a new one replaces its oldest "
                "(more where students share an address)"
            ),
        )
        self.per_address_box.valueChanged.connect(self.session.allow)
        return _pair(word_label(self, lambda: self.tr("Per address")), self.per_address_box)

    def _body(self) -> ChartBeside:
        """The teacher's buttons, the introduction (or a chosen machine's facts and the
        table) above the chart and its legend; beside them where the chart would keep
        under half the height (1024×768 at 20 pt)."""
        self.facts = plain_label()
        self.facts.hide()  # until a dot or a row is chosen
        self.table = fit_table(QTableWidget(0, len(self._headers())), least_rows=TABLE_ROWS)
        # Columns fitted to the rows in view and FIT_ROWS more, not to all 300 machines:
        # refitting as a class arrives stays a few milliseconds of the GUI thread.
        self.table.horizontalHeader().setResizeContentsPrecision(FIT_ROWS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.itemSelectionChanged.connect(self._selected)
        controls = WrapAwareMinimum()  # as tall as its wrapped lines, never more
        column = QVBoxLayout(controls)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._teacher_row())
        self.counted = plain_label()  # what the class medians count, over the rows
        self.counted.hide()
        for widget in (self.refused, self.intro, self.counted, self.table, self.facts, self.status):
            column.addWidget(widget, 1 if widget is self.table else 0)
        chart = QWidget()
        below = QVBoxLayout(chart)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.chart.plot, 1)
        below.addWidget(self.chart.legend)
        return ChartBeside(controls, chart, self.chart.plot, 18, PLOT_STRETCH)

    def _headers(self) -> list[str]:
        return [
            self.tr("Nickname"),
            "CPU",
            self.tr("Cores / threads"),
            "GPU",
            self.tr("VRAM"),
            "torch",
            self.tr("OS"),
            self.tr("CPU ms/epoch"),
            self.tr("GPU ms/epoch"),
            self.tr("Sent from"),
        ]

    # ------------------------------------------------------------------ collecting
    @Slot()
    def start(self) -> None:
        """Listen on the chosen address (only until End) and announce it on the network."""
        if not self.session.start(self.address_box.currentData()):
            return
        self.start_button.setEnabled(False)
        self.address_box.setEnabled(False)
        self.end_button.setEnabled(True)
        self.retranslate()

    @Slot()
    def end_class(self) -> None:
        """Stop listening and announcing; the results stay (kept on disk)."""
        self.session.end()
        self.start_button.setEnabled(True)
        self.address_box.setEnabled(True)
        self.end_button.setEnabled(False)
        self.retranslate()

    @Slot()
    def _on_polled(self) -> None:
        self._show_banner()
        if self.session.collector is not None:
            self._show_refused(self.session.collector.refused_kinds())

    def _show_refused(self, kinds: list[tuple[Text, int]]) -> None:
        """How many requests the collector refused and why (a wrong code typed, a broken
        result): the teacher sees a student who cannot join."""
        if kinds == self.refused_kinds:
            return
        self.refused_kinds = kinds
        self.refused.setVisible(bool(kinds))
        self.words(self.refused.setText, lambda: render(refused_message(kinds)))

    @Slot()
    def _on_grew(self) -> None:
        """New machines: drawn (the legend says again what the medians count), their rows
        added, the lesson panes told."""
        self._draw_chart()
        self._add_rows(len(self.entries) - self.table.rowCount())
        self.class_changed.emit()

    @Slot()
    def _on_changed(self) -> None:
        """A machine removed, a new class, the last one restored: drawn again whole."""
        self._redraw()
        self.class_changed.emit()

    # ------------------------------------------------------------------ the table
    @Slot()
    def remove(self) -> None:
        """The selected machines, from the class and from the store."""
        self.session.remove([index.row() for index in self.table.selectedIndexes()])

    @Slot()
    def remove_senders(self) -> None:
        """Every machine sent from the selected machines' addresses."""
        self.session.remove_senders([index.row() for index in self.table.selectedIndexes()])

    @Slot()
    def join(self) -> JoinClassDialog:
        """The student's side, in a dialog of its own."""
        dialog = JoinClassDialog(self.model, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resize(760, 640)
        dialog.show()
        return dialog

    @Slot()
    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export CSV"), "class.csv", "CSV (*.csv)"
        )
        if path:
            self.write_csv(Path(path))

    def write_csv(self, path: Path) -> None:
        try:
            write_atomically(path, results_csv(self.entries))
        except OSError as error:
            reason = error.strerror or str(error)
            self._say(
                lambda: self.tr("Could not write {path}: {error}").format(path=path, error=reason)
            )
            return
        count = len(self.entries)
        self._say(
            lambda: self.tr("Saved {count} machine(s) to {path}.").format(count=count, path=path)
        )

    @Slot()
    def add_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add result files"), "", f"DeviceLab (*{RESULT_SUFFIX})"
        )
        self.add_paths([Path(path) for path in paths])

    def add_paths(self, paths: list[Path]) -> None:
        """Result files, or folders of them (not their subfolders), dropped or chosen."""
        files = []
        for path in paths:
            files += sorted(path.glob(f"*{RESULT_SUFFIX}")) if path.is_dir() else [path]
        good, bad = [], 0
        for path in files[:MAX_DROPPED_FILES]:
            try:
                good.append(read_result_file(path))
            except (ResultError, OSError, UnicodeDecodeError):
                bad += 1
        self.session.add(good)
        bad += max(len(files) - MAX_DROPPED_FILES, 0)
        self._say(
            lambda: self.tr("Added {good} result file(s); {bad} were not class results.").format(
                good=len(good), bad=bad
            )
        )

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]
        self.add_paths(paths)
        event.acceptProposedAction()

    # ------------------------------------------------------------------ showing
    def changeEvent(self, event: QEvent) -> None:
        """The banner stays half again as large as the page's text (projector mode, zoom);
        the chart is drawn again once the plots' style has followed (its axis, names and
        legend)."""
        if event.type() == QEvent.Type.FontChange:
            self._size_banner()
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._pending_redraw.start()
        super().changeEvent(event)

    def _size_banner(self) -> None:
        """Sized by its own style sheet (the window's style sheet sets every label's size):
        while collecting up to half again as large as the page's text, as large as keeps
        it on one line (a 1024-pixel projector); else as large as the text. A size within
        a point of the best is kept (a scroll bar coming and going never makes it flicker)."""
        points = self.font().pointSizeF()
        if self.session.collector is not None:
            bold = QFont(self.font())
            bold.setBold(True)
            bold.setPointSizeF(points * BANNER_SCALE)
            wide = QFontMetrics(bold).horizontalAdvance(self.banner.text())
            # The page's width, not the banner's: a banner shown just now has none yet.
            own = cast(QLayout, self.layout())  # the page's layout, set when it was made
            room = own.contentsRect().width() - 2 * self.banner.margin()
            fits = room / wide if wide and room > 0 else 1.0
            points *= max(1.0, BANNER_SCALE * min(1.0, 0.97 * fits))
            if points - 1.0 <= self.banner_points <= points + 0.5:
                points = self.banner_points
        self.banner_points = round(points * 2) / 2
        sheet = f"font-size: {self.banner_points:.1f}pt; font-weight: bold;"
        if self.banner.styleSheet() != sheet:
            self.banner.setStyleSheet(sheet)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_banner()

    def retranslate(self) -> None:
        """The words again; the table keeps its rows and the teacher's selection."""
        super().retranslate()
        self._draw_chart()
        self.table.setHorizontalHeaderLabels(self._headers())

    def _redraw(self) -> None:
        """The chart and the table from the entries (one removed, a new class)."""
        self._draw_chart()
        self._fill_table(self.entries)
        if self.facts_of not in self.entries:
            self.facts.hide()

    @Slot()
    def _draw_chart(self) -> None:
        """The chart, its legend and the banner in the current language and style."""
        self.chart.name(
            {
                "each machine": self.tr("each machine"),
                "reported": self.tr("reported by the lesson"),
                "measured": self.tr("recorded by DeviceLab"),
                "class median": self.tr("class median"),
            }
        )
        self.counted.setText(render(medians_include(self.entries)) if self.entries else "")
        self.counted.setVisible(bool(self.entries))
        self.chart.show(self.entries)
        self._show_banner()

    def _fill_table(self, results: list[ClassResult]) -> None:
        self.table.setHorizontalHeaderLabels(self._headers())
        self.table.setRowCount(0)
        self._add_rows(len(results))

    def _add_rows(self, count: int) -> None:
        """The last ``count`` entries as new rows (plain text only); the columns follow
        them, the page's size and its font (``fit_table``)."""
        first = self.table.rowCount()
        self.table.setRowCount(first + count)
        for row in range(first, first + count):
            result = self.entries[row]
            cells = [
                result.nickname or "–",
                result.cpu_model,
                f"{result.cpu_cores or '?'} / {result.cpu_threads}",
                result.gpu_name or "–",
                units.gib(result.gpu_vram_bytes) or "–",
                result.torch,
                result.os,
                _ms(result.cpu_ms_per_epoch, result.disturbed),
                _ms(result.gpu_ms_per_epoch, result.disturbed),
                result.sender or "–",
            ]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))

    def _show_banner(self) -> None:
        """The address, code and count while collecting, large; else how many machines the
        class has. Before any class the page's introduction stands in the empty table's
        place, and gives it back once a class runs or has machines."""
        collector = self.session.collector
        idle = collector is None and not self.entries
        self.intro.setVisible(idle)
        self.table.setVisible(not idle)  # no machine yet: how it works, in the table's place
        self.banner.setVisible(not idle)
        joined = len(self.entries)
        if collector is None:
            self.banner.setText(self.tr("Not collecting. %n machine(s) in this class.", "", joined))
        else:
            host, port = collector.address
            self.banner.setText(
                self.tr("Address {host}:{port}    Join code {code}    Joined: {joined}").format(
                    host=host, port=port, code=collector.code, joined=joined
                )
            )
        self._size_banner()

    @Slot()
    def _selected(self) -> None:
        rows = {index.row() for index in self.table.selectedIndexes()}
        if len(rows) == 1:
            self.show_facts(self.entries[rows.pop()])

    def show_facts(self, result: ClassResult) -> None:
        """One machine's facts under the chart (a clicked dot, a chosen row), in the
        current language."""
        self.facts_of = result
        self.facts.show()
        self.words(self.facts.setText, lambda: self._facts_text(result))

    def _facts_text(self, result: ClassResult) -> str:
        gpu_ms = result.gpu_ms_per_epoch
        facts = self.tr(
            "{nickname}: {cpu} ({architecture}), {cores} cores / {threads} threads; "
            "{gpu}; torch {torch} on {os}; CPU {cpu_ms:.3f} ms, GPU {gpu_ms} ms per epoch"
        ).format(
            nickname=result.nickname or "–",
            cpu=result.cpu_model,
            architecture=render(read_summary(result.cpu_architecture or "")) or "?",
            cores=result.cpu_cores or "?",
            threads=result.cpu_threads,
            gpu=result.gpu_name or self.tr("no GPU"),
            torch=result.torch,
            os=result.os,
            cpu_ms=result.cpu_ms_per_epoch,
            gpu_ms="–" if gpu_ms is None else f"{gpu_ms:.3f}",
        )
        if not result.disturbed:
            return facts
        return (
            facts
            + "\n"
            + self.tr(
                "* Other programs crowded this machine's race: its times are unreliable and left "
                "out of the class medians."
            )
        )

    def _say(self, text) -> None:
        self.words(self.status.setText, text)
        self.status.show()


def _ms(value: float | None, disturbed: bool) -> str:
    """A time per epoch in the table; marked * where other programs disturbed the race."""
    if value is None:
        return "–"
    return f"{value:.3f}" + (" *" if disturbed else "")


def _pair(label: QLabel, box: QWidget) -> QWidget:
    """A box and its name, side by side: a row of buttons never parts them."""
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(label)
    row.addWidget(box)
    return pair
