"""The class's results in the run store, as runs of their own kind ("class"), so that a
restart keeps them: one batch per class, one run per machine."""

from __future__ import annotations

from dataclasses import MISSING, asdict, fields

from core.classroom.result import ClassResult
from core.runs.run_store import RunStore, new_batch

CLASS_KIND = "class"


def new_class() -> str:
    """A new class's batch: its results are kept together."""
    return new_batch()


def keep_results(store: RunStore, batch: str, results: list[ClassResult]) -> list[int]:
    """Machines' results, kept as finished runs of the class's batch in one write (never
    the address they came from); their ids."""
    runs = [
        (
            CLASS_KIND,
            {"host": r.nickname or "–", "cpu": r.cpu_model, "system": r.os, "torch": r.torch},
            {**asdict(r), "sender": "", "us_per_epoch": r.cpu_ms_per_epoch * 1000},
        )
        for r in results
    ]
    return store.add_finished(CLASS_KIND, batch, runs) if runs else []


def latest_class(store: RunStore) -> tuple[str | None, list[tuple[int, ClassResult]]]:
    """The newest class's batch and its results (oldest first); a damaged one is skipped."""
    runs = [run for run in store.runs(CLASS_KIND) if run.carried_from is None]
    if not runs:
        return None, []
    batch = runs[0].batch
    kept = []
    for run in reversed([run for run in runs if run.batch == batch]):
        result = _stored_result(run.result or {})
        if result is not None:
            kept.append((run.id, result))
    return batch, kept


def _stored_result(data: dict) -> ClassResult | None:
    """A kept result; one kept before a field with a default existed (``disturbed``) gets
    the default."""
    given = [field for field in fields(ClassResult) if field.name in data]
    required = {field.name for field in fields(ClassResult) if field.default is MISSING}
    if not required <= {field.name for field in given}:
        return None
    try:
        return ClassResult(**{field.name: data[field.name] for field in given})
    except TypeError:
        return None
