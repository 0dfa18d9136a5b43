"""Doors a curious student once opened from a snippet, locked where the system allows it:
a daemon that outlives its run, a signal to DeviceLab, an abstract UNIX socket outside the
snippet (the X server's). Real processes and sockets; each skips where the system lacks the
lock, and the README says which."""

from __future__ import annotations

import os
import secrets
import socket
import sys
import time
from pathlib import Path

import pytest
from snippet_processes import gone_within, new_token, sleeper

from core.calls.sandbox import run
from core.calls.sandbox_child import SCOPES_ABI, landlock_abi
from core.i18n import render

posix_only = pytest.mark.skipif(os.name != "posix", reason="fork and setsid: POSIX")
scoped = pytest.mark.skipif(
    landlock_abi() < SCOPES_ABI, reason="Landlock scopes need Linux 6.12 or later"
)

DAEMON = """
import os, sys
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        print('started', flush=True)
        os.close(1); os.close(2)
        os.execv(sys.executable, SLEEPER)
    os._exit(0)
import time
time.sleep(0.5)
os._exit(0)
"""


@posix_only
def test_a_double_forked_daemon_ends_with_its_run():
    """A double-forked setsid process once survived the run (parent 1, a port still
    listening), even when the snippet left with os._exit."""
    token = new_token()
    result = run(DAEMON.replace("SLEEPER", sleeper(token)), timeout=20)
    assert result.stdout.split() == ["started"]
    assert gone_within(token, 10)


@scoped
def test_a_snippet_cannot_signal_devicelab_or_its_keeper():
    """`os.kill(os.getppid(), 9)` once killed DeviceLab. Refused, or DeviceLab's process
    is not even there (process numbers of the run's own)."""
    code = (
        "import os\n"
        f"for pid in (os.getppid(), {os.getpid()}):\n"
        "    try:\n        os.kill(pid, 0)\n        print('reached')\n"
        "    except (PermissionError, ProcessLookupError):\n        print('refused')\n"
    )
    assert run(code, timeout=20).stdout.split() == ["refused", "refused"]


@scoped
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="abstract sockets: Linux")
def test_a_snippet_cannot_reach_an_abstract_socket_made_outside_it():
    """The X server listens on an abstract socket: a snippet connected, found DeviceLab's
    window and typed into it."""
    name = f"\0devicelab-test-{secrets.token_hex(8)}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(name)
        server.listen()
        code = (
            "import socket\n"
            "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
            f"try:\n    s.connect({name!r})\n    print('reached')\n"
            "except OSError:\n    print('refused')\n"  # Landlock's scope, or a network of its own
            "own = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
            f"own.bind({name + '-own'!r}); own.listen()\n"
            f"mine = socket.socket(socket.AF_UNIX); mine.connect({name + '-own'!r})\n"
            "print('its own')\n"
        )
        assert run(code, timeout=20).stdout.split() == ["refused", "its", "own"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X server's socket: Linux")
def test_a_socket_file_outside_stays_reachable_as_the_readme_and_the_lab_say(tmp_path):
    """No Landlock rule covers connecting to a UNIX socket file: the X server's in
    /tmp/.X11-unix stays open, and the README and the lab say so rather than promise."""
    from core.calls.sandbox import reaches_display

    path = tmp_path / "X0"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen()
        code = f"import socket\nsocket.socket(socket.AF_UNIX).connect({str(path)!r})\n"
        code += "print('reached')\n"
        assert run(code, timeout=20).stdout.split() == ["reached"]
    from core.calls.sandbox import isolated

    x_server = any(Path("/tmp/.X11-unix").glob("X*"))
    assert reaches_display() == (x_server and not isolated())


def test_a_run_that_fills_its_folder_with_many_files_is_stopped(monkeypatch):
    """The 64 MB limit is per file: many files once filled the temporary disk."""
    import core.calls.sandbox as sandbox

    monkeypatch.setattr(sandbox, "DISK_BUDGET_MB", 8)
    code = (
        "import time\n"
        "for n in range(100):\n"
        "    open(f'part{n}', 'wb').write(b'x' * 2**20)\n"
        "    time.sleep(0.01)\n"
        "print('wrote them all')\n"
    )
    result = run(code, timeout=30)
    assert result.killed and "wrote them all" not in result.stdout
    assert render(result.message) == (
        "Stopped: the code wrote more than 8 MB in its folder (the limit for one run)."
    )


@posix_only
def test_folders_a_killed_devicelab_left_are_removed_at_the_next_start(tmp_path):
    """After `kill -9` a snippet's folder (131 MB in the probe) stayed for good."""
    import subprocess

    from core.calls.sandbox import FOLDER_PREFIX, _owned_prefix, remove_stale_folders

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()  # fmt: skip
    stale = tmp_path / f"{FOLDER_PREFIX}{gone}-1000-abcd"
    (stale / "home" / "locked").mkdir(parents=True)
    (stale / "home" / "locked" / "data").write_bytes(b"x" * 1000)
    os.chmod(stale / "home" / "locked", 0o500)  # the snippet took its own write permission
    running = tmp_path / f"{_owned_prefix()}efgh"  # this DeviceLab's, in use
    running.mkdir()
    unnamed = tmp_path / f"{FOLDER_PREFIX}ijkl"  # an older DeviceLab's, made just now
    unnamed.mkdir()
    assert remove_stale_folders(tmp_path) == 1
    assert not stale.exists() and running.exists() and unnamed.exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_DUMPABLE: Linux")
def test_devicelab_keeps_its_environment_from_its_snippets(tmp_path):
    """A snippet printed DeviceLab's environment, token included, from /proc/PPID/environ.
    DeviceLab's process is made non-dumpable (its /proc files root's); run as an ordinary
    user the snippet is refused (root reads anything: there only the switch is checked)."""
    import subprocess

    secret = "devicelab-test-" + secrets.token_hex(8)
    script = tmp_path / "devicelab.py"
    script.write_text(
        "import ctypes, os, sys\n"
        "from core.calls.sandbox_child import keep_from_children\n"
        "print(keep_from_children(), ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))\n"
        "from core.calls.sandbox import run\n"
        "code = 'import os\\ntry:\\n    print(open(f\"/proc/{os.getppid()}/environ\").read())\\n'\n"
        "code += 'except PermissionError:\\n    print(\"refused\")\\n'\n"
        "code = code.replace('os.getppid()', str(os.getpid()))\n"
        "print(run(code, timeout=20).stdout)\n",
        encoding="utf-8",
    )
    shown = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=60,
        env={**os.environ, "DEVICELAB_TEST_SECRET": secret},
    )  # fmt: skip
    assert shown.stdout.splitlines()[0] == "True 0", shown.stderr
    if os.geteuid() != 0:
        assert secret not in shown.stdout and "refused" in shown.stdout


