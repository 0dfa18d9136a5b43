"""The Qt half of the page registry: each page of ``core.pages.PAGES`` by the same id, with
its title, how it is built on the window model (its module imported then), whether it
takes the device list, what its Try it fills in and whether it needs PyTorch.
``WindowPages`` builds them all and finds a page by its id, never by its position; a test
fails when a row is missing here or the window differs.

Adding a page: a row in ``core.pages.PAGES``, a row in ``VIEWS``, and the page's modules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtWidgets import QTabWidget, QWidget

from core.i18n import QT_TRANSLATE_NOOP, Text
from core.pages import TABS, pages_of
from core.training import TrainConfig
from gui.i18n import render
from gui.widgets.fields import show_unsupported_devices
from gui.widgets.layouts import PageTabs
from gui.window_model import WindowModel

if TYPE_CHECKING:
    from gui.experiments.homework_page import HomeworkPage
    from gui.training.training_tab import TrainingTab

Build = Callable[[WindowModel], QWidget]
TryIt = Callable[[Any, WindowModel], None]
"""A Try it's set-up; its page (Any) is the class its row's ``build`` makes."""


class TakesDevices(Protocol):
    """A page whose row ``wants_devices``."""

    def set_devices(self, devices: list[str]) -> None: ...


@dataclass(frozen=True)
class PageView:
    """How one page is shown."""

    title: Text
    build: Build
    wants_devices: bool = False
    """Its ``set_devices`` takes the device list whenever the probes find it."""
    try_it: TryIt | None = None
    """What a lesson step's Try it fills in before the page is shown (never started)."""
    needs_torch: bool = True
    """Building it imports PyTorch: shown, it says "Loading PyTorch…" until PyTorch has
    loaded in the background (``WindowModel.pytorch_loaded``)."""


def _cpu_gpu(_model: WindowModel) -> QWidget:
    from gui.hardware.cpu_gpu_page import CpuGpuPage

    return CpuGpuPage()


def _live(model: WindowModel) -> QWidget:
    """The Live page, from the monitor's last minute on (pyqtgraph loads with it)."""
    from gui.hardware.live_page import LivePage

    page = LivePage()
    for sample in model.live_samples:
        page.show_sample(sample)
    model.live_sampled.connect(page.show_sample)

    def show_readings_elsewhere() -> None:
        page.set_readings_elsewhere(model.readings_elsewhere)

    show_readings_elsewhere()
    model.facts_changed.connect(show_readings_elsewhere)
    if model.monitor_ended is not None:
        page.show_monitor_stopped(model.monitor_ended)
    model.monitor_stopped.connect(page.show_monitor_stopped)
    return page


def _throughput(model: WindowModel) -> QWidget:
    from gui.hardware.throughput_page import ThroughputPage

    page = ThroughputPage(model.runner)
    page.finished.connect(model.throughput_measured)
    return page


def _vram(model: WindowModel) -> QWidget:
    """The VRAM calculator, comparing this machine's GPUs once the probe has found them."""
    from gui.hardware.vram_page import VramPage

    page = VramPage(model.runner)

    def show_the_gpus() -> None:
        found = model.gpus.devices if model.gpus is not None else []
        page.set_gpus([(d.label, d.total_memory_bytes) for d in found if d.total_memory_bytes])

    show_the_gpus()
    model.facts_changed.connect(show_the_gpus)
    page.start()
    return page


def _training(model: WindowModel) -> QWidget:
    """The Training tab, its settings kept in the model both ways."""
    from gui.training.training_tab import TrainingTab

    page = TrainingTab(model.runner)
    model.kept.watch_training(page)
    page.edited.connect(model.training_edited)
    model.training_changed.connect(page.show_config)
    page.show_config(model.training)
    return page


def _race(model: WindowModel) -> QWidget:
    from gui.experiments.race_page import RacePage

    page = RacePage(model.runner)
    model.kept.watch_race(page)
    page.set_peaks(model.peaks)
    model.peaks_changed.connect(page.set_peaks)
    return page


