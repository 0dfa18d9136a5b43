"""Run a student's code in a separate, limited process, never in the app's own.

``run(code)`` starts ``python -I core/calls/sandbox_child.py`` (in a frozen app the app itself
with ``--run-snippet``), with no stdin, a wall-clock timeout, a memory limit
(POSIX ``RLIMIT_DATA``, and everywhere a watchdog on the unique memory of the child and
its children) and its output captured up
to a size limit. The child runs in its own process group (POSIX), or in a Job Object
(Windows, ``core.calls.windows_job``), so that any process it spawns is killed with it; on
macOS it starts under ``sandbox-exec`` (``core.calls.macos_sandbox``). Whatever the code
does — loop forever, print without end, allocate without end, ``sys.exit``, ``os._exit``,
crash the interpreter, spawn children — ``run`` returns within the timeout plus a second
with a result that says what happened.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tokenize
from dataclasses import asdict, dataclass, field
from pathlib import Path

from core.calls.macos_sandbox import command_prefix
from core.calls.sandbox_child import READY_FLAG_NAME, landlock_abi
from core.calls.windows_job import Job, JobLimits, open_job
from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message

DEFAULT_TIMEOUT_S = 5.0
TIMEOUT_RANGE = (0.1, 600.0)
DEFAULT_MEMORY_MB = 1024
MEMORY_RANGE = (64, 65_536)
OUTPUT_LIMIT = 64_000
"""Bytes of stdout and of stderr kept; the rest is counted and dropped."""
REPORT_LIMIT = 4_000_000
"""The child's JSON report is read only up to this size: the code could have written it."""
MESSAGE_LIMIT = 2_000
TRACEBACK_LIMIT = 50
EVENTS_LIMIT = 5_000
KILL_GRACE_S = 0.5
OUT_OF_MEMORY_SIGNS = (
    "cannot allocate memory",
    "memoryerror",
    "std::bad_alloc",
    "out of memory",
    "failed to allocate",
    "failed to map segment",
)
"""What a process that hit RLIMIT_DATA prints as it dies (the C library, Python, C++)."""


OVER_MEMORY = QT_TRANSLATE_NOOP(
    "Sandbox", "Stopped: the code used more than the memory limit ({memory:,} MB)."
)
"""What the watchdog says when it stopped the code (``{memory}``: the limit in MB)."""
NOT_READY = QT_TRANSLATE_NOOP(
    "Sandbox",
    "Not run: the prepared process was still loading PyTorch after {seconds:g} s (the "
    "computer is very busy). Press Run again.",
)
OVER_DISK = QT_TRANSLATE_NOOP(
    "Sandbox",
    "Stopped: the code wrote more than {disk:,} MB in its folder (the limit for one run).",
)
DISK_BUDGET_MB = 256
"""What one run may write in its folder, every file together: the 64 MB limit is per file,
and many files once filled the temporary disk for the whole time limit."""
FOLDER_PREFIX = "devicelab-snippet-"
"""A snippet's folder is named ``FOLDER_PREFIX{pid}-{started}-…`` after the DeviceLab that
made it, so that one left by a DeviceLab killed with ``kill -9`` is removed at the next
start (the name, not a file inside: the snippet cannot rename its own folder)."""


class SourceUnreadable(Exception):
    """A Python file that cannot be read: its path and why, in one sentence (``message``)."""

    def __init__(self, said: Message) -> None:
        super().__init__(str(said))
        self.message = said


def _cannot_read(template: Text, path: str | os.PathLike, **fields: object) -> SourceUnreadable:
    return SourceUnreadable(message(template, path=str(path), **fields))


def read_source(path: str | os.PathLike) -> str:
    """A Python file's text, decoded as Python decodes it.

    A UTF-8 byte-order mark (Windows Notepad) and a ``coding:`` declaration (gbk,
    latin-1 …) are honoured (``tokenize.open``); without either the file is UTF-8.
    """
    try:
        with tokenize.open(path) as handle:
            return handle.read()
    except OSError as error:
        reason = error.strerror or str(error)
        raise _cannot_read(
            QT_TRANSLATE_NOOP("Sandbox", "cannot read {path}: {reason}"), path, reason=reason
        ) from error
    except SyntaxError as error:  # not UTF-8 and no declaration, or an unknown encoding
        template = QT_TRANSLATE_NOOP(
            "Sandbox",
            "cannot read {path}: {reason}. Save it as UTF-8, or declare its encoding in its "
            "first two lines, e.g. # -*- coding: gbk -*-",
        )
        raise _cannot_read(template, path, reason=error.msg) from error
    except UnicodeDecodeError as error:
        template = QT_TRANSLATE_NOOP(
            "Sandbox",
            "cannot read {path}: it is not {encoding} text (byte {byte}). Save it as UTF-8, or "
            "declare its encoding in its first two lines, e.g. # -*- coding: gbk -*-",
        )
        raise _cannot_read(template, path, encoding=error.encoding, byte=error.start) from error


