"""``devicelab --self-test``: the checks a packaged build must pass before it ships."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from core.training import TrainResult
from gui import i18n
from gui.main_window import MainWindow
from gui.wait import PROBE_TIMEOUT_S, wait_until

TRAIN_TIMEOUT_S = 120.0


def _check_call_demo(window: MainWindow, check) -> None:
    """The Counter counts, model(x) runs the hooks, model.forward(x) skips them."""
    call_tab = window.call_tab
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
    """The bundled catalogues load, switch the window live, and switch it back."""
    titles, lessons = {}, {}
    pane = window.lessons.panes["hardware"]
    for language in ("zh_CN", "en"):
        window.view.set_language(language, remember=False)
        titles[language] = window.tabs.tabText(0)
        pane.show_step("01_cpu_name")
        lessons[language] = pane.browser.toPlainText().splitlines()[0]
    check(
        lessons == {"zh_CN": "看懂 CPU 的型号", "en": "Reading a CPU's name"},
        f"the lesson's first step in both languages {lessons}",
    )
    if i18n.chinese_font_family() is None:
        check(titles["en"] == "Hardware", "English catalogue (no font here draws Chinese)")
        return
    check(
        titles == {"zh_CN": "硬件", "en": "Hardware"},
        f"the window in 简体中文 and English {titles}",
    )


def run_self_test(app: QApplication, window: MainWindow) -> int:
    """Build the window, train 200 epochs through the real worker, exercise the call demo."""
    failures: list[str] = []

    def check(ok: bool, what: str) -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {what}", flush=True)
        if not ok:
            failures.append(what)

    window.show()
    window.start_probes()
    check(
        wait_until(app, lambda: window.hardware_tab.probes_done, PROBE_TIMEOUT_S),
        "hardware probes answered",
    )

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

    _check_call_demo(window, check)
    _check_languages(window, check)

    from core.calls.sandbox import run

    snippet = run("print(6 * 7)", timeout=30)
    check(snippet.ok and snippet.stdout == "42\n", f"the sandbox runs a snippet: {snippet.message}")

    window.close()
    check(wait_until(app, lambda: window.runner.running == 0, 10.0), "every worker thread ended")
    print("self-test: " + ("passed" if not failures else f"{len(failures)} check(s) failed"))
    return 0 if not failures else 1
