"""The ``devicelab`` command line: argument parsing and the headless commands.

The window itself lives in ``gui``; ``gui.main`` parses with ``build_parser`` and hands
``info`` and ``train`` to ``run_headless`` without importing Qt.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sqlite3
import sys
import unicodedata
from dataclasses import asdict, replace
from typing import NoReturn

from core import SCREENSHOT_FORMATS, TABS, __version__, units
from core.catalogue import LANGUAGES, language_from_environment, translator
from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, Translate, english, message, render
from core.training import MODES, TrainConfig
from core.training.run_store import KINDS
from core.training.threads import AUTO, check_threads

CLI_FLAG = {
    "device": "--device",
    "epochs": "--epochs",
    "lr": "--lr",
    "hidden": "--hidden",
    "record_every": "--record-every",
    "seed": "--seed",
    "mode": "--mode",
    "print_every": "--print-every",
    "threads": "--threads",
}


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        # "argument --epochs: --epochs must be …" names the flag once: "--epochs must be …"
        message = re.sub(r"^argument (\S+): \1 ", r"\1 ", message)
        self.exit(2, f"{self.prog}: error: {message}\n")


class _CommandParser(OneLineParser):
    """A command's parser: it takes ``--lang`` after the command too (``devicelab info
    --lang en``), leaving the one given before it when not given again."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.add_argument(
            "--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help="the text's language"
        )
        self.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help=DB_HELP)


DB_HELP = "the run store to use (default: the window's, in the user's app-data folder)"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="devicelab",
        description="DeviceLab: CPU vs GPU, training on a device, and why model(x) works.",
    )
    parser.add_argument("--version", action="version", version=f"devicelab {__version__}")
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        type=_screenshot_path,
        help="render the window to FILE (.png, .jpg, .jpeg or .bmp) and exit",
    )
    parser.add_argument("--tab", choices=TABS, default="hardware", help="tab to show first")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help="the language of the window and of the commands' text (default: for the window, "
        "the one chosen in View → Language; for commands, the locale's; else the system's)",
    )
    parser.add_argument(
        "--lesson", metavar="FILE", help="open the window with a lesson file (FILE.devicelab)"
    )
    parser.add_argument("--db", metavar="PATH", help=DB_HELP)
    _add_screenshot_look(parser)
    parser.add_argument(
        "--self-test", action="store_true", help="check the window, a training run and the demo"
    )
    commands = parser.add_subparsers(dest="command", parser_class=_CommandParser)
    info = commands.add_parser("info", help="print the hardware report")
    info.add_argument("--json", action="store_true", help="print JSON instead of text")
    info.add_argument(
        "--throughput",
        "--bench",
        action=_Renamed,
        help="also measure matmul GFLOP/s and copy GB/s (--bench: its old name)",
    )
    experiments = commands.add_parser(
        "experiments",
        aliases=["bench"],
        help="the lesson's experiments: CPU vs GPU race, record interval, crossover, threads "
        "(bench: its old name)",
    )
    experiments.add_argument(
        "--quick", action="store_true", help="2,000 epochs, fewer steps, threads on the lesson only"
    )
    experiments.add_argument(
        "--mode", choices=MODES, default="plain", help="how the race's loop syncs (default plain)"
    )
    experiments.add_argument("--threads", type=_thread_setting, default=AUTO, help=THREADS_HELP)
    experiments.add_argument("--json", action="store_true", help="print JSON instead of tables")
    _add_run_and_runs(commands)
    _add_train(commands)
    return parser


def _add_run_and_runs(commands: argparse._SubParsersAction) -> None:
    """``devicelab run FILE`` (the sandbox) and ``devicelab runs`` (the run store)."""
    run = commands.add_parser(
        "run", help="run a Python file in the sandbox, as the __call__ tab does"
    )
    run.add_argument("file", help="the Python file to run")
    run.add_argument("--timeout", type=_number("--timeout"), default=5.0, help="seconds (5)")
    run.add_argument("--memory", type=_integer("--memory"), default=1024, help="MB (1024)")
    run.add_argument("--trace", action="store_true", help="record the call trace")
    run.add_argument("--json", action="store_true", help="print JSON instead of text")
    runs = commands.add_parser("runs", help="list the runs kept on disk (the Runs page's)")
    runs.add_argument("--kind", choices=KINDS, help="only runs of this kind")
    runs.add_argument("--json", action="store_true", help="print JSON instead of a table")