@dataclass
class SnippetError:
    type: str
    message: str
    line: int | None
    """The snippet's line where it was raised (its own code, not a library's)."""
    traceback: list[dict] = field(default_factory=list)


@dataclass
class SandboxResult:
    stdout: str
    stderr: str
    exception: SnippetError | None
    exit_code: int | None
    timed_out: bool
    killed: bool
    """Ended by a signal: the timeout, the memory limit, a crash, or a Stop."""
    message: Message | str
    """What happened, in one sentence for the student (a bare exception name stays a str)."""
    seconds: float
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    trace: list[dict] | None = None
    trace_truncated: bool = False
    waited_s: float | None = None
    """From Run until the snippet's first line: starting Python and its imports (torch's
    where no ``ReadySandbox`` was waiting); None where the child did not say."""

    @property
    def ok(self) -> bool:
        """Finished cleanly: no exception, not killed, not timed out, exit code 0."""
        return self.exit_code == 0 and self.exception is None and not self.killed

    def to_dict(self) -> dict:
        data = asdict(self)
        data["message"] = str(self.message)
        data["ok"] = self.ok
        return data


def trace_name(event: dict) -> Message | str:
    """What a trace step calls: "Counter.__call__", or "class Counter (its body runs once)"."""
    name = str(event.get("name", ""))
    if event.get("class_body") is True:
        return message(QT_TRANSLATE_NOOP("Sandbox", "{name} (its body runs once)"), name=name)
    return name


def child_command(
    snippet: Path, result: Path, trace: Path | None, job: Job | None = None, ready: bool = False
) -> list[str]:
    """How to start the child: this interpreter isolated, or the frozen app itself, under
    macOS's ``sandbox-exec`` where there is one; ``trace``: the file it writes its call trace
    to, if any; ``job``: the Windows job it joins before the snippet runs; ``ready``: it
    imports torch, then waits for a line on stdin before reading the snippet
    (``ReadySandbox``)."""
    tail = [str(snippet), str(result)] + (["--trace", str(trace)] if trace else [])
    tail += ["--job", str(job.handle)] if job is not None else []
    tail += ["--ready", "1"] if ready else []
    start = command_prefix(str(snippet.parent))
    if getattr(sys, "frozen", False):
        return [*start, sys.executable, "--run-snippet", *tail]
    child = str(Path(__file__).with_name("sandbox_child.py"))
    return [*start, sys.executable, "-I", child, *tail]


def run(
    code: str,
    *,
    timeout: float = DEFAULT_TIMEOUT_S,
    memory_mb: int = DEFAULT_MEMORY_MB,
    trace: bool = False,
    output_limit: int = OUTPUT_LIMIT,
    should_stop=None,
) -> SandboxResult:
    """Run ``code`` in a child process and report what happened; never raises for the code.

    Raises ConfigError for a timeout or memory limit out of range. ``should_stop`` (a
    Stop button) ends the child early.
    """
    called, begun = time.time(), time.monotonic()
    child = _start(code, timeout, memory_mb, trace, output_limit)
    return _collect(child, should_stop, begun, called)


@dataclass
class _Child:
    """A started child: its process, folder and files, output readers and limits."""

    process: subprocess.Popen
    folder: Path
    holder: contextlib.ExitStack
    """The folder and the Windows job: closed, both go."""
    snippet: Path
    result_file: Path
    trace_file: Path | None
    job: Job | None
    out: _Capture
    err: _Capture
    timeout: float
    memory_mb: int


