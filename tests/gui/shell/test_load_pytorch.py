"""The window first, PyTorch after: the window, its menus, the lesson pane and the pages
that need no PyTorch (the CPU's facts, Live) appear before PyTorch is imported; a page that
needs it, shown first, says "Loading PyTorch…" and comes alive when it has loaded in the
background, or says why it could not."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from core.pages import PAGES
from gui.pages.window_pages import VIEWS
from gui.widgets.layouts import PageSlot

WINDOW_BEFORE_PYTORCH = """
import sys
from gui.app import make_app
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.workers import wait_until

app = make_app()
window = MainWindow(settings=Settings(remember=False))
window.show_lessons(True)
window.show()
app.processEvents()
before = "torch" in sys.modules
window.show_tab("training")
app.processEvents()
waiting = window.pages.is_built("training.training")
window.start_probes()
loaded = wait_until(app, lambda: window.pages.is_built("training.training"), 100)
print(before, waiting, loaded, "torch" in sys.modules, window.model.pytorch_problem)
window.close()
wait_until(app, lambda: window.runner.running == 0, 10)
"""


@pytest.mark.slow
def test_the_window_appears_before_pytorch_and_its_pages_come_alive_after():
    shown = subprocess.run(
        [sys.executable, "-c", WINDOW_BEFORE_PYTORCH],
        capture_output=True,
        text=True,
        timeout=150,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert shown.stdout.split() == ["False", "False", "True", "True", "None"], shown.stderr


def _launch_until_first_paint(script: str, tmp_path) -> subprocess.CompletedProcess:
    """``script`` in a fresh process whose window closes at its first paint (offscreen)."""
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "DEVICELAB_QUIT_AFTER_FIRST_PAINT": "1",
            "DEVICELAB_INSTANCE": f"devicelab-test-{tmp_path.name}",
        },
    )


FIRST_PAINT_OF_THE_LAUNCH = """
import sys
import gui.app

said = gui.app._say_first_paint_and_close
def say(window):
    print("torch" in sys.modules, "pyqtgraph" in sys.modules, window.runner.running)
    said(window)
gui.app._say_first_paint_and_close = say
from gui.main import main
sys.exit(main([]))
"""


@pytest.mark.slow
def test_a_launch_paints_its_window_before_pytorch_pyqtgraph_or_any_probe(tmp_path):
    shown = _launch_until_first_paint(FIRST_PAINT_OF_THE_LAUNCH, tmp_path)
    assert shown.stdout.split() == ["False", "False", "0", "first", "paint"], shown.stderr[-2000:]
    assert shown.returncode == 0


WINDOWS_ORDER = """
import sys
import gui.main

gui.main.TORCH_BEFORE_QT = True  # as on Windows
gui.main.main([])
loaded = list(sys.modules)
print(loaded.index("torch") < loaded.index("PySide6.QtWidgets"))
"""


@pytest.mark.slow
def test_on_windows_torch_still_loads_before_qt(tmp_path):
    """There torch cannot load its DLLs after Qt's: the window waits for it (the splash
    covers that), the order tested here, on Linux, at its boundary."""
    shown = _launch_until_first_paint(WINDOWS_ORDER, tmp_path)
    assert shown.stdout.splitlines()[-1] == "True", shown.stderr[-2000:]


BUILD_ONE_PAGE = """
import sys
from gui.app import make_app
from gui.pages.window_pages import build_page
from gui.runs.kept_runs import KeptRuns, open_store
from gui.window_model import WindowModel
from gui.workers import JobRunner

