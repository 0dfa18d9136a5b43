"""The `__call__` lab's presets: real code to edit, run and trace, each with two lines of why.

The code is a Python file per language (``resources/presets/<language>/<key>.py``): the same
statements on the same lines, its comments and printed words in the window's language (the
lesson's ``Counter`` with its own Chinese comments).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files

from core.catalogue import LANGUAGES
from core.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class CallPreset:
    key: str
    title: str
    explanation: str

    def code(self, language: str) -> str:
        """The preset's code, its comments and printed words in ``language``."""
        if language not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (got {language!r})")
        path = files("resources") / "presets" / language / f"{self.key}.py"
        return path.read_text(encoding="utf-8")

    def is_own_code(self, code: str) -> bool:
        """True when ``code`` is this preset's code in any language: nothing of the user's."""
        return any(code == self.code(language) for language in LANGUAGES)


PRESETS = {
    preset.key: preset
    for preset in [
        CallPreset(
            "counter",
            QT_TRANSLATE_NOOP("LabPage", "The lesson's Counter"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "Any class with __call__ makes objects you can call like functions.\n"
                "counter() runs Counter.__call__(counter) and keeps its count between calls.",
            ),
        ),
        CallPreset(
            "arguments",
            QT_TRANSLATE_NOOP("LabPage", "A callable with arguments"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).\n"
                "The object carries its settings (here: how much to add) from __init__.",
            ),
        ),
        CallPreset(
            "memo",
            QT_TRANSLATE_NOOP("LabPage", "A stateful callable: a memoising cache"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "State between calls is what makes a callable object more than a function:\n"
                "this one remembers every answer, so fib(30) works out each smaller one once.",
            ),
        ),
        CallPreset(
            "hooks",
            QT_TRANSLATE_NOOP("LabPage", "The lesson's MLP with hooks"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then\n"
                "the hook; inside forward, self.fc1(x) is the same __call__ on each layer.",
            ),
        ),
        CallPreset(
            "call_vs_forward",
            QT_TRANSLATE_NOOP("LabPage", "model(x) against model.forward(x)"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "Both compute the same numbers, but forward(x) skips __call__: no hooks run.\n"
                "That is why PyTorch says to call model(x), never model.forward(x).",
            ),
        ),
        CallPreset(
            "relu",
            QT_TRANSLATE_NOOP("LabPage", "nn.ReLU() against torch.relu"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "nn.ReLU is the function torch.relu wrapped in a class, so that every layer has\n"
                "the same interface: an object you build once and then call like fc1 and fc2.",
            ),
        ),
    ]
}