def _start(
    code: str | None, timeout: float, memory_mb: int, trace: bool, output_limit: int
) -> _Child:
    """Start a child on ``code``; with None, a ready one that waits for its snippet.
    ConfigError for a timeout or memory limit out of range."""
    _check("timeout", timeout, TIMEOUT_RANGE, "seconds")
    _check("memory_mb", memory_mb, MEMORY_RANGE, "MB")
    holder = contextlib.ExitStack()
    job = open_job(JobLimits(memory_mb * 2**20, _cpu_seconds(timeout), PROCESS_LIMIT))
    if job is not None:
        holder.enter_context(contextlib.closing(job))
    folder = Path(holder.enter_context(tempfile.TemporaryDirectory(prefix=_owned_prefix())))
    snippet, result_file = folder / "snippet.py", folder / "result.json"
    trace_file = folder / "trace.jsonl" if trace else None
    if code is not None:
        snippet.write_text(code, encoding="utf-8")
    with _inherited(job):
        process = subprocess.Popen(
            child_command(snippet, result_file, trace_file, job, ready=code is None),
            stdin=subprocess.DEVNULL if code is not None else subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=folder,
            env=_child_environment(folder),
            **_limits(memory_mb, timeout, job),
        )
    out, err = _Capture(process.stdout, output_limit), _Capture(process.stderr, output_limit)
    return _Child(
        process, folder, holder, snippet, result_file, trace_file, job, out, err, timeout,
        memory_mb,
    )  # fmt: skip


def _collect(child: _Child, should_stop, begun: float, called: float) -> SandboxResult:
    """Watch the child to its end (or the limits'), read what it left, remove its folder."""
    process, folder, memory_mb = child.process, child.folder, child.memory_mb
    with child.holder:
        # Every descendant the watchdog saw: killed at the end, even one that left the group.
        seen: dict[int, object] = {}
        ended = _watch(process, begun + child.timeout, memory_mb, should_stop, seen, folder)
        timed_out, stopped, over_memory, over_disk = (ended == reason for reason in ENDINGS)
        _kill_group(process, seen, child.job)
        seconds = time.monotonic() - begun
        child.out.join(KILL_GRACE_S)
        child.err.join(KILL_GRACE_S)
        report = _read_report(child.result_file)
        events = None if child.trace_file is None else _read_trace(child.trace_file)
    ending = _Ending(process.returncode, timed_out, stopped, seconds, child.timeout, memory_mb)
    result = _result(ending, report, child.out, child.err)
    result.waited_s = _waited(report, called)
    if events is not None:
        result.trace = events[:EVENTS_LIMIT]
        result.trace_truncated = result.trace_truncated or len(events) > EVENTS_LIMIT
    if over_memory:
        result.killed = True
        result.message = message(OVER_MEMORY, memory=memory_mb)
    if over_disk:
        result.killed = True
        result.message = message(OVER_DISK, disk=DISK_BUDGET_MB)
    return result


def _waited(report: dict | None, called: float) -> float | None:
    """From Run until the snippet's first line (starting Python, importing torch where no
    ready process was waiting), from the child's clock; None where it is not believable (the
    snippet can rewrite its report)."""
    started = report.get("started_at") if report is not None else None
    if not isinstance(started, float) or not called <= started <= time.time():
        return None
    return started - called


class ReadySandbox:
    """A sandbox process started ahead of its run, torch already imported, every limit
    and the confinement in place: ``run`` hands it the snippet, so a Run that imports
    torch answers at once. One process per run; ``close`` ends one never used."""

    def __init__(
        self,
        *,
        timeout: float = DEFAULT_TIMEOUT_S,
        memory_mb: int = DEFAULT_MEMORY_MB,
        trace: bool = False,
        output_limit: int = OUTPUT_LIMIT,
    ) -> None:
        self._child: _Child | None = _start(None, timeout, memory_mb, trace, output_limit)
        self.settings = (timeout, memory_mb, trace)

    def fits(self, timeout: float, memory_mb: int, trace: bool) -> bool:
        """Whether this process can run with these settings (its limits were set at its
        start) and still waits."""
        child = self._child
        waiting = child is not None and child.process.poll() is None
        return waiting and self.settings == (timeout, memory_mb, trace)

    def run(self, code: str, should_stop=None) -> SandboxResult:
        """Run ``code`` in this process (once); never raises for the code. Its time limit
        starts once the process is ready: on a PC so busy that it is still importing torch,
        the limit is for the code, and the wait is shown apart (``waited_s``)."""
        child, self._child = self._child, None
        if child is None:
            raise RuntimeError("a ReadySandbox runs one snippet")
        called = time.time()
        child.snippet.write_text(code, encoding="utf-8")
        waited = _wait_until_ready(child, should_stop)
        begun = time.monotonic()
        if waited == "ready":
            with contextlib.suppress(OSError):  # it died waiting: collected as it ended
                assert child.process.stdin is not None
                child.process.stdin.write(b"go\n")
                child.process.stdin.close()
        result = _collect(child, _stopped if waited == "not ready" else should_stop, begun, called)
        if waited == "not ready":
            result.message = message(NOT_READY, seconds=READY_WAIT_S)
        return result

    def close(self) -> None:
        """End the waiting process and remove its folder (DeviceLab closes, settings
        changed)."""
        child, self._child = self._child, None
        if child is not None:
            _kill_group(child.process, {}, child.job)
            with contextlib.suppress(OSError):
                assert child.process.stdin is not None
                child.process.stdin.close()
            child.out.join(KILL_GRACE_S)
            child.err.join(KILL_GRACE_S)
            child.holder.close()