def _namespaces_allowed() -> bool:
    import subprocess

    if not sys.platform.startswith("linux"):
        return False
    probe = "import ctypes; print(ctypes.CDLL(None).unshare(0x10000000 | 0x40000000))"
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    return shown.stdout.strip() == "0"


def test_the_lab_knows_whether_snippets_get_a_network_of_their_own():
    """The lab's sentence and the README's list follow what this system does."""
    from core.calls.sandbox import isolated

    assert isolated() == _namespaces_allowed()


@pytest.mark.skipif(not _namespaces_allowed(), reason="no unprivileged user namespaces here")
def test_a_snippet_has_no_network_and_no_x_server_socket_file(tmp_path):
    """Where the system allows user namespaces: no connection out (the loopback address
    included) and an empty /tmp/.X11-unix, while the user's files read as before."""
    outside = tmp_path / "yours.txt"
    outside.write_text("your file", encoding="utf-8")
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        code = (
            "import os, socket\n"
            f"print(open({str(outside)!r}).read())\n"
            f"try:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2)\n"
            "    print('network')\nexcept OSError:\n    print('no-network')\n"
            "print(os.listdir('/tmp/.X11-unix') if os.path.isdir('/tmp/.X11-unix') else [])\n"
        )
        assert run(code, timeout=20).stdout.splitlines() == ["your file", "no-network", "[]"]


def test_the_display_variables_never_reach_a_snippet(monkeypatch):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY"):
        monkeypatch.setenv(name, ":0" if name == "DISPLAY" else "x")
    names = ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY")
    code = f"import os\nprint([n for n in {names!r} if n in os.environ])\n"
    assert run(code, timeout=20).stdout.strip() == "[]"


