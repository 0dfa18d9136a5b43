"""``devicelab class serve`` (the teacher's collector, headless) and ``devicelab class send``
(a student's lesson race, shown, then sent or saved)."""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import time
from pathlib import Path

from core.classroom import MAX_ENTRIES
from core.classroom.class_store import keep_results, new_class
from core.classroom.client import SendError, save_result, send_result
from core.classroom.collector import ClassCollector, refused_message
from core.classroom.summary import (
    cpu_group,
    group_label,
    median_ms,
    medians_include,
    results_csv,
)
from core.cli.printer import Printer
from core.i18n import QT_TRANSLATE_NOOP, message
from core.runs.kept_runs import open_store
from core.runs.run_store import RunStore, StoreError


def command(args: argparse.Namespace, out: Printer) -> int:
    return serve(args, out) if args.class_command == "serve" else send(args, out)


def serve(args: argparse.Namespace, out: Printer) -> int:
    """Collect until Ctrl+C, a ``kill``, a closed terminal or ``--minutes``, saying how many
    joined, never who. Each result is kept in the run store as it arrives (as the window
    does): an end by any signal loses none."""
    from core.classroom.discovery import lan_addresses

    host = args.host or lan_addresses()[0]
    _check_serve_numbers(args, out)
    try:
        collector = ClassCollector(
            host, args.port, machines_per_address=args.machines_per_address
        ).start()
    except (OSError, OverflowError) as error:
        said = QT_TRANSLATE_NOOP("Cli", "cannot listen on {host}:{port} ({error})")
        out.fail("class serve", out.say(message(said, host=host, port=args.port, error=error)))
    announcement = _announce(collector, out) if args.announce else None
    host, port = collector.address
    said = QT_TRANSLATE_NOOP(
        "Cli", "Collecting at {host}:{port} — join code {code}. Ctrl+C ends the class."
    )
    print(out.say(message(said, host=host, port=port, code=collector.code)), flush=True)
    kept = ClassKeeper(open_store(args.db, out.warn))
    with ending_on_signals():
        try:
            _collect(collector, args.minutes, out, kept)
        except KeyboardInterrupt:
            pass
        finally:
            collector.stop()
            kept.keep(collector)
            if announcement is not None:
                announcement.close()
    if args.csv:
        Path(args.csv).write_text(results_csv(collector.results()), encoding="utf-8")
    with contextlib.suppress(OSError):  # a closed terminal: the results are kept already
        _print_class(collector.results(), out)
        _print_refused(collector.refused_kinds(), out)
    return 0


def _check_serve_numbers(args: argparse.Namespace, out: Printer) -> None:
    if not 0 <= args.port <= 65535:
        said = QT_TRANSLATE_NOOP("Cli", "--port must be an integer from 0 to 65,535 (got {port})")
        out.fail("class serve", out.say(message(said, port=args.port)))
    if not 1 <= args.machines_per_address <= MAX_ENTRIES:
        said = QT_TRANSLATE_NOOP(
            "Cli", "--machines-per-address must be an integer from 1 to {most} (got {given})"
        )
        given = args.machines_per_address
        out.fail("class serve", out.say(message(said, most=MAX_ENTRIES, given=given)))


class ClassKeeper:
    """The class's results in the run store as they arrive: a new result is added, one a
    newer result from its address replaced is deleted."""

    def __init__(self, store: RunStore | None) -> None:
        self.store, self.batch = store, new_class()
        self.run_ids: dict[str, int] = {}

    def keep(self, collector: ClassCollector) -> int:
        """Keep what arrived since the last call; how many arrived."""
        new, replaced = collector.take_new(), collector.take_replaced()
        gone = [self.run_ids.pop(i) for i in replaced if i in self.run_ids]
        if self.store is None:  # said by open_store: the results are listed at the end
            return len(new)
        with contextlib.suppress(StoreError):  # said once by open_store; shown still
            if gone:
                self.store.delete(gone)
            if new:
                ids = keep_results(self.store, self.batch, new)
                self.run_ids.update(zip((r.result_id for r in new), ids, strict=True))
        return len(new)


