"""Run by ``test_real_clicks.py`` in its own Xvfb: a real click on the Training tab while
PyTorch loads shows "Loading PyTorch…" there, and a real Ctrl+R says that PyTorch is still
loading; when PyTorch arrives the tab comes alive, and a real Ctrl+R then starts training.
Prints one JSON report on its last line."""

from __future__ import annotations

import json
import sys

from wheel_probe import pump, show_at_1024, xdotool

import gui.window_model

gui.window_model._imported = lambda _module: False  # as before the background import ends

from gui.app import make_app  # noqa: E402  (after the stand-in above)
from gui.shell.main_window import MainWindow  # noqa: E402
from gui.shell.settings import Settings  # noqa: E402


def click_the_tab(app, window: MainWindow, index: int) -> None:
    bar = window.tabs.tabBar()
    centre = bar.mapToGlobal(bar.tabRect(index).center())
    xdotool("mousemove", str(centre.x()), str(centre.y()), "click", "1")
    pump(app, 0.3)


def main() -> int:
    app = make_app()
    window = MainWindow(settings=Settings(remember=False))
    show_at_1024(app, window)
    click_the_tab(app, window, 1)
    slot = window.pages.page_tabs["training"].currentWidget()
    notice = getattr(slot, "notice", None)
    report = {
        "tab": window.tabs.currentIndex(),
        "said": notice.text() if notice is not None and notice.isVisible() else None,
        "built_while_loading": window.pages.is_built("training.training"),
    }
    xdotool("key", "ctrl+r")
    pump(app, 0.3)
    report["start_said"] = window.statusBar().currentMessage()
    window.model.set_pytorch_loaded()
    pump(app, 0.3)
    report["built_after"] = window.pages.is_built("training.training")
    tab = window.training_tab
    tab.epochs_box.setValue(200)
    xdotool("key", "ctrl+r")
    for _ in range(100):  # 200 epochs: well within 10 s
        pump(app, 0.1)
        if tab.result is not None:
            break
    report["trained"] = tab.result is not None and tab.result.epochs_completed == 200
    window.close()
    pump(app, 1.0)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
