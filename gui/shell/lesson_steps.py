"""The window's lesson panes: one beside each tab, the Try it set-ups, and what this
machine measured written under the steps it answers (issue 21)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QTabWidget, QWidget

from core import TABS
from core.calls.presets import PRESETS
from core.classroom.summary import group_label, group_medians
from core.experiments.recorded import shipped_recorded, short_name
from core.lesson_file import EXPERIMENT_PAGES, MAX_POINTS, Lesson
from core.training import TrainConfig
from gui.i18n import current_language, render
from gui.shell.hidden_pages import hidden_pages, set_hidden
from gui.shell.lesson_pane import TAB_STEPS, LessonPane, TabWithLesson


class LessonSteps(QObject):
    """Builds each tab's pane and sets up a step's panel when its Try it is pressed:
    the controls are filled and the page shown, never started (the teacher presses Start)."""

    def __init__(self, window: QWidget, tabs: QTabWidget, contents: list[QWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.devices = ["cpu"]
        self.race_result: object | None = None
        self.homework_result: object | None = None
        self.panes: dict[str, LessonPane] = {}
        for name, content in zip(TABS, contents, strict=True):
            pane = LessonPane(TAB_STEPS[name][0])
            pane.try_it.connect(self.try_step)
            pane.set_addendum("04_gpu_slower", self._race_addendum)
            pane.set_addendum("05_homework", self._homework_addendum)
            pane.set_addendum("01_cpu_name", self._class_addendum)
            self.panes[name] = pane
            tabs.addTab(TabWithLesson(content, pane), "")
        self.set_up = {
            "01_cpu_name": self._hardware,
            "02_gpu_name": self._hardware,
            "03_to_device": self._training,
            "04_gpu_slower": self._race,
            "04_gpu_slower.anatomy": self._anatomy,
            "01_cpu_name.class": self._class,
            "04_gpu_slower.class": self._class,
            "05_homework": self._homework,
            "06_call": self._call,
        }
        """What each step's Try it does (a test checks every step has one), and a step's
        second Try it (``SECOND_TRIES``) and its comparison with the class (``CLASS_TRIES``)."""

    def set_visible(self, visible: bool) -> None:
        tabs = self.window.tabs
        for index in range(tabs.count()):
            tabs.widget(index).set_lesson_visible(visible)

    @Slot(list)
    def set_devices(self, devices: list[str]) -> None:
        self.devices = list(devices)
        self._refresh()

    def follow(self, race_page: QObject, homework_page: QObject) -> None:
        """Write this machine's race and homework under the steps they answer."""
        race_page.finished.connect(self._on_race_finished)
        homework_page.finished.connect(self._on_homework_finished)

    def follow_class(self, class_page: QObject) -> None:
        """Write where the class's CPUs stand under the CPU step, as machines arrive."""
        self.class_page = class_page
        class_page.class_changed.connect(self._refresh)

    @Slot(object)
    def _on_race_finished(self, result: object) -> None:
        self.race_result = result
        self._refresh()

    @Slot(object)
    def _on_homework_finished(self, result: object) -> None:
        self.homework_result = result
        self._refresh()

    def _refresh(self) -> None:
        for pane in self.panes.values():
            pane.refresh()

    @Slot(str)
    def try_step(self, step: str) -> None:
        """Set up ``step``'s panel (or its second Try it's, ``step.page``) and say so in
        the status bar."""
        if step not in self.set_up:
            return
        self.set_up[step]()
        for pane in self.panes.values():
            pane.show_step(step.split(".")[0])
        self.window.statusBar().showMessage(
            self.tr("Set up for the lesson: press Start (Ctrl+R) when the class is ready.")
            if self.window.can_start()
            else self.tr("Set up for the lesson: this page shows this machine's facts.")
        )

    @property
    def best_device(self) -> str:
        """The first GPU found, else the CPU: where the lesson moves its training."""
        return next((device for device in self.devices if device != "cpu"), "cpu")

    def _hardware(self) -> None:
        self.window.show_tab("hardware")
        self.window.hardware_tab.pages.setCurrentIndex(0)

    def _training(self) -> None:
        tab = self.window.training_tab
        tab.show_config(replace(TrainConfig(), device=self.best_device))
        self.window.show_tab("training")

    def _race(self) -> None:
        page = self.window.experiments_tab.race_page
        page.set_up_the_lessons_race()
        self._show_experiment(page)

    def _anatomy(self) -> None:
        page = self.window.experiments_tab.anatomy_page
        page.set_up_the_lessons_epoch()
        self._show_experiment(page)

    def _class(self) -> None:
        self._show_experiment(self.window.experiments_tab.class_page)

    def _homework(self) -> None:
        page = self.window.experiments_tab.homework_page
        page.device_box.setCurrentText(self.best_device)
        page.epochs_box.setValue(TrainConfig().epochs)
        self._show_experiment(page)

    def _show_experiment(self, page: QWidget) -> None:
        pages = self.window.experiments_tab.pages
        pages.setCurrentIndex(pages.indexOf(page))
        self.window.show_tab("experiments")

    def _call(self) -> None:
        tab = self.window.call_tab
        tab.lab.choose_preset("counter")
        tab.pages.setCurrentIndex(tab.pages.indexOf(tab.lab))
        self.window.show_tab("call")

    def _race_addendum(self) -> str:
        """Where this machine's race disagrees with the lesson's (no GPU, or a GPU that
        wins), its own numbers say so; without a GPU, the GPU runs recorded elsewhere follow,
        labelled as recorded."""
        parts = []
        if self.race_result is not None:
            parts.append(self._measured(self.race_result))
        elif self.best_device == "cpu":
            parts += [
                "## " + self.tr("On this machine"),
                self.tr(
                    "PyTorch finds no GPU here, so this machine cannot repeat the "
                    "lesson's race: the Race measures the CPU alone. The lesson's numbers "
                    "(CPU about 3 s, GPU about 11 s) came from a machine with an RTX 3080 "
                    "Ti; the Hardware tab says why there is no GPU here."
                ),
            ]
        if self.best_device == "cpu":
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
        results = getattr(getattr(self, "class_page", None), "entries", [])
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

    def _measured(self, result: object) -> str:
        """A result's conclusion as a Markdown list under "On this machine"."""
        lines = [f"- {render(line)}" for line in result.conclusion]
        return "\n".join(["## " + self.tr("On this machine"), *lines])


