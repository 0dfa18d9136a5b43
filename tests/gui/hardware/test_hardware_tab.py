"""The hardware tab's pages with a faked GPU: live readings, N/A that explains, bench, VRAM."""

import pytest
import torch
from fake_mac import pretend_a_mac
from fake_nvml import GPU_IS_LOST, NOT_SUPPORTED, FakeGpu, FakeNvml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel

from core.hardware.nvml import NVML_ERROR_LIB_RM_VERSION_MISMATCH, NVML_ERROR_LIBRARY_NOT_FOUND
from core.runs.run_store import RunStore
from gui.hardware.hardware_tab import HardwareTab
from gui.pages.window_pages import build_page_tabs
from gui.runs.kept_runs import KeptRuns
from gui.window_model import WindowModel
from gui.workers import JobRunner

UUID = "5b0a4c3e-0000-1111-2222-333344445555"


def hardware_tab(runner: JobRunner, **options) -> HardwareTab:
    """The Hardware tab alone, its pages built from the registry on a model of its own."""
    model = WindowModel(runner, KeptRuns(RunStore(":memory:"), runner))
    return HardwareTab(model, build_page_tabs("hardware", model), **options)


@pytest.fixture
def open_tab(qtbot, monkeypatch):
    """open_tab(nvml) → a shown HardwareTab polling every 20 ms; every thread ends after.

    torch is made to see no GPU, so that the faked NVML GPUs are the only ones, on any machine.
    """
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr("core.hardware.devices.available_devices", lambda: ["cpu"])
    made = []

    def make(nvml=None, poll_s=0.02) -> HardwareTab:
        runner = JobRunner()
        tab = hardware_tab(runner, nvml=nvml, poll_s=poll_s)
        qtbot.addWidget(tab)
        tab.resize(1280, 760)
        tab.show()
        tab.start_probes()
        made.append(runner)
        qtbot.waitUntil(lambda: tab.probes_done, timeout=30_000)
        return tab

    yield make
    for runner in made:
        assert runner.shutdown(10_000)
        qtbot.waitUntil(lambda runner=runner: runner.running == 0, timeout=10_000)


def test_each_gpu_box_shows_its_live_nvml_readings(qtbot, open_tab):
    fake = FakeNvml().fail("nvmlDeviceGetPowerUsage", NOT_SUPPORTED)
    tab = open_tab(fake)
    live = tab.cpu_gpu_page.gpu_live[UUID]
    qtbot.waitUntil(lambda: live["temperature"].text() == "61 °C", timeout=5_000)
    assert live["memory"].text() == "1.5 GiB / 10.5 GiB"
    assert live["utilization"].text() == "37 %"
    assert live["sm_clock"].text() == "1,665 MHz / 2,100 MHz"
    assert live["pcie"].text() == "Gen 4 ×16 / Gen 4 ×16"
    assert live["power"].text() == "N/A / 350 W"
    assert "Not supported" in live["power"].toolTip()
    # The lesson's 数据传输, live: NVML's receive counter is host → GPU.
    assert live["pcie_traffic"].text() == "901.1 MB/s / 256.0 kB/s"


def test_a_laptop_gpu_below_its_link_and_a_driver_without_copy_counters(qtbot, open_tab):
    """A laptop's GPU often runs its link below its maximum; a driver without PCIe counters
    leaves that row N/A with the reason, the rest of the box reading on."""
    gpu = FakeGpu(pcie=(3, 8, 4, 16))
    fake = FakeNvml([gpu]).fail("nvmlDeviceGetPcieThroughput", NOT_SUPPORTED)
    tab = open_tab(fake)
    live = tab.cpu_gpu_page.gpu_live[UUID]
    qtbot.waitUntil(lambda: live["pcie"].text() == "Gen 3 ×8 / Gen 4 ×16", timeout=5_000)
    assert (
        live["pcie_traffic"].text() == "N/A" and "Not supported" in live["pcie_traffic"].toolTip()
    )
    assert live["temperature"].text() == "61 °C"


