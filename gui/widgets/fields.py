"""The settings' inputs every tab shares: threads, counts, devices, modes, their labels
and how a bad value is shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
)
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from core.errors import ConfigError
from core.hardware.card_support import Unsupported
from core.i18n import QT_TRANSLATE_NOOP
from core.training import MODE_TITLES, MODES, mode_unavailable
from core.training.cpu_threads import AUTO, ThreadSetting, logical_cpus
from gui.i18n import Retranslating, render
from gui.widgets.layouts import FittingList


class ThreadsBox(Retranslating, QSpinBox):
    """CPU threads for torch: "auto" (shown at 0) or 1 to the logical CPUs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, logical_cpus())
        self.words(self.setSpecialValueText, lambda: self.tr("auto"))
        self.setValue(0)
        self.words(
            self.setToolTip,
            lambda: self.tr(
                "How many CPU threads torch splits each op across. auto: chosen for the size "
                "of the work — one for the lesson's tiny MLP, which no thread count speeds up "
                "and a busy core slows down when it is split; more for large problems. "
                "1 to {count}: that many."
            ).format(count=logical_cpus()),
        )

    def setting(self) -> ThreadSetting:
        return AUTO if self.value() == 0 else self.value()


def threads_text(used: int, setting: ThreadSetting) -> str:
    """ "1 (auto)" or "2": the threads a run used, and whether auto chose them."""
    if setting != AUTO:
        return str(used)
    return QCoreApplication.translate("ThreadsBox", "{count} (auto)").format(count=used)


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
    "recorded": QT_TRANSLATE_NOOP("Fields", "Other machines"),
}
"""Every config field's label: the same words in a form and in an error that names it."""


def field_label(field: str) -> str:
    """A field's label as the window shows it (its name, capitalised, if it has none)."""
    text = FIELD_LABELS.get(field)
    if text is None:
        return field.replace("_", " ").capitalize()
    return render(text)


def error_text(error: ConfigError) -> str:
    """A refused setting's sentence, naming the field by its label, in the current language."""
    return error.naming(field_label(error.field), QCoreApplication.translate)


class CountBox(Retranslating, QSpinBox):
    """An integer box with thousands separators and its range as its tooltip; its word for
    0 (``zero_means``: "never" for a record interval) follows the language."""

    def __init__(
        self, bounds: tuple[int, int], value: int, zero_means: Callable[[], str] | None = None
    ) -> None:
        super().__init__()
        self.setRange(*bounds)
        self.setValue(value)
        self.setGroupSeparatorShown(True)
        self.setToolTip(f"{bounds[0]:,} – {bounds[1]:,}")
        if zero_means is not None:
            self.words(self.setSpecialValueText, zero_means)


def spin_box(
    bounds: tuple[int, int], value: int, *, zero_means: Callable[[], str] | None = None
) -> QSpinBox:
    """A ``CountBox``."""
    return CountBox(bounds, value, zero_means)


