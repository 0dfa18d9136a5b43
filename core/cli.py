"""The ``devicelab`` command line: argument parsing and the headless commands.

The window itself lives in ``gui``; ``gui.main`` parses with ``build_parser`` and hands
``info`` and ``train`` to ``run_headless`` without importing Qt.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from dataclasses import asdict, replace
from typing import NoReturn

from core import SCREENSHOT_FORMATS, TABS, __version__, units
from core.errors import ConfigError
from core.i18n import Message
from core.training import MODES, TrainConfig
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


LANGUAGES = ("zh_CN", "en")


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
        help="the window's language (default: the one chosen in View → Language, else the "
        "system's)",
    )
    _add_screenshot_look(parser)
    parser.add_argument(
        "--self-test", action="store_true", help="check the window, a training run and the demo"
    )
    commands = parser.add_subparsers(dest="command", parser_class=OneLineParser)
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
    run = commands.add_parser(
        "run", help="run a Python file in the sandbox, as the __call__ tab does"
    )
    run.add_argument("file", help="the Python file to run")
    run.add_argument("--timeout", type=_number("--timeout"), default=5.0, help="seconds (5)")
    run.add_argument("--memory", type=_integer("--memory"), default=1024, help="MB (1024)")
    run.add_argument("--trace", action="store_true", help="record the call trace")
    run.add_argument("--json", action="store_true", help="print JSON instead of text")
    _add_train(commands)
    return parser


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


def run_headless(args: argparse.Namespace) -> int:
    """Run ``info`` or ``train``; return the exit code."""
    if args.command == "info":
        return _info(args)
    if args.command in ("experiments", "bench"):
        _notice_renamed(args.command)
        return _experiments(args)
    if args.command == "run":
        return _run_file(args)
    return _train(args)


def _run_file(args: argparse.Namespace) -> int:
    from core.calls.sandbox import SourceUnreadable, read_source, run

    try:
        code = read_source(args.file)
    except SourceUnreadable as error:
        _fail("run", str(error))
    try:
        result = run(code, timeout=args.timeout, memory_mb=args.memory, trace=args.trace)
    except ConfigError as error:
        _fail("run", error.naming({"timeout": "--timeout", "memory_mb": "--memory"}[error.field]))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        for event in result.trace or []:
            print(_trace_line(event))
        print(result.message, file=sys.stderr)
    return 0 if result.ok else 1


def _trace_line(event: dict) -> str:
    """One step of the trace: the call, its line, the line that called it, self's state."""
    arrow = "→" if event["event"] == "call" else "←"
    where = [f"line {event['line']}"] if event["line"] else []
    caller = event.get("caller_line")
    if caller is not None and caller != event["line"]:
        where.append(f"called from line {caller}")
    state = ", ".join(f"self.{k}={v}" for k, v in (event.get("attributes") or {}).items())
    tail = (f"  ({'; '.join(where)})" if where else "") + (f"  [{state}]" if state else "")
    return f"{'  ' * event['depth']}{arrow} {event['name']}{tail}"


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
    print("VRAM to train (Adam, batch 1)")
    for row in report["vram_presets"]:
        print(f"  {row['title']:<28} {row['dtype']:<5} {units.size(row['total_bytes'])}")
    if "throughput" in report:
        _print_throughput(report["throughput"])


def _print_cpu(report: dict) -> None:
    from core.hardware import CpuFacts
    from core.hardware.names import CpuName

    cpu = CpuFacts(**report["cpu"])
    cpu_name = CpuName(**report["cpu_name"])
    print("CPU")
    print(f"  model            {cpu.model or 'unknown'}")
    print(f"  vendor           {cpu.vendor or 'unknown'}")
    print(f"  architecture     {cpu.architecture}")
    print(f"  physical cores   {_or_unknown(cpu.physical_cores)}")
    print(f"  logical threads  {_or_unknown(cpu.logical_threads)}")
    if cpu.efficiency_cores:
        print(f"  P / E cores      {cpu.performance_cores} / {cpu.efficiency_cores}")
    print(f"  core kinds       {cpu.core_kinds_note}")
    print(f"  base clock       {units.ghz(cpu.base_ghz) or 'unknown'}")
    print(f"  max clock        {units.ghz(cpu.max_ghz) or 'unknown'}")
    caches = f"{units.size(cpu.l2_cache_bytes) or '?'} / {units.size(cpu.l3_cache_bytes) or '?'}"
    print(f"  L2 / L3 cache    {caches}")
    for name, what in cpu.instruction_sets.items():
        print(f"  {name:<16} {what}")
    percent = report["cpu_cores_now"]["percent"]
    print(f"  use per core     {' '.join(f'{value:.0f}%' for value in percent)}")
    for note in cpu_name.explanations.values():
        print(f"  · {note}")


