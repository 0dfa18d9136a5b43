"""Readable from the back row: projector mode, zoom, themes, keys, and settings that last."""

import pytest
from chinese_fallback import stays_english_without_a_chinese_font
from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QTableWidgetItem

from core.training import TrainConfig
from gui.shell import appearance
from gui.shell.appearance import CONTRAST_MIN, TEXT_PAIRS, Appearance, contrast, palette_for
from gui.shell.main_window import current_page
from gui.shell.settings import Settings
from gui.widgets import plots


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_projector_palettes_keep_every_text_at_seven_to_one(theme):
    palette = palette_for(Appearance(theme=theme, projector=True))
    for text, background in TEXT_PAIRS:
        ratio = contrast(palette.color(text), palette.color(background))
        assert ratio >= CONTRAST_MIN, (theme, text, background, ratio)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_normal_palettes_meet_four_and_a_half_to_one(theme):
    palette = palette_for(Appearance(theme=theme))
    for text, background in TEXT_PAIRS:
        assert contrast(palette.color(text), palette.color(background)) >= 4.5


def _tick_points(plot) -> float:
    return plot.getAxis("bottom").style["tickFont"].pointSizeF()


def test_zoom_reaches_widgets_and_plot_axes_legends_and_lines(qtbot, window):
    plot = window.training_tab.loss_plot.plot
    before = QApplication.font().pointSizeF()
    window.view.zoom(1)
    window.view.zoom(1)
    after = QApplication.font().pointSizeF()
    assert after > before
    assert _tick_points(plot) == pytest.approx(after)
    assert window.experiments_tab.race_page.plot.getAxis("left").style["tickFont"].pointSizeF() == (
        pytest.approx(after)
    )
    window.view.zoom(0)
    assert QApplication.font().pointSizeF() == pytest.approx(before)
    assert "Zoom 100 %" in window.statusBar().currentMessage()


def test_projector_mode_makes_text_twenty_points_and_lines_thick(qtbot, window):
    window.view.projector.trigger()
    assert QApplication.font().pointSizeF() >= 20
    assert plots.current_style().line_width >= 4
    assert window.training_tab.loss_plot.curve.opts["pen"].widthF() >= 4
    assert _tick_points(window.training_tab.loss_plot.plot) >= 20
    window.view.projector.trigger()
    assert QApplication.font().pointSizeF() < 20


def test_the_dark_theme_reaches_the_plots(qtbot, window):
    dark = next(a for a in window.view.themes.actions() if a.data() == "dark")
    dark.trigger()
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60
    plot = window.training_tab.loss_plot.plot
    assert plot.backgroundBrush().color().name() == "#000000"
    assert (
        window.training_tab.loss_plot.curve.opts["pen"].color().name().upper()
        == plots.OKABE_ITO_DARK[0]
    )


def test_every_action_in_a_menu_shows_its_shortcut(window):
    actions = [
        window.start_action,
        window.stop_action,
        window.next_page_action,
        window.view.projector,
        window.view.full_screen,
        window.view.zoom_in,
        window.view.zoom_out,
        window.view.zoom_reset,
        *window.tab_actions,
    ]
    in_menus = {a for menu in window.menuBar().findChildren(QMenu) for a in menu.actions()}
    for action in actions:
        assert action in in_menus, action.text()
        assert not action.shortcut().isEmpty(), action.text()
    assert window.view.projector.shortcut() == QKeySequence("F5")
    assert window.view.full_screen.shortcut() == QKeySequence("F11")


