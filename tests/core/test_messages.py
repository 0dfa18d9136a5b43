"""core's sentences as messages: templates with named fields, rendered in either language
without a missing field or a leftover placeholder (no Qt needed: the catalogues are XML)."""

import importlib.util
import math
import re
import string
from pathlib import Path

import pytest

from core.hardware.names import decode_cpu_name, decode_gpu_name
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, message, render

ROOT = Path(__file__).parents[2]
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


def _marked(value: object):
    """Every marked text inside a message: its template and the marked values it holds."""
    if isinstance(value, Message):
        yield value.template
        for field in value.fields.values():
            yield from _marked(field)
    elif isinstance(value, Text):
        yield value


def _what_core_says() -> list[object]:
    """Conclusions, outcomes and errors from every branch a test can reach without a GPU."""
    from dataclasses import replace

    from core.calls.cost import CallTiming, cost_conclusion
    from core.calls.demo import callable_examples
    from core.calls.sandbox import _Ending, _outcome
    from core.experiments.crossover import CrossoverResult, crossover_conclusion
    from core.experiments.homework import HomeworkPoint, HomeworkResult, homework_conclusion
    from core.experiments.race import race_conclusion
    from core.experiments.timing import CrossoverPoint
    from core.hardware.throughput import Measurement, ThroughputReport, noisy_notes, summary
    from core.training import TrainConfig, train
    from core.training.compile_check import compile_note
    from core.training.loop import cancelled_message, diverged_message

    cpu = replace(train(TrainConfig(epochs=20)), train_s=3.1, warmup_s=0.1)
    gpus = [
        replace(cpu, config=replace(cpu.config, device="cuda:0"), train_s=s) for s in (11, 3, 1)
    ]
    said: list[object] = [*race_conclusion([cpu, *gpus]), *race_conclusion([cpu]), cpu.message]
    for times, printing in (((3.1, 2.8), False), ((3.1, 3.3), True)):
        points = [HomeworkPoint(1, False, 20_000, 20_001, 0, times[0], 0, 0.04, 0)]
        points += [HomeworkPoint(0, False, 0, 1, 0, times[1], 0, 0, 0)]
        points += [HomeworkPoint(200, True, 100, 101, 100, 3.0, 0, 0, 0.01)] if printing else []
        said += homework_conclusion(HomeworkResult("cuda:0" if printing else "cpu", 20_000, points))
    for gpu_times in ((2e-4, 1e-4), (1e-4, 1e-4), (3e-4, 2e-4), (1e-4, 2e-4)):
        result = CrossoverResult("batch", [150, 1_000], ["cpu", "cuda:0"])
        for value, cpu_s, gpu_s in zip((150, 1_000), (1.5e-4, 1.5e-4), gpu_times, strict=True):
            result.points += [CrossoverPoint(value, "cpu", cpu_s, 5, 0)]
            result.points += [CrossoverPoint(value, "cuda:0", gpu_s, 5, 0)]
        result.crossover = 400.0 if gpu_times == (2e-4, 1e-4) else None
        said += crossover_conclusion(result)
    said += crossover_conclusion(CrossoverResult("hidden", [10], ["cpu"]))
    rates = [("cpu", "matmul", 400.0), ("cuda:0", "matmul", 4e4), ("cuda:0", "host→device", 25.0)]
    measured = [
        Measurement(d, d, case, "64", rate, "GB/s", 1, 0.9, 3, 0.1) for d, case, rate in rates
    ]
    said += summary(ThroughputReport(measured, cpu_threads=8)) + noisy_notes(measured)
    said += [compile_note((0, 0), (0, 1), 60.0), compile_note((0, 0), (1, 0), 0.4)]
    said += [compile_note((0, 0), (0, 0), 0.1), cancelled_message(10)]
    said += [
        diverged_message(5, value, 100.0, TrainConfig(lr=1000), 9) for value in (500, math.nan)
    ]
    timings = [CallTiming("fc1(x)", 3.0, 2.9, 3.1, 100), CallTiming("fc1.forward(x)", 1, 1, 1, 100)]
    said += [cost_conclusion(timings), *(example.why for example in callable_examples())]
    for ending in (
        _Ending(None, True, False, 5.0, 5.0, 512),
        _Ending(0, False, True, 1.0, 5.0, 512),
        _Ending(-11, False, False, 1.0, 5.0, 512),
        _Ending(-9, False, False, 1.0, 5.0, 512),
        _Ending(3, False, False, 1.0, 5.0, 512),
    ):
        said.append(_outcome(ending, None, None, ""))
    said.append(_outcome(_Ending(0, False, False, 1.0, 5.0, 512), {"system_exit": 3}, None, ""))
    said.append(_outcome(_Ending(0, False, False, 1.0, 5.0, 512), {"exit_code": 0}, None, ""))
    return said


def test_everything_core_says_is_in_the_chinese_catalogue_and_renders_whole():
    from core.calls.demo import EVENT_TEMPLATES
    from core.catalogue import translator

    chinese = _catalogue("zh_CN")
    said = _what_core_says()
    said += [
        message(template, module="model", detail="MLP") for template in EVENT_TEMPLATES.values()
    ]
    assert len(said) > 50
    for value in said:
        if not isinstance(value, Message | Text):
            continue
        for text in _marked(value):
            assert (text.context, str(text)) in chinese, (text.context, str(text))
        rendered = render(value, translator("zh_CN"))
        assert re.search(r"[\u4e00-\u9fff]", rendered) and not re.search(r"\{\w*[:!}]", rendered)


def test_every_config_error_names_its_field_in_either_language():
    from core.catalogue import translator
    from core.errors import ConfigError
    from core.hardware.vram import VramRequest, parse_parameter_count
    from core.training import TrainConfig

    errors = []
    for bad in ({"epochs": 0}, {"lr": -1.0}, {"record_every": -1}, {"threads": 0}, {"mode": "x"}):
        with pytest.raises(ConfigError) as raised:
            TrainConfig(**bad).validated(["cpu"])
        errors.append(raised.value)
    with pytest.raises(ConfigError) as raised:
        VramRequest(25_000_000, "fp64", "adam", 1, 0).validated()
    errors.append(raised.value)
    with pytest.raises(ConfigError) as raised:
        parse_parameter_count("lots")
    errors.append(raised.value)
    for error in errors:
        assert str(error).startswith(error.field)
        assert error.naming("--flag").startswith("--flag must be")
        chinese = error.naming("训练轮数", translator("zh_CN"))
        assert "训练轮数" in chinese and "必须" in chinese and "must" not in chinese, chinese