def _print_gpus(report: dict) -> None:
    from core.hardware import bare_uuid, decode_gpu_name

    gpus = report["gpu"]
    print("GPU")
    cuda = gpus["torch_cuda"] or "none: CPU build"
    print(f"  PyTorch          {gpus['torch_version']} (CUDA {cuda})")
    print(f"  cuDNN            {_or_unknown(gpus['cudnn'])}")
    print(f"  NVIDIA driver    {gpus['driver'] or 'not found'}")
    if report["nvml"]["problem"]:
        print(f"  driver check     {report['nvml']['problem']}")
    # torch and NVML number GPUs differently (CUDA_VISIBLE_DEVICES, fastest first): match
    # each device with its readings by UUID, by index only where no UUID is known.
    samples = {bare_uuid(sample["uuid"]): sample for sample in report["nvml"]["gpus"]}
    by_index = {sample["index"]: sample for sample in report["nvml"]["gpus"]}
    for device in gpus["devices"]:
        memory = units.gib(device["total_memory_bytes"]) or "unknown"
        capability = device["capability"]
        extra = f", compute capability {capability}" if capability else ""
        name = f"[{device['index']}] {device['name']}"
        print(f"  {name}: {memory} VRAM, {device['architecture']}{extra}")
        for note in decode_gpu_name(device["name"]).explanations.values():
            print(f"      · {note}")
        sample = samples.get(device["uuid"]) if device["uuid"] else by_index.get(device["index"])
        if sample is not None:
            for line in _sample_lines(sample):
                print(f"      {line}")
    if gpus["mps_available"]:
        print("  Apple MPS        available")
    if gpus["problem"]:
        print(f"  no usable GPU:   {gpus['problem']}")
        print(f"  what to do:      {gpus['advice']}")


def _print_throughput(throughput: dict) -> None:
    print("Throughput")
    for measured in throughput["measurements"]:
        print(
            f"  {measured['device']:<8} {measured['case']:<14} {measured['size']:<22} "
            f"{measured['rate']:>10,.1f} {measured['unit']}"
            f"  (warm-up {measured['warmup_s'] * 1000:.1f} ms, apart)"
        )
    for line in throughput["summary"] + throughput["notes"]:
        print(f"  · {line}")


def _sample_lines(sample: dict) -> list[str]:
    """Live NVML readings of one GPU; N/A fields name their reason."""

    def show(name: str, form) -> str:
        value = sample[name]
        if value is None:
            return f"N/A ({sample['unavailable'].get(name, 'unknown')})"
        return form(value)

    return [
        "VRAM used        " + show("memory_used_bytes", units.size),
        "GPU use          " + show("utilization_percent", lambda v: f"{v} %"),
        "temperature      " + show("temperature_c", lambda v: f"{v} °C"),
        "power            " + show("power_w", lambda v: f"{v:.0f} W"),
        "SM clock         " + show("sm_clock_mhz", lambda v: f"{v:,} MHz"),
        "PCIe             "
        + show("pcie_generation", lambda v: f"Gen {v}")
        + " ×"
        + show("pcie_width", str),
    ]


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
        _fail("train", error.naming(CLI_FLAG[error.field]))
    # The lesson's printed lines go to the terminal; with --json to stderr, so stdout stays JSON.
    result = train(config, print_to=sys.stderr if args.json else sys.stdout)
    if args.json:
        print(json.dumps(_finite(result.to_dict()), indent=2))
    else:
        print(f"device           {result.device_name}")
        print(f"CPU threads      {result.cpu_threads}{_auto_note(config.threads)}")
        print(f"status           {result.status}: {result.message}")
        print(f"setup            {result.setup_s:.3f} s (data and model to the device)")
        print(f"training time    {result.train_s:.3f} s for {result.epochs_completed:,} epochs")
        print(f"per epoch        {result.us_per_epoch:.1f} µs (mean after the warm-up epoch)")
        print(f"warm-up          {result.warmup_s * 1000:.1f} ms (the first epoch)")
        print(f"host syncs       {result.host_syncs:,} (loss.item())")
        print(f"final loss       {_or_unknown(result.final_loss, '.4f')}")
        accuracy = "n/a" if result.test_accuracy is None else f"{result.test_accuracy:.1%}"
        print(f"test accuracy    {accuracy}")
    return 0 if result.status == "finished" else 1


def _auto_note(setting: int | str) -> str:
    return " (auto: chosen for the work)" if setting == AUTO else ""


