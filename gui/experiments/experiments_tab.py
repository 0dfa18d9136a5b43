"""The experiments tab: the lesson's measurements in one click each, and every run kept.

Pages: Race (CPU vs GPU), Anatomy (one epoch taken apart), Standings (where this machine
stands among the lesson's and recorded machines), Homework (record interval),
Crossover (when the GPU pays off), Threads (more cores, faster?), Runs (every run kept on
disk: ``gui/experiments/runs_page.py``), Class (every student's machine on one chart:
``gui/experiments/class_page.py``).
Each experiment runs in a worker job from ``core``; the pages only show what comes back,
and ``gui.shell.kept_runs`` writes each run into the store as it goes.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.experiments.anatomy_page import AnatomyPage
from gui.experiments.class_page import ClassPage
from gui.experiments.crossover_page import CrossoverPage
from gui.experiments.homework_page import HomeworkPage
from gui.experiments.race_page import RacePage
from gui.experiments.runs_page import RunsPage
from gui.experiments.standings_page import StandingsPage
from gui.experiments.threads_page import ThreadsPage
from gui.i18n import Retranslating, name_tabs
from gui.shell.kept_runs import KeptRuns
from gui.widgets.controls import PageTabs
from gui.workers import JobRunner


class ExperimentsTab(Retranslating, QWidget):
    """Race, Anatomy, Standings, Homework, Crossover, Threads, Runs and Class; runs from every
    source land in one history."""

    def __init__(self, runner: JobRunner, kept: KeptRuns, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.race_page = RacePage(runner)
        self.anatomy_page = AnatomyPage(runner)
        self.standings_page = StandingsPage(runner, kept)
        self.homework_page = HomeworkPage(runner)
        self.crossover_page = CrossoverPage(runner)
        self.threads_page = ThreadsPage(runner)
        self.runs_page = RunsPage(kept)
        self.class_page = ClassPage(runner, kept)
        self.pages = PageTabs()
        for page in (
            self.race_page,
            self.anatomy_page,
            self.standings_page,
            self.homework_page,
            self.crossover_page,
            self.threads_page,
            self.runs_page,
            self.class_page,
        ):
            self.pages.addTab(page, "")
        self.words(
            partial(name_tabs, self.pages),
            lambda: [
                self.tr("Race: CPU vs GPU"),
                self.tr("Anatomy: one epoch"),
                self.tr("Standings: where this machine stands"),
                self.tr("Homework: record interval"),
                self.tr("Crossover: when the GPU pays off"),
                self.tr("Threads: more cores, faster?"),
                self.tr("Runs"),
                self.tr("Class: every student's machine"),
            ],
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        kept.watch_race(self.race_page)
        kept.watch_homework(self.homework_page)
        kept.watch_experiment(self.crossover_page, "crossover")
        kept.watch_experiment(self.threads_page, "threads")

    def set_devices(self, devices: list[str]) -> None:
        pages = (self.race_page, self.anatomy_page, self.standings_page, self.homework_page)
        for page in (*pages, self.crossover_page):
            page.set_devices(devices)
