"""The hardware tab in Chinese and back: computed texts too, its hooks, tooltips and theme."""

import re

import pytest
import torch
from fake_nvml import NOT_SUPPORTED, FakeNvml
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)
from widget_controls import controls

from core.hardware import CpuFacts, decode_cpu_name, decode_gpu_name, probe_gpus
from core.nvml import NVML_ERROR_DRIVER_NOT_LOADED, NvmlSession
from core.throughput import BenchReport, Measurement, case_title, summary
from core.units import Text
from core.vram import LESSON_GPU, VramRequest, estimate, parse_parameter_count
from gui import plots
from gui.hardware_tab import HardwareTab
from gui.i18n import set_language
from gui.workers import JobRunner

CHINESE = re.compile(r"[\u4e00-\u9fff]")
UUID = "5b0a4c3e-0000-1111-2222-333344445555"
LESSON_CPU = CpuFacts(
    model="11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
    vendor="GenuineIntel",
    architecture="x86_64",
    physical_cores=4,
    logical_threads=8,
    base_ghz=3.1,
    max_ghz=None,
    current_ghz=None,
    instruction_sets={"AVX2": "256-bit vectors: 8 float32 numbers per instruction"},
    detailed=True,
)


@pytest.fixture
def switch(qapp):
    """``switch("zh_CN")`` changes the language and lets the widgets retranslate; English
    is always restored afterwards."""

    def to(language: str) -> None:
        assert set_language(qapp, language)
        qapp.processEvents()  # LanguageChange reaches every widget

    try:
        yield to
    finally:
        set_language(qapp, "en")
        qapp.processEvents()


@pytest.fixture
def tab(qtbot, monkeypatch):
    """A shown tab whose probes found the lesson's CPU and a faked GPU torch cannot use
    (power N/A); the monitor is stopped after a few readings so that nothing changes."""
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr("gui.hardware_tab.available_devices", lambda: ["cpu"])
    monkeypatch.setattr("gui.hardware_tab.probe_cpu_fast", lambda: LESSON_CPU)
    monkeypatch.setattr("gui.hardware_tab.probe_cpu", lambda: LESSON_CPU)
    runner = JobRunner()
    widget = HardwareTab(
        runner, nvml=FakeNvml().fail("nvmlDeviceGetPowerUsage", NOT_SUPPORTED), poll_s=0.02
    )
    qtbot.addWidget(widget)
    widget.resize(1280, 760)
    widget.show()
    widget.start_probes()
    qtbot.waitUntil(lambda: widget.probes_done, timeout=30_000)
    widget.show_page("live")
    qtbot.waitUntil(lambda: widget.live_panel.processes.rowCount() == 1, timeout=10_000)
    vram = widget.vram_panel
    qtbot.waitUntil(lambda: not vram.measuring, timeout=30_000)
    yield widget
    assert runner.shutdown(10_000)
    qtbot.waitUntil(lambda: runner.running == 0, timeout=10_000)


def _stop_monitor(tab: HardwareTab, qtbot) -> None:
    assert tab._runner.shutdown(10_000)
    qtbot.waitUntil(lambda: "stopped after" in tab.live_panel.gpu_status.text(), timeout=10_000)


def _texts(tab: HardwareTab) -> dict[str, str]:
    live, bench, vram = tab.live_panel, tab.bench_panel, tab.vram_panel
    problem = tab.findChild(QLabel, "gpuProblem")
    gpu_notes = [label.text() for label in tab._gpu_name_rows if "•" in label.text()]
    return {
        "facts tab": tab.pages.tabText(0),
        "name box": tab.name_box.title(),
        "cpu row": tab._cpu_titles["cores"].text(),
        "cpu status": tab.cpu_status.text(),
        "cpu name": tab.cpu_name_notes.text(),
        "isa": tab.isa_notes.text(),
        "gpu name": gpu_notes[0],
        "problem": problem.text(),
        "power tooltip": tab.gpu_live[UUID]["power"].toolTip(),
        "power": tab.gpu_live[UUID]["power"].text(),
        "live status": live.gpu_status.text(),
        "core plot": live.core_plot.devicelab_titles[0],
        "process header": live.processes.horizontalHeaderItem(2).text(),
        "process kind": live.processes.item(0, 4).text(),
        "bench": bench.run_button.text(),
        "bench tooltip": bench.run_button.toolTip(),
        "bench status": bench.status.text(),
        "bench header": bench.table.horizontalHeaderItem(1).text(),
        "custom preset": vram.preset_box.itemText(0),
        "lesson preset": vram.preset_box.itemText(1),
        "optimizer": vram.optimizer_box.itemText(1),
        "activation note": vram.activation_note.text(),
        "vram notes": vram.notes.text(),
        "lesson gpu": vram.fits.item(vram.fits.rowCount() - 1, 0).text(),
        "verdict": vram.fits.item(0, 2).text(),
        "part": vram.parts.item(0, 0).text(),
    }


