"""A lab that is ready: the next run's process starts ahead, imports torch, and waits with
every limit and the confinement in place; Run hands it the code. Real processes."""

from __future__ import annotations

import os
import time

import pytest

from core.calls import sandbox
from core.calls.sandbox import FOLDER_PREFIX, ReadySandbox, run, writes_confined
from core.errors import ConfigError

TORCH_LOADED = "import sys\nprint('torch' in sys.modules)\n"


@pytest.fixture
def ready():
    made: list[ReadySandbox] = []

    def make(**settings) -> ReadySandbox:
        made.append(ReadySandbox(**settings))
        return made[-1]

    yield make
    for waiting in made:
        waiting.close()


def test_a_ready_process_has_torch_before_the_code_arrives(ready):
    assert run(TORCH_LOADED, timeout=20).stdout.split() == ["False"]  # a fresh one has not
    waiting = ready(timeout=20)
    result = waiting.run(TORCH_LOADED)
    assert result.ok and result.stdout.split() == ["True"]
    assert result.waited_s is not None and result.waited_s >= 0


def test_its_time_limit_counts_from_run_not_from_its_start(ready):
    waiting = ready(timeout=1)
    time.sleep(1.5)  # the student reads: no limit runs yet
    assert waiting.run("print('quick')").stdout.split() == ["quick"]
    endless = ready(timeout=1)
    result = endless.run("while True:\n    pass\n")
    assert result.timed_out and result.seconds < 3


def _started_late(monkeypatch, command: str) -> None:
    """Every child runs ``command`` (a shell's) before Python starts: a busy PC."""
    prefix = ["sh", "-c", f'{command}; exec "$@"', "sh"]
    monkeypatch.setattr(sandbox, "command_prefix", lambda folder: prefix)


POSIX_SHELL = pytest.mark.skipif(os.name != "posix", reason="the busy PC is played by sh")


@POSIX_SHELL
def test_on_a_busy_pc_its_limit_counts_from_when_it_is_ready(ready, monkeypatch):
    _started_late(monkeypatch, "sleep 3")  # 3 s more to be ready than its 2 s limit
    result = ready(timeout=2).run("print('quick')")  # pressed at once: torch still to come
    assert result.ok and result.stdout.split() == ["quick"]
    assert result.waited_s is not None and result.waited_s >= 3  # the wait, shown apart
    assert result.seconds < result.waited_s  # what the limit counted: the code, not the wait


@POSIX_SHELL
def test_one_never_ready_says_so_instead_of_waiting_forever(ready, monkeypatch):
    _started_late(monkeypatch, "sleep 30")
    monkeypatch.setattr(sandbox, "READY_WAIT_S", 0.5)
    begun = time.monotonic()
    result = ready(timeout=5).run("print('never')")
    assert time.monotonic() - begun < 5 and not result.ok and result.stdout == ""
    assert "still loading PyTorch after 0.5 s" in str(result.message)


@POSIX_SHELL
def test_one_that_died_before_it_was_ready_is_reported_at_once(ready, monkeypatch):
    _started_late(monkeypatch, "echo 'no python here' >&2; exit 3")
    result = ready(timeout=20).run("print('never')")
    assert not result.ok and result.exit_code == 3 and "no python here" in result.stderr


def test_a_stop_while_it_gets_ready_ends_it(ready):
    result = ready(timeout=20).run("print('never')", should_stop=lambda: True)
    assert result.killed and result.stdout == ""


def test_its_code_finds_the_folder_a_plain_run_finds(ready):
    listing = "import os\nprint(sorted(os.listdir('.')))\n"
    assert ready(timeout=20).run(listing).stdout == run(listing, timeout=20).stdout


def test_it_runs_as_confined_as_any_run(ready, tmp_path):
    outside = tmp_path / "yours.txt"
    outside.write_text("your file", encoding="utf-8")
    code = (
        "import os\n"
        "try:\n    input('name? ')\nexcept EOFError:\n    print('no stdin')\n"
        f"try:\n    open({str(outside)!r}, 'a').write('x')\n    print('wrote')\n"
        "except OSError:\n    print('refused')\n"
        "print(sorted(k for k in os.environ if 'TOKEN' in k))\n"
    )
    result = ready(timeout=20).run(code)
    expected = "refused" if writes_confined() else "wrote"
    assert result.stdout.splitlines() == ["name? no stdin", expected, "[]"]  # the prompt, then EOF


def test_it_serves_one_run_and_only_its_own_settings(ready):
    waiting = ready(timeout=5)
    assert waiting.fits(5, 1024, False) and not waiting.fits(10, 1024, False)
    assert not waiting.fits(5, 1024, True)  # traced runs need a traced process
    waiting.run("pass")
    assert not waiting.fits(5, 1024, False)
    with pytest.raises(RuntimeError):
        waiting.run("pass")


def test_closing_one_never_used_ends_it_and_removes_its_folder(ready, tmp_path):
    import psutil

    waiting = ready(timeout=5)
    child = waiting._child
    assert child is not None
    folder, pid = child.folder, child.process.pid
    waiting.close()
    assert not folder.exists() and FOLDER_PREFIX in folder.name
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


def test_limits_out_of_range_name_the_field():
    with pytest.raises(ConfigError) as caught:
        ReadySandbox(timeout=0)
    assert caught.value.field == "timeout"
