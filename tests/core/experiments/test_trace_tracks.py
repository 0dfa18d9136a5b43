"""The trace a class opens in Perfetto: the `.item()` wait on a track of its own, and no
two slices of one track partly overlapping (Perfetto drops such a slice). Kineto's format
as a GPU writes it — a CPU thread, a GPU stream whose sync bar overlaps its kernels — built
from the format: no GPU was lent."""

from __future__ import annotations

import json

from core.experiments.anatomy import read_trace
from core.experiments.trace_tracks import SYNC_TRACK, partly_overlapping, perfetto_ready

CPU, GPU, THREAD, STREAM = 4242, 0, 4242, 7


def _slice(cat, name, ts, dur, pid=CPU, tid=THREAD, **args):
    return {"ph": "X", "cat": cat, "name": name, "ts": ts, "dur": dur, "pid": pid, "tid": tid,
            "args": args}  # fmt: skip


GPU_EPOCH = {
    "traceEvents": [
        {"ph": "M", "name": "thread_name", "pid": GPU, "tid": STREAM, "args": {"name": "stream 7"}},
        _slice("user_annotation", "epoch", 1000, 320),
        _slice("user_annotation", "forward", 1000, 100),
        _slice("cpu_op", "aten::addmm", 1008, 30),
        _slice("cuda_runtime", "cudaLaunchKernel", 1012, 8, correlation=100),
        _slice("kernel", "gemm", 1030, 60, pid=GPU, tid=STREAM, correlation=100),
        _slice("user_annotation", "item", 1260, 50),
        _slice("cpu_op", "aten::item", 1262, 46),
        _slice("cuda_runtime", "cudaStreamSynchronize", 1270, 30, correlation=103),
        # The GPU's sync bar starts inside the kernel and ends after it: Perfetto would drop it.
        _slice("cuda_sync", "cuda_sync", 1060, 240, pid=GPU, tid=STREAM, correlation=103),
        _slice("gpu_memcpy", "Memcpy DtoH", 1300, 2, pid=GPU, tid=STREAM, correlation=102),
    ]
}  # fmt: skip


def test_kinetos_own_trace_has_a_slice_perfetto_would_drop():
    assert len(partly_overlapping(GPU_EPOCH)) == 1


def test_every_sync_gets_a_track_of_its_own_and_nothing_partly_overlaps():
    ready = perfetto_ready(GPU_EPOCH)
    assert partly_overlapping(ready) == []
    syncs = [e for e in ready["traceEvents"] if e.get("cat") in ("cuda_sync",)
             or e.get("name") == "cudaStreamSynchronize"]  # fmt: skip
    assert len(syncs) == 2 and len({(e["pid"], e["tid"]) for e in syncs}) == 1
    (named,) = [e for e in ready["traceEvents"]
                if e.get("ph") == "M" and e["args"].get("name") == SYNC_TRACK]  # fmt: skip
    assert (named["pid"], named["tid"]) == (syncs[0]["pid"], syncs[0]["tid"])
    assert len([e for e in ready["traceEvents"] if e.get("ph") == "X"]) == 10  # none dropped


def test_a_slice_that_partly_overlaps_another_moves_to_an_extra_track_of_its_thread():
    crossing = {"traceEvents": [_slice("cpu_op", "a", 0, 10), _slice("cpu_op", "b", 5, 10),
                                _slice("cpu_op", "c", 6, 2)]}  # fmt: skip
    ready = perfetto_ready(crossing)
    assert partly_overlapping(ready) == []
    tids = {e["name"]: e["tid"] for e in ready["traceEvents"] if e.get("ph") == "X"}
    assert tids["a"] == tids["c"] == THREAD and tids["b"] != THREAD
    names = [e["args"]["name"] for e in ready["traceEvents"] if e.get("ph") == "M"]
    assert names == [f"{THREAD} (overlapping, 1)"]


def test_the_trace_reads_back_as_the_same_epoch():
    before, after = read_trace(GPU_EPOCH), read_trace(perfetto_ready(GPU_EPOCH))
    assert [(e.epoch_us, len(e.spans)) for e in after] == [
        (e.epoch_us, len(e.spans)) for e in before
    ]


def test_the_trace_anatomy_writes_opens_whole_in_perfetto(tmp_path):
    from core.experiments.anatomy import profile_anatomy

    path = tmp_path / "trace.json"
    profile_anatomy("cpu", epochs=2, trace_path=path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert partly_overlapping(written) == [] and read_trace(written)
