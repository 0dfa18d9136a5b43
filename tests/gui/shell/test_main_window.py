"""The window as a user drives it: Start, Stop, close mid-run, bad input, the call demo."""

import os
import re
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel

from core.hardware import GpuDevice, GpuReport, probe_cpu_fast
from core.training import TrainResult


def start_training(qtbot, window, epochs, record_every):
    tab = window.training_tab
    window.show_tab("training")
    tab.epochs_box.setValue(epochs)
    tab.record_box.setValue(record_every)
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    return tab


def test_start_trains_on_a_thread_and_plots_every_recorded_loss(qtbot, window):
    tab = window.training_tab
    with qtbot.waitSignal(tab.run_finished, timeout=60_000) as finished:
        start_training(qtbot, window, epochs=1_000, record_every=10)
        assert tab.is_running and not tab.start_button.isEnabled()
        assert not tab.epochs_box.isEnabled()
    result = finished.args[0]
    assert isinstance(result, TrainResult) and result.status == "finished"
    assert tab.curve_points == 100 and tab.drawn_points > 0
    x_data, y_data = tab.loss_plot.curve.getData()
    assert list(x_data[:3]) == [10, 20, 30]
    assert list(y_data) == pytest.approx(result.recorded_losses)
    assert tab.progress_bar.value() == 1_000
    assert result.cpu_threads == 1 and tab.threads_box.setting() == "auto"
    assert tab.result_labels["threads"].text() == "1 (auto)"
    assert tab.result_labels["accuracy"].text().endswith("%")
    assert "µs" in tab.result_labels["per_epoch"].text()
    assert tab.start_button.isEnabled() and not tab.stop_button.isEnabled()


def test_stop_ends_a_long_run_early_and_keeps_its_curve(qtbot, window):
    tab = start_training(qtbot, window, epochs=5_000_000, record_every=100)
    qtbot.waitUntil(lambda: tab.progress_bar.value() > 500, timeout=30_000)
    with qtbot.waitSignal(tab.run_finished, timeout=10_000) as finished:
        qtbot.mouseClick(tab.stop_button, Qt.MouseButton.LeftButton)
    result = finished.args[0]
    assert result.status == "cancelled"
    assert 0 < result.epochs_completed < 5_000_000
    assert tab.curve_points == result.epochs_completed // 100
    assert tab.drawn_points > 0, "the curve is visible after Stop"
    assert "Stopped" in tab.progress_label.text()


def test_closing_mid_run_stops_the_worker_and_waits_for_it(qtbot, window):
    tab = start_training(qtbot, window, epochs=5_000_000, record_every=100)
    qtbot.waitUntil(lambda: tab.progress_bar.value() > 100, timeout=30_000)
    assert window.runner.running >= 1
    window.close()  # returns only once every thread has stopped
    assert all(not job.qthread.isRunning() for job in list(window.runner._jobs))
    qtbot.waitUntil(lambda: window.runner.running == 0, timeout=5_000)


@pytest.mark.parametrize("text", ["abc", "-0.5", "0", "inf", "nan", ""])
def test_a_bad_learning_rate_is_rejected_with_a_visible_message(qtbot, window, text):
    tab = window.training_tab
    window.show_tab("training")
    tab.lr_edit.setText(text)
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert not tab.is_running
    assert tab.error_label.isVisible()
    assert tab.error_label.text().startswith("Learning rate must be a finite number > 0")
    tab.lr_edit.setText("0.01")
    with qtbot.waitSignal(tab.run_finished, timeout=60_000):
        start_training(qtbot, window, epochs=50, record_every=10)
    assert not tab.error_label.isVisible()


def test_a_diverging_run_shows_why(qtbot, window):
    tab = window.training_tab
    tab.lr_edit.setText("1000")
    with qtbot.waitSignal(tab.run_finished, timeout=60_000) as finished:
        start_training(qtbot, window, epochs=20_000, record_every=200)
    result = finished.args[0]
    assert result.status == "diverged"
    assert tab.error_label.isVisible() and "diverged" in tab.error_label.text()
    assert tab.progress_label.wordWrap()  # the whole message, never clipped
    # The curve it had, from the first epoch's loss, up to the epoch marked as diverged.
    x_data, y_data = tab.loss_plot.curve.getData()
    assert x_data[0] == 1 and y_data[0] == result.first_loss
    assert x_data[-1] == result.diverged_at == tab.loss_plot.divergence_line.value()
    assert tab.loss_plot.divergence_line.isVisible()
    assert (
        tab.loss_plot.divergence_line.label.toPlainText()
        == f"diverged at epoch {result.diverged_at:,}"
    )
    (left, _), _ = tab.loss_plot.plot.viewRange()
    assert left >= 0  # never negative epochs
    assert window.statusBar().currentMessage().startswith("Training finished at")
    assert f"diverged at epoch {result.diverged_at:,}." in window.statusBar().currentMessage()


