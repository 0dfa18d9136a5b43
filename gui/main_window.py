"""The main window: four tabs over core objects, each with its lesson; menus, toolbar,
keyboard, settings, lesson files, and a close that waits for every thread."""

from __future__ import annotations

from contextlib import suppress
from types import ModuleType

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStyle,
    QTabWidget,
    QToolBar,
    QWidget,
)

from core import lesson_file
from core.cli import TABS
from core.compile_check import compile_unavailable
from core.errors import ConfigError
from core.history import RunHistory
from core.training import TrainConfig, TrainResult
from gui import appearance
from gui.appearance import Appearance
from gui.call_tab import CallTab
from gui.experiments_tab import ExperimentsTab
from gui.hardware_tab import HardwareTab
from gui.hideable import HideControlsDialog, set_hidden
from gui.i18n import (
    LANGUAGES,
    can_show,
    current_language,
    is_language_change,
    set_language,
)
from gui.lesson_pane import LESSONS, LessonPane, TabWithLesson
from gui.settings import Settings
from gui.training_tab import TrainingTab
from gui.workers import JobRunner

CLOSE_TIMEOUT_MS = 5_000
"""How long closing waits for worker threads before it hides the window and waits on."""


def base_font_points(app: QApplication) -> float:
    """The system's UI font size, read once per process (zoom and projector scale it)."""
    stored = app.property("devicelab_base_pt")
    if stored:
        return float(stored)
    points = app.font().pointSizeF()
    points = points if points > 0 else 10.0
    app.setProperty("devicelab_base_pt", points)
    return points