def _add_train(commands: argparse._SubParsersAction) -> None:
    """``devicelab train``: each of TrainConfig's fields as a flag, the lesson's defaults."""
    defaults = TrainConfig()
    train = commands.add_parser("train", help="train the lesson's MLP without a window")
    train.add_argument("--device", default=defaults.device, help="cpu, cuda:N or mps")
    train.add_argument("--epochs", type=_integer("--epochs"), default=defaults.epochs)
    train.add_argument("--lr", type=_number("--lr"), default=defaults.lr, help="learning rate")
    train.add_argument("--hidden", type=_integer("--hidden"), default=defaults.hidden)
    train.add_argument(
        "--record-every",
        type=_integer("--record-every"),
        default=defaults.record_every,
        help="record the loss every K epochs (0 = never)",
    )
    train.add_argument("--seed", type=_integer("--seed"), default=defaults.seed)
    train.add_argument("--mode", choices=MODES, default=defaults.mode, help="how the loop syncs")
    train.add_argument(
        "--print-every",
        type=_integer("--print-every"),
        default=defaults.print_every,
        help="print the loss every K epochs as the lesson does (0 = never)",
    )
    train.add_argument("--threads", type=_thread_setting, default=AUTO, help=THREADS_HELP)
    train.add_argument("--json", action="store_true", help="print JSON instead of text")


THREADS_HELP = "CPU threads for torch: auto (chosen for the work) or 1 to the logical CPUs"


def _thread_setting(text: str) -> int | str:
    if text == AUTO:
        return AUTO
    return _typed("--threads", int, "auto or an integer")(text)


RENAMED = {"--bench": "--throughput", "bench": "experiments"}
"""Old names that still work, each with a one-line notice: "bench" now means only bench/."""


class _Renamed(argparse.Action):
    """A true/false flag that says so when it is called by its old name."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs) -> None:
        super().__init__(option_strings, dest, nargs=0, default=False, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        _notice_renamed(option_string)
        setattr(namespace, self.dest, True)


def _notice_renamed(name: str | None) -> None:
    if name in RENAMED:
        print(f"devicelab: {name} is now called {RENAMED[name]}", file=sys.stderr)


def _add_screenshot_look(parser: argparse.ArgumentParser) -> None:
    """--projector, --theme and --size: how a --screenshot looks."""
    parser.add_argument(
        "--projector", action="store_true", help="with --screenshot: in projector mode"
    )
    parser.add_argument(
        "--theme", choices=("light", "dark"), default="light", help="with --screenshot"
    )
    parser.add_argument(
        "--size",
        type=_window_size,
        default=(1280, 800),
        metavar="WxH",
        help="with --screenshot: the window's size in pixels (1280x800)",
    )


def _window_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{3,4})x(\d{3,4})", text.strip())
    if not match or not all(640 <= int(n) <= 7680 for n in match.groups()):
        raise argparse.ArgumentTypeError(
            f"--size must be WIDTHxHEIGHT, each from 640 to 7680 pixels (got {text!r})"
        )
    return int(match[1]), int(match[2])


def _screenshot_path(text: str) -> str:
    suffix = "." + text.rsplit(".", 1)[-1].lower() if "." in text else ""
    if suffix not in SCREENSHOT_FORMATS:
        allowed = ", ".join(SCREENSHOT_FORMATS)
        raise argparse.ArgumentTypeError(f"--screenshot must end in {allowed} (got {text!r})")
    return text


def _typed(flag: str, convert: type, kind: str):
    """An argparse type whose error names the flag: '--epochs must be an integer (got 'x')'."""

    def parse(text: str):
        try:
            return convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{flag} must be {kind} (got {text!r})") from None

    return parse


def _integer(flag: str):
    return _typed(flag, int, "an integer")


def _number(flag: str):
    return _typed(flag, float, "a number")


_translate: Translate = english
"""The language of the commands' text: set once per command by ``run_headless``."""


def _say(value: object) -> str:
    """A message, marked text or value in the command's language."""
    return render(value, _translate)


def _columns(text: str) -> int:
    """How many terminal columns ``text`` takes: Chinese characters take two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def _left(text: str, width: int) -> str:
    return text + " " * max(width - _columns(text), 1 if width else 0)


def _right(text: str, width: int) -> str:
    return " " * max(width - _columns(text), 0) + text


def _row(label: Text, value: object, indent: int = 2) -> str:
    """ "  model            Intel …": a label padded to 17 columns, then its value."""
    return " " * indent + _left(_say(label), 17) + _say(value)


def run_headless(args: argparse.Namespace) -> int:
    """Run ``info``, ``experiments``, ``run`` or ``train`` in the language ``--lang`` or
    the locale asks for (``--json`` stays English); return the exit code."""
    global _translate
    _translate = translator(getattr(args, "lang", None) or language_from_environment())
    if args.command == "info":
        return _info(args)
    if args.command in ("experiments", "bench"):
        _notice_renamed(args.command)
        return _experiments(args)
    if args.command == "run":
        return _run_file(args)
    if args.command == "runs":
        return print_runs(open_store(args.db), args.kind, args.json)
    return _train(args)


def _run_file(args: argparse.Namespace) -> int:
    from core.calls.sandbox import SourceUnreadable, read_source, run

    try:
        code = read_source(args.file)
    except SourceUnreadable as error:
        _fail("run", _say(error.message))
    try:
        result = run(code, timeout=args.timeout, memory_mb=args.memory, trace=args.trace)
    except ConfigError as error:
        flag = {"timeout": "--timeout", "memory_mb": "--memory"}[error.field]
        _fail("run", error.naming(flag, _translate))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        for event in result.trace or []:
            print(_trace_line(event))
        print(_say(result.message), file=sys.stderr)
    return 0 if result.ok else 1


LINE = QT_TRANSLATE_NOOP("Cli", "line {line}")
CALLED_FROM = QT_TRANSLATE_NOOP("Cli", "called from line {line}")


def _trace_line(event: dict) -> str:
    """One step of the trace: the call, its line, the line that called it, self's state."""
    from core.calls.sandbox import trace_name

    arrow = "→" if event["event"] == "call" else "←"
    where = [_say(message(LINE, line=event["line"]))] if event["line"] else []
    caller = event.get("caller_line")
    if caller is not None and caller != event["line"]:
        where.append(_say(message(CALLED_FROM, line=caller)))
    state = ", ".join(f"self.{k}={v}" for k, v in (event.get("attributes") or {}).items())
    tail = (f"  ({'; '.join(where)})" if where else "") + (f"  [{state}]" if state else "")
    return f"{'  ' * event['depth']}{arrow} {_say(trace_name(event))}{tail}"


