"""Writing a file so that a crash or a full disk never leaves it half-written."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to a temporary file beside ``path``, flush it to the disk, and
    rename it over ``path``: a reader sees the old file or the new one, never a mix. The
    folder is made if missing. OSError if it cannot be written (the old file stays)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}-", suffix=".tmp"
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
