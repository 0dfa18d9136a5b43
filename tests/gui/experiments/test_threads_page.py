"""The Threads page: idle and busy bars per thread count, and no busy core left behind."""

from gui.experiments.threads_page import ThreadsPage


def _spinners():
    import psutil

    return [child for child in psutil.Process().children(recursive=True) if child.is_running()]


def test_the_threads_page_draws_idle_and_busy_bars_for_each_count(qtbot, runner, show, machine):
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


def test_a_disturbed_step_is_marked_beside_its_number_and_gives_no_ratio(qtbot, runner, show):
    from core.experiments.threads import ThreadPoint, ThreadsResult

    page = show(ThreadsPage(runner))
    page.prepare()
    for point in (
        ThreadPoint("lesson", 1, False, 0.34e-3, 9),
        ThreadPoint("lesson", 1, True, 0.36e-3, 9),
        ThreadPoint("lesson", 2, False, 89e-3, 9, others_cores=1.6, unreliable=True),
        ThreadPoint("lesson", 2, True, 2.1e-3, 9),
    ):
        page.progress(point)
    cells = [[page.table.item(row, column).text() for column in (2, 3, 4)] for row in (0, 1)]
    assert cells == [["0.340 ms", "0.360 ms", "1.06×"], ["89.000 ms *", "2.100 ms", "–"]]
    idle = page.bars[("lesson", False)].opts["brushes"]
    assert [brush.color().alpha() for brush in idle] == [255, 70]
    result = ThreadsResult([1, 2], {"lesson": 1}, points=list(page._points))
    page.show_result(result)


def test_in_chinese_the_run_button_says_run_not_the_tables_run_column(window):
    """The table's "Run" column (which run: 任务) had given the page's button its word."""
    from chinese_fallback import stays_english_without_a_chinese_font

    if stays_english_without_a_chinese_font(window):
        return
    window.view.set_language("zh_CN", remember=False)
    race = window.pages.widget("experiments.race")
    threads = window.pages.widget("experiments.threads")
    assert threads.run_button.text() == race.run_button.text() == "运行"
    assert threads.table.horizontalHeaderItem(0).text() == "任务"
