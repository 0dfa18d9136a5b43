"""The Runs page with runs kept by an earlier start, in English and 简体中文.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/take_runs.py OUT_PREFIX

Writes ``OUT_PREFIX_en.png`` and ``OUT_PREFIX_zh_CN.png``. The runs are real (trained
here, 2,000-3,000 epochs each) and kept in a temporary app-data folder, then dated two
days back and given the machines a teacher's laptop and a lab PC would have.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace

FOLDER = tempfile.mkdtemp()
os.environ["XDG_DATA_HOME"] = os.path.join(FOLDER, "data")  # not the user's runs
os.environ["XDG_CONFIG_HOME"] = os.path.join(FOLDER, "config")  # nor their settings

import torch  # noqa: E402, F401  (before Qt, as gui/main.py does)

from core.runs.recording import record_finished  # noqa: E402
from core.runs.run_store import RunStore, new_batch  # noqa: E402
from core.training import TrainConfig, train  # noqa: E402
from gui.app import make_app  # noqa: E402

EARLIER = (
    ("race", TrainConfig(epochs=2000, record_every=50), "2026-12-03T19:42:10+08:00", "cpu"),
    ("race", TrainConfig(epochs=2000, record_every=50), "2026-12-03T19:42:13+08:00", "cuda:0"),
    ("homework", TrainConfig(epochs=2000, record_every=10), "2026-12-03T19:50:02+08:00", "cpu"),
    ("homework", TrainConfig(epochs=2000, record_every=100), "2026-12-03T19:50:04+08:00", "cpu"),
    ("training", TrainConfig(epochs=3000, lr=0.1), "2026-12-04T08:15:00+08:00", "cpu"),
)


def keep_earlier_runs(store: RunStore) -> None:
    for kind, config, started, device in EARLIER:
        result = train(config)
        result = replace(result, config=replace(result.config, device=device))
        run_id = record_finished(store, kind, result, new_batch())
        host = "lab-pc-7" if kind == "training" else "teacher-laptop"
        store.db.execute(
            "UPDATE runs SET started = ?, device = ?, machine = ? WHERE id = ?",
            (started, device, f'{{"host": "{host}"}}', run_id),
        )


def main(prefix: str) -> int:
    from PySide6.QtCore import QItemSelectionModel

    from gui.runs.kept_runs import store_path
    from gui.shell.main_window import MainWindow

    app = make_app()
    store = RunStore(store_path())
    keep_earlier_runs(store)
    store.close()
    window = MainWindow()
    window.lesson_action.setChecked(False)
    window.resize(1400, 900)
    window.show()
    window.show_tab("experiments")
    runs = window.experiments_tab.runs_page
    window.experiments_tab.pages.setCurrentWidget(runs)
    chosen = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in (1, 4):  # a homework run of record-every 100 and the race's CPU run
        runs.table.selectionModel().select(runs.table.model().index(row, 0), chosen)
    for language in ("en", "zh_CN"):
        window.view.set_language(language, remember=False)
        for _ in range(30):
            app.processEvents()
        window.grab().save(f"{prefix}_{language}.png")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
