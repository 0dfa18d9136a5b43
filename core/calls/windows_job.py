"""Windows: a Job Object that holds a snippet and everything it starts.

The job is the Windows counterpart of the POSIX limits in ``core.calls.sandbox``: every process
in it is killed when DeviceLab closes the job's last handle — DeviceLab killed from the Task
Manager included, since Windows then closes its handles — and the job bounds the number of
processes, their CPU time and their committed memory, turns off the crash dialog that would
hang a crashed child, and keeps the snippet off the clipboard and the desktop's settings.

The child joins the job itself before the snippet runs (``sandbox_child._join_job``): it
inherits the job's handle, so that nothing it starts can escape between its start and the
join. Everything here is built with ``ctypes`` and runs on any system against a stand-in for
``kernel32`` (tests); only ``open_job`` on Windows loads the real one.
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

JOB_OBJECT_LIMIT_JOB_TIME = 0x0004
JOB_OBJECT_LIMIT_ACTIVE_PROCESS = 0x0008
JOB_OBJECT_LIMIT_JOB_MEMORY = 0x0200
JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION = 0x0400
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
JOB_OBJECT_BASIC_UI_RESTRICTIONS = 4
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
UI_RESTRICTIONS = 0x01 | 0x02 | 0x04 | 0x08 | 0x10 | 0x20 | 0x40 | 0x80
"""Other processes' window handles, the clipboard (read and write), system parameters,
display settings, global atoms, desktops, and logging off or shutting down."""
TICKS_PER_SECOND = 10_000_000
"""A job's CPU time is counted in 100-nanosecond ticks."""


class BasicLimits(ctypes.Structure):
    """JOBOBJECT_BASIC_LIMIT_INFORMATION."""

    _fields_ = (
        ("PerProcessUserTimeLimit", ctypes.c_int64),
        ("PerJobUserTimeLimit", ctypes.c_int64),
        ("LimitFlags", ctypes.c_uint32),
        ("MinimumWorkingSetSize", ctypes.c_size_t),
        ("MaximumWorkingSetSize", ctypes.c_size_t),
        ("ActiveProcessLimit", ctypes.c_uint32),
        ("Affinity", ctypes.c_size_t),
        ("PriorityClass", ctypes.c_uint32),
        ("SchedulingClass", ctypes.c_uint32),
    )


class IoCounters(ctypes.Structure):
    """IO_COUNTERS (unused, but part of the extended limits)."""

    _fields_ = tuple(
        (name, ctypes.c_uint64)
        for name in (
            "ReadOperationCount",
            "WriteOperationCount",
            "OtherOperationCount",
            "ReadTransferCount",
            "WriteTransferCount",
            "OtherTransferCount",
        )
    )


class ExtendedLimits(ctypes.Structure):
    """JOBOBJECT_EXTENDED_LIMIT_INFORMATION (144 bytes on 64-bit Windows)."""

    _fields_ = (
        ("BasicLimitInformation", BasicLimits),
        ("IoInfo", IoCounters),
        ("ProcessMemoryLimit", ctypes.c_size_t),
        ("JobMemoryLimit", ctypes.c_size_t),
        ("PeakProcessMemoryUsed", ctypes.c_size_t),
        ("PeakJobMemoryUsed", ctypes.c_size_t),
    )


class UiRestrictions(ctypes.Structure):
    """JOBOBJECT_BASIC_UI_RESTRICTIONS."""

    _fields_ = (("UIRestrictionsClass", ctypes.c_uint32),)


@dataclass(frozen=True)
class JobLimits:
    """What the job allows all of a snippet's processes together."""

    memory_bytes: int
    cpu_seconds: int
    processes: int


def extended_limits(limits: JobLimits) -> ExtendedLimits:
    """The limits as Windows reads them: killed with the job's last handle, a process count,
    the job's CPU time, its committed memory, and no crash dialog."""
    information = ExtendedLimits()
    basic = information.BasicLimitInformation
    basic.LimitFlags = (
        JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        | JOB_OBJECT_LIMIT_ACTIVE_PROCESS
        | JOB_OBJECT_LIMIT_JOB_TIME
        | JOB_OBJECT_LIMIT_JOB_MEMORY
        | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
    )
    basic.ActiveProcessLimit = limits.processes
    basic.PerJobUserTimeLimit = limits.cpu_seconds * TICKS_PER_SECOND
    information.JobMemoryLimit = limits.memory_bytes
    return information


class Job:
    """One Job Object, created with ``limits`` set; its ``handle`` is passed to the child."""

    def __init__(self, limits: JobLimits, kernel32) -> None:
        self._kernel32 = kernel32
        self.handle = kernel32.CreateJobObjectW(None, None)
        if not self.handle:
            raise OSError("CreateJobObjectW failed")
        information = extended_limits(limits)
        restrictions = UiRestrictions(UI_RESTRICTIONS)
        settings = (
            (JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, information),
            (JOB_OBJECT_BASIC_UI_RESTRICTIONS, restrictions),
        )
        for kind, structure in settings:
            set_ = kernel32.SetInformationJobObject
            if not set_(self.handle, kind, ctypes.byref(structure), ctypes.sizeof(structure)):
                self.close()
                raise OSError(f"SetInformationJobObject({kind}) failed")

    def terminate(self) -> None:
        """Kill every process in the job: the child and whatever it started, orphans too."""
        if self.handle:
            self._kernel32.TerminateJobObject(self.handle, 1)

    def close(self) -> None:
        """Close DeviceLab's handle (the job's last): Windows kills what is still in it."""
        if self.handle:
            self._kernel32.CloseHandle(self.handle)
            self.handle = 0


def open_job(limits: JobLimits, kernel32=None) -> Job | None:
    """A job with ``limits`` on Windows (``kernel32``: the system's, or a stand-in), or None
    where there is none to make: another system, or Windows refused (the watchdog and the
    process-tree kill still hold)."""
    if kernel32 is None:
        if os.name != "nt":
            return None
        kernel32 = _system_kernel32()
    try:
        return Job(limits, kernel32)
    except OSError:
        return None


def _system_kernel32() -> ctypes.CDLL:
    """kernel32 with the types this module passes (handles are pointer-sized)."""
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    handle, boolean = ctypes.c_void_p, ctypes.c_int
    kernel32.CreateJobObjectW.restype = handle
    kernel32.CreateJobObjectW.argtypes = (ctypes.c_void_p, ctypes.c_wchar_p)
    kernel32.SetInformationJobObject.restype = boolean
    kernel32.SetInformationJobObject.argtypes = (
        handle,
        ctypes.c_int,
        ctypes.c_void_p,
        ctypes.c_uint32,
    )
    kernel32.TerminateJobObject.restype = boolean
    kernel32.TerminateJobObject.argtypes = (handle, ctypes.c_uint)
    kernel32.CloseHandle.restype = boolean
    kernel32.CloseHandle.argtypes = (handle,)
    return kernel32