def test_an_error_in_the_worker_reaches_the_user(qtbot, window, monkeypatch):
    def broken_train(*_args, **_kwargs):
        raise RuntimeError("CUDA error: out of memory")

    monkeypatch.setattr("gui.training.training_tab.train", broken_train)
    tab = window.training_tab
    with qtbot.waitSignal(tab.run_finished, timeout=10_000):
        start_training(qtbot, window, epochs=100, record_every=10)
    assert "out of memory" in tab.error_label.text() and tab.error_label.isVisible()
    assert tab.start_button.isEnabled()


def test_hardware_tab_shows_fast_facts_at_once_then_the_probes(qtbot, window):
    tab = window.hardware_tab
    assert tab.cpu_gpu_page.cpu_labels["threads"].text() not in ("", "–")
    window.start_probes()
    qtbot.waitUntil(lambda: tab.probes_done, timeout=30_000)
    assert tab.cpu_gpu_page.cpu_status.text() == "Details from py-cpuinfo."
    isa = tab.cpu_gpu_page.isa_notes.text()
    assert isa.startswith(("• ", "None of")) and "Reading" not in isa
    report = tab.cpu_gpu_page.gpu_report
    problem = tab.findChild(QLabel, "gpuProblem")
    assert (problem is not None) == bool(report.problem)
    assert report.problem is None or str(report.problem) in problem.text()
    devices = [
        window.training_tab.device_box.itemText(i)
        for i in range(window.training_tab.device_box.count())
    ]
    assert devices[0] == "cpu"


def test_a_py_cpuinfo_failure_is_not_shown_as_success(qtbot, window, monkeypatch):
    monkeypatch.setattr("gui.hardware.hardware_tab.probe_cpu", probe_cpu_fast)
    window.start_probes()
    qtbot.waitUntil(lambda: window.hardware_tab.probes_done, timeout=30_000)
    assert "no details" in window.hardware_tab.cpu_gpu_page.cpu_status.text()
    assert window.hardware_tab.cpu_gpu_page.isa_notes.text().startswith("Unknown")


def test_a_record_interval_longer_than_the_run_is_explained(qtbot, window):
    tab = window.training_tab
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        start_training(qtbot, window, epochs=3, record_every=5)
        assert "longer than the run" in tab.progress_label.text()
    assert tab.curve_points == 0
    assert "record interval (5) is longer than the run (3 epochs)" in tab.loss_plot.note.text


def test_never_recording_says_in_the_plot_why_there_is_no_curve(qtbot, window):
    tab = window.training_tab
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        start_training(qtbot, window, epochs=50, record_every=0)
    assert tab.curve_points == 0 and "never" in tab.loss_plot.note.text
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        start_training(qtbot, window, epochs=50, record_every=10)
    assert tab.loss_plot.note.text == "" and not tab.loss_plot.divergence_line.isVisible()


def test_the_status_bar_reports_the_measurement_that_finished_last(qtbot, window):
    tab = window.training_tab
    with qtbot.waitSignal(tab.run_finished, timeout=30_000):
        start_training(qtbot, window, epochs=50, record_every=10)
    assert window.statusBar().currentMessage().startswith("Training finished at")
    homework = window.experiments_tab.homework_page
    homework.epochs_box.setValue(20)
    with qtbot.waitSignal(homework.finished, timeout=60_000):
        homework.start()
    message = window.statusBar().currentMessage()
    assert message.startswith("Homework finished at")
    assert homework.conclusion.text()[2:30] in message  # its first conclusion, without "• "