def experiments_report(
    quick: bool,
    mode: str = "plain",
    devices: list[str] | None = None,
    threads: int | str = AUTO,
) -> dict:
    """Run the four experiments; return their results and every run's record."""
    from core.hardware.devices import available_devices
    from core.training import mode_unavailable
    from core.training.experiments import CROSSOVER_AXES, QUICK_AXES, crossover, race, record_sweep
    from core.training.history import RunHistory
    from core.training.threads import logical_cpus
    from core.training.threads_experiment import PROBLEMS, thread_counts, threads_experiment

    devices = available_devices() if devices is None else devices
    try:
        check_threads(threads)
    except ConfigError as error:
        _fail("experiments", error.naming("--threads"))
    config = TrainConfig(epochs=2_000 if quick else 20_000, threads=threads)
    racers = [device for device in devices if mode_unavailable(mode, device) is None]
    if not racers:
        _fail(
            "experiments",
            f"--mode {mode} is not available here: {mode_unavailable(mode, devices[0])}",
        )
    skipped = [
        f"{device} left out of the race: {mode_unavailable(mode, device)}."
        for device in devices
        if device not in racers
    ]
    history = RunHistory()
    raced = race(replace(config, mode=mode), racers)
    raced.conclusion += skipped
    for run in raced.runs:
        history.add(run, "race")
    sweeps = []
    for device in devices[:1] + [d for d in devices if d != "cpu"][:1]:
        sweep = record_sweep(replace(config, device=device))
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


def _experiments(args: argparse.Namespace) -> int:
    report = experiments_report(args.quick, args.mode, threads=args.threads)
    if args.json:
        print(json.dumps(_finite(report), indent=2))
        return 0
    race_runs = [run for run in report["runs"] if run["source"] == "race"]
    print(f"Race: {report['epochs']:,} epochs, mode {report['race']['mode']}, one device at a time")
    print(
        f"  {'device':<8} {'total':>8} {'per epoch':>10} {'warm-up':>9} {'to device':>10} "
        f"{'syncs':>7} {'final loss':>10} {'accuracy':>9} {'threads':>7}"
    )
    for run in race_runs:
        accuracy = "n/a" if run["test_accuracy"] is None else f"{run['test_accuracy']:.1%}"
        print(
            f"  {run['device']:<8} {run['train_s']:>6.2f} s {run['us_per_epoch']:>7.0f} µs "
            f"{run['warmup_s'] * 1000:>6.1f} ms {run['setup_s'] * 1000:>7.1f} ms "
            f"{run['host_syncs']:>7,} {_or_unknown(run['final_loss'], '.4f'):>10} "
            f"{accuracy:>9} {run['cpu_threads']:>7}"
        )
    for line in report["race"]["conclusion"]:
        print(f"  · {line}")
    for sweep in report["homework"]:
        print(f"Homework: record interval on {sweep['device']} ({sweep['epochs']:,} epochs)")
        print(
            f"  {'record':>8} {'printing':>8} {'records':>8} {'syncs':>7} {'total':>8} "
            f"{'compute':>8} {'syncs':>8} {'printing':>9} {'threads':>7}"
        )
        for point in sweep["points"]:
            every = point["record_every"] or "never"
            print(
                f"  {every!s:>8} {'on' if point['printing'] else 'off':>8} "
                f"{point['records']:>8,} {point['syncs']:>7,} {point['train_s']:>6.2f} s "
                f"{point['compute_s']:>6.2f} s {point['sync_s'] * 1000:>5.1f} ms "
                f"{point['print_s'] * 1000:>6.1f} ms {point['threads']:>7}"
            )
        for line in sweep["conclusion"]:
            print(f"  · {line}")
    for result in report["crossover"]:
        print(f"Crossover: {result['axis']} (median ms per epoch, warm-up apart)")
        devices = "".join(f"{d:>12}" for d in result["devices"])
        print(f"  {result['axis']:>10}{devices}{'CPU threads':>13}")
        for value in result["values"]:
            points = [p for p in result["points"] if p["value"] == value]
            times = {p["device"]: p["seconds_per_epoch"] for p in points}
            cells = "".join(
                f"{times[d] * 1000:>12.3f}" if d in times else f"{'–':>12}"
                for d in result["devices"]
            )
            threads = next((str(p["threads"]) for p in points if p["device"] == "cpu"), "–")
            print(f"  {value:>10,}{cells}{threads:>13}")
        for line in result["conclusion"]:
            print(f"  · {line}")
    _print_threads(report["threads_experiment"])
    return 0


def _print_threads(result: dict) -> None:
    print("Threads: more cores, faster? (mean ms per epoch, warm-up apart)")
    print(f"  {'run':<8} {'threads':>7} {'idle':>10} {'one core busy':>14} {'busy ÷ idle':>12}")
    times = {
        (p["problem"], p["threads"], p["busy"]): p["seconds_per_epoch"] for p in result["points"]
    }
    for problem in result["auto"]:
        for count in result["counts"]:
            idle, busy = times.get((problem, count, False)), times.get((problem, count, True))
            ratio = f"{busy / idle:.2f}×" if idle and busy else "–"
            print(f"  {problem:<8} {count:>7} {_ms(idle):>10} {_ms(busy):>14} {ratio:>12}")
    for line in result["conclusion"]:
        print(f"  · {line}")


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
