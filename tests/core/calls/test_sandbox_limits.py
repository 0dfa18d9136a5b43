"""What the sandbox limits: a snippet gets a clean environment and a private HOME,
cannot write a file past 64 MB, and dies with DeviceLab even when DeviceLab is killed."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import psutil
import pytest
from snippet_processes import gone_within, new_token, processes_with, sleeper

from core.calls.sandbox import run, writes_confined


def test_the_environments_secrets_never_reach_a_snippet(monkeypatch):
    monkeypatch.setenv("DEVICELAB_TEST_TOKEN", "hunter2")
    result = run(
        "import os\nprint(sorted(os.environ))\nprint(os.environ.get('DEVICELAB_TEST_TOKEN'))"
    )
    assert result.ok and result.stdout.splitlines()[-1] == "None"
    assert "DEVICELAB_TEST_TOKEN" not in result.stdout


def test_a_snippets_home_and_temporary_folder_are_its_own():
    code = (
        "import os, pathlib, tempfile\n"
        "print(pathlib.Path.home())\n"
        "print(tempfile.gettempdir())\n"
        "print(os.path.exists(os.path.expanduser('~/.ssh')))\n"
    )
    result = run(code)
    home, temporary, ssh = result.stdout.splitlines()
    assert "devicelab-snippet-" in home and temporary == home and ssh == "False"
    assert home != os.path.expanduser("~")


@pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE is POSIX")
def test_a_snippet_cannot_write_a_file_past_the_size_limit():
    code = "with open('big.bin', 'wb') as f:\n    f.write(b'x' * (100 * 2**20))\n"
    result = run(code, timeout=30)
    assert not result.ok and "File too large" in str(result.message)


def _started_and_killed(snippet: str, token: str) -> list[psutil.Process]:
    """Run ``snippet`` under a DeviceLab process, wait for the process marked ``token``,
    then kill DeviceLab (kill -9: no clean-up of its runs); DeviceLab's descendants then."""
    parent = subprocess.Popen(
        [sys.executable, "-c", f"from core.calls.sandbox import run; run({snippet!r}, timeout=600)"]
    )
    deadline = time.monotonic() + 30
    while not processes_with(token) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert processes_with(token), "the snippet never started"
    family = psutil.Process(parent.pid).children(recursive=True)
    parent.kill()
    parent.wait()
    return family


def test_a_snippet_dies_with_devicelab_when_devicelab_is_killed():
    # Linux: the parent-death signal; macOS: the watcher thread; Windows: the job closes.
    token = new_token()
    snippet = f"import subprocess, sys\nsubprocess.Popen({sleeper(token)})\nwhile True:\n    pass\n"
    family = _started_and_killed(snippet, token)
    _, alive = psutil.wait_procs(family, timeout=20)  # at once; a loaded machine
    assert not alive and gone_within(token, 5), [child.cmdline() for child in alive]


def test_a_setsid_daemon_the_snippet_left_dies_when_devicelab_is_killed():
    token = new_token()
    snippet = (
        "import subprocess, sys, time\n"
        f"subprocess.Popen({sleeper(token)}, start_new_session=True)\n"
        "while True:\n    time.sleep(0.1)\n"
    )
    family = _started_and_killed(snippet, token)
    _, alive = psutil.wait_procs(family, timeout=20)
    assert not alive and gone_within(token, 5), [process.cmdline() for process in alive]


def test_a_snippet_writes_only_inside_its_own_folder_where_the_system_allows_it(tmp_path):
    outside = tmp_path / "yours.txt"
    outside.write_text("your file", encoding="utf-8")
    code = (
        "open('mine.txt', 'w').write('ok')\n"
        f"print(open({str(outside)!r}).read())\n"
        "import os\n"
        f"for act in (lambda: open({str(outside)!r}, 'w'), lambda: os.remove({str(outside)!r})):\n"
        "    try:\n        act()\n    except OSError:\n        print('refused')\n"
    )
    if not writes_confined():
        pytest.skip("no Landlock or sandbox-exec here: a snippet can write where its user can")
    result = run(code)
    assert result.stdout.splitlines() == ["your file", "refused", "refused"]
    assert outside.read_text(encoding="utf-8") == "your file"  # nothing of yours changed
