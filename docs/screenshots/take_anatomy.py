"""The Anatomy page after a real profile of this machine's CPU, in English and 简体中文, and
in projector mode.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/take_anatomy.py OUT_PREFIX

Writes ``OUT_PREFIX_en.png``, ``OUT_PREFIX_zh_CN.png`` and ``OUT_PREFIX_projector.png``.
The profile is measured here, through the page's own Take an epoch apart: on a machine
without an NVIDIA GPU the GPU's lanes are drawn as missing, as a student would see them.
"""

from __future__ import annotations

import sys

import torch  # noqa: F401  (before Qt, as gui/main.py does)
from shots import save_shots

from gui.app import make_app
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.workers import PROBE_TIMEOUT_S, wait_until

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
    save_shots(app, window, prefix)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "anatomy"))
