"""The forms a torch device takes in DeviceLab, defined once: the lesson files, the command
line's help and its errors, and the training settings' check all read them from here."""

from __future__ import annotations

import re

DEVICE_FORMS = ("cpu", "cuda:N", "xpu:N", "mps")
"""``cpu``; ``cuda:N`` (NVIDIA, or AMD in a ROCm build); ``xpu:N`` (Intel); ``mps`` (Apple).
N is the GPU's index, 0 to 99."""
DEVICE_PATTERN = re.compile("|".join(form.replace(":N", r":\d{1,2}") for form in DEVICE_FORMS))


def is_device_form(value: object) -> bool:
    """Whether ``value`` names a device in one of ``DEVICE_FORMS`` (here or on another
    machine: a lesson saved beside a GPU names it on a machine without one)."""
    return isinstance(value, str) and DEVICE_PATTERN.fullmatch(value) is not None


def device_forms_text(last_word: str = ", ") -> str:
    """The forms as a list: "cpu, cuda:N, xpu:N, mps", or with ``last_word=" or "``
    "cpu, cuda:N, xpu:N or mps"."""
    return ", ".join(DEVICE_FORMS[:-1]) + last_word + DEVICE_FORMS[-1]
