"""``devicelab --self-test``: the checks a packaged build must pass before it ships."""

from __future__ import annotations

import os
import tempfile
from functools import partial

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from core.experiments.race import RaceResult
from core.training import TrainResult
from gui import i18n
from gui.lessons.lesson_pane import step_markdown, step_title
from gui.shell.main_window import MainWindow
from gui.workers import PROBE_TIMEOUT_S, wait_until

TRAIN_TIMEOUT_S = 120.0


def _check_call_demo(window: MainWindow, check) -> None:
    """The Counter counts, model(x) runs the hooks, model.forward(x) skips them."""
    call_tab = window.call_tab.demo_page
    call_tab.new_counter()
    call_tab.call_counter()
    call_tab.call_counter()
    check(call_tab.counter.count == 2, "counter() twice gives counter.count == 2")
    call_tab.run_model_call()
    top_level = [event.kind for event in call_tab.events if event.module == "model"]
    check(
        top_level == ["call", "pre_hook", "forward", "forward_return", "hook", "call_return"],
        "model(x): __call__ → pre-hook → forward → hook",
    )
    call_tab.run_forward_call()
    kinds = {event.kind for event in call_tab.events}
    check("pre_hook" not in kinds and "hook" not in kinds, "model.forward(x) skips the hooks")


def _check_languages(window: MainWindow, check) -> None:
    """The bundled catalogues load, switch the window live, and switch it back; the
    lesson's first step reads in both languages; a screenshot is taken in 简体中文."""
    titles, lessons = {}, {}
    pane = window.lesson_steps.panes["hardware"]
    for language in ("zh_CN", "en"):
        window.view.set_language(language, remember=False)
        titles[language] = window.tabs.tabText(0)
        pane.show_step("01_cpu_name")
        lessons[language] = pane.browser.toPlainText().splitlines()[0]
        if language == "zh_CN" and i18n.chinese_font_family() is not None:
            _check_screenshot(window, check)
    expected = {"zh_CN": "看懂 CPU 的型号", "en": "Reading a CPU's name"}
    if i18n.chinese_font_family() is None:
        # Chinese falls back to English on screen; the Chinese lesson still ships.
        shipped = step_title(step_markdown("01_cpu_name", "zh_CN"))
        check(
            lessons == {"zh_CN": expected["en"], "en": expected["en"]}
            and shipped == expected["zh_CN"],
            f"the lesson's first step ships in both languages ({shipped}); shown in English: "
            "no font here draws Chinese",
        )
        check(titles["en"] == "Hardware", "English catalogue (no font here draws Chinese)")
        return
    check(lessons == expected, f"the lesson's first step in both languages {lessons}")
    check(
        titles == {"zh_CN": "硬件", "en": "Hardware"},
        f"the window in 简体中文 and English {titles}",
    )


def _check_screenshot(window: MainWindow, check) -> None:
    """The window in Chinese saved as a PNG and read back, and Qt's own buttons in Chinese
    (the bundled qtbase catalogue)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "zh_CN.png")
        saved = window.grab().save(path, "PNG")
        image = QImage(path)
        check(
            saved and image.size() == window.size(),
            f"a screenshot in 简体中文 saved and read back ({image.width()}×{image.height()})",
        )
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel).text()
    check("取消" in cancel, f"Qt's own buttons in 简体中文 ({cancel})")


def _check_experiment(app: QApplication, window: MainWindow, check) -> None:
    """The race, a real experiment step through the runner: 200 epochs on the CPU."""
    page = window.experiments_tab.race_page
    results: list[object] = []
    page.finished.connect(results.append)
    page.epochs_box.setValue(200)
    page.start()
    finished = wait_until(app, lambda: bool(results), TRAIN_TIMEOUT_S)
    result = results[0] if results else None
    check(
        finished and isinstance(result, RaceResult) and bool(result.conclusion),
        f"the race ran on {[run.config.device for run in getattr(result, 'runs', [])]} "
        "and drew a conclusion",
    )


def _check_training(app: QApplication, window: MainWindow, check) -> None:
    """200 epochs on the CPU through the Training tab's worker, the curve drawn."""
    tab = window.training_tab
    outcomes: list[object] = []
    tab.run_finished.connect(outcomes.append)
    tab.device_box.setCurrentText("cpu")
    tab.epochs_box.setValue(200)
    tab.record_box.setValue(10)
    tab.start()
    check(tab.is_running, "training started on a worker thread")
    finished = wait_until(app, lambda: bool(outcomes), TRAIN_TIMEOUT_S)
    result = outcomes[0] if outcomes else None
    check(finished and isinstance(result, TrainResult), "training finished with a result")
    if isinstance(result, TrainResult):
        check(
            result.status == "finished" and result.epochs_completed == 200,
            f"trained 200 epochs on cpu in {result.train_s:.3f} s, loss {result.final_loss:.4f}",
        )
        check(
            tab.curve_points == 20, f"the curve holds the 20 recorded losses ({tab.curve_points})"
        )


def _check_recorded(check) -> None:
    """The recorded results ship inside the build and read whole."""
    from core.experiments.recorded import shipped_recorded

    recorded = shipped_recorded()
    kinds = sorted({r.kind for r in recorded})
    check(kinds == ["measured", "reported"], f"the recorded results read: {len(recorded)} files")


def _check_sandbox(check) -> None:
    """A snippet in the sandbox's child process (in a frozen build, this executable)."""
    from core.calls.sandbox import run

    snippet = run("print(6 * 7)", timeout=30)
    check(snippet.ok and snippet.stdout == "42\n", f"the sandbox runs a snippet: {snippet.message}")


def run_self_test(app: QApplication, window: MainWindow) -> int:
    """Build the window, probe the hardware, train 200 epochs and race them through the real
    workers, exercise the call demo, read both languages and the lesson, take a screenshot
    in Chinese, and run a snippet in the sandbox's child process (in a frozen build: this
    executable again). A step that raises is one failed check; the others still run."""
    failures: list[str] = []

    def check(ok: bool, what: str) -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {what}", flush=True)
        if not ok:
            failures.append(what)

    window.show()
    window.show_tab("training")  # a page that needs PyTorch, shown before it has loaded
    window.start_probes()
    check(
        wait_until(app, lambda: window.hardware_tab.probes_done, PROBE_TIMEOUT_S),
        "hardware probes answered",
    )
    check(
        wait_until(app, lambda: window.pages.is_built("training.training"), PROBE_TIMEOUT_S),
        f"PyTorch loaded after the window, and the Training tab came alive "
        f"({window.model.pytorch_problem or 'no error'})",
    )
    steps = (
        partial(_check_training, app, window),
        partial(_check_experiment, app, window),
        partial(_check_call_demo, window),
        partial(_check_languages, window),
        _check_recorded,
        _check_sandbox,
    )
    for step in steps:
        try:
            step(check)
        except Exception as error:  # reported as a failed check; the other steps run
            check(False, f"{getattr(step, 'func', step).__name__} raised {error!r}")
    window.close()
    check(wait_until(app, lambda: window.runner.running == 0, 10.0), "every worker thread ended")
    print("self-test: " + ("passed" if not failures else f"{len(failures)} check(s) failed"))
    return 0 if not failures else 1