app = make_app()
runner = JobRunner()
model = WindowModel(runner, KeptRuns(open_store(False)[0]))
page = build_page(sys.argv[1], model)
print("torch" in sys.modules)
"""


@pytest.mark.slow
@pytest.mark.parametrize("page_id", [page.id for page in PAGES if not VIEWS[page.id].needs_torch])
def test_a_page_that_needs_no_pytorch_is_built_without_it(page_id):
    shown = subprocess.run(
        [sys.executable, "-c", BUILD_ONE_PAGE, page_id],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert shown.stdout.strip() == "False", shown.stderr[-2000:]


@pytest.fixture
def window_before_pytorch(qtbot, monkeypatch):
    """The window as it opens before PyTorch has loaded (this test process has it)."""
    from gui.shell.main_window import MainWindow
    from gui.shell.settings import Settings

    monkeypatch.setattr("gui.window_model._imported", lambda _module: False)
    window = MainWindow(settings=Settings(remember=False))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()
    qtbot.waitUntil(lambda: window.runner.running == 0, timeout=10_000)


def _slot(window, page_id: str) -> PageSlot:
    tab, name = page_id.split(".")
    tabs = window.pages.page_tabs[tab]
    slot = tabs.widget(tabs.index_of(name))
    assert isinstance(slot, PageSlot)
    return slot


def test_a_page_shown_before_pytorch_says_it_is_loading_and_comes_alive_when_it_arrives(
    window_before_pytorch,
):
    window = window_before_pytorch
    window.pages.show("experiments.homework")
    slot = _slot(window, "experiments.homework")
    assert not window.pages.is_built("experiments.homework")
    assert slot.notice is not None and slot.notice.text() == "Loading PyTorch…"
    assert window.can_start() is False  # Ctrl+R: "Nothing to start on this page."
    window.model.set_pytorch_loaded()
    assert window.pages.is_built("experiments.homework")
    assert slot.notice is None
    assert window.can_start()


def test_the_cpu_page_and_the_lesson_pane_never_wait(window_before_pytorch):
    window = window_before_pytorch
    window.pages.show("hardware.cpu")
    assert window.pages.is_built("hardware.cpu")
    assert _slot(window, "hardware.cpu").notice is None


def test_pytorch_that_cannot_load_is_said_as_plain_text_on_the_page(window_before_pytorch):
    window = window_before_pytorch
    window.pages.show("training.training")
    window.model.set_pytorch_loaded("ImportError: <b>libc10.so</b>: cannot open shared object")
    notice = _slot(window, "training.training").notice
    assert notice is not None and not window.pages.is_built("training.training")
    assert "could not be loaded: ImportError: <b>libc10.so</b>" in notice.text()
    assert notice.textFormat().name == "PlainText"


def test_the_start_loads_pytorch_in_a_worker_and_the_page_in_front_comes_alive(
    qtbot, window_before_pytorch
):
    window = window_before_pytorch
    window.pages.show("call.demo")
    assert not window.pages.is_built("call.demo")
    window.start_probes()
    qtbot.waitUntil(lambda: window.pages.is_built("call.demo"), timeout=60_000)
    assert window.model.pytorch_ready and window.model.pytorch_problem is None


def test_a_page_asked_for_while_pytorch_loads_is_built_at_once(window_before_pytorch):
    """Code that needs the page itself does not wait for the background: the import
    waits for it."""
    window = window_before_pytorch
    window.pages.try_it("experiments.race")
    window.pages.try_it("training.training")
    assert window.pages.is_built("training.training")


def test_a_try_it_while_pytorch_loads_shows_its_page_at_once_and_sets_it_up_after(
    window_before_pytorch,
):
    window = window_before_pytorch
    window.show_lessons(True)
    window.lesson_steps.try_step("04_gpu_slower.anatomy")
    assert window.pages.current("experiments") == "anatomy"
    assert not window.pages.is_built("experiments.anatomy")  # no import on the GUI thread
    window.model.set_pytorch_loaded()
    assert window.pages.is_built("experiments.anatomy")
    assert "press Start" in window.statusBar().currentMessage()


def test_a_lesson_given_at_the_launch_opens_once_pytorch_has_loaded(window_before_pytorch):
    """A double-clicked lesson's pages need PyTorch: it opens when it arrives, without the
    window waiting for the import on its own thread."""
    window = window_before_pytorch
    opened: list[str] = []
    window.model.when_pytorch_ready(lambda: opened.append("lesson"))
    assert opened == []
    window.model.set_pytorch_loaded()
    assert opened == ["lesson"]
    window.model.when_pytorch_ready(lambda: opened.append("again"))  # loaded: at once
    assert opened == ["lesson", "again"]


def test_a_window_closed_while_pytorch_loads_opens_no_lesson_after(window_before_pytorch):
    """Else its "cannot open" box would come up on a window already gone, and keep the
    program running."""
    window = window_before_pytorch
    opened: list[str] = []
    window.model.when_pytorch_ready(lambda: opened.append("lesson"))
    window.close()
    window.model.set_pytorch_loaded()
    assert opened == []
