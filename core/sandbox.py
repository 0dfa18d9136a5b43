"""``core.sandbox.run``, where it was promised; the sandbox lives in ``core.calls.sandbox``."""

from core.calls.sandbox import SandboxResult, SnippetError, run

__all__ = ["SandboxResult", "SnippetError", "run"]
