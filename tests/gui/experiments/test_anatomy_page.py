"""The Anatomy page: one epoch per device on one time axis, lane by lane; the GPU's lanes
missing (and said so) on this CPU-only machine, drawn from Kineto's events on a GPU."""

from __future__ import annotations

import pytest

from core.experiments.anatomy import AnatomyComparison, AnatomyResult, read_trace
from gui.experiments.anatomy_page import AnatomyPage


def _event(cat, name, ts, dur, **args):
    return {"ph": "X", "cat": cat, "name": name, "ts": ts, "dur": dur, "args": args}


def _gpu_epoch_trace() -> dict:
    """A GPU epoch in Kineto's format: forward's two launches and kernels (the GPU idle
    between them), the ``.item()``'s copy and sync."""
    return {
        "traceEvents": [
            _event("user_annotation", "epoch", 0, 300),
            _event("user_annotation", "forward", 0, 100),
            _event("cpu_op", "aten::addmm", 5, 30, **{"External id": 1}),
            _event("cuda_runtime", "cudaLaunchKernel", 10, 8, correlation=10, **{"External id": 1}),
            _event("kernel", "void gemm<float, 128>", 30, 3, correlation=10, **{"External id": 1}),
            _event("cpu_op", "aten::relu", 50, 20, **{"External id": 2}),
            _event("cuda_runtime", "cudaLaunchKernel", 55, 7, correlation=11, **{"External id": 2}),
            _event("kernel", "void elementwise<4>", 70, 2, correlation=11, **{"External id": 2}),
            _event("user_annotation", "item", 250, 50),
            _event("cpu_op", "aten::item", 252, 46, **{"External id": 3}),
            _event("cuda_runtime", "cudaMemcpyAsync", 255, 10, correlation=12),
            _event("gpu_memcpy", "Memcpy DtoH (Device -> Pageable)", 270, 2, correlation=12,
                   bytes=4),
            _event("cuda_runtime", "cudaStreamSynchronize", 266, 30, correlation=13),
        ]
    }  # fmt: skip


def _gpu_result() -> AnatomyResult:
    epochs = read_trace(_gpu_epoch_trace())
    return AnatomyResult("cuda:0", "plain", 1, epochs, 200.0, "2.13.0")


@pytest.fixture
def page(runner, show):
    return show(AnatomyPage(runner))


def test_on_this_cpu_the_epoch_is_drawn_and_the_gpu_lanes_are_missing_not_empty(
    qtbot, page, machine
):
    assert not page.graph_box.isEnabled() and "NVIDIA GPU" in page.graph_box.toolTip()
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    (result,) = done.args[0].results
    drawn = {row.lane: row for row in page.timeline.rows}
    assert [row.lane for row in page.timeline.rows] == [
        "phase",
        "op",
        "launch",
        "kernel",
        "copy",
        "sync",
    ]
    assert drawn["phase"].epoch is result.typical_epoch() and drawn["kernel"].epoch is None
    assert page.timeline.missing_note.toPlainText().startswith("Missing, not empty")
    forward = drawn["phase"].spans()[0]
    said = page.timeline.describe_at(forward.start_us + 0.1, drawn["phase"].y)
    assert said.startswith("forward — ") and "model(x)" in said
    assert page.timeline.describe_at(1.0, drawn["kernel"].y).startswith("Missing, not empty")
    assert [row[0] for row in page.breakdown.rows_of(page.timeline.results)] == ["cpu: the CPU"]
    assert "On the CPU:" in page.conclusion.text()
    assert page.conclusion.text().endswith("On a GPU they show where its time goes.")


def test_a_busy_machine_draws_the_epoch_faint_marked_and_says_why(qtbot, page, machine):
    """As Threads draws a disturbed bar: the anatomy's bars faint, its title marked *, the
    reason first in the conclusion, no word about the profiler's cost."""
    import pyqtgraph as pg

    from gui.widgets.plots import DISTURBED_ALPHA

    machine(1.6)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.start()
    (result,) = done.args[0].results
    assert result.unreliable
    phase_row = next(row for row in page.timeline.rows if row.lane == "phase")
    assert phase_row.disturbed
    bars = [
        item
        for item in page.timeline.plot.getPlotItem().items
        if isinstance(item, pg.BarGraphItem) and list(item.opts["y"])[:1] == [phase_row.y]
    ]
    alphas = {pg.mkBrush(brush).color().alpha() for brush in bars[0].opts["brushes"]}
    assert alphas == {DISTURBED_ALPHA}
    titles = [
        item.toPlainText()
        for item in page.timeline.plot.getPlotItem().items
        if isinstance(item, pg.TextItem)
    ]
    assert any(title.startswith("cpu · ") and title.endswith(" *") for title in titles)
    text = page.conclusion.text()
    assert "* cpu: another program used 1.6 of 2 cores" in text
    assert "profiler's own cost" not in text


def test_the_record_toggle_profiles_again_and_the_item_phase_goes(qtbot, page):
    with qtbot.waitSignal(page.finished, timeout=60_000):
        page.start()
    assert "item" in page.result.results[0].typical_epoch().phase_us()
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        page.record_box.setChecked(False)  # never record: the homework's fix
    (result,) = done.args[0].results
    assert result.record_every == 0 and "item" not in result.typical_epoch().phase_us()
    assert all(span.name != "item" for span in page.timeline.rows[0].spans())


