"""``devicelab --self-test``: the checks a packaged build must pass before it ships."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)

from core.training import TrainResult
from gui.i18n import chinese_font_family, current_language, missing_glyphs, set_language
from gui.main_window import MainWindow

TRAIN_TIMEOUT_S = 120.0


def run_self_test(app: QApplication, window: MainWindow) -> int:
    """Build the window, train 200 epochs through the real worker, exercise the call demo."""
    from gui.app import PROBE_TIMEOUT_S, wait_until

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

    from core.sandbox import run

    snippet = run("print(6 * 7)", timeout=30)
    check(snippet.ok and snippet.stdout == "42\n", f"the sandbox runs a snippet: {snippet.message}")

    check_translated_screenshot(app, window, check)

    window.close()
    check(wait_until(app, lambda: window.runner.running == 0, 10.0), "every worker thread ended")
    print("self-test: " + ("passed" if not failures else f"{len(failures)} check(s) failed"))
    return 0 if not failures else 1


def visible_texts(root: QWidget) -> str:
    """Every text a user can see in ``root``: labels, buttons, tabs, group titles, choices."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
    return "\n".join(texts)


def check_translated_screenshot(
    app: QApplication, window: MainWindow, check: Callable[[bool, str], None]
) -> None:
    """Switch to Chinese live, render every tab, and look for texts that cannot be drawn."""
    before = current_language(app)
    loaded = set_language(app, "zh_CN")
    app.processEvents()
    expected = QCoreApplication.translate("MainWindow", "Training")
    check(loaded and window.tabs.tabText(1) == expected != "Training",
          f"the Chinese translation is bundled and live (tab: {window.tabs.tabText(1)})")
    folder = Path(tempfile.mkdtemp(prefix="devicelab-self-test-"))
    font = app.font()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        app.processEvents()
        path = folder / f"zh_CN-{index + 1}.png"
        check(window.grab().save(str(path), "PNG") and path.stat().st_size > 0,
              f"a zh_CN screenshot of tab {index + 1}: {path}")
        if chinese_font_family() is None:
            print("note no Chinese font on this machine: the glyph check is skipped")
            continue
        missing = missing_glyphs(visible_texts(window), font)
        check(not missing, f"tab {index + 1}: every character has a glyph "
              f"({''.join(sorted(missing)) or 'none missing'})")
    set_language(app, before)
    app.processEvents()
