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
