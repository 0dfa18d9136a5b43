"""The `__call__` lab's presets: real code to edit, run and trace, each with two lines of why."""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class CallPreset:
    key: str
    title: str
    explanation: str
    code: str


_MLP = """import torch
from torch import nn

class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 10)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(10, 3)

    def forward(self, x):
        out = self.fc1(x)
        out = self.relu(out)
        out = self.fc2(out)
        return out

def before(module, inputs):
    print("pre-hook: before forward")

def after(module, inputs, output):
    print("hook: after forward, output shape", tuple(output.shape))

model = MLP()
model.register_forward_pre_hook(before)
model.register_forward_hook(after)
x = torch.rand(1, 4)
"""

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
            """class Counter:
    def __init__(self):
        self.count = 0

    def __call__(self):
        self.count += 1
        return self.count

counter = Counter()
print(counter())  # 1
print(counter())  # 2
print(counter.count)  # 2
""",
        ),
        CallPreset(
            "arguments",
            QT_TRANSLATE_NOOP("LabPage", "A callable with arguments"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "__call__ takes arguments like any method: adder(3) is Adder.__call__(adder, 3).\n"
                "The object carries its settings (here: how much to add) from __init__.",
            ),
            """class Adder:
    def __init__(self, amount):
        self.amount = amount

    def __call__(self, value, times=1):
        return value + self.amount * times

add_ten = Adder(10)
print(add_ten(3))            # 13
print(add_ten(3, times=2))   # 23
print(callable(add_ten), callable(42))
""",
        ),
        CallPreset(
            "memo",
            QT_TRANSLATE_NOOP("LabPage", "A stateful callable: a memoising cache"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "State between calls is what makes a callable object more than a function:\n"
                "this one remembers every answer, so fib(30) works out each smaller one once.",
            ),
            """class Memo:
    def __init__(self, function):
        self.function = function
        self.cache = {}

    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.function(n)
        return self.cache[n]

@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), "cached values:", len(fib.cache))
""",
        ),
        CallPreset(
            "hooks",
            QT_TRANSLATE_NOOP("LabPage", "The lesson's MLP with hooks"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "model(x) runs nn.Module.__call__, which runs the pre-hook, then forward, then\n"
                "the hook; inside forward, self.fc1(x) is the same __call__ on each layer.",
            ),
            _MLP + "y = model(x)\nprint(y.shape)\n",
        ),
        CallPreset(
            "call_vs_forward",
            QT_TRANSLATE_NOOP("LabPage", "model(x) against model.forward(x)"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "Both compute the same numbers, but forward(x) skips __call__: no hooks run.\n"
                "That is why PyTorch says to call model(x), never model.forward(x).",
            ),
            _MLP
            + """y1 = model(x)          # __call__: hooks run
y2 = model.forward(x)  # forward only: no hook output
print(torch.equal(y1, y2))
""",
        ),
        CallPreset(
            "relu",
            QT_TRANSLATE_NOOP("LabPage", "nn.ReLU() against torch.relu"),
            QT_TRANSLATE_NOOP(
                "LabPage",
                "nn.ReLU is the function torch.relu wrapped in a class, so that every layer has\n"
                "the same interface: an object you build once and then call like fc1 and fc2.",
            ),
            """import torch
from torch import nn

x = torch.tensor([-2.0, -0.5, 0.0, 1.5])
relu = nn.ReLU()            # an object...
print(relu(x))              # ...called like a function: ReLU.__call__ → forward
print(torch.relu(x))        # the plain function it wraps
print(isinstance(relu, nn.Module), callable(relu))
""",
        ),
    ]
}