def test_ctrl_r_in_the_lab_leaves_no_message_from_the_hardware_tab(qtbot, window):
    """Ctrl+R on the Hardware tab says there is nothing to start; Ctrl+R in the lab starts
    the snippet, and the Hardware tab's sentence goes."""
    window.show_tab("hardware")
    window.start_current()
    assert window.statusBar().currentMessage() == "Nothing to start on this page."
    window.pages.show("call.lab")
    lab = window.pages.widget("call.lab")
    window.start_current()
    assert lab.is_running
    assert window.statusBar().currentMessage() != "Nothing to start on this page."
    qtbot.waitUntil(lambda: not lab.is_running, timeout=60_000)


def test_close_never_destroys_a_thread_that_ignores_cancel(qtbot, window, monkeypatch):
    monkeypatch.setattr("gui.shell.main_window.CLOSE_TIMEOUT_MS", 100)
    release = threading.Event()
    window.runner.start(lambda _report, _stop: release.wait(10), lambda _r: None, lambda _e: None)
    window.close()
    assert not window.isVisible() and window.runner.running == 1
    with qtbot.waitSignal(window.runner.idle, timeout=10_000):
        release.set()
    assert window.runner.running == 0


def test_a_usable_gpu_is_offered_for_training(qtbot, window, monkeypatch):
    report = GpuReport(
        torch_version="2.13.0",
        torch_cuda="12.8",
        cudnn=90100,
        driver="570.1",
        devices=[GpuDevice(0, "NVIDIA GeForce RTX 4070", 12 * 2**30, "Ada Lovelace", "8.9", 46)],
    )
    monkeypatch.setattr("gui.hardware.hardware_tab.probe_gpus", lambda nvml=None: report)
    monkeypatch.setattr("core.hardware.devices.available_devices", lambda: ["cpu", "cuda:0"])
    window.start_probes()
    qtbot.waitUntil(lambda: window.hardware_tab.probes_done, timeout=30_000)
    box = window.training_tab.device_box
    assert [box.itemText(i) for i in range(box.count())] == ["cpu", "cuda:0"]
    gpu_box = window.hardware_tab.cpu_gpu_page.gpu_box
    titles = [child.title() for child in gpu_box.findChildren(QGroupBox)]
    assert "[0] NVIDIA GeForce RTX 4070" in titles
    texts = [label.text() for label in gpu_box.findChildren(QLabel)]
    assert "12.0 GiB" in texts and "Ada Lovelace" in texts and "8.9" in texts
    assert any("Generation 40" in text and "Tier 70" in text for text in texts)
    assert window.hardware_tab.findChild(QLabel, "gpuProblem") is None


