"""The window first, PyTorch after: the window, its menus, the lesson pane and the pages
that need no PyTorch (the CPU's facts, Live) appear before PyTorch is imported; a page that
needs it, shown first, says "Loading PyTorch…" and comes alive when it has loaded in the
background, or says why it could not."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

import pytest

from core.lesson_file import Lesson, save
from core.pages import PAGES
from core.training import TrainConfig
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


BROKEN_TORCH_ON_WINDOWS = """
import sys
import gui.main

gui.main.TORCH_BEFORE_QT = True  # as on Windows
sys.modules["torch"] = None  # importing it fails, as with a DLL missing
gui.main.main([])
from gui.window_model import failed_before_qt
print(isinstance(failed_before_qt[0], ImportError))
"""


@pytest.mark.slow
def test_a_torch_that_cannot_load_before_qt_still_opens_the_window(tmp_path):
    """Not PyInstaller's traceback box: the window opens and its pages say why PyTorch
    could not be loaded (the worker's own import fails the same way)."""
    shown = _launch_until_first_paint(BROKEN_TORCH_ON_WINDOWS, tmp_path)
    assert shown.stdout.splitlines()[-2:] == ["first paint", "True"], shown.stderr[-2000:]


def test_the_window_says_why_torch_failed_before_qt(qtbot, window_before_pytorch, monkeypatch):
    """Not what importing it again after Qt's DLLs says: the first failure, as it was."""
    missing = OSError("[WinError 126] The specified module could not be found: c10.dll")
    monkeypatch.setattr("gui.window_model.failed_before_qt", [missing])
    monkeypatch.setattr("gui.shell.main_window.failed_before_qt", [missing])
    window = window_before_pytorch
    window.show_tab("training")
    window.load_pytorch()
    qtbot.waitUntil(lambda: window.model.pytorch_problem is not None, timeout=10_000)
    assert "c10.dll" in window.model.pytorch_problem
    assert "c10.dll" in _slot(window, "training.training").notice.text()


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


def test_a_try_it_before_the_gpu_probe_trains_on_the_gpu_it_finds(window_before_pytorch):
    """Step 3 moves training to the GPU: pressed while the GPU probe still runs (it waits for
    the same PyTorch), the set-up chooses the GPU when the probe finds it."""
    window = window_before_pytorch
    window.lesson_steps.try_step("03_to_device")
    window.model.set_pytorch_loaded()
    assert window.model.training.device == "cpu"  # nothing found yet
    window.model.set_gpus(None, ["cpu", "cuda:0"])
    assert window.model.training.device == "cuda:0"
    assert window.training_tab.device_box.currentText() == "cuda:0"


def test_settings_changed_before_the_gpu_probe_answers_are_kept(window_before_pytorch):
    window = window_before_pytorch
    window.lesson_steps.try_step("05_homework")
    window.model.set_pytorch_loaded()
    homework = window.pages.widget("experiments.homework")
    homework.device_box.set_devices(["cpu", "mps"])
    homework.device_box.setCurrentText("mps")  # the teacher's own choice, meanwhile
    window.model.set_gpus(None, ["cpu", "mps", "cuda:0"])
    assert homework.device_box.currentText() == "mps"


def test_a_try_it_that_waited_never_pulls_the_teacher_back(window_before_pytorch):
    """Only the last Try it pressed is set up, and only if its page is still in front."""
    window = window_before_pytorch
    window.lesson_steps.try_step("04_gpu_slower.anatomy")
    window.show_tab("call")  # the teacher moves on while PyTorch loads
    window.model.set_pytorch_loaded()
    assert window.tabs.currentIndex() == 3
    assert "Set up for the lesson" not in window.statusBar().currentMessage()
    window.lesson_steps.try_step("05_homework")
    window.lesson_steps.try_step("03_to_device")
    assert window.pages.current("experiments") == "homework"  # unchanged by step 3
    assert window.tabs.currentIndex() == 1


def test_start_while_pytorch_loads_says_so(window_before_pytorch):
    window = window_before_pytorch
    window.show_tab("training")
    window.start_current()
    assert "PyTorch is still loading" in window.statusBar().currentMessage()
    window.show_tab("hardware")
    window.start_current()
    assert window.statusBar().currentMessage() == "Nothing to start on this page."


@pytest.fixture
def warnings(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    return said


def test_a_lesson_opened_while_pytorch_loads_opens_after(window_before_pytorch, tmp_path):
    """A double-click (macOS's file-open event too), File → Open or a second launch: the
    lesson waits for PyTorch instead of importing it on the window's thread."""
    window = window_before_pytorch
    path = str(tmp_path / "class.devicelab")
    save(path, Lesson(training=replace(TrainConfig(), epochs=3_000)))
    assert window.lesson_files.open(path) is False
    assert "opens once PyTorch has loaded" in window.statusBar().currentMessage()
    assert not window.pages.is_built("training.training")
    window.model.set_pytorch_loaded()
    assert window.training_tab.epochs_box.value() == 3_000
    assert window.statusBar().currentMessage().startswith("Opened the lesson")


def test_without_pytorch_a_lesson_is_refused_with_the_reason(window_before_pytorch, warnings):
    window = window_before_pytorch
    assert window.lesson_files.save("any.devicelab") is False
    assert warnings == ["PyTorch is still loading: save the lesson once it has loaded."]
    window.model.set_pytorch_loaded("ImportError: libc10.so")
    assert window.lesson_files.open("any.devicelab") is False
    assert window.lesson_files.save("any.devicelab") is False
    assert (
        warnings[1:]
        == ["A lesson needs PyTorch, which could not be loaded: ImportError: libc10.so"] * 2
    )


def test_after_pytorch_failed_a_try_it_or_start_builds_nothing_and_says_why(
    window_before_pytorch,
):
    """Building the page would try the failed import again, on the window's thread."""
    window = window_before_pytorch
    window.model.set_pytorch_loaded("ImportError: libc10.so")
    window.lesson_steps.try_step("03_to_device")
    assert window.tabs.currentIndex() == 1 and not window.pages.is_built("training.training")
    window.start_current()
    assert window.statusBar().currentMessage() == (
        "This page needs PyTorch, which could not be loaded: ImportError: libc10.so"
    )


def test_a_run_started_before_the_gpu_probe_answers_keeps_its_device(
    window_before_pytorch, monkeypatch
):
    window = window_before_pytorch
    window.lesson_steps.try_step("03_to_device")
    window.model.set_pytorch_loaded()
    monkeypatch.setattr(type(window.training_tab), "is_running", property(lambda _tab: True))
    window.model.set_gpus(None, ["cpu", "cuda:0"])
    assert window.model.training.device == "cpu"
