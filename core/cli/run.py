"""``devicelab run FILE``: a Python file in the sandbox, as the ``__call__`` tab runs it."""

from __future__ import annotations

import argparse
import json
import sys

from core.cli.printer import Printer
from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP, message


def command(args: argparse.Namespace, out: Printer) -> int:
    """``devicelab run FILE``: the file's output, its trace and how it ended."""
    from core.calls.sandbox import SourceUnreadable, read_source, remove_stale_folders, run

    remove_stale_folders()  # what a DeviceLab killed with kill -9 left behind
    try:
        code = read_source(args.file)
    except SourceUnreadable as error:
        out.fail("run", out.say(error.message))
    try:
        result = run(code, timeout=args.timeout, memory_mb=args.memory, trace=args.trace)
    except ConfigError as error:
        flag = {"timeout": "--timeout", "memory_mb": "--memory"}[error.field]
        out.fail("run", error.naming(flag, out.translate))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        for event in result.trace or []:
            print(trace_line(event, out))
        print(out.say(result.message), file=sys.stderr)
    return 0 if result.ok else 1


LINE = QT_TRANSLATE_NOOP("Cli", "line {line}")
CALLED_FROM = QT_TRANSLATE_NOOP("Cli", "called from line {line}")


def trace_line(event: dict, out: Printer) -> str:
    """One step of the trace: the call, its line, the line that called it, self's state."""
    from core.calls.sandbox import trace_name

    arrow = "→" if event["event"] == "call" else "←"
    where = [out.say(message(LINE, line=event["line"]))] if event["line"] else []
    caller = event.get("caller_line")
    if caller is not None and caller != event["line"]:
        where.append(out.say(message(CALLED_FROM, line=caller)))
    state = ", ".join(f"self.{k}={v}" for k, v in (event.get("attributes") or {}).items())
    tail = (f"  ({'; '.join(where)})" if where else "") + (f"  [{state}]" if state else "")
    return f"{'  ' * event['depth']}{arrow} {out.say(trace_name(event))}{tail}"
