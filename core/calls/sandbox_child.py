"""The child side of ``core.calls.sandbox``: runs one snippet and writes what happened as JSON.

It is started as a script
(``python -I sandbox_child.py SNIPPET RESULT [--trace TRACE] [--job HANDLE]``)
or, in a frozen app, through ``devicelab --run-snippet``; it imports nothing of DeviceLab, so
that ``-I`` (no user site, no current directory on the path) is all it needs. The trace goes to
its own file a line per event as each happens, so that a run stopped at its time limit still
shows the calls it made.
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from functools import partial
from types import ModuleType

SNIPPET_NAME = "<snippet>"
READY_FLAG_NAME = "ready"
"""Made in the snippet's folder once a ready process has imported torch: the parent sends
the snippet, and starts its time limit, only then (``sandbox._wait_until_ready``)."""
CO_OPTIMIZED = 0x0001
MAX_EVENTS = 5_000
MAX_REPR = 80
MAX_ATTRIBUTES = 20
TORCH_ENTRY_POINTS = {"_wrapped_call_impl": "__call__", "forward": "forward"}
"""torch functions the trace keeps, by the name it shows: ``Module.__call__`` (implemented
as ``_wrapped_call_impl``) and every module's ``forward``."""


def _short(value: object) -> str:
    try:
        text = repr(value)
    except Exception as error:  # a __repr__ that raises is shown, not fatal
        text = f"<repr failed: {type(error).__name__}>"
    return text if len(text) <= MAX_REPR else text[: MAX_REPR - 1] + "…"


def _unbuffered_utf8_output() -> None:
    """stdout and stderr written through at once, as UTF-8.

    ``-I`` ignores PYTHONUNBUFFERED and PYTHONIOENCODING (and a frozen app may not read
    them): without this, what a snippet printed before a timeout or a kill stays in a
    buffer and is lost, and a Windows console's code page decides the bytes."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        with contextlib.suppress(AttributeError, OSError, ValueError):
            raw = io.FileIO(stream.fileno(), "w", closefd=False)
            wrapper = io.TextIOWrapper(
                raw, encoding="utf-8", errors="backslashreplace", write_through=True
            )
            setattr(sys, name, wrapper)


def _attributes(owner: object) -> dict[str, str] | None:
    """A method's object's state: its public attributes (``count`` of the lesson's Counter)."""
    try:
        names = vars(owner)
    except TypeError:  # __slots__ or a builtin: no instance dictionary
        return None
    public = [(key, value) for key, value in names.items() if not key.startswith("_")]
    return {key: _short(value) for key, value in public[:MAX_ATTRIBUTES]}


def _snippet_line(frame) -> int | None:
    """For library code: the snippet's line that (indirectly) called it."""
    caller = frame.f_back
    while caller is not None and caller.f_code.co_filename != SNIPPET_NAME:
        caller = caller.f_back
    return None if caller is None else caller.f_lineno


class Tracer:
    """Call and return events of the snippet's code and of torch's module entry points,
    written to ``sink`` (a line-buffered file) a JSON line each, as they happen."""

    def __init__(self, sink) -> None:
        self.sink = sink
        self.dumps = json.dumps  # bound now: the code may replace json's functions
        self.count = 0
        self.depth = 0
        self.truncated = False
        self.switched_off = False

    def _kept(self, frame) -> str | None:
        code = frame.f_code
        if code.co_filename == SNIPPET_NAME:
            return "snippet"
        if code.co_name in TORCH_ENTRY_POINTS and "torch" in code.co_filename:
            owner = frame.f_locals.get("self")
            return "torch" if owner is not None else None
        return None

    def __call__(self, frame, event: str, arg) -> None:
        if event not in ("call", "return"):
            return
        origin = self._kept(frame)
        if origin is None:
            return
        if self.count >= MAX_EVENTS:
            self.truncated = True
            return
        code = frame.f_code
        local_names = frame.f_locals
        owner = local_names.get("self")
        name = TORCH_ENTRY_POINTS[code.co_name] if origin == "torch" else code.co_name
        # Functions run optimized frames; a class body, like a module, does not.
        class_body = not code.co_flags & CO_OPTIMIZED and code.co_name != "<module>"
        if class_body:
            name = f"class {code.co_name}"  # the parent says its body runs once
        elif owner is not None:
            name = f"{type(owner).__name__}.{name}"
        if event == "return":
            self.depth = max(self.depth - 1, 0)
        record = {
            "event": event,
            "name": name,
            "class_body": class_body,
            "origin": origin,
            "depth": self.depth,
            "line": (frame.f_lineno or None) if origin == "snippet" else _snippet_line(frame),
        }
        record["caller_line"] = _snippet_line(frame)
        if origin == "snippet":
            record["locals"] = {
                key: _short(value)
                for key, value in frame.f_locals.items()
                if not key.startswith("__")
            }
            if owner is not None and not class_body:
                record["attributes"] = _attributes(owner)
        if event == "return" and not class_body:
            record["value"] = _short(arg)
        self.count += 1
        with contextlib.suppress(Exception):  # the code closed the file: the rest is lost
            self.sink.write(self.dumps(record) + "\n")
        if event == "call":
            self.depth += 1


def _text(value: object) -> str:
    """str(value), even for an exception whose __str__ raises."""
    try:
        return str(value)[:2_000]
    except Exception:
        return f"<{type(value).__name__} whose str() failed>"


PR_SET_CHILD_SUBREAPER = 36
PR_SET_PDEATHSIG = 1
PARENT_CHECK_S = 0.2


def _end_with_devicelab(watch: bool) -> None:
    """POSIX: when DeviceLab goes, every descendant is killed, then this process. On Linux
    the parent-death signal ``SIGUSR1`` (set by the parent) comes at once; where ``watch``,
    a watcher thread also sees the parent change elsewhere (Linux allows no thread in a
    process whose children get a PID namespace of their own). The CPU-time limit ends it
    if the snippet defeats both. (Windows: the job does this, ``_join_job``.)"""
    import signal
    import threading
    import time

    import psutil  # now: at DeviceLab's death the end must be quick

    parent = os.getppid()

    def end(*_: object) -> None:
        _kill_descendants(psutil)
        os._exit(137)

    signal.signal(signal.SIGUSR1, end)

    def watch_parent() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_S)
        end()

    if watch:
        threading.Thread(target=watch_parent, name="devicelab-parent-watch", daemon=True).start()


