"""The ``__call__`` tab: the lab (edit, run in the sandbox, trace) and the quick demo."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.widgets.layouts import PageTabs

if TYPE_CHECKING:
    from gui.calls.demo_page import DemoPage
    from gui.calls.lab_page import LabPage


class CallTab(QWidget):
    """Two pages, built from the registry (``gui.pages.window_pages``): the lab, and the quick
    demo in DeviceLab's own process."""

    def __init__(self, pages: PageTabs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages = pages
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    @property
    def lab(self) -> LabPage:
        return cast("LabPage", self.pages.page("lab"))

    @property
    def demo_page(self) -> DemoPage:
        return cast("DemoPage", self.pages.page("demo"))
