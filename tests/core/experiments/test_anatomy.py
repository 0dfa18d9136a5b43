"""One epoch under the microscope: the lesson's loop profiled, read back from Kineto's trace
format, on this CPU and on CUDA events in the same format."""

from __future__ import annotations

import itertools
import json
import math

import pytest
import torch

from core.experiments import anatomy, disturbance
from core.experiments.anatomy import PHASES, ProfilerUnavailable, profile_anatomy, read_trace
from core.hardware import other_programs


@pytest.fixture(scope="module")
def profiled(tmp_path_factory):
    """Four epochs profiled on this CPU, on a machine taken as quiet whatever runs beside
    the test (the disturbance tests simulate a busy one)."""
    path = tmp_path_factory.mktemp("anatomy") / "trace.json"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(disturbance, "SPREAD_LIMIT", math.inf)
        patch.setattr(other_programs, "cpu_seconds", lambda own_pids=(): (0.0, 0.0))
        return profile_anatomy("cpu", record_every=2, epochs=4, trace_path=path), path


def test_each_profiled_epoch_shows_the_lessons_phases_in_order(profiled):
    result, _ = profiled
    assert result.status == "finished" and len(result.epochs) == 4
    for number, epoch in enumerate(result.epochs, start=1):
        names = [span.name for span in epoch.lane("phase")]
        plain = [p for p in PHASES if p != "replay"]  # the graph's replay: that mode only
        expected = [p for p in plain if p != "item" or number % 2 == 0]  # record every 2
        assert names == expected
        phases = epoch.lane("phase")
        for before, after in itertools.pairwise(phases):
            assert before.end_us <= after.start_us  # one after the other, never overlapping
        assert phases[0].start_us >= 0 and phases[-1].end_us <= epoch.epoch_us


def test_operators_sit_inside_their_phase_and_the_parts_add_up(profiled):
    result, _ = profiled
    epoch = result.epochs[0]
    phases = {span.name: span for span in epoch.lane("phase")}
    linears = [s for s in epoch.lane("op") if s.name == "aten::linear"]
    assert len(linears) == 2 and all(s.phase == "forward" for s in linears)  # fc1, fc2
    for op in epoch.lane("op"):
        phase = phases[op.phase]
        assert phase.start_us <= op.start_us and op.end_us <= phase.end_us
    parts = epoch.total_us("op") + epoch.python_us + epoch.total_us("sync")
    assert parts == pytest.approx(epoch.total_us("phase"))
    assert epoch.total_us("phase") <= epoch.epoch_us


def test_on_a_cpu_there_is_no_gpu_lane_and_both_times_are_reported(profiled):
    result, _ = profiled
    epoch = result.epochs[0]
    assert epoch.launches == epoch.kernels == 0 and epoch.gpu_busy_percent is None
    assert result.unprofiled_epoch_us > 0 and result.profiled_epoch_us > 0
    data = result.to_dict()
    assert data["profiled_epoch_us"] == result.profiled_epoch_us and data["mode"] == "plain"


def test_the_trace_kept_on_disk_reads_back_as_the_same_epochs(profiled):
    result, path = profiled
    again = read_trace(json.loads(path.read_text(encoding="utf-8")))
    assert [e.epoch_us for e in again] == [e.epoch_us for e in result.epochs]


def test_a_stop_ends_the_profiled_epochs_and_says_so():
    asked = []
    result = profile_anatomy("cpu", epochs=5, should_stop=lambda: asked.append(1) or len(asked) > 2)
    assert result.status == "cancelled" and len(result.epochs) == 2
    assert str(result.note) == "Stopped after 2 profiled epoch(s)."


def test_a_diverged_loss_keeps_the_times_and_says_the_model_learned_nothing():
    result = profile_anatomy("cpu", epochs=2, lr=1e30)
    assert result.status == "diverged" and len(result.epochs) == 2
    assert "diverged" in str(result.note)


