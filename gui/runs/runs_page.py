"""The Runs page: every run kept on disk, of this start and of earlier days.

A table of the store's runs (newest first), filtered by kind and by any text of the date,
device or machine; the selected runs' loss curves overlaid (smoothing for display only);
delete; the listed runs as CSV and the chart as PNG. It lists the store again whenever a
run is written, finished or deleted (``KeptRuns.changed``), never on every progress report.
"""

from __future__ import annotations

import math
from functools import partial
from typing import cast

from PySide6.QtCore import QItemSelectionModel, Qt, Slot
from PySide6.QtGui import QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSlider,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.experiments.crossover_axes import AXIS_TITLES
from core.experiments.recorded import RECORDED_KIND, as_kept_runs, shipped_recorded
from core.experiments.threads import PROBLEMS
from core.i18n import QT_TRANSLATE_NOOP, from_data, listed, short_title
from core.pages import run_kinds, run_titles
from core.runs.history import (
    DISTURBED_MARK,
    DISTURBED_NOTE,
    MEASURED_KINDS,
    disturbed,
    smooth,
    stored_labels,
    stored_points,
    write_stored_csv,
)
from core.runs.run_store import STATUS_TITLES, StoredRun, StoreError, moved_aside_message
from core.training import MODE_TITLES
from gui.i18n import Retranslating, render, word_button, word_label
from gui.runs.kept_runs import KeptRuns
from gui.widgets.flow_layout import flowing
from gui.widgets.layouts import ChartBeside, Reflow, WrapAwareMinimum, char_width
from gui.widgets.measurement_page import fill_row, table_widget
from gui.widgets.plots import (
    DISTURBED_ALPHA,
    PLOT_STRETCH,
    colour,
    disturbed_points,
    make_plot,
    name_plot,
    pen,
    save_png,
)

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RECORDED_STATUS_TITLES = {
    "measured": QT_TRANSLATE_NOOP("RunsPage", "recorded"),
    "reported": QT_TRANSLATE_NOOP("RunsPage", "reported by the lesson"),
}
"""The statuses of runs recorded elsewhere (the kept runs' are ``STATUS_TITLES``)."""
RECORDED_TITLE = QT_TRANSLATE_NOOP("RunsPage", "recorded elsewhere")


def kind_title(kind: str) -> str:
    """What a run was, as the Runs table names it."""
    return render(RECORDED_TITLE if kind == RECORDED_KIND else run_titles()[kind])


def status_title(status: str) -> str:
    return render({**STATUS_TITLES, **RECORDED_STATUS_TITLES}.get(status, status))


def run_status(run: StoredRun) -> str:
    """A run's status, marked * when other programs disturbed it (the note says why)."""
    said = status_title(run.status)
    return said + DISTURBED_MARK if disturbed(run) else said


def faint_pen(index: int) -> QPen:
    """Curve ``index``'s pen, faint: a disturbed run's curve."""
    made = pen(index)
    tint = made.color()
    tint.setAlpha(DISTURBED_ALPHA)
    made.setColor(tint)
    return made


def _columns(points: list[tuple[float, float]]) -> tuple[list[float], list[float]]:
    """Points as their xs and their ys."""
    return [x for x, _ in points], [y for _, y in points]


TEXT_COLUMNS = (1, 2, 3, 4)
"""Started, machine, what and device read left-aligned; numbers right-aligned."""


def _number(value: object, spec: str, unit: str = "") -> str:
    if not isinstance(value, int | float) or not math.isfinite(value):
        return "–"
    return format(value, spec) + unit


TABLE_ROWS = 3
"""Kept runs the table always shows whole: a teacher picks runs here before charting them
(at 1024×768 the chart had taken all but the table's header)."""