def test_a_gpu_lost_on_the_tenth_poll_shows_na_and_the_panel_keeps_working(qtbot, open_tab):
    fake = FakeNvml().fail("nvmlDeviceGetUtilizationRates", GPU_IS_LOST, on_call=10)
    tab = open_tab(fake)
    tab.pages.setCurrentWidget(tab.live_page)
    live = tab.cpu_gpu_page.gpu_live[UUID]
    qtbot.waitUntil(lambda: tab.samples_seen >= 12, timeout=10_000)
    qtbot.waitUntil(lambda: live["utilization"].text() == "N/A", timeout=5_000)
    assert "fallen off the bus" in live["utilization"].toolTip()
    qtbot.waitUntil(lambda: "N/A" in tab.live_page.gpu_status.text(), timeout=5_000)
    assert "fallen off the bus" in tab.live_page.gpu_status.text()
    fake.gpus[0].temperature = 75  # later readings still arrive
    qtbot.waitUntil(lambda: live["temperature"].text() == "75 °C", timeout=5_000)
    assert tab.live_page.samples_shown >= 12


def test_devicelab_is_found_among_the_gpu_processes(qtbot, open_tab):
    import os

    fake = FakeNvml([FakeGpu(processes=[(4242, 2**30), (os.getpid(), 512 * 2**20)])])
    tab = open_tab(fake)
    tab.pages.setCurrentWidget(tab.live_page)
    table = tab.live_page.processes
    qtbot.waitUntil(lambda: table.rowCount() == 2, timeout=15_000)
    names = [table.item(row, 2).text() for row in range(2)]
    assert any(name.endswith("(DeviceLab, this app)") for name in names)
    assert table.item(1, 3).text() == "512.0 MiB"


def test_the_live_page_draws_what_it_missed_once_it_is_shown(qtbot, open_tab):
    tab = open_tab(FakeNvml())
    qtbot.waitUntil(lambda: tab.samples_seen >= 2, timeout=5_000)
    assert tab.live_page.processes.rowCount() == 0  # hidden: nothing drawn yet
    tab.pages.setCurrentWidget(tab.live_page)
    qtbot.waitUntil(lambda: tab.live_page.processes.rowCount() == 1, timeout=5_000)


def test_the_live_page_is_built_when_first_shown_and_starts_with_the_last_minute(qtbot, open_tab):
    """Its plots load pyqtgraph (0.2 s): not before the window's first paint."""
    tab = open_tab(FakeNvml())
    qtbot.waitUntil(lambda: tab.samples_seen >= 3, timeout=5_000)
    assert not tab.pages.is_built("live")
    page = tab.live_page
    assert page.samples_shown == len(tab.model.live_samples) >= 3
    seen = tab.samples_seen
    qtbot.waitUntil(lambda: tab.samples_seen > seen, timeout=5_000)
    assert page.samples_shown == len(tab.model.live_samples)  # and follows from then on


def test_without_a_usable_driver_the_live_page_says_why(qtbot, open_tab):
    tab = open_tab(FakeNvml(fail_init=NVML_ERROR_LIB_RM_VERSION_MISMATCH))
    tab.pages.setCurrentWidget(tab.live_page)
    qtbot.waitUntil(lambda: tab.samples_seen >= 2, timeout=5_000)
    qtbot.waitUntil(lambda: "mismatch" in tab.live_page.gpu_status.text(), timeout=5_000)
    assert tab.cpu_gpu_page.gpu_live == {}
    assert tab.live_page.processes.isHidden()
    assert tab.cpu_gpu_page.cpu_use.value() >= 0


def test_the_bench_fills_its_table_in_a_worker_and_concludes(qtbot, open_tab):
    tab = open_tab(FakeNvml(gpus=[]))
    bench = tab.throughput_page
    with qtbot.waitSignal(bench.finished, timeout=60_000):
        bench.start()
        assert bench.is_running and not bench.run_button.isEnabled()
    assert bench.table.rowCount() == 4  # three matmul sizes and the RAM copy on the CPU
    assert bench.table.item(0, 3).text().endswith("GFLOP/s")
    assert "The CPU multiplies 2048×2048" in bench.conclusion.text()
    assert "No GPU here" in bench.conclusion.text()