@contextlib.contextmanager
def ending_on_signals():
    """SIGTERM (``kill``, a logout) and SIGHUP (a closed terminal) end the class as Ctrl+C
    does, with its listing and its CSV file."""

    def interrupt(_signal: int, _frame: object) -> None:
        raise KeyboardInterrupt

    names = [name for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    before = {name: signal.signal(getattr(signal, name), interrupt) for name in names}
    try:
        yield
    finally:
        for name, handler in before.items():
            signal.signal(getattr(signal, name), handler)


def _collect(collector: ClassCollector, minutes: float | None, out: Printer, kept) -> None:
    """Keep and say how many joined as they arrive, and how many were refused and why,
    until the minutes are up (or Ctrl+C)."""
    end = time.monotonic() + minutes * 60 if minutes else None
    refused: list = []
    while end is None or time.monotonic() < end:
        if kept.keep(collector):
            joined = QT_TRANSLATE_NOOP("Cli", "{count} machine(s) joined")
            print(out.say(message(joined, count=len(collector.results()))), flush=True)
        if (now := collector.refused_kinds()) != refused:
            refused = now
            _print_refused(refused, out)
        time.sleep(0.2)


def _announce(collector: ClassCollector, out: Printer):
    """Announce the collector on its network; a network without multicast is said, not fatal."""
    from core.classroom.discovery import Announcement

    try:
        return Announcement(*collector.address)
    except Exception as error:  # zeroconf's own errors too: said, not fatal
        warning = QT_TRANSLATE_NOOP(
            "Cli", "Not announced on the network ({error}): students type the address."
        )
        out.warn(message(warning, error=str(error)))
        return None


def _print_refused(kinds: list, out: Printer) -> None:
    """How many requests were refused and why (a student typing the wrong code); nothing
    when none was."""
    if kinds:
        print(out.say(refused_message(kinds)), flush=True)


def _print_class(results: list, out: Printer) -> None:
    """One line per machine (CPU group, CPU, GPU, ms per epoch; a disturbed one marked *)
    and the class medians, saying which machines they count."""
    for result in results:
        gpu_ms = f"{result.gpu_ms_per_epoch:.3f}" if result.gpu_ms_per_epoch else "–"
        mark = " *" if result.disturbed else ""
        print(
            f"  {out.say(group_label(cpu_group(result.cpu_model)))}: {result.cpu_model} · "
            f"{result.gpu_name or '–'} · CPU {result.cpu_ms_per_epoch:.3f} ms · GPU {gpu_ms} ms"
            f"{mark}"
        )
    medians = QT_TRANSLATE_NOOP(
        "Cli", "Class median per epoch: CPU {cpu} ms, GPU {gpu} ms ({include})"
    )
    cpu, gpu = median_ms(results), median_ms(results, gpu=True)
    print(
        out.say(
            message(
                medians,
                cpu="–" if cpu is None else f"{cpu:.3f}",
                gpu="–" if gpu is None else f"{gpu:.3f}",
                include=medians_include(results),
            )
        )
    )


def send(args: argparse.Namespace, out: Printer) -> int:
    """Race this machine as the lesson does, show what will leave it, then send or save."""
    if not args.save and not (args.address and args.code):
        said = QT_TRANSLATE_NOOP("Cli", "give the teacher's ADDRESS and CODE, or --save FILE")
        out.fail("class send", out.say(said))
    from core.classroom.student import disturbed_warning

    result = _race_result(args.nickname, out)
    print(out.say(QT_TRANSLATE_NOOP("Cli", "This is exactly what will be sent:")))
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if (warning := disturbed_warning(result)) is not None:
        print(out.say(warning))  # before the question, in its place
    if not args.yes and not _agreed(out):
        print(out.say(QT_TRANSLATE_NOOP("Cli", "Nothing was sent.")))
        return 1
    try:
        if args.save:
            path = save_result(result, Path(args.save))
            saved = QT_TRANSLATE_NOOP("Cli", "Saved to {path}: give this file to the teacher.")
            print(out.say(message(saved, path=path)))
            return 0
        sent = send_result(args.address, args.code, result)
    except (SendError, OSError) as error:
        out.fail("class send", out.say(getattr(error, "message", error)))
    joined = QT_TRANSLATE_NOOP("Cli", "Sent: {count} machine(s) in the class so far.")
    print(out.say(message(joined, count=sent.joined or 1)))
    return 0


def _race_result(nickname: str, out: Printer) -> dict:
    from core.classroom.student import class_result, lesson_runs_from_race, run_lesson_race
    from core.hardware import probe_cpu, probe_gpus
    from core.hardware.devices import available_devices

    racing = QT_TRANSLATE_NOOP("Cli", "Racing the lesson's 20,000 epochs on {devices}…")
    devices = available_devices()
    print(out.say(message(racing, devices=", ".join(devices[:2]))), flush=True)
    race_result = run_lesson_race(devices)
    try:
        return class_result(probe_cpu(), probe_gpus(), lesson_runs_from_race(race_result), nickname)
    except ValueError:
        out.fail(
            "class send", out.say(QT_TRANSLATE_NOOP("Cli", "the CPU's lesson run did not finish"))
        )


def _agreed(out: Printer) -> bool:
    question = out.say(QT_TRANSLATE_NOOP("Cli", "Send it? [y/N] "))
    try:
        return input(question).strip().lower() in ("y", "yes", "是")
    except EOFError:
        return False