def info_report(throughput: bool = False) -> dict:
    """Everything the hardware tab shows, as JSON-ready data (``throughput`` measures too)."""
    import time

    from core.hardware import decode_cpu_name, decode_gpu_name, probe_cpu, probe_gpus
    from core.hardware.cpu_cores import sample_cores
    from core.hardware.devices import available_devices
    from core.hardware.nvml import NotAvailable, NvmlSession
    from core.hardware.reference_models import PRESETS, activation_bytes_per_sample
    from core.hardware.vram import VramRequest, estimate

    sample_cores()  # psutil's first per-core reading only starts the measurement
    cpu, gpus = probe_cpu(), probe_gpus()
    time.sleep(0.25)  # per-core use over a quarter second
    cores = sample_cores()
    report: dict = {
        "cpu": asdict(cpu),
        "cpu_name": asdict(decode_cpu_name(cpu.model or "")),
        "cpu_cores_now": asdict(cores),
        "gpu": gpus.to_dict(),
    }
    for device in report["gpu"]["devices"]:
        device["name_decoded"] = asdict(decode_gpu_name(device["name"]))
    with NvmlSession() as session:
        samples = session.sample_all()
        driver = session.driver_version()
        report["nvml"] = {
            "driver": None if isinstance(driver, NotAvailable) else driver,
            "problem": session.problem,
            "advice": session.advice,
            "gpus": [sample.to_dict() for sample in samples],
        }
    memories = [(d.name, d.total_memory_bytes) for d in gpus.devices if d.total_memory_bytes]
    report["vram_presets"] = []
    for key, preset in PRESETS.items():
        per_sample = activation_bytes_per_sample(key)
        for dtype in ("fp32", "bf16"):
            result = estimate(VramRequest(preset.parameters, dtype, "adam", 1, per_sample))
            report["vram_presets"].append(
                {
                    "preset": key,
                    "title": preset.title,
                    "parameters": preset.parameters,
                    "dtype": dtype,
                    "optimizer": "adam",
                    "batch_size": 1,
                    "activation_bytes_per_sample": per_sample,
                    **asdict(result),
                    "total_bytes": result.total_bytes,
                    "fits": {name: result.fits(memory) for name, memory in memories},
                }
            )
    if throughput:
        from core.hardware.throughput import measure_throughput, summary

        measured = measure_throughput(available_devices())
        report["throughput"] = {**measured.to_dict(), "summary": summary(measured)}
    return report


def _info(args: argparse.Namespace) -> int:
    report = info_report(throughput=args.throughput)
    if args.json:
        print(json.dumps(_finite(report), indent=2))
        return 0
    _print_info(report)
    return 0


def _print_info(report: dict) -> None:
    _print_cpu(report)
    _print_gpus(report)
    print(_say(QT_TRANSLATE_NOOP("Cli", "VRAM to train (Adam, batch 1)")))
    titles = [_say(row["title"]) for row in report["vram_presets"]]
    width = max(map(_columns, titles), default=0) + 1
    for title, row in zip(titles, report["vram_presets"], strict=True):
        print(f"  {_left(title, width)} {row['dtype']:<5} {units.size(row['total_bytes'])}")
    if "throughput" in report:
        _print_throughput(report["throughput"])


UNKNOWN = QT_TRANSLATE_NOOP("Cli", "unknown")


def _known(value: object, spec: str = "") -> object:
    return UNKNOWN if value is None or value == "" else format(value, spec)


