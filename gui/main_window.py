"""The main window: four tabs over core objects, and a close that waits for every thread."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget

from core import TABS, __version__
from core.training import TrainResult
from core.training.compile_check import compile_unavailable
from core.training.history import RunHistory
from gui.call_tab import CallTab
from gui.experiments_tab import ExperimentsTab
from gui.hardware_tab import HardwareTab
from gui.training_tab import TrainingTab
from gui.workers import JobRunner

CLOSE_TIMEOUT_MS = 5_000
"""How long closing waits for worker threads before it hides the window and waits on."""


class MainWindow(QMainWindow):
    """DeviceLab's window. ``start_probes`` runs the slow hardware probes after it is shown."""

    def __init__(self, nvml: ModuleType | None = None) -> None:
        """``nvml`` replaces the ``pynvml`` module (tests and screenshots pass fakes)."""
        super().__init__()
        self.setWindowTitle(self.tr("DeviceLab — CPU, GPU and __call__"))
        self.runner = JobRunner(self)
        self.hardware_tab = HardwareTab(self.runner, nvml=nvml)
        self.training_tab = TrainingTab(self.runner)
        self.history = RunHistory()
        self.experiments_tab = ExperimentsTab(self.runner, self.history)
        self.call_tab = CallTab(self.runner)
        self.tabs = QTabWidget()
        # Room below the baseline: the underscores of "__call__" are clipped otherwise.
        self.tabs.tabBar().setStyleSheet("QTabBar::tab { padding: 6px 18px 8px 18px; }")
        self.tabs.addTab(self.hardware_tab, self.tr("Hardware"))
        self.tabs.addTab(self.training_tab, self.tr("Training"))
        self.tabs.addTab(self.experiments_tab, self.tr("Experiments"))
        self.tabs.addTab(self.call_tab, "__call__")
        self.setCentralWidget(self.tabs)
        self.hardware_tab.devices_found.connect(self.training_tab.set_devices)
        self.hardware_tab.devices_found.connect(self.experiments_tab.set_devices)
        self.runner.measured.connect(self.statusBar().showMessage)
        self.training_tab.run_finished.connect(self._keep_run)
        self._build_menu()
        self.statusBar().showMessage(self.tr("Ready."))
        self._fit_to_screen(1280, 800)

    def _build_menu(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about_action = QAction(self.tr("&About DeviceLab"), self)
        about_action.triggered.connect(self._about)
        help_menu.addAction(about_action)

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at width × height, or smaller on a small screen (a 1366×768 laptop)."""
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, available.width())
            height = min(height, available.height() - 40)  # room for the title bar
        self.resize(width, height)

    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentIndex(TABS.index(name))

    def start_probes(self) -> None:
        self.hardware_tab.start_probes()
        # Whether torch.compile works here takes a second to find out: ask it now, off the
        # GUI thread, so that choosing the mode later answers at once (the answer is cached).
        self.runner.start(
            lambda _report, _stop: compile_unavailable("cpu"), self._ignore, self._ignore
        )

    @Slot(object)
    def _ignore(self, _outcome: object) -> None:
        """The compile check is only asked for its cache."""

    def _keep_run(self, outcome: object) -> None:
        if isinstance(outcome, TrainResult):
            self.experiments_tab.runs_page.add(outcome, "training")

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About DeviceLab"),
            self.tr(
                "DeviceLab {version}\n\nDeviceLab shows what the CPU and GPU are, how training "
                "moves to a device, why a GPU can be slower than a CPU, and why model(x) works."
            ).format(version=__version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop training and wait for every worker thread before the window goes.

        If a thread outlasts the deadline, the window hides and closes itself once the
        last thread has ended: a running QThread is never destroyed.
        """
        self.statusBar().showMessage(self.tr("Stopping…"))
        if self.runner.shutdown(CLOSE_TIMEOUT_MS):
            event.accept()
            return
        event.ignore()
        self.hide()
        self.runner.idle.connect(self.close, Qt.ConnectionType.UniqueConnection)