def _wait_until_ready(child: _Child, should_stop) -> str:
    """Wait until the ready process has imported torch (its flag, removed now: the
    snippet's folder holds what a plain run's does). "ready", "ended" (it died, or was
    stopped), or "not ready" after ``READY_WAIT_S``. The code cannot run before the parent
    has seen the flag, so it cannot move its own limit."""
    flag = child.folder / READY_FLAG_NAME
    give_up = time.monotonic() + READY_WAIT_S
    while not flag.exists():
        if child.process.poll() is not None or (should_stop is not None and should_stop()):
            return "ended"
        if time.monotonic() > give_up:
            return "not ready"
        time.sleep(0.01)
    with contextlib.suppress(OSError):
        flag.unlink()
    return "ready"


def _stopped() -> bool:
    return True


ENDINGS = ("timeout", "stopped", "memory", "disk")
"""Why the parent ended the child early (``_watch``)."""


def _watch(
    process: subprocess.Popen, deadline: float, memory_mb: int, should_stop, seen, folder: Path
) -> str:
    """Wait for the child to end; end it at the deadline, on Stop, over the memory limit or
    over the disk budget (the watchdog: Windows, and children on POSIX). Returns one of
    ``ENDINGS``, or ""."""
    polls = 0
    while process.poll() is None:
        polls += 1
        if time.monotonic() > deadline:
            return "timeout"
        if should_stop is not None and should_stop():
            return "stopped"
        if polls % 5 == 0 and _tree_memory(process.pid, seen) > memory_mb * 2**20:
            return "memory"
        if polls % 10 == 0 and folder_bytes(folder) > DISK_BUDGET_MB * 2**20:
            return "disk"
        time.sleep(0.02)
    return ""


def folder_bytes(folder: Path, most_entries: int = 200_000) -> int:
    """The disk space ``folder`` takes (blocks in use, so a sparse file counts what it
    holds), links not followed. A folder of more than ``most_entries`` entries counts as
    over any budget (a million empty files fill a disk's index)."""
    total, entries, pending = 0, 0, [folder]
    while pending:
        with contextlib.suppress(OSError), os.scandir(pending.pop()) as found:
            for entry in found:
                entries += 1
                if entries > most_entries:
                    return 2**62
                with contextlib.suppress(OSError):
                    status = entry.stat(follow_symlinks=False)
                    total += getattr(status, "st_blocks", 0) * 512 or status.st_size
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(Path(entry.path))
    return total


def _owned_prefix() -> str:
    """``FOLDER_PREFIX`` with this process's id and start time (milliseconds)."""
    import psutil

    me = psutil.Process()
    return f"{FOLDER_PREFIX}{me.pid}-{int(me.create_time() * 1000)}-"


def remove_stale_folders(temporary: Path | None = None) -> int:
    """Remove the snippet folders a DeviceLab left when it was killed (``kill -9``): those
    whose owner process is gone. A folder of a DeviceLab running now stays. How many went."""
    base = Path(temporary or tempfile.gettempdir())
    removed = 0
    for folder in base.glob(FOLDER_PREFIX + "*"):
        if folder.is_symlink() or not folder.is_dir() or _owner_alive(folder):
            continue
        _remove_tree(folder)
        removed += not folder.exists()
    return removed


def _owner_alive(folder: Path) -> bool:
    """Whether the DeviceLab that made ``folder`` still runs; a folder named without its
    owner (an older DeviceLab's) is left alone for a day."""
    import psutil

    try:
        pid, started = folder.name.removeprefix(FOLDER_PREFIX).split("-")[:2]
        made = psutil.Process(int(pid)).create_time()
    except ValueError:
        return time.time() - folder.stat().st_mtime < 86_400
    except psutil.Error:
        return False
    return abs(made * 1000 - int(started)) < 1000


