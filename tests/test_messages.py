"""core's sentences as messages: templates with named fields, rendered in either language
without a missing field or a leftover placeholder (no Qt needed: the catalogues are XML)."""

import importlib.util
import re
import string
from pathlib import Path

import pytest

from core.hardware.names import decode_cpu_name, decode_gpu_name
from core.i18n import QT_TRANSLATE_NOOP, Message, message, render

ROOT = Path(__file__).parents[1]
LANGUAGES = ("zh_CN", "en")


def _build():
    spec = importlib.util.spec_from_file_location("i18n_build", ROOT / "resources/i18n/build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → the first form of its translation."""
    build = _build()
    found = build.messages(build.catalogue(language))
    return {(context, source): forms[0] for (context, source, _), forms in found.items()}


def _sample(spec: str) -> object:
    """A value that a field's format spec accepts: 1234.5 for ".2f", 12345 for ",", text."""
    if spec.endswith(("f", "%", "e", "g")):
        return 1234.5
    if spec.endswith((",", "d")) or spec.endswith("x"):
        return 12345
    return "X"


def _fields(template: str) -> dict[str, object]:
    return {
        name: _sample(spec or "") for _, name, spec, _ in string.Formatter().parse(template) if name
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_renders_with_sample_values_in_both_languages(language):
    for (context, source), translation in _catalogue(language).items():
        if "{" not in source:
            continue
        values = _fields(source)
        rendered = translation.replace("%n", "3").format(**values)
        assert not re.search(r"\{[^}]*\}", rendered), (language, context, source, rendered)


def _translator(language: str):
    table = _catalogue(language)
    return lambda context, text: table.get((context, text)) or text


CPUS = [
    "11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
    "Intel(R) Core(TM) Ultra 7 155H",
    "AMD Ryzen 9 7950X3D 16-Core Processor",
    "Apple M3 Max",
    "Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz",
]
GPUS = [
    "NVIDIA GeForce RTX 3080 Ti",
    "NVIDIA GeForce RTX 4060 Laptop GPU",
    "NVIDIA H200",
    "NVIDIA RTX A6000",
    "AMD Radeon RX 7900 XTX",
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_a_cpu_or_gpu_name_says_reads_in_both_languages(language):
    translate = _translator(language)
    notes = [
        *(n for cpu in CPUS for n in decode_cpu_name(cpu).explanations.values()),
        *(n for gpu in GPUS for n in decode_gpu_name(gpu).explanations.values()),
    ]
    assert len(notes) > 20
    for note in notes:
        text = render(note, translate)
        assert text and "{" not in text, text
        if language == "zh_CN":
            assert re.search(r"[\u4e00-\u9fff]", text), text  # Chinese, not the English source


def test_a_message_is_english_by_default_and_keeps_its_values():
    template = QT_TRANSLATE_NOOP("Names", "{vendor} made this processor.")
    note = message(template, vendor="AMD")
    assert isinstance(note, Message) and str(note) == "AMD made this processor."
    assert note.fields == {"vendor": "AMD"} and template.context == "Names"
    chinese = {"{vendor} made this processor.": "这颗处理器由 {vendor} 制造。"}
    assert note.render(lambda context, text: chinese[text]) == "这颗处理器由 AMD 制造。"
