"""The lesson beside each tab: every step in both languages, each Try it sets up its panel
without starting it, the pane follows the language and is remembered open or closed."""

from importlib.resources import files

import pytest
from chinese_fallback import stays_english_without_a_chinese_font

from core.pages import TABS
from gui.lessons.lesson_pane import (
    CLASS_TRIES,
    SECOND_TRIES,
    STEPS,
    TAB_STEPS,
    step_markdown,
    step_title,
)
from gui.lessons.lesson_steps import TRY_PAGES
from gui.shell.settings import Settings


def test_every_step_exists_in_both_languages_and_no_lesson_file_is_orphaned():
    folder = files("resources") / "lessons"
    for language in ("en", "zh_CN"):
        found = sorted(path.name for path in (folder / language).iterdir())
        assert found == sorted(f"{step}.md" for step in STEPS), language
        for step in STEPS:
            text = step_markdown(step, language)
            assert step_title(text) and "`" not in step_title(text), (language, step)
            assert ("Try it" if language == "en" else "试一试") in text, (language, step)
    assert sorted(path.name for path in folder.iterdir()) == ["en", "zh_CN"]
    assert set(TAB_STEPS) == set(TABS)
    assert {step for steps in TAB_STEPS.values() for step in steps} == set(STEPS)


def test_try_it_says_press_start_only_where_start_starts_something(qtbot, window):
    """Steps 1–2 show the CPU & GPU page, where Start has nothing to start: the status
    bar must not send the teacher to Ctrl+R there."""
    for step in STEPS:
        window.lesson_steps.try_step(step)
        said = window.statusBar().currentMessage()
        assert ("Ctrl+R" in said) == window.can_start(), (step, said)
        if "Ctrl+R" in said:
            window.start_current()
            assert window.statusBar().currentMessage() != "Nothing to start on this page."
            window.stop_or_leave_full_screen()
            qtbot.waitUntil(lambda: window.runner.measurement is None, timeout=30_000)


def test_every_try_it_sets_up_its_panel_without_starting_anything(qtbot, window):
    assert set(TRY_PAGES) == {
        *STEPS,
        *SECOND_TRIES.values(),
        *CLASS_TRIES.values(),
    }
    expected_tab = {step: name for name, steps in TAB_STEPS.items() for step in steps}
    for step in STEPS:
        window.lesson_steps.try_step(step)
        assert TABS[window.tabs.currentIndex()] == expected_tab[step], step
        assert window.runner.running == 0 or window.hardware_tab.probes_running, step
        assert all(pane.step == step for pane in window.lesson_steps.panes.values())
    experiments = window.experiments_tab
    window.lesson_steps.try_step("04_gpu_slower")
    assert experiments.pages.current_page() is experiments.race_page
    race_list = experiments.race_page.device_list
    every = [race_list.item(row).text() for row in range(race_list.count())]
    assert experiments.race_page.chosen_devices() == every
    assert experiments.race_page.epochs_box.value() == 20_000
    window.lesson_steps.try_step("05_homework")
    assert experiments.pages.current_page() is experiments.homework_page
    pane = window.lesson_steps.panes["experiments"]
    assert pane.see_button.isHidden()  # the homework has one Try it
    window.lesson_steps.try_step("04_gpu_slower")
    assert not pane.see_button.isHidden()
    experiments.anatomy_page.record_box.setChecked(False)
    pane.see_button.click()
    assert experiments.pages.current_page() is experiments.anatomy_page
    assert experiments.anatomy_page.record_box.isChecked()  # the lesson's loop, as written
    assert pane.step == "04_gpu_slower" and window.runner.running == 0
    pane.class_button.click()  # compare with the class: the Class page, nothing started
    assert experiments.pages.current_page() is experiments.class_page
    assert experiments.class_page.session.collector is None
    hardware_pane = window.lesson_steps.panes["hardware"]
    window.lesson_steps.try_step("02_gpu_name")
    assert hardware_pane.class_button.isHidden()
    window.lesson_steps.try_step("01_cpu_name")
    assert not hardware_pane.class_button.isHidden()
    window.lesson_steps.try_step("03_to_device")
    assert window.training_tab.current_config().epochs == 20_000
    assert not window.training_tab.is_running
    window.call_tab.lab.editor.setPlainText("x = 1\n")
    window.lesson_steps.try_step("06_call")
    assert "class Counter" in window.call_tab.lab.editor.toPlainText()


