"""The Threads page: idle and busy bars per thread count, and no busy core left behind."""

from gui.experiments.threads_page import ThreadsPage


def _spinners():
    import psutil

    return [child for child in psutil.Process().children(recursive=True) if child.is_running()]


def test_the_threads_page_draws_idle_and_busy_bars_for_each_count(qtbot, runner, show):
    page = show(ThreadsPage(runner))
    page.large_box.setChecked(False)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    result = done.args[0]
    counts = page.counts
    assert [(p.threads, p.busy) for p in result.points] == [
        (n, busy) for busy in (False, True) for n in counts
    ]
    for busy in (False, True):
        heights = page.bars[("lesson", busy)].opts["height"]
        assert list(heights) == [p.milliseconds for p in result.points if p.busy == busy]
    assert page.table.rowCount() == len(counts)
    assert page.table.item(0, 4).text().endswith("×")
    assert "auto picks 1 thread" in page.conclusion.text()
    assert not page.plots["large"].isVisible() and not _spinners()


def test_closing_the_window_mid_threads_experiment_ends_the_busy_core(qtbot, window):
    page = window.experiments_tab.threads_page
    page.large_box.setChecked(False)
    page.start()
    qtbot.waitUntil(lambda: bool(_spinners()), timeout=60_000)
    window.close()  # returns once every job has stopped
    qtbot.waitUntil(lambda: not _spinners(), timeout=10_000)