def test_a_torch_without_kineto_gets_a_sentence_not_a_crash(monkeypatch):
    monkeypatch.setattr(torch.autograd, "kineto_available", lambda: False)
    with pytest.raises(ProfilerUnavailable, match="no profiler \\(Kineto\\)"):
        profile_anatomy("cpu")


def _event(cat, name, ts, dur, **args):
    return {
        "ph": "X",
        "cat": cat,
        "name": name,
        "ts": ts,
        "dur": dur,
        "pid": 1,
        "tid": 1,
        "args": args,
    }


CUDA_EPOCH = {
    "traceEvents": [
        _event("user_annotation", "epoch", 1000, 300),
        _event("user_annotation", "forward", 1000, 100),
        _event("cpu_op", "aten::linear", 1005, 40, **{"External id": 10}),
        _event("cpu_op", "aten::addmm", 1008, 30, **{"External id": 11}),
        _event("cuda_runtime", "cudaLaunchKernel", 1012, 8, correlation=100, **{"External id": 11}),
        _event("kernel", "void gemmSN_TN_kernel<float, 128, 16, 2, 4, 4, 4, true>", 1030, 3,
               correlation=100, **{"External id": 11}),
        _event("cpu_op", "aten::relu", 1050, 20, **{"External id": 12}),
        _event("cuda_runtime", "cudaLaunchKernel", 1055, 7, correlation=101, **{"External id": 12}),
        _event("kernel", "void at::native::vectorized_elementwise_kernel<4, ...>", 1070, 2,
               correlation=101, **{"External id": 12}),
        _event("user_annotation", "item", 1260, 40),
        _event("cpu_op", "aten::item", 1262, 36, **{"External id": 20}),
        _event("cuda_runtime", "cudaMemcpyAsync", 1265, 10, correlation=102, **{"External id": 20}),
        _event("gpu_memcpy", "Memcpy DtoH (Device -> Pageable)", 1280, 2, correlation=102, bytes=4),
        _event("cuda_runtime", "cudaStreamSynchronize", 1276, 20, correlation=103),
        _event("kernel", "late kernel of the next epoch", 1400, 5, correlation=999),
    ]
}  # fmt: skip
"""One epoch's CUDA events in Kineto's trace format (written from the format: no GPU was
lent; a trace recorded on a GPU replaces it when one is)."""


def test_cuda_kernels_are_named_by_their_operator_and_the_gpu_busy_share_counted():
    (epoch,) = read_trace(CUDA_EPOCH)
    assert epoch.launches == 2 and epoch.kernels == 2
    assert [k.name for k in epoch.lane("kernel")] == ["aten::addmm", "aten::relu"]
    assert all(k.phase == "forward" for k in epoch.lane("kernel"))
    (copy,) = epoch.lane("copy")
    assert (copy.name, copy.bytes, copy.phase) == ("device → host", 4, "item")
    (sync,) = epoch.lane("sync")
    assert sync.duration_us == 20 and sync.phase == "item"
    assert epoch.mean_us("launch") == pytest.approx(7.5) and epoch.mean_us("kernel") == 2.5
    assert epoch.gpu_busy_percent == pytest.approx(100 * (3 + 2 + 2) / 300)


def test_an_epoch_lasts_until_its_gpu_work_ends_when_that_is_later():
    late = json.loads(json.dumps(CUDA_EPOCH))
    late["traceEvents"].append(
        _event("kernel", "void sgd_kernel<...>", 1310, 10, correlation=104, **{"External id": 30})
    )
    late["traceEvents"].append(
        _event("cuda_runtime", "cudaLaunchKernel", 1290, 5, correlation=104, **{"External id": 30})
    )
    (epoch,) = read_trace(late)
    assert epoch.epoch_us == 320 and epoch.kernels == 3
    assert anatomy.EpochAnatomy(0).gpu_busy_percent is None