def test_the_pane_follows_a_live_language_switch(qtbot, window):
    if stays_english_without_a_chinese_font(window):
        return
    pane = window.lesson_steps.panes["hardware"]
    assert pane.browser.toPlainText().startswith("Reading a CPU's name")
    window.view.set_language("zh_CN", remember=False)
    assert pane.browser.toPlainText().startswith("看懂 CPU 的型号")
    assert pane.chooser.itemText(0) == "1. 看懂 CPU 的型号"
    window.view.set_language("en", remember=False)
    assert pane.browser.toPlainText().startswith("Reading a CPU's name")


def test_without_a_gpu_the_slower_step_says_this_machine_cannot_repeat_the_race(qtbot, window):
    window.model.set_devices(["cpu"])
    pane = window.lesson_steps.panes["experiments"]
    pane.show_step("04_gpu_slower")
    assert "PyTorch finds no GPU here" in pane.browser.toPlainText()
    # the lesson's 性能浪费 from the recorded H200's own matrix multiply
    assert "H200 used 0.00014 % of what it can do" in pane.browser.toPlainText()
    window.model.set_devices(["cpu", "cuda:0"])
    assert "PyTorch finds no GPU here" not in pane.browser.toPlainText()


def test_the_slower_step_says_how_much_of_the_cpu_the_race_used(qtbot, window):
    """After a race, the step ends with this machine's numbers; once the Throughput page
    measured the device, with the share of it the run used."""
    from types import SimpleNamespace

    window.model.set_devices(["cpu"])
    pane = window.lesson_steps.panes["experiments"]
    pane.show_step("04_gpu_slower")
    page = window.experiments_tab.race_page
    page.epochs_box.setValue(200)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    assert "Run the Throughput page to see how much" in pane.browser.toPlainText()
    window.model.throughput_measured(
        SimpleNamespace(measurements=[SimpleNamespace(device="cpu", case="matmul", rate=400.0)])
    )
    share = 59_446 / (done.args[0].runs[0].us_per_epoch * 1e-6) / 1e9 / 400.0
    assert f"cpu used {share * 100:.2g} % of what it can do" in pane.browser.toPlainText()


def test_a_failed_race_leaves_the_step_as_it_was(qtbot, window):
    """A race that fails sends its error text where a result goes: the step keeps its
    words (it read the text's conclusion and raised before)."""
    window.model.set_devices(["cpu"])
    pane = window.lesson_steps.panes["experiments"]
    pane.show_step("04_gpu_slower")
    before = pane.browser.toPlainText()
    window.experiments_tab.race_page.finished.emit("CUDA error: out of memory")
    window.experiments_tab.homework_page.finished.emit("CUDA error: out of memory")
    pane.refresh()
    assert pane.browser.toPlainText() == before


@pytest.mark.slow
def test_the_homework_step_ends_with_this_machines_answer(qtbot, window):
    page = window.experiments_tab.homework_page
    page.epochs_box.setValue(200)
    page.start()
    qtbot.waitUntil(lambda: not page.buttons.running, timeout=60_000)
    pane = window.lesson_steps.panes["experiments"]
    pane.show_step("05_homework")
    text = pane.browser.toPlainText()
    assert "On this machine" in text and "recording" in text.lower()


def test_the_pane_is_remembered_open_or_closed_and_reset_shows_it(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from gui.shell.main_window import MainWindow

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=Settings(store))
    qtbot.addWidget(first)
    assert first.lesson_action.isChecked()
    first.lesson_action.trigger()
    assert all(pane.isHidden() for pane in first.lesson_steps.panes.values())
    first.close()
    second = MainWindow(settings=Settings(store))
    qtbot.addWidget(second)
    assert not second.lesson_action.isChecked()
    assert second.lesson_steps.panes["training"].isHidden()
    second.reset_settings()
    assert second.lesson_action.isChecked()
    assert not any(pane.isHidden() for pane in second.lesson_steps.panes.values())
    second.close()


