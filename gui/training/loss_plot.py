"""The Training tab's live loss curve: recorded losses in a pre-allocated buffer, drawn from
the tab's redraw timer with ``setData``, axes that grow only at their edge, the epoch a run
diverged at marked, and an empty plot that says why it is empty."""

from __future__ import annotations

from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from core.training import TrainConfig, TrainProgress, TrainResult
from gui.i18n import Retranslating
from gui.widgets.plots import GrowingView, PlotNote, first_view, make_plot, name_plot, pen


class LossPlot(Retranslating, QWidget):
    """One run's loss against its epochs, as the run goes and once it ends."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._epochs = np.zeros(0)
        self._losses = np.zeros(0)
        self._count = 0
        self._dirty = False
        self.plot = make_plot("", "", "", legend=False, x_from_zero=True)
        self.words(
            partial(name_plot, self.plot),
            lambda: (self.tr("Training loss"), self.tr("Epoch"), self.tr("Loss (cross-entropy)")),
        )
        self.plot.setClipToView(True)
        self.plot.setDownsampling(auto=True, mode="peak")
        self.curve = self.plot.plot(pen=pen(0))
        self._view = GrowingView(self.plot)
        self.note = PlotNote(self.plot)
        self.divergence_line = pg.InfiniteLine(
            angle=90,
            pen=pen(3, Qt.PenStyle.DashLine),
            label="",
            labelOpts={"position": 0.5, "color": "#D55E00", "anchors": [(1, 0.5), (1, 0.5)]},
        )
        self.words(
            self.divergence_line.label.setFormat, lambda: self.tr("diverged at epoch {value:,.0f}")
        )
        self.divergence_line.hide()
        self.plot.addItem(self.divergence_line, ignoreBounds=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    @property
    def curve_points(self) -> int:
        """How many recorded losses the curve holds (it may draw fewer: peak downsampling)."""
        return 0 if self.curve.xData is None else len(self.curve.xData)

    @property
    def drawn_points(self) -> int:
        """How many points the curve draws after clipping and downsampling."""
        x_data, _ = self.curve.getData()
        return 0 if x_data is None else len(x_data)

    def start(self, config: TrainConfig, points: int) -> None:
        """An empty curve with room for ``points`` losses, and the view the run starts in."""
        self._epochs = np.zeros(points, dtype=np.float64)
        self._losses = np.zeros(points, dtype=np.float64)
        self._count = 0
        self.curve.setData([], [])
        self.divergence_line.hide()
        self._view.reset(first_view(config.epochs, config.record_every), config.epochs)
        self.words(self.note.show, lambda: self._missing_curve_text(config))

    def add(self, progress: TrainProgress) -> None:
        """The losses a progress batch recorded (drawn at the next ``redraw``)."""
        new = len(progress.new_losses)
        if new:
            end = min(self._count + new, len(self._losses))
            taken = end - self._count
            self._epochs[self._count : end] = progress.new_epochs[:taken]
            self._losses[self._count : end] = progress.new_losses[:taken]
            self._count = end
            self._dirty = True

    def redraw(self) -> None:
        """Draw what arrived since the last redraw (the tab's timer, never per batch)."""
        if self._dirty:
            last = self._epochs[self._count - 1] if self._count else 0
            self._view.follow(last, float(np.nanmax(self._losses[: self._count], initial=0.0)))
            finite = np.isfinite(self._losses[: self._count]).all()
            self.curve.setData(
                self._epochs[: self._count], self._losses[: self._count], skipFiniteCheck=finite
            )
            self._dirty = False

    def finish(self) -> None:
        """The run is over: the last losses drawn and the whole curve fitted once."""
        self.redraw()
        if self._count:
            self.plot.getViewBox().autoRange()

    def _missing_curve_text(self, config: TrainConfig) -> str:
        if config.record_every == 0:
            return self.tr(
                "No curve: the loss is not recorded (record every: never). The run still "
                "reads it once every 1/20 s to notice divergence; the final loss is in "
                "the results."
            )
        if config.record_every > config.epochs:
            return self.tr(
                "No curve: the record interval ({every:,}) is longer than the run "
                "({epochs:,} epochs)."
            ).format(every=config.record_every, epochs=config.epochs)
        return ""

    def show_divergence(self, result: TrainResult) -> None:
        """The curve up to where the loss blew up, from the first epoch's loss, marked."""
        epochs, losses = list(result.recorded_epochs), list(result.recorded_losses)
        at = result.diverged_at or result.epochs_completed
        if result.first_loss is not None and (not epochs or epochs[0] > 1):
            epochs, losses = [1, *epochs], [result.first_loss, *losses]
        if (not epochs or epochs[-1] < at) and result.final_loss is not None:  # between records
            epochs, losses = [*epochs, at], [*losses, result.final_loss]
        finite = [loss for loss in losses if np.isfinite(loss)]
        self.curve.setData(epochs, [loss if np.isfinite(loss) else np.nan for loss in losses])
        self.divergence_line.show()  # first: a hidden line's label does not follow its value
        self.divergence_line.setPos(at)
        self.plot.setXRange(0, max(at * 1.3, 10), padding=0)
        self.plot.setYRange(0, 1.1 * max(finite, default=1.0), padding=0)
