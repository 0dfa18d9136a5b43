"""The ``__call__`` tab: the lab (edit, run in the sandbox, trace) and the quick demo."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.calls.demo_page import DemoPage
from gui.calls.lab_page import LabPage
from gui.i18n import Retranslating, name_tabs
from gui.widgets.controls import PageTabs
from gui.workers import JobRunner


class CallTab(Retranslating, QWidget):
    """Two pages: the lab, and the quick demo in DeviceLab's own process."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lab = LabPage(runner)
        self.demo_page = DemoPage()
        self.pages = PageTabs()
        self.pages.addTab(self.lab, "")
        self.pages.addTab(self.demo_page, "")
        self.words(
            partial(name_tabs, self.pages),
            lambda: [self.tr("Lab: edit, run, trace"), self.tr("Quick demo")],
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