@pytest.mark.slow
def test_self_test_passes_from_source(qapp):
    from gui import i18n

    done = subprocess.run(
        [sys.executable, "-m", "gui", "--self-test"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test: passed" in done.stdout
    assert "FAIL" not in done.stdout
    # No Qt noise ("does not support propagateSizeHints()"); with no font that draws
    # Chinese, the one line that says why the window stays in English.
    said = "" if i18n.chinese_font_family() is not None else i18n.NO_CJK_FONT + "\n"
    assert done.stderr == said


@pytest.mark.slow
@pytest.mark.parametrize(
    ("tab", "suffix"), [("hardware", "png"), ("training", "jpg"), ("call", "png")]
)
def test_screenshot_writes_the_chosen_tab_in_the_format_its_suffix_names(tmp_path, tab, suffix):
    path = tmp_path / f"{tab}.{suffix}"
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--screenshot", str(path), "--tab", tab],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # no Qt noise
    data = path.read_bytes()
    assert len(data) > 20_000
    if suffix == "jpg":
        assert data[:3] == b"\xff\xd8\xff"  # a JPEG's start-of-image marker
        return
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 800)


def test_the_app_icon_ships_with_the_package(qapp):
    from gui.app import make_app

    assert not make_app().windowIcon().isNull()


def test_the_cpu_name_is_explained_as_the_lesson_reads_it(qtbot, monkeypatch, model):
    from core.hardware import CpuFacts
    from gui.hardware.hardware_tab import HardwareTab
    from gui.pages.window_pages import build_page_tabs

    lesson_cpu = CpuFacts(
        model="11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
        vendor="GenuineIntel",
        architecture="x86_64",
        physical_cores=4,
        logical_threads=8,
        base_ghz=3.1,
        max_ghz=None,
        current_ghz=None,
    )
    monkeypatch.setattr("gui.hardware.hardware_tab.probe_cpu_fast", lambda: lesson_cpu)
    tab = HardwareTab(model, build_page_tabs("hardware", model))
    qtbot.addWidget(tab)
    notes = tab.cpu_gpu_page.cpu_name_notes.text()
    assert "Generation 11" in notes and "Tier 5" in notes and "H: high-performance mobile" in notes
    assert (
        tab.cpu_gpu_page.cpu_labels["cores"].text() == "4"
        and tab.cpu_gpu_page.cpu_labels["threads"].text() == "8"
    )
    assert tab.cpu_gpu_page.cpu_labels["base"].text() == "3.10 GHz"


def test_without_a_display_the_window_says_so_in_one_line_and_exits_2():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(
        [sys.executable, "-m", "gui"], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "no display" in done.stderr
    assert "devicelab --screenshot FILE" in done.stderr


def test_a_missing_xcb_library_is_named_with_the_packages_to_install(monkeypatch, tmp_path):
    from gui import display

    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")

    def fails(path):
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file")

    monkeypatch.setattr(display.ctypes, "CDLL", fails)
    monkeypatch.setattr(display, "_xcb_plugin", lambda: plugin)
    problem = display.display_problem({"DISPLAY": ":0"}, "linux")
    assert "libxcb-icccm.so.4 is missing" in problem and "libxcb-keysyms1" in problem
    assert display.display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display.display_problem({}, "win32") is None
    assert display.display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None


@pytest.mark.slow
def test_a_projector_screenshot_in_the_dark_theme_has_the_size_asked_for(tmp_path):
    path = tmp_path / "projector.png"
    look = ["--projector", "--theme", "dark", "--size", "1920x1080"]
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--screenshot", str(path), "--tab", "call", *look],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    data = path.read_bytes()
    assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == (1920, 1080)


def test_python_collects_garbage_on_the_gui_thread_only(window):
    """A cycle holding a Qt object must never be collected by a worker thread."""
    import gc

    from gui.shell import garbage

    assert not gc.isenabled()
    assert garbage._collector is not None and garbage._collector.timer.isActive()


def _mnemonics(menu) -> list[str]:
    """The Alt letters of a menu's entries and submenus (``&&`` is a plain ``&``)."""
    letters = []
    for action in menu.actions():
        found = re.search(r"&([^&])", action.text().replace("&&", ""))
        if found:
            letters.append(found.group(1).lower())
    return letters


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_no_two_entries_of_a_menu_share_their_alt_letter(qtbot, window, language):
    """Alt+P opened Projector mode or Previous page, Alt+L Lesson or Language: each
    letter must name one entry, in either language."""
    from gui import i18n

    if language == "zh_CN" and i18n.chinese_font_family() is None:
        pytest.skip("no font here draws Chinese: the window stays in English")
    window.view.set_language(language, remember=False)
    for menu in [window.menuBar(), *(a.menu() for a in window.menuBar().actions())]:
        letters = _mnemonics(menu)
        assert len(letters) == len(set(letters)), (menu.title(), letters)


@pytest.mark.parametrize(("argv", "shown"), [([], 2), (["--tab", "call"], 3)])
def test_a_start_shows_the_tab_last_shown_unless_told_another(qtbot, window_factory, argv, shown):
    """The README's promise: the window opens on the tab it last showed; --tab overrides
    it for that start."""
    from core.cli import build_parser
    from gui.app import open_window

    first = window_factory()
    first.show_tab("experiments")
    first.close()
    window = window_factory(lambda: open_window(build_parser().parse_args(argv), remember=True))
    assert window.tabs.currentIndex() == shown


def test_the_app_skips_pysides_feature_import_hook_that_slowed_training(qapp):
    """torch runs four import statements inside each epoch; PySide6's ``__feature__`` hook
    made each one about 1 µs slower (3–4 % of the lesson's run). The app goes back to the
    layer under it, PySide6's lazy import, and Qt's modules still import."""
    import builtins

    from gui.app import make_app

    make_app()
    assert getattr(builtins.__import__, "__name__", "") != "__feature_import__"
    from PySide6.QtNetwork import QHostAddress

    assert QHostAddress("127.0.0.1").toString() == "127.0.0.1"