def _code_fragments(document):
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if "monospace" in (fragment.charFormat().fontFamilies() or []):
                yield block, fragment
            iterator += 1
        block = block.next()


def test_the_lessons_code_takes_projector_size_and_wraps_in_a_narrow_pane(qtbot, window):
    pane = window.lesson_steps.panes["training"]
    window.view.projector.trigger()
    code = list(_code_fragments(pane.browser.document()))
    assert code
    for block, fragment in code:
        assert fragment.charFormat().font().pointSizeF() >= 20
        assert not block.blockFormat().nonBreakableLines()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_code_in_a_narrow_pane_never_wraps_inside_a_token(qtbot, window, language):
    """A student copying from a projector saw `NumberOfLogicalPro` / `cessors` and `.to` /
    `(device)`: every step's code, in blocks and in the text, breaks between words only."""
    window.view.set_language(language, remember=False)
    window.view.projector.trigger()
    pane = window.lesson_steps.panes["hardware"]
    pane.fold_button.setChecked(False)  # under the page: unfolded to read
    pane.browser.setFixedWidth(300)  # a narrow pane beside a 1024×768 page
    window.show()
    cut, wrapped = [], 0
    for step in range(pane.chooser.count()):
        pane.chooser.setCurrentIndex(step)
        qtbot.waitUntil(lambda: pane.browser.document().textWidth() < 300)
        for block, fragment in _code_fragments(pane.browser.document()):
            layout = block.layout()
            start = fragment.position() - block.position()
            code = range(start + 1, start + fragment.length())
            breaks = [layout.lineAt(n).textStart() for n in range(1, layout.lineCount())]
            wrapped += len(breaks)
            cut += [
                f"{block.text()[:at]}|{block.text()[at:]}"
                for at in breaks
                if at in code and _inside_a_token(block, at)
            ]
    assert wrapped > 20  # the check saw code wrap
    assert not cut, cut[:3]
    pane.chooser.setCurrentIndex(0)
    pane.browser.selectAll()
    copied = pane.browser.createMimeDataFromSelection().text()
    assert "https://pypi.tuna.tsinghua.edu.cn/simple" in copied  # as written: nothing hidden


def _inside_a_token(block, at: int) -> bool:
    """A line break at ``at`` falls between two characters of one code token."""
    before, after = block.text()[at - 1], block.text()[at]
    return before.isascii() and after.isascii() and not (before.isspace() or after.isspace())


def test_a_new_step_opens_at_its_top_and_the_same_step_keeps_its_place(qtbot, window):
    pane = window.lesson_steps.panes["call"]
    window.show_tab("call")
    pane.fold_button.setChecked(False)  # under the page: unfolded to read
    pane.show_step("06_call")
    bar = pane.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    pane.refresh()  # the same step again (a new measurement, a new language)
    assert bar.value() == bar.maximum() > 0
    pane.show_step("05_homework")
    assert bar.value() == 0


def test_the_cpu_step_says_where_the_classs_cpus_stand_as_they_arrive(qtbot, window):
    from class_results import student_result

    from core.classroom.result import check_result

    pane = window.lesson_steps.panes["hardware"]
    window.lesson_steps.try_step("01_cpu_name")
    assert "This class's machines" not in pane.browser.toPlainText()  # no class yet
    apple = {"model": "Apple M2", "threads": 8, "torch_threads": 8}
    window.experiments_tab.class_page.session.add(
        [
            check_result(student_result(cpu_ms_per_epoch=0.2)),
            check_result(student_result(cpu_ms_per_epoch=0.1)),
            check_result(student_result(cpu=apple, cpu_ms_per_epoch=0.08)),
        ]
    )
    text = pane.browser.toPlainText()
    assert "This class's machines (3)" in text
    fastest, slower = text.index("Apple M2: 0.080 ms"), text.index("Intel Core, generation 11")
    assert fastest < slower and "0.150 ms per epoch on the CPU (median of 2)" in text