def test_keys_switch_tabs_cycle_pages_and_start_and_stop_training(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.current_tab() is window.experiments_tab
    pages = window.experiments_tab.pages
    first = pages.currentIndex()
    window.next_page_action.trigger()
    assert pages.currentIndex() == (first + 1) % pages.count()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    tab = window.training_tab
    assert current_page(window.current_tab()) is tab
    tab.epochs_box.setValue(5_000_000)
    with qtbot.waitSignal(tab.run_finished, timeout=30_000) as finished:
        window.start_action.trigger()  # Ctrl+R
        assert tab.is_running
        window.stop_action.trigger()  # Esc
    assert finished.args[0].status == "cancelled"


@pytest.fixture
def settings_file(tmp_path):
    return QSettings(str(tmp_path / "devicelab.ini"), QSettings.Format.IniFormat)


def test_garbage_settings_give_every_default_and_crash_nothing(qtbot, settings_file):
    for key, value in {
        "ui/theme": "purple",
        "ui/projector": "maybe",
        "ui/zoom": "1e309",
        "window/tab": "seven",
        "window/geometry": "not bytes",
        "window/state": 12,
        "training/config": '{"epochs": -5, "lr": "fast", "device": 42, "mode": "warp", '
        '"threads": 10000, "hidden": true, "seed": 7}',
    }.items():
        settings_file.setValue(key, value)
    settings = Settings(settings_file)
    assert settings.appearance() == Appearance()
    assert settings.tab(4) == 0 and settings.geometry() is None and settings.state() is None
    assert settings.train_config() == TrainConfig(seed=7)  # the one good value is kept

    from gui.shell.main_window import MainWindow

    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.training_tab.read_config() == TrainConfig(seed=7)
    window.close()


def test_a_state_saved_with_the_old_toolbar_row_leaves_no_empty_band(qtbot, settings_file):
    """Builds before the toolbar moved into the menu bar's corner saved it as a row of its
    own; restored, that row came back empty and took 6 % of a projector's height."""
    from PySide6.QtWidgets import QMainWindow, QToolBar

    from gui.shell.main_window import MainWindow

    old = QMainWindow()
    old_row = QToolBar()
    old_row.setObjectName("toolbar")
    old.addToolBar(old_row)
    Settings(settings_file).set_window(old.saveGeometry(), old.saveState())
    window = MainWindow(settings=Settings(settings_file))
    qtbot.addWidget(window)
    window.show()
    assert window.toolBarArea(window.toolbar).name == "NoToolBarArea"
    assert window.centralWidget().geometry().top() <= window.menuBar().geometry().bottom() + 1
    window.close()


def test_not_json_or_not_an_object_is_the_lessons_config(settings_file):
    for text in ("{{{", "[1, 2]", "null", "[" * 100_000):
        settings_file.setValue("training/config", text)
        assert Settings(settings_file).train_config() == TrainConfig()


def test_settings_survive_a_restart_and_reset_restores_the_defaults(qtbot, settings_file):
    from gui.shell.main_window import MainWindow

    first = MainWindow(settings=Settings(settings_file))
    qtbot.addWidget(first)
    first.view.zoom(1)
    first.tabs.setCurrentIndex(2)
    first.training_tab.epochs_box.setValue(777)
    first.training_tab.lr_edit.setText("0.05")
    first.close()

    second = MainWindow(settings=Settings(settings_file))
    qtbot.addWidget(second)
    assert second.view.appearance.zoom > 1 and second.tabs.currentIndex() == 2
    config = second.training_tab.read_config()
    assert (config.epochs, config.lr) == (777, 0.05)
    second.reset_settings()
    assert second.view.appearance == Appearance()
    assert second.training_tab.read_config() == TrainConfig()
    assert second.tabs.currentIndex() == 0
    second.close()


def test_screenshots_and_the_self_test_ignore_remembered_settings(settings_file):
    settings_file.setValue("ui/projector", "true")
    settings = Settings(settings_file, remember=False)
    assert settings.appearance() == Appearance()
    settings.set_window(QByteArray(b"x"), QByteArray(b"y"))
    assert settings_file.value("window/geometry") is None


def test_font_points_follow_zoom_and_never_drop_below_twenty_on_a_projector():
    assert appearance.font_points(Appearance(zoom=1.5), 10) == 15
    assert appearance.font_points(Appearance(projector=True, zoom=0.5), 10) == 20
    assert appearance.font_points(Appearance(projector=True, zoom=1.5), 10) == 30


def test_code_colours_read_on_both_backgrounds():
    from PySide6.QtGui import QColor

    from gui.widgets.code_editor import MARKS, SYNTAX

    for _pattern, (light, dark), _bold, _italic in SYNTAX:
        assert contrast(QColor(light), QColor("#FFFFFF")) >= 4.5, light
        assert contrast(QColor(dark), QColor("#000000")) >= 4.5, dark
    for light, dark in MARKS.values():
        assert contrast(QColor("#000000"), QColor(light)) >= 7
        assert contrast(QColor("#FFFFFF"), QColor(dark)) >= 7


def test_in_projector_mode_every_label_and_the_code_are_twenty_points(qtbot, window):
    from PySide6.QtWidgets import QLabel, QPushButton

    window.view.projector.trigger()
    for widget in window.findChildren(QLabel) + window.findChildren(QPushButton):
        assert widget.font().pointSizeF() >= 20, (widget.objectName(), widget.text()[:40])
    editor = window.call_tab.lab.editor
    assert editor.font().pointSizeF() >= 20
    assert editor.line_number_width() > editor.fontMetrics().horizontalAdvance("99")
    assert editor.viewportMargins().left() == editor.line_number_width()


def test_a_roles_colours_follow_the_theme(qtbot, window):
    from gui.shell.appearance import ACCENTS

    dark = next(a for a in window.view.themes.actions() if a.data() == "dark")
    dark.trigger()
    sheet = QApplication.instance().styleSheet()
    assert ACCENTS[(True, False)][5] in sheet  # the dark theme's error colour
    for is_dark, projector in ACCENTS:
        background = "#000000" if is_dark else "#FFFFFF"
        for colour in ACCENTS[(is_dark, projector)][4:]:  # notes and errors
            from PySide6.QtGui import QColor

            assert contrast(QColor(colour), QColor(background)) >= 4.5


def test_every_control_says_what_it_does_in_a_tooltip(window):
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QListWidget,
        QSlider,
    )

    missing = []
    for kind in (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QSlider, QListWidget):
        for control in window.findChildren(kind):
            inner = isinstance(control.parentWidget(), (QAbstractSpinBox, QComboBox))
            unnamed = isinstance(control, QAbstractButton) and not control.text()  # corners
            if not (inner or unnamed or control.toolTip()):
                missing.append(f"{type(control).__name__} {getattr(control, 'text', str)()}")
    assert not missing