def test_stopping_the_bench_keeps_the_finished_rows(qtbot, open_tab):
    tab = open_tab(FakeNvml(gpus=[]))
    bench = tab.throughput_page
    with qtbot.waitSignal(bench.finished, timeout=60_000) as finished:
        bench.start()
        bench.stop()
    assert finished.args[0].cancelled
    assert bench.table.rowCount() == len(finished.args[0].measurements) <= 1
    assert "Stopped" in bench.status.text()


def test_the_vram_calculator_compares_with_every_gpu_and_the_lessons(qtbot, open_tab):
    fake = FakeNvml([FakeGpu(), FakeGpu(name="NVIDIA H100 80GB HBM3", memory_gib=80, uuid="x")])
    tab = open_tab(fake)
    vram = tab.vram_page
    vram.preset_box.setCurrentIndex(vram.preset_box.findData("llm_7b"))
    qtbot.waitUntil(lambda: not vram.measuring, timeout=30_000)
    vram.dtype_box.setCurrentIndex(vram.dtype_box.findData("bf16"))
    vram.batch_box.setValue(1)
    assert "Measured: 6.3 GiB per sample" in vram.activation_note.text()
    rows = [
        (vram.fits.item(row, 0).text(), vram.fits.item(row, 2).text())
        for row in range(vram.fits.rowCount())
    ]
    assert [name for name, _ in rows] == [
        "[0] NVIDIA GeForce RTX 3080 Ti",
        "[1] NVIDIA H100 80GB HBM3",
        "NVIDIA GeForce RTX 3080 Ti (the lesson's GPU)",
    ]
    assert all(verdict.startswith("no:") for _, verdict in rows)
    # 100.4 GiB of weights, gradients and Adam state, and half of 6.3 GiB in bf16.
    assert vram.estimate.total_bytes / 2**30 == pytest.approx(103.5, abs=0.1)
    assert vram.parts.item(4, 1).text() == f"{vram.estimate.total_bytes / 2**30:,.1f} GiB"


def test_a_quick_change_of_preset_waits_for_the_chosen_ones_measurement(qtbot, open_tab):
    tab = open_tab(FakeNvml(gpus=[]))
    vram = tab.vram_page
    qtbot.waitUntil(lambda: not vram.measuring, timeout=30_000)
    for key in ("llm_7b", "bert_base", "llm_7b"):
        vram.preset_box.setCurrentIndex(vram.preset_box.findData(key))
    assert vram.measuring
    qtbot.waitUntil(lambda: not vram.measuring, timeout=30_000)
    assert "one sequence of 512 tokens" in vram.activation_note.text()


def test_a_bad_parameter_count_names_the_field_and_range(qtbot, open_tab):
    tab = open_tab(FakeNvml(gpus=[]))
    vram = tab.vram_page
    qtbot.waitUntil(lambda: not vram.measuring, timeout=30_000)
    vram.parameters_edit.setText("a lot")
    vram.parameters_edit.textEdited.emit("a lot")
    assert vram.error.text().startswith("Parameters must be a whole number from 1 to")
    assert vram.preset_box.currentData() == "custom"
    assert vram.estimate is None and vram.fits.rowCount() == 0
    vram.parameters_edit.setText("7B")
    vram.parameters_edit.textEdited.emit("7B")
    assert vram.error.text() == "" and vram.estimate.weights_bytes == 28 * 10**9


def test_a_rocm_build_shows_hip_and_where_amd_readings_come_from(qtbot):
    from core.hardware import GpuDevice, GpuReport
    from core.hardware.vendor_gpus import ROCM_LIVE_READINGS
    from core.i18n import message
    from gui.hardware.cpu_gpu_page import CpuGpuPage

    page = CpuGpuPage()
    qtbot.addWidget(page)
    device = GpuDevice(
        0,
        "AMD Radeon RX 7900 XTX",
        24 * 2**30,
        "RDNA 3",
        multiprocessors=96,
        backend="rocm",
        torch_device="cuda:0",
        live_readings=message(ROCM_LIVE_READINGS),
    )
    report = GpuReport("2.13.0+rocm6.2", None, None, None, [device], torch_hip="6.2.41133")
    page.show_gpus(report)
    texts = [label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page)]
    assert "HIP 6.2.41133" in texts and "RDNA 3" in texts
    assert "Compute units" in texts and "Compute capability" not in texts
    assert any("rocm-smi" in text for text in texts)
    assert "…" not in texts  # no NVML rows waiting for readings that never come
    assert not any("NVIDIA driver" in text or "Driver check" in text for text in texts)


