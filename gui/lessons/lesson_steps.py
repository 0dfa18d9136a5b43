"""The window's lesson panes: one beside each tab, the Try it set-ups, and what this
machine measured written under the steps it answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QStatusBar, QWidget

from core.calls.presets import PRESETS
from core.classroom.class_store import CLASS_KIND
from core.classroom.summary import group_label, group_medians
from core.experiments.race import RaceResult
from core.experiments.recorded import shipped_recorded, short_name
from core.experiments.waste import recorded_waste, recorded_waste_line, waste_lines
from core.lesson_file import MAX_POINTS, Lesson
from core.pages import TABS
from core.runs.run_store import StoreError
from gui.i18n import current_language, render
from gui.lessons.lesson_pane import TAB_STEPS, LessonPane, TabWithLesson
from gui.pages.hidden_pages import hidden_pages, set_hidden
from gui.pages.window_pages import WindowPages
from gui.window_model import WindowModel

if TYPE_CHECKING:
    from gui.calls.lab_page import LabPage
    from gui.experiments.classroom.class_page import ClassPage
    from gui.runs.runs_page import RunsPage
    from gui.widgets.measurement_page import MeasurementPage

TRY_PAGES = {
    "01_cpu_name": "hardware.cpu",
    "02_gpu_name": "hardware.cpu",
    "03_to_device": "training.training",
    "04_gpu_slower": "experiments.race",
    "04_gpu_slower.anatomy": "experiments.anatomy",
    "01_cpu_name.class": "experiments.class",
    "04_gpu_slower.class": "experiments.class",
    "05_homework": "experiments.homework",
    "06_call": "call.lab",
}
"""The page each step's Try it sets up (``gui.pages.window_pages.VIEWS`` says how; a test checks
every step has one), a step's second Try it (``SECOND_TRIES``) and its comparison with the
class (``CLASS_TRIES``)."""


class LessonSteps(QObject):
    """Builds each tab's pane and sets up a step's page when its Try it is pressed:
    the controls are filled and the page shown, never started (the teacher presses Start)."""

    def __init__(
        self,
        model: WindowModel,
        pages: WindowPages,
        contents: list[QWidget],
        status: QStatusBar,
        can_start: Callable[[], bool],
    ) -> None:
        """``contents``: each tab's content in ``TABS`` order; ``status`` says what a Try it
        did, ``can_start`` whether the page in front then runs something."""
        super().__init__(pages.tabs)
        self.model = model
        self.pages = pages
        self.status = status
        self.can_start = can_start
        self.race_result: RaceResult | None = None
        self.homework_result: object | None = None
        self.class_page: ClassPage | None = None
        """The Class page once built: built now if a class was kept (its machines stand
        under the CPU step from the start), else when the teacher opens it."""
        self.panes: dict[str, LessonPane] = {}
        self._asked: str | None = None
        """The step whose Try it was pressed last and is not set up yet."""
        addenda = {
            "01_cpu_name": self._class_addendum,
            "04_gpu_slower": self._race_addendum,
            "05_homework": self._homework_addendum,
        }
        for name, content in zip(TABS, contents, strict=True):
            pane = LessonPane(TAB_STEPS[name][0], addenda)
            pane.try_it.connect(self.try_step)
            self.panes[name] = pane
            pages.tabs.addTab(TabWithLesson(content, pane), "")
        model.devices_changed.connect(self._refresh)
        model.peaks_changed.connect(self._refresh)  # a race shown says its share now
        pages.when_built(
            "experiments.race",
            lambda page: cast("MeasurementPage", page).finished.connect(self._on_race_finished),
        )
        pages.when_built(
            "experiments.homework",
            lambda page: cast("MeasurementPage", page).finished.connect(self._on_homework_finished),
        )
        pages.when_built("experiments.class", self._follow_class)
        if self._class_kept():
            pages.widget("experiments.class")

    def _follow_class(self, page: QWidget) -> None:
        self.class_page = cast("ClassPage", page)
        self.class_page.class_changed.connect(self._refresh)
        self._refresh()

    def _class_kept(self) -> bool:
        """Whether the run store holds a class's machines (an unreadable store: none)."""
        try:
            return bool(self.model.kept.store.runs(CLASS_KIND))
        except StoreError:
            return False

    def set_visible(self, visible: bool) -> None:
        tabs = self.pages.tabs
        for index in range(tabs.count()):
            cast(TabWithLesson, tabs.widget(index)).set_lesson_visible(visible)

    @Slot(object)
    def _on_race_finished(self, result: object) -> None:
        """A race's result is written under its step; a failed race (its error text) leaves
        the last result there."""
        if isinstance(result, RaceResult):
            self.race_result = result
            self._refresh()

    @Slot(object)
    def _on_homework_finished(self, result: object) -> None:
        if not isinstance(result, str):
            self.homework_result = result
            self._refresh()

    @Slot()
    def _refresh(self) -> None:
        for pane in self.panes.values():
            pane.refresh()

    @Slot(str)
    def try_step(self, step: str) -> None:
        """Set up ``step``'s page (or its second Try it's, ``step.page``) and say so in
        the status bar."""
        if step not in TRY_PAGES:
            return
        page_id = TRY_PAGES[step]
        self.pages.show(page_id)  # at once: "Loading PyTorch…" there while it loads
        self._asked = step
        waits = self.pages.pytorch_notice(page_id) is not None
        self.pages.when_ready(page_id, lambda: self._set_up(step, waited=waits))

    def _set_up(self, step: str, waited: bool) -> None:
        """Set up the step asked for last; one that waited for PyTorch only if its page is
        still in front (it never pulls the teacher back from another page)."""
        page_id = TRY_PAGES[step]
        if self._asked != step or (waited and not self.pages.is_in_front(page_id)):
            return
        self._asked = None
        self.pages.try_it(page_id)
        for pane in self.panes.values():
            pane.show_step(step.split(".")[0])
        self.status.showMessage(
            self.tr("Set up for the lesson: press Start (Ctrl+R) when the class is ready.")
            if self.can_start()
            else self.tr("Set up for the lesson: this page shows this machine's facts.")
        )

    def _race_addendum(self) -> str:
        """Where this machine's race disagrees with the lesson's (no GPU, or a GPU that
        wins), its own numbers say so; without a GPU, the GPU runs recorded elsewhere follow,
        labelled as recorded."""
        parts = []
        if self.race_result is not None:
            used = waste_lines(self.race_result.runs, self.model.peaks)  # 性能浪费
            parts.append(self._measured(self.race_result, used))
        elif self.model.best_device == "cpu":
            parts += [
                "## " + self.tr("On this machine"),
                self.tr(
                    "PyTorch finds no GPU here, so this machine cannot repeat the "
                    "lesson's race: the Race measures the CPU alone. The lesson's numbers "
                    "(CPU about 3 s, GPU about 11 s) came from a machine with an RTX 3080 "
                    "Ti; the Hardware tab says why there is no GPU here."
                ),
            ]
        if self.model.best_device == "cpu":
            parts.append(self._recorded_gpus())
        return "\n\n".join(parts)

    def _recorded_gpus(self) -> str:
        """Each recorded machine's GPU against its own CPU, as Markdown, labelled."""
        lines = ["## " + self.tr("Recorded on a GPU elsewhere")]
        for machine in shipped_recorded():
            cpu, gpu = machine.run("cpu"), machine.run("gpu")
            if cpu is None or gpu is None:
                continue
            lines.append(
                "- "
                + self.tr(
                    "{gpu}: {gpu_us:,.0f} µs per epoch against its CPU's {cpu_us:,.0f} µs, "
                    "{ratio:.1f}× the CPU's time ({where})."
                ).format(
                    gpu=short_name(gpu.device_name),
                    gpu_us=gpu.us_per_epoch,
                    cpu_us=cpu.us_per_epoch,
                    ratio=gpu.us_per_epoch / cpu.us_per_epoch,
                    where=render(machine.provenance()),
                )
            )
            wastes = recorded_waste(machine)  # 性能浪费, where the machine recorded its peak
            lines += [f"- {render(recorded_waste_line(machine, w))}" for w in wastes]
        lines += [
            "",  # the sentence is a paragraph of its own, not part of the last item
            self.tr(
                "Try it shows them in the Race beside this machine's own run, marked as "
                "recorded: they are other machines' numbers, never this one's."
            ),
        ]
        return "\n".join(lines)

    def _class_addendum(self) -> str:
        """The class's CPU groups, fastest first, by their median time per epoch: the
        lesson's reading of names checked against forty machines."""
        results = self.class_page.entries if self.class_page is not None else []
        if not results:
            return ""
        lines = ["## " + self.tr("This class's machines (%n)", "", len(results))]
        for group, median, count in group_medians(results):
            lines.append(
                "- "
                + self.tr("{group}: {ms:.3f} ms per epoch on the CPU (median of {count})").format(
                    group=render(group_label(group)), ms=median, count=count
                )
            )
        return "\n".join(lines)

    def _homework_addendum(self) -> str:
        return "" if self.homework_result is None else self._measured(self.homework_result)

    def _measured(self, result: Any, more: Sequence = ()) -> str:  # a page's ``finished``
        """A result's conclusion (and ``more`` lines) as a Markdown list under "On this
        machine"."""
        lines = [f"- {render(line)}" for line in [*result.conclusion, *more]]
        return "\n".join(["## " + self.tr("On this machine"), *lines])


