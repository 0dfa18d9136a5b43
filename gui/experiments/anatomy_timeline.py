"""The anatomy's pictures: one epoch per device on one time axis, lane by lane,
and each epoch split into the lesson's reasons.

``AnatomyTimeline``: a block of lanes per device, one above the other on the same scale
(CPU: phases and operators; CUDA runtime: launches; GPU: kernels and copies; the CPU's
sync waits), the GPU's idle time shaded; zoom and pan along the time axis; hover names a
span, its duration and what it is in the lesson's words. On a machine without an NVIDIA
GPU the GPU's lanes are drawn as missing and say why, never as empty.
``EpochBreakdown``: each device's epoch as the CPU spent it and as the GPU did, in %.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from core.experiments.anatomy import (
    CPU_REASONS,
    GPU_REASONS,
    LANES,
    PHASES,
    AnatomyResult,
    EpochAnatomy,
    Span,
)
from core.i18n import short_title
from core.training.config import MODE_TITLES
from gui.i18n import Retranslating, render
from gui.widgets.layouts import char_width
from gui.widgets.plots import (
    colour,
    current_style,
    disturbed_brush,
    hover_tips,
    make_plot,
    name_plot,
    show_tip,
    swatch_legend,
)

CPU_LANES = ("phase", "op")
"""What the profiler sees of a CPU's epoch (and of an MPS GPU's, whose kernels it cannot see)."""
GPU_LANES = tuple(lane for lane in LANES if lane not in CPU_LANES)
LANE_COLOURS = {"launch": 1, "kernel": 2, "copy": 4, "sync": 3}
"""The GPU lanes' colours (palette indices); phases and their operators take their phase's."""
REASON_COLOURS = {
    "cpu.launch": 1,
    "cpu.sync": 3,
    "cpu.operators": 5,
    "cpu.python": 6,
    "gpu.kernel": 2,
    "gpu.copy": 4,
}
"""Each reason's colour, its lane's where it has one (palette indices); the rest of the CPU's
epoch and the GPU's idle time are grey (``QUIET_GREY``, the idle one hatched as in the
timeline)."""
QUIET_GREY = "#999999"
BAR_HEIGHT = 0.7
"""Of a lane's row."""
LABEL_MARGIN_PX = 6
"""A phase's name is written in its bar when the bar is this much wider than the name."""
BREAKDOWN_LINES_PER_ROW = 2.2
"""Text lines a breakdown row takes: its title and its bar."""
MISSING_ROWS = 1.2
"""The height of the one row that stands for the missing GPU lanes."""
HOVER_PX = 4
"""A span this close to the pointer, in pixels, counts as under it (a 2 µs kernel is less
than a pixel wide in the whole epoch)."""


@dataclass
class Lane:
    """One row of the timeline: a lane of one device's epoch (``epoch`` None: missing)."""

    y: float
    lane: str
    epoch: EpochAnatomy | None
    disturbed: bool = False
    """Other programs disturbed its device's measurement: drawn faint."""

    def spans(self) -> list[Span]:
        return [] if self.epoch is None else self.epoch.lane(self.lane)


def lanes_of(result: AnatomyResult) -> tuple[str, ...]:
    """The lanes the profiler saw on this device: a CUDA device's GPU lanes, a CPU's none."""
    return LANES if result.device.startswith("cuda") else CPU_LANES


def idle_intervals(epoch: EpochAnatomy) -> list[tuple[float, float]]:
    """Where in the epoch the GPU ran neither a kernel nor a copy."""
    busy = sorted((s.start_us, s.end_us) for s in epoch.spans if s.lane in ("kernel", "copy"))
    idle, reach = [], 0.0
    for start, end in busy:
        if start > reach:
            idle.append((reach, start))
        reach = max(reach, end)
    if reach < epoch.epoch_us:
        idle.append((reach, epoch.epoch_us))
    return idle


def reason_colour(key: str) -> str:
    return colour(REASON_COLOURS[key]) if key in REASON_COLOURS else QUIET_GREY