def _print_cpu(report: dict) -> None:
    from core.hardware import CpuFacts
    from core.hardware.names import CpuName

    cpu = CpuFacts(**report["cpu"])
    cpu_name = CpuName(**report["cpu_name"])
    caches = f"{units.size(cpu.l2_cache_bytes) or '?'} / {units.size(cpu.l3_cache_bytes) or '?'}"
    percent = " ".join(f"{value:.0f}%" for value in report["cpu_cores_now"]["percent"])
    rows = [
        (QT_TRANSLATE_NOOP("Cli", "model"), _known(cpu.model)),
        (QT_TRANSLATE_NOOP("Cli", "vendor"), _known(cpu.vendor)),
        (QT_TRANSLATE_NOOP("Cli", "architecture"), cpu.architecture),
        (QT_TRANSLATE_NOOP("Cli", "physical cores"), _known(cpu.physical_cores)),
        (QT_TRANSLATE_NOOP("Cli", "logical threads"), _known(cpu.logical_threads)),
    ]
    if cpu.efficiency_cores:
        cores = f"{cpu.performance_cores} / {cpu.efficiency_cores}"
        rows.append((QT_TRANSLATE_NOOP("Cli", "P / E cores"), cores))
    rows += [
        (QT_TRANSLATE_NOOP("Cli", "core kinds"), cpu.core_kinds_note),
        (QT_TRANSLATE_NOOP("Cli", "base clock"), _known(units.ghz(cpu.base_ghz))),
        (QT_TRANSLATE_NOOP("Cli", "max clock"), _known(units.ghz(cpu.max_ghz))),
        (QT_TRANSLATE_NOOP("Cli", "L2 / L3 cache"), caches),
        *cpu.instruction_sets.items(),
        (QT_TRANSLATE_NOOP("Cli", "use per core"), percent),
    ]
    print("CPU")
    for label, value in rows:
        print(_row(label, value))
    for note in cpu_name.explanations.values():
        print(f"  · {_say(note)}")


def _print_gpus(report: dict) -> None:
    from core.hardware import decode_gpu_name

    gpus = report["gpu"]
    print("GPU")
    cuda = gpus["torch_cuda"] or _say(QT_TRANSLATE_NOOP("Cli", "none: CPU build"))
    print(_row("PyTorch", f"{gpus['torch_version']} (CUDA {cuda})"))
    print(_row("cuDNN", _known(gpus["cudnn"])))
    driver = gpus["driver"] or QT_TRANSLATE_NOOP("Cli", "not found")
    print(_row(QT_TRANSLATE_NOOP("Cli", "NVIDIA driver"), driver))
    if report["nvml"]["problem"]:
        print(_row(QT_TRANSLATE_NOOP("Cli", "driver check"), report["nvml"]["problem"]))
    for device in gpus["devices"]:
        print(f"  {_say(_device_line(device))}")
        for note in decode_gpu_name(device["name"]).explanations.values():
            print(f"      · {_say(note)}")
        sample = _sample_of(report, device)
        if sample is not None:
            for line in _sample_lines(sample):
                print(f"      {line}")
    if gpus["mps_available"]:
        print(_row("Apple MPS", QT_TRANSLATE_NOOP("Cli", "available")))
    if gpus["problem"]:
        print(_row(QT_TRANSLATE_NOOP("Cli", "no usable GPU:"), gpus["problem"]))
        print(_row(QT_TRANSLATE_NOOP("Cli", "what to do:"), gpus["advice"]))


def _device_line(device: dict) -> Message:
    fields = {
        "name": f"[{device['index']}] {device['name']}",
        "memory": units.gib(device["total_memory_bytes"]) or _say(UNKNOWN),
        "architecture": device["architecture"],
        "capability": device["capability"],
    }
    if device["capability"]:
        template = QT_TRANSLATE_NOOP(
            "Cli", "{name}: {memory} VRAM, {architecture}, compute capability {capability}"
        )
    else:
        template = QT_TRANSLATE_NOOP("Cli", "{name}: {memory} VRAM, {architecture}")
    return Message(template, fields)


def _sample_of(report: dict, device: dict) -> dict | None:
    """A device's live NVML readings. torch and NVML number GPUs differently
    (CUDA_VISIBLE_DEVICES, fastest first): matched by UUID, by index only without one."""
    from core.hardware import bare_uuid

    samples = report["nvml"]["gpus"]
    if device["uuid"]:
        return next((s for s in samples if bare_uuid(s["uuid"]) == device["uuid"]), None)
    return next((s for s in samples if s["index"] == device["index"]), None)


def _print_throughput(throughput: dict) -> None:
    print(_say(QT_TRANSLATE_NOOP("Cli", "Throughput")))
    apart = QT_TRANSLATE_NOOP("Cli", "(warm-up {ms:.1f} ms, apart)")
    for measured in throughput["measurements"]:
        print(
            f"  {measured['device']:<8} {measured['case']:<14} {measured['size']:<22} "
            f"{measured['rate']:>10,.1f} {measured['unit']}"
            f"  {_say(message(apart, ms=measured['warmup_s'] * 1000))}"
        )
    for line in throughput["summary"] + throughput["notes"]:
        print(f"  · {_say(line)}")


