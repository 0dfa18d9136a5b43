"""The "VRAM calculator" page: will this model train on this GPU?"""

from __future__ import annotations

from functools import partial
from typing import cast

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import units
from core.errors import ConfigError
from core.hardware.reference_models import PRESETS, activation_bytes_per_sample
from core.hardware.vram import (
    ACTIVATION_MIB_RANGE,
    BATCH_RANGE,
    CUDA_CONTEXT_BYTES,
    DTYPE_BYTES,
    LESSON_GPU,
    OPTIMIZER_TITLES,
    VramEstimate,
    VramRequest,
    estimate,
    parse_parameter_count,
)
from gui.i18n import Retranslating, render, word_label
from gui.widgets.fields import error_text, field_label, spin_box
from gui.widgets.layouts import Reflow
from gui.widgets.tables import fit_table
from gui.workers import JobRunner

FORM_CHARS = 48
"""The form and its notes need this many characters (their wrapped text would ask
for a whole line), or the tables go below."""
TABLES_CHARS = 40
"""The memory tables need this many characters beside the form, or go below."""
CUSTOM = "custom"


class VramPage(Retranslating, QWidget):
    """Weights, gradients, optimizer state and activations, against each GPU's VRAM."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self.gpus: list[tuple[str, int]] = []
        self.estimate: VramEstimate | None = None
        self.measuring = False
        """True while the chosen preset's activations are being measured."""

        form_box = self._build_form()

        tables = QWidget()
        tables.setLayout(self._build_tables())
        cast(QLayout, tables.layout()).setContentsMargins(0, 0, 0, 0)  # the one just set
        layout = QVBoxLayout(self)
        layout.addWidget(
            Reflow(form_box, tables, stretch=(1, 1), least_chars=(FORM_CHARS, TABLES_CHARS))
        )

        self.preset_box.currentIndexChanged.connect(self._on_preset_chosen)
        self.parameters_edit.textEdited.connect(self._on_custom_edit)
        self.activation_box.valueChanged.connect(self.recalculate)
        for box in (self.dtype_box, self.optimizer_box):
            box.currentIndexChanged.connect(self.recalculate)
        self.batch_box.valueChanged.connect(self.recalculate)
        self.preset_box.blockSignals(True)
        self.preset_box.setCurrentIndex(list(PRESETS).index("resnet50") + 1)
        self.preset_box.blockSignals(False)
        self.parameters_edit.setText(f"{PRESETS['resnet50'].parameters:,}")
        self.recalculate()

    def _build_fields(self) -> None:
        """The controls, each with its tooltip, the note under them and the error line."""
        words = self.words
        self.preset_box = QComboBox()
        self.preset_box.addItem("", CUSTOM)
        words(lambda text: self.preset_box.setItemText(0, text), lambda: self.tr("Custom"))
        for key in PRESETS:
            self.preset_box.addItem("", key)
        words(self._name_presets, lambda: [render(preset.title) for preset in PRESETS.values()])
        words(
            self.preset_box.setToolTip,
            lambda: self.tr("A known model fills in its parameters; Custom: type them"),
        )
        self.parameters_edit = QLineEdit()
        words(
            self.parameters_edit.setPlaceholderText, lambda: self.tr("e.g. 25557032, 25.6M or 7B")
        )
        words(
            self.parameters_edit.setToolTip,
            lambda: self.tr("How many weights the model has: a number, or with K, M or B"),
        )
        self.dtype_box = QComboBox()
        for dtype in DTYPE_BYTES:
            self.dtype_box.addItem(dtype, dtype)
        words(
            self.dtype_box.setToolTip,
            lambda: self.tr("Bytes per number: fp32 4, fp16 and bf16 2, int8 1"),
        )
        self.optimizer_box = QComboBox()
        for key, title in OPTIMIZER_TITLES.items():
            self.optimizer_box.addItem(title, key)
        self.optimizer_box.setCurrentIndex(list(OPTIMIZER_TITLES).index("adam"))
        words(
            self.optimizer_box.setToolTip,
            lambda: self.tr("What the optimizer keeps per weight: SGD nothing, momentum 1, Adam 2"),
        )
        self.batch_box = spin_box(BATCH_RANGE, 32)
        self.activation_box = QDoubleSpinBox()
        self.activation_box.setRange(*ACTIVATION_MIB_RANGE)
        self.activation_box.setDecimals(4)
        self.activation_box.setSuffix(" MiB")
        words(
            self.activation_box.setToolTip,
            lambda: self.tr("float32 memory autograd keeps for one sample; presets measure it"),
        )
        self.activation_note = QLabel()
        self.activation_note.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("vramError")
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)

    def _build_form(self) -> QGroupBox:
        """The model and training settings, their error line and the lesson's four parts."""
        self._build_fields()
        form_box = QGroupBox()
        self.words(form_box.setTitle, lambda: self.tr("Model and training"))
        form = QFormLayout(form_box)
        form.addRow(word_label(self, lambda: self.tr("Preset")), self.preset_box)
        form.addRow(word_label(self, lambda: field_label("parameters")), self.parameters_edit)
        form.addRow(word_label(self, lambda: self.tr("Number format")), self.dtype_box)
        form.addRow(word_label(self, lambda: self.tr("Optimizer")), self.optimizer_box)
        form.addRow(word_label(self, lambda: field_label("batch_size")), self.batch_box)
        form.addRow(
            word_label(self, lambda: field_label("activation_bytes_per_sample")),
            self.activation_box,
        )
        form.addRow(self.activation_note)
        form.addRow(self.error)
        lesson = word_label(
            self,
            lambda: self.tr(
                "The lesson calls VRAM a GPU's most important number: everything training "
                "touches must fit in it at once.\n"
                "• Weights: the model's parameters.\n"
                "• Gradients: one per parameter, filled by backward().\n"
                "• Optimizer state: what the optimizer remembers per parameter (Adam keeps "
                "two running averages; plain SGD keeps nothing).\n"
                "• Activations: every layer's output, kept from forward for backward; they "
                "grow with the batch size, so a smaller batch is the first thing to try "
                "when memory runs out."
            ),
        )
        lesson.setWordWrap(True)
        lesson.setProperty("role", "note")
        form.addRow(lesson)
        return form_box

    def _build_tables(self) -> QVBoxLayout:
        """Memory by part, whether it fits each GPU, and the notes."""
        self.parts = QTableWidget(5, 2)
        self.words(
            self.parts.setHorizontalHeaderLabels, lambda: [self.tr("Memory for"), self.tr("Size")]
        )
        self.parts.verticalHeader().hide()
        fit_table(self.parts, whole=True)
        self.words(
            self._name_parts,
            lambda: [
                self.tr("Weights"),
                self.tr("Gradients"),
                self.tr("Optimizer state"),
                self.tr("Activations (whole batch)"),
                self.tr("Total"),
            ],
        )
        self.fits = QTableWidget(0, 3)
        self.words(
            self.fits.setHorizontalHeaderLabels,
            lambda: ["GPU", self.tr("VRAM"), self.tr("Fits?")],
        )
        self.fits.verticalHeader().hide()
        fit_table(self.fits)
        self.notes = QLabel()
        self.notes.setWordWrap(True)

        right = QVBoxLayout()
        right.addWidget(self.parts)
        right.addWidget(self.fits, 1)
        right.addWidget(self.notes)
        return right

    def _name_presets(self, titles: list[str]) -> None:
        for index, title in enumerate(titles, start=1):  # item 0 is "Custom"
            self.preset_box.setItemText(index, title)

    def _name_parts(self, titles: list[str]) -> None:
        for row, title in enumerate(titles):
            self.parts.setItem(row, 0, QTableWidgetItem(title))

    def retranslate(self) -> None:
        super().retranslate()
        self.recalculate()  # the verdicts and any error in the new language, same numbers

    def start(self) -> None:
        """Measure the chosen preset's activations (a worker job: call once the window is up)."""
        self._on_preset_chosen()

    def set_gpus(self, gpus: list[tuple[str, int]]) -> None:
        """(name, VRAM bytes) of every GPU present; the lesson's GPU is always compared too."""
        self.gpus = list(gpus)
        self.recalculate()

    @Slot()
    def _on_preset_chosen(self) -> None:
        key = self.preset_box.currentData()
        if key == CUSTOM:
            self.measuring = False
            self.words(
                self.activation_note.setText,
                lambda: self.tr("Custom model: enter the activations per sample if you know them."),
            )
            return
        preset = PRESETS[key]
        self.parameters_edit.setText(f"{preset.parameters:,}")
        self.measuring = True
        self.words(
            self.activation_note.setText,
            lambda: self.tr("Measuring the activations on the meta device…"),
        )
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
        self.words(
            self.activation_note.setText,
            lambda: self.tr(
                "Measured: {size} per sample ({what}) kept by autograd for backward, "
                "in float32, without activation checkpointing or FlashAttention."
            ).format(size=units.size(per_sample), what=render(preset.input_note)),
        )
        self.recalculate()

    @Slot(str)
    def _on_measure_error(self, message: str) -> None:
        self.measuring = False  # shown for whichever preset is chosen now
        self.words(
            self.activation_note.setText,
            lambda: self.tr("Could not measure the activations: {message}").format(message=message),
        )

    @Slot()
    def _on_custom_edit(self) -> None:
        if self.preset_box.currentData() != CUSTOM:
            self.preset_box.blockSignals(True)
            self.preset_box.setCurrentIndex(0)
            self.preset_box.blockSignals(False)
            self.measuring = False
            self.words(
                self.activation_note.setText,
                lambda: self.tr("Custom model: enter the activations per sample if you know them."),
            )
        self.recalculate()

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
            self.words(self.error.setText, partial(error_text, error))
            self.estimate = None
            self._clear()
            return
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
            # units.size of a number of bytes (never None) is its text.
            for column, text in enumerate((render(name), cast(str, units.size(memory)), verdict)):
                self.fits.setItem(row, column, QTableWidgetItem(text))
        self.notes.setText("\n".join(f"• {render(note)}" for note in result.notes))

    def _clear(self) -> None:
        for row in range(self.parts.rowCount()):
            self.parts.setItem(row, 1, QTableWidgetItem("–"))
        self.fits.setRowCount(0)
        self.notes.clear()
