"""The training tab: the lesson's settings, Start/Stop, a live loss curve and honest timings."""

from __future__ import annotations

from functools import partial
from typing import cast

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.errors import ConfigError
from core.training import (
    EPOCHS_RANGE,
    HIDDEN_RANGE,
    MODE_TITLES,
    RECORD_EVERY_RANGE,
    SEED_RANGE,
    TrainConfig,
    TrainProgress,
    TrainResult,
    train,
)
from core.training.cpu_threads import AUTO
from core.training.run_reports import other_programs_said, sync_sources
from gui.i18n import Retranslating, render, word_label
from gui.training.loss_plot import LossPlot
from gui.widgets.fields import (
    DeviceBox,
    ThreadsBox,
    error_text,
    field_label,
    mark_invalid,
    mode_box,
    offer_modes,
    spin_box,
    threads_text,
)
from gui.widgets.layouts import PinnedColumn, Reflow, WrappingLabel
from gui.widgets.measurement_buttons import MeasurementButtons
from gui.widgets.plots import (
    LIVE_REDRAW_MS,
    LIVE_STATUS_EVERY,
)
from gui.workers import JobRunner

LEFT_CHARS = 60
"""The settings and results column is at most this many characters wide..."""
LEFT_LEAST_CHARS = 24
"""... and gives way to the plot down to this many (its form's rows then wrap): a 1024-pixel
projector at 20 pt with the lesson pane open keeps the plot beside the settings."""
PLOT_CHARS = 32
"""The loss plot needs this many characters beside the settings, or goes below."""