def _sample_lines(sample: dict) -> list[str]:
    """Live NVML readings of one GPU; N/A fields name their reason."""

    def show(name: str, form) -> str:
        value = sample[name]
        if value is None:
            reason = sample["unavailable"].get(name) or UNKNOWN
            return f"N/A ({_say(reason)})"
        return form(value)

    pcie = show("pcie_generation", lambda v: f"Gen {v}") + " ×" + show("pcie_width", str)
    rows = [
        (QT_TRANSLATE_NOOP("Cli", "VRAM used"), show("memory_used_bytes", units.size)),
        (QT_TRANSLATE_NOOP("Cli", "GPU use"), show("utilization_percent", lambda v: f"{v} %")),
        (QT_TRANSLATE_NOOP("Cli", "temperature"), show("temperature_c", lambda v: f"{v} °C")),
        (QT_TRANSLATE_NOOP("Cli", "power"), show("power_w", lambda v: f"{v:.0f} W")),
        (QT_TRANSLATE_NOOP("Cli", "SM clock"), show("sm_clock_mhz", lambda v: f"{v:,} MHz")),
        ("PCIe", pcie),
    ]
    return [_row(label, value, indent=0) for label, value in rows]


def _train(args: argparse.Namespace) -> int:
    from core.training import train

    config = TrainConfig(
        device=args.device,
        epochs=args.epochs,
        lr=args.lr,
        hidden=args.hidden,
        record_every=args.record_every,
        seed=args.seed,
        mode=args.mode,
        print_every=args.print_every,
        threads=args.threads,
    )
    try:
        config.validated()
    except ConfigError as error:
        _fail("train", error.naming(CLI_FLAG[error.field], _translate))
    # The lesson's printed lines go to the terminal; with --json to stderr, so stdout stays JSON.
    recording = start_recording(open_store(args.db), "training", config)
    on_progress = None if recording is None else recording.add_progress
    result = train(config, on_progress, print_to=sys.stderr if args.json else sys.stdout)
    finish_recording(recording, result)
    if args.json:
        print(json.dumps(_finite(result.to_dict()), indent=2))
    else:
        for label, value in _result_rows(result):
            print(_row(label, value, indent=0))
    return 0 if result.status == "finished" else 1


STATUS = {
    "finished": QT_TRANSLATE_NOOP("Cli", "finished"),
    "cancelled": QT_TRANSLATE_NOOP("Cli", "cancelled"),
    "diverged": QT_TRANSLATE_NOOP("Cli", "diverged"),
    "running": QT_TRANSLATE_NOOP("Cli", "running"),
    "interrupted": QT_TRANSLATE_NOOP("Cli", "interrupted"),
}
NOT_APPLICABLE = QT_TRANSLATE_NOOP("Cli", "n/a")


def _result_rows(result) -> list[tuple[Text | str, object]]:
    """What ``devicelab train`` prints: the run's device, threads, outcome and times."""
    status = message(
        QT_TRANSLATE_NOOP("Cli", "{status}: {outcome}"),
        status=STATUS.get(result.status, result.status),
        outcome=result.message,
    )
    threads: object = result.cpu_threads
    if result.config.threads == AUTO:
        auto = QT_TRANSLATE_NOOP("Cli", "{threads} (auto: chosen for the work)")
        threads = message(auto, threads=result.cpu_threads)
    accuracy = NOT_APPLICABLE if result.test_accuracy is None else f"{result.test_accuracy:.1%}"
    final_loss = NOT_APPLICABLE if result.final_loss is None else f"{result.final_loss:.4f}"
    return [
        (QT_TRANSLATE_NOOP("Cli", "device"), result.device_name),
        (QT_TRANSLATE_NOOP("Cli", "CPU threads"), threads),
        (QT_TRANSLATE_NOOP("Cli", "status"), status),
        (
            QT_TRANSLATE_NOOP("Cli", "setup"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{seconds:.3f} s (data and model to the device)"),
                seconds=result.setup_s,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "training time"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{seconds:.3f} s for {epochs:,} epochs"),
                seconds=result.train_s,
                epochs=result.epochs_completed,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "per epoch"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{us:.1f} µs (mean after the warm-up epoch)"),
                us=result.us_per_epoch,
            ),
        ),
        (
            QT_TRANSLATE_NOOP("Cli", "warm-up"),
            message(
                QT_TRANSLATE_NOOP("Cli", "{ms:.1f} ms (the first epoch)"), ms=result.warmup_s * 1000
            ),
        ),
        (QT_TRANSLATE_NOOP("Cli", "host syncs"), f"{result.host_syncs:,} (loss.item())"),
        (QT_TRANSLATE_NOOP("Cli", "final loss"), final_loss),
        (QT_TRANSLATE_NOOP("Cli", "test accuracy"), accuracy),
    ]