def idle_brush() -> QBrush:
    """The GPU's idle time: grey hatching, in the timeline and in the breakdown."""
    return QBrush(QColor(QUIET_GREY), Qt.BrushStyle.BDiagPattern)


def _text_item(text: str, colour_name: str) -> pg.TextItem:
    """Words on the chart at the plots' text size (20 pt in projector mode), left-aligned
    and vertically centred on their row."""
    item = pg.TextItem(text, color=colour_name, anchor=(0, 0.5))
    font = QFont()
    font.setPointSizeF(current_style().font_pt)
    item.setFont(font)
    return item


def _phase_colour(phase: str | None) -> str:
    return colour(PHASES.index(phase)) if phase in PHASES else colour(7)


class AnatomyTimeline(Retranslating, QWidget):
    """Each device's typical epoch, lane by lane, one time axis for all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Owned by the timeline, so a redraw never outlives it (a window being torn down).
        # PySide6 takes a signal's slot as a keyword too; its stub lists only properties.
        self._pending_redraw = QTimer(  # type: ignore[call-arg]
            self, singleShot=True, interval=0, timeout=self._redraw
        )
        self.plot = make_plot("", "", "", legend=False)
        self.words(
            partial(name_plot, self.plot),
            lambda: ("", self.tr("µs into the epoch"), ""),
        )
        view = self.plot.getViewBox()
        view.setMouseEnabled(x=True, y=False)  # zoom and pan in time; the lanes stay put
        view.invertY(True)
        self.plot.hideButtons()
        self.results: list[AnatomyResult] = []
        self.recorded: tuple = ()
        self.missing_note: pg.TextItem | None = None
        self.rows: list[Lane] = []
        self._labels: list[tuple[pg.TextItem, Span, float]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        view.sigXRangeChanged.connect(self._place_labels)
        hover_tips(self.plot, lambda x, y, pixel: self.describe_at(x, y, HOVER_PX * pixel))
        self.draw([])

    def draw(self, results: list[AnatomyResult], recorded: tuple = ()) -> None:
        """Each result's typical epoch, one block of lanes under the other; without an
        NVIDIA GPU among them, the GPU's lanes drawn as missing; then each recorded GPU's
        epoch (``recorded``: (result, its label in the current language)), named as recorded."""
        self.results, self.recorded = list(results), tuple(recorded)
        self.plot.clear()
        self.missing_note = None
        ticks: list[tuple[float, str]]  # (a lane's y, its name)
        self.rows, self._labels, ticks, y = [], [], [], 0.0
        longest = self.longest()
        for result in self.results:
            y = self._block(result, result.device, y, ticks)
        if self.results and not any(r.device.startswith("cuda") for r in self.results):
            y = self._missing_gpu(y, ticks, longest)
        for result, label in self.recorded:
            y = self._block(result, label(), y, ticks)
        for row in self.rows:
            self._draw_lane(row)
        self.plot.getAxis("left").setTicks([ticks, []])
        self.plot.setLimits(xMin=-0.02 * longest, xMax=1.02 * longest, minXRange=1.0)
        self.plot.setYRange(-0.5, max(y, 1.0) - 0.3, padding=0)
        self.show_whole_epoch()

    def longest(self) -> float:
        """The longest epoch drawn: one time axis for every block."""
        shown = [*self.results, *(result for result, _ in self.recorded)]
        return max((r.typical_epoch().epoch_us for r in shown), default=1.0)

    def _block(self, result: AnatomyResult, name: str, y: float, ticks: list) -> float:
        """One device's lanes under its title; the row after them."""
        epoch = result.typical_epoch()
        self._header(y, result, name)
        for lane in lanes_of(result):
            y += 1
            self.rows.append(Lane(y, lane, epoch, result.unreliable))
            ticks.append((y, self._lane_name(lane)))
        return y + 1

    @Slot()
    def show_whole_epoch(self) -> None:
        self.plot.setXRange(0, self.longest(), padding=0.01)
        self._place_labels()

    def _header(self, y: float, result: AnatomyResult, name: str) -> None:
        """The block's title on its own row: the device (or the recorded machine) and the
        mode (its times are in the conclusion beside the chart), marked * when disturbed."""
        mode = short_title(render(MODE_TITLES[result.mode]))
        mark = " *" if result.unreliable else ""
        title = _text_item(f"{name} · {mode}{mark}", current_style().foreground)
        title.setPos(0, y)
        self.plot.addItem(title, ignoreBounds=True)

    def _lane_name(self, lane: str) -> str:
        return {
            "phase": self.tr("CPU phases"),
            "op": self.tr("operators"),
            "launch": self.tr("launches"),
            "kernel": self.tr("GPU kernels"),
            "copy": self.tr("copies"),
            "sync": self.tr("syncs"),
        }[lane]

    def _missing_gpu(self, y: float, ticks: list, longest: float) -> float:
        """One row for the GPU's lanes, outlined, with a sentence: missing on this machine,
        not empty."""
        y += 1
        self.rows += [Lane(y, lane, None) for lane in GPU_LANES]
        ticks.append((y, self.tr("GPU lanes")))
        self.plot.addItem(
            pg.BarGraphItem(
                x0=[0.0],
                width=[longest],
                y=[y],
                height=MISSING_ROWS,
                brush=QBrush(Qt.BrushStyle.NoBrush),
                pen=pg.mkPen(current_style().foreground, style=Qt.PenStyle.DashLine, width=1),
            )
        )
        self.missing_note = _text_item(
            self.tr("Missing, not empty: no NVIDIA GPU here"), current_style().foreground
        )
        self.missing_note.setPos(0, y)
        self.plot.addItem(self.missing_note, ignoreBounds=True)
        return y + MISSING_ROWS / 2 + 0.5

    def missing_text(self) -> str:
        return self.tr(
            "Missing, not empty: this machine has no NVIDIA GPU (CUDA), so there are no kernel "
            "launches, GPU kernels or copies to measure. On a GPU these lanes show where its "
            "time goes."
        )

    def _draw_lane(self, row: Lane) -> None:
        spans = row.spans()
        if row.lane == "kernel" and row.epoch is not None:
            self._shade_idle(row)
        if not spans:
            return
        if row.lane in LANE_COLOURS:
            fill = colour(LANE_COLOURS[row.lane])
            brushes = [disturbed_brush(fill, row.disturbed)] * len(spans)
        else:
            brushes = [self._span_brush(span, row.disturbed) for span in spans]
        bars = pg.BarGraphItem(
            x0=[s.start_us for s in spans],
            width=[s.duration_us for s in spans],
            y=[row.y] * len(spans),
            height=BAR_HEIGHT,
            brushes=brushes,
            pen=pg.mkPen(current_style().background, width=0.5),
        )
        self.plot.addItem(bars)
        if row.lane == "phase":
            for span in spans:
                label = _text_item(render(span.name), "#000000")
                label.setPos(span.start_us, row.y)
                self.plot.addItem(label, ignoreBounds=True)
                self._labels.append((label, span, row.y))

    def _span_brush(self, span: Span, disturbed: bool) -> QBrush:
        """A phase in its colour; an operator in its phase's, lighter; both faint when
        disturbed."""
        filled = QColor(_phase_colour(span.name if span.lane == "phase" else span.phase))
        if span.lane == "op":
            filled.setAlpha(150)
        return disturbed_brush(filled, disturbed)

    def _shade_idle(self, row: Lane) -> None:
        """The GPU's idle time, shaded across its kernel and copy lanes."""
        assert row.epoch is not None  # shaded only for a lane with its epoch
        idle = idle_intervals(row.epoch)
        if not idle:
            return
        self.plot.addItem(
            pg.BarGraphItem(
                x0=[start for start, _ in idle],
                width=[end - start for start, end in idle],
                y=[row.y + 0.5] * len(idle),  # the kernel lane and the copy lane under it
                height=2 * BAR_HEIGHT + 0.3,
                brush=idle_brush(),
                pen=pg.mkPen(None),
            )
        )

    @Slot()
    def _place_labels(self) -> None:
        """A phase's name shows where its bar is wide enough for it at this zoom."""
        pixel = self.plot.getViewBox().viewPixelSize()[0] or 1.0
        for label, span, _ in self._labels:
            room = span.duration_us / pixel
            label.setVisible(room > label.boundingRect().width() + LABEL_MARGIN_PX)

    def span_at(self, x: float, y: float, tolerance: float = 0.0) -> tuple[Lane, Span] | None:
        """The span under time ``x`` in the lane at ``y`` (the shortest, the nearest within
        ``tolerance`` µs when none is under it exactly)."""
        row = next((r for r in self.rows if abs(r.y - y) <= 0.5), None)
        if row is None:
            return None
        near = [s for s in row.spans() if s.start_us - tolerance <= x <= s.end_us + tolerance]
        if not near:
            return None
        return row, min(near, key=lambda s: (not s.start_us <= x <= s.end_us, s.duration_us))

    def describe_at(self, x: float, y: float, tolerance: float = 0.0) -> str | None:
        """What the pointer is on, in the lesson's words, with its duration."""
        found = self.span_at(x, y, tolerance)
        if found is not None:
            return self.describe(found[1])
        row = next((r for r in self.rows if abs(r.y - y) <= 0.5), None)
        if row is None:
            return None
        if row.epoch is None:
            return self.missing_text()  # a missing lane: nothing was measured there
        if row.lane in ("kernel", "copy") and any(
            a <= x <= b for a, b in idle_intervals(row.epoch)
        ):
            return self.tr(
                "The GPU idle: waiting for the CPU's next launch (wasted performance: the "
                "GPU is far too big for this work)"
            )
        return None

    def describe(self, span: Span) -> str:
        duration = self.tr("{duration:,.1f} µs").format(duration=span.duration_us)
        name = render(span.name)
        return f"{name} — {duration}\n{self._meaning(span)}"

    def _meaning(self, span: Span) -> str:
        if span.lane == "phase":
            return self._phase_meaning(span.name)
        if span.lane == "op":
            return self.tr(
                "An operator: its CPU time is Python and PyTorch's dispatcher choosing the "
                "kernel (on a CPU, the arithmetic too)"
            )
        if span.lane == "launch":
            return self.tr(
                "A kernel launch: the CPU asks the GPU to start a kernel, a fixed cost every "
                "time (launch overhead)"
            )
        if span.lane == "kernel":
            return self.tr(
                "The kernel on the GPU: the real arithmetic, often shorter than its launch"
            )
        if span.lane == "copy":
            return self.tr("Data transfer: {bytes:,} bytes cross the bus").format(
                bytes=span.bytes or 0
            )
        return self.tr(
            "A sync operation: the CPU waits until the GPU has finished everything queued"
        )

    def _phase_meaning(self, phase: str) -> str:
        return {
            "forward": self.tr("forward: model(x) computes the outputs (__call__ runs forward)"),
            "loss": self.tr("loss: the cross-entropy of the outputs against the labels"),
            "zero_grad": self.tr("zero_grad: the last epoch's gradients are cleared"),
            "backward": self.tr("backward: autograd computes every gradient"),
            "step": self.tr("step: the optimizer updates the weights"),
            "replay": self.tr("replay: forward to step captured as one CUDA graph, one launch"),
            "item": self.tr(".item(): the loss comes back to the host to be recorded, a sync"),
        }.get(phase, phase)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_labels()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            # Projector mode or a theme: draw again once the plots' style has followed.
            self._pending_redraw.start()

    def retranslate(self) -> None:
        super().retranslate()
        self._redraw()

    def _redraw(self) -> None:
        """Draw again, at the same zoom."""
        view = self.plot.getViewBox().viewRange()[0]
        self.draw(self.results, self.recorded)
        if self.results or self.recorded:
            self.plot.setXRange(*view, padding=0)