def test_projector_mode_on_a_1024_by_768_projector_scrolls_instead_of_outgrowing_it(window):
    window.showNormal()
    window.resize(1024, 768)
    window.view.projector.trigger()
    minimum = window.minimumSizeHint()
    assert minimum.width() <= 1024 and minimum.height() <= 768
    for index in range(window.tabs.count()):
        window.show_index(index)
        assert window.width() == 1024 and window.height() == 768


def _pages(window):
    """Show every tab and each of its pages in turn; yield the name of what is shown."""
    for index, tab in enumerate(window.tab_widgets):
        window.show_index(index)
        pages = getattr(tab, "pages", None)
        for page in range(pages.count() if pages is not None else 1):
            if pages is not None:
                pages.setCurrentIndex(page)
            QApplication.processEvents()
            yield f"{window.tabs.tabText(index)} / page {page + 1}"


@pytest.mark.parametrize(
    ("size", "projector"), [((1024, 768), False), ((1024, 768), True), ((1920, 1080), True)]
)
def test_no_page_scrolls_sideways_or_cuts_words(qtbot, window, size, projector):
    from gui.widgets.layouts import VerticalScroll

    window.showNormal()
    window.resize(*size)
    if projector:
        window.view.projector.trigger()
    for shown in _pages(window):
        area = window.tabs.currentWidget().content
        assert area.widget().width() <= area.viewport().width(), shown
        for button in area.widget().findChildren(QPushButton):
            if button.isVisibleTo(window):
                assert button.width() >= button.minimumSizeHint().width(), (shown, button.text())
        for column in area.widget().findChildren(VerticalScroll):
            if column.isVisibleTo(window):
                needed = column.widget().minimumSizeHint().width()
                assert needed <= column.viewport().width(), shown


def _main_content(page):
    """What a page is for: its charts, its editor, its Run (or Start) button."""
    import pyqtgraph as pg

    found = [plot for plot in page.findChildren(pg.PlotWidget) if plot.isVisibleTo(page)]
    for name in ("run_button", "start_button", "editor"):
        widget = getattr(page, name, None)
        if widget is not None and widget.isVisibleTo(page):
            found.append(widget)
    return found