class DeviceBox(Retranslating, QComboBox):
    """The devices a run can use; a new list keeps the current choice if it still exists. A
    GPU this PyTorch cannot run on is listed after them, greyed, its reason its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unsupported: dict[str, Unsupported] = {}
        self.addItem("cpu")
        self.words(
            self.setToolTip,
            lambda: self.tr(
                "Only devices that exist on this machine and this PyTorch can run on are "
                "offered (a GPU it cannot run on is greyed: its tooltip says why)."
            ),
        )

    def set_devices(self, devices: list[str]) -> None:
        current = self.currentText()
        self.clear()
        self.addItems(devices)
        model = cast(QStandardItemModel, self.model())
        for label, unsupported in self.unsupported.items():
            self.addItem(not_offered(label))
            model.item(self.count() - 1).setEnabled(False)
            self.setItemData(self.count() - 1, why(unsupported), Qt.ItemDataRole.ToolTipRole)
        if current in devices:
            self.setCurrentText(current)

    def show_unsupported(self, unsupported: dict[str, Unsupported]) -> None:
        """The GPUs this PyTorch cannot run on (by their label), shown greyed."""
        self.unsupported = dict(unsupported)
        self.set_devices(self.devices())

    def devices(self) -> list[str]:
        """The devices offered (never a greyed one)."""
        model = cast(QStandardItemModel, self.model())
        return [
            self.itemText(index) for index in range(self.count()) if model.item(index).isEnabled()
        ]

    def retranslate(self) -> None:
        super().retranslate()
        self.set_devices(self.devices())


def not_offered(label: str) -> str:
    """A GPU listed but not offered for runs, in the current language."""
    return QCoreApplication.translate("Fields", "{device} (not offered)").format(device=label)


def why(unsupported: Unsupported) -> str:
    """Why a GPU is not offered, and what to install, for a tooltip."""
    return f"{render(unsupported.reason)}\n{render(unsupported.advice)}"


def show_unsupported_devices(page: QWidget, unsupported: dict[str, Unsupported]) -> None:
    """Every device list on ``page`` shows the GPUs this PyTorch cannot run on, greyed."""
    for box in page.findChildren(DeviceBox):
        box.show_unsupported(unsupported)
    for checklist in page.findChildren(DeviceChecklist):
        checklist.show_unsupported(unsupported)


class ModeBox(Retranslating, QComboBox):
    """The training modes by their titles, each explained in the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        for mode in MODES:
            self.addItem("", mode)
        self.retranslate()

    def retranslate(self) -> None:
        for index, mode in enumerate(MODES):
            self.setItemText(index, render(MODE_TITLES[mode]))
        self.setToolTip(
            self.tr(
                "plain: the lesson's loop, one loss.item() per record. deferred sync: the "
                "losses stay on the device and come back in chunks. torch.compile: the model "
                "compiled (needs a compiler). CUDA graph: the whole step captured once and "
                "replayed (NVIDIA only)."
            )
        )


def mode_box() -> QComboBox:
    """A ``ModeBox``."""
    return ModeBox()


def offer_modes(box: QComboBox, devices: list[str]) -> None:
    """Enable the modes some device here can run; the others stay listed, greyed, with the
    reason as their tooltip (CUDA graph without an NVIDIA GPU). torch.compile is checked
    when a run starts: finding out whether a compiler works takes a second."""
    model = cast(QStandardItemModel, box.model())  # a combo box's own model
    for index in range(box.count()):
        mode = box.itemData(index)
        reasons = [] if mode == "compile" else [mode_unavailable(mode, d) for d in devices]
        usable = not reasons or None in reasons
        model.item(index).setEnabled(usable)
        tip = None if usable else render(reasons[0])
        box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
    if not model.item(box.currentIndex()).isEnabled():
        box.setCurrentIndex(0)


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """Outline a control whose value was refused (the style sheet's ``[invalid="true"]``)."""
    widget.setProperty("invalid", invalid)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class DeviceChecklist(FittingList):
    """The devices here, each ticked (the race's and the anatomy's): run on the ticked ones,
    one after the other. A GPU this PyTorch cannot run on is listed greyed, never ticked."""

    def __init__(self, max_rows: int = 4) -> None:
        super().__init__(max_rows)
        self.unsupported: dict[str, Unsupported] = {}

    def set_devices(self, devices: list[str]) -> None:
        self.clear()
        for device in devices:
            item = QListWidgetItem(device)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.addItem(item)
        for label, unsupported in self.unsupported.items():
            item = QListWidgetItem(not_offered(label))
            item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed: neither ticked nor chosen
            item.setToolTip(why(unsupported))
            self.addItem(item)

    def show_unsupported(self, unsupported: dict[str, Unsupported]) -> None:
        offered = [self.item(row).text() for row in range(self.count()) if self._offered(row)]
        self.unsupported = dict(unsupported)
        self.set_devices(offered)

    def _offered(self, row: int) -> bool:
        return bool(self.item(row).flags() & Qt.ItemFlag.ItemIsUserCheckable)

    def changeEvent(self, event: QEvent) -> None:
        """The greyed GPUs' words in the new language; the ticks stay as they were."""
        if event.type() == QEvent.Type.LanguageChange:
            greyed = [row for row in range(self.count()) if not self._offered(row)]
            for row, (label, unsupported) in zip(greyed, self.unsupported.items(), strict=True):
                self.item(row).setText(not_offered(label))
                self.item(row).setToolTip(why(unsupported))
        super().changeEvent(event)

    def tick_all(self) -> None:
        for row in range(self.count()):
            if self._offered(row):
                self.item(row).setCheckState(Qt.CheckState.Checked)

    def chosen(self) -> list[str]:
        items = (self.item(row) for row in range(self.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]
