"""A Kineto trace made ready for Perfetto's UI (``devicelab anatomy --trace``).

Perfetto draws each (process, thread) of a Chrome JSON trace as one track of nested
slices; a slice that only partly overlaps another on its track is dropped. In PyTorch's
traces the GPU's sync bars (``cuda_sync``) overlap the kernels of their stream, so the
``.item()`` wait the lesson is about could vanish. Here every sync — the CPU's
``cudaStreamSynchronize`` and the GPU's sync bars — goes on a track of its own, and any
other slice that would partly overlap one before it moves to an extra track of its thread.
"""

from __future__ import annotations

import itertools
from collections import defaultdict

SYNC_CALLS = ("cudaStreamSynchronize", "cudaDeviceSynchronize", "cudaEventSynchronize")
SYNC_TRACK = "syncs: the CPU waits for the GPU (loss.item())"
"""The sync track's name in Perfetto."""


def is_sync(event: dict) -> bool:
    """A wait for the GPU: Kineto's sync bar, or the CUDA runtime call that waited."""
    if event.get("cat") == "cuda_sync":
        return True
    return event.get("cat") == "cuda_runtime" and event.get("name") in SYNC_CALLS


def _slice(event: dict) -> bool:
    return event.get("ph") == "X" and "dur" in event


def perfetto_ready(trace: dict) -> dict:
    """The same trace, every sync on its own track and no two slices of one track partly
    overlapping; nothing dropped, every other field as Kineto wrote it."""
    events = trace.get("traceEvents", [])
    slices = [dict(event) for event in events if _slice(event)]
    kept = [event for event in events if not _slice(event)]
    fresh = itertools.count(_highest_tid(events) + 1)
    syncs = [event for event in slices if is_sync(event)]
    if syncs:
        pid = next((e["pid"] for e in syncs if e.get("cat") == "cuda_runtime"), syncs[0]["pid"])
        tid = next(fresh)
        for event in syncs:
            event["pid"], event["tid"] = pid, tid
        kept.append(_thread_name(pid, tid, SYNC_TRACK))
    tracks: dict[tuple, list[dict]] = defaultdict(list)
    for event in slices:
        tracks[(event.get("pid"), event.get("tid"))].append(event)
    for (pid, tid), track in tracks.items():
        for lane, moved in enumerate(_overflow(track)[1:], start=1):
            extra = next(fresh)
            for event in moved:
                event["tid"] = extra
            kept.append(_thread_name(pid, extra, f"{tid} (overlapping, {lane})"))
    return {**trace, "traceEvents": kept + slices}


def _overflow(track: list[dict]) -> list[list[dict]]:
    """The track's slices in lanes: each lane properly nested, the first as full as the
    order allows."""
    lanes: list[tuple[list[dict], list[dict]]] = []  # (slices, open stack)
    for event in sorted(track, key=lambda e: (e["ts"], -e["dur"])):
        for placed, stack in lanes:
            while stack and stack[-1]["ts"] + stack[-1]["dur"] <= event["ts"]:
                stack.pop()
            if not stack or event["ts"] + event["dur"] <= stack[-1]["ts"] + stack[-1]["dur"]:
                placed.append(event)
                stack.append(event)
                break
        else:
            lanes.append(([event], [event]))
    return [placed for placed, _ in lanes]


def partly_overlapping(trace: dict) -> list[tuple[dict, dict]]:
    """Pairs of slices on one track that overlap without one holding the other: what
    Perfetto would drop."""
    tracks: dict[tuple, list[dict]] = defaultdict(list)
    for event in trace.get("traceEvents", []):
        if _slice(event):
            tracks[(event.get("pid"), event.get("tid"))].append(event)
    found = []
    for track in tracks.values():
        ordered = sorted(track, key=lambda e: (e["ts"], -e["dur"]))
        for first, later in itertools.combinations(ordered, 2):
            first_end, later_end = first["ts"] + first["dur"], later["ts"] + later["dur"]
            if first["ts"] <= later["ts"] < first_end < later_end:
                found.append((first, later))
    return found


def _highest_tid(events: list[dict]) -> int:
    tids = [e.get("tid") for e in events]
    return max((tid for tid in tids if isinstance(tid, int)), default=0)


def _thread_name(pid: object, tid: int, name: str) -> dict:
    return {"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}}
