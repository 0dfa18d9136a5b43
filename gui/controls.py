"""The controls every tab shares: thread count, integers, devices, modes, field labels."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QFrame, QScrollArea, QSpinBox, QWidget

from core.training import MODE_TITLES, MODES, mode_unavailable
from core.training.threads import AUTO, ThreadSetting, logical_cpus


class ThreadsBox(QSpinBox):
    """CPU threads for torch: "auto" (shown at 0) or 1 to the logical CPUs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, logical_cpus())
        self.setSpecialValueText(self.tr("auto"))
        self.setValue(0)
        self.setToolTip(
            self.tr(
                "How many CPU threads torch splits each op across. auto: chosen for the size "
                "of the work — one for the lesson's tiny MLP, which no thread count speeds up "
                "and a busy core slows down when it is split; more for large problems. "
                "1 to {count}: that many."
            ).format(count=logical_cpus())
        )

    def setting(self) -> ThreadSetting:
        return AUTO if self.value() == 0 else self.value()


def threads_text(used: int, setting: ThreadSetting) -> str:
    """ "1 (auto)" or "2": the threads a run used, and whether auto chose them."""
    return f"{used} (auto)" if setting == AUTO else str(used)


FIELD_LABELS = {
    "device": QT_TRANSLATE_NOOP("Fields", "Device"),
    "devices": QT_TRANSLATE_NOOP("Fields", "Devices"),
    "epochs": QT_TRANSLATE_NOOP("Fields", "Epochs"),
    "lr": QT_TRANSLATE_NOOP("Fields", "Learning rate"),
    "hidden": QT_TRANSLATE_NOOP("Fields", "Hidden units"),
    "record_every": QT_TRANSLATE_NOOP("Fields", "Record loss every"),
    "seed": QT_TRANSLATE_NOOP("Fields", "Random seed"),
    "mode": QT_TRANSLATE_NOOP("Fields", "Mode"),
    "threads": QT_TRANSLATE_NOOP("Fields", "CPU threads"),
    "print_every": QT_TRANSLATE_NOOP("Fields", "Print loss every"),
    "parameters": QT_TRANSLATE_NOOP("Fields", "Parameters"),
    "batch_size": QT_TRANSLATE_NOOP("Fields", "Batch size"),
    "activation_bytes_per_sample": QT_TRANSLATE_NOOP("Fields", "Activations per sample"),
}
"""Every config field's label: the same words in a form and in an error that names it."""


def field_label(field: str) -> str:
    """A field's label as the window shows it (its name, capitalised, if it has none)."""
    text = FIELD_LABELS.get(field)
    if text is None:
        return field.replace("_", " ").capitalize()
    return QCoreApplication.translate("Fields", text)


def spin_box(bounds: tuple[int, int], value: int, *, zero_means: str = "") -> QSpinBox:
    """An integer box with thousands separators and its range as its tooltip.

    ``zero_means`` is shown instead of 0 (for example "never" for a record interval).
    """
    box = QSpinBox()
    box.setRange(*bounds)
    box.setValue(value)
    box.setGroupSeparatorShown(True)
    box.setToolTip(f"{bounds[0]:,} – {bounds[1]:,}")
    if zero_means:
        box.setSpecialValueText(zero_means)
    return box


class DeviceBox(QComboBox):
    """The devices that exist here; a new list keeps the current choice if it still exists."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem("cpu")
        self.setToolTip(self.tr("Only devices that exist on this machine are listed."))

    def set_devices(self, devices: list[str]) -> None:
        current = self.currentText()
        self.clear()
        self.addItems(devices)
        if current in devices:
            self.setCurrentText(current)

    def devices(self) -> list[str]:
        return [self.itemText(index) for index in range(self.count())]


def mode_box() -> QComboBox:
    """The training modes by their titles, each explained in the tooltip."""
    box = QComboBox()
    for mode in MODES:
        box.addItem(QCoreApplication.translate("Training", MODE_TITLES[mode]), mode)
    box.setToolTip(
        QCoreApplication.translate(
            "Training",
            "plain: the lesson's loop, one loss.item() per record. deferred sync: the losses "
            "stay on the device and come back in chunks. torch.compile: the model compiled "
            "(needs a compiler). CUDA graph: the whole step captured once and replayed "
            "(NVIDIA only).",
        )
    )
    return box


def offer_modes(box: QComboBox, devices: list[str]) -> None:
    """Enable the modes some device here can run; the others stay listed, greyed, with the
    reason as their tooltip (CUDA graph without an NVIDIA GPU). torch.compile is checked
    when a run starts: finding out whether a compiler works takes a second."""
    model = box.model()
    for index in range(box.count()):
        mode = box.itemData(index)
        reasons = [] if mode == "compile" else [mode_unavailable(mode, d) for d in devices]
        usable = not reasons or None in reasons
        model.item(index).setEnabled(usable)
        box.setItemData(index, None if usable else reasons[0], Qt.ItemDataRole.ToolTipRole)
    if not model.item(box.currentIndex()).isEnabled():
        box.setCurrentIndex(0)


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """Outline a control whose value was refused (the style sheet's ``[invalid="true"]``)."""
    widget.setProperty("invalid", invalid)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class VerticalScroll(QScrollArea):
    """A column of controls that scrolls up and down, never sideways: as wide as its
    content asks (at most ``max_chars`` average characters, so the cap grows with the
    font in projector mode and when zoomed), as tall as the window allows."""

    def __init__(self, content: QWidget, max_chars: int | None = None) -> None:
        super().__init__()
        self.max_chars = max_chars
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content.installEventFilter(self)

    def _width(self, content_width: int) -> int:
        width = content_width + self.verticalScrollBar().sizeHint().width()
        if self.max_chars is not None:
            width = min(width, self.max_chars * self.fontMetrics().averageCharWidth())
        return width

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint()
        return QSize(self._width(hint.width()), min(hint.height(), 600))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(self.widget().minimumSizeHint().width()), 120)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # a new font or text: ask the tab's layout again
        return super().eventFilter(watched, event)


def window_action(window: QWidget, text: str, *keys: str, checkable: bool = False) -> QAction:
    """An action of ``window`` with its keys, named with its first key in its tooltip; added
    to the window, so that its keys work with the menu bar hidden (full screen)."""
    action = QAction(text, window)
    action.setShortcuts([QKeySequence(key) for key in keys])
    action.setCheckable(checkable)
    if keys:
        action.setToolTip(f"{text.replace('&', '')} ({QKeySequence(keys[0]).toString()})")
    window.addAction(action)
    return action