def _die_with_parent() -> None:
    """Linux: this process is killed when the one that started it ends."""
    if sys.platform.startswith("linux"):
        import signal

        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _reap(run_snippet: Callable[[], int], folder: str) -> int:
    """POSIX: run the snippet in a forked child while this process waits as a subreaper;
    when the child ends, however (``os._exit`` too), kill every process it left (a
    double-forked ``setsid`` daemon is adopted here, not by init) and end as it ended.
    Where Linux allows namespaces the child is the first process of its own
    (``first_process``), which passes the snippet's wait status on through a pipe."""
    import signal

    import psutil

    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    parent = os.getppid()
    own_namespaces = leave_the_desktop_and_the_network()
    status_pipe = os.pipe()
    pid = os.fork()
    if pid == 0:  # the snippet's process, or the first of its namespace: it dies with this one
        _die_with_parent()
        os.close(status_pipe[0])
        if own_namespaces:
            os._exit(first_process(run_snippet, folder, status_pipe[1]))
        os._exit(run_snippet())
    os.close(status_pipe[1])
    _end_with_devicelab(watch=not own_namespaces)
    if os.getppid() != parent:  # DeviceLab ended before the signal was set up
        os.kill(os.getpid(), signal.SIGUSR1)
    _, status = os.waitpid(pid, 0)
    with os.fdopen(status_pipe[0], "rb") as passed_on:
        reported = passed_on.read()
    status = int(reported) if reported.isdigit() else status
    _kill_descendants(psutil)
    if os.WIFSIGNALED(status):  # end as the snippet did: DeviceLab reads the signal
        number = os.WTERMSIG(status)
        with contextlib.suppress(OSError, ValueError):  # SIGKILL has no handler to reset
            signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
    return os.WEXITSTATUS(status)