def _shown_part(widget, window):
    """The part of ``widget`` inside every widget around it, as the window shows it."""
    from PySide6.QtCore import QPoint, QRect

    shown, parent = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()), widget
    while (parent := parent.parentWidget()) is not None and parent is not window:
        shown = shown.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
    return shown.size()


@pytest.mark.slow
@pytest.mark.parametrize(("projector", "language"), [(False, "en"), (True, "en"), (True, "zh_CN")])
def test_at_1024_by_768_with_the_lesson_open_every_page_shows_its_main_content(
    qtbot, window, projector, language
):
    """A 1024×768 classroom projector, the lesson pane open: each page's chart, editor and
    Run button are whole in view without scrolling (its settings may scroll)."""
    window.lesson_action.setChecked(True)
    window.view.set_language(language, remember=False)
    window.showNormal()
    window.resize(1024, 768)
    if projector:
        window.view.projector.trigger()
    hidden = []
    for shown in _pages(window):
        page = window.tabs.currentWidget().content.widget()
        page = getattr(getattr(page, "pages", None), "currentWidget", lambda page=page: page)()
        for widget in _main_content(page):
            if _shown_part(widget, window) != widget.size():
                hidden.append(f"{shown}: {type(widget).__name__}")
    assert not hidden


@pytest.mark.parametrize("path", [(1024, 768), (2560, 1440)])
def test_the_layout_depends_on_the_size_and_the_font_not_on_the_way_there(qtbot, window, path):
    """Projector mode at 1920×1054 beside the lesson: arriving from a smaller or a larger
    window lays every page out the same (a plot once large no longer asks to stay large)."""
    from gui.widgets.layouts import Reflow

    window.lesson_action.setChecked(True)
    window.showNormal()
    window.view.projector.trigger()

    def layout():
        states = []
        for shown in _pages(window):
            reflows = window.tabs.currentWidget().content.widget().findChildren(Reflow)
            states.append((shown, [r.stacked for r in reflows if r.isVisibleTo(window)]))
        return states

    window.resize(1920, 1054)
    QApplication.processEvents()
    direct = layout()
    window.resize(*path)
    QApplication.processEvents()
    window.resize(1920, 1054)
    QApplication.processEvents()
    assert layout() == direct


def test_the_call_lab_stacks_its_trace_under_the_editor_only_when_it_must(qtbot, window):
    from gui.widgets.layouts import Reflow

    lab = window.call_tab.lab.findChild(Reflow)
    window.lesson_action.setChecked(False)  # the lab alone, in the window's whole width
    window.showNormal()
    window.show_tab("call")
    window.resize(1024, 768)
    QApplication.processEvents()
    assert not lab.stacked  # 9 pt: side by side
    window.view.projector.trigger()
    QApplication.processEvents()
    assert lab.stacked  # 20 pt: one above the other
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert not lab.stacked


def test_on_a_1920_projector_the_loss_plot_stays_beside_the_settings_and_the_lesson(qtbot, window):
    from gui.training.training_tab import PLOT_CHARS
    from gui.widgets.layouts import Reflow, char_width

    window.lesson_action.setChecked(True)
    window.showNormal()
    window.show_tab("training")
    window.resize(1920, 1080)
    window.view.projector.trigger()
    sides = window.training_tab.findChild(Reflow)
    qtbot.waitUntil(lambda: not sides.stacked, timeout=2_000)
    plot = window.training_tab.loss_plot.plot
    assert plot.width() >= PLOT_CHARS * char_width(sides)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_tall_page_elsewhere_never_pushes_the_labs_outcome_below_the_window(
    qtbot, window, language
):
    if language == "zh_CN" and stays_english_without_a_chinese_font(window):
        return
    window.view.set_language(language, remember=False)
    window.showNormal()
    window.show_tab("call")
    window.call_tab.pages.setCurrentIndex(0)  # the lab; its neighbour, the quick demo, is tall
    window.resize(1280, 800)
    area = window.tabs.currentWidget().content
    qtbot.waitUntil(lambda: area.widget().height() < 800, timeout=2_000)
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() == 0, timeout=2_000)
    status = window.call_tab.lab.status
    assert not status.visibleRegion().isEmpty()
    window.call_tab.pages.setCurrentIndex(1)  # the demo itself may scroll at this size
    window.call_tab.pages.setCurrentIndex(0)
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() == 0, timeout=2_000)


