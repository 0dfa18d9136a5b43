"""Run Python in a child process where PySide6, shiboken6 and pyqtgraph cannot be imported.

The GPU machine has no Qt, and ``core/`` must never need it: these tests prove both.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BLOCK_QT = textwrap.dedent(
    """
    import sys

    class BlockQt:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph", "pytestqt"):
                raise ImportError(f"{name} is blocked in this test")
            return None

    sys.meta_path.insert(0, BlockQt())
    """
)


def run_without_qt(
    code: str, *, timeout: float, hide_gpus: bool = False
) -> subprocess.CompletedProcess:
    """Run ``code`` (after the blocker) in the repository root; its output as text."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    if hide_gpus:
        env["CUDA_VISIBLE_DEVICES"] = ""
    return subprocess.run(
        [sys.executable, "-c", BLOCK_QT + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=REPO,
        env=env,
    )
