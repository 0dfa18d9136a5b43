"""bench/gpu_check.py: on a machine without CUDA it runs its CPU parts, without Qt, and
lists what needs a GPU; a part that fails is reported with its traceback and the rest goes on."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
from without_qt import REPO, run_without_qt

from core.experiments.recorded import load_recorded
from core.training import TrainConfig, train


@pytest.fixture(scope="module")
def gpu_check():
    spec = importlib.util.spec_from_file_location("gpu_check", REPO / "bench" / "gpu_check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["gpu_check"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules["gpu_check"]


@pytest.mark.slow
def test_without_cuda_it_runs_the_cpu_parts_and_lists_what_needs_a_gpu(tmp_path):
    out = tmp_path / "gpu.json"
    done = run_without_qt(
        f"""
        import runpy
        sys.argv = ["gpu_check.py", "--quick", "--modes", "plain,deferred,cuda_graph",
                    "--out", {str(out)!r}, "--recorded", {str(tmp_path / "rec.json")!r}]
        runpy.run_path("bench/gpu_check.py", run_name="__main__")
        """,
        timeout=240,
        hide_gpus=True,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    status = {part["name"]: part["status"] for part in report["parts"]}
    assert status == {
        "facts": "ok",
        "nvml": "needs a GPU",
        "lesson_runs": "ok",
        "cuda_graph": "needs a GPU",
        "homework": "ok",
        "crossover": "ok",
        "anatomy": "ok",
        "throughput": "ok",
        "vram": "needs a GPU",
    }
    runs = next(part for part in report["parts"] if part["name"] == "lesson_runs")["data"]["runs"]
    assert [(run["device"], run["mode"]) for run in runs] == [("cpu", "plain"), ("cpu", "deferred")]
    assert all(run["epochs_completed"] == 2_000 and run["us_per_epoch"] > 0 for run in runs)
    assert report["device"] is None and len(report["needs_gpu"]) == 9
    anatomy = next(part for part in report["parts"] if part["name"] == "anatomy")
    profiles = anatomy["data"]["anatomy"]
    assert sorted(profiles) == ["cpu, plain, record every 0", "cpu, plain, record every 1"]
    assert anatomy["checks"] and all(check["passed"] for check in anatomy["checks"])
    kept = Path(profiles["cpu, plain, record every 1"]["trace"])  # a real trace, for tests
    assert kept.parent == out.parent / "anatomy-traces"
    assert json.loads(kept.read_text(encoding="utf-8"))["traceEvents"]
    assert "Needs a GPU (not run here):" in done.stdout
    recorded = load_recorded(tmp_path / "rec.json")  # the format the app ships, checked whole
    assert recorded.kind == "measured" and recorded.machine.gpu is None
    assert [(r.role, r.mode) for r in recorded.runs] == [("cpu", "plain"), ("cpu", "deferred")]
    assert recorded.runs[0].curve_epochs[-1] == 2_000 and recorded.machine.devicelab
    assert "cpu deferred gives cpu plain's curve: largest gap 0 " in done.stdout
    assert "CUDA graphs need an NVIDIA GPU" in done.stdout  # why a mode did not run


def test_a_part_that_crashes_is_reported_with_its_traceback_and_the_rest_goes_on(gpu_check):
    def crashes(context, part):
        part.lines.append("measured before the crash")
        raise RuntimeError("CUDA error: an illegal memory access was encountered")

    def fails_a_check(context, part):
        part.check("the GPU is faster", False, "0.3×")

    def passes(context, part):
        part.check("a sum", 1 + 1 == 2, "2")

    printed: list[str] = []
    context = gpu_check.Context(gpu=None, epochs=10, quick=True, modes=("plain",))
    parts = [("a", "A", crashes), ("b", "B", fails_a_check), ("c", "C", passes)]
    report = gpu_check.run_check(context, parts, echo=printed.append)
    crashed, failed, passed = report["parts"]
    assert crashed["status"] == "crashed" and "illegal memory access" in crashed["error"]
    assert crashed["lines"] == ["measured before the crash"]
    assert failed["status"] == "failed" and passed["status"] == "ok"
    assert not gpu_check.report_passed(report)
    assert printed[-1].startswith("Checks: 1 passed, 1 failed; crashed parts: a;")
    assert any("RuntimeError: CUDA error" in line for line in printed)


def test_curves_are_compared_loss_for_loss_within_the_stated_tolerance(gpu_check):
    plain = train(TrainConfig(epochs=100, record_every=10))
    same = train(TrainConfig(epochs=100, record_every=10, mode="deferred"))
    assert gpu_check.curve_gap(same, plain, gpu_check.SAME_DEVICE) == (0.0, True)

    plain.recorded_losses[3] += 5e-3  # a GPU's curve off by more than its tolerance
    gap, within = gpu_check.curve_gap(same, plain, gpu_check.ACROSS_DEVICES)
    assert gap == pytest.approx(5e-3) and not within

    shorter = train(TrainConfig(epochs=50, record_every=10))
    assert gpu_check.curve_gap(shorter, plain, gpu_check.ACROSS_DEVICES) == (float("inf"), False)


def test_an_unknown_mode_is_refused_with_the_allowed_ones(gpu_check):
    with pytest.raises(SystemExit) as exited:
        gpu_check.main(["--modes", "plain,turbo"])
    assert exited.value.code == 2


def test_the_report_is_written_after_every_part_so_a_time_limit_keeps_what_finished(gpu_check):
    def first(context, part):
        part.check("one", True, "")

    def second(context, part):
        part.check("two", True, "")

    written: list[list[str]] = []
    context = gpu_check.Context(gpu=None, epochs=10, quick=True, modes=("plain",))
    parts = [("a", "A", first), ("b", "B", second)]
    gpu_check.run_check(
        context,
        parts,
        echo=lambda line: None,
        on_part=lambda report: written.append([part["name"] for part in report["parts"]]),
    )
    assert written == [["a"], ["a", "b"]]


def test_parts_can_be_run_again_by_name_and_an_unknown_one_is_refused(gpu_check, tmp_path):
    out = tmp_path / "facts.json"
    assert gpu_check.main(["--parts", "facts", "--out", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert [part["name"] for part in report["parts"]] == ["facts"]
    with pytest.raises(SystemExit) as exited:
        gpu_check.main(["--parts", "facts,warp_drive"])
    assert exited.value.code == 2


def test_the_shipped_h200_file_is_what_the_converter_makes_of_its_reports(tmp_path):
    from bench.recorded_from_report import main as convert

    shipped = REPO / "resources" / "recorded" / "2026-12-04-nvidia-h200.json"
    source = json.loads(shipped.read_text(encoding="utf-8"))["source"]
    reports = [
        REPO / "docs" / "gpu-check" / name
        for name in ("2026-12-04-h200.json", "2026-12-04-h200-throughput-vram.json")
    ]
    out = tmp_path / "h200.json"
    assert convert([*map(str, reports), "--out", str(out), "--source", source]) == 0
    assert out.read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8")
