"""The ``devicelab`` entry point: headless commands stay Qt-free, the rest opens the window."""

from __future__ import annotations

import multiprocessing
import os
import sys

from gui.shell.splash import SUPPRESS_VARIABLE, close_splash

TORCH_BEFORE_QT = sys.platform == "win32"
"""torch ≥ 2.9 on Windows fails to load its DLLs once Qt's are loaded: there torch goes
first, before the window (the frozen build's splash covers the wait); elsewhere it loads
behind the window."""


def _write_what_the_reader_can_read() -> None:
    """Output to a file or a pipe is UTF-8, whatever the code page (on a Western Windows,
    cp1252 turned every Chinese character of ``devicelab runs > runs.txt`` into "?"). A
    console in gbk, cp1252 or ASCII that cannot show "µs" or "→" gets a "?" instead of a
    UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):  # None in a windowed app without a console
        if stream is None or not hasattr(stream, "reconfigure"):
            continue
        if stream.isatty():
            stream.reconfigure(errors="replace")
        else:
            stream.reconfigure(encoding="utf-8", errors="replace")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the chosen mode; return the exit code."""
    # py-cpuinfo starts a multiprocessing child; in a frozen app that child is this program.
    multiprocessing.freeze_support()
    _write_what_the_reader_can_read()
    argv = sys.argv[1:] if argv is None else argv
    os.environ[SUPPRESS_VARIABLE] = "1"  # a child is this program again: no splash there
    if argv[:1] == ["--run-snippet"]:  # the sandbox's child in a frozen app (core.calls.sandbox)
        from core.calls.sandbox_child import main as run_snippet

        return run_snippet(argv[1:])
    if argv[:1] == ["--busy-core"]:  # the threads experiment's spinner in a frozen app
        from core.experiments.busy_core import spin_until_stdin_closes

        spin_until_stdin_closes()
        return 0
    from core.calls.sandbox_child import keep_from_children

    keep_from_children()  # before any snippet runs: DeviceLab's environment stays its own
    from core.cli import build_parser, run_headless
    from core.lesson_file import SUFFIX

    if argv[:1] and argv[0].endswith(SUFFIX) and not argv[0].startswith("-"):
        argv = ["--lesson", *argv]  # `devicelab class.devicelab`, or a double-click

    try:
        args = build_parser().parse_args(argv)
    except SystemExit:  # --version, --help, a mistake: said, and nothing opens
        close_splash()
        raise
    if args.command is not None or args.screenshot or args.self_test:
        close_splash()  # no window to wait for (a screenshot's or self-test's is offscreen)
    if args.command is not None:
        try:
            return run_headless(args)
        except BrokenPipeError:  # `devicelab info | head`: the reader left early
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    if args.screenshot or args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    else:
        from gui.display import display_problem

        if problem := display_problem():
            close_splash()
            print(problem, file=sys.stderr)
            return 2
    if TORCH_BEFORE_QT:
        try:
            import torch  # noqa: F401
        except (ImportError, OSError) as error:  # a DLL missing: the window opens, says which
            from gui.window_model import failed_before_qt

            failed_before_qt.append(error)

    from gui.app import run_app

    return run_app(args)
