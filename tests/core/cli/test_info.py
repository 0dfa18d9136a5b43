"""``devicelab info`` in Chinese: the rows it builds from several words read as Chinese, with
Chinese commas and full-width parentheses, never English punctuation around Chinese."""

from __future__ import annotations

from core.catalogue import translator
from core.cli.printer import Printer
from core.i18n import render

CPU_BUILD = {
    "torch_version": "2.13.0+cpu",
    "torch_hip": None,
    "torch_cuda": None,
    "arch_list": [],
    "cudnn": None,
    "driver": None,
    "xpu_driver": None,
    "devices": [],
    "mps_available": False,
    "problem": None,
    "advice": None,
}


def test_the_pytorch_row_says_its_cuda_build_in_chinese(capsys):
    from core.cli.info import _print_gpus

    _print_gpus(
        {"gpu": CPU_BUILD, "nvml": {"problem": None, "gpus": []}}, Printer(translator("zh_CN"))
    )
    (row,) = [line for line in capsys.readouterr().out.splitlines() if "PyTorch" in line]
    none = translator("zh_CN")("Cli", "none: CPU build")
    assert row.split(maxsplit=1)[1] == f"2.13.0+cpu（CUDA {none}）"
    _print_gpus({"gpu": CPU_BUILD, "nvml": {"problem": None, "gpus": []}}, Printer())
    assert "2.13.0+cpu (CUDA none: CPU build)" in capsys.readouterr().out


def test_the_standings_rows_say_where_each_number_comes_from_in_chinese(capsys):
    from core.cli.standings import print_standings, standings_report
    from core.experiments.standings import SOURCE_WORDS

    print_standings(standings_report([]), Printer(translator("zh_CN")))
    rows = [line for line in capsys.readouterr().out.splitlines() if "µs  " in line]
    assert len(rows) == 4
    recorded = render(SOURCE_WORDS["measured"], translator("zh_CN"))
    assert any(f"（{recorded}，" in row for row in rows), rows
    for row in rows:
        assert row.endswith("）") and " (" not in row and ", " not in row, row
