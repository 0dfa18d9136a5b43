"""The experiments tab: the lesson's measurements in one click each, and every run kept.

Pages (``core.pages``): Race (CPU vs GPU), Anatomy (one epoch taken apart), Standings
(where this machine stands among the lesson's and recorded machines), Homework (record
interval), Crossover (when the GPU pays off), Threads (more cores, faster?), Runs (every run
kept on disk), Class (every student's machine on one chart). Each experiment runs in a
worker job from ``core``; the pages only show what comes back, and ``gui.runs.kept_runs``
writes each run into the store as it goes.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.experiments.anatomy_page import AnatomyPage
from gui.experiments.classroom.class_page import ClassPage
from gui.experiments.crossover_page import CrossoverPage
from gui.experiments.homework_page import HomeworkPage
from gui.experiments.race_page import RacePage
from gui.experiments.standings_page import StandingsPage
from gui.experiments.threads_page import ThreadsPage
from gui.runs.runs_page import RunsPage
from gui.widgets.layouts import PageTabs


class ExperimentsTab(QWidget):
    """The experiment pages, built from the registry (``gui.pages.window_pages``) and named here
    for the code that follows one of them."""

    def __init__(self, pages: PageTabs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages = pages
        self.race_page = cast(RacePage, pages.page("race"))
        self.anatomy_page = cast(AnatomyPage, pages.page("anatomy"))
        self.standings_page = cast(StandingsPage, pages.page("standings"))
        self.homework_page = cast(HomeworkPage, pages.page("homework"))
        self.crossover_page = cast(CrossoverPage, pages.page("crossover"))
        self.threads_page = cast(ThreadsPage, pages.page("threads"))
        self.runs_page = cast(RunsPage, pages.page("runs"))
        self.class_page = cast(ClassPage, pages.page("class"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
