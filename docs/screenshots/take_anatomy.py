"""The Anatomy page after a real profile of this machine's CPU, in English and 简体中文, and
in projector mode (issue 32).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/take_anatomy.py OUT_PREFIX

Writes ``OUT_PREFIX_en.png``, ``OUT_PREFIX_zh_CN.png`` and ``OUT_PREFIX_projector.png``.
The profile is measured here, through the page's own Take an epoch apart: on a machine
without an NVIDIA GPU the GPU's lanes are drawn as missing, as a student would see them.
"""

from __future__ import annotations

import sys
import time

import torch  # noqa: F401  (before Qt, as gui/main.py does)

from gui.app import make_app
from gui.shell.appearance import Appearance
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.workers import PROBE_TIMEOUT_S, wait_until

SHOTS = {
    "en": (Appearance("light"), (1280, 800), "en"),
    "zh_CN": (Appearance("light"), (1280, 800), "zh_CN"),
    "projector": (Appearance("light", projector=True), (1920, 1080), "en"),
}
PROFILE_TIMEOUT_S = 120


def main(prefix: str) -> int:
    app = make_app()
    window = MainWindow(settings=Settings(remember=False))
    window.show()
    window.start_probes()
    wait_until(app, lambda: window.hardware_tab.probes_done, PROBE_TIMEOUT_S)
    tab = window.experiments_tab
    window.show_tab("experiments")
    tab.pages.setCurrentWidget(tab.anatomy_page)
    page = tab.anatomy_page
    page.start()
    wait_until(app, lambda: page.result is not None and not page.is_running, PROFILE_TIMEOUT_S)
    for name, (appearance, size, language) in SHOTS.items():
        window.view.appearance = appearance
        window.view.restore()
        window.view.set_language(language, remember=False)
        window.statusBar().clearMessage()
        window.resize(*size)
        until = time.monotonic() + 0.5
        wait_until(app, lambda until=until: time.monotonic() > until, 2)
        window.grab().save(f"{prefix}_{name}.png")
        print(f"{prefix}_{name}.png")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "anatomy"))
