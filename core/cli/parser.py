"""The ``devicelab`` command line's arguments: the window's flags and each command's.

``gui.main`` parses with ``build_parser`` and hands the commands to ``run_headless``
without importing Qt. A flag's type names the flag in its error (``--epochs must be an
integer (got 'x')``); old names still work with a one-line notice.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

from core import SCREENSHOT_FORMATS, __version__
from core.catalogue import LANGUAGES
from core.classroom import DEFAULT_PORT, MACHINES_PER_ADDRESS, MAX_ENTRIES
from core.hardware.device_forms import device_forms_text
from core.pages import TABS, run_kinds
from core.training import MODES, TrainConfig
from core.training.config import ANATOMY_MODES
from core.training.cpu_threads import AUTO

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
    parser.add_argument(
        "--tab", choices=TABS, help="tab to show first (default: the one the window last showed)"
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help="the language of the window and of the commands' text; --help stays English "
        "(default: for the window, the one chosen in View → Language; for commands, the "
        "locale's; else the system's)",
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
    _add_anatomy(commands)
    _add_class(commands)
    return parser


def _add_class(commands: argparse._SubParsersAction) -> None:
    """``devicelab class serve|send`` (its numbers from ``core.classroom``: no network code
    loads to parse a command line)."""
    parser = commands.add_parser("class", help="collect every student's lesson race (a class)")
    actions = parser.add_subparsers(dest="class_command", required=True)
    serve_ = actions.add_parser("serve", help="the teacher's collector")
    serve_.add_argument(
        "--host", help="the address to listen on (default: this machine's first LAN address)"
    )
    serve_.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"({DEFAULT_PORT})")
    serve_.add_argument("--no-announce", dest="announce", action="store_false",
                        help="do not announce the class on the network (mDNS)")  # fmt: skip
    serve_.add_argument("--minutes", type=float, default=0, help="end after this long (0: Ctrl+C)")
    serve_.add_argument("--csv", metavar="FILE", help="write the results as CSV at the end")
    serve_.add_argument(
        "--machines-per-address",
        type=int,
        default=MACHINES_PER_ADDRESS,
        metavar="N",
        help="machines one network address may add; a new one replaces its oldest "
        f"({MACHINES_PER_ADDRESS}; from 1 to {MAX_ENTRIES})",
    )
    send_ = actions.add_parser("send", help="race this machine and send the result")
    send_.add_argument("address", nargs="?", help="the teacher's address (on the projector)")
    send_.add_argument("code", nargs="?", help="the 6-digit join code")
    send_.add_argument("--nickname", default="", help="optional: how the class sees you")
    send_.add_argument("--save", metavar="FILE", help="save the result to a file instead")
    send_.add_argument("--yes", action="store_true", help="send without asking")


def _add_anatomy(commands: argparse._SubParsersAction) -> None:
    """``devicelab anatomy``: the lesson's loop profiled, phase by phase."""
    anatomy = commands.add_parser(
        "anatomy", help="take one epoch of the lesson's loop apart: where the time goes"
    )
    anatomy.add_argument(
        "--device", default="cpu", help=f"{device_forms_text(' or ')} (default cpu)"
    )
    anatomy.add_argument(
        "--record-every",
        type=_integer("--record-every"),
        default=1,
        help="read the loss (.item()) every K epochs, 0 = never (default 1, the lesson's)",
    )
    anatomy.add_argument(
        "--mode",
        choices=ANATOMY_MODES,
        default="plain",
        help="plain (the lesson's loop) or cuda_graph (its step replayed as one graph, a GPU's)",
    )
    anatomy.add_argument(
        "--epochs", type=_integer("--epochs"), default=3, help="epochs to profile (3)"
    )
    anatomy.add_argument(
        "--trace", metavar="FILE", help="also write the profiled epochs as a Chrome/Perfetto trace"
    )
    anatomy.add_argument("--json", action="store_true", help="print JSON instead of a table")


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
    runs.add_argument("--kind", choices=run_kinds(), help="only runs of this kind")
    runs.add_argument("--json", action="store_true", help="print JSON instead of a table")


def _add_train(commands: argparse._SubParsersAction) -> None:
    """``devicelab train``: each of TrainConfig's fields as a flag, the lesson's defaults."""
    defaults = TrainConfig()
    train = commands.add_parser("train", help="train the lesson's MLP without a window")
    train.add_argument("--device", default=defaults.device, help=device_forms_text(" or "))
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
        notice_renamed(option_string)
        setattr(namespace, self.dest, True)


def notice_renamed(name: str | None) -> None:
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
