"""Where this machine stands: the lesson's run per device, against every
reference, as a ranking normalised to the lesson's CPU = 1.0.

References: the lesson's own machine (reported), the machines DeviceLab recorded, and runs
that came in from lesson files (another machine's, carried in a teacher's file). Only
comparable runs enter: the lesson's plain loop and model (hidden 10, learning rate 0.01)
for 20,000 epochs, timed per epoch after warm-up; the torch version is shown beside each,
and this machine's entries are marked, never merged with a reference.

A run other programs disturbed (``core.runs.history.disturbed``, a live race's crowded run)
stays on the chart, faint and marked *, but is not ranked: its time says more about the
other programs than about the device, and a rank is read as a fact. The ranks and their count
are the undisturbed entries'; one line says why the marked ones are left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.experiments.recorded import Recorded
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, listed, message
from core.runs import history
from core.training.config import TrainConfig

LESSON = TrainConfig()
SOURCES = ("this machine", "measured", "reported", "lesson file")
"""Where an entry comes from: this machine's own run, a recorded machine DeviceLab
measured, the lesson's report, a run carried in a lesson file."""
SOURCE_WORDS = {
    "this machine": QT_TRANSLATE_NOOP("Standings", "this machine"),
    "measured": QT_TRANSLATE_NOOP("Standings", "recorded"),
    "reported": QT_TRANSLATE_NOOP("Standings", "reported by the lesson"),
    "lesson file": QT_TRANSLATE_NOOP("Standings", "lesson file"),
}
"""How a row says where its number comes from, for each of ``SOURCES``."""
RULE = QT_TRANSLATE_NOOP(
    "Standings",
    "Compared: the lesson's plain loop (hidden 10, learning rate 0.01) for 20,000 epochs, "
    "time per epoch after warm-up; 1.0 is the lesson's CPU (3 s, about 150 µs per epoch); "
    "lower is faster. Torch versions differ between machines and are shown.",
)


@dataclass(frozen=True)
class Entry:
    """One device of one machine, its time per epoch and where the number comes from."""

    name: str
    """The device as its machine named it (a CPU model, a GPU's name)."""
    role: str
    """"cpu" or "gpu"."""
    us_per_epoch: float
    source: str
    machine: str
    """The machine's label: "this machine", the recorded title, the carrying file's host."""
    date: str | None = None
    torch: str | None = None
    disturbed: bool = False
    """Other programs crowded the run: drawn faint, marked *, not ranked."""

    def ratio(self, lesson_cpu_us: float) -> float:
        return self.us_per_epoch / lesson_cpu_us

    def facts(self) -> Message | Text | str:
        """Where the number comes from, as one list in the reader's language: the source,
        the machine (recorded or carried in), the date, the torch version (the chart's
        tooltip, the command's row)."""
        said: list[Text | str] = [SOURCE_WORDS[self.source]]
        if self.source in ("measured", "lesson file"):
            said.append(self.machine)
        said += [fact for fact in (self.date, self.torch and f"torch {self.torch}") if fact]
        return listed(said)


@dataclass(frozen=True)
class Standings:
    entries: tuple[Entry, ...]
    """Fastest first."""
    lesson_cpu_us: float

    @property
    def mine(self) -> tuple[Entry, ...]:
        return tuple(entry for entry in self.entries if entry.source == "this machine")

    @property
    def undisturbed(self) -> tuple[Entry, ...]:
        """The entries a rank is given: the undisturbed ones, fastest first."""
        return tuple(entry for entry in self.entries if not entry.disturbed)

    def rank(self, entry: Entry) -> int | None:
        """An entry's place among the undisturbed; None for a disturbed one."""
        return None if entry.disturbed else self.undisturbed.index(entry) + 1

    def summary(self) -> list[Message | Text]:
        """Where each of this machine's devices ranks, in the lesson's unit (its CPU = 1.0);
        a disturbed one unranked, and why, once."""
        lines: list[Message | Text] = [self._said(entry) for entry in self.mine]
        if any(entry.disturbed for entry in self.entries):
            lines.append(NOT_RANKED_WHY)
        return lines if self.mine else [NOTHING_OF_MINE, *lines]

    def _said(self, entry: Entry) -> Message:
        """Where one of this machine's devices stands."""
        fields = {
            "device": entry.name,
            "ratio": entry.ratio(self.lesson_cpu_us),
            "us": entry.us_per_epoch,
        }
        if entry.disturbed:
            return message(NOT_RANKED, **fields)
        return message(RANKED, **fields, rank=self.rank(entry), count=len(self.undisturbed))