def test_a_mac_shows_its_apple_gpu_and_where_its_live_readings_are(qtbot, open_tab, monkeypatch):
    pretend_a_mac(monkeypatch)
    tab = open_tab(FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND))
    page = tab.cpu_gpu_page
    (box,) = [
        box for box in page.gpu_box.findChildren(QGroupBox) if box.title() == "[mps] Apple M1"
    ]
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert "11.0 GiB, shared with the CPU" in texts and "GPU cores" in texts and "7" in texts
    assert "…" not in texts and any("Activity Monitor" in text for text in texts)
    assert page.findChild(QLabel, "gpuProblem") is None  # MPS is a GPU PyTorch can use
    shown = [label.text() for label in page.gpu_box.findChildren(QLabel)]
    assert "none: a CPU-only build" not in shown and "NVIDIA driver" not in shown
    tab.pages.setCurrentWidget(tab.live_page)  # NVML's silence is not blamed on a driver
    qtbot.waitUntil(lambda: tab.samples_seen >= 2, timeout=5_000)
    qtbot.waitUntil(lambda: "Activity Monitor" in tab.live_page.gpu_status.text(), timeout=5_000)


def test_a_card_this_build_cannot_run_on_says_why_and_what_to_install(qtbot, monkeypatch):
    """A school's GTX 1060 (Pascal, 6.1) under a build for Turing and later: the box says
    it is not offered for runs, why, and what to install; the software rows list the
    build's kernels. The card's name is the driver's: shown as plain text."""
    from fake_cards import card, see_one_card

    from core.hardware import probe_gpus
    from gui.hardware.cpu_gpu_page import CpuGpuPage

    old = card("NVIDIA GeForce GTX 1060 <6GB>", 6, 1)
    see_one_card(monkeypatch, old, ["sm_75", "sm_80", "sm_90"])
    page = CpuGpuPage()
    qtbot.addWidget(page)
    page.show_gpus(probe_gpus(FakeNvml([FakeGpu(old.name, 6, architecture=4)])))
    shown = [label for label in page.findChildren(QLabel) if label.isVisibleTo(page)]
    (problem,) = [label for label in shown if label.text().startswith("Not offered for runs")]
    assert "GTX 1060 <6GB> (Pascal, compute capability 6.1)" in problem.text()
    assert "What to do: This PyTorch no longer supports a card this old" in problem.text()
    assert problem.textFormat() == Qt.TextFormat.PlainText
    assert "sm_75, sm_80, sm_90" in [label.text() for label in shown]


def test_the_copies_the_throughput_page_measured_stand_beside_the_live_traffic(qtbot):
    """The lesson's first reason, 数据传输: the live PCIe traffic and, once the Throughput
    page has run, the fastest copy it measured each way, in the same units."""
    from core.hardware import GpuDevice, GpuReport
    from core.hardware.throughput import Measurement, ThroughputReport
    from gui.hardware.cpu_gpu_page import CpuGpuPage

    page = CpuGpuPage()
    qtbot.addWidget(page)
    device = GpuDevice(0, "NVIDIA H200", 141 * 2**30, "Hopper", "9.0", torch_device="cuda:0")
    page.show_gpus(GpuReport("2.13.0", "12.8", None, "570.1", [device]))
    label = page.measured_copies["cuda:0"]
    assert label.text() == "not yet: the Throughput page measures it"

    def copy(case: str, size: str, rate: float) -> Measurement:
        return Measurement("cuda:0", "cuda:0 (NVIDIA H200)", case, size, rate, "GB/s", 0.01,
                           0.02, 10, 0.1)  # fmt: skip

    report = ThroughputReport(
        [
            copy("host→device", "64 MB pageable", 6.1),
            copy("host→device", "64 MB pinned", 52.4),
            copy("device→host", "64 MB pinned", 48.9),
            Measurement("cpu", "cpu", "host RAM copy", "64 MB", 9.0, "GB/s", 0.01, 0.0, 10, 0.1),
        ]
    )
    page.show_measured_copies(report)
    assert label.text() == "up to 52.4 GB/s to the GPU, 48.9 GB/s from it"