def _remove_tree(folder: Path) -> None:
    """Remove ``folder`` whole, even where the snippet took away its own write permission
    (a folder made read-only by ``chmod``)."""

    def again(function, path, _error) -> None:
        with contextlib.suppress(OSError):
            os.chmod(os.path.dirname(path), 0o700)
            os.chmod(path, 0o700)
            function(path)

    if sys.version_info >= (3, 12):
        shutil.rmtree(folder, onexc=again)
    else:
        shutil.rmtree(folder, onerror=again)


def _out_of_memory_line(stderr: str) -> str | None:
    """The line of stderr that says the process ran out of memory, if one does."""
    for line in stderr.splitlines():
        if any(sign in line.lower() for sign in OUT_OF_MEMORY_SIGNS):
            return line.strip()
    return None


def _tree_memory(pid: int, seen: dict) -> int:
    """Memory of the child and everything it started, in bytes (0 once gone).

    Unique memory (USS) per process: pages children share copy-on-write count once.
    Each process is kept in ``seen`` (pid → psutil.Process, which knows its start time,
    so that a pid reused by another program is never killed).
    """
    import psutil

    try:
        parent = psutil.Process(pid)
        processes = [parent, *parent.children(recursive=True)]
    except psutil.Error:
        return 0
    total = 0
    for process in processes:
        seen.setdefault(process.pid, process)
        try:
            total += process.memory_full_info().uss
        except psutil.AccessDenied:
            total += process.memory_info().rss
        except psutil.Error:
            continue
    return total


def _check(name: str, value: object, bounds: tuple[float, float], unit: str) -> None:
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ConfigError(
            name,
            QT_TRANSLATE_NOOP(
                "Errors", "{field} must be from {low:g} to {high:g} {unit} (got {value!r})"
            ),
            low=low,
            high=high,
            unit=unit,
            value=value,
        )


KEPT_VARIABLES = (
    "PATH",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "SYSTEMROOT",
    "WINDIR",
    "COMSPEC",
    "PATHEXT",
    "NUMBER_OF_PROCESSORS",
    "PROCESSOR_ARCHITECTURE",
)
"""The environment a snippet keeps: where programs are, the language, what Windows needs.
Nothing else (tokens, keys, proxies with passwords) reaches it."""
FILE_SIZE_LIMIT_MB = 64
"""The largest file a snippet may write (POSIX): it cannot fill the disk."""
PROCESS_LIMIT = 64
"""Processes (and threads) a snippet may start beyond those the user already runs (Linux);
processes in its job (Windows)."""
READY_WAIT_S = 60.0
"""The longest a Run waits for a ready process still importing torch; its limit starts
after."""
CPU_SECONDS_PER_TIMEOUT_SECOND = 4
"""CPU time a snippet may use per second of its timeout (threads on several cores), after
which the system ends it even if DeviceLab was killed and no one is watching."""


@functools.cache
def writes_confined() -> bool:
    """Whether a snippet on this system can write only inside its own folder: Landlock on
    Linux 5.13+, read-only file systems where it has namespaces of its own (``isolated``),
    ``sandbox-exec`` on macOS; not on Windows or an older Linux without namespaces."""
    if sys.platform == "darwin":
        return bool(command_prefix(tempfile.gettempdir()))
    return landlock_abi() >= 1 or isolated()


def permissions_confined() -> bool:
    """Whether a snippet here cannot change the permissions or dates of the user's files
    (``chmod``, ``utime``; a snippet once made homework 0777, dated 1970): everything but
    its folder is read-only where it has namespaces of its own (``isolated``), and macOS's
    profile denies them; Landlock's write rights do not cover them."""
    return isolated() or (sys.platform == "darwin" and writes_confined())


