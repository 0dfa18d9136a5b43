"""The ``devicelab`` command line: its arguments (``parser``) and the headless commands,
one module each (``info``, ``train``, ``experiments``, ``run``, ``runs``), written through a
``Printer`` in the command's language.

The window itself lives in ``gui``; ``gui.main`` parses with ``build_parser`` and hands the
commands to ``run_headless`` without importing Qt.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from core.catalogue import language_from_environment, translator
from core.cli.parser import build_parser, notice_renamed
from core.cli.printer import Printer
from core.hardware.card_support import explain_device_error

COMMANDS = {
    "anatomy": "anatomy",
    "info": "info",
    "experiments": "experiments",
    "bench": "experiments",
    "class": "classroom",
    "run": "run",
    "runs": "runs",
    "train": "train",
}
"""Each command's module (``core.cli.<module>.command``), imported when the command runs:
``--version``, ``--help``, ``runs`` and ``run`` never import torch (2 s), nor what they
do not use."""

__all__ = ["build_parser", "experiments_report", "run_headless"]


def __getattr__(name: str) -> object:
    if name == "experiments_report":  # the report behind ``experiments`` (torch)
        return import_module("core.cli.experiments").experiments_report
    raise AttributeError(f"module 'core.cli' has no attribute {name!r}")


def run_headless(args: argparse.Namespace) -> int:
    """Run a command in the language ``--lang`` or the locale asks for (``--json`` stays
    English); return the exit code."""
    out = Printer(translator(getattr(args, "lang", None) or language_from_environment()))
    notice_renamed(args.command)
    try:
        command = import_module(f"core.cli.{COMMANDS[args.command]}").command
        return command(args, out)
    except RuntimeError as error:  # a GPU this build had no kernels for after all
        explained = explain_device_error(error)
        if explained is None:
            raise
        print(out.say(explained), file=sys.stderr)
        return 1