def test_a_gpu_epoch_shows_kernels_by_their_operator_the_idle_gpu_and_its_reasons(page):
    page.set_devices(["cpu", "cuda:0"])
    assert page.graph_box.isEnabled()
    page.show_result(AnatomyComparison([_gpu_result()]))
    rows = {row.lane: row for row in page.timeline.rows}
    assert list(rows) == ["phase", "op", "launch", "kernel", "copy", "sync"]
    assert page.timeline.missing_note is None
    kernel = page.timeline.describe_at(31, rows["kernel"].y)
    assert kernel.startswith("aten::addmm — 3.0 µs") and "gemm" not in kernel
    assert "launch overhead" in page.timeline.describe_at(12, rows["launch"].y)
    assert page.timeline.describe_at(150, rows["kernel"].y).startswith("The GPU idle")
    assert "4 bytes" in page.timeline.describe_at(271, rows["copy"].y)
    assert "waits until the GPU" in page.timeline.describe_at(280, rows["sync"].y)
    near = page.timeline.describe_at(29.5, rows["kernel"].y, tolerance=1.0)
    assert near.startswith("aten::addmm")  # a kernel thinner than a pixel is still found
    titles = [row[0] for row in page.breakdown.rows_of([_gpu_result()])]
    assert titles == ["cuda:0: the CPU", "cuda:0: the GPU"]
    page.breakdown.repaint()  # the parts are laid out where they are painted
    idle = next(rect for rect, key, _, _ in page.breakdown.segments if key == "gpu.idle")
    said = page.breakdown.describe_at(idle.center().x(), idle.center().y())
    assert said == "idle, waiting for the CPU (wasted performance): 293.0 µs, 98 % of the epoch"
    assert "data transfer (copies)" in page.breakdown.legend.text()


def test_no_device_ticked_names_the_field(page):
    from PySide6.QtCore import Qt

    page.device_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    page.start()
    assert page.status.text() == "Devices: tick at least one device to profile"
    assert not page.is_running


def _graph_result() -> AnatomyResult:
    """The CUDA-graph mode's epoch in Kineto's format: one launch replays twenty kernels."""
    events = [
        _event("user_annotation", "epoch", 0, 80),
        _event("user_annotation", "replay", 0, 20),
        _event("cuda_runtime", "cudaGraphLaunch", 4, 12, correlation=20),
        *(_event("kernel", f"void k{n}<...>", 20 + 3 * n, 2, correlation=20) for n in range(20)),
    ]
    return AnatomyResult("cuda:0", "cuda_graph", 0, read_trace({"traceEvents": events}), 70.0, "")


def test_plain_and_graph_epochs_one_above_the_other_the_launches_collapse_into_one(page):
    page.set_devices(["cpu", "cuda:0"])
    page.show_result(AnatomyComparison([_gpu_result(), _graph_result()]))
    rows = page.timeline.rows
    assert len(rows) == 12 and rows[6].y > rows[5].y  # the graph's block under the plain one
    plain_launches, graph_launches = (len(r.spans()) for r in rows if r.lane == "launch")
    graph_kernels = [r for r in rows if r.lane == "kernel"][1].spans()
    assert (plain_launches, graph_launches, len(graph_kernels)) == (2, 1, 20)
    said = page.timeline.describe_at(graph_kernels[0].start_us + 1, rows[9].y)
    assert said.startswith("a kernel of the graph's replay — 2.0 µs")
    left = page.timeline.plot.getViewBox().viewRange()[0]
    assert left[1] >= 300  # one time axis: the longer (plain) epoch sets it for both


def _recorded_with_anatomy(tmp_path):
    """The shipped H200 file with GPU anatomies added, as gpu_check's anatomy part writes them."""
    import json
    from importlib.resources import files

    from core.experiments.recorded import load_recorded

    data = json.loads((files("resources") / "recorded" / "2026-12-04-nvidia-h200.json").read_text())
    data["anatomy"] = {
        "anatomy": {
            "cuda:0, plain, record every 1": _gpu_result().to_dict() | {"trace": ""},
            "cuda:0, cuda_graph, record every 0": _graph_result().to_dict(),
            "cpu, plain, record every 1": _gpu_result().to_dict() | {"device": "cpu"},
        }
    }
    path = tmp_path / "h200.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return load_recorded(path)


def test_a_recorded_gpus_epoch_is_drawn_beside_this_machines_labelled_and_toggled(
    runner, show, tmp_path, monkeypatch
):
    recorded = _recorded_with_anatomy(tmp_path)
    monkeypatch.setattr("gui.experiments.anatomy_page.shipped_recorded", lambda: (recorded,))
    page = show(AnatomyPage(runner))
    assert page.graph_box.isEnabled()  # no GPU here, but a recorded GPU's graph to show
    rows = page.timeline.rows
    assert [row.lane for row in rows] == ["phase", "op", "launch", "kernel", "copy", "sync"]
    assert page.breakdown.rows[0][0] == "H200, recorded 2026-12-04: the CPU"
    page.record_box.setChecked(False)
    page.graph_box.setChecked(True)  # the fix: one launch for twenty kernels
    launches = next(row for row in page.timeline.rows if row.lane == "launch").spans()
    assert [span.name for span in launches] == ["cudaGraphLaunch"]
    page.recorded_box.setChecked(False)
    assert page.timeline.rows == [] and page.breakdown.rows == []


def test_a_timeline_closed_right_after_a_font_change_is_not_drawn_again(qtbot):
    """Projector mode switched on as a window closes: the redraw it asked for goes with it."""
    import shiboken6
    from PySide6.QtGui import QFont

    from gui.experiments.anatomy_timeline import AnatomyTimeline

    timeline = AnatomyTimeline()
    font = QFont(timeline.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    timeline.setFont(font)  # asks for a redraw once the plots' style has followed
    shiboken6.delete(timeline)
    qtbot.wait(20)  # an error here would reach pytest-qt as an exception in the event loop
