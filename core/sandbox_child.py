"""The child side of ``core.sandbox``: runs one snippet and writes what happened as JSON.

It is started as a script (``python -I sandbox_child.py SNIPPET RESULT [--trace]``) or, in
a frozen app, through ``devicelab --run-snippet``; it imports nothing of DeviceLab, so that
``-I`` (no user site, no current directory on the path) is all it needs.
"""

from __future__ import annotations

import json
import sys
import traceback

SNIPPET_NAME = "<snippet>"
CO_OPTIMIZED = 0x0001
MAX_EVENTS = 5_000
MAX_REPR = 80
TORCH_ENTRY_POINTS = {"_wrapped_call_impl": "__call__", "forward": "forward"}
"""torch functions the trace keeps, by the name it shows: ``Module.__call__`` (implemented
as ``_wrapped_call_impl``) and every module's ``forward``."""


def _short(value: object) -> str:
    try:
        text = repr(value)
    except Exception as error:  # a __repr__ that raises is shown, not fatal
        text = f"<repr failed: {type(error).__name__}>"
    return text if len(text) <= MAX_REPR else text[: MAX_REPR - 1] + "…"


def _snippet_line(frame) -> int | None:
    """For library code: the snippet's line that (indirectly) called it."""
    caller = frame.f_back
    while caller is not None and caller.f_code.co_filename != SNIPPET_NAME:
        caller = caller.f_back
    return None if caller is None else caller.f_lineno


class Tracer:
    """Call and return events of the snippet's code and of torch's module entry points."""

    def __init__(self) -> None:
        self.events: list[dict] = []
        self.depth = 0
        self.truncated = False

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
        if len(self.events) >= MAX_EVENTS:
            self.truncated = True
            return
        code = frame.f_code
        local_names = frame.f_locals
        owner = local_names.get("self")
        name = TORCH_ENTRY_POINTS[code.co_name] if origin == "torch" else code.co_name
        # Functions run optimized frames; a class body, like a module, does not.
        class_body = not code.co_flags & CO_OPTIMIZED and code.co_name != "<module>"
        if class_body:
            name = f"class {code.co_name} (its body runs once)"
        elif owner is not None:
            name = f"{type(owner).__name__}.{name}"
        if event == "return":
            self.depth = max(self.depth - 1, 0)
        record = {
            "event": event,
            "name": name,
            "origin": origin,
            "depth": self.depth,
            "line": frame.f_lineno if origin == "snippet" else _snippet_line(frame),
        }
        if origin == "snippet":
            record["locals"] = {
                key: _short(value)
                for key, value in frame.f_locals.items()
                if not key.startswith("__")
            }
        if event == "return" and not class_body:
            record["value"] = _short(arg)
        self.events.append(record)
        if event == "call":
            self.depth += 1


def main(argv: list[str]) -> int:
    snippet_path, result_path = argv[0], argv[1]
    trace = "--trace" in argv[2:]
    with open(snippet_path, encoding="utf-8") as handle:
        source = handle.read()
    result: dict = {"exception": None, "exit_code": 0, "trace": None, "trace_truncated": False}
    tracer = Tracer() if trace else None
    namespace = {"__name__": "__main__"}
    try:
        code = compile(source, SNIPPET_NAME, "exec")
        if tracer is not None:
            sys.setprofile(tracer)
        try:
            exec(code, namespace)
        finally:
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
        line = getattr(error, "lineno", None) if isinstance(error, SyntaxError) else None
        result["exception"] = {
            "type": type(error).__name__,
            "message": str(error),
            "line": line if line is not None else (frames[-1].lineno if frames else None),
            "traceback": [{"line": frame.lineno, "function": frame.name} for frame in frames],
        }
        result["exit_code"] = 1
    if tracer is not None:
        result["trace"] = tracer.events
        result["trace_truncated"] = tracer.truncated
    sys.stdout.flush()
    sys.stderr.flush()
    with open(result_path, "w", encoding="utf-8") as handle:
        json.dump(result, handle)
    return result["exit_code"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