def first_process(run_snippet: Callable[[], int], folder: str, status_fd: int) -> int:
    """Process 1 of the run's own PID namespace: give the run its own view of the files
    (``see_only_the_run``), start the snippet, reap every process orphaned in the run until
    the snippet ends, and write its wait status to ``status_fd``. When this process ends,
    Linux kills every process left in the namespace, however it detached."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)  # process 1 ignores what it has no handler for
    see_only_the_run(folder)
    snippet = os.fork()
    if snippet == 0:
        os.close(status_fd)
        _die_with_parent()
        os._exit(run_snippet())
    while True:
        try:
            ended, status = os.waitpid(-1, 0)
        except ChildProcessError:
            return 1
        if ended == snippet:
            os.write(status_fd, str(status).encode("ascii"))
            return 0


PR_SET_DUMPABLE, PR_GET_DUMPABLE = 4, 3
CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWNET = 0x00020000, 0x10000000, 0x40000000
CLONE_NEWPID = 0x20000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 1 << 14, 1 << 18
KEPT_MOUNT_FLAGS = {
    "nosuid": MS_NOSUID,
    "nodev": MS_NODEV,
    "noexec": MS_NOEXEC,
    "noatime": 1 << 10,
    "nodiratime": 1 << 11,
    "relatime": 1 << 21,
}
"""A mount's flags that a bind remount in a user namespace must repeat (Linux locks them)."""
X_SOCKETS = "/tmp/.X11-unix"


def leave_the_desktop_and_the_network() -> bool:
    """Linux, where unprivileged user namespaces are allowed: the processes this one starts
    from now on have a network of their own with nothing in it (no connection out, no
    abstract UNIX socket of the desktop's) and process numbers of their own (the first is
    1; DeviceLab's process is not among them). Files are reached as before, as the same
    user. False where the system refuses (nothing changes; the lab and the README say what
    stays open)."""
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    return libc.unshare(CLONE_NEWUSER | CLONE_NEWNET | CLONE_NEWPID) == 0