def test_a_kept_class_stands_under_the_cpu_step_from_the_next_start(qtbot, window_factory):
    """The Class page is built when opened, or at once where a class was kept: a restart
    shows the class's CPUs under step 1 before anyone opens the page."""
    from class_results import student_result

    from core.classroom.result import check_result

    first = window_factory()
    assert not first.pages.is_built("experiments.class")  # no class kept: not built yet
    first.experiments_tab.class_page.session.add(
        [check_result(student_result(cpu_ms_per_epoch=ms)) for ms in (0.1, 0.2)]
    )
    first.close()
    again = window_factory()
    assert again.pages.is_built("experiments.class")
    again.lesson_steps.try_step("01_cpu_name")
    assert "This class's machines (2)" in again.lesson_steps.panes["hardware"].browser.toPlainText()


def test_under_a_page_on_a_small_projector_the_pane_folds_to_one_row_and_unfolds(qtbot, window):
    """1024×768 in projector mode: the pane under the page starts folded to its one row (the
    step, Try it, Read), the page keeps the room; Read unfolds it to nearly half, Fold
    gives the room back. Beside a page (1920) there is nothing to fold."""
    from PySide6.QtCore import Qt

    window.lesson_action.setChecked(True)
    window.showNormal()
    window.view.projector.trigger()
    window.resize(1024, 768)
    window.show_tab("experiments")
    tab = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: tab.orientation() == Qt.Orientation.Vertical, timeout=2_000)
    qtbot.waitUntil(lambda: tab.pane.height() <= tab.pane.folded_height(), timeout=2_000)
    assert tab.pane.folded and tab.pane.browser.isHidden()
    assert tab.pane.fold_button.text() == "Read" and tab.pane.try_button.isVisible()
    tab.pane.fold_button.click()
    qtbot.waitUntil(lambda: tab.pane.height() > 0.35 * tab.height(), timeout=2_000)
    assert tab.pane.browser.isVisible() and tab.pane.fold_button.text() == "Fold"
    tab.pane.fold_button.click()
    qtbot.waitUntil(lambda: tab.pane.height() <= tab.pane.folded_height(), timeout=2_000)
    window.resize(1920, 1054)
    qtbot.waitUntil(lambda: tab.orientation() == Qt.Orientation.Horizontal, timeout=2_000)
    assert tab.pane.fold_button.isHidden() and tab.pane.browser.isVisible()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_code_too_wide_for_the_pane_is_drawn_smaller_never_cut_or_scrolled(qtbot, window, language):
    """Beside a 1920 projector's page the pane is ~500 px: 20 pt code cut
    `{processor.NumberOfLogicalProcessors}`. Each step's code fits its width, drawn no
    smaller than CODE_LEAST of the text."""
    from gui.lessons.lesson_pane import CODE_LEAST

    window.view.set_language(language, remember=False)
    window.view.projector.trigger()
    pane = window.lesson_steps.panes["hardware"]
    pane.fold_button.setChecked(False)
    pane.browser.setFixedWidth(500)
    window.show()
    text_size = pane.browser.document().defaultFont().pointSizeF()
    for step in range(pane.chooser.count()):
        pane.chooser.setCurrentIndex(step)
        qtbot.waitUntil(lambda: pane.browser.viewport().width() < 500)
        assert pane.browser.horizontalScrollBar().maximum() == 0, step
        sizes = {
            f.charFormat().fontPointSize() for _, f in _code_fragments(pane.browser.document())
        }
        assert all(size == 0 or size >= CODE_LEAST * text_size - 0.1 for size in sizes), sizes


@pytest.mark.parametrize("tab", TABS)
def test_each_tab_opened_at_the_launch_shows_its_step_from_the_title(qtbot, window_factory, tab):
    """Qt scrolled a text view to its cursor when first shown, while the pane was still a
    few pixels tall: the Training tab's step opened with its title cut off."""
    from gui.shell.main_window import MainWindow

    def opened_on_the_tab() -> MainWindow:
        made = MainWindow()
        made.show_tab(tab)
        made.resize(1280, 800)
        return made

    window = window_factory(opened_on_the_tab)
    qtbot.waitExposed(window)
    window.model.set_devices(["cpu"])  # the probes' answer rewrites every pane at its place
    assert window.lesson_steps.panes[tab].browser.verticalScrollBar().value() == 0
