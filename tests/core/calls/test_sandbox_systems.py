"""The sandbox's restrictions on Windows (a Job Object) and macOS (``sandbox-exec``), tested at
their boundary on any system: what DeviceLab asks of kernel32 and how it starts the child."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from core.calls import macos_sandbox, sandbox, sandbox_child, windows_job
from core.calls.windows_job import JobLimits, open_job

LIMITS = JobLimits(memory_bytes=300 * 2**20, cpu_seconds=25, processes=64)


class FakeKernel32:
    """kernel32's job functions as DeviceLab calls them, recording what it was asked."""

    def __init__(self, refuse: str = "") -> None:
        self.refuse = refuse
        self.settings: dict[int, ctypes.Structure] = {}
        self.calls: list[tuple] = []

    def CreateJobObjectW(self, attributes, name):
        self.calls.append(("create", attributes, name))
        return 0 if self.refuse == "create" else 0x1A4

    def SetInformationJobObject(self, handle, kind, pointer, size):
        structure = pointer._obj  # what ctypes.byref points at
        assert size == ctypes.sizeof(structure)
        self.settings[kind] = type(structure).from_buffer_copy(structure)
        return 0 if self.refuse == "set" else 1

    def AssignProcessToJobObject(self, handle, process):
        self.calls.append(("assign", handle, process))
        return 0 if self.refuse == "assign" else 1

    def GetCurrentProcess(self):
        return -1  # Windows' pseudo-handle for "this process"

    def TerminateJobObject(self, handle, code):
        self.calls.append(("terminate", handle))
        return 1

    def CloseHandle(self, handle):
        self.calls.append(("close", handle))
        return 1


def test_the_job_kills_everything_with_devicelab_and_bounds_processes_cpu_and_memory():
    kernel32 = FakeKernel32()
    job = open_job(LIMITS, kernel32)
    assert job is not None and job.handle == 0x1A4
    limits = kernel32.settings[windows_job.JOB_OBJECT_EXTENDED_LIMIT_INFORMATION]
    basic = limits.BasicLimitInformation
    for flag in (
        windows_job.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,  # DeviceLab killed: its handle closes
        windows_job.JOB_OBJECT_LIMIT_ACTIVE_PROCESS,
        windows_job.JOB_OBJECT_LIMIT_JOB_TIME,
        windows_job.JOB_OBJECT_LIMIT_JOB_MEMORY,
        windows_job.JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION,  # no crash dialog to hang on
    ):
        assert basic.LimitFlags & flag
    assert basic.ActiveProcessLimit == 64
    assert basic.PerJobUserTimeLimit == 25 * 10_000_000  # 100-ns ticks
    assert limits.JobMemoryLimit == 300 * 2**20


def test_the_job_keeps_the_snippet_off_the_clipboard_and_the_desktops_settings():
    kernel32 = FakeKernel32()
    open_job(LIMITS, kernel32)
    restrictions = kernel32.settings[windows_job.JOB_OBJECT_BASIC_UI_RESTRICTIONS]
    read_clipboard, write_clipboard, exit_windows = 0x02, 0x04, 0x80
    for restriction in (read_clipboard, write_clipboard, exit_windows):
        assert restrictions.UIRestrictionsClass & restriction


@pytest.mark.skipif(ctypes.sizeof(ctypes.c_void_p) != 8, reason="the layout of 64-bit Windows")
def test_the_limits_have_the_layout_windows_reads():
    information, basic = windows_job.ExtendedLimits, windows_job.BasicLimits
    assert ctypes.sizeof(information) == 144 and ctypes.sizeof(basic) == 64
    assert basic.LimitFlags.offset == 16 and basic.ActiveProcessLimit.offset == 40
    assert information.IoInfo.offset == 64 and information.JobMemoryLimit.offset == 120


@pytest.mark.parametrize("refuse", ["create", "set"])
def test_a_job_windows_refuses_leaves_the_run_to_the_watchdog(refuse):
    kernel32 = FakeKernel32(refuse=refuse)
    assert open_job(LIMITS, kernel32) is None
    if refuse == "set":  # the half-made job is not left open
        assert ("close", 0x1A4) in kernel32.calls


def test_ending_a_run_kills_the_job_and_closes_devicelabs_handle_once():
    kernel32 = FakeKernel32()
    job = open_job(LIMITS, kernel32)
    job.terminate()
    job.close()
    job.close()
    assert kernel32.calls[1:] == [("terminate", 0x1A4), ("close", 0x1A4)]


@pytest.mark.skipif(os.name == "nt", reason="on Windows there is a real job to make")
def test_there_is_no_job_to_make_on_other_systems():
    assert open_job(LIMITS) is None