def experiments_report(
    quick: bool,
    mode: str = "plain",
    devices: list[str] | None = None,
    threads: int | str = AUTO,
    store=None,
) -> dict:
    """Run the four experiments; return their results and every run's record (and keep
    them in ``store`` when one is given)."""
    from core.experiments.crossover import CROSSOVER_AXES, QUICK_AXES, crossover
    from core.experiments.homework import homework
    from core.experiments.race import race
    from core.experiments.threads import PROBLEMS, thread_counts, threads_experiment
    from core.hardware.devices import available_devices
    from core.training.history import RunHistory
    from core.training.threads import logical_cpus

    devices = available_devices() if devices is None else devices
    try:
        check_threads(threads)
    except ConfigError as error:
        _fail("experiments", error.naming("--threads", _translate))
    config = TrainConfig(epochs=2_000 if quick else 20_000, threads=threads)
    racers, skipped = _racers(devices, mode)
    history = RunHistory()
    raced = race(replace(config, mode=mode), racers)
    raced.conclusion += skipped
    for run in raced.runs:
        history.add(run, "race")
    sweeps = []
    for device in devices[:1] + [d for d in devices if d != "cpu"][:1]:
        sweep = homework(replace(config, device=device))
        for run in sweep.runs:
            history.add(run, "homework")
        sweeps.append(sweep)
    axes = QUICK_AXES if quick else CROSSOVER_AXES
    crossovers = [
        crossover(axis, devices, values, min_seconds=0.05 if quick else 0.2, threads=threads)
        for axis, values in axes.items()
    ]
    problems = ("lesson",) if quick else tuple(PROBLEMS)  # quick: the large run takes ~10 s
    counts = thread_counts(logical_cpus())
    threads_result = threads_experiment(counts, problems, min_seconds=0.1 if quick else 0.3)
    if store is not None:
        keep_experiments(store, raced, sweeps, [*crossovers, threads_result])
    return {
        "devices": devices,
        "epochs": config.epochs,
        "threads": threads,
        "threads_experiment": threads_result.to_dict(),
        "runs": history.records(),
        "race": {"mode": mode, "conclusion": raced.conclusion},
        "homework": [sweep.to_dict() for sweep in sweeps],
        "crossover": [result.to_dict() for result in crossovers],
    }


def _racers(devices: list[str], mode: str) -> tuple[list[str], list[Message]]:
    """The devices that can race in ``mode``, and why each other one is left out."""
    from core.training import mode_unavailable

    racers = [device for device in devices if mode_unavailable(mode, device) is None]
    if not racers:
        unavailable = QT_TRANSLATE_NOOP("Cli", "--mode {mode} is not available here: {reason}")
        reason = mode_unavailable(mode, devices[0])
        _fail("experiments", _say(message(unavailable, mode=mode, reason=reason)))
    left_out = QT_TRANSLATE_NOOP("Cli", "{device} left out of the race: {reason}.")
    skipped = [
        message(left_out, device=device, reason=mode_unavailable(mode, device))
        for device in devices
        if device not in racers
    ]
    return racers, skipped


def _experiments(args: argparse.Namespace) -> int:
    store = open_store(args.db)
    report = experiments_report(args.quick, args.mode, threads=args.threads, store=store)
    if args.json:
        print(json.dumps(_finite(report), indent=2))
        return 0
    _print_race(report)
    for sweep in report["homework"]:
        _print_homework(sweep)
    for result in report["crossover"]:
        _print_crossover(result)
    _print_threads(report["threads_experiment"])
    return 0


def _header(*cells: tuple[Text | str, int], first: tuple[Text, int] | None = None) -> str:
    """A table's header in the command's language: ``first`` (the row names) left-aligned,
    each other title right-aligned in its width."""
    titles = [_right(_say(title), width) for title, width in cells]
    if first is not None:
        titles.insert(0, _left(_say(first[0]), first[1]))
    return "  " + " ".join(titles)


def _print_lines(lines: list) -> None:
    for line in lines:
        print(f"  · {_say(line)}")


def _print_race(report: dict) -> None:
    title = QT_TRANSLATE_NOOP("Cli", "Race: {epochs:,} epochs, mode {mode}, one device at a time")
    print(_say(message(title, epochs=report["epochs"], mode=report["race"]["mode"])))
    print(
        _header(
            (QT_TRANSLATE_NOOP("Cli", "total"), 8),
            (QT_TRANSLATE_NOOP("Cli", "per epoch"), 10),
            (QT_TRANSLATE_NOOP("Cli", "warm-up"), 9),
            (QT_TRANSLATE_NOOP("Cli", "to device"), 10),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 7),
            (QT_TRANSLATE_NOOP("Cli", "final loss"), 10),
            (QT_TRANSLATE_NOOP("Cli", "accuracy"), 9),
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
            first=(QT_TRANSLATE_NOOP("Cli", "device"), 8),
        )
    )
    for run in (run for run in report["runs"] if run["source"] == "race"):
        accuracy = "n/a" if run["test_accuracy"] is None else f"{run['test_accuracy']:.1%}"
        print(
            f"  {run['device']:<8} {run['train_s']:>6.2f} s {run['us_per_epoch']:>7.0f} µs "
            f"{run['warmup_s'] * 1000:>6.1f} ms {run['setup_s'] * 1000:>7.1f} ms "
            f"{run['host_syncs']:>7,} {_or_unknown(run['final_loss'], '.4f'):>10} "
            f"{accuracy:>9} {run['cpu_threads']:>7}"
        )
    _print_lines(report["race"]["conclusion"])