@pytest.mark.skipif(not _namespaces_allowed(), reason="no unprivileged user namespaces here")
@pytest.mark.skipif(not __import__("shutil").which("Xvfb"), reason="needs Xvfb")
def test_a_snippet_cannot_reach_a_real_x_server(tmp_path):
    """A snippet once connected to the X server (its abstract socket and
    /tmp/.X11-unix/X0), found DeviceLab's window and typed into it. Against a real Xvfb:
    DeviceLab reaches it, the snippet reaches neither of its sockets."""
    import subprocess

    display = 90 + os.getpid() % 100
    server = subprocess.Popen(
        ["Xvfb", f":{display}", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    path = f"/tmp/.X11-unix/X{display}"
    try:
        deadline = time.monotonic() + 20
        while not os.path.exists(path) and time.monotonic() < deadline:
            time.sleep(0.05)
        with socket.socket(socket.AF_UNIX) as here:
            here.connect(path)  # the X server is there: DeviceLab reaches it
        code = "import socket\n"
        for address in (path, "\0" + path):
            code += (
                f"try:\n    socket.socket(socket.AF_UNIX).connect({address!r})\n"
                "    print('reached')\nexcept OSError:\n    print('refused')\n"
            )
        assert run(code, timeout=20).stdout.split() == ["refused", "refused"]
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.skipif(not _namespaces_allowed(), reason="no unprivileged user namespaces here")
def test_a_snippet_sees_only_the_processes_of_its_run():
    """A snippet read DeviceLab's environment from /proc/PPID/environ and could signal it:
    in a PID namespace of its own it is process 2 (its keeper is 1), /proc lists only
    them, and DeviceLab's process number leads nowhere. A signal still ends it as before."""
    devicelab = os.getpid()
    code = (
        "import os\n"
        "print(os.getpid(), os.getppid(), sorted(p for p in os.listdir('/proc') if p.isdigit()))\n"
        f"try:\n    open('/proc/{devicelab}/environ').read()\n    print('read')\n"
        "except OSError:\n    print('nowhere')\n"
        f"try:\n    os.kill({devicelab}, 0)\n    print('reached')\n"
        "except ProcessLookupError:\n    print('nowhere')\n"
    )
    shown = run(code, timeout=20).stdout.split("\n")
    assert shown[:3] == ["2 1 ['1', '2']", "nowhere", "nowhere"]
    ended = run("import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n", timeout=20)
    assert ended.exit_code == -15 and "SIGTERM" in render(ended.message)


@pytest.mark.skipif(not _namespaces_allowed(), reason="no unprivileged user namespaces here")
def test_a_snippet_cannot_change_the_permissions_or_dates_of_your_files(tmp_path):
    """Landlock's write rights do not cover chmod or utime: a snippet made the homework 0777,
    dated 1970. Every file system but the snippet's folder is read-only to it."""
    homework = tmp_path / "homework.py"
    homework.write_text("print('mine')\n", encoding="utf-8")
    before = homework.stat()
    code = (
        "import os\n"
        f"for change in (lambda: os.chmod({str(homework)!r}, 0o777),\n"
        f"               lambda: os.utime({str(homework)!r}, (0, 0))):\n"
        "    try:\n        change()\n        print('changed')\n"
        "    except OSError:\n        print('refused')\n"
        "open('own.txt', 'w').write('x')\n"
        "os.chmod('own.txt', 0o600); os.utime('own.txt', (0, 0))\n"
        "open(os.devnull, 'w').write('x')\n"
        "print(oct(os.stat('own.txt').st_mode & 0o777), os.stat('own.txt').st_mtime)\n"
    )
    assert run(code, timeout=20).stdout.split() == ["refused", "refused", "0o600", "0.0"]
    after = homework.stat()
    assert (after.st_mode, after.st_mtime_ns) == (before.st_mode, before.st_mtime_ns)


def _readme_doors() -> dict[str, str]:
    """The README's table of doors: each row's cell for this system."""
    from core.calls.sandbox import isolated

    lines = (Path(__file__).parents[3] / "README.md").read_text(encoding="utf-8").splitlines()
    rows = [line.strip().strip("|").split("|") for line in lines if line.strip().startswith("| ")]
    header = next(row for row in rows if row[0].strip() == "Door")
    column = [cell.strip() for cell in header].index(
        "Linux with user namespaces" if isolated() else "Linux without them"
    )
    doors = rows[rows.index(header) + 2 :][:6]
    return {row[0].strip(): row[column].strip() for row in doors}


def _locked(cell: str) -> bool:
    """What a README cell promises on this machine's kernel."""
    if cell.startswith("locked on 5.13+"):
        return landlock_abi() >= 1
    if cell.startswith("signals locked on 6.12+"):
        return landlock_abi() >= SCOPES_ABI
    return cell.startswith("locked")


DOORS = """
import os, socket
def door(name, act):
    try:
        act()
        print(name, 'open')
    except OSError:
        print(name, 'locked')
door('write', lambda: open(YOURS, 'a').write('x'))
door('permissions', lambda: os.chmod(YOURS, 0o777))
door('network', lambda: socket.create_connection(('127.0.0.1', PORT), timeout=2))
door('devicelab', lambda: os.kill(DEVICELAB, 0))
door('x', lambda: socket.socket(socket.AF_UNIX).connect(X_SOCKET))
door('read', lambda: open(YOURS).read())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the README's Linux columns")
def test_the_readmes_table_of_doors_is_true_on_this_machine(tmp_path):
    """The README promises, per system, which doors a snippet finds locked: each row is
    tried from a real snippet here, against a file, a loopback server, this process and
    an X server's socket file of this test's."""
    yours = tmp_path / "yours.txt"
    yours.write_text("your file", encoding="utf-8")
    x_folder = Path("/tmp/.X11-unix")
    x_folder.mkdir(mode=0o1777, exist_ok=True)
    x_socket = x_folder / f"X{5000 + os.getpid() % 1000}"
    with socket.socket() as server, socket.socket(socket.AF_UNIX) as x_server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        x_server.bind(str(x_socket))
        x_server.listen()
        code = DOORS.replace("YOURS", repr(str(yours))).replace("X_SOCKET", repr(str(x_socket)))
        code = code.replace("PORT", str(server.getsockname()[1]))
        code = code.replace("DEVICELAB", str(os.getpid()))
        try:
            found = dict(line.split() for line in run(code, timeout=20).stdout.splitlines())
        finally:
            x_socket.unlink()
    promised = _readme_doors()
    rows = dict(
        zip(["write", "permissions", "network", "devicelab", "x", "read"], promised, strict=True)
    )
    for door, row in rows.items():
        cell = promised[row]
        expected = "locked" if _locked(cell) else "open"
        assert found[door] == expected, (row, cell, found[door])
    assert yours.read_text(encoding="utf-8") == "your file" or found["write"] == "open"