def test_the_child_starts_with_the_jobs_handle_and_reads_it_back(tmp_path):
    job = open_job(LIMITS, FakeKernel32())
    command = sandbox.child_command(tmp_path / "s.py", tmp_path / "r.json", None, job)
    assert command[-2:] == ["--job", str(0x1A4)]
    arguments = command[command.index(str(tmp_path / "s.py")) :]
    assert sandbox_child._arguments(arguments) == (
        str(tmp_path / "s.py"),
        str(tmp_path / "r.json"),
        None,
        0x1A4,
        False,
    )
    ready = sandbox.child_command(tmp_path / "s.py", tmp_path / "r.json", None, job, ready=True)
    assert sandbox_child._arguments(ready[ready.index(str(tmp_path / "s.py")) :])[-1] is True


def test_the_child_reads_its_trace_file_and_job_in_either_order():
    assert sandbox_child._arguments(["s", "r", "--job", "7", "--trace", "t"]) == (
        "s", "r", "t", 7, False,
    )  # fmt: skip
    assert sandbox_child._arguments(["s", "r"]) == ("s", "r", None, None, False)


@pytest.mark.parametrize("refused", [False, True])
def test_the_child_joins_the_job_then_closes_its_own_handle(refused):
    kernel32 = FakeKernel32(refuse="assign" if refused else "")
    joined = sandbox_child._join_job(0x1A4, kernel32)
    assert joined is not refused
    # Its handle closed either way: DeviceLab's must be the job's last, so the job dies with it.
    assert kernel32.calls == [("assign", 0x1A4, -1), ("close", 0x1A4)]


def test_on_windows_the_child_inherits_the_jobs_handle_and_nothing_else(monkeypatch):
    class StartupInfo:
        def __init__(self, lpAttributeList):
            self.lpAttributeList = lpAttributeList

    monkeypatch.setattr(sandbox, "os", SimpleNamespace(name="nt"))  # this module's view only
    monkeypatch.setattr(subprocess, "STARTUPINFO", StartupInfo, raising=False)
    monkeypatch.setattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0x200, raising=False)
    job = open_job(LIMITS, FakeKernel32())
    arguments = sandbox._limits(300, 5.0, job)
    assert arguments["creationflags"] == 0x200 and arguments["close_fds"] is True
    assert arguments["startupinfo"].lpAttributeList == {"handle_list": [0x1A4]}


def test_on_macos_the_child_starts_under_sandbox_exec_writing_only_in_its_folder(
    monkeypatch, tmp_path
):
    monkeypatch.setattr(macos_sandbox.os, "access", lambda path, mode: True)
    folder = tmp_path / '学生 "代码") (allow file-write*'
    folder.mkdir()
    prefix = macos_sandbox.command_prefix(str(folder), platform="darwin")
    assert prefix[:2] == ["/usr/bin/sandbox-exec", "-D"]
    # The folder is a parameter, never spliced into the rules: no name can change them.
    assert prefix[2] == f"SNIPPET_FOLDER={os.path.realpath(folder)}"
    assert prefix[3] == "-p" and str(folder) not in prefix[4]
    assert prefix[4] == macos_sandbox.WRITE_ONLY_INSIDE_FOLDER


def test_the_macos_profile_denies_writing_and_then_allows_the_snippets_folder():
    profile = macos_sandbox.WRITE_ONLY_INSIDE_FOLDER
    assert profile.count("(") == profile.count(")")
    deny, allow = profile.index("(deny file-write*)"), profile.index("(allow file-write*")
    assert deny < allow  # later rules win
    assert '(subpath (param "SNIPPET_FOLDER"))' in profile[allow:]


def test_the_frozen_app_on_macos_runs_itself_under_sandbox_exec(monkeypatch, tmp_path):
    monkeypatch.setattr(macos_sandbox.os, "access", lambda path, mode: True)
    monkeypatch.setattr(
        sandbox, "command_prefix", lambda folder: macos_sandbox.command_prefix(folder, "darwin")
    )
    monkeypatch.setattr(sandbox.sys, "frozen", True, raising=False)
    command = sandbox.child_command(tmp_path / "s.py", tmp_path / "r.json", None)
    assert command[0] == "/usr/bin/sandbox-exec"
    assert command[5:7] == [sys.executable, "--run-snippet"]


@pytest.mark.parametrize(
    ("platform", "present"), [("linux", True), ("win32", True), ("darwin", False)]
)
def test_without_macos_or_its_sandbox_exec_the_child_starts_as_before(
    monkeypatch, platform, present
):
    monkeypatch.setattr(macos_sandbox.os, "access", lambda path, mode: present)
    assert macos_sandbox.command_prefix(str(Path.cwd()), platform=platform) == []
