"""Writing a file so that a crash or a full disk never leaves it half-written; reading one
that is a file, never a pipe or a device that would block or never end."""

from __future__ import annotations

import errno
import glob
import os
import stat
import tempfile
import time
from pathlib import Path


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to a temporary file beside ``path``, flush it to the disk, and
    rename it over ``path``: a reader sees the old file or the new one, never a mix. The
    folder is made if missing. OSError if it cannot be written (the old file stays)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(target)
    mode = _mode_for(target)
    handle, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}-", suffix=".tmp"
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise


STALE_TEMPORARY_S = 60.0
"""A temporary file of an earlier save older than this was left by a save that was killed."""


def remove_stale_temporaries(target: Path) -> int:
    """Delete what saves of ``target`` killed mid-write left beside it (``.NAME-*.tmp`` files
    older than a minute: a save in progress is younger); how many went."""
    removed = 0
    now = time.time()
    for leftover in target.parent.glob(f".{glob.escape(target.name)}-*.tmp"):
        try:
            if now - leftover.stat().st_mtime > STALE_TEMPORARY_S:
                leftover.unlink()
                removed += 1
        except OSError:
            continue  # another save's, or not ours to delete: left as it is
    return removed


def _mode_for(target: Path) -> int:
    """The permissions a saved file gets: the file's own when it exists (a lesson shared
    read-only with the class stays readable), else what the umask gives a new file."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    """The process's umask, read without setting it (``os.umask`` sets it, for every thread,
    for a moment): Linux says it in /proc; elsewhere the usual 022."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o022


class NotAFile(OSError):
    """A path that names a folder, a device or a pipe where a file was expected."""


def is_regular_or_absent(path: str | os.PathLike) -> bool:
    """True where ``path`` is a regular file (through links) or nothing at all."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def read_regular_file(path: str | os.PathLike, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of a regular file. A folder, a device or a pipe raises
    NotAFile at once: it is opened without waiting (a pipe with no writer would block
    ``open`` forever) and refused before any read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotAFile(errno.EINVAL, "not a regular file (a folder, a device or a pipe)")
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
