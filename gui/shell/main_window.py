"""The main window: four tabs over core objects, the menus and their keys, the settings it
remembers, and a close that waits for every thread."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QStyle,
    QTabWidget,
    QToolBar,
    QWidget,
)

from core import __version__
from core.calls.sandbox import remove_stale_folders
from core.pages import TABS
from core.runs.run_store import moved_aside_message
from core.training.compile_check import compile_unavailable
from gui.calls.autosave import autosave_path
from gui.calls.call_tab import CallTab
from gui.experiments.experiments_tab import ExperimentsTab
from gui.hardware.hardware_tab import HardwareTab
from gui.i18n import Retranslating, render, set_language
from gui.lessons.lesson_steps import LessonSteps
from gui.pages.hidden_pages import HiddenPages
from gui.pages.window_pages import WindowPages
from gui.runs.kept_runs import KeptRuns, open_store
from gui.shell.garbage import collect_on_gui_thread
from gui.shell.lesson_files import LessonFiles
from gui.shell.settings import Settings
from gui.shell.view_actions import ViewActions
from gui.widgets.actions import WheelGuard, name_action, window_action
from gui.widgets.layouts import PageScroll, PageTabs
from gui.window_model import PYTORCH_MODULE, WindowModel, failed_before_qt
from gui.workers import JobRunner

if TYPE_CHECKING:
    from gui.shell.single_instance import InstanceServer
    from gui.training.training_tab import TrainingTab

CLOSE_TIMEOUT_MS = 5_000
"""How long closing waits for worker threads before it hides the window and waits on."""
DEFAULT_SIZE = (1280, 800)


class Starts(Protocol):
    """A page that runs something (training, an experiment, a snippet)."""

    def start(self) -> object: ...


def current_page(widget: QWidget) -> QWidget:
    """The page shown inside ``widget``: down through its ``pages`` tabs to one that runs
    something (``start``), or the innermost page."""
    while not hasattr(widget, "start"):
        pages = widget if isinstance(widget, PageTabs) else getattr(widget, "pages", None)
        page = pages.current_page() if isinstance(pages, PageTabs) else None
        if page is None:
            break
        widget = page
    return widget


class MainWindow(Retranslating, QMainWindow):
    """DeviceLab's window. ``start_probes`` runs the slow hardware probes after it is shown."""

    def __init__(self, nvml: ModuleType | None = None, settings: Settings | None = None) -> None:
        """``nvml`` replaces the ``pynvml`` module (tests and screenshots pass fakes);
        ``settings`` what is remembered (by default the user's)."""
        settings = settings or Settings()
        # The remembered language before any widget: each is made in it once, not made in
        # English and then retranslated (View's restore finds it in place).
        set_language(cast(QApplication, QApplication.instance()), settings.language())
        super().__init__()
        collect_on_gui_thread()  # never in a worker thread: see gui/shell/garbage.py
        self.settings = settings
        self.launches: InstanceServer | None = None
        """Where later launches of DeviceLab arrive (none in a test or a screenshot)."""
        self.runner = JobRunner(self)
        self.kept = self._open_kept_runs()
        self.model = WindowModel(self.runner, self.kept, self)
        if self.settings.remember:  # not in a screenshot or a self-test
            self.model.lab_autosave = autosave_path()
        self.tabs = QTabWidget()
        self.pages = WindowPages(self.model, self.tabs)
        self.hardware_tab = HardwareTab(self.model, self.pages.page_tabs["hardware"], nvml=nvml)
        self.experiments_tab = ExperimentsTab(self.pages.page_tabs["experiments"])
        self.call_tab = CallTab(self.pages.page_tabs["call"])
        self.tab_widgets: list[QWidget] = [
            self.hardware_tab,
            self.pages.page_tabs["training"],
            self.experiments_tab,
            self.call_tab,
        ]
        self.lesson_steps = LessonSteps(
            self.model,
            self.pages,
            [PageScroll(tab) for tab in self.tab_widgets],
            self.statusBar(),
            self.can_start,
        )
        self.setCentralWidget(self.tabs)
        self.runner.measured.connect(self.statusBar().showMessage)
        self.view = ViewActions(self, self.settings)
        self.wheel_guard = WheelGuard(self)
        self.view.changed.connect(self.say_status)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.retranslate()
        self._restore_settings()
        self.tabs.currentChanged.connect(self.settings.set_tab)
        self.show_ready()

    @property
    def training_tab(self) -> TrainingTab:
        """The Training tab's page (built now if it was not: PyTorch is waited for)."""
        return cast("TrainingTab", self.pages.widget("training.training"))

    @Slot(bool)
    def show_lessons(self, shown: bool) -> None:
        """View → Lesson (F1): the lesson pane beside every tab, or none; remembered."""
        self.lesson_steps.set_visible(shown)
        self.settings.set_lesson_pane(shown)

    def show_ready(self) -> None:
        self.say_status(lambda: self.tr("Ready."))

    @Slot(object)
    def say_status(self, text: Callable[[], str] | str) -> None:
        """A sentence in the status bar; one given as a function is said again in the new
        language when the language changes while it is still shown."""
        self._status = text
        self._status_shown = text() if callable(text) else text
        self.statusBar().showMessage(self._status_shown)

    def _action(self, slot, *keys: str) -> QAction:
        action = window_action(self, *keys)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        self.quit_action = self._action(self.close, "Ctrl+Q")
        self.start_action = self._action(self.start_current, "Ctrl+R")
        self.stop_action = self._action(self.stop_or_leave_full_screen, "Esc")
        self.next_page_action = self._action(lambda: self.step_page(1), "Ctrl+Tab")
        self.previous_page_action = self._action(lambda: self.step_page(-1), "Ctrl+Shift+Tab")
        self.tab_actions = [
            self._action(lambda _=False, i=index: self.show_index(i), f"Ctrl+{index + 1}")
            for index in range(self.tabs.count())
        ]
        self.reset_action = self._action(self.reset_settings)
        self.lesson_files = LessonFiles(
            self,
            self.lesson_steps,
            self.settings,
            lambda language: self.view.set_language(language, remember=False),
        )
        self.hidden_pages = HiddenPages(self, self.pages)
        self.lesson_action = window_action(self, "F1", checkable=True)
        self.lesson_action.setChecked(self.settings.lesson_pane())
        self.lesson_action.toggled.connect(self.show_lessons)
        self.lesson_steps.set_visible(self.lesson_action.isChecked())
        self.about_action = self._action(self._about)

    def _build_menus(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        self.lesson_files.fill(self.file_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.run_menu = self.menuBar().addMenu("")
        self.run_menu.addActions([self.start_action, self.stop_action])
        self.view_menu = self.menuBar().addMenu("")
        self.view.fill(self.view_menu)
        self.view_menu.addActions([self.lesson_action, self.hidden_pages.action])
        self.view_menu.addSeparator()
        self.view_menu.addActions(self.tab_actions)
        self.view_menu.addActions([self.next_page_action, self.previous_page_action])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.reset_action)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        """The actions a teacher presses in front of a class, with their names, in the menu
        bar's own row: on a 1024×768 projector a row of its own cost the pages 6 % of the
        height; what does not fit waits behind the bar's » button."""
        self.toolbar = QToolBar()
        # Not "toolbar": a state saved when it was the window's own toolbar row, restored,
        # would put it back in that row and leave an empty band under the menu bar.
        self.toolbar.setObjectName("menuBarCornerToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addActions([self.start_action, self.stop_action])
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.lesson_action)
        self.toolbar.addActions(
            [self.view.projector, self.view.full_screen, self.view.zoom_out, self.view.zoom_in]
        )
        self.toolbar_corner = ToolbarCorner(self.toolbar)
        self.menuBar().setCornerWidget(self.toolbar_corner, Qt.Corner.TopRightCorner)
        self.menuBar().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The menu bar resized or restyled: the toolbar takes what its menus leave."""
        if watched is self.menuBar() and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.FontChange,
            QEvent.Type.LanguageChange,
            QEvent.Type.StyleChange,
        ):
            self.toolbar_corner.allow(self.menuBar().width() - _menus_width(self))
        return False

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("DeviceLab — CPU, GPU and __call__"))
        if self.statusBar().currentMessage() == getattr(self, "_status_shown", None):
            self.say_status(self._status)  # in the new language; another's message stays
        titles = [self.tr("Hardware"), self.tr("Training"), self.tr("Experiments"), "__call__"]
        for index, title in enumerate(titles):
            self.tabs.setTabText(index, title)
            name_action(self.tab_actions[index], title)
        for action, text in (
            (self.quit_action, self.tr("&Quit")),
            (self.start_action, self.tr("&Start")),
            (self.stop_action, self.tr("S&top")),
            (self.next_page_action, self.tr("&Next page")),
            (self.previous_page_action, self.tr("Pre&vious page")),
            (self.reset_action, self.tr("Reset &settings")),
            (self.about_action, self.tr("&About DeviceLab")),
            (self.lesson_action, self.tr("&Lesson")),
        ):
            name_action(action, text)
        self.file_menu.setTitle(self.tr("&File"))
        self.run_menu.setTitle(self.tr("&Run"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.view.retranslate()
        self.lesson_files.retranslate()
        self.hidden_pages.retranslate()

    # ---------------------------------------------------------------- settings
    def _restore_settings(self) -> None:
        geometry, state = self.settings.geometry(), self.settings.state()
        if geometry is None or not self.restoreGeometry(geometry):
            self._fit_to_screen(*DEFAULT_SIZE)
        if state is not None:
            self.restoreState(state)
        self.tabs.setCurrentIndex(self.settings.tab(self.tabs.count()))
        self.model.set_training(self.settings.train_config())
        self.view.restore()

    def save_settings(self) -> str | None:
        """Remember the window and the training settings now; why they could not be, said."""
        self.settings.set_window(self.saveGeometry(), self.saveState())  # the tab: as it changes
        self.settings.set_train_config(self.model.training)
        problem = self.settings.sync()
        if problem is not None:
            self.statusBar().showMessage(problem)
        return problem

    @Slot()
    def reset_settings(self) -> None:
        """View → Reset settings: every remembered value back to its default, now."""
        self.settings.reset()
        self.view.reset()
        self.model.set_training(self.settings.train_config())
        self.lesson_action.setChecked(self.settings.lesson_pane())
        self.tabs.setCurrentIndex(0)
        self.showNormal()
        self._fit_to_screen(*DEFAULT_SIZE)
        self.statusBar().showMessage(self.tr("Settings reset to their defaults."))

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at width × height, or smaller on a small screen (a 1366×768 laptop)."""
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, available.width())
            height = min(height, available.height() - 40)  # room for the title bar
        self.resize(width, height)

    def take_launches(self, server: InstanceServer) -> None:
        """Later launches of DeviceLab come to this window until it closes."""
        self.launches = server
        server.asked.connect(self.come_forward)

    @Slot(object)
    def come_forward(self, lesson: str | None) -> None:
        """A second launch of DeviceLab: this window comes to the front (out of the task
        bar if minimised) and opens the lesson file it was given."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        if lesson:  # once PyTorch has loaded, if it is still loading
            self.lesson_files.open(lesson)

    # ---------------------------------------------------------------- keyboard
    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentIndex(TABS.index(name))

    def current_tab(self) -> QWidget:
        """The tab in front (inside the scroll area that keeps it whole on a small screen)."""
        return self.tab_widgets[self.tabs.currentIndex()]

    def show_index(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)

    def can_start(self) -> bool:
        """Whether the page in front runs something that Start (Ctrl+R) starts."""
        return hasattr(current_page(self.current_tab()), "start")

    @Slot()
    def start_current(self) -> None:
        """Ctrl+R: start what the page in front runs (training, an experiment, a snippet);
        a message left by another page goes ("Nothing to start" from the Hardware tab)."""
        if self.can_start():
            self.statusBar().clearMessage()
            cast(Starts, current_page(self.current_tab())).start()  # can_start: it has one
            return
        tab = TABS[self.tabs.currentIndex()]
        notice = self.pages.pytorch_notice(f"{tab}.{self.pages.current(tab)}")
        if notice is not None and self.model.pytorch_problem is None:
            self.statusBar().showMessage(
                self.tr("PyTorch is still loading: Start works once this page has come alive.")
            )
        else:  # a page that could not be built says why PyTorch failed
            self.statusBar().showMessage(notice or self.tr("Nothing to start on this page."))

    @Slot()
    def stop_or_leave_full_screen(self) -> None:
        """Esc: leave full screen if the window is; otherwise stop the page's measurement."""
        if self.isFullScreen():
            self.view.full_screen.setChecked(False)
            return
        page = current_page(self.current_tab())
        if hasattr(page, "stop"):
            page.stop()

    def step_page(self, step: int) -> None:
        """Ctrl+Tab: the next page of the current tab (Race → Homework …), round."""
        pages = getattr(self.current_tab(), "pages", None)
        if isinstance(pages, QTabWidget) and pages.count():
            pages.setCurrentIndex((pages.currentIndex() + step) % pages.count())

    # ---------------------------------------------------------------- the rest
    def start_probes(self) -> None:
        """After the first paint: PyTorch, the hardware probes, the compiler check, and
        whether the settings can be saved (a read-only folder is said now, not lost at
        closing)."""
        self.load_pytorch()
        self.hardware_tab.start_probes()
        problem = self.settings.sync()
        if problem is not None:
            self.statusBar().showMessage(problem)
        # Whether torch.compile works here takes a second to find out: ask it once PyTorch
        # has loaded, off the GUI thread, so that choosing the mode later answers at once.
        self.model.when_pytorch_ready(
            lambda: self.runner.start(
                lambda _report, _stop: compile_unavailable("cpu"), self._on_ignore, self._on_ignore
            )
        )
        # Snippet folders a DeviceLab killed with kill -9 left behind (131 MB once).
        self.runner.start(
            lambda _report, _stop: remove_stale_folders(), self._on_ignore, self._on_ignore
        )

    def load_pytorch(self) -> None:
        """Import PyTorch and the lesson's training code off the GUI thread (seconds, the
        first time after a boot): the pages that need it come alive when it arrives."""
        if self.model.pytorch_ready:
            return
        self.runner.start(
            _import_pytorch,
            self._on_pytorch_loaded,
            self.model.set_pytorch_loaded,
        )

    @Slot(object)
    def _on_pytorch_loaded(self, _nothing: None) -> None:
        self.model.set_pytorch_loaded()

    @Slot(object)
    def _on_ignore(self, _outcome: object) -> None:
        """The compile check is only asked for its cache, the stale folders' removal for
        nothing."""

    def _open_kept_runs(self) -> KeptRuns:
        """The run store: on disk when settings are remembered (not in a screenshot or a
        self-test), in memory for this start when the disk refuses it (said)."""
        store, problem = open_store(self.settings.remember)
        kept = KeptRuns(store, self)
        kept.failed.connect(self._on_store_failed)
        self._store_problem = problem
        if problem is not None or store.moved_aside is not None:
            QTimer.singleShot(0, self, self._on_say_store_state)  # after the start's own messages
        return kept

    @Slot()
    def _on_say_store_state(self) -> None:
        """Said once at start: the runs are kept in memory only, or the old store moved."""
        if self._store_problem is not None:
            self.statusBar().showMessage(self._store_problem)
        else:
            self.statusBar().showMessage(render(moved_aside_message(self.kept.store)))

    @Slot(str)
    def _on_store_failed(self, error: str) -> None:
        self.statusBar().showMessage(
            self.tr("Runs are not kept on disk: {error}").format(error=error)
        )

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
        """Remember the settings, stop training and wait for every worker thread.

        If a thread outlasts the deadline, the window hides and closes itself once the
        last thread has ended: a running QThread is never destroyed.
        """
        problem = self.save_settings()
        if problem is not None:
            print(problem, file=sys.stderr)  # the window is going: said where it can be read
        lab_autosave = self.call_tab.lab.autosave if self.pages.is_built("call.lab") else None
        if lab_autosave is not None:
            lab_autosave.flush()  # the last second of typing too
            self.call_tab.lab.close_ready()  # the next run's waiting process ends now
        if self.pages.is_built("experiments.class"):
            self.experiments_tab.class_page.end_class()  # the collector stops listening now
        if self.launches is not None:
            self.launches.stop()  # a launch from now on opens its own window
        self.model.forget_what_waits()  # no lesson opens on a closing window
        self.statusBar().showMessage(self.tr("Stopping…"))
        if self.runner.shutdown(CLOSE_TIMEOUT_MS):
            event.accept()
            return
        event.ignore()
        self.hide()
        self.runner.idle.connect(self.close, Qt.ConnectionType.UniqueConnection)