def _print_homework(sweep: dict) -> None:
    title = QT_TRANSLATE_NOOP("Cli", "Homework: record interval on {device} ({epochs:,} epochs)")
    print(_say(message(title, device=sweep["device"], epochs=sweep["epochs"])))
    print(
        _header(
            (QT_TRANSLATE_NOOP("Cli", "record"), 8),
            (QT_TRANSLATE_NOOP("Cli", "printing"), 8),
            (QT_TRANSLATE_NOOP("Cli", "records"), 8),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 7),
            (QT_TRANSLATE_NOOP("Cli", "total"), 8),
            (QT_TRANSLATE_NOOP("Cli", "compute"), 8),
            (QT_TRANSLATE_NOOP("Cli", "syncs"), 8),
            (QT_TRANSLATE_NOOP("Cli", "printing"), 9),
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
        )
    )
    on, off = _say(QT_TRANSLATE_NOOP("Cli", "on")), _say(QT_TRANSLATE_NOOP("Cli", "off"))
    for point in sweep["points"]:
        every = str(point["record_every"] or _say(QT_TRANSLATE_NOOP("Cli", "never")))
        print(
            f"  {_right(every, 8)} {_right(on if point['printing'] else off, 8)} "
            f"{point['records']:>8,} {point['syncs']:>7,} {point['train_s']:>6.2f} s "
            f"{point['compute_s']:>6.2f} s {point['sync_s'] * 1000:>5.1f} ms "
            f"{point['print_s'] * 1000:>6.1f} ms {point['threads']:>7}"
        )
    _print_lines(sweep["conclusion"])


def _print_crossover(result: dict) -> None:
    from core.experiments.crossover import AXIS_TITLES

    axis = _say(AXIS_TITLES[result["axis"]])
    title = QT_TRANSLATE_NOOP("Cli", "Crossover: {axis} (median ms per epoch, warm-up apart)")
    print(_say(message(title, axis=axis)))
    devices = "".join(f"{d:>12}" for d in result["devices"])
    print(
        f"  {_right(axis, 10)}{devices}{_right(_say(QT_TRANSLATE_NOOP('Cli', 'CPU threads')), 13)}"
    )
    for value in result["values"]:
        points = [p for p in result["points"] if p["value"] == value]
        times = {p["device"]: p["seconds_per_epoch"] for p in points}
        cells = "".join(
            f"{times[d] * 1000:>12.3f}" if d in times else f"{'–':>12}" for d in result["devices"]
        )
        threads = next((str(p["threads"]) for p in points if p["device"] == "cpu"), "–")
        print(f"  {value:>10,}{cells}{threads:>13}")
    _print_lines(result["conclusion"])


def _print_threads(result: dict) -> None:
    print(
        _say(
            QT_TRANSLATE_NOOP(
                "Cli", "Threads: more cores, faster? (mean ms per epoch, warm-up apart)"
            )
        )
    )
    print(
        _header(
            (QT_TRANSLATE_NOOP("Cli", "threads"), 7),
            (QT_TRANSLATE_NOOP("Cli", "idle"), 10),
            (QT_TRANSLATE_NOOP("Cli", "one core busy"), 14),
            (QT_TRANSLATE_NOOP("Cli", "busy ÷ idle"), 12),
            first=(QT_TRANSLATE_NOOP("Cli", "run"), 8),
        )
    )
    times = {
        (p["problem"], p["threads"], p["busy"]): p["seconds_per_epoch"] for p in result["points"]
    }
    for problem in result["auto"]:
        for count in result["counts"]:
            idle, busy = times.get((problem, count, False)), times.get((problem, count, True))
            ratio = f"{busy / idle:.2f}×" if idle and busy else "–"
            print(f"  {problem:<8} {count:>7} {_ms(idle):>10} {_ms(busy):>14} {ratio:>12}")
    _print_lines(result["conclusion"])


def _ms(seconds: float | None) -> str:
    return "–" if seconds is None else f"{seconds * 1000:.3f}"