@functools.cache
def isolated() -> bool:
    """Whether snippets here get a network, process numbers, a ``/proc`` and a
    ``/tmp/.X11-unix`` of their own and see every file system read-only but their folder
    (Linux with unprivileged user namespaces: ``leave_the_desktop_and_the_network``,
    ``see_only_the_run``), read from the switches Linux distributions gate them with."""
    if not sys.platform.startswith("linux"):
        return False
    switches = {
        "/proc/sys/kernel/unprivileged_userns_clone": lambda v: v == "1",
        "/proc/sys/user/max_user_namespaces": lambda v: v.isdigit() and int(v) > 0,
        "/proc/sys/kernel/apparmor_restrict_unprivileged_userns": lambda v: v == "0",
    }
    for path, allows in switches.items():
        try:
            value = Path(path).read_text(encoding="ascii").strip()
        except OSError:
            continue  # a kernel without that switch does not gate on it
        if not allows(value) and not (os.geteuid() == 0 and "apparmor" in path):
            return False
    return True


def reaches_display() -> bool:
    """Whether a snippet here can reach the desktop's windows: an X server's socket file
    (``/tmp/.X11-unix``) is open to every process of the user unless the snippet has a
    ``/tmp/.X11-unix`` of its own (``isolated``); no Landlock rule covers connecting to it.
    Its abstract socket is closed from Linux 6.12 (``SCOPES_ABI``)."""
    x_server = sys.platform.startswith("linux") and any(Path("/tmp/.X11-unix").glob("X*"))
    return x_server and not isolated()


def _child_environment(folder: Path) -> dict[str, str]:
    """A clean environment: the few variables in ``KEPT_VARIABLES``, and a private HOME and
    temporary folder inside the snippet's own folder (deleted after the run)."""
    home = folder / "home"
    home.mkdir(exist_ok=True)
    env = {name: os.environ[name] for name in KEPT_VARIABLES if name in os.environ}
    env.update(
        HOME=str(home),
        USERPROFILE=str(home),
        TMPDIR=str(home),
        TEMP=str(home),
        TMP=str(home),
        PYTHONIOENCODING="utf-8",
        PYTHONUNBUFFERED="1",  # output up to a crash is not lost in a buffer
        PYTHONNOUSERSITE="1",
        PYINSTALLER_SUPPRESS_SPLASH_SCREEN="1",  # in a frozen app the child is the app again
    )
    return env


def _cpu_seconds(timeout: float) -> int:
    return int(timeout * CPU_SECONDS_PER_TIMEOUT_SECOND) + 5


def _limits(memory_mb: int, timeout: float, job: Job | None = None) -> dict:
    """Popen arguments: a new process group (session), and on POSIX limits on memory, file
    size, processes and CPU time; on Linux the child dies with the thread that started it.
    On Windows the child inherits ``job``'s handle, and only it (the job sets the limits)."""
    if os.name != "posix":
        # The ignores: these names are Windows-only, missing from the stubs mypy reads on
        # other systems.
        arguments: dict = {
            "creationflags": subprocess.CREATE_NEW_PROCESS_GROUP,  # type: ignore[attr-defined]
        }
        if job is not None:
            inherited = {"handle_list": [job.handle]}
            arguments.update(
                startupinfo=subprocess.STARTUPINFO(  # type: ignore[attr-defined]  # Windows-only
                    lpAttributeList=inherited
                ),
                close_fds=True,
            )
        return arguments
    limit = memory_mb * 2**20
    cpu_seconds = _cpu_seconds(timeout)
    processes = _user_processes() + PROCESS_LIMIT

    def apply() -> None:
        import resource

        # DATA, not AS: torch (and CUDA far more) reserves address space it never uses.
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a crash leaves no core file
        size = FILE_SIZE_LIMIT_MB * 2**20
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        if hasattr(resource, "RLIMIT_NPROC"):
            resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))
        _die_with_parent()

    return {"preexec_fn": apply, "start_new_session": True}


def _user_processes() -> int:
    """Processes and threads this user runs now (Linux counts both against RLIMIT_NPROC)."""
    import psutil

    uid = os.getuid()
    count = 0
    for process in psutil.process_iter(["uids", "num_threads"]):
        info = process.info
        if info["uids"] is not None and info["uids"].real == uid:
            count += info["num_threads"] or 1
    return count