RANKED = QT_TRANSLATE_NOOP(
    "Standings",
    "This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs), "
    "number {rank} of {count}.",
)
NOT_RANKED = QT_TRANSLATE_NOOP(
    "Standings",
    "This machine's {device}: {ratio:.2f}× the lesson's CPU time per epoch ({us:,.0f} µs) *, "
    "not ranked: other programs disturbed its run.",
)
NOT_RANKED_WHY = QT_TRANSLATE_NOOP(
    "Standings",
    "* Other programs crowded the CPU while a run marked * was timed: its time is unreliable "
    "and not ranked. Run the lesson's race again when the machine is quiet.",
)


NOTHING_OF_MINE = QT_TRANSLATE_NOOP(
    "Standings",
    "No comparable run of this machine yet: run the lesson's race (plain mode, 20,000 epochs) "
    "to see where it stands.",
)


def comparable(settings: dict, result: dict | None, status: str = "finished") -> bool:
    """A run of the lesson's plain loop and model for 20,000 finished epochs."""
    return (
        status == "finished"
        and result is not None
        and settings.get("mode", "plain") == "plain"
        and settings.get("epochs") == LESSON.epochs
        and settings.get("hidden", LESSON.hidden) == LESSON.hidden
        and settings.get("lr", LESSON.lr) == LESSON.lr
        and result.get("epochs_completed") == LESSON.epochs
        and (result.get("us_per_epoch") or 0) > 0
    )


def recorded_entries(recorded: Sequence[Recorded]) -> list[Entry]:
    """Each recorded machine's plain run per device."""
    entries = []
    for machine in recorded:
        for run in machine.runs:
            if run.mode == "plain" and run.epochs == LESSON.epochs:
                entries.append(
                    Entry(
                        name=run.device_name,
                        role=run.role,
                        us_per_epoch=run.us_per_epoch,
                        source="measured" if machine.measured else "reported",
                        machine=machine.title,
                        date=machine.date,
                        torch=machine.machine.torch,
                    )
                )
    return entries


def run_entry(
    settings: dict, result: dict, source: str, machine: dict, disturbed: bool = False
) -> Entry:
    """A stored run (this machine's, or one carried in a lesson file) as an entry."""
    device = settings.get("device", "cpu")
    role = "cpu" if device == "cpu" else "gpu"
    name = machine.get("cpu") if role == "cpu" else result.get("device_name") or device
    return Entry(
        name=str(name or device),
        role=role,
        us_per_epoch=float(result["us_per_epoch"]),
        source=source,
        machine=str(machine.get("host") or "?") if source == "lesson file" else "this machine",
        torch=machine.get("torch") or result.get("torch_version"),
        disturbed=disturbed,
    )


def standings(mine: list[Entry], recorded: Sequence[Recorded], carried: list[Entry]) -> Standings:
    """Every entry ranked fastest first, normalised to the lesson's reported CPU."""
    references = recorded_entries(recorded)
    lesson_cpu = next(
        (e.us_per_epoch for e in references if e.source == "reported" and e.role == "cpu"),
        1e6 * 3.0 / LESSON.epochs,
    )
    ranked = sorted([*mine, *references, *carried], key=lambda entry: entry.us_per_epoch)
    return Standings(tuple(ranked), lesson_cpu)


def entries_from_store(runs: list) -> tuple[list[Entry], list[Entry]]:
    """This machine's latest comparable run per device, and each carried machine's (runs
    newest first, as ``RunStore.runs`` gives them)."""
    mine: dict[str, Entry] = {}
    carried: dict[tuple[str, str], Entry] = {}
    for run in runs:
        if not comparable(run.settings, run.result, run.status):
            continue
        source = "this machine" if run.carried_from is None else "lesson file"
        entry = run_entry(run.settings, run.result, source, run.machine, history.disturbed(run))
        if run.carried_from is None:
            mine.setdefault(run.device, entry)
        else:
            carried.setdefault((run.carried_from, run.device), entry)
    return list(mine.values()), list(carried.values())