def test_switching_to_chinese_and_back_retranslates_every_text(tab, switch, qtbot):
    _stop_monitor(tab, qtbot)
    english = _texts(tab)
    assert (
        "Generation 11" in english["cpu name"]
        and "H: high-performance mobile" in english["cpu name"]
    )
    assert "Generation 30" in english["gpu name"]
    assert "Not supported" in english["power tooltip"]
    assert tab.gpu_report.problem in english["problem"]
    assert english["lesson gpu"] == "NVIDIA GeForce RTX 3080 Ti (the lesson's GPU)"

    switch("zh_CN")
    chinese = _texts(tab)
    for name, text in chinese.items():
        assert text != english[name], name
        assert CHINESE.search(text), (name, text)
    assert "第 11 代" in chinese["cpu name"] and "3.10 GHz" in chinese["cpu name"]
    assert "不支持" in chinese["power tooltip"]  # NVML's reason, from the stored sample
    assert "350 W" in chinese["power"]
    assert "NVIDIA GeForce RTX 3080 Ti" in chinese["lesson gpu"]
    assert chinese["vram notes"].count("•") == english["vram notes"].count("•")
    assert tab.gpu_live[UUID]["temperature"].text() == "61 °C"  # numbers stay numbers

    switch("en")
    assert _texts(tab) == english


def test_a_finished_bench_and_a_bad_parameter_count_follow_the_language(tab, switch, qtbot):
    bench, vram = tab.bench_panel, tab.vram_panel
    with qtbot.waitSignal(bench.bench_finished, timeout=60_000):
        bench.start()
    conclusion, status = bench.conclusion.text(), bench.status.text()
    test_cell = bench.table.item(0, 1).text()
    assert conclusion.startswith("The CPU multiplies") and test_cell == "matmul"
    vram.parameters_edit.setText("a lot")
    vram.parameters_edit.textEdited.emit("a lot")
    error = vram.error.text()
    assert error.startswith("Parameters must be a whole number from 1 to")

    switch("zh_CN")
    assert CHINESE.search(bench.conclusion.text()) and "GFLOP/s" in bench.conclusion.text()
    assert CHINESE.search(bench.status.text())
    assert bench.table.item(0, 1).text() == "矩阵乘法"
    assert bench.table.rowCount() == 4
    assert vram.error.text().startswith("参数量") and "'a lot'" in vram.error.text()
    assert vram.parameters_edit.text() == "a lot"  # the student's input is kept

    switch("en")
    assert bench.conclusion.text() == conclusion and bench.status.text() == status
    assert bench.table.item(0, 1).text() == test_cell and vram.error.text() == error


def test_core_texts_are_english_without_a_translator_and_follow_the_language(switch):
    lesson = LESSON_CPU.model
    english_notes = list(decode_cpu_name(lesson).explanations.values())
    english_reason = NvmlSession(FakeNvml(fail_init=NVML_ERROR_DRIVER_NOT_LOADED)).problem
    assert english_reason == "The NVIDIA driver is installed but not loaded."
    made_in_english = decode_gpu_name("NVIDIA GeForce RTX 4070").explanations["tier"]

    switch("zh_CN")
    notes = decode_cpu_name(lesson).explanations
    assert all(CHINESE.search(note) for note in notes.values())
    assert notes["suffix"].startswith("H：")
    session = NvmlSession(FakeNvml(fail_init=NVML_ERROR_DRIVER_NOT_LOADED))
    assert CHINESE.search(session.problem) and CHINESE.search(session.advice)
    assert CHINESE.search(made_in_english.shown())  # a text made before says itself again
    assert "70" in made_in_english.shown()
    assert CHINESE.search(LESSON_GPU[0].shown())
    assert CHINESE.search(case_title("host→device"))
    assert CHINESE.search(estimate(VramRequest(1000)).notes[0])
    with pytest.raises(ValueError) as raised:
        parse_parameter_count("seven")
    assert CHINESE.search(str(raised.value))

    switch("en")
    assert list(decode_cpu_name(lesson).explanations.values()) == english_notes
    assert made_in_english.shown() == made_in_english


