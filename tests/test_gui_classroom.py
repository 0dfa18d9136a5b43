"""The classroom features of the window: projector mode, zoom, keyboard, languages, lesson
panes, lesson files and settings, as a teacher uses them in front of a class."""

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget
from widget_controls import controls

from core.cli import TABS
from core.training import TrainConfig
from gui.lesson_pane import LESSONS

CHINESE = re.compile(r"[\u4e00-\u9fff]")


def test_every_control_has_a_tooltip(window):
    missing = [
        f"{type(w).__name__} {getattr(w, 'text', str)()!r} in {type(w.parentWidget()).__name__}"
        for w in controls(window.centralWidget())
        if not w.toolTip().strip()
    ]
    assert not missing, missing


def test_every_toolbar_button_shows_its_text(window):
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert all(action.text() for action in window.toolbar.actions() if not action.isSeparator())


def test_projector_mode_makes_every_font_at_least_20_pt(window, qtbot):
    window.resize(1920, 1080)
    window.projector_action.trigger()
    assert window.appearance.projector
    qtbot.wait(50)
    small = [
        f"{type(w).__name__}: {w.font().pointSizeF()}"
        for w in window.findChildren(QWidget)
        if w.isVisibleTo(window) and 0 < w.font().pointSizeF() < 20
    ]
    assert not small, small[:10]
    axis = window.training_tab.plot.getAxis("bottom")
    assert axis.style["tickFont"].pointSizeF() >= 20
    assert axis.pen().widthF() >= 2
    window.projector_action.trigger()
    assert not window.appearance.projector
    assert window.font().pointSizeF() < 20


def test_the_shortcuts_are_the_documented_ones(window):
    assert window.projector_action.shortcut() == QKeySequence("F5")
    assert window.full_screen_action.shortcut() == QKeySequence("F11")
    assert window.start_action.shortcut() == QKeySequence("Ctrl+R")
    assert window.stop_action.shortcut() == QKeySequence("Esc")
    assert QKeySequence("Ctrl++") in window.zoom_in_action.shortcuts()
    assert window.zoom_out_action.shortcut() == QKeySequence("Ctrl+-")
    assert window.zoom_reset_action.shortcut() == QKeySequence("Ctrl+0")
    assert [a.shortcut() for a in window.tab_actions] == [
        QKeySequence(f"Ctrl+{n}") for n in range(1, 5)
    ]


def test_ctrl_number_switches_tabs_and_keys_reach_the_actions(window, qtbot):
    window.activateWindow()
    for number, name in enumerate(TABS, start=1):
        window.tab_actions[number - 1].trigger()
        assert window.tabs.currentIndex() == TABS.index(name)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.appearance.projector
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert not window.appearance.projector


def test_full_screen_and_esc_leaves_it(window, qtbot):
    window.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2_000)
    window.stop_action.trigger()  # nothing runs: Esc leaves full screen
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2_000)
    assert not window.full_screen_action.isChecked()


def test_zoom_reaches_the_whole_window_and_the_plot_axes(window):
    axis = window.training_tab.plot.getAxis("left")
    before_font = window.font().pointSizeF()
    before_ticks = axis.style["tickFont"].pointSizeF()
    window.zoom_in_action.trigger()
    window.zoom_in_action.trigger()
    assert window.appearance.zoom == 1.25
    assert window.font().pointSizeF() == pytest.approx(before_font * 1.25, abs=0.1)
    assert axis.style["tickFont"].pointSizeF() == pytest.approx(before_ticks * 1.25, abs=0.1)
    window.zoom_reset_action.trigger()
    assert window.font().pointSizeF() == pytest.approx(before_font)


def test_ctrl_r_starts_training_and_esc_stops_it(window, qtbot):
    window.show_tab("training")
    window.training_tab.epochs_box.setValue(5_000_000)
    window.start_action.trigger()
    assert window.training_tab.is_running
    window.stop_action.trigger()
    qtbot.waitUntil(lambda: not window.training_tab.is_running, timeout=10_000)


def test_the_language_switches_live_and_back(window, monkeypatch):
    monkeypatch.setattr("gui.main_window.can_show", lambda _language: True)
    window.training_tab.epochs_box.setValue(1234)  # a user's input survives the switch
    window.language_actions["zh_CN"].trigger()
    try:
        assert CHINESE.search(window.tabs.tabText(1))
        assert CHINESE.search(window.file_menu.title())
        assert CHINESE.search(window.lesson_panes["training"].browser.toPlainText())
        assert window.language_actions["zh_CN"].isChecked()
    finally:
        window.language_actions["en"].trigger()
    assert window.tabs.tabText(1) == "Training"
    assert window.training_tab.epochs_box.value() == 1234
    assert not CHINESE.search(window.lesson_panes["training"].browser.toPlainText())