class RunsPage(Retranslating, QWidget):
    """Every kept run: a filtered table, overlaid curves of the selected ones, export."""

    def __init__(self, kept: KeptRuns, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kept = kept
        self.runs: list[StoredRun] = []
        self._curves: dict[int, tuple[list[int], list[float]]] = {}
        self.notice = ""
        """Said once at the top of the status: a store moved aside, runs pruned."""
        self.table = table_widget(self, self._headers, least_rows=TABLE_ROWS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.itemSelectionChanged.connect(self.redraw)
        self.plot = make_plot("", "", "")
        self.charted_axis: str | None = None
        """What the chart's x is: None for epochs (loss curves), else a measured axis."""
        self.words(partial(name_plot, self.plot), self._plot_texts)
        self.plot.setClipToView(True)
        self.plot.setDownsampling(auto=True, mode="peak")
        controls = _column(
            self._build_filters(), self.table, self._run_tools(), self.status, stretch=self.table
        )
        chart = _column(self.plot, self._smoothing_row(), self.conclusion, stretch=self.plot)
        # The chart under the table (thirteen columns need the page's whole width); beside
        # it where it would keep under half the height (1024×768 at 20 pt).
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(
            ChartBeside(controls, chart, self.plot, column_chars=48, chart_stretch=PLOT_STRETCH)
        )
        if kept.store.moved_aside is not None:
            self.notice = render(moved_aside_message(kept.store))
        kept.changed.connect(self.refresh)
        self.refresh()

    def _headers(self) -> list[str]:
        return [
            self.tr("Run"),
            self.tr("Started"),
            self.tr("Machine"),
            self.tr("What"),
            self.tr("Device"),
            self.tr("Mode"),
            self.tr("Epochs"),
            self.tr("Record every"),
            self.tr("Total"),
            self.tr("Per epoch"),
            self.tr("Warm-up"),
            self.tr("Final loss"),
            self.tr("Status"),
        ]

    def _build_filters(self) -> Reflow:
        self.kind_box = QComboBox()
        self.kind_box.addItem("", None)
        for kind in (*run_kinds(), RECORDED_KIND):
            self.kind_box.addItem("", kind)
        self._name_kinds()
        self.words(self.kind_box.setToolTip, lambda: self.tr("Show only runs of this kind"))
        self.kind_box.currentIndexChanged.connect(self.refresh)
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.words(
            self.filter_edit.setPlaceholderText,
            lambda: self.tr("Filter by date, device or machine (2026-12, cuda, lab-3…)"),
        )
        self.words(
            self.filter_edit.setToolTip, lambda: self.tr("Show only runs containing this text")
        )
        self.filter_edit.textChanged.connect(self.refresh)
        shown = QWidget()  # the word and its box never part
        pair = QHBoxLayout(shown)
        pair.setContentsMargins(0, 0, 0, 0)
        pair.addWidget(word_label(self, lambda: self.tr("Show")))
        pair.addWidget(self.kind_box)
        pair.addStretch(1)
        return Reflow(
            shown, self.filter_edit, stretch=(0, 1), least_chars=(None, 24), stacked_lines=1
        )

    def _name_kinds(self) -> None:
        self.kind_box.setItemText(0, self.tr("every kind of run"))
        for index, kind in enumerate((*run_kinds(), RECORDED_KIND), start=1):
            self.kind_box.setItemText(index, kind_title(kind))

    def _smoothing_row(self) -> QWidget:
        """Smoothing, under the chart; the conclusion (added by the caller)."""
        self.smoothing = QSlider(Qt.Orientation.Horizontal)
        self.smoothing.setRange(0, 99)
        self.smoothing.setMinimumWidth(8 * char_width(self))
        self.smoothing.setMaximumWidth(24 * char_width(self))
        self.words(
            self.smoothing.setToolTip,
            lambda: self.tr("Smooth the curves (display only; the data stay)"),
        )
        self.smoothing.valueChanged.connect(self.redraw)
        self.smoothing_value = QLabel()
        self.smoothing.valueChanged.connect(self._on_show_smoothing)
        self._on_show_smoothing(0)
        self.conclusion = QLabel()
        self.conclusion.setWordWrap(True)
        self.conclusion.setProperty("role", "note")
        smoothing = QWidget()  # the word, the slider and its value never part
        row = QHBoxLayout(smoothing)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(word_label(self, lambda: self.tr("Smoothing")))
        row.addWidget(self.smoothing, 1)
        row.addWidget(self.smoothing_value)
        row.addStretch(1)
        return smoothing

    def _run_tools(self) -> QWidget:
        """Delete and the two exports, in as few rows as the width allows; the status line
        (added by the caller)."""
        self.delete_button = word_button(
            self, lambda: self.tr("Delete…"), lambda: self.tr("Delete the selected runs from disk")
        )
        self.delete_button.clicked.connect(self._on_ask_delete)
        self.csv_button = word_button(
            self,
            lambda: self.tr("Export runs (CSV)…"),
            lambda: self.tr("The runs listed, one row per recorded loss"),
        )
        self.csv_button.clicked.connect(self._on_ask_csv)
        self.png_button = word_button(
            self,
            lambda: self.tr("Export chart (PNG)…"),
            lambda: self.tr("The chart of the selected runs, as shown"),
        )
        self.png_button.clicked.connect(self._on_ask_png)
        self.status = QLabel()
        self.status.setWordWrap(True)
        return flowing(self.delete_button, self.csv_button, self.png_button)

    def retranslate(self) -> None:
        super().retranslate()
        self._name_kinds()
        self.refresh()
        self._on_show_smoothing(self.smoothing.value())

    # ------------------------------------------------------------ the table
    @Slot()
    def refresh(self) -> None:
        """List the store's runs again (the selection is kept by run)."""
        chosen = {run.id for run in self.selected()}
        kind, text = self.kind_box.currentData(), self.filter_edit.text()
        kept = [] if kind == RECORDED_KIND else self._kept_runs(kind, text)
        self._curves.clear()
        recorded = self._recorded(text) if kind == RECORDED_KIND else []
        self.runs = kept + [run for run, _ in recorded]
        self._curves.update({run.id: curve for run, curve in recorded})
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.runs))
        for row, run in enumerate(self.runs):
            fill_row(self.table, row, self._cells(run))
            for column in TEXT_COLUMNS:  # fill_row made each cell's item
                cast(QTableWidgetItem, self.table.item(row, column)).setTextAlignment(LEFT)
        self.table.clearSelection()
        keep = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for row, run in enumerate(self.runs):
            if run.id in chosen:  # selectRow would replace the selection: add to it instead
                self.table.selectionModel().select(self.table.model().index(row, 0), keep)
        self.table.blockSignals(False)
        self.csv_button.setEnabled(bool(self.runs))
        self.delete_button.setEnabled(bool(kept))
        self._say_what_is_kept()
        self.redraw()

    def _kept_runs(self, kind: str | None, text: str) -> list[StoredRun]:
        """The store's runs; none, said, when the store fails to read."""
        try:
            return self.kept.store.runs(kind, text)
        except StoreError as error:
            self.notice = self.tr("The runs kept on disk cannot be read: {error}").format(
                error=error
            )
            return []

    def _recorded(self, text: str) -> list[tuple[StoredRun, tuple[list, list]]]:
        """The recorded results (read-only, listed after the kept runs) matching ``text``."""
        words = text.lower()
        return [
            (run, curve)
            for run, curve in as_kept_runs(shipped_recorded())
            if words in " ".join([run.device, run.machine["host"], run.started, run.kind]).lower()
        ]

    def _cells(self, run: StoredRun) -> list[str]:
        settings, result = run.settings, run.result or {}
        record_every = settings.get("record_every")
        mode = settings.get("mode")
        return [
            "–" if run.id < 0 else f"#{run.id}",
            run.started[:16].replace("T", " "),
            self._machine(run),
            self._what(run),
            run.device,
            short_title(render(MODE_TITLES[mode])) if mode in MODE_TITLES else "–",
            _number(result.get("epochs_completed", settings.get("epochs")), ","),
            self.tr("never") if record_every == 0 else _number(record_every, ","),
            _number(result.get("train_s"), ".2f", " s"),
            self._per_epoch(run),
            _number((result.get("warmup_s") or math.nan) * 1000, ".1f", " ms"),
            _number(result.get("final_loss"), ".4f"),
            run_status(run),
        ]

    def _what(self, run: StoredRun) -> str:
        """The run's kind; a crossover's with the size it varied."""
        kind = kind_title(run.kind)
        axis = (run.result or {}).get("axis")
        if run.kind != "crossover" or axis not in AXIS_TITLES:
            return kind
        return self.tr("{kind}: {axis}").format(kind=kind, axis=render(AXIS_TITLES[axis]))

    @staticmethod
    def _per_epoch(run: StoredRun) -> str:
        """A run's time per epoch; a measured table's fastest to slowest point."""
        if run.kind not in MEASURED_KINDS:
            return _number((run.result or {}).get("us_per_epoch"), ",.0f", " µs")
        times = [1000 * row["ms_per_epoch"] for row in stored_points(run)]
        if not times:
            return "–"
        return f"{min(times):,.0f}–{max(times):,.0f} µs"

    def _machine(self, run: StoredRun) -> str:
        """Where a run ran; a run a lesson file carried, or recorded elsewhere, says so."""
        if run.kind == RECORDED_KIND:
            return run.machine["host"]
        if run.carried_from is None:
            return run.machine.get("host", "")
        return self.tr("{machine} (from a lesson)").format(machine=run.carried_from)

    def _say_what_is_kept(self) -> None:
        store = self.kept.store
        lines = [self.notice] if self.notice else []
        if store.problem is not None:
            lines.append(render(store.problem))
        if store.damaged:
            lines.append(
                self.tr(
                    "%n damaged run(s) could not be read: left out of the list.",
                    "",
                    store.damaged,
                )
            )
        if store.pruned:
            lines.append(
                self.tr(
                    "Deleted the %n oldest run(s) to keep the store under {limit}.",
                    "",
                    store.pruned,
                ).format(limit=units.size(store.limit_bytes))
            )
        if self.kind_box.currentData() == RECORDED_KIND:
            lines.append(
                self.tr(
                    "%n result(s) recorded on other machines, shipped with DeviceLab: "
                    "read-only, never this machine's.",
                    "",
                    len(self.runs),
                )
            )
            self.status.setText("\n".join(lines))
            return
        if any(disturbed(run) for run in self.runs):
            lines.append(render(DISTURBED_NOTE))
        lines.append(
            self.tr(
                "%n run(s) listed; the store holds {size} in {path}.", "", len(self.runs)
            ).format(size=units.size(store.size_bytes()), path=store.path)
        )
        self.status.setText("\n".join(lines))

    def selected(self) -> list[StoredRun]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.runs[row] for row in rows if row < len(self.runs)]

    def _curve(self, run_id: int) -> tuple[list[int], list[float]]:
        """A run's curve, read once per listing (the smoothing slider redraws often); none
        when the store fails to read it."""
        if run_id not in self._curves:
            try:
                self._curves[run_id] = self.kept.store.curve(run_id)
            except StoreError:
                self._curves[run_id] = ([], [])
        return self._curves[run_id]

    @Slot(int)
    def _on_show_smoothing(self, value: int) -> None:
        self.smoothing_value.setText(
            self.tr("off") if value == 0 else self.tr("{value} %").format(value=value)
        )

    def _plot_texts(self) -> tuple[str, str, str]:
        if self.charted_axis is None:
            return self.tr("Selected runs"), self.tr("Epoch"), self.tr("Loss")
        if self.charted_axis == "threads":
            bottom = self.tr("CPU threads")
        else:
            bottom = render(AXIS_TITLES[self.charted_axis])
        return self.tr("Selected runs"), bottom, self.tr("ms per epoch")

    @Slot()
    def redraw(self) -> None:
        """The selected runs' loss curves; when none has one, the selected measurements'
        tables (those that varied what the first one varied), time per epoch against size."""
        self.plot.clear()
        chosen = self.selected()
        curves = [run for run in chosen if run.kind not in MEASURED_KINDS]
        tables = [(run, stored_points(run)) for run in chosen if run.kind in MEASURED_KINDS]
        measured = [(run, rows) for run, rows in tables if rows]
        if measured and not curves:
            self._draw_points(measured)
        else:
            self._draw_curves(curves)
        name_plot(self.plot, self._plot_texts())
        self._show_conclusion()

    def _draw_curves(self, runs: list[StoredRun]) -> None:
        self.charted_axis = None
        self.plot.setLogMode(x=False, y=False)
        self.plot.getAxis("bottom").setTicks(None)
        strength = self.smoothing.value() / 100
        for position, (run, label) in enumerate(zip(runs, stored_labels(runs), strict=True)):
            epochs, losses = self._curve(run.id)
            if epochs:
                faint = disturbed(run)
                name = render(label) + (DISTURBED_MARK if faint else "")
                drawn = faint_pen(position) if faint else pen(position)
                self.plot.plot(epochs, smooth(losses, strength), pen=drawn, name=name)

    def _draw_points(self, measured: list[tuple[StoredRun, list[dict]]]) -> None:
        """A line per run and device (per problem and load for threads runs), on log axes
        for sizes that grow by powers of ten as on the Crossover page."""
        self.charted_axis = measured[0][1][0]["axis"]
        self.plot.setLogMode(x=self.charted_axis != "threads", y=self.charted_axis != "threads")
        series: dict[str, list[tuple[float, float, bool]]] = {}
        for run, rows in measured:
            for row in rows:
                if row["axis"] == self.charted_axis:
                    series.setdefault(self._series_name(run, row), []).append(
                        (row["value"], row["ms_per_epoch"], row["unreliable"])
                    )
        counts = sorted({x for points in series.values() for x, _, _ in points})
        whole = [[(count, str(count)) for count in counts]]  # threads: 1, 2, … never 1.2
        self.plot.getAxis("bottom").setTicks(whole if self.charted_axis == "threads" else None)
        for position, (name, points) in enumerate(series.items()):
            self._draw_series(position, name, sorted(points))

    def _draw_series(self, position: int, name: str, points: list) -> None:
        """One series' line through its trusted points; a point still disturbed drawn faint
        and off the line, as on the Crossover page (its run's status is marked *)."""
        trusted = [(x, y) for x, y, unsure in points if not unsure]
        faint = [(x, y) for x, y, unsure in points if unsure]
        self.plot.plot(
            *_columns(trusted),
            pen=pen(position),
            symbol="o",
            symbolBrush=colour(position),
            name=name,
        )
        if faint:
            disturbed_points(self.plot, position).setData(*_columns(faint))

    def _series_name(self, run: StoredRun, row: dict) -> str:
        if run.kind != "threads":
            return f"#{run.id} {row['device']}"
        problem = render(PROBLEMS[row["problem"]]) if row["problem"] in PROBLEMS else ""
        load = self.tr("one core busy") if row["busy"] else self.tr("idle")
        return render(listed([f"#{run.id} {short_title(problem)}", load]))

    def _show_conclusion(self) -> None:
        """One selected run: what its measurement concluded, in today's language."""
        chosen = self.selected()
        lines = from_data(chosen[0].conclusion) if len(chosen) == 1 else []
        self.conclusion.setText("\n".join(f"• {render(line)}" for line in lines))
        self.conclusion.setVisible(bool(lines))

    # ------------------------------------------------------------ delete and export
    @Slot()
    def _on_ask_delete(self) -> None:
        chosen = self.selected()
        if not chosen:
            self.status.setText(self.tr("Select the runs to delete first."))
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete runs"),
            self.tr("Delete %n run(s) and their curves from disk?", "", len(chosen)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete(chosen)

    def delete(self, runs: list[StoredRun]) -> None:
        """Delete the kept runs among ``runs``; recorded results ship with the app and stay."""
        deleted = self.kept.delete([run.id for run in runs if run.kind != RECORDED_KIND])
        self.notice = self.tr("Deleted %n run(s).", "", deleted)
        if any(run.kind == RECORDED_KIND for run in runs):
            self.notice += " " + self.tr(
                "Recorded results ship with DeviceLab and cannot be deleted."
            )
        self.refresh()

    def export_csv(self, path: str) -> None:
        try:
            rows = write_stored_csv(self.kept.store, self.runs, path, self._curve)
        except OSError as error:
            self.status.setText(
                self.tr("Could not write {path}: {error}").format(path=path, error=error)
            )
            return
        self.status.setText(
            self.tr("Wrote %n run(s) ({rows} rows) to {path}.", "", len(self.runs)).format(
                rows=rows, path=path
            )
        )

    def export_png(self, path: str) -> None:
        if save_png(self.plot, path):
            self.status.setText(self.tr("Saved the chart to {path}.").format(path=path))
        else:
            self.status.setText(self.tr("Could not write {path}.").format(path=path))

    @Slot()
    def _on_ask_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export runs"), "devicelab-runs.csv", "CSV (*.csv)"
        )
        if path:
            self.export_csv(path)

    @Slot()
    def _on_ask_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the chart"), "devicelab-runs.png", "PNG (*.png)"
        )
        if path:
            self.export_png(path)


def _column(*widgets: QWidget, stretch: QWidget) -> QWidget:
    """``widgets`` one above the other, edge to edge; ``stretch`` takes the spare height."""
    column = WrapAwareMinimum()  # as tall as its status's wrapped lines, never more
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget, 1 if widget is stretch else 0)
    return column
