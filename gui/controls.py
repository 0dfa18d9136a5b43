"""Small controls shared by the tabs."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox, QWidget

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