def test_profiling_leaves_the_terminal_clean(capfd):
    """Kineto's C++ start and stop lines ("USDT … profiler_start") never reach stderr."""
    profile_anatomy("cpu", epochs=1)
    assert "profiler_st" not in capfd.readouterr().err
    import sys

    print("after", file=sys.stderr)  # stderr works again after the profile
    assert capfd.readouterr().err == "after\n"


def test_the_cpus_epoch_splits_into_the_lessons_reasons_that_add_up(profiled):
    result, _ = profiled
    for epoch in result.epochs:
        parts = epoch.cpu_breakdown()
        assert list(parts) == list(anatomy.CPU_REASONS)
        assert sum(parts.values()) == pytest.approx(epoch.epoch_us)
        assert parts["operators"] > 0 and parts["launch"] == parts["sync"] == 0
        assert epoch.gpu_breakdown() is None  # no GPU lane on a CPU: missing, not zero
    typical = result.typical_epoch()
    assert sorted(e.epoch_us for e in result.epochs).index(typical.epoch_us) in (1, 2)


def test_a_gpu_epoch_splits_into_launches_syncs_operators_python_and_gpu_idle():
    (epoch,) = read_trace(CUDA_EPOCH)
    cpu = epoch.cpu_breakdown()
    # launches 8 + 7; the sync's 20 inside aten::item; operators 96 less those 35 µs of
    # runtime calls made inside them; Python: phases 140 less operators 96
    assert cpu == {"launch": 15, "sync": 20, "operators": 61, "python": 44, "other": 160}
    assert epoch.gpu_breakdown() == {"kernel": 5, "copy": 2, "idle": 293}


def test_kinetos_sync_event_is_the_same_wait_as_the_runtime_call_not_a_second_one():
    trace = json.loads(json.dumps(CUDA_EPOCH))
    trace["traceEvents"] += [
        _event("cuda_sync", "Stream Sync", 1280, 14, correlation=103),  # the same wait
        _event("cuda_sync", "Event Sync", 1100, 6, correlation=105),  # a wait no call showed
    ]
    (epoch,) = read_trace(trace)
    assert [(s.name, s.duration_us) for s in epoch.lane("sync")] == [
        ("Event Sync", 6),
        ("cudaStreamSynchronize", 20),
    ]


GRAPH_EPOCH = {
    "traceEvents": [
        _event("user_annotation", "epoch", 1000, 60),
        _event("user_annotation", "replay", 1000, 20),
        _event("cuda_runtime", "cudaGraphLaunch", 1004, 12, correlation=200),
        *(
            _event("kernel", f"void kernel_{n}<...>", 1020 + 3 * n, 2, correlation=200)
            for n in range(20)
        ),
        _event("user_annotation", "item", 1030, 30),
    ]
}
"""A CUDA-graph epoch in Kineto's format: one launch, twenty kernels, the ``.item()``."""


def test_a_graph_replay_is_one_launch_for_all_its_kernels():
    (epoch,) = read_trace(GRAPH_EPOCH)
    assert epoch.launches == 1 and epoch.kernels == 20
    assert {k.name for k in epoch.lane("kernel")} == {str(anatomy.GRAPH_KERNEL)}
    assert all(k.phase == "replay" for k in epoch.lane("kernel"))
    assert epoch.cpu_breakdown()["launch"] == 12 and epoch.python_us == 50 - 12
    assert epoch.epoch_us == 1020 + 3 * 19 + 2 - 1000


def test_the_cuda_graph_mode_needs_a_gpu_and_says_so():
    with pytest.raises(anatomy.ConfigError) as refused:
        profile_anatomy("cpu", mode="cuda_graph")
    assert refused.value.field == "mode" and "NVIDIA GPU" in str(refused.value.naming("Mode"))


