"""The shared layouts: a stacked column of controls shows whole; the tab scrolls instead."""

from gui.widgets.controls import Reflow, VerticalScroll


def test_on_a_small_projector_a_stacked_column_shows_whole(qtbot, window):
    """1024×768 in projector mode, the lesson pane under the page: each measurement page
    stacks its controls over its chart or table. The column shows whole (Run and Stop
    too) and the tab scrolls; it is never squeezed into a scroll area of its own (the
    Throughput page's buttons were cut in half, the Homework page's hidden)."""
    window.showNormal()
    window.resize(1024, 768)
    window.view.projector.trigger()
    pages = [window.hardware_tab.throughput_page, window.experiments_tab.homework_page]
    for page in pages:
        tabs = page.parentWidget().parentWidget()  # the tab's PageTabs
        tabs.setCurrentWidget(page)
        window.show_tab("hardware" if page is pages[0] else "experiments")
        reflow = page.findChild(Reflow)
        column = reflow.findChild(VerticalScroll)
        qtbot.waitUntil(lambda reflow=reflow: reflow.stacked)
        qtbot.waitUntil(lambda column=column: column.verticalScrollBar().maximum() == 0)
        assert column.height() >= column.widget().heightForWidth(column.viewport().width())
