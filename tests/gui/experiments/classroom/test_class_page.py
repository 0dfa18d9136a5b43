"""The Class page: a class collected on the loopback address, shown as a chart and a table,
kept across a restart, and safe with what students send."""

import re
import threading
import time

import pytest
from class_results import STUDENT_RESULT, student_result
from PySide6.QtCore import QPoint, QRect

from core.classroom.client import SendError, save_result, send_result
from gui.experiments.classroom.class_page import BANNER_SCALE, ClassPage
from gui.shell.garbage import collect_on_gui_thread


@pytest.fixture
def collecting(qtbot, model, show, monkeypatch):
    """A Class page collecting on 127.0.0.1 (a free port), without a network announcement."""
    monkeypatch.setattr("gui.experiments.classroom.class_session.DEFAULT_PORT", 0)
    monkeypatch.setattr("gui.experiments.classroom.class_session.Announcement", _NoAnnouncement)
    page = show(ClassPage(model))
    page.address_box.setCurrentIndex(page.address_box.findData("127.0.0.1"))
    page.per_address_box.setValue(300)  # every student here sends from 127.0.0.1
    page.start()
    yield page
    page.end_class()


class _NoAnnouncement:
    def __init__(self, host, port):
        self.closed = False

    def close(self):
        self.closed = True


def _address(page) -> str:
    return "{}:{}".format(*page.session.collector.address)


def test_students_join_and_the_projector_shows_count_and_code_never_names(qtbot, collecting):
    page = collecting
    assert f"Join code {page.session.collector.code}" in page.banner.text()
    assert page.intro.isHidden()  # the chart takes its room while the class runs
    large = page.font().pointSizeF() * BANNER_SCALE  # from the start, not a poll later
    assert page.banner_points == pytest.approx(large, abs=0.5)
    assert "Joined: 0" in page.banner.text()
    for nickname in ("desk 1", "<b>desk 2</b>"):
        send_result(_address(page), page.session.collector.code, student_result(nickname=nickname))
    qtbot.waitUntil(lambda: len(page.entries) == 2, timeout=5_000)
    assert "Joined: 2" in page.banner.text() and "desk" not in page.banner.text()
    assert page.table.rowCount() == 2 and page.table.item(1, 0).text() == "<b>desk 2</b>"
    page.table.selectRow(1)
    assert page.facts.text().startswith("<b>desk 2</b>: 11th Gen Intel")  # shown as written
    assert page.facts.textFormat().name == "PlainText"
    assert len(page.chart.groups) == 1  # both in "Intel Core, generation 11"


def test_the_teacher_sees_how_many_requests_were_refused_and_why(qtbot, collecting):
    page = collecting
    assert page.refused.isHidden()
    right = int(page.session.collector.code)
    for wrong in (right + 1, right + 2):
        with pytest.raises(SendError):
            send_result(_address(page), f"{wrong % 1_000_000:06d}", student_result())
    _post_broken_json(_address(page), page.session.collector.code)
    qtbot.waitUntil(lambda: not page.refused.isHidden(), timeout=5_000)
    qtbot.waitUntil(lambda: page.refused.text().startswith("3"), timeout=5_000)
    assert re.fullmatch(  # English plurals where the window's English catalogue is loaded
        r"3 request(\(s\)|s) refused: wrong join code ×2, not a valid result ×1\.",
        page.refused.text(),
    )
    assert not page.entries


def _post_broken_json(address: str, code: str) -> None:
    """A result that is not JSON, as a broken client would send it."""
    import urllib.error
    import urllib.request

    from core.classroom.collector import CODE_HEADER, RESULTS_PATH

    request = urllib.request.Request(
        f"http://{address}{RESULTS_PATH}", data=b"{nope", headers={CODE_HEADER: code}
    )
    with pytest.raises(urllib.error.HTTPError, match="400"):
        urllib.request.urlopen(request, timeout=5)


def test_a_restart_keeps_the_class_and_removing_forgets_an_entry(qtbot, collecting, model):
    page = collecting
    for n in range(3):
        send_result(
            _address(page), page.session.collector.code, student_result(nickname=f"desk {n}")
        )
    qtbot.waitUntil(lambda: len(page.entries) == 3, timeout=5_000)
    qtbot.waitUntil(lambda: not page.session.unsaved, timeout=5_000)  # kept once arrivals pause
    page.table.selectRow(0)
    page.remove()
    again = ClassPage(model)  # the window opened again on the same store
    qtbot.addWidget(again)
    assert [result.nickname for result in again.entries] == ["desk 1", "desk 2"]


def test_ending_the_class_stops_listening(qtbot, collecting):
    page = collecting
    address, code = _address(page), page.session.collector.code
    page.end_class()
    assert page.session.collector is None and page.start_button.isEnabled()
    with pytest.raises(SendError, match="Could not reach the teacher"):
        send_result(address, code, student_result(), timeout_s=2)


