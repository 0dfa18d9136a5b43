"""Student code runs in a limited child process: whatever it does, the app gets an answer."""

import json
import subprocess
import sys
import textwrap

import pytest
from snippet_processes import gone_within, new_token, sleeper

from core.calls import sandbox
from core.calls.sandbox import run
from core.errors import ConfigError

TIMEOUT = 2.0
"""A limit meant to fire: an endless loop is stopped after it."""
ENDS_BY_ITSELF = 30.0
"""A limit meant never to fire: the code ends by itself long before, however busy the
machine (a loaded CI machine can take seconds to start a Python)."""


def test_output_and_a_clean_finish():
    result = run("print('hello')\nprint(6 * 7)")
    assert result.ok and result.exit_code == 0
    assert result.stdout == "hello\n42\n"
    assert str(result.message).startswith("Finished in")


def test_an_exception_names_its_type_message_and_snippet_line():
    result = run("def f(x):\n    return 1 / x\n\nf(0)\n")
    assert not result.ok and result.exit_code == 1
    assert (result.exception.type, result.exception.line) == ("ZeroDivisionError", 2)
    assert [frame["line"] for frame in result.exception.traceback] == [4, 2]
    assert str(result.message) == "ZeroDivisionError on line 2: division by zero"


def test_a_syntax_error_points_at_its_line():
    result = run("x = 1\ny = (\n")
    assert result.exception.type == "SyntaxError" and result.exception.line == 2


def test_an_endless_loop_is_stopped_at_the_timeout():
    result = run("while True:\n    pass\n", timeout=TIMEOUT)
    assert result.timed_out and result.killed and not result.ok
    assert result.seconds < TIMEOUT + 1
    assert "time limit" in str(result.message)


def test_endless_printing_is_cut_and_stopped():
    result = run("while True:\n    print('spam' * 100)\n", timeout=TIMEOUT)
    assert result.timed_out and result.seconds < TIMEOUT + 1
    assert len(result.stdout) == sandbox.OUTPUT_LIMIT and result.stdout_truncated
    assert "Output was cut" in str(result.message)


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_AS is POSIX; Windows has the timeout")
def test_a_huge_allocation_hits_the_memory_limit():
    result = run("x = bytearray(512 * 2**20)\n", memory_mb=256, timeout=ENDS_BY_ITSELF)
    assert result.exception.type == "MemoryError"
    assert str(result.message) == "MemoryError on line 1: over the memory limit (256 MB)"


def test_sys_exit_reports_its_code():
    result = run("import sys\nsys.exit(3)\n")
    assert result.exit_code == 3 and not result.ok
    assert str(result.message) == "The code called sys.exit(3): exit code 3."


def test_os_exit_is_reported_though_the_child_could_not_say_so():
    result = run("import os\nos._exit(7)\n")
    assert result.exit_code == 7 and not result.ok
    assert "before reporting back" in str(result.message)


@pytest.mark.skipif(sys.platform == "win32", reason="a SIGSEGV is a POSIX signal")
def test_a_crash_through_ctypes_is_reported_as_a_crash():
    result = run("import ctypes\nctypes.string_at(0)\n", timeout=ENDS_BY_ITSELF)
    assert result.killed and not result.ok
    assert "segmentation fault" in str(result.message)


@pytest.mark.skipif(sys.platform == "win32", reason="process groups are POSIX here")
@pytest.mark.parametrize("ending", ["while True:\n    pass\n", "pass\n"])
def test_processes_the_code_spawns_do_not_outlive_it(ending):
    token = new_token()
    code = f"import subprocess, sys\nsubprocess.Popen({sleeper(token)})\nprint('started')\n"
    limit = 5.0  # the endless ending: time to start and print, however busy the machine
    result, seconds = _timed(code + ending, timeout=limit)
    assert seconds < limit + 1 and result.stdout.split() == ["started"]
    assert gone_within(token, 2)


def test_there_is_no_stdin():
    result = run("input('name? ')\n")
    assert result.exception.type == "EOFError"