def lesson_of(steps: LessonSteps) -> Lesson:
    """The window's state as a lesson file holds it; ConfigError if a training field is
    out of range (the lesson is saved only when it can be opened again)."""
    model, pages = steps.model, steps.pages
    lab = cast("LabPage", pages.widget("call.lab"))
    preset = lab.preset_box.currentData()
    code = lab.editor.toPlainText()
    config = model.training
    tab = TABS[pages.tabs.currentIndex()]
    runs_page = cast("RunsPage", pages.widget("experiments.runs"))
    return Lesson(
        training=config.validated([config.device]),
        tab=tab,
        step=steps.panes[tab].step,
        experiment=pages.current("experiments"),
        call_preset=preset,
        call_code=None if PRESETS[preset].is_own_code(code) else code,
        hidden=hidden_pages(pages),
        language=current_language(),
        runs=tuple(model.kept.store.embedded(run, MAX_POINTS) for run in runs_page.selected()),
    )


def apply_lesson(steps: LessonSteps, lesson: Lesson, set_language: Callable[[str], None]) -> int:
    """Put a checked lesson in the window, every part of it (nothing here can fail);
    ``set_language`` switches the window's language without remembering it. How many of
    its runs were new to the store."""
    model, pages = steps.model, steps.pages
    if lesson.language is not None:
        set_language(lesson.language)
    model.set_training(lesson.training)
    pages.show(f"experiments.{lesson.experiment}")
    set_hidden(pages, lesson.hidden)
    lab = cast("LabPage", pages.widget("call.lab"))
    lab.choose_preset(lesson.call_preset)
    if lesson.call_code is not None:
        lab.set_lesson_code(lesson.call_code)
    pages.tabs.setCurrentIndex(TABS.index(lesson.tab))
    for pane in steps.panes.values():
        pane.show_step(lesson.step)
    return model.kept.carry_in(lesson.runs)
