"""The experiments tab: the lesson's measurements in one click each, and every run kept.

Pages (``core.pages``): Race (CPU vs GPU), Anatomy (one epoch taken apart), Standings
(where this machine stands among the lesson's and recorded machines), Homework (record
interval), Crossover (when the GPU pays off), Threads (more cores, faster?), Runs (every run
kept on disk), Class (every student's machine on one chart). Each experiment runs in a
worker job from ``core``; the pages only show what comes back, and ``gui.runs.kept_runs``
writes each run into the store as it goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.widgets.layouts import PageTabs

if TYPE_CHECKING:
    from gui.experiments.anatomy_page import AnatomyPage
    from gui.experiments.classroom.class_page import ClassPage
    from gui.experiments.crossover_page import CrossoverPage
    from gui.experiments.homework_page import HomeworkPage
    from gui.experiments.race_page import RacePage
    from gui.experiments.standings_page import StandingsPage
    from gui.experiments.threads_page import ThreadsPage
    from gui.runs.runs_page import RunsPage


class ExperimentsTab(QWidget):
    """The experiment pages, built from the registry (``gui.pages.window_pages``) when first
    shown or asked for, and named here for the code that follows one of them."""

    def __init__(self, pages: PageTabs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages = pages
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    @property
    def race_page(self) -> RacePage:
        return cast("RacePage", self.pages.page("race"))

    @property
    def anatomy_page(self) -> AnatomyPage:
        return cast("AnatomyPage", self.pages.page("anatomy"))

    @property
    def standings_page(self) -> StandingsPage:
        return cast("StandingsPage", self.pages.page("standings"))

    @property
    def homework_page(self) -> HomeworkPage:
        return cast("HomeworkPage", self.pages.page("homework"))

    @property
    def crossover_page(self) -> CrossoverPage:
        return cast("CrossoverPage", self.pages.page("crossover"))

    @property
    def threads_page(self) -> ThreadsPage:
        return cast("ThreadsPage", self.pages.page("threads"))

    @property
    def runs_page(self) -> RunsPage:
        return cast("RunsPage", self.pages.page("runs"))

    @property
    def class_page(self) -> ClassPage:
        return cast("ClassPage", self.pages.page("class"))