def test_dropped_files_join_and_bad_ones_are_counted(qtbot, model, show, tmp_path):
    page = show(ClassPage(model))
    assert page.banner.isHidden() and not page.intro.isHidden()  # no class yet: how it works
    folder = tmp_path / "usb stick"
    folder.mkdir()
    save_result(student_result(nickname="saved"), folder / "desk 9")
    (folder / "broken.devicelab-class.json").write_text("{nope", encoding="utf-8")
    page.add_paths([folder])
    assert [result.nickname for result in page.entries] == ["saved"]
    assert re.fullmatch(r"Not collecting\. 1 machine(\(s\))? in this class\.", page.banner.text())
    assert page.status.text() == "Added 1 result file(s); 1 were not class results."
    page.write_csv(tmp_path / "class.csv")
    assert (tmp_path / "class.csv").read_text(encoding="utf-8").count("\n") == 2


def test_a_disturbed_machine_is_faint_marked_and_left_out_of_the_medians(qtbot, model, show):
    """The teacher's dot and row show a race other programs crowded; over the rows the page
    says what the medians count."""
    from core.classroom.result import check_result
    from gui.widgets.plots import DISTURBED_ALPHA

    page = show(ClassPage(model))
    quiet = check_result(student_result(nickname="quiet", cpu_ms_per_epoch=0.2))
    crowded = check_result(
        student_result(nickname="busy", cpu_ms_per_epoch=3.0, gpu=None, gpu_ms_per_epoch=None,
                       disturbed=True)
    )  # fmt: skip
    page.session.add([quiet, crowded])
    row = [page.table.item(1, column).text() for column in range(page.table.columnCount())]
    assert "3.000 *" in row and "0.200" in [page.table.item(0, c).text() for c in range(9)]
    spots = {spot.data().nickname: spot for spot in page.chart.dots["cpu"].points()}
    assert spots["busy"].brush().color().alpha() == DISTURBED_ALPHA
    assert spots["quiet"].brush().color().alpha() == 255
    assert page.chart.medians["cpu"].value() == pytest.approx(0.2)
    assert page.counted.text() == "the medians of 1 machine(s); 1 disturbed (marked *) left out"
    assert page.counted.isVisible()
    page.show_facts(crowded)
    assert "* Other programs crowded this machine's race" in page.facts.text()


@pytest.mark.slow
def test_the_window_keeps_responding_while_a_class_of_100_sends(qtbot, collecting, monkeypatch):
    """The GUI thread's own work per poll stays under 50 ms while 100 students send at once.

    Measured as the GUI thread's CPU time per poll (``time.thread_time``), which other
    programs and the network threads cannot lengthen; the wall-clock stall of a whole
    window is ``bench/class_collector.py``'s, run alone."""
    page = collecting
    collect_on_gui_thread()  # as the window does: no collection in a network thread
    page.session.collector.rate_limit = page.session.collector.per_address = (
        200  # all from 127.0.0.1
    )
    polls = []
    take_new = page.session.take_new

    def timed_poll():
        started = time.thread_time()
        take_new()
        polls.append(time.thread_time() - started)

    page.session.timer.timeout.disconnect()
    page.session.timer.timeout.connect(timed_poll)
    address, code = _address(page), page.session.collector.code

    def class_sends():  # off the GUI thread, as students' machines are
        students = [
            threading.Thread(target=send_result, args=(address, code, student_result()))
            for _ in range(100)
        ]
        for thread in students:
            thread.start()
        for thread in students:
            thread.join()

    launcher = threading.Thread(target=class_sends)
    launcher.start()
    qtbot.waitUntil(lambda: len(page.entries) == 100 and not page.session.unsaved, timeout=30_000)
    launcher.join()
    assert max(polls) < 0.05, f"one poll took {max(polls) * 1000:.0f} ms of the GUI thread"
    assert page.table.rowCount() == 100 and "Joined: 100" in page.banner.text()


def test_a_machines_facts_follow_the_language_and_go_when_it_is_removed(qtbot, window):
    from chinese_fallback import stays_english_without_a_chinese_font

    from core.classroom.result import check_result

    page = window.experiments_tab.class_page
    page.session.add([check_result(student_result(nickname="desk 3"))])
    page.table.selectRow(0)
    assert "4 cores / 8 threads" in page.facts.text()
    if not stays_english_without_a_chinese_font(window):
        window.view.set_language("zh_CN", remember=False)
        assert "4 核 / 8 线程" in page.facts.text()
    page.remove()
    assert page.facts.isHidden()


def _below(lower, upper) -> bool:
    """``lower`` starts at or under ``upper``'s bottom edge, in the page's coordinates."""
    page = lower.window()
    return (
        lower.mapTo(page, lower.rect().topLeft()).y()
        >= upper.mapTo(page, upper.rect().bottomLeft()).y()
    )


