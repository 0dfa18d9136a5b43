"""The "VRAM calculator" page: will this model train on this GPU?"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.i18n import translate
from core.reference_models import PRESETS, activation_bytes_per_sample
from core.training import ConfigError
from core.units import Text, shown
from core.vram import (
    ACTIVATION_MIB_RANGE,
    BATCH_RANGE,
    CUDA_CONTEXT_BYTES,
    DTYPE_BYTES,
    LESSON_GPU,
    OPTIMIZER_TITLES,
    PARAMETERS_RANGE,
    VramEstimate,
    VramRequest,
    estimate,
    parse_parameter_count,
)
from gui.i18n import is_language_change
from gui.workers import JobRunner

CUSTOM = "custom"
FORM_LABEL = {
    "preset": QT_TRANSLATE_NOOP("VramPanel", "Preset"),
    "parameters": QT_TRANSLATE_NOOP("VramPanel", "Parameters"),
    "dtype": QT_TRANSLATE_NOOP("VramPanel", "Number format"),
    "optimizer": QT_TRANSLATE_NOOP("VramPanel", "Optimizer"),
    "batch_size": QT_TRANSLATE_NOOP("VramPanel", "Batch size"),
    "activation_bytes_per_sample": QT_TRANSLATE_NOOP("VramPanel", "Activations per sample"),
}
"""Form rows by the request field they set (an error names the field by this label)."""
PARTS = (
    QT_TRANSLATE_NOOP("VramPanel", "Weights"),
    QT_TRANSLATE_NOOP("VramPanel", "Gradients"),
    QT_TRANSLATE_NOOP("VramPanel", "Optimizer state"),
    QT_TRANSLATE_NOOP("VramPanel", "Activations (whole batch)"),
    QT_TRANSLATE_NOOP("VramPanel", "Total"),
)
ERROR_COLOURS = ("#b00020", "#ff7b7b")
"""A red for errors on a light and on a dark background."""


class VramPanel(QWidget):
    """Weights, gradients, optimizer state and activations, against each GPU's VRAM."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self.gpus: list[tuple[str, int]] = []
        self.estimate: VramEstimate | None = None
        self.measuring = False
        """True while the chosen preset's activations are being measured."""
        self._note: Callable[[], str] = str
        """The activation note in the language chosen now."""

        self.preset_box = QComboBox()
        self.preset_box.addItem("", CUSTOM)
        for key in PRESETS:
            self.preset_box.addItem("", key)
        self.parameters_edit = QLineEdit()
        self.dtype_box = QComboBox()
        for dtype in DTYPE_BYTES:
            self.dtype_box.addItem(dtype, dtype)  # fp32, fp16, bf16: names, not words
        self.optimizer_box = QComboBox()
        for key in OPTIMIZER_TITLES:
            self.optimizer_box.addItem("", key)
        self.optimizer_box.setCurrentIndex(list(OPTIMIZER_TITLES).index("adam"))
        self.batch_box = QSpinBox()
        self.batch_box.setRange(*BATCH_RANGE)
        self.batch_box.setValue(32)
        self.batch_box.setGroupSeparatorShown(True)
        self.activation_box = QDoubleSpinBox()
        self.activation_box.setRange(*ACTIVATION_MIB_RANGE)
        self.activation_box.setDecimals(4)
        self.activation_box.setSuffix(" MiB")
        self.activation_note = QLabel()
        self.activation_note.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("vramError")
        self.error.setWordWrap(True)
        self._error: ConfigError | None = None

        self.form_box = QGroupBox()
        form = QFormLayout(self.form_box)
        fields = {
            "preset": self.preset_box,
            "parameters": self.parameters_edit,
            "dtype": self.dtype_box,
            "optimizer": self.optimizer_box,
            "batch_size": self.batch_box,
            "activation_bytes_per_sample": self.activation_box,
        }
        self._form_titles: dict[str, QLabel] = {}
        for key, widget in fields.items():
            self._form_titles[key] = QLabel()
            form.addRow(self._form_titles[key], widget)
        form.addRow(self.activation_note)
        form.addRow(self.error)
        self.lesson = QLabel()
        """What fills VRAM, in the lesson's words."""
        self.lesson.setWordWrap(True)
        self.lesson.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        form.addRow(self.lesson)

        self.parts = QTableWidget(len(PARTS), 2)
        self.parts.verticalHeader().hide()
        self.parts.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row in range(len(PARTS)):
            self.parts.setItem(row, 0, QTableWidgetItem())
        self.parts.setMaximumHeight(190)
        self.fits = QTableWidget(0, 3)
        self.fits.verticalHeader().hide()
        self.fits.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fits.horizontalHeader().setStretchLastSection(True)
        self.notes = QLabel()
        self.notes.setWordWrap(True)

        right = QVBoxLayout()
        right.addWidget(self.parts)
        right.addWidget(self.fits, 1)
        right.addWidget(self.notes)
        layout = QHBoxLayout(self)
        layout.addWidget(self.form_box, 1)
        layout.addLayout(right, 1)

        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.parameters_edit.textEdited.connect(self._custom_edit)
        self.activation_box.valueChanged.connect(self.recalculate)
        for box in (self.dtype_box, self.optimizer_box):
            box.currentIndexChanged.connect(self.recalculate)
        self.batch_box.valueChanged.connect(self.recalculate)
        self.preset_box.blockSignals(True)
        self.preset_box.setCurrentIndex(list(PRESETS).index("resnet50") + 1)
        self.preset_box.blockSignals(False)
        self.parameters_edit.setText(f"{PRESETS['resnet50'].parameters:,}")
        self._colour_error()
        self.retranslate()  # recalculates

    # -- language and theme ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the language chosen now, the estimate's included."""
        self.preset_box.setItemText(0, self.tr("Custom"))
        for index, preset in enumerate(PRESETS.values(), start=1):
            self.preset_box.setItemText(index, preset.shown_title())
        for index, title in enumerate(OPTIMIZER_TITLES.values()):
            self.optimizer_box.setItemText(index, translate("Vram", title))
        for key, label in self._form_titles.items():
            label.setText(self.tr(FORM_LABEL[key]))
        low, high = PARAMETERS_RANGE
        self.preset_box.setToolTip(
            self.tr("A published model to start from, or Custom for your own numbers")
        )
        self.parameters_edit.setPlaceholderText(self.tr("e.g. 25557032, 25.6M or 7B"))
        self.parameters_edit.setToolTip(
            self.tr(
                "How many numbers the model learns: a whole number from {low:,} to {high:,}; "
                "k, M, B and T are understood"
            ).format(low=low, high=high)
        )
        self.dtype_box.setToolTip(
            self.tr(
                "fp32: 4 bytes per number; fp16 and bf16: 2 bytes (mixed precision, with a "
                "float32 master copy)"
            )
        )
        self.optimizer_box.setToolTip(
            self.tr("What the optimizer remembers per parameter: SGD nothing, Adam two numbers")
        )
        self.batch_box.setToolTip(
            self.tr("Samples per training step: {low:,} to {high:,}").format(
                low=BATCH_RANGE[0], high=BATCH_RANGE[1]
            )
        )
        self.activation_box.setToolTip(
            self.tr(
                "float32 memory autograd keeps for one sample, {low:g} to {high:,.0f} MiB; "
                "presets measure it"
            ).format(low=ACTIVATION_MIB_RANGE[0], high=ACTIVATION_MIB_RANGE[1])
        )
        self.form_box.setTitle(self.tr("Model and training"))
        self.lesson.setText(
            self.tr(
                "The lesson calls VRAM a GPU's most important number: everything training "
                "touches must fit in it at once.\n"
                "• Weights: the model's parameters.\n"
                "• Gradients: one per parameter, filled by backward().\n"
                "• Optimizer state: what the optimizer remembers per parameter (Adam keeps "
                "two running averages; plain SGD keeps nothing).\n"
                "• Activations: every layer's output, kept from forward for backward; they "
                "grow with the batch size, so a smaller batch is the first thing to try "
                "when memory runs out."
            )
        )
        self.parts.setHorizontalHeaderLabels([self.tr("Memory for"), self.tr("Size")])
        for row, title in enumerate(PARTS):
            self.parts.item(row, 0).setText(self.tr(title))
        self.parts.setToolTip(self.tr("What training this model keeps in GPU memory"))
        self.fits.setHorizontalHeaderLabels([self.tr("GPU"), self.tr("VRAM"), self.tr("Fits?")])
        self.fits.setToolTip(
            self.tr("Each GPU here and the lesson's, with room left for the CUDA context")
        )
        self.activation_note.setText(self._note())
        self.recalculate()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._colour_error()
        super().changeEvent(event)

    def _colour_error(self) -> None:
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        self.error.setStyleSheet(f"color: {ERROR_COLOURS[dark]};")

    def _set_note(self, text: Callable[[], str]) -> None:
        self._note = text
        self.activation_note.setText(text())

    def _custom_note(self) -> str:
        return self.tr("Custom model: enter the activations per sample if you know them.")

    # -- the calculator ----------------------------------------------------------------------

    def start(self) -> None:
        """Measure the chosen preset's activations (a worker job: call once the window is up)."""
        self._preset_chosen()

    def set_gpus(self, gpus: list[tuple[str, int]]) -> None:
        """(name, VRAM bytes) of every GPU present; the lesson's GPU is always compared too."""
        self.gpus = list(gpus)
        self.recalculate()

    @Slot()
    def _preset_chosen(self) -> None:
        key = self.preset_box.currentData()
        if key == CUSTOM:
            self.measuring = False
            self._set_note(self._custom_note)
            return
        preset = PRESETS[key]
        self.parameters_edit.setText(f"{preset.parameters:,}")
        self.measuring = True
        self._set_note(lambda: self.tr("Measuring the activations on the meta device…"))
        self._runner.start(
            lambda _report, _stop: (key, activation_bytes_per_sample(key)),
            self._on_measured,
            self._on_measure_error,
        )
        self.recalculate()

    @Slot(object)
    def _on_measured(self, measured: tuple[str, int]) -> None:
        key, per_sample = measured
        if key != self.preset_box.currentData():
            return  # the user chose another preset meanwhile: its own job answers
        self.measuring = False
        preset = PRESETS[key]
        self.activation_box.blockSignals(True)
        self.activation_box.setValue(per_sample / 2**20)
        self.activation_box.blockSignals(False)
        self._set_note(
            lambda: self.tr(
                "Measured: {size} per sample ({what}) kept by autograd for backward, "
                "in float32, without activation checkpointing or FlashAttention."
            ).format(size=units.size(per_sample), what=preset.shown_input_note())
        )
        self.recalculate()

    @Slot(str)
    def _on_measure_error(self, message: str) -> None:
        self.measuring = False  # shown for whichever preset is chosen now
        self._set_note(
            lambda: self.tr("Could not measure the activations: {message}").format(message=message)
        )

    @Slot()
    def _custom_edit(self) -> None:
        if self.preset_box.currentData() != CUSTOM:
            self.preset_box.blockSignals(True)
            self.preset_box.setCurrentIndex(0)
            self.preset_box.blockSignals(False)
            self.measuring = False
            self._set_note(self._custom_note)
        self.recalculate()

    def _error_text(self, error: ConfigError) -> str:
        """The message with its field called by the form's label, in the language now."""
        label = self.tr(FORM_LABEL[error.field]) if error.field in FORM_LABEL else error.field
        message = error.args[0] if error.args else ""
        if isinstance(message, Text) and "field" in message.fields:
            return message.with_fields(field=label).shown()
        return error.naming(label)

    @Slot()
    def recalculate(self) -> None:
        try:
            request = VramRequest(
                parameters=parse_parameter_count(self.parameters_edit.text()),
                dtype=self.dtype_box.currentData(),
                optimizer=self.optimizer_box.currentData(),
                batch_size=self.batch_box.value(),
                activation_bytes_per_sample=round(self.activation_box.value() * 2**20),
            )
            result = estimate(request)
        except ConfigError as error:
            self._error = error
            self.error.setText(self._error_text(error))
            self.estimate = None
            self._clear()
            return
        self._error = None
        self.error.clear()
        self.estimate = result
        sizes = [
            result.weights_bytes,
            result.gradients_bytes,
            result.optimizer_bytes,
            result.activations_bytes,
            result.total_bytes,
        ]
        for row, size in enumerate(sizes):
            share = f"  ({size / result.total_bytes:.0%})" if row < 4 and result.total_bytes else ""
            self.parts.setItem(row, 1, QTableWidgetItem(f"{units.size(size)}{share}"))
        rows = [*self.gpus, LESSON_GPU]
        self.fits.setRowCount(len(rows))
        for row, (name, memory) in enumerate(rows):
            left = memory - result.total_bytes - CUDA_CONTEXT_BYTES
            verdict = (
                self.tr("yes, {size} to spare") if left >= 0 else self.tr("no: {size} short")
            ).format(size=units.size(abs(left)))
            for column, text in enumerate((str(shown(name)), units.size(memory), verdict)):
                self.fits.setItem(row, column, QTableWidgetItem(text))
        self.notes.setText("\n".join(f"• {shown(note)}" for note in result.notes))

    def _clear(self) -> None:
        for row in range(self.parts.rowCount()):
            self.parts.setItem(row, 1, QTableWidgetItem("–"))
        self.fits.setRowCount(0)
        self.notes.clear()