def _anatomy(model: WindowModel) -> QWidget:
    from gui.experiments.anatomy_page import AnatomyPage

    return AnatomyPage(model.runner)


def _standings(model: WindowModel) -> QWidget:
    from gui.experiments.standings_page import StandingsPage

    return StandingsPage(model.runner, model.kept)


def _homework(model: WindowModel) -> QWidget:
    from gui.experiments.homework_page import HomeworkPage

    page = HomeworkPage(model.runner)
    model.kept.watch_homework(page)
    return page


def _crossover(model: WindowModel) -> QWidget:
    from gui.experiments.crossover_page import CrossoverPage

    page = CrossoverPage(model.runner)
    model.kept.watch_experiment(page, "crossover")
    return page


def _threads(model: WindowModel) -> QWidget:
    from gui.experiments.threads_page import ThreadsPage

    page = ThreadsPage(model.runner)
    model.kept.watch_experiment(page, "threads")
    return page


def _runs(model: WindowModel) -> QWidget:
    from gui.runs.runs_page import RunsPage

    return RunsPage(model.kept)


def _class(model: WindowModel) -> QWidget:
    from gui.experiments.classroom.class_page import ClassPage

    return ClassPage(model)


def _lab(model: WindowModel) -> QWidget:
    """The lab, with the code a student typed last time back (when the window remembers)."""
    from gui.calls.lab_page import LabPage

    page = LabPage(model.runner)
    if model.lab_autosave is not None:
        page.enable_autosave(model.lab_autosave)
    return page


def _demo(_model: WindowModel) -> QWidget:
    from gui.calls.demo_page import DemoPage

    return DemoPage()


def _train_on_the_best_device(page: TrainingTab, model: WindowModel) -> None:
    """The lesson's settings on the best device: a GPU the probe finds later is chosen
    then, unless the settings changed or a run started meanwhile (the Try it came first)."""
    chosen = replace(TrainConfig(), device=model.best_device)
    model.set_training(chosen)

    def on_the_gpu_found() -> None:
        if model.training == chosen and model.best_device != chosen.device and not page.is_running:
            model.set_training(replace(chosen, device=model.best_device))

    model.when_gpus_probed(on_the_gpu_found)


def _homework_of_the_lesson(page: HomeworkPage, model: WindowModel) -> None:
    """The lesson's epochs on the best device (a GPU found later too, as for training)."""
    page.device_box.setCurrentText(model.best_device)
    page.epochs_box.setValue(TrainConfig().epochs)
    chosen = page.device_box.currentText()

    def on_the_gpu_found() -> None:
        if page.device_box.currentText() == chosen and not page.is_running:
            page.device_box.setCurrentText(model.best_device)

    model.when_gpus_probed(on_the_gpu_found)


def _nothing(_page: QWidget, _model: WindowModel) -> None:
    """The page shows this machine's facts or the class: nothing to fill in."""


