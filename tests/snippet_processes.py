"""Finding a snippet's processes from outside its run.

Where Linux gives a run process numbers of its own, the number a snippet prints is the
run's, not this system's: a test gives the process a token on its command line instead
(``sleeper``) and looks for it here."""

from __future__ import annotations

import secrets
import time

import psutil


def new_token() -> str:
    return f"devicelab-test-{secrets.token_hex(8)}"


def sleeper(token: str) -> str:
    """Python source: the argument list of a process that sleeps 10 minutes, marked."""
    return f"[sys.executable, '-c', 'import time; time.sleep(600)', {token!r}]"


def processes_with(token: str) -> list[psutil.Process]:
    """Live processes whose command line holds ``token`` (a zombie has ended already)."""
    return [
        process
        for process in psutil.process_iter(["cmdline", "status"])
        if token in (process.info["cmdline"] or [])
        and process.info["status"] != psutil.STATUS_ZOMBIE
    ]


def gone_within(token: str, seconds: float) -> bool:
    """Whether every process marked with ``token`` has ended within ``seconds``."""
    deadline = time.monotonic() + seconds
    while processes_with(token) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not processes_with(token)