def test_summary_and_probe_reasons_keep_their_numbers_in_chinese(switch, monkeypatch):
    def measured(device, case, size, rate):
        unit = "GFLOP/s" if case == "matmul" else "GB/s"
        return Measurement(device, device, case, size, rate, unit, 1.0, 0.0, 3, 0.1)

    report = BenchReport(
        measurements=[
            measured("cpu", "matmul", "2048×2048 float32", 400.0),
            measured("cuda:0", "matmul", "2048×2048 float32", 40_000.0),
            measured(
                "cuda:0",
                "host→device",
                Text("Throughput", "{megabytes} MB pinned", megabytes=64),
                25.0,
            ),
        ],
        cpu_threads=8,
    )
    english = summary(report)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.version, "cuda", None)
    cpu_only = probe_gpus(FakeNvml()).problem
    assert cpu_only.startswith("This PyTorch is a CPU-only build")
    switch("zh_CN")
    lines = summary(report)
    assert all(CHINESE.search(line) for line in lines)
    assert "400" in lines[0] and "8" in lines[0] and "100.0" in lines[1]
    assert "64 MB 锁页内存" in lines[2] and "6,400" in lines[2]
    assert CHINESE.search(cpu_only.shown()) and "RTX 3080 Ti" in cpu_only.shown()
    switch("en")
    assert summary(report) == english


def test_show_page_and_show_section(tab, qtbot):
    for name, page in [
        ("live", tab.live_panel),
        ("bench", tab.bench_panel),
        ("vram", tab.vram_panel),
        ("facts", tab.facts_page),
    ]:
        tab.show_page(name)
        assert tab.pages.currentWidget() is page and tab.current_page() == name
    with pytest.raises(ValueError, match="facts, live, bench, vram"):
        tab.show_page("homework")
    with pytest.raises(ValueError, match="cpu, gpu"):
        tab.show_section("memory")

    tab.resize(700, 260)  # too small for the facts: the page scrolls
    qtbot.wait(50)
    scroll = tab.facts_page
    for name, box in [("cpu", tab.cpu_box), ("gpu", tab.gpu_box)]:
        tab.show_page("bench")
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
        tab.show_section(name)
        qtbot.wait(20)
        assert tab.pages.currentWidget() is scroll
        top = box.mapTo(scroll.viewport(), QPoint(0, 0))
        assert abs(top.y()) <= 12 and 0 <= top.x() < scroll.viewport().width(), (name, top)


def test_hideable_controls_hide_what_they_name(tab, switch):
    hideable = tab.hideable_controls()
    assert {
        "hardware.live",
        "hardware.bench",
        "hardware.vram",
        "hardware.instruction_sets",
        "hardware.processes",
        "hardware.names",
    } <= set(hideable)
    assert 4 <= len(hideable) <= 10
    for key, (title, widgets) in hideable.items():
        assert re.fullmatch(r"hardware(\.[a-z_]+)+", key) and title
        assert widgets and all(isinstance(widget, QWidget) for widget in widgets)
    assert hideable["hardware.live"][1] == [tab.live_panel]
    assert hideable["hardware.instruction_sets"][1] == [tab.isa_box]
    names = hideable["hardware.names"][1]
    assert names[0] is tab.name_box and len(names) == 3  # and the GPU box's name row
    english = {key: title for key, (title, _) in hideable.items()}
    switch("zh_CN")
    chinese = {key: title for key, (title, _) in tab.hideable_controls().items()}
    assert all(CHINESE.search(chinese[key]) and chinese[key] != english[key] for key in english)


def test_every_control_has_a_translated_tooltip(tab, switch):
    found = list(controls(tab))
    assert len(found) >= 8
    assert all(widget.toolTip().strip() for widget in found), [
        type(widget).__name__ for widget in found if not widget.toolTip().strip()
    ]
    english = [widget.toolTip() for widget in found]
    switch("zh_CN")
    assert all(CHINESE.search(widget.toolTip()) for widget in controls(tab))
    switch("en")
    assert [widget.toolTip() for widget in controls(tab)] == english


def test_the_plots_follow_the_theme(tab, qtbot, qapp):
    import gc

    gc.collect()  # plots of earlier tests' deleted widgets leave gui.plots' registry
    live = tab.live_panel
    gpu_plot = live._gpu_histories[0].plot
    curves = gpu_plot.getPlotItem().listDataItems()
    assert len(curves) == 3 and all(hasattr(curve, "devicelab_pen") for curve in curves)
    assert hasattr(live.core_plot, "devicelab_titles")
    light = curves[0].opts["pen"].color().name()
    try:
        plots.apply_style(plots.PlotStyle(dark=True))
        assert curves[0].opts["pen"].color().name() != light
        live._dirty = True
        live._redraw()
        brush = live.core_bars.opts["brush"]
        assert QColor(brush).name().upper() == plots.colour(0).upper()
    finally:
        plots.apply_style(plots.PlotStyle())


def test_the_error_colour_is_readable_on_a_dark_palette(tab, qapp):
    vram = tab.vram_panel
    light = vram.error.styleSheet()
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#FFFFFF"))
    vram.setPalette(palette)
    qapp.processEvents()
    dark = vram.error.styleSheet()
    assert dark != light
    colour = QColor(re.search(r"#[0-9a-fA-F]{6}", dark).group())
    assert colour.lightness() > 140
    assert tab.findChild(QLabel, "gpuProblem").styleSheet().count("#fff") == 0
