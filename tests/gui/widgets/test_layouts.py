"""The shared layouts: a stacked column of controls shows whole; the tab scrolls instead, and
the wheel scrolls the page, never a setting it passes over (gui.widgets.actions.WheelGuard)."""

from gui.widgets.layouts import PinnedColumn, Reflow


def test_on_a_small_projector_the_settings_scroll_and_run_stays_in_view(qtbot, window):
    """1024×768 in projector mode, the lesson pane under the page: each measurement page
    keeps its chart beside its controls; the controls scroll in their column, and Run and
    Stop, pinned under it, stay whole and in view (once the Homework page's were hidden)."""
    window.showNormal()
    window.resize(1024, 768)
    window.view.projector.trigger()
    for page_id in ("hardware.throughput", "experiments.homework"):
        window.pages.show(page_id)
        page = window.pages.widget(page_id)
        reflow = page.findChild(Reflow)
        qtbot.waitUntil(lambda reflow=reflow: not reflow.stacked)

        def run_in_view(page=page) -> bool:  # a page built just now settles in a moment
            button = page.run_button
            return button.mapTo(page, button.rect().bottomLeft()).y() <= page.height()

        qtbot.waitUntil(run_in_view)
        column = page.findChild(PinnedColumn)
        assert column.scroll.widget().minimumSizeHint().width() <= column.scroll.viewport().width()
        for button in (page.run_button, page.stop_button):
            assert button.height() >= button.minimumSizeHint().height()
            assert button.mapTo(page, button.rect().bottomLeft()).y() <= page.height()


def _wheel(widget, steps: int = -3):
    """A mouse-wheel turn over the middle of ``widget``, as the system sends it."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _scroll_bars_around(widget):
    """The vertical scroll bars of the areas around ``widget`` that can scroll."""
    from PySide6.QtWidgets import QAbstractScrollArea

    bars, parent = [], widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            bar = parent.verticalScrollBar()
            if bar.maximum() > bar.minimum():
                bars.append(bar)
        parent = parent.parentWidget()
    return bars


def test_the_wheel_scrolls_the_page_not_a_setting_it_passes_over(qtbot, window):
    """Scrolling the Training tab on a small screen with the mouse over Mode and Epochs
    changes neither; a box clicked into takes the wheel as before."""
    window.showNormal()
    window.resize(1024, 560)  # short enough that the settings column scrolls
    window.show_tab("training")
    tab = window.training_tab
    mode, epochs = tab.mode_box.currentData(), tab.epochs_box.value()
    bars = _scroll_bars_around(tab.mode_box)
    assert bars, "at 1024×560 the Training tab's settings scroll"
    before = [bar.value() for bar in bars]
    _wheel(tab.mode_box)
    _wheel(tab.epochs_box)
    assert tab.mode_box.currentData() == mode and tab.epochs_box.value() == epochs
    assert [bar.value() for bar in bars] != before  # the page scrolled instead
    tab.epochs_box.setFocus()
    qtbot.waitUntil(tab.epochs_box.hasFocus)
    _wheel(tab.epochs_box, steps=1)
    assert tab.epochs_box.value() != epochs


def _controls_and_chart(qtbot, lines: int):
    """A ChartBeside whose controls are ``lines`` fixed-height rows and a chart."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from gui.widgets.layouts import ChartBeside

    controls = QWidget()
    column = QVBoxLayout(controls)
    for line in range(lines):
        row = QLabel(f"setting {line}")
        row.setFixedHeight(30)
        column.addWidget(row)
    chart = QWidget()
    chart.setMinimumSize(50, 50)
    both = ChartBeside(controls, chart, column_chars=20)
    qtbot.addWidget(both)
    both.show()
    return both


def test_a_chart_stays_under_its_controls_while_it_keeps_half_the_height(qtbot):
    both = _controls_and_chart(qtbot, lines=3)
    both.resize(800, 600)
    qtbot.waitUntil(lambda: both.chart.geometry().top() >= both.controls.geometry().bottom())
    assert not both.beside
    assert both.chart.width() >= 780


def test_a_chart_moves_beside_its_controls_where_it_would_keep_less(qtbot):
    """A short window (1024×768 at 20 pt under the lesson): the controls become a column at
    most 45 % of the width, the chart takes the whole height; taller again, it goes back."""
    from gui.widgets.layouts import COLUMN_SHARE

    both = _controls_and_chart(qtbot, lines=8)
    both.resize(800, 400)
    qtbot.waitUntil(lambda: both.chart.geometry().left() >= both.controls.geometry().right())
    assert both.beside
    assert both.chart.height() >= 380
    assert both.controls.width() <= COLUMN_SHARE * 800
    both.resize(800, 1200)
    qtbot.waitUntil(lambda: both.controls.width() >= 780)
    assert not both.beside


def test_the_runs_page_keeps_its_chart_beside_the_table_at_xga(qtbot, window):
    """The Runs page at 1024×768 in projector mode, the pane open: the chart beside the
    table takes the page's height; at 1920×1054 in ordinary text it sits under the table's
    thirteen columns."""
    from gui.widgets.layouts import ChartBeside

    window.showNormal()
    window.view.projector.trigger()
    window.lesson_action.setChecked(True)
    window.pages.show("experiments.runs")
    both = window.pages.widget("experiments.runs").findChild(ChartBeside)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: both.beside)
    window.view.projector.trigger()
    window.resize(1920, 1054)
    qtbot.waitUntil(lambda: not both.beside)