def lesson_of(window: QWidget) -> Lesson:
    """The window's state as a lesson file holds it; ConfigError if a training field is
    out of range (the lesson is saved only when it can be opened again)."""
    experiments = window.experiments_tab.pages.currentIndex()
    lab = window.call_tab.lab
    preset = lab.preset_box.currentData()
    code = lab.editor.toPlainText()
    config = window.training_tab.current_config()
    return Lesson(
        training=config.validated([config.device]),
        tab=TABS[window.tabs.currentIndex()],
        step=window.lesson_steps.panes[TABS[window.tabs.currentIndex()]].step,
        experiment=EXPERIMENT_PAGES[experiments],
        call_preset=preset,
        call_code=None if PRESETS[preset].is_own_code(code) else code,
        hidden=hidden_pages(window),
        language=current_language(),
        runs=tuple(
            window.kept.store.embedded(run, MAX_POINTS)
            for run in window.experiments_tab.runs_page.selected()
        ),
    )


def apply_lesson(window: QWidget, lesson: Lesson) -> None:
    """Put a checked lesson in the window, every part of it (nothing here can fail)."""
    if lesson.language is not None:
        window.view.set_language(lesson.language, remember=False)
    window.training_tab.show_config(lesson.training)
    pages = window.experiments_tab.pages
    pages.setCurrentIndex(EXPERIMENT_PAGES.index(lesson.experiment))
    set_hidden(window, lesson.hidden)
    window.call_tab.lab.choose_preset(lesson.call_preset)
    if lesson.call_code is not None:
        window.call_tab.lab.set_lesson_code(lesson.call_code)
    window.show_tab(lesson.tab)
    for pane in window.lesson_steps.panes.values():
        pane.show_step(lesson.step)
    window.kept.carry_in(lesson.runs)