VIEWS: dict[str, PageView] = {
    "hardware.cpu": PageView(
        QT_TRANSLATE_NOOP("HardwareTab", "CPU && GPU"),
        _cpu_gpu,
        try_it=_nothing,
        needs_torch=False,
    ),
    "hardware.live": PageView(QT_TRANSLATE_NOOP("HardwareTab", "Live"), _live, needs_torch=False),
    "hardware.throughput": PageView(
        QT_TRANSLATE_NOOP("HardwareTab", "Throughput"), _throughput, wants_devices=True
    ),
    "hardware.vram": PageView(QT_TRANSLATE_NOOP("HardwareTab", "VRAM calculator"), _vram),
    "training.training": PageView(
        QT_TRANSLATE_NOOP("MainWindow", "Training"),
        _training,
        wants_devices=True,
        try_it=_train_on_the_best_device,
    ),
    "experiments.race": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Race: CPU vs GPU"),
        _race,
        wants_devices=True,
        try_it=lambda page, _model: page.set_up_the_lessons_race(),
        needs_torch=False,
    ),
    "experiments.anatomy": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Anatomy: one epoch"),
        _anatomy,
        wants_devices=True,
        try_it=lambda page, _model: page.set_up_the_lessons_epoch(),
    ),
    "experiments.standings": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Standings: where this machine stands"),
        _standings,
        wants_devices=True,
        needs_torch=False,
    ),
    "experiments.homework": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Homework: record interval"),
        _homework,
        wants_devices=True,
        try_it=_homework_of_the_lesson,
    ),
    "experiments.crossover": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Crossover: when the GPU pays off"),
        _crossover,
        wants_devices=True,
    ),
    "experiments.threads": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Threads: more cores, faster?"), _threads
    ),
    "experiments.runs": PageView(QT_TRANSLATE_NOOP("ExperimentsTab", "Runs"), _runs),
    "experiments.class": PageView(
        QT_TRANSLATE_NOOP("ExperimentsTab", "Class: every student's machine"),
        _class,
        try_it=_nothing,
        needs_torch=False,
    ),
    "call.lab": PageView(
        QT_TRANSLATE_NOOP("CallTab", "Lab: edit, run, trace"),
        _lab,
        try_it=lambda page, _model: page.choose_preset("counter"),
    ),
    "call.demo": PageView(QT_TRANSLATE_NOOP("CallTab", "Quick demo"), _demo),
}
"""Every page's Qt half, by the ids of ``core.pages.PAGES``."""


def build_page(page_id: str, model: WindowModel) -> QWidget:
    """The page with this id, built on the model (and given the device list if it takes
    one: the devices found so far, then each change)."""
    view = VIEWS[page_id]
    widget = view.build(model)
    if view.wants_devices:
        takes = cast(TakesDevices, widget)
        takes.set_devices(model.devices)
        model.devices_changed.connect(takes.set_devices)
        greyed = partial(show_unsupported_devices, widget)  # GPUs not offered, with why
        greyed(model.unsupported)
        model.unsupported_changed.connect(greyed)
    return widget


def build_page_tabs(
    tab: str,
    model: WindowModel,
    build: Callable[[str], QWidget] | None = None,
    waits: Callable[[], str | None] | None = None,
) -> PageTabs:
    """``tab``'s pages on the model, in the registry's order, each made by ``build(page_id)``
    (by default ``build_page``) when first shown or asked for (a test builds one tab alone
    this way); a page that ``needs_torch`` waits while ``waits`` says why. A one-page tab
    (Training) shows no tab bar."""
    make = build or partial(_build_on, model)
    tabs = PageTabs()
    for page in pages_of(tab):
        view = VIEWS[page.id]
        tabs.add_page(
            page.name, partial(make, page.id), view.title, waits if view.needs_torch else None
        )
    if tabs.count() == 1:
        tabs.tabBar().hide()
        tabs.setDocumentMode(True)  # no frame around the only page
    return tabs


def _build_on(model: WindowModel, page_id: str) -> QWidget:
    return build_page(page_id, model)


LOADING_PYTORCH = QT_TRANSLATE_NOOP("WindowPages", "Loading PyTorch…")
PYTORCH_FAILED = QT_TRANSLATE_NOOP(
    "WindowPages", "This page needs PyTorch, which could not be loaded: {error}"
)


