"""The Homework page from a student's side: stop it and keep what finished."""

from gui.experiments.homework_page import HomeworkPage


def test_the_homework_can_be_stopped_and_keeps_what_finished(qtbot, runner, show):
    page = show(HomeworkPage(runner))
    page.epochs_box.setValue(3_000)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
        qtbot.waitUntil(lambda: len(page.points) >= 2, timeout=30_000)
        page.stop()
    result = done.args[0]
    assert result.cancelled and 2 <= len(result.points) < 12
    assert page.table.rowCount() == len(page.points)
    assert "Stopped" in page.status.text()