@pytest.mark.slow
def test_on_a_projector_the_legend_and_facts_wrap_and_never_cover_the_chart(qtbot, window):
    """Projector mode at 1920×1080 with the lesson beside: the wrapped legend takes its
    lines under the chart, a machine's facts and the table theirs beside or under it (the
    column scrolls if it must), and the chart keeps most of the room."""
    from core.classroom.result import check_result

    page = window.experiments_tab.class_page
    window.lesson_action.setChecked(True)
    window.showNormal()
    window.show_tab("experiments")
    window.experiments_tab.pages.setCurrentWidget(page)
    page.session.add([check_result(student_result(nickname=f"desk {n}")) for n in range(40)])
    page.show_facts(page.entries[0])
    window.resize(1920, 1080)
    window.view.projector.trigger()
    legend, plot = page.chart.legend, page.chart.plot

    def on_page(widget) -> QRect:
        return QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())

    def laid_out() -> bool:
        chart = on_page(plot).united(on_page(legend))
        return (
            legend.height() >= legend.heightForWidth(legend.width())
            and _below(legend, plot)
            and not on_page(page.facts).intersects(chart)
            and not on_page(page.table).intersects(chart)
        )

    qtbot.waitUntil(laid_out, timeout=5_000)  # once projector mode's font has settled
    assert plot.height() > page.table.height()
    assert plot.height() >= 0.5 * page.height()


def test_the_lines_names_take_the_plots_text_size_and_two_close_lines_part(qtbot, window):
    from gui.experiments.classroom.class_chart import ClassChart, Reference

    chart = ClassChart(
        [Reference(0.15, "i9-12900KF", "cpu", True), Reference(0.22, "Xeon", "cpu", False)],
        lambda result: None,
    )
    qtbot.addWidget(chart.plot)
    chart.show([])
    tick_font = chart.plot.getAxis("bottom").style["tickFont"]
    lower, upper = chart.reference_lines
    assert [line.label.format for line in (lower, upper)] == ["i9-12900KF", "Xeon"]
    assert lower.label.textItem.font().pointSizeF() == tick_font.pointSizeF()
    assert lower.label.anchors[0][1] == 0 and upper.label.anchors[0][1] == 1  # below, above


@pytest.mark.slow
def test_a_teacher_and_two_students_in_one_window_end_to_end(qtbot, window, monkeypatch):
    """The teacher starts collecting; two students on this machine each open Join a class…,
    race the lesson (200 epochs here), read what will be sent and send it; the chart, the
    table and the lesson's CPU step show both machines."""
    from dataclasses import replace

    from core.classroom import student

    monkeypatch.setattr(
        student, "LESSON_RACE_CONFIG", replace(student.LESSON_RACE_CONFIG, epochs=200)
    )
    monkeypatch.setattr("gui.experiments.classroom.class_session.DEFAULT_PORT", 0)
    monkeypatch.setattr("gui.experiments.classroom.class_session.Announcement", _NoAnnouncement)
    monkeypatch.setattr(
        "gui.experiments.classroom.join_class_dialog.find_classes",
        lambda seconds, should_stop=None: [],
    )
    window.start_probes()  # as after the window's first paint: the dialogs read their facts
    page = window.experiments_tab.class_page
    page.address_box.setCurrentIndex(page.address_box.findData("127.0.0.1"))
    page.per_address_box.setValue(2)  # two students on this one machine: the teacher allows
    page.start()
    for nickname in ("desk 1", "desk 2"):
        dialog = page.join()
        qtbot.waitUntil(dialog.race_button.isEnabled, timeout=30_000)
        dialog.race()
        qtbot.waitUntil(dialog.send_button.isEnabled, timeout=60_000)
        dialog.address.setText(_address(page))
        dialog.code.setText(page.session.collector.code)
        dialog.nickname.setText(nickname)
        dialog.nickname.textEdited.emit(nickname)
        dialog.send()
        qtbot.waitUntil(lambda sent=dialog: "Sent:" in sent.status.text(), timeout=10_000)
        dialog.close()
    qtbot.waitUntil(lambda: len(page.entries) == 2, timeout=5_000)
    assert sorted(result.nickname for result in page.entries) == ["desk 1", "desk 2"]
    assert page.table.rowCount() == 2 and "Joined: 2" in page.banner.text()
    assert len(page.chart.dots["cpu"].data) == 2  # a dot per machine
    window.lesson_steps.try_step("01_cpu_name")
    lesson = window.lesson_steps.panes["hardware"].browser.toPlainText()
    assert "This class's machines (2)" in lesson
    page.end_class()