class EpochBreakdown(Retranslating, QWidget):
    """Each device's epoch as the CPU spent it and as the GPU did, by the lesson's reasons:
    a row title, then a bar of 100 % of the epoch in stacked parts; a legend of the reasons
    drawn. Painted (it sits in the controls' column, where it wraps with the text)."""

    REASONS = {f"cpu.{k}": v for k, v in CPU_REASONS.items()} | {
        f"gpu.{k}": v for k, v in GPU_REASONS.items()
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.results: list[AnatomyResult] = []
        self.recorded: tuple = ()
        self.rows: list[tuple[str, dict[str, float], float]] = []
        self.segments: list[tuple[QRectF, str, float, float]] = []
        """(where it is drawn, reason key, µs, % of the epoch) of every part drawn."""
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own words and colours only
        self.draw([])

    def rows_of(
        self, results: list[AnatomyResult], recorded: tuple = ()
    ) -> list[tuple[str, dict[str, float], float]]:
        """Per device (and recorded GPU), its CPU's parts and (on a GPU) its GPU's: (row
        title, parts by reason key, the epoch in µs), the typical epoch's."""
        rows = []
        named = [(r, r.device) for r in results] + [(r, label()) for r, label in recorded]
        for result, device in named:
            epoch = result.typical_epoch()
            if epoch is None:
                continue
            cpu = {f"cpu.{k}": v for k, v in epoch.cpu_breakdown().items()}
            rows.append((self.tr("{device}: the CPU").format(device=device), cpu, epoch.epoch_us))
            gpu = epoch.gpu_breakdown()
            if gpu is not None:
                parts = {f"gpu.{k}": v for k, v in gpu.items()}
                title = self.tr("{device}: the GPU").format(device=device)
                rows.append((title, parts, epoch.epoch_us))
        return rows

    def draw(self, results: list[AnatomyResult], recorded: tuple = ()) -> None:
        self.results, self.recorded = list(results), tuple(recorded)
        self.rows = self.rows_of(self.results, self.recorded)
        keys = list(self.REASONS)
        shown = [k for k in keys if any(parts.get(k, 0) > 0 for _, parts, _ in self.rows)]
        samples = (
            (reason_colour(k), "▨" if k == "gpu.idle" else "■", render(self.REASONS[k]))
            for k in shown
        )
        self.legend.setText(swatch_legend(samples, "<br>"))
        self.setVisible(bool(self.rows))
        self.legend.setVisible(bool(self.rows))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().lineSpacing()
        return QSize(20 * char_width(self), int(len(self.rows) * BREAKDOWN_LINES_PER_ROW * line))

    def minimumSizeHint(self) -> QSize:
        return QSize(10 * char_width(self), self.sizeHint().height())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        line = self.fontMetrics().lineSpacing()
        self.segments = []
        for number, (title, parts, epoch_us) in enumerate(self.rows):
            top = number * BREAKDOWN_LINES_PER_ROW * line
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, top, self.width(), line), title)
            left = 0.0
            for key, us in parts.items():
                share = 100 * us / epoch_us if epoch_us > 0 else 0.0
                width = self.width() * share / 100
                if width > 0:
                    rect = QRectF(left, top + line, width, BAR_HEIGHT * line)
                    fill = idle_brush() if key == "gpu.idle" else QBrush(QColor(reason_colour(key)))
                    painter.fillRect(rect, fill)
                    self.segments.append((rect, key, us, share))
                left += width
        painter.end()

    def describe_at(self, x: float, y: float) -> str | None:
        """The part under the pointer: its reason, µs and share of the epoch."""
        for rect, key, us, share in self.segments:
            if rect.contains(QPointF(x, y)):
                return self.tr("{reason}: {us:,.1f} µs, {share:.0f} % of the epoch").format(
                    reason=render(self.REASONS[key]), us=us, share=share
                )
        return None

    def mouseMoveEvent(self, event) -> None:
        show_tip(self, self.describe_at(event.position().x(), event.position().y()))
        super().mouseMoveEvent(event)

    def retranslate(self) -> None:
        super().retranslate()
        self.draw(self.results, self.recorded)
