"""The View menu: projector mode, full screen, zoom and theme, applied and remembered.

Zoom reaches every widget through the application font, and pyqtgraph's axes, ticks,
legends and pens through ``gui.widgets.plots.restyle_made`` (``gui.shell.appearance.apply``
does both).
Ctrl + mouse wheel zooms anywhere in the window, plots included (a plot would otherwise
take the wheel for its own view).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QWheelEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from core.i18n import QT_TRANSLATE_NOOP
from gui import i18n
from gui.i18n import render
from gui.shell import appearance
from gui.shell.appearance import THEMES, Appearance
from gui.shell.settings import Settings
from gui.widgets.actions import name_action, window_action

THEME_TITLES = {
    "system": QT_TRANSLATE_NOOP("ViewActions", "Follow the system"),
    "light": QT_TRANSLATE_NOOP("ViewActions", "Light"),
    "dark": QT_TRANSLATE_NOOP("ViewActions", "Dark"),
}


def base_font_points(app: QApplication) -> float:
    """The system's UI font size, read once per process (zoom and projector scale it)."""
    stored = app.property("devicelab_base_pt")
    if stored:
        return float(stored)
    points = app.font().pointSizeF()
    points = points if points > 0 else 10.0
    app.setProperty("devicelab_base_pt", points)
    return points


class ViewActions(QObject):
    """The View menu's actions for one window; every change is applied and remembered."""

    changed = Signal(object)
    """A sentence for the status bar: what the change did."""

    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        super().__init__(window)
        self.window, self.settings = window, settings
        self.app = cast(QApplication, QApplication.instance())  # the window's application
        self.base_pt = base_font_points(self.app)
        self.appearance = settings.appearance()
        self.projector = self._action("F5", checkable=True)
        self.projector.toggled.connect(self.set_projector)
        self.full_screen = self._action("F11", checkable=True)
        self.full_screen.toggled.connect(self.set_full_screen)
        self.zoom_in = self._action("Ctrl++", "Ctrl+=")
        self.zoom_in.triggered.connect(lambda: self.zoom(1))
        self.zoom_out = self._action("Ctrl+-")
        self.zoom_out.triggered.connect(lambda: self.zoom(-1))
        self.zoom_reset = self._action("Ctrl+0")
        self.zoom_reset.triggered.connect(lambda: self.zoom(0))
        self.themes = self._group(THEMES)
        self.themes.triggered.connect(lambda action: self.set_theme(action.data()))
        self.languages = self._group(i18n.CHOICES)
        self.languages.triggered.connect(lambda action: self.set_language(action.data()))
        self.app.installEventFilter(self)

    def _action(self, *keys: str, checkable: bool = False) -> QAction:
        return window_action(self.window, *keys, checkable=checkable)

    def _group(self, choices: tuple[str, ...]) -> QActionGroup:
        """One ticked choice among ``choices``, each action holding its choice as data."""
        group = QActionGroup(self)
        for choice in choices:
            action = self._action(checkable=True)
            action.setData(choice)
            group.addAction(action)
        return group

    def fill(self, menu: QMenu) -> None:
        menu.addActions([self.projector, self.full_screen])
        menu.addSeparator()
        menu.addActions([self.zoom_in, self.zoom_out, self.zoom_reset])
        self.theme_menu = menu.addMenu("")
        self.theme_menu.addActions(self.themes.actions())
        self.language_menu = menu.addMenu("")
        self.language_menu.addActions(self.languages.actions())

    def retranslate(self) -> None:
        """The actions' and submenus' words in the current language (the window calls it)."""
        name_action(self.projector, self.tr("&Projector mode"))
        name_action(self.full_screen, self.tr("&Full screen"))
        name_action(self.zoom_in, self.tr("Zoom &in"))
        name_action(self.zoom_out, self.tr("Zoom &out"))
        name_action(self.zoom_reset, self.tr("&Reset zoom"))
        for action in self.themes.actions():
            action.setText(render(THEME_TITLES[action.data()]))
        for action in self.languages.actions():
            choice = action.data()
            action.setText(i18n.LANGUAGE_NAMES.get(choice) or self.tr("Follow the system"))
        if hasattr(self, "theme_menu"):
            self.theme_menu.setTitle(self.tr("&Theme"))
            self.language_menu.setTitle(self.tr("Lan&guage / 语言"))

    def restore(self) -> None:
        """Apply the remembered appearance and language, and tick their menu entries."""
        for action in self.themes.actions():
            action.setChecked(action.data() == self.appearance.theme)
        self._switch_language(self.settings.language())
        self.projector.setChecked(self.appearance.projector)  # applies when it changes
        self.apply()

    def apply(self) -> None:
        appearance.apply(self.app, self.appearance, self.base_pt)
        self.settings.set_appearance(self.appearance)

    def set_projector(self, on: bool) -> None:
        self.appearance = Appearance(self.appearance.theme, on, self.appearance.zoom)
        self.apply()
        points = appearance.font_points(self.appearance, self.base_pt)
        self.changed.emit(  # said again in the window's language if it changes
            (
                lambda: self.tr(
                    "Projector mode on: text at {points:g} pt, thick lines, high contrast."
                ).format(points=points)
            )
            if on
            else (lambda: self.tr("Projector mode off."))
        )

    def set_language(self, choice: str, remember: bool = True) -> None:
        """Switch the window's language live (every widget retranslates) and remember it
        (not a ``--lang`` given for one start)."""
        self._switch_language(choice)
        if remember:
            self.settings.set_language(choice)
        self.apply()  # the new font families reach the style sheet and the plots

    def _switch_language(self, choice: str) -> None:
        """Install the language's catalogues and tick its entry (``restore`` applies the
        appearance once, after)."""
        shown = i18n.set_language(self.app, choice)
        if shown != i18n.resolve(choice):
            self.changed.emit(i18n.NO_CJK_FONT)  # once on stderr, here while it matters
        for action in self.languages.actions():
            action.setChecked(action.data() == choice)

    def set_theme(self, theme: str) -> None:
        self.appearance = Appearance(theme, self.appearance.projector, self.appearance.zoom)
        self.apply()

    def zoom(self, steps: int) -> None:
        """One step larger (1), smaller (-1), or back to 100 % (0)."""
        self.appearance = self.appearance.zoomed(steps)
        self.apply()
        percent = self.appearance.zoom * 100
        self.changed.emit(lambda: self.tr("Zoom {percent:.0f} %").format(percent=percent))

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.window.showFullScreen()
        else:
            self.window.showNormal()

    def reset(self) -> None:
        """Every view setting back to its default (the caller clears the rest)."""
        self.appearance = Appearance()
        self.full_screen.setChecked(False)
        self.restore()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl + wheel over any part of this window zooms the whole window."""
        wheel = cast(QWheelEvent, event)  # read only where its type says Wheel
        if (
            event.type() == QEvent.Type.Wheel
            and wheel.modifiers() & Qt.KeyboardModifier.ControlModifier
            and hasattr(watched, "window")
            and watched.window() is self.window
        ):
            delta = wheel.angleDelta().y()
            if delta:
                self.zoom(1 if delta > 0 else -1)
            return True
        return super().eventFilter(watched, event)