def test_crowded_group_names_shrink_or_take_a_word_a_line_never_overlapping(qtbot):
    """Seven groups in 500 pixels: names smaller (never below the floor) or a word to a
    line ("Intel", "Core", "12th gen"), never running into each other."""
    from PySide6.QtGui import QFontMetrics

    from core.classroom.result import check_result
    from gui.experiments.classroom.class_chart import MIN_NAME_SCALE, NAMES_ROOM, ClassChart
    from gui.widgets.plots import current_style

    models = [
        "AMD Ryzen 7 5800H with Radeon Graphics",
        "AMD Ryzen 7 7840HS w/ Radeon 780M Graphics",
        "Apple M2",
        "11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
        "12th Gen Intel(R) Core(TM) i7-12700H",
        "13th Gen Intel(R) Core(TM) i5-13500H",
        "Intel(R) Core(TM) Ultra 7 155H",
    ]
    chart = ClassChart([], lambda result: None)
    qtbot.addWidget(chart.plot)
    chart.plot.resize(500, 300)
    chart.plot.show()
    qtbot.waitExposed(chart.plot)
    cpu = dict(STUDENT_RESULT["cpu"])
    chart.show([check_result(student_result(cpu={**cpu, "model": model})) for model in models])
    text_pt = current_style().font_pt

    axis = chart.plot.getAxis("bottom")

    def names_pt() -> float:
        return axis.style["tickFont"].pointSizeF()

    def widest_line() -> int:
        metrics = QFontMetrics(axis.style["tickFont"])
        names = [name for _, name in axis._tickLevels[0]]
        return max(metrics.horizontalAdvance(line) for name in names for line in name.split("\n"))

    assert len(chart.groups) == 7
    assert MIN_NAME_SCALE * text_pt - 0.01 <= names_pt() <= text_pt  # never tiny
    room = chart.plot.getViewBox().width() / (7 + NAMES_ROOM)
    assert widest_line() <= room  # side by side, no name runs into the next
    chart.plot.resize(3000, 300)  # room enough: the text's own size, a line per name part
    qtbot.waitUntil(lambda: names_pt() == text_pt, timeout=2_000)
    assert all(name.count("\n") <= 1 for _, name in axis._tickLevels[0])


def test_the_banner_stays_on_one_line_by_growing_less_where_the_page_is_narrow(qtbot, collecting):
    """Room for the banner at the text's size, not at half again as large: it grows less."""
    from PySide6.QtGui import QFont, QFontMetrics

    page = collecting
    bold = QFont(page.font())
    bold.setBold(True)
    wide = QFontMetrics(bold).horizontalAdvance(page.banner.text())
    page.resize(int(1.25 * wide) + 40, 700)

    def one_line() -> bool:
        banner = page.banner
        return banner.height() < 1.8 * banner.fontMetrics().lineSpacing()

    qtbot.waitUntil(one_line, timeout=2_000)
    assert page.font().pointSizeF() <= page.banner_points < BANNER_SCALE * page.font().pointSizeF()


def test_the_lines_follow_projector_mode_and_back_however_the_page_was_built(qtbot, window):
    """The lesson's and the recorded machines' lines, and the class medians, take projector
    mode's width when it is switched on, and the normal width back (they kept the width of
    the mode the page was built in)."""
    import pyqtgraph as pg

    def widths(page) -> set[float]:
        items = page.chart.plot.getPlotItem().items
        return {item.pen.widthF() for item in items if isinstance(item, pg.InfiniteLine)}

    window.view.projector.trigger()  # the page is built in projector mode
    window.pages.show("experiments.class")
    page = window.experiments_tab.class_page
    qtbot.waitUntil(lambda: widths(page) == {4.0})
    window.view.projector.trigger()
    qtbot.waitUntil(lambda: widths(page) == {2.0})
    window.view.projector.trigger()
    qtbot.waitUntil(lambda: widths(page) == {4.0})


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_on_a_1920_projector_the_table_shows_three_machines_whole(qtbot, window, language):
    """The table under the chart showed half a row: at least TABLE_ROWS rows, whole."""
    from chinese_fallback import stays_english_without_a_chinese_font

    from core.classroom.result import check_result
    from gui.experiments.classroom.class_page import TABLE_ROWS

    if language == "zh_CN" and stays_english_without_a_chinese_font(window):
        return
    window.view.set_language(language, remember=False)
    window.lesson_action.setChecked(True)
    window.showNormal()
    window.view.projector.trigger()
    window.resize(1920, 1054)
    page = window.pages.widget("experiments.class")
    page.session.add([check_result(student_result(nickname=f"desk {n}")) for n in range(8)])
    window.pages.show("experiments.class")
    qtbot.waitUntil(
        lambda: page.table.viewport().height() >= TABLE_ROWS * page.table.rowHeight(0),
        timeout=2_000,
    )