def _fail(command: str, message: str) -> NoReturn:
    print(f"devicelab {command}: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def _finite(value):
    """JSON has no NaN: non-finite floats become null; a message is its English sentence."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


def _or_unknown(value, spec: str = "") -> str:
    return "unknown" if value is None else format(value, spec)


# ---------------------------------------------------------------- the run store
KIND_TITLES = {
    "training": QT_TRANSLATE_NOOP("Cli", "training"),
    "race": QT_TRANSLATE_NOOP("Cli", "race"),
    "homework": QT_TRANSLATE_NOOP("Cli", "homework"),
    "crossover": QT_TRANSLATE_NOOP("Cli", "crossover"),
    "threads": QT_TRANSLATE_NOOP("Cli", "threads"),
}
NO_RUNS = QT_TRANSLATE_NOOP("Cli", "No runs kept yet in {path}.")
STORE_UNUSABLE = QT_TRANSLATE_NOOP(
    "Cli", "devicelab: warning: runs are not kept: cannot use {path} ({error})"
)


def open_store(path: str | None):
    """The run store (``--db`` or the window's); None, said on stderr, when it cannot be
    opened. A store moved aside is said once, here."""
    from core.training.recording import default_store_path
    from core.training.run_store import RunStore, moved_aside_message

    target = path or default_store_path()
    try:
        store = RunStore(target)
    except (OSError, sqlite3.Error) as error:
        print(_say(message(STORE_UNUSABLE, path=target, error=error)), file=sys.stderr)
        return None
    if store.moved_aside is not None:
        print("devicelab: " + _say(moved_aside_message(store)), file=sys.stderr)
    return store


def start_recording(store, kind: str, config: TrainConfig):
    """A recording of a run into ``store`` (None when there is no store or it fails)."""
    from core.training.recording import RunRecording
    from core.training.run_store import StoreError, new_batch

    if store is None:
        return None
    try:
        return RunRecording(store, kind, config.device, asdict(config), new_batch())
    except StoreError as error:
        print(_say(message(STORE_UNUSABLE, path=store.path, error=error)), file=sys.stderr)
        return None


def finish_recording(recording, result) -> None:
    from core.training.run_store import StoreError

    if recording is None:
        return
    try:
        recording.finish_training(result)
    except StoreError as error:
        print(
            _say(message(STORE_UNUSABLE, path=recording.store.path, error=error)), file=sys.stderr
        )


def keep_experiments(store, raced, sweeps: list, measured: list) -> None:
    """The experiments' runs in the store: the race's and the homework's runs with their
    curves and conclusions, the crossovers and the threads experiment with their tables."""
    from core.training.recording import RunRecording, record_finished
    from core.training.run_store import StoreError, new_batch

    try:
        batch = new_batch()
        for run in raced.runs:
            record_finished(store, "race", run, batch, raced.conclusion)
        for sweep in sweeps:
            batch = new_batch()
            for run in sweep.runs:
                record_finished(store, "homework", run, batch, sweep.conclusion)
        for result in measured:
            kind = "crossover" if hasattr(result, "axis") else "threads"
            device = ", ".join(getattr(result, "devices", ["cpu"]))
            RunRecording(store, kind, device, {}, new_batch()).finish_experiment(result)
    except StoreError as error:
        said = message(STORE_UNUSABLE, path=store.path, error=error)
        print(_say(said), file=sys.stderr)


def print_runs(store, kind: str | None, as_json: bool) -> int:
    """``devicelab runs``: every kept run, newest first, as a table or JSON (with curves)."""
    if store is None:
        return 1
    runs = store.runs(kind=kind)
    if as_json:
        listed = [_run_json(store, run) for run in runs]
        print(json.dumps(_finite(listed), indent=2, ensure_ascii=False))
        return 0
    if not runs:
        print(
            _say(message(QT_TRANSLATE_NOOP("Cli", "No runs kept yet in {path}."), path=store.path))
        )
        return 0
    print(_table_line([_say(title) for title, _ in RUNS_COLUMNS]))
    for run in runs:
        result = run.result or {}
        cells = (
            f"#{run.id}",
            run.started[:16].replace("T", " "),
            _say(KIND_TITLES[run.kind]),
            run.device,
            run.carried_from or run.machine.get("host", ""),
            _say(STATUS.get(run.status, run.status)),
            _dash(result.get("train_s"), ".2f", " s"),
            _dash(result.get("final_loss"), ".4f"),
        )
        print(_table_line(cells))
    return 0


RUNS_COLUMNS = (
    (QT_TRANSLATE_NOOP("Cli", "Run"), 7),
    (QT_TRANSLATE_NOOP("Cli", "Started"), 18),
    (QT_TRANSLATE_NOOP("Cli", "Kind"), 11),
    (QT_TRANSLATE_NOOP("Cli", "Device"), 9),
    (QT_TRANSLATE_NOOP("Cli", "Machine"), 17),
    (QT_TRANSLATE_NOOP("Cli", "Status"), 13),
    (QT_TRANSLATE_NOOP("Cli", "Total"), 10),
    (QT_TRANSLATE_NOOP("Cli", "Final loss"), 10),
)
"""``devicelab runs``' columns and their widths (terminal columns, the gap included)."""


def _dash(value: float | None, spec: str, unit: str = "") -> str:
    """A number of a run, or a dash where the run has none (a crossover's total)."""
    return "–" if value is None else format(value, spec) + unit


def _table_line(cells) -> str:
    """One line of the runs table: every cell left-aligned in its column."""
    widths = [width for _, width in RUNS_COLUMNS]
    return (
        "  "
        + "".join(
            _left(str(cell), width) for cell, width in zip(cells, widths, strict=True)
        ).rstrip()
    )


def _run_json(store, run) -> dict:
    """A kept run as ``runs --json`` prints it: English sentences, its curve included."""
    from core.i18n import from_data

    epochs, losses = store.curve(run.id)
    data = asdict(run)
    data["result"] = _english(from_data(run.result))
    data["conclusion"] = [str(said) for said in from_data(run.conclusion)]
    data["curve"] = {"epochs": epochs, "losses": losses}
    return data


def _english(value: object) -> object:
    if isinstance(value, dict):
        return {key: _english(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_english(item) for item in value]
    return str(value) if isinstance(value, Text | Message) else value