def see_only_the_run(folder: str) -> None:
    """In the run's namespaces: a ``/proc`` that lists only the run's processes, an empty
    ``/tmp/.X11-unix`` (no X server's socket file) and every file system read-only but the
    snippet's folder (Landlock's write rights do not cover ``chmod`` or ``utime``: a snippet
    once made the user's homework 0777, dated 1970). A step the system refuses is skipped."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(CLONE_NEWNS) != 0 or libc.mount(b"none", b"/", None, MS_REC | MS_PRIVATE, None):
        return
    nothing_to_run = MS_NOSUID | MS_NODEV | MS_NOEXEC
    if os.path.isdir(X_SOCKETS):
        libc.mount(b"tmpfs", X_SOCKETS.encode(), b"tmpfs", nothing_to_run, b"size=4k,mode=1777")
    libc.mount(b"proc", b"/proc", b"proc", nothing_to_run, None)
    if libc.mount(folder.encode(), folder.encode(), None, MS_BIND | MS_REC, None) != 0:
        return  # the folder would turn read-only with the rest
    for point, flags in _mount_points():
        if point != folder and not point.startswith(folder + "/"):
            libc.mount(None, point.encode(), None, MS_BIND | MS_REMOUNT | MS_RDONLY | flags, None)
    os.chdir(os.getcwd())  # the working folder, seen again through the folder's own mount


def _mount_points() -> list[tuple[str, int]]:
    """Every mount this process sees, with the flags a remount must keep."""
    import re

    points = []
    with open("/proc/self/mountinfo", encoding="utf-8", errors="surrogateescape") as table:
        for line in table:
            fields = line.split()
            point = re.sub(r"\\([0-7]{3})", lambda code: chr(int(code[1], 8)), fields[4])
            options = fields[5].split(",")
            points.append((point, sum(KEPT_MOUNT_FLAGS.get(option, 0) for option in options)))
    return points


def keep_from_children() -> bool:
    """Linux: make DeviceLab's own process unreadable by its children (``/proc/PID/environ``
    showed its environment, tokens included, to a snippet that opened it; ``PR_SET_DUMPABLE``
    0 makes those files root's). A program it starts is readable again (``execve`` resets
    it), so the snippet's own process is unaffected. False where the system has no such
    switch (another system: the README says so)."""
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    return libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0 and libc.prctl(PR_GET_DUMPABLE) == 0


LANDLOCK_SYSCALLS = {"x86_64": (444, 445, 446), "aarch64": (444, 445, 446)}
"""landlock_create_ruleset, landlock_add_rule, landlock_restrict_self (the same numbers on
every architecture that has them)."""
WRITE_FILE, REMOVE_DIR, REMOVE_FILE = 1 << 1, 1 << 4, 1 << 5
MAKES = sum(1 << bit for bit in range(6, 13))  # char, dir, reg, sock, fifo, block, sym
REFER, TRUNCATE = 1 << 13, 1 << 14


SCOPES_ABI = 6
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1
"""Landlock 6 (Linux 6.12): no connecting to an abstract UNIX socket made outside the
snippet (the X server's: a snippet once typed into DeviceLab's own window), no signal to
a process outside it (DeviceLab killed with ``os.kill(os.getppid(), 9)``)."""


class _RulesetAttr(ctypes.Structure):
    _fields_ = (
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    )


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = (("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32))


def landlock_abi() -> int:
    """The Landlock version this Linux kernel offers (5.13+: 1 or more), 0 where none."""
    numbers = (
        LANDLOCK_SYSCALLS.get(os.uname().machine) if sys.platform.startswith("linux") else None
    )
    if numbers is None:
        return 0
    create = numbers[0]
    return max(ctypes.CDLL(None).syscall(create, None, 0, 1), 0)  # CREATE_RULESET_VERSION


def _write_only_inside(folder: str) -> bool:
    """Linux 5.13+ (Landlock): from now on this process and what it starts can write, create
    and delete files only inside ``folder`` (and write to /dev/null); reading stays open.
    From Linux 6.12 (``SCOPES_ABI``) it can neither signal a process outside it nor reach
    an abstract UNIX socket made outside it. False where the system offers no Landlock
    (nothing changes)."""
    abi = landlock_abi()
    if abi < 1:
        return False
    create, add_rule, restrict = LANDLOCK_SYSCALLS[os.uname().machine]
    libc = ctypes.CDLL(None, use_errno=True)
    handled = WRITE_FILE | REMOVE_DIR | REMOVE_FILE | MAKES
    handled |= (REFER if abi >= 2 else 0) | (TRUNCATE if abi >= 3 else 0)
    scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= SCOPES_ABI else 0
    attr = _RulesetAttr(handled, 0, scoped)
    size = ctypes.sizeof(attr) if scoped else ctypes.sizeof(ctypes.c_uint64)
    ruleset = libc.syscall(create, ctypes.byref(attr), size, 0)
    if ruleset < 0:
        return False
    try:
        rules = [(folder, handled), ("/dev/null", handled & (WRITE_FILE | TRUNCATE))]
        for path, allowed in rules:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            try:
                beneath = _PathBeneath(allowed, fd)
                if libc.syscall(add_rule, ruleset, 1, ctypes.byref(beneath), 0) != 0:
                    return False
            finally:
                os.close(fd)
        if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS: required to restrict
            return False
        return libc.syscall(restrict, ruleset, 0) == 0
    finally:
        os.close(ruleset)


def _kill_descendants(psutil: ModuleType) -> None:
    """Kill everything this process started (``psutil``: imported before the snippet ran)."""
    with contextlib.suppress(psutil.Error):
        for child in psutil.Process().children(recursive=True):
            with contextlib.suppress(psutil.Error):
                child.kill()


def _join_job(handle: int, kernel32=None) -> bool:
    """Windows: put this process in the job DeviceLab made (its handle inherited), before the
    snippet runs, so that all it starts is in the job too; then close this process's handle,
    so that DeviceLab's is the job's last and the job dies with DeviceLab. False when Windows
    refused (the parent's watchdog and process-tree kill still hold)."""
    if kernel32 is None:
        kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
        kernel32.GetCurrentProcess.restype = ctypes.c_void_p
        kernel32.AssignProcessToJobObject.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
        kernel32.CloseHandle.argtypes = (ctypes.c_void_p,)
    joined = bool(kernel32.AssignProcessToJobObject(handle, kernel32.GetCurrentProcess()))
    kernel32.CloseHandle(handle)
    return joined


def _arguments(argv: list[str]) -> tuple[str, str, str | None, int | None, bool]:
    """SNIPPET RESULT [--trace TRACE] [--job HANDLE] [--ready 1]: the files, the Windows
    job's handle, and whether to wait, torch imported, for the snippet (``ReadySandbox``)."""
    options = dict(zip(argv[2::2], argv[3::2], strict=False))
    job = options.get("--job")
    ready = options.get("--ready") == "1"
    return argv[0], argv[1], options.get("--trace"), int(job) if job is not None else None, ready


def main(argv: list[str]) -> int:
    snippet_path, result_path, trace_path, job, ready = _arguments(argv)
    if job is not None:
        _join_job(job)
    run = partial(_run, snippet_path, result_path, trace_path, ready)
    folder = os.path.dirname(os.path.realpath(snippet_path))
    return _reap(run, folder) if os.name == "posix" else run()


def _wait_for_the_snippet(folder: str) -> None:
    """A ready process: torch imported now (the 1–2 s a Run would wait), the ready flag made
    in ``folder``, then one line on stdin says the snippet is in its file; stdin is then the
    null device, as for any run."""
    with contextlib.suppress(Exception):  # no torch here, or a broken one: the snippet says
        import torch  # noqa: F401
    with contextlib.suppress(OSError):  # without it the parent says "not ready" in time
        open(os.path.join(folder, READY_FLAG_NAME), "x").close()
    while True:  # the line may arrive in pieces; an empty read (DeviceLab gone) ends it too
        chunk = os.read(0, 64)
        if not chunk or b"\n" in chunk:
            break
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)