class WindowPages:
    """Every page of the window, found by id (``tab.name``) and built the first time it is
    shown or asked for: each tab holds its pages in a ``PageTabs`` in the registry's order.
    A page that needs PyTorch, shown before PyTorch has loaded, says "Loading PyTorch…" and
    is built when it arrives (asked for, it is built at once: the import waits for it)."""

    def __init__(self, model: WindowModel, tabs: QTabWidget) -> None:
        self.model = model
        self.tabs = tabs
        """The window's tabs (``core.pages.TABS`` order)."""
        self._waiting: dict[str, list[Callable[[QWidget], object]]] = {}
        self.page_tabs = {
            tab: build_page_tabs(tab, model, self._build, self._waits_for_pytorch) for tab in TABS
        }
        model.pytorch_loaded.connect(self._on_pytorch_loaded)

    def _waits_for_pytorch(self) -> str | None:
        if self.model.pytorch_problem is not None:
            return render(PYTORCH_FAILED).format(error=self.model.pytorch_problem)
        return None if self.model.pytorch_ready else render(LOADING_PYTORCH)

    def _on_pytorch_loaded(self) -> None:
        for tabs in self.page_tabs.values():
            tabs.build_the_waiting()

    def _build(self, page_id: str) -> QWidget:
        widget = build_page(page_id, self.model)
        for callback in self._waiting.pop(page_id, []):
            callback(widget)
        return widget

    def widget(self, page_id: str) -> QWidget:
        """The page with this id, built now if it was not; KeyError if there is none."""
        tab, name = page_id.split(".")
        return self.page_tabs[tab].page(name)

    def is_built(self, page_id: str) -> bool:
        tab, name = page_id.split(".")
        return self.page_tabs[tab].is_built(name)

    def when_built(self, page_id: str, callback: Callable[[QWidget], object]) -> None:
        """Call ``callback`` with the page once it exists (now, if it does)."""
        if self.is_built(page_id):
            callback(self.widget(page_id))
        else:
            self._waiting.setdefault(page_id, []).append(callback)

    def of_tab(self, tab: str) -> dict[str, QWidget]:
        """``tab``'s pages by name, in the registry's order (each built)."""
        return {page.name: self.widget(page.id) for page in pages_of(tab)}

    def show(self, page_id: str) -> None:
        """Bring the page to the front: its tab, then its page in the tab."""
        tab, name = page_id.split(".")
        self.tabs.setCurrentIndex(TABS.index(tab))
        self.page_tabs[tab].setCurrentIndex(self.page_tabs[tab].index_of(name))

    def when_ready(self, page_id: str, callback: Callable[[], object]) -> None:
        """Call ``callback`` once the page can be built without waiting: now, or when
        PyTorch has loaded if it needs it (never, if PyTorch failed: the page says why)."""
        if self.pytorch_notice(page_id) is None:
            callback()
            return
        self.model.when_pytorch_ready(
            lambda: callback() if self.model.pytorch_problem is None else None
        )

    def pytorch_notice(self, page_id: str) -> str | None:
        """What the page says instead of itself while PyTorch loads, or once it failed;
        None when it can be built now."""
        return self._waits_for_pytorch() if VIEWS[page_id].needs_torch else None

    def try_it(self, page_id: str) -> None:
        """Fill in the page for its lesson step's Try it, then show it."""
        set_up = VIEWS[page_id].try_it
        if set_up is not None:
            set_up(self.widget(page_id), self.model)
        self.show(page_id)

    def current(self, tab: str) -> str:
        """The name of ``tab``'s page in front (the tab's only page for the Training tab)."""
        return self.page_tabs[tab].current_name()

    def is_in_front(self, page_id: str) -> bool:
        """Whether the page is the one the window shows now (its tab and its page)."""
        tab, name = page_id.split(".")
        return self.tabs.currentIndex() == TABS.index(tab) and self.current(tab) == name

    def is_shown(self, page_id: str) -> bool:
        tab, name = page_id.split(".")
        return self.page_tabs[tab].isTabVisible(self.page_tabs[tab].index_of(name))

    def set_shown(self, page_id: str, shown: bool) -> None:
        tab, name = page_id.split(".")
        self.page_tabs[tab].setTabVisible(self.page_tabs[tab].index_of(name), shown)

    def title(self, page_id: str) -> str:
        """ "Tab › Page" in the window's language, without the mnemonics' ampersands."""
        tab, name = page_id.split(".")
        pages = self.page_tabs[tab]
        tab_text = self.tabs.tabText(TABS.index(tab))
        return f"{tab_text} › {pages.tabText(pages.index_of(name))}".replace("&", "")