def test_bars_move_to_the_dark_palette_with_the_theme(qtbot, window):
    bars = window.hardware_tab.live_page.core_bars
    assert pg_colour(bars) == plots.OKABE_ITO[0]
    dark = next(a for a in window.view.themes.actions() if a.data() == "dark")
    dark.trigger()
    assert pg_colour(bars) == plots.OKABE_ITO_DARK[0]


def pg_colour(bars) -> str:
    import pyqtgraph as pg

    return pg.mkBrush(bars.opts["brush"]).color().name().upper()


def test_a_page_hidden_while_the_font_changed_takes_its_new_widths_when_shown(qtbot, window):
    from gui.widgets.layouts import VerticalScroll

    column = window.experiments_tab.race_page.findChild(VerticalScroll)
    window.showNormal()
    window.resize(1024, 768)
    for projector in (True, False):
        window.show_tab("hardware")
        window.view.projector.setChecked(projector)
        QApplication.processEvents()
        window.show_tab("experiments")
        QApplication.processEvents()
        # At 9 pt it has the room it asks; at 20 pt it gives way to the chart, never below
        # what its controls need at the new font.
        assert column.width() >= column.minimumSizeHint().width(), projector
        assert column.width() <= column.sizeHint().width(), projector
        if not projector:
            assert column.width() == column.sizeHint().width()


def test_maximised_tables_share_their_width_and_short_ones_show_every_row(qtbot, window):
    window.showNormal()
    window.resize(1920, 1080)
    window.view.projector.trigger()
    window.show_tab("experiments")
    table = window.experiments_tab.race_page.table
    table.setRowCount(1)
    for column in range(table.columnCount()):
        table.setItem(0, column, QTableWidgetItem("12.3 s"))
    qtbot.wait(20)
    widths = [table.columnWidth(column) for column in range(table.columnCount())]
    assert sum(widths) >= table.viewport().width() - table.columnCount()  # no empty corner
    for column, width in enumerate(widths):
        assert width >= table.sizeHintForColumn(column), column  # nothing cut
    assert max(widths) < 2 * min(widths)  # shared, not one wide last column
    parts = window.hardware_tab.vram_page.parts
    window.show_tab("hardware")
    window.hardware_tab.pages.setCurrentWidget(window.hardware_tab.vram_page)
    qtbot.wait(20)
    assert parts.verticalScrollBar().maximum() == 0  # all five rows at 20 pt


@pytest.mark.parametrize("device", ["cuda:1", "xpu:0", "mps"])
def test_a_gpu_device_of_any_vendor_is_remembered(settings_file, device):
    Settings(settings_file).set_train_config(TrainConfig(device=device))
    assert Settings(settings_file).train_config().device == device


def test_on_a_1920_projector_the_lesson_stays_beside_a_step_with_three_buttons(qtbot, window):
    """Step 4 has Compare with the class, Take an epoch apart and Try it: at projector size
    they wrap in the pane rather than widen it, so the pane stays beside the page."""
    from PySide6.QtCore import QPoint, QRect, Qt

    window.lesson_action.setChecked(True)
    window.showNormal()
    window.show_tab("experiments")
    tab = window.tabs.currentWidget()
    tab.pane.show_step("04_gpu_slower")
    window.view.projector.trigger()
    window.resize(1920, 1054)
    qtbot.waitUntil(lambda: tab.orientation() == Qt.Orientation.Horizontal, timeout=2_000)
    buttons = (tab.pane.class_button, tab.pane.see_button, tab.pane.try_button)

    def inside(button) -> bool:
        return tab.pane.rect().contains(QRect(button.mapTo(tab.pane, QPoint(0, 0)), button.size()))

    qtbot.waitUntil(lambda: all(inside(button) for button in buttons), timeout=2_000)