def _run(snippet_path: str, result_path: str, trace_path: str | None, ready: bool) -> int:
    """Run the snippet in this process, confined, and write its report."""
    _unbuffered_utf8_output()
    if ready:
        _wait_for_the_snippet(os.path.dirname(os.path.abspath(snippet_path)))
    with open(snippet_path, encoding="utf-8") as handle:
        source = handle.read()
    # Opened before the code runs: it may delete its folder, close stdout or replace json.
    report_file = open(result_path, "w", encoding="utf-8")  # noqa: SIM115
    dump = json.dump
    result: dict = {"exception": None, "exit_code": 0, "trace_truncated": False}
    tracer = None
    if trace_path is not None:
        tracer = Tracer(open(trace_path, "w", encoding="utf-8", buffering=1))  # noqa: SIM115
    _write_only_inside(os.path.dirname(os.path.abspath(snippet_path)))
    namespace = {"__name__": "__main__"}
    try:
        code = compile(source, SNIPPET_NAME, "exec")
        result["started_at"] = time.time()
        if tracer is not None:
            sys.setprofile(tracer)
        try:
            exec(code, namespace)
        finally:
            if tracer is not None and sys.getprofile() is not tracer:
                tracer.switched_off = True
            sys.setprofile(None)
    except SystemExit as stop:
        code_value = stop.code
        result["exit_code"] = (
            code_value if isinstance(code_value, int) else (0 if code_value is None else 1)
        )
        result["system_exit"] = _short(code_value)
    except BaseException as error:  # the snippet's own error, reported, not raised
        frames = [
            frame
            for frame in traceback.extract_tb(error.__traceback__)
            if frame.filename == SNIPPET_NAME
        ]
        own_syntax = isinstance(error, SyntaxError) and error.filename == SNIPPET_NAME
        line = error.lineno if isinstance(error, SyntaxError) and own_syntax else None
        result["exception"] = {
            "type": type(error).__name__,
            "message": _text(error),
            "line": line if line is not None else (frames[-1].lineno if frames else None),
            "traceback": [{"line": frame.lineno, "function": frame.name} for frame in frames],
        }
        result["exit_code"] = 1
    if tracer is not None:
        # The code may have switched the tracer off (sys.setprofile): say the trace is partial.
        result["trace_truncated"] = tracer.truncated or tracer.switched_off
        with contextlib.suppress(Exception):
            tracer.sink.close()
    for stream in (sys.__stdout__, sys.__stderr__):
        with contextlib.suppress(Exception):  # the code closed or broke it
            if stream is not None:  # None where there is no console: nothing to flush
                stream.flush()
    with report_file:
        dump(result, report_file)
    return result["exit_code"]


if __name__ == "__main__":
    code = main(sys.argv[1:])
    # No atexit handlers or threads of the snippet's can hold the end back or change it.
    os._exit(code)
