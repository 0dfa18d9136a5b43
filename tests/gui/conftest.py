"""What a page's tests build it on: the models the window would hand it, not the window.

``runner`` is a JobRunner as the window's (one measurement at a time); on teardown every
job it started is stopped and its thread gone, as when the window closes. ``kept`` keeps
runs in an in-memory store, as a screenshot's window does; ``model`` is the window model
over both (the devices and facts a test gives it, as the probes would).
"""

import pytest


@pytest.fixture
def runner(qtbot):
    from PySide6.QtCore import QObject

    from gui.workers import JobRunner

    owner = QObject()
    jobs = JobRunner(owner)
    yield jobs
    assert jobs.shutdown(10_000), "a job outlived its test"
    owner.deleteLater()


@pytest.fixture
def kept(runner):
    from core.runs.run_store import RunStore
    from gui.runs.kept_runs import KeptRuns

    return KeptRuns(RunStore(":memory:"), runner)


@pytest.fixture
def model(runner, kept):
    from gui.window_model import WindowModel

    return WindowModel(runner, kept)


@pytest.fixture
def show(qtbot):
    """show(page) → the page, shown at a classroom window's size and closed after the test."""

    def shown(page):
        qtbot.addWidget(page)
        page.resize(1280, 760)
        page.show()
        return page

    return shown