def _die_with_parent() -> None:
    """Linux: signal this child (SIGUSR1) when the thread that started it ends, DeviceLab
    killed included; the child kills what the snippet started and itself
    (``sandbox_child._end_with_devicelab``). Elsewhere the CPU-time limit ends an orphan."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    pr_set_pdeathsig = 1
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(pr_set_pdeathsig, signal.SIGUSR1, 0, 0, 0)


@contextlib.contextmanager
def _inherited(job: Job | None):
    """Windows: the job's handle inheritable while the child starts, and only then (Python
    asks for exactly this around a ``handle_list``)."""
    if job is None:
        yield
        return
    os.set_handle_inheritable(job.handle, True)  # type: ignore[attr-defined]  # Windows-only
    try:
        yield
    finally:
        os.set_handle_inheritable(job.handle, False)  # type: ignore[attr-defined]  # Windows-only


def _kill_group(process: subprocess.Popen, seen: dict, job: Job | None = None) -> None:
    """Kill the child and everything it started, whether or not it has exited.

    The process group catches what stayed in it; ``seen`` (the watchdog's list) what left
    it with setsid or was orphaned on Windows; a Windows job every process in it.
    """
    import psutil

    if job is not None:
        job.terminate()
    if os.name == "posix":
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
    elif process.poll() is None:
        subprocess.run(["taskkill", "/F", "/T", "/PID", str(process.pid)], capture_output=True)
    for pid, descendant in seen.items():
        if pid != process.pid:
            with contextlib.suppress(psutil.Error):
                descendant.kill()
    process.wait()


class _Capture:
    """Read a pipe to its end in a thread, keeping the first ``limit`` characters."""

    def __init__(self, pipe, limit: int) -> None:
        self._pipe, self.limit = pipe, limit
        self._chunks: list[bytes] = []
        self._kept = 0
        self.dropped = 0
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while chunk := self._pipe.read1(65_536):
            room = self.limit - self._kept
            if room > 0:
                self._chunks.append(chunk[:room])
                self._kept += min(room, len(chunk))
            self.dropped += max(len(chunk) - max(room, 0), 0)
        self._pipe.close()

    def join(self, seconds: float) -> None:
        self._thread.join(seconds)

    @property
    def text(self) -> str:
        return b"".join(self._chunks).decode("utf-8", errors="replace")


def _read_report(path: Path) -> dict | None:
    """The child's report, checked: the snippet ran in that process and could forge it."""
    try:
        if path.stat().st_size > REPORT_LIMIT:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # os._exit, a crash or a kill: the child wrote nothing
    if not isinstance(data, dict) or not isinstance(data.get("exit_code"), int):
        return None
    exception = data.get("exception")
    if exception is not None:
        try:
            data["exception"] = {
                "type": str(exception["type"])[:200],
                "message": str(exception["message"])[:MESSAGE_LIMIT],
                "line": exception["line"] if isinstance(exception["line"], int) else None,
                "traceback": [
                    {"line": int(frame["line"]), "function": str(frame["function"])[:200]}
                    for frame in list(exception["traceback"])[-TRACEBACK_LIMIT:]
                ],
            }
        except (KeyError, TypeError, ValueError):
            return None
    return data


def _read_trace(path: Path) -> list[dict] | None:
    """The calls the child traced, a JSON line each, up to where it stopped (a line cut by
    a kill is left out); None when it wrote none or the code forged one that is not an event."""
    try:
        with open(path, "rb") as handle:
            text = handle.read(REPORT_LIMIT).decode("utf-8", errors="replace")
    except OSError:
        return None
    events = []
    for line in text.splitlines(keepends=True):
        if not line.endswith("\n"):
            break  # written halfway when the child was killed
        try:
            event = json.loads(line)
        except ValueError:
            return None
        if not _is_event(event):
            return None
        events.append(event)
    return events


def _is_event(event: object) -> bool:
    return (
        isinstance(event, dict)
        and event.get("event") in ("call", "return")
        and isinstance(event.get("name"), str)
        and isinstance(event.get("depth"), int)
        and all(_is_line(event.get(key)) for key in ("line", "caller_line"))
        and all(_is_text_map(event.get(key)) for key in ("locals", "attributes"))
    )


def _is_line(value: object) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool))


def _is_text_map(value: object) -> bool:
    return value is None or (
        isinstance(value, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())
    )


@dataclass
class _Ending:
    """How the child ended, as the parent saw it."""

    returncode: int | None
    timed_out: bool
    stopped: bool
    seconds: float
    timeout: float
    memory_mb: int

    @property
    def killed(self) -> bool:
        return self.returncode is not None and self.returncode < 0