class TrainingTab(Retranslating, QWidget):
    """Runs ``core.training.trainer.train`` in a worker thread and plots what it records."""

    run_started = Signal(object)
    """A run began with this TrainConfig."""
    progressed = Signal(object)
    """A TrainProgress from the worker, after the tab took its losses."""
    run_finished = Signal(object)
    """Emitted with the TrainResult, or with the error text when the run failed."""
    edited = Signal(object)
    """A setting was changed here (by the person or the devices found): the config the
    controls describe now, not yet checked. ``show_config`` changes none silently."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._latest: TrainProgress | None = None
        self._ticks = 0
        self.result: TrainResult | None = None
        """The last run's result, shown again in a new language."""
        self.wanted_device = "cpu"
        """The device to choose once the probes find it (a remembered cuda:0)."""
        self.redraws = 0
        """Redraw-timer ticks since the window opened (the plot's refresh rate)."""
        self._build()
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setInterval(LIVE_REDRAW_MS)
        self._redraw_timer.timeout.connect(self._on_redraw)

    # ----------------------------------------------------------------- layout
    def _build(self) -> None:
        self.progress_label = QLabel()
        self.words(self.progress_label.setText, lambda: self.tr("Press Start to train."))
        # Its text changes five times a second: with its width ignored by the layout, a
        # change repaints the label alone instead of re-laying out the tab and the plot.
        self.progress_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        settings = self._build_settings(self._build_fields())
        results = self._build_results()
        lesson = word_label(
            self,
            lambda: self.tr(
                "The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on "
                "a GPU: for a model this small, moving data, launching kernels and the "
                "loss.item() sync cost more than the GPU's parallelism saves. Recording the "
                "loss less often barely helped."
            ),
        )
        lesson.setWordWrap(True)
        lesson.setProperty("role", "note")

        column = QWidget()
        left = QVBoxLayout(column)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(settings)
        left.addWidget(results)
        left.addWidget(lesson)
        left.addStretch(1)

        plot_side = QWidget()
        plot_side.setLayout(self._build_plot())
        cast(QLayout, plot_side.layout()).setContentsMargins(0, 0, 0, 0)  # the one just set
        sides = Reflow(
            PinnedColumn(column, self.pinned, LEFT_CHARS),
            plot_side,
            stretch=(0, 1),
            least_chars=(LEFT_LEAST_CHARS, PLOT_CHARS),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(sides)

    def _build_fields(self) -> QFormLayout:
        """The settings, each with its label (the same label names it in an error)."""
        defaults = TrainConfig()
        self.device_box = DeviceBox()
        self.epochs_box = spin_box(EPOCHS_RANGE, defaults.epochs)
        self.lr_edit = QLineEdit(f"{defaults.lr:g}")
        self.words(
            self.lr_edit.setToolTip,
            lambda: self.tr("A finite number greater than 0; the lesson uses 0.01."),
        )
        self.hidden_box = spin_box(HIDDEN_RANGE, defaults.hidden)
        self.record_box = spin_box(
            RECORD_EVERY_RANGE, defaults.record_every, zero_means=lambda: self.tr("never")
        )
        self.words(
            self.record_box.setToolTip,
            lambda: self.tr(
                "Read the loss back (loss.item(), a device sync) every N epochs; 0 = never."
            ),
        )
        self.seed_box = spin_box(SEED_RANGE, defaults.seed)
        self.mode_box = mode_box()
        offer_modes(self.mode_box, self.device_box.devices())
        self.threads_box = ThreadsBox()
        self._field_widgets = {
            "device": self.device_box,
            "epochs": self.epochs_box,
            "lr": self.lr_edit,
            "hidden": self.hidden_box,
            "record_every": self.record_box,
            "seed": self.seed_box,
            "mode": self.mode_box,
            "threads": self.threads_box,
        }
        form = QFormLayout()
        for name, widget in self._field_widgets.items():
            form.addRow(word_label(self, partial(field_label, name)), widget)
        self._showing = False
        for changed in (
            self.device_box.currentIndexChanged,
            self.epochs_box.valueChanged,
            self.lr_edit.textChanged,
            self.hidden_box.valueChanged,
            self.record_box.valueChanged,
            self.seed_box.valueChanged,
            self.mode_box.currentIndexChanged,
            self.threads_box.valueChanged,
        ):
            changed.connect(self._on_edited)
        return form

    @Slot()
    def _on_edited(self) -> None:
        if not self._showing:
            self.edited.emit(self.current_config())

    def _build_settings(self, form: QFormLayout) -> QGroupBox:
        """The settings; Start, Stop and the error line (``self.pinned``) stay in view under
        the column, however far its settings scroll."""
        self.buttons = MeasurementButtons(
            self._runner,
            "training",
            lambda: self.tr("Start"),
            lambda: self.tr("Train the lesson's MLP with these settings"),
            self,
            status=self.progress_label,
        )
        assert self.buttons.stop_button is not None  # made with_stop (the default)
        self.start_button, self.stop_button = self.buttons.run_button, self.buttons.stop_button
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)

        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setProperty("role", "error")
        self.error_label.hide()

        settings = QGroupBox()
        # A heading that wraps, not the box's title: a narrow column never cuts it.
        title = word_label(self, lambda: self.tr("The lesson's MLP on iris: 4 → hidden → 3"))
        title.setWordWrap(True)
        settings_layout = QVBoxLayout(settings)
        settings_layout.addWidget(title)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        settings_layout.addLayout(form)
        self.pinned = QVBoxLayout()
        self.pinned.addLayout(buttons)
        self.pinned.addWidget(self.error_label)
        return settings

    def _build_results(self) -> QGroupBox:
        """What the last run measured, one selectable label per value."""
        self.result_labels: dict[str, QLabel] = {}
        results = QGroupBox()
        self.words(results.setTitle, lambda: self.tr("Result"))
        results_form = QFormLayout(results)
        results_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for key, text in [
            ("device", lambda: self.tr("Device")),
            ("threads", lambda: self.tr("CPU threads (torch)")),
            ("train", lambda: self.tr("Training time")),
            ("per_epoch", lambda: self.tr("Time per epoch (after warm-up)")),
            ("warmup", lambda: self.tr("Warm-up (1st epoch)")),
            ("setup", lambda: self.tr("Data + model to device")),
            ("mode", lambda: self.tr("Mode")),
            ("syncs", lambda: self.tr("Host syncs (loss.item())")),
            ("others", lambda: self.tr("Other programs' CPU use")),
            ("loss", lambda: self.tr("Final loss")),
            ("accuracy", lambda: self.tr("Test accuracy")),
        ]:
            label = QLabel("–")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)  # a sentence, a GPU's long name: never wider than the column
            self.result_labels[key] = label
            name = WrappingLabel()
            self.words(name.setText, text)
            results_form.addRow(name, label)
        return results

    def _build_plot(self) -> QVBoxLayout:
        """The live loss curve with the progress bar and text under it."""
        self.loss_plot = LossPlot()
        self.progress_label.setWordWrap(True)
        self.progress_bar = QProgressBar()
        self.progress_bar.setFormat("%p%")

        right = QVBoxLayout()
        right.addWidget(self.loss_plot, 1)
        right.addWidget(self.progress_bar)
        right.addWidget(self.progress_label)
        return right

    # ------------------------------------------------------------ public API
    def set_devices(self, devices: list[str]) -> None:
        """Offer exactly the devices that exist, keeping the current choice if it still does
        (``edited`` says the config the controls now describe, once)."""
        self._showing = True
        try:
            self.device_box.set_devices(devices)
            if self.wanted_device in devices:
                self.device_box.setCurrentText(self.wanted_device)
            offer_modes(self.mode_box, devices)
        finally:
            self._showing = False
        self.edited.emit(self.current_config())

    def show_config(self, config: TrainConfig) -> None:
        """Put a (checked) config in the controls; a device not found (yet) is chosen as
        soon as the probes find it."""
        self._showing = True
        try:
            self._fill(config)
        finally:
            self._showing = False

    def _fill(self, config: TrainConfig) -> None:
        self.wanted_device = config.device
        if config.device in self.device_box.devices():
            self.device_box.setCurrentText(config.device)
        self.epochs_box.setValue(config.epochs)
        self.lr_edit.setText(f"{config.lr:g}")
        self.hidden_box.setValue(config.hidden)
        self.record_box.setValue(config.record_every)
        self.seed_box.setValue(config.seed)
        self.mode_box.setCurrentIndex(max(self.mode_box.findData(config.mode), 0))
        self.threads_box.setValue(0 if config.threads == AUTO else int(config.threads))

    def read_config(self) -> TrainConfig:
        """The config the controls describe; raises ConfigError naming the bad field."""
        return self.current_config().validated(self.device_box.devices())

    def current_config(self) -> TrainConfig:
        """The config the controls describe, not yet checked (a learning rate may be text)."""
        text = self.lr_edit.text().strip()
        try:
            lr: float | str = float(text)
        except ValueError:
            lr = text  # not a number: validated() rejects it with the field's range
        return TrainConfig(
            device=self.device_box.currentText(),
            epochs=self.epochs_box.value(),
            lr=cast(float, lr),  # a text one stays for validated() to reject
            hidden=self.hidden_box.value(),
            record_every=self.record_box.value(),
            seed=self.seed_box.value(),
            mode=self.mode_box.currentData(),
            threads=self.threads_box.setting(),
        )

    @property
    def is_running(self) -> bool:
        return self.buttons.running

    @property
    def curve_points(self) -> int:
        """How many recorded losses the curve holds (it may draw fewer: peak downsampling)."""
        return self.loss_plot.curve_points

    @property
    def drawn_points(self) -> int:
        """How many points the curve draws after clipping and downsampling."""
        return self.loss_plot.drawn_points

    @Slot()
    def start(self) -> None:
        """Validate the controls and start a run; a bad value is shown, nothing starts."""
        if self.buttons.running:
            return
        self._clear_error()
        if not self.buttons.can_start():
            return
        try:
            config = self.read_config()
        except ConfigError as error:
            self._show_error(error)
            return
        points = config.epochs // config.record_every if config.record_every else 0
        self.loss_plot.start(config, points)
        self._latest = None
        self._ticks = 0
        self.result = None
        for label in self.result_labels.values():
            label.setText("–")
        self.progress_bar.setRange(0, config.epochs)
        self.progress_bar.setValue(0)
        self.words(self.progress_label.setText, lambda: self._start_text(config, points))
        self._set_running(True)

        def task(report, should_stop):
            return train(config, on_progress=report, should_stop=should_stop)

        if self.buttons.start(task, self._on_result, self._on_error, self._on_progress):
            self._redraw_timer.start()
            self.run_started.emit(config)
        else:
            self._set_running(False)

    def _start_text(self, config: TrainConfig, points: int) -> str:
        if points:
            text = self.tr("Starting on {device}…")
        elif config.record_every == 0:
            text = self.tr("Training on {device}; the loss is not recorded (interval 0).")
        else:
            text = self.tr(
                "Training on {device}; the record interval is longer than the run: "
                "no loss will be plotted."
            )
        return text.format(device=config.device)

    @Slot()
    def stop(self) -> None:
        """Ask the running training to stop at its next progress check (≤ 1/20 s)."""
        self.buttons.cancel(self.tr("Stopping…"))

    # ------------------------------------------------------------ worker side
    @Slot(object)
    def _on_progress(self, progress: TrainProgress) -> None:
        self.loss_plot.add(progress)
        self._latest = progress
        self.progressed.emit(progress)

    def _show_status(self) -> None:
        progress = self._latest
        if progress is None:
            return
        self.progress_bar.setValue(progress.epoch)
        if progress.elapsed_s > 0 and progress.epoch:
            rate = progress.epoch / progress.elapsed_s
            left = (progress.epochs - progress.epoch) / rate
            self.words(
                self.progress_label.setText,
                lambda: self.tr(
                    "{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left"
                ).format(done=progress.epoch, total=progress.epochs, rate=rate, left=left),
            )

    @Slot()
    def _on_redraw(self) -> None:
        self._ticks += 1
        self.redraws += 1
        if self._ticks % LIVE_STATUS_EVERY == 0:
            self._show_status()
        self.loss_plot.redraw()

    @Slot(object)
    def _on_result(self, result: TrainResult) -> None:
        self._finish()
        self.result = result
        self._show_result(result)
        if result.status == "diverged":
            self.words(self._show_message, lambda: render(result.message))
            self.loss_plot.show_divergence(result)
        self.words(self.progress_label.setText, lambda: render(result.message))
        self.run_finished.emit(result)

    def retranslate(self) -> None:
        super().retranslate()
        if self.result is not None:
            self._show_result(self.result)  # the same numbers, in the new language

    def _show_result(self, result: TrainResult) -> None:
        labels = self.result_labels
        labels["device"].setText(result.device_name)
        labels["threads"].setText(threads_text(result.cpu_threads, result.config.threads))
        mark = " *" if result.crowded else ""  # other programs crowded it: see their row
        labels["train"].setText(
            self.tr("{seconds:.2f} s for {epochs:,} epochs").format(
                seconds=result.train_s, epochs=result.epochs_completed
            )
            + mark
        )
        labels["per_epoch"].setText(f"{result.us_per_epoch:.1f} µs{mark}")
        labels["warmup"].setText(f"{result.warmup_s * 1000:.1f} ms")
        labels["setup"].setText(f"{result.setup_s * 1000:.1f} ms")
        labels["mode"].setText(render(MODE_TITLES[result.config.mode]))
        labels["syncs"].setText(
            self.tr("{sources} ({ms:.1f} ms waiting)").format(
                sources=render(sync_sources(result)), ms=result.sync_s * 1000
            )
        )
        labels["others"].setText(render(other_programs_said(result)))
        labels["loss"].setText("–" if result.final_loss is None else f"{result.final_loss:.4f}")
        labels["accuracy"].setText(
            "–" if result.test_accuracy is None else f"{result.test_accuracy:.1%}"
        )

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self._finish()
        self.words(
            self._show_message,
            lambda: self.tr("Training failed: {message}").format(message=message),
        )
        self.words(self.progress_label.setText, lambda: self.tr("Training failed."))
        self.run_finished.emit(message)

    def _finish(self) -> None:
        self._redraw_timer.stop()
        self._on_redraw()
        self._show_status()
        self.loss_plot.finish()
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        for widget in self._field_widgets.values():
            widget.setEnabled(not running)

    def _show_error(self, error: ConfigError) -> None:
        widget = self._field_widgets[error.field]
        mark_invalid(widget, True)
        widget.setFocus()
        self.words(self._show_message, lambda: error_text(error))

    def _show_message(self, text: str) -> None:
        """The error line under the settings; no text hides it."""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def _clear_error(self) -> None:
        self.words(self._show_message, lambda: "")
        for widget in self._field_widgets.values():
            mark_invalid(widget, False)
