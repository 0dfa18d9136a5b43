"""Every page of the window, declared once: its tab, whether a teacher may hide it, the kind
of run it keeps and the measurement it times.

The window's tabs, the pages a teacher may hide, what a lesson file stores (the hidden
pages, the Experiments tab's current page), the run store's kinds and the measurements
are derived from ``PAGES``; a page is found by its id (``tab.name``), never by its
position. The Qt half (title, factory, Try it) is ``gui/pages/window_pages.py``, keyed by
the same ids; a test fails when the window and this table differ.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n import QT_TRANSLATE_NOOP, Text

TABS = ("hardware", "training", "experiments", "call")
"""The window's tabs in order, by the names ``--tab`` takes."""


@dataclass(frozen=True)
class Page:
    """One page of a tab."""

    tab: str
    name: str
    hideable: bool = True
    """A teacher may hide it from a class (View → Hide pages…)."""
    run_kind: str | None = None
    """The kind its runs are kept as in the run store, or None when it keeps none."""
    run_title: Text | None = None
    """What such a run was, as the Runs page and ``devicelab runs`` name it."""
    measurement: str | None = None
    """The measurement it times (one at a time in the window), or None."""
    measurement_title: Text | None = None
    """That measurement as the status bar and "Wait until … has finished" name it."""

    @property
    def id(self) -> str:
        return f"{self.tab}.{self.name}"


PAGES = (
    Page("hardware", "cpu", hideable=False),
    Page("hardware", "live"),
    Page(
        "hardware",
        "throughput",
        measurement="throughput",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Throughput"),
    ),
    Page("hardware", "vram"),
    Page(
        "training",
        "training",
        hideable=False,
        run_kind="training",
        run_title=QT_TRANSLATE_NOOP("Runs", "training"),
        measurement="training",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Training"),
    ),
    Page(
        "experiments",
        "race",
        run_kind="race",
        run_title=QT_TRANSLATE_NOOP("Runs", "race"),
        measurement="race",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Race"),
    ),
    Page(
        "experiments",
        "anatomy",
        measurement="anatomy",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Anatomy"),
    ),
    Page(
        "experiments",
        "standings",
        measurement="standings",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Standings"),
    ),
    Page(
        "experiments",
        "homework",
        run_kind="homework",
        run_title=QT_TRANSLATE_NOOP("Runs", "homework"),
        measurement="homework",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Homework"),
    ),
    Page(
        "experiments",
        "crossover",
        run_kind="crossover",
        run_title=QT_TRANSLATE_NOOP("Runs", "crossover"),
        measurement="crossover",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Crossover"),
    ),
    Page(
        "experiments",
        "threads",
        run_kind="threads",
        run_title=QT_TRANSLATE_NOOP("Runs", "threads"),
        measurement="threads",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Threads"),
    ),
    Page("experiments", "runs"),
    Page(
        "experiments",
        "class",
        run_kind="class",
        run_title=QT_TRANSLATE_NOOP("Runs", "a class's machine"),
    ),
    Page(
        "call",
        "lab",
        hideable=False,
        measurement="__call__ cost",
        measurement_title=QT_TRANSLATE_NOOP("Measurement", "Cost of __call__"),
    ),
    Page("call", "demo"),
)
"""Every page, tab by tab in the window's order."""


def pages_of(tab: str) -> tuple[Page, ...]:
    """The pages of ``tab``, in the window's order (read from ``PAGES`` at each call, so
    that a test's extra row reaches every list derived from it)."""
    return tuple(page for page in PAGES if page.tab == tab)


def page_names(tab: str) -> tuple[str, ...]:
    """The names of ``tab``'s pages, in the window's order."""
    return tuple(page.name for page in pages_of(tab))


def tabs_with_pages() -> tuple[str, ...]:
    """The tabs that show their pages as tabs of their own (the Training tab is one page)."""
    return tuple(tab for tab in TABS if len(pages_of(tab)) > 1)


def hideable() -> tuple[str, ...]:
    """The ids of the pages a teacher may hide."""
    return tuple(page.id for page in PAGES if page.hideable)


def run_kinds() -> tuple[str, ...]:
    """The kinds of run the run store keeps, one per page that keeps runs."""
    return tuple(page.run_kind for page in PAGES if page.run_kind is not None)


def measurement_titles() -> dict[str, Text]:
    """Each measurement's title by its name."""
    return {
        page.measurement: page.measurement_title
        for page in PAGES
        if page.measurement is not None and page.measurement_title is not None
    }


def run_titles() -> dict[str, Text]:
    """What each kind of kept run was, by its kind."""
    return {
        page.run_kind: page.run_title
        for page in PAGES
        if page.run_kind is not None and page.run_title is not None
    }
