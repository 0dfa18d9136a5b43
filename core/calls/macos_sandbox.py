"""macOS: the child started under ``sandbox-exec`` with a profile that lets it write only in
its own folder — the counterpart of Landlock on Linux (``sandbox_child._write_only_inside``).

Everything else stays allowed (reading, the network, the GPU), as on Linux. The folder
reaches the profile as a parameter (``-D``), never spliced into its text, so no path —
quotes, spaces, Chinese — can change the rules. ``sandbox-exec`` is deprecated by Apple but
present on every macOS to date; where it is missing the child starts as before.
"""

from __future__ import annotations

import os
import sys

SANDBOX_EXEC = "/usr/bin/sandbox-exec"
FOLDER_PARAMETER = "SNIPPET_FOLDER"
WRITE_ONLY_INSIDE_FOLDER = f"""(version 1)
(allow default)
(deny file-write*)
(allow file-write*
    (subpath (param "{FOLDER_PARAMETER}"))
    (literal "/dev/null")
    (literal "/dev/zero")
    (literal "/dev/tty")
    (literal "/dev/dtracehelper"))
"""
"""Later rules win in Apple's profile language: writing is denied, then allowed beneath the
snippet's folder and to the few devices Python and the C library write to."""


def command_prefix(folder: str, platform: str = sys.platform) -> list[str]:
    """What goes before the child's command on macOS: ``sandbox-exec`` with the profile and
    the folder's real path (macOS's temporary folders are behind a symbolic link, and the
    profile sees real paths). Empty elsewhere, or where ``sandbox-exec`` is missing."""
    if platform != "darwin" or not os.access(SANDBOX_EXEC, os.X_OK):
        return []
    real = os.path.realpath(folder)
    return [SANDBOX_EXEC, "-D", f"{FOLDER_PARAMETER}={real}", "-p", WRITE_ONLY_INSIDE_FOLDER]