def test_without_a_chinese_font_the_language_stays_and_says_why(window, monkeypatch):
    monkeypatch.setattr("gui.i18n.chinese_font_family", lambda: None)
    window.language_actions["zh_CN"].trigger()
    assert window.tabs.tabText(1) == "Training"
    assert window.language_actions["en"].isChecked()
    assert "fonts-noto-cjk" in window.statusBar().currentMessage()


def test_each_tab_has_its_lessons_in_the_lessons_order(window):
    shown = [lesson for name in TABS for lesson in window.lesson_panes[name].lesson_ids]
    assert shown == sorted(shown) and len(shown) == 6
    for name in TABS:
        pane = window.lesson_panes[name]
        assert pane.lesson_ids == LESSONS[name]
        assert pane.browser.toPlainText().strip()
    window.lesson_action.trigger()
    assert not window.lesson_panes["training"].isVisibleTo(window)
    window.lesson_action.trigger()
    assert window.lesson_panes["training"].isVisibleTo(window)


def test_try_it_sets_up_each_lessons_demo(window):
    window.training_tab.epochs_box.setValue(77)
    window.try_lesson("03_to_device")
    assert window.tabs.currentIndex() == TABS.index("training")
    assert window.training_tab.read_config() == TrainConfig(device="cpu")
    window.try_lesson("04_gpu_slower")
    assert window.experiments_tab.current_page() == "race"
    window.try_lesson("05_homework")
    assert window.experiments_tab.current_page() == "homework"
    window.try_lesson("06_call")
    assert window.tabs.currentIndex() == TABS.index("call")
    assert window.call_tab.current_preset() == "counter"
    for lesson in ("01_cpu_name", "02_gpu_name"):
        window.try_lesson(lesson)
        assert window.tabs.currentIndex() == TABS.index("hardware")


def test_the_homework_pane_shows_the_measured_answer(window, monkeypatch):
    answer = "Recording less saved 8 %."
    monkeypatch.setattr(window.experiments_tab, "homework_answer", lambda: answer)
    pane = window.lesson_panes["experiments"]
    pane.show_lesson("05_homework")
    window.experiments_tab.homework_answered.emit()
    assert answer in pane.browser.toPlainText()
    assert "Measured on this machine" in pane.browser.toPlainText()


def test_a_lesson_file_round_trips_the_demo(window, tmp_path):
    path = tmp_path / "class.devicelab.json"
    window.training_tab.set_config(TrainConfig(epochs=321, lr=0.05, hidden=16))
    window.experiments_tab.show_page("homework")
    window.call_tab.choose_preset("counter")
    hidden = sorted(window.hideable_controls())[:1]
    window.set_hidden_controls(hidden)
    window.show_tab("experiments")
    assert window.save_lesson(str(path))

    window.training_tab.set_config(TrainConfig())
    window.experiments_tab.show_page("race")
    window.set_hidden_controls([])
    window.show_tab("hardware")
    assert window.open_lesson(str(path))
    assert window.training_tab.read_config() == TrainConfig(epochs=321, lr=0.05, hidden=16)
    assert window.experiments_tab.current_page() == "homework"
    assert window.hidden_controls() == hidden
    assert window.tabs.currentIndex() == TABS.index("experiments")


@pytest.mark.parametrize(
    "content",
    [
        "{broken",
        json.dumps({"format": "devicelab-lesson", "version": 1, "hidden": ["no.such.control"]}),
        json.dumps({"format": "devicelab-lesson", "version": 1, "training": {"lr": -1}}),
        json.dumps({"format": "devicelab-lesson", "version": 1,
                    "experiment": {"page": "race", "devices": "all of them"}}),
    ],
)
def test_a_bad_lesson_file_says_why_and_changes_nothing(window, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    window.training_tab.set_config(TrainConfig(epochs=999))
    window.experiments_tab.show_page("crossover")
    window.show_tab("call")
    before = (window.training_tab.read_config(), window.experiments_tab.experiment_state(),
              window.hidden_controls())
    assert not window.open_lesson(str(path))
    after = (window.training_tab.read_config(), window.experiments_tab.experiment_state(),
             window.hidden_controls())
    assert after == before
    assert window.tabs.currentIndex() == TABS.index("call")
    assert "bad.json" in window.statusBar().currentMessage()


def test_settings_come_back_in_the_next_window(window, qtbot):
    from gui.main_window import MainWindow

    window.projector_action.trigger()
    window.zoom_in_action.trigger()
    window.theme_actions["dark"].trigger()
    window.training_tab.set_config(TrainConfig(epochs=4321, mode="deferred"))
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    try:
        assert again.appearance.projector and again.appearance.theme == "dark"
        assert again.appearance.zoom == 1.1
        assert again.projector_action.isChecked() and again.theme_actions["dark"].isChecked()
        assert again.training_tab.read_config() == TrainConfig(epochs=4321, mode="deferred")
    finally:
        again.projector_action.trigger()
        again.theme_actions["system"].trigger()
        again.zoom_reset_action.trigger()
        again.close()