def test_several_devices_one_after_the_other_a_cpu_in_the_plain_loop():
    reports = []
    comparison = anatomy.profile_devices(["cpu"], 0, "cuda_graph", 2, reports.append)
    (result,) = comparison.results
    assert (result.mode, result.record_every, comparison.cancelled) == ("plain", 0, False)
    assert [(r.device, r.done, r.total) for r in reports] == [("cpu", 1, 1)]
    assert all("item" not in e.phase_us() for e in result.epochs)  # never recorded: no .item()
    assert str(comparison.conclusion[0]) == "cpu (plain (the lesson's loop)):"
    with pytest.raises(anatomy.ConfigError) as refused:
        anatomy.profile_devices([])
    assert refused.value.field == "devices"


def test_a_profile_written_as_data_reads_back_whole(profiled):
    """How a recorded GPU's epochs ship: ``to_dict`` in gpu_check's report, ``from_dict``
    in the app."""
    result, _ = profiled
    again = anatomy.AnatomyResult.from_dict(json.loads(json.dumps(result.to_dict())))
    assert again.epochs == result.epochs and again.unprofiled_epoch_us == result.unprofiled_epoch_us
    with pytest.raises(ValueError, match="not an anatomy"):
        anatomy.AnatomyResult.from_dict(result.to_dict() | {"epochs": [{"epoch_us": 1}]})


def test_a_busy_machine_measures_the_anatomy_again_marks_it_and_never_blames_the_profiler(
    machine,
):
    """The teacher's case: 8,387 µs under the profiler, 269 µs without, "the profiler's own
    cost" — on a machine where another program took the cores."""
    machine(1.6)
    result = profile_anatomy("cpu", epochs=2)
    assert (result.unreliable, result.times_measured) == (True, 3)
    headline = [str(line) for line in anatomy.anatomy_headline(result)]
    assert headline[0] == (
        "* cpu: another program used 1.6 of 2 cores during this step, measured 3 times: "
        "these numbers are unreliable."
    )
    assert "Other programs slowed both: neither is the loop's own time." in headline[1]
    assert not any("profiler's own cost" in line for line in headline)
    assert result.to_dict()["unreliable"] is True


def test_a_quiet_machine_measures_once_and_the_difference_is_the_profilers_cost(machine):
    result = profile_anatomy("cpu", epochs=2)
    assert (result.unreliable, result.times_measured, result.others_cores) == (False, 1, 0.0)
    headline = [str(line) for line in anatomy.anatomy_headline(result)]
    assert "the difference is the profiler's own cost, not the loop's." in headline[0]
    assert result.threads == torch.get_num_threads()


def test_a_stop_while_disturbed_measures_nothing_more(machine):
    machine(1.6)
    asked = []
    result = profile_anatomy("cpu", epochs=3, should_stop=lambda: asked.append(1) or len(asked) > 1)
    assert result.times_measured == 1 and result.status == "cancelled"


def _epoch(epoch_us: float, op_us: float) -> anatomy.EpochAnatomy:
    """An epoch of one forward phase holding one operator."""
    return anatomy.EpochAnatomy(
        epoch_us,
        [
            anatomy.Span("phase", "forward", 0.0, epoch_us, "forward"),
            anatomy.Span("op", "aten::linear", 0.0, op_us, "forward"),
        ],
    )


def test_the_text_and_the_table_describe_the_epoch_the_timeline_draws():
    """The median profiled epoch, never the mean of three (one slow epoch made the text
    disagree with the chart)."""
    result = anatomy.AnatomyResult(
        "cpu", "plain", 1, [_epoch(100, 40), _epoch(9_000, 8_000), _epoch(300, 120)], 90.0, "2"
    )
    assert result.typical_epoch() is result.epochs[2] and result.profiled_epoch_us == 300
    headline = [str(line) for line in anatomy.anatomy_headline(result)]
    assert "took 300 µs under the profiler" in headline[0]
    assert headline[1].startswith("On the CPU: 120 µs in 1 operators")
    (row,) = anatomy.phase_table(result)
    assert (row["phase"], row["cpu_us"], row["operators"]) == ("forward", 300, 1)