def _result(ending: _Ending, report: dict | None, out: _Capture, err: _Capture) -> SandboxResult:
    exception = None
    if report is not None and report.get("exception"):
        exception = SnippetError(**report["exception"])
    said = _outcome(ending, report, exception, err.text)
    if out.dropped or err.dropped:
        said = message(
            QT_TRANSLATE_NOOP("Sandbox", "{outcome} Output was cut at {limit:,} bytes."),
            outcome=said,
            limit=out.limit,
        )
    return SandboxResult(
        stdout=out.text,
        stderr=err.text,
        exception=exception,
        exit_code=report["exit_code"]
        if report is not None and not ending.timed_out
        else ending.returncode,
        timed_out=ending.timed_out,
        killed=ending.killed or ending.timed_out or ending.stopped,
        message=said,
        seconds=ending.seconds,
        stdout_truncated=bool(out.dropped),
        stderr_truncated=bool(err.dropped),
        trace_truncated=bool(report and report.get("trace_truncated")),
    )


def _outcome(
    ending: _Ending, report: dict | None, exception: SnippetError | None, err_text: str
) -> Message | str:
    """What happened, in one sentence: the first of a stop, an exception, running out of
    memory, a signal, dying unreported, sys.exit(), or finishing."""
    if ending.timed_out:
        return message(
            QT_TRANSLATE_NOOP(
                "Sandbox", "Stopped after {seconds:g} s: the time limit (an endless loop?)."
            ),
            seconds=ending.timeout,
        )
    if ending.stopped:
        return message(QT_TRANSLATE_NOOP("Sandbox", "Stopped by the user."))
    if exception is not None:
        return _exception_message(exception, ending.memory_mb)
    if (report is None or ending.killed) and (sign := _out_of_memory_line(err_text)):
        return message(
            QT_TRANSLATE_NOOP(
                "Sandbox",
                "Stopped: the code needed more than the memory limit ({memory:,} MB) and the "
                "process died ({sign}).",
            ),
            memory=ending.memory_mb,
            sign=sign,
        )
    if ending.killed:
        assert ending.returncode is not None  # killed: a negative return code
        return _signal_message(-ending.returncode)
    if report is None:
        return message(
            QT_TRANSLATE_NOOP(
                "Sandbox",
                "The process ended with exit code {code} before reporting back (os._exit, or the "
                "interpreter crashed).",
            ),
            code=ending.returncode,
        )
    if "system_exit" in report:
        return message(
            QT_TRANSLATE_NOOP("Sandbox", "The code called sys.exit({argument}): exit code {code}."),
            argument=report["system_exit"],
            code=report.get("exit_code"),
        )
    return message(
        QT_TRANSLATE_NOOP("Sandbox", "Finished in {seconds:.2f} s."), seconds=ending.seconds
    )


def _exception_message(exception: SnippetError, memory_mb: int) -> Message | str:
    """The exception as "ZeroDivisionError on line 3: division by zero", and when a library
    ran out of memory, that the limit was too small for it."""
    detail: object = exception.message
    if not detail and exception.type == "MemoryError":
        detail = message(
            QT_TRANSLATE_NOOP("Sandbox", "over the memory limit ({memory:,} MB)"), memory=memory_mb
        )
    fields = {"type": exception.type, "line": exception.line, "detail": detail}
    said: Message | str
    if exception.line and detail:
        said = message(QT_TRANSLATE_NOOP("Sandbox", "{type} on line {line}: {detail}"), **fields)
    elif exception.line:
        said = message(QT_TRANSLATE_NOOP("Sandbox", "{type} on line {line}"), **fields)
    else:
        said = (
            message(QT_TRANSLATE_NOOP("Sandbox", "{type}: {detail}"), **fields)
            if detail
            else exception.type
        )
    if exception.type != "MemoryError" and _out_of_memory_line(exception.message):
        said = message(
            QT_TRANSLATE_NOOP(
                "Sandbox", "{outcome} (the memory limit, {memory:,} MB, was too small for it)"
            ),
            outcome=said,
            memory=memory_mb,
        )
    return said


def _signal_message(number: int) -> Message:
    try:
        name = signal.Signals(number).name
    except ValueError:
        name = f"signal {number}"
    if name == "SIGSEGV":
        return message(
            QT_TRANSLATE_NOOP(
                "Sandbox",
                "The interpreter crashed (SIGSEGV, a segmentation fault: ctypes or a C extension).",
            )
        )
    if name == "SIGKILL":
        return message(
            QT_TRANSLATE_NOOP(
                "Sandbox",
                "The process was killed (SIGKILL: out of memory, or killed from outside).",
            )
        )
    return message(QT_TRANSLATE_NOOP("Sandbox", "The process was ended by {name}."), name=name)