class MainWindow(QMainWindow):
    """DeviceLab's window. ``start_probes`` runs the slow hardware probes after it is shown."""

    def __init__(self, nvml: ModuleType | None = None, settings: Settings | None = None) -> None:
        """``nvml`` replaces the ``pynvml`` module (tests and screenshots pass fakes)."""
        super().__init__()
        self.settings = settings or Settings()
        self._app = QApplication.instance()
        self._base_pt = base_font_points(self._app)
        self.appearance = self.settings.appearance()
        self.runner = JobRunner(self)
        self.hardware_tab = HardwareTab(self.runner, nvml=nvml)
        self.training_tab = TrainingTab(self.runner)
        self.history = RunHistory()
        self.experiments_tab = ExperimentsTab(self.runner, self.history)
        self.call_tab = CallTab(self.runner)
        self.tab_widgets: dict[str, QWidget] = {
            "hardware": self.hardware_tab,
            "training": self.training_tab,
            "experiments": self.experiments_tab,
            "call": self.call_tab,
        }
        self.lesson_panes: dict[str, LessonPane] = {}
        self.tabs = QTabWidget()
        # Room below the baseline: the underscores of "__call__" are clipped otherwise.
        self.tabs.tabBar().setStyleSheet("QTabBar::tab { padding: 6px 18px 8px 18px; }")
        for name in TABS:
            pane = LessonPane(LESSONS[name])
            pane.try_it.connect(self.try_lesson)
            self.lesson_panes[name] = pane
            self.tabs.addTab(TabWithLesson(self.tab_widgets[name], pane), "")
        self.setCentralWidget(self.tabs)
        self._pending_device: str | None = None
        self.hardware_tab.devices_found.connect(self.training_tab.set_devices)
        self.hardware_tab.devices_found.connect(self.experiments_tab.set_devices)
        self.hardware_tab.devices_found.connect(self._choose_remembered_device)
        self.training_tab.run_finished.connect(self._show_run_in_status_bar)
        self.training_tab.run_finished.connect(self._keep_run)
        self.lesson_panes["experiments"].set_addendum("05_homework", self._homework_addendum)
        self.experiments_tab.homework_answered.connect(self._show_homework_answer)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._restore_settings()
        self.retranslate()
        self.statusBar().showMessage(self.tr("Ready."))

    # ----------------------------------------------------------------- actions
    def _action(self, slot, shortcut=None, *, checkable: bool = False, icon=None) -> QAction:
        action = QAction(self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        self.addAction(action)  # shortcuts work with the menu bar hidden (full screen)
        return action

    def _build_actions(self) -> None:
        pixmap = QStyle.StandardPixmap
        self.open_action = self._action(self.open_lesson, QKeySequence.StandardKey.Open,
                                        icon=pixmap.SP_DialogOpenButton)
        self.save_action = self._action(self.save_lesson, QKeySequence.StandardKey.Save,
                                        icon=pixmap.SP_DialogSaveButton)
        self.hide_action = self._action(self.choose_hidden_controls)
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.start_action = self._action(self.start_current, QKeySequence("Ctrl+R"),
                                         icon=pixmap.SP_MediaPlay)
        self.stop_action = self._action(self.stop_or_leave_full_screen, QKeySequence("Esc"),
                                        icon=pixmap.SP_MediaStop)
        self.projector_action = self._action(self.set_projector, QKeySequence("F5"),
                                             checkable=True, icon=pixmap.SP_ComputerIcon)
        self.full_screen_action = self._action(self.set_full_screen, QKeySequence("F11"),
                                               checkable=True, icon=pixmap.SP_TitleBarMaxButton)
        self.zoom_in_action = self._action(
            lambda: self.zoom(1), [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")],
            icon=pixmap.SP_ArrowUp,
        )
        self.zoom_out_action = self._action(lambda: self.zoom(-1), QKeySequence("Ctrl+-"),
                                            icon=pixmap.SP_ArrowDown)
        self.zoom_reset_action = self._action(lambda: self.zoom(0), QKeySequence("Ctrl+0"))
        self.lesson_action = self._action(self.set_lessons_visible, QKeySequence("F1"),
                                          checkable=True, icon=pixmap.SP_FileDialogInfoView)
        self.lesson_action.setChecked(True)
        self.tab_actions = [
            self._action(lambda _=False, i=index: self.tabs.setCurrentIndex(i),
                         QKeySequence(f"Ctrl+{index + 1}"))
            for index in range(len(TABS))
        ]
        self.about_action = self._action(self._about)
        self.theme_group = QActionGroup(self)
        self.theme_actions = {}
        for theme in appearance.THEMES:
            action = self._action(lambda on, t=theme: on and self.set_theme(t), checkable=True)
            self.theme_group.addAction(action)
            self.theme_actions[theme] = action
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for language, native_name in LANGUAGES.items():
            action = self._action(lambda on, lang=language: on and self.choose_language(lang),
                                  checkable=True)
            action.setText(native_name)  # each language in its own words, never translated
            self.language_group.addAction(action)
            self.language_actions[language] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for action in (self.open_action, self.save_action, self.hide_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.run_menu = bar.addMenu("")
        self.run_menu.addActions([self.start_action, self.stop_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.projector_action, self.full_screen_action])
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action,
                                   self.zoom_reset_action])
        self.view_menu.addSeparator()
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(list(self.theme_actions.values()))
        self.view_menu.addAction(self.lesson_action)
        self.view_menu.addSeparator()
        self.view_menu.addActions(self.tab_actions)
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.start_action, self.stop_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.projector_action, self.full_screen_action,
                                 self.zoom_out_action, self.zoom_in_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.lesson_action, self.open_action, self.save_action])
        self.addToolBar(self.toolbar)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("DeviceLab — CPU, GPU and __call__"))
        titles = {
            "hardware": self.tr("Hardware"),
            "training": self.tr("Training"),
            "experiments": self.tr("Experiments"),
            "call": "__call__",
        }
        for index, name in enumerate(TABS):
            self.tabs.setTabText(index, titles[name])
            self.tab_actions[index].setText(self.tr("Show the {tab} tab").format(tab=titles[name]))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        texts = {
            self.open_action: (self.tr("&Open lesson…"),
                               self.tr("Open a lesson file prepared for a class (Ctrl+O)")),
            self.save_action: (self.tr("&Save lesson…"),
                               self.tr("Save the settings, experiment, preset and hidden "
                                       "controls as a lesson file (Ctrl+S)")),
            self.hide_action: (self.tr("&Hide controls…"),
                               self.tr("Choose which controls a class sees")),
            self.quit_action: (self.tr("&Quit"), self.tr("Stop every job and close DeviceLab")),
            self.start_action: (self.tr("&Start"),
                                self.tr("Start what this page runs (Ctrl+R)")),
            self.stop_action: (self.tr("S&top"),
                               self.tr("Stop what runs on this page; with nothing running, "
                                       "leave full screen (Esc)")),
            self.projector_action: (self.tr("&Projector mode"),
                                    self.tr("Large fonts, thick lines, high contrast (F5)")),
            self.full_screen_action: (self.tr("&Full screen"),
                                      self.tr("Fill the screen (F11; Esc leaves it)")),
            self.zoom_in_action: (self.tr("Zoom &in"), self.tr("Larger text and plots (Ctrl +)")),
            self.zoom_out_action: (self.tr("Zoom &out"),
                                   self.tr("Smaller text and plots (Ctrl −)")),
            self.zoom_reset_action: (self.tr("&Reset zoom"), self.tr("Back to 100 % (Ctrl 0)")),
            self.lesson_action: (self.tr("&Lesson"), self.tr("Show or hide the lesson pane (F1)")),
            self.about_action: (self.tr("&About DeviceLab"), self.tr("What DeviceLab is")),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        theme_titles = {"system": self.tr("Follow the system"), "light": self.tr("Light"),
                        "dark": self.tr("Dark")}
        for theme, action in self.theme_actions.items():
            action.setText(theme_titles[theme])
        self.file_menu.setTitle(self.tr("&File"))
        self.run_menu.setTitle(self.tr("&Run"))
        self.view_menu.setTitle(self.tr("&View"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            blocked = self.full_screen_action.blockSignals(True)
            self.full_screen_action.setChecked(self.isFullScreen())
            self.full_screen_action.blockSignals(blocked)
        super().changeEvent(event)

    # ----------------------------------------------------------------- settings
    def _restore_settings(self) -> None:
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self._fit_to_screen(1280, 800)
        language = self.settings.language()
        if language != current_language(self._app) and can_show(language):
            set_language(self._app, language)
        self.language_actions[current_language(self._app)].setChecked(True)
        self.theme_actions[self.appearance.theme].setChecked(True)
        self.projector_action.setChecked(self.appearance.projector)
        self._apply_appearance()
        config = self.settings.train_config()
        if config is not None:
            self._pending_device = config.device
            self.training_tab.set_config(config)

    def _save_settings(self) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_appearance(self.appearance)
        self.settings.set_language(current_language(self._app))
        with suppress(ConfigError):  # a half-typed field is not a setting to remember
            self.settings.set_train_config(self.training_tab.read_config())
        self.settings.sync()

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at width × height, or smaller on a small screen (a 1366×768 laptop)."""
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, available.width())
            height = min(height, available.height() - 40)  # room for the title bar
        self.resize(width, height)

    @Slot(list)
    def _choose_remembered_device(self, devices: list[str]) -> None:
        if self._pending_device in devices:
            self.training_tab.device_box.setCurrentText(self._pending_device)
        self._pending_device = None

    # ----------------------------------------------------------------- appearance
    def _apply_appearance(self) -> None:
        appearance.apply(self._app, self.appearance, self._base_pt)
        icon = self.style().pixelMetric(QStyle.PixelMetric.PM_ToolBarIconSize)
        scale = max(2.0, 2.0 * self.appearance.zoom) if self.appearance.projector else 1.0
        side = round(icon * max(scale, self.appearance.zoom))
        self.toolbar.setIconSize(QSize(side, side))
        self.settings.set_appearance(self.appearance)

    def set_projector(self, on: bool) -> None:
        self.appearance = Appearance(self.appearance.theme, on, self.appearance.zoom)
        self._apply_appearance()
        self.statusBar().showMessage(
            self.tr("Projector mode on: fonts {points:g} pt.").format(
                points=appearance.font_points(self.appearance, self._base_pt))
            if on else self.tr("Projector mode off.")
        )

    def set_theme(self, theme: str) -> None:
        self.appearance = Appearance(theme, self.appearance.projector, self.appearance.zoom)
        self._apply_appearance()

    def zoom(self, steps: int) -> None:
        """One step larger (1), smaller (−1), or back to 100 % (0)."""
        self.appearance = self.appearance.zoomed(steps)
        self._apply_appearance()
        self.statusBar().showMessage(
            self.tr("Zoom {percent:.0f} %").format(percent=self.appearance.zoom * 100))

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # ----------------------------------------------------------------- language
    def choose_language(self, language: str) -> None:
        """Switch every text live; stay in the current language if Chinese cannot be drawn."""
        if language == current_language(self._app):
            return
        if not can_show(language):
            self.language_actions[current_language(self._app)].setChecked(True)
            self.statusBar().showMessage(self.tr(
                "No font on this machine can draw Chinese: install one (Linux: "
                "fonts-noto-cjk; Windows and macOS have one), then choose 简体中文 again."
            ))
            return
        set_language(self._app, language)
        self.settings.set_language(language)
        self.language_actions[language].setChecked(True)
        self._apply_appearance()  # the Chinese font joins the UI font

    # ----------------------------------------------------------------- jobs
    def _current_job_page(self):
        """The page whose Start/Stop the keyboard drives, or None where nothing runs."""
        name = TABS[self.tabs.currentIndex()]
        if name == "training":
            return self.training_tab
        if name == "hardware":
            page = self.hardware_tab.pages.currentWidget()
            return page if page is self.hardware_tab.bench_panel else None
        if name == "experiments":
            page = self.experiments_tab.pages.currentWidget()
            return page if hasattr(page, "start") else None
        page = self.call_tab.pages.currentWidget()
        return page if page is self.call_tab.lab else None

    def start_current(self) -> None:
        page = self._current_job_page()
        if page is None:
            self.statusBar().showMessage(self.tr("Nothing to start on this page."))
        elif not page.is_running:
            page.start()

    def stop_or_leave_full_screen(self) -> None:
        page = self._current_job_page()
        if page is not None and page.is_running:
            page.stop()
        elif self.isFullScreen():
            self.full_screen_action.setChecked(False)

    # ----------------------------------------------------------------- lessons
    def set_lessons_visible(self, visible: bool) -> None:
        for index in range(self.tabs.count()):
            self.tabs.widget(index).set_lesson_visible(visible)

    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentIndex(TABS.index(name))

    def best_device(self) -> str:
        """The first GPU found, else the CPU: where the lesson moves its training."""
        devices = [self.training_tab.device_box.itemText(i)
                   for i in range(self.training_tab.device_box.count())]
        return next((d for d in devices if d != "cpu"), "cpu")

    @Slot(str)
    def try_lesson(self, lesson_id: str) -> None:
        """Set up the demo of one lesson part (the panes' Try-it buttons)."""
        if lesson_id in ("01_cpu_name", "02_gpu_name"):
            self.show_tab("hardware")
            self.hardware_tab.show_section("cpu" if lesson_id == "01_cpu_name" else "gpu")
        elif lesson_id == "03_to_device":
            self.show_tab("training")
            note = self.training_tab.set_config(TrainConfig(device=self.best_device()))
            self.statusBar().showMessage(note or self.tr(
                "The lesson's settings on {device}: press Start (Ctrl+R)."
            ).format(device=self.best_device()))
        elif lesson_id in ("04_gpu_slower", "05_homework"):
            self.show_tab("experiments")
            self.experiments_tab.show_page("race" if lesson_id == "04_gpu_slower" else "homework")
        else:
            self.show_tab("call")
            self.call_tab.show_page("lab")
            self.call_tab.choose_preset("counter")

    def _homework_addendum(self) -> str | None:
        answer = self.experiments_tab.homework_answer()
        if answer is None:
            return None
        return "## " + self.tr("Measured on this machine") + "\n\n" + answer

    @Slot()
    def _show_homework_answer(self) -> None:
        self.lesson_panes["experiments"].refresh()

    # ----------------------------------------------------------------- lesson files
    def hideable_controls(self) -> dict[str, tuple[str, list[QWidget]]]:
        controls: dict[str, tuple[str, list[QWidget]]] = {}
        for tab in self.tab_widgets.values():
            controls.update(tab.hideable_controls())
        return controls

    def hidden_controls(self) -> list[str]:
        from gui.hideable import is_hidden

        return [key for key, (_title, widgets) in self.hideable_controls().items()
                if is_hidden(widgets[0])]

    def set_hidden_controls(self, hidden: list[str] | tuple[str, ...]) -> None:
        for key, (_title, widgets) in self.hideable_controls().items():
            for widget in widgets:
                set_hidden(widget, key in hidden)

    def choose_hidden_controls(self) -> None:
        dialog = HideControlsDialog(self.hideable_controls(), self.hidden_controls(), self)
        if dialog.exec():
            self.set_hidden_controls(dialog.hidden())

    def current_lesson(self) -> lesson_file.Lesson:
        """The window's state as a lesson; ConfigError if a training field is invalid."""
        return lesson_file.Lesson(
            training=self.training_tab.read_config(),
            tab=TABS[self.tabs.currentIndex()],
            experiment=self.experiments_tab.experiment_state(),
            call_preset=self.call_tab.current_preset() or "counter",
            hidden=tuple(self.hidden_controls()),
        )

    def apply_lesson(self, lesson: lesson_file.Lesson) -> str | None:
        """Apply a checked lesson; raises LessonFileError, before changing anything, if a
        part does not fit this window. Returns a note (a device that is missing here)."""
        unknown = sorted(set(lesson.hidden) - set(self.hideable_controls()))
        if unknown:
            raise lesson_file.LessonFileError(self.tr(
                "hidden names an unknown control {name} (known: {known})"
            ).format(name=unknown[0], known=", ".join(sorted(self.hideable_controls()))))
        try:
            self.experiments_tab.set_experiment_state(lesson.experiment)
        except ValueError as error:
            raise lesson_file.LessonFileError(
                self.tr("experiment: {reason}").format(reason=error)) from None
        note = self.training_tab.set_config(lesson.training)
        self.call_tab.choose_preset(lesson.call_preset)
        self.set_hidden_controls(lesson.hidden)
        self.show_tab(lesson.tab)
        return note

    def open_lesson(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open lesson"), "", self._lesson_filter())
            if not path:
                return False
        busy = self.runner.running > 0
        try:
            if busy:
                raise lesson_file.LessonFileError(
                    self.tr("Stop the running job first: a lesson changes its settings."))
            note = self.apply_lesson(lesson_file.load(path))
        except lesson_file.LessonFileError as error:
            self._warn(self.tr("Cannot open the lesson"), self.tr(
                "{path}: {reason}\n\nNothing was changed.").format(path=path, reason=error))
            return False
        self.statusBar().showMessage(note or self.tr("Opened {path}.").format(path=path))
        return True

    def save_lesson(self, path: str | None = None) -> bool:
        try:
            lesson = self.current_lesson()
        except ConfigError as error:
            self._warn(self.tr("Cannot save the lesson"), str(error))
            return False
        if not path:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save lesson"), "lesson.devicelab.json", self._lesson_filter())
            if not path:
                return False
        try:
            lesson_file.save(path, lesson)
        except lesson_file.LessonFileError as error:
            self._warn(self.tr("Cannot save the lesson"), str(error))
            return False
        self.statusBar().showMessage(self.tr("Saved {path}.").format(path=path))
        return True

    def _lesson_filter(self) -> str:
        return self.tr("DeviceLab lesson (*.devicelab.json *.json)")

    def _warn(self, title: str, text: str) -> None:
        self.statusBar().showMessage(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("lesson_warning")
        box.open()  # not exec: the window keeps running (and tests keep going)

    # ----------------------------------------------------------------- the rest
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

    def _show_run_in_status_bar(self, outcome: object) -> None:
        message = getattr(outcome, "message", None) or str(outcome)
        self.statusBar().showMessage(message)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About DeviceLab"),
            self.tr(
                "DeviceLab shows what the CPU and GPU are, how training moves to a device, "
                "why a GPU can be slower than a CPU, and why model(x) works."
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop training and wait for every worker thread before the window goes.

        If a thread outlasts the deadline, the window hides and closes itself once the
        last thread has ended: a running QThread is never destroyed.
        """
        self._save_settings()
        self.statusBar().showMessage(self.tr("Stopping…"))
        if self.runner.shutdown(CLOSE_TIMEOUT_MS):
            event.accept()
            return
        event.ignore()
        self.hide()
        self.runner.idle.connect(self.close, Qt.ConnectionType.UniqueConnection)
