"""A command line that loads what it needs: ``--version``, every ``--help``, ``runs`` and
``run`` never import torch (about 2 s of a 2.3 s ``devicelab --version``); a command that
trains or probes GPUs imports it when it runs. Real processes: a test's own torch would
hide an import."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

CHECK = """
import sys
from gui.main import main
try:
    code = main(sys.argv[1:])
except SystemExit as stop:
    code = stop.code
print("torch" in sys.modules, code)
"""


def _torch_loaded(*argv: str) -> tuple[str, str]:
    shown = subprocess.run(
        [sys.executable, "-c", CHECK, *argv], capture_output=True, text=True, timeout=120
    )
    return shown.stdout.splitlines()[-1], shown.stderr


def test_importing_the_entry_point_and_the_command_line_loads_no_torch():
    code = "import sys, gui.main, core.cli, core.cli.parser; print('torch' in sys.modules)"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert shown.stdout.strip() == "False", shown.stderr


def test_reading_the_command_line_loads_no_network_code():
    """The window parses its command line too: the class's collector, client and store
    (http.server, ssl, sqlite3: 0.05 s of every start) wait for ``class serve`` or ``send``."""
    code = (
        "import sys; from core.cli import build_parser; build_parser().parse_args([]); "
        "print(sorted({'http.server', 'ssl', 'sqlite3', 'core.classroom.collector'} "
        "& set(sys.modules)))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert shown.stdout.strip() == "[]", shown.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["--version"],
        ["--help"],
        ["train", "--help"],
        ["class", "serve", "--help"],
        ["class", "send", "--help"],
        ["runs", "--db", "RUNS"],
        ["runs", "--db", "RUNS", "--json"],
        ["run", "SNIPPET"],
    ],
)
def test_commands_that_train_nothing_never_import_torch(tmp_path, argv):
    snippet = tmp_path / "one.py"
    snippet.write_text("print('hi')\n", encoding="utf-8")
    paths = {"RUNS": str(tmp_path / "runs.sqlite3"), "SNIPPET": str(snippet)}
    last, err = _torch_loaded(*(paths.get(arg, arg) for arg in argv))
    assert last == "False 0", err


def test_a_command_that_trains_imports_torch_when_it_runs(tmp_path):
    last, err = _torch_loaded("train", "--epochs", "2", "--db", str(tmp_path / "r.sqlite3"))
    assert last == "True 0", err


@pytest.mark.slow
def test_run_ends_within_its_limit_beside_a_busy_program(tmp_path):
    """`devicelab run` of an endless snippet with a 3 s limit ends within 5 s even while
    another program keeps a core busy: it no longer spends 2 s importing torch first."""
    snippet = tmp_path / "endless.py"
    snippet.write_text("while True:\n    pass\n", encoding="utf-8")
    busy = subprocess.Popen([sys.executable, "-c", "while True:\n    pass\n"])
    try:
        start = time.monotonic()
        shown = subprocess.run(
            [sys.executable, "-c", CHECK, "run", str(snippet), "--timeout", "3"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        seconds = time.monotonic() - start
    finally:
        busy.kill()
        busy.wait()
    assert shown.stdout.splitlines()[-1] == "False 1", shown.stderr
    assert "Stopped after 3 s: the time limit" in shown.stderr
    assert seconds < 5, seconds