def _import_pytorch(_report: object, _should_stop: object) -> None:
    """The job that loads PyTorch (with the lesson's loop, model and data)."""
    if failed_before_qt:
        raise failed_before_qt[0]
    import_module(PYTORCH_MODULE)


def _menus_width(window: QMainWindow) -> int:
    """What the menu bar's menus take, their titles a little generously measured (never
    hidden behind its » for the toolbar's sake)."""
    bar = window.menuBar()
    metrics = bar.fontMetrics()
    pad = 2 * metrics.averageCharWidth() + bar.style().pixelMetric(
        QStyle.PixelMetric.PM_MenuBarItemSpacing
    )
    titles = (action.text().replace("&", "") for action in bar.actions() if action.isVisible())
    return sum(metrics.horizontalAdvance(title) + pad for title in titles) + 2 * pad


class ToolbarCorner(QWidget):
    """The toolbar in the menu bar's corner, never wider than the menus leave it (the menu
    bar gives its corner the width the corner asks for, before its own menus)."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__()
        self.toolbar = toolbar
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(toolbar)

    def allow(self, width: int) -> None:
        width = max(width, 0)
        if width != self.maximumWidth():
            self.setMaximumWidth(width)
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = self.toolbar.sizeHint()
        return QSize(min(hint.width(), self.maximumWidth()), hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.toolbar.minimumSizeHint().height())
