"""Why ``model(x)`` works: the lesson's ``Counter`` and a traced ``nn.Module`` call.

The trace is real: ``sys.setprofile`` watches ``nn.Module.__call__`` and every
``forward`` of the model's modules, and real hooks on the model report themselves.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from types import FrameType

import torch
from torch import nn

from core.i18n import QT_TRANSLATE_NOOP, Text, Translate, english, message
from core.training import MLP


class Counter:
    """The lesson's example: an instance that counts how often it was called."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> int:
        self.count += 1
        return self.count


class Point:
    """A class without ``__call__``: its instances cannot be called."""

    def __init__(self, x: float = 0.0, y: float = 0.0) -> None:
        self.x, self.y = x, y


def greet(name: str = "DeviceLab") -> str:
    """A plain function: functions are callable objects too."""
    return f"Hello, {name}!"


@dataclass(frozen=True)
class CallableExample:
    """One row of the callable() table."""

    expression: str
    is_callable: bool
    why: Text


def callable_examples() -> list[CallableExample]:
    """callable() evaluated for real on the objects the lesson talks about."""
    cases = [
        ("Counter()", Counter(), QT_TRANSLATE_NOOP("LabPage", "its class defines __call__")),
        ("Point()", Point(), QT_TRANSLATE_NOOP("LabPage", "its class defines no __call__")),
        (
            "greet",
            greet,
            QT_TRANSLATE_NOOP("LabPage", "a function is an object whose type defines __call__"),
        ),
        (
            "nn.Linear(4, 10)",
            nn.Linear(4, 10),
            QT_TRANSLATE_NOOP("LabPage", "nn.Linear inherits __call__ from nn.Module"),
        ),
        (
            "Counter",
            Counter,
            QT_TRANSLATE_NOOP("LabPage", "a class is callable: calling it creates an instance"),
        ),
        ("42", 42, QT_TRANSLATE_NOOP("LabPage", "int defines no __call__")),
    ]
    return [CallableExample(text, callable(obj), why) for text, obj, why in cases]


@dataclass(frozen=True)
class CallEvent:
    """Something that happened during one call, in the order it happened."""

    depth: int
    kind: str  # "call", "call_return", "pre_hook", "forward", "forward_return", "hook"
    module: str  # e.g. "model", "model.fc1"
    detail: str

    def describe(self, translate: Translate = english) -> str:
        """The event as one line, indented by its depth, in ``translate``'s language."""
        said = message(EVENT_TEMPLATES[self.kind], module=self.module, detail=self.detail)
        return "    " * self.depth + said.render(translate)


EVENT_TEMPLATES = {
    "call": QT_TRANSLATE_NOOP("LabPage", "{module}.__call__ entered (nn.Module.__call__)"),
    "call_return": QT_TRANSLATE_NOOP("LabPage", "{module}.__call__ returned"),
    "pre_hook": QT_TRANSLATE_NOOP("LabPage", "forward pre-hook on {module} ran"),
    "forward": QT_TRANSLATE_NOOP("LabPage", "{module}.forward entered ({detail}.forward)"),
    "forward_return": QT_TRANSLATE_NOOP("LabPage", "{module}.forward returned"),
    "hook": QT_TRANSLATE_NOOP("LabPage", "forward hook on {module} ran, output {detail}"),
}


class ModuleCallDemo:
    """The lesson's MLP with a forward pre-hook and a forward hook, ready to be traced."""

    def __init__(self) -> None:
        torch.manual_seed(0)
        self.model = MLP()
        self.x = torch.rand(1, 4)
        self._names = {id(module): _qualified(name) for name, module in self.model.named_modules()}
        self._forward_codes = {
            type(module).forward.__code__: type(module).__name__ for module in self.model.modules()
        }
        self._events: list[CallEvent] = []
        self._depth = 0
        self.model.register_forward_pre_hook(self._pre_hook)
        self.model.register_forward_hook(self._hook)

    def call_model(self) -> list[CallEvent]:
        """Run ``model(x)``: __call__ runs the pre-hook, then forward, then the hook."""
        return self._traced(lambda: self.model(self.x))

    def call_forward(self) -> list[CallEvent]:
        """Run ``model.forward(x)``: forward alone, the model's hooks are skipped."""
        return self._traced(lambda: self.model.forward(self.x))

    def _traced(self, action) -> list[CallEvent]:
        self._events, self._depth = [], 0
        previous = sys.getprofile()
        sys.setprofile(self._profile)
        try:
            action()
        finally:
            sys.setprofile(previous)
        return self._events

    def _profile(self, frame: FrameType, event: str, _arg: object) -> None:
        code = frame.f_code
        if code is _MODULE_CALL_CODE:
            kind, detail = "call", "nn.Module"
        elif code in self._forward_codes:
            kind, detail = "forward", self._forward_codes[code]
        else:
            return
        module = self._names.get(id(frame.f_locals.get("self")), "?")
        if event == "call":
            self._events.append(CallEvent(self._depth, kind, module, detail))
            self._depth += 1
        elif event == "return":
            self._depth -= 1
            self._events.append(CallEvent(self._depth, f"{kind}_return", module, detail))

    def _pre_hook(self, module: nn.Module, _inputs: tuple) -> None:
        self._events.append(CallEvent(self._depth, "pre_hook", self._names[id(module)], ""))

    def _hook(self, module: nn.Module, _inputs: tuple, output: torch.Tensor) -> None:
        shape = f"shape {tuple(output.shape)}"
        self._events.append(CallEvent(self._depth, "hook", self._names[id(module)], shape))


_MODULE_CALL_CODE = nn.Module.__call__.__code__


def _qualified(name: str) -> str:
    return f"model.{name}" if name else "model"