def test_a_stop_request_ends_the_child():
    asked = []

    def stop():
        asked.append(1)
        return len(asked) > 5

    result = run("while True:\n    pass\n", timeout=30, should_stop=stop)
    assert result.killed and str(result.message) == "Stopped by the user."
    assert result.seconds < 5


@pytest.mark.parametrize(
    ("settings", "field"),
    [({"timeout": 0}, "timeout"), ({"timeout": 1e9}, "timeout"), ({"memory_mb": 1}, "memory_mb")],
)
def test_limits_out_of_range_name_the_field(settings, field):
    with pytest.raises(ConfigError) as caught:
        run("pass", **settings)
    assert caught.value.field == field and str(caught.value).startswith(f"{field} must be from")


def test_a_frozen_app_runs_itself_as_the_child(monkeypatch, tmp_path):
    monkeypatch.setattr(sandbox.sys, "frozen", True, raising=False)
    command = sandbox.child_command(tmp_path / "s.py", tmp_path / "r.json", tmp_path / "t")
    assert command[:2] == [sys.executable, "--run-snippet"]
    assert command[-2:] == ["--trace", str(tmp_path / "t")]


def test_the_apps_run_snippet_mode_is_the_child(tmp_path):
    (tmp_path / "s.py").write_text("print('from the child')\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "gui",
            "--run-snippet",
            str(tmp_path / "s.py"),
            str(tmp_path / "r.json"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "from the child\n"
    assert json.loads((tmp_path / "r.json").read_text())["exception"] is None


LESSON_MLP = textwrap.dedent(
    """
    import torch
    from torch import nn

    class MLP(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Linear(4, 10)
            self.relu = nn.ReLU()
            self.fc2 = nn.Linear(10, 3)

        def forward(self, x):
            out = self.fc1(x)
            out = self.relu(out)
            return self.fc2(out)

    def before(module, args):
        pass

    def after(module, args, output):
        pass

    model = MLP()
    model.register_forward_pre_hook(before)
    model.register_forward_hook(after)
    x = torch.ones(1, 4)
    """
)


def _calls(trace):
    return [(event["depth"], event["name"]) for event in trace if event["event"] == "call"]


@pytest.mark.slow
def test_model_of_x_goes_through_call_hooks_and_forward():
    result = run(LESSON_MLP + "y = model(x)\n", trace=True, timeout=60)
    assert result.ok, str(result.message)
    calls = _calls(result.trace)
    start = calls.index((1, "MLP.__call__"))
    assert calls[start : start + 10] == [
        (1, "MLP.__call__"),
        (2, "before"),
        (2, "MLP.forward"),
        (3, "Linear.__call__"),
        (4, "Linear.forward"),
        (3, "ReLU.__call__"),
        (4, "ReLU.forward"),
        (3, "Linear.__call__"),
        (4, "Linear.forward"),
        (2, "after"),
    ]
    forward = next(e for e in result.trace if e["name"] == "MLP.forward" and e["event"] == "call")
    assert forward["line"] == 12 and "x" in forward["locals"]


@pytest.mark.slow
def test_model_forward_of_x_skips_call_and_the_hooks():
    result = run(LESSON_MLP + "y = model.forward(x)\n", trace=True, timeout=60)
    names = [name for _, name in _calls(result.trace)]
    assert "MLP.forward" in names
    assert "MLP.__call__" not in names and "before" not in names and "after" not in names
    assert "Linear.__call__" in names  # the layers inside are still called with fc1(x)


def test_the_memory_watchdog_stops_what_the_address_space_limit_does_not_see(monkeypatch):
    # Windows has no RLIMIT_AS, and on POSIX a child's children each get their own: the
    # watchdog adds up the resident memory of the whole tree.
    monkeypatch.setattr(sandbox, "_limits", lambda *_: {"start_new_session": True})
    code = "chunks = []\nwhile True:\n    chunks.append(bytearray(50 * 2**20))\n"
    result = run(code, memory_mb=300, timeout=10)
    assert result.killed and not result.timed_out
    assert str(result.message) == "Stopped: the code used more than the memory limit (300 MB)."
    assert result.seconds < 10


def _timed(code, **settings):
    """run(), and how long the whole call took (clean-up included)."""
    import time

    start = time.monotonic()
    result = run(code, **settings)
    return result, time.monotonic() - start


@pytest.mark.skipif(sys.platform == "win32", reason="setsid is POSIX")
def test_a_grandchild_that_leaves_the_group_is_killed_too():
    token = new_token()
    code = (
        "import subprocess, sys, time\n"
        f"subprocess.Popen({sleeper(token)}, start_new_session=True)\n"
        "print('started')\ntime.sleep(0.5)\n"
    )
    result, seconds = _timed(code, timeout=ENDS_BY_ITSELF)
    assert seconds < 20 and result.stdout.split() == [
        "started"
    ]  # not the limit: the grandchild sleeps 10 min
    assert gone_within(token, 2)


@pytest.mark.parametrize(
    "forgery",
    [
        "[1]",
        '{"exit_code": 0, "exception": {"type": "X", "message": "m", "line": 1, "extra": 1}}',
        '{"exit_code": 0, "trace": [{"event": "call"}]}',
    ],
)
def test_a_report_forged_by_the_code_never_breaks_run(forgery):
    code = textwrap.dedent(
        f"""
        import os, sys
        with open(sys.argv[2] if len(sys.argv) > 2 else "result.json", "w") as handle:
            handle.write({forgery!r})
        os._exit(0)
        """
    )
    result = run(code)
    assert isinstance(str(result.message), str) and result.exit_code == 0


def test_an_enormous_exception_message_is_cut():
    result = run("raise ValueError('x' * 50_000_000)\n", memory_mb=2048, timeout=20)
    assert result.exception.type == "ValueError"
    assert len(result.exception.message) <= sandbox.MESSAGE_LIMIT


def test_closing_stdout_or_an_unprintable_exception_is_still_reported():
    closed = run("import sys\nprint('before')\nsys.stdout.close()\n")
    assert closed.ok and closed.stdout == "before\n"

    class_code = (
        "class Odd(Exception):\n    def __str__(self):\n        raise RuntimeError\n\nraise Odd()\n"
    )
    odd = run(class_code)
    assert odd.exception.type == "Odd" and "str() failed" in odd.exception.message


def test_a_lingering_thread_or_atexit_handler_does_not_hold_the_end_back():
    code = "import atexit, threading, time\natexit.register(time.sleep, 60)\n"
    code += "threading.Thread(target=time.sleep, args=(60,)).start()\nprint('done')\n"
    result, seconds = _timed(code, timeout=ENDS_BY_ITSELF)
    assert result.ok and not result.timed_out and seconds < 20  # not the 60 s they ask for


def test_children_sharing_memory_copy_on_write_are_not_counted_twice():
    code = textwrap.dedent(
        """
        import os, time
        data = bytearray(150 * 2**20)
        pids = [os.fork() for _ in range(3)] if hasattr(os, "fork") else []
        time.sleep(0.6)
        print("ok")
        """
    )
    if sys.platform == "win32":
        pytest.skip("fork is POSIX")
    result = run(code, memory_mb=400, timeout=ENDS_BY_ITSELF)
    assert "memory limit" not in str(result.message)


def test_a_syntax_error_from_the_codes_own_eval_points_at_the_eval_line():
    result = run("x = 1\ny = 2\nz = 3\neval('(')\n")
    assert result.exception.type == "SyntaxError" and result.exception.line == 4


def test_the_tracer_switched_off_by_the_code_is_said_to_be_partial():
    result = run("import sys\ndef f():\n    pass\nsys.setprofile(None)\nf()\n", trace=True)
    assert result.trace_truncated


@pytest.mark.parametrize(
    "ending", ["while True: pass\n", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n"]
)
def test_what_was_printed_before_a_timeout_or_a_kill_is_kept(ending):
    code = "print('flushed line')\nprint('no newline, never flushed', end='')\n" + ending
    result = run(code, timeout=5)  # time to start and print, however busy the machine
    assert result.killed
    assert result.stdout == "flushed line\nno newline, never flushed"


def test_torch_over_the_memory_limit_says_it_was_the_memory_limit():
    result = run("import torch\nprint('imported')\n", memory_mb=64, timeout=30)
    assert not result.ok and "imported" not in result.stdout
    assert "memory limit" in str(result.message) and "64 MB" in str(result.message), str(
        result.message
    )


def test_the_trace_shows_self_state_and_the_line_that_made_each_call():
    code = (
        "class Counter:\n"
        "    def __init__(self):\n"
        "        self.count = 0\n"
        "    def __call__(self):\n"
        "        self.count += 1\n"
        "        return self.count\n"
        "counter = Counter()\n"
        "counter()\n"
        "counter()\n"
    )
    trace = run(code, trace=True).trace
    calls = [e for e in trace if e["name"] == "Counter.__call__"]
    assert [(e["event"], e["attributes"]["count"]) for e in calls] == [
        ("call", "0"),
        ("return", "1"),
        ("call", "1"),
        ("return", "2"),
    ]
    assert [e["caller_line"] for e in calls] == [8, 8, 9, 9]
    body = next(e for e in trace if e["event"] == "call" and e["class_body"])
    assert str(sandbox.trace_name(body)) == "class Counter (its body runs once)"
    assert str(sandbox.trace_name(calls[0])) == "Counter.__call__"
    assert [e["line"] for e in calls] == [4, 6, 4, 6]


def test_a_forged_trace_with_state_that_is_not_text_is_refused():
    event = {"event": "call", "name": "f", "depth": 0, "line": 1, "attributes": {"count": [1]}}
    forged = json.dumps(event) + "\n"
    code = f"import os, sys\nopen(sys.argv[4], 'w').write({forged!r})\nos._exit(0)\n"
    result = run(code, trace=True)
    assert result.trace is None


@pytest.mark.parametrize(
    "ending", ["while True: pass\n", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n"]
)
def test_the_calls_made_before_a_timeout_or_a_kill_are_traced(ending):
    code = "def tick(n):\n    return n + 1\n\ntick(1)\ntick(2)\n" + ending
    result = run(code, timeout=5, trace=True)  # time to start and trace, however busy
    assert result.killed
    calls = [(e["event"], e["name"]) for e in result.trace if e["name"] == "tick"]
    assert calls == [("call", "tick"), ("return", "tick")] * 2


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        (b"\xef\xbb\xbfprint('Notepad')\n", "print('Notepad')\n"),
        (
            "# -*- coding: gbk -*-\nprint('中文')\n".encode("gbk"),
            "# -*- coding: gbk -*-\nprint('中文')\n",
        ),
        (
            "# coding: latin-1\nprint('café')\n".encode("latin-1"),
            "# coding: latin-1\nprint('café')\n",
        ),
        ("print('显存')\n".encode(), "print('显存')\n"),
    ],
)
def test_source_is_read_as_python_reads_it(tmp_path, raw, text):
    path = tmp_path / "snippet.py"
    path.write_bytes(raw)
    assert sandbox.read_source(path) == text
    assert run(sandbox.read_source(path)).ok


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"print('x')\xff\n", "Save it as UTF-8, or declare its encoding"),
        (b"# coding: klingon\nprint(1)\n", "unknown encoding"),
    ],
)
def test_source_that_cannot_be_decoded_says_why_and_what_to_do(tmp_path, raw, words):
    path = tmp_path / "snippet.py"
    path.write_bytes(raw)
    with pytest.raises(sandbox.SourceUnreadable, match=words):
        sandbox.read_source(path)
    with pytest.raises(sandbox.SourceUnreadable, match="cannot read"):
        sandbox.read_source(tmp_path / "missing.py")
