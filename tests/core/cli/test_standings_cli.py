"""``devicelab info`` and ``experiments``' standings: a run other programs disturbed is
listed marked *, without a rank, and a line says why."""

from __future__ import annotations

from core.experiments.standings import Entry


def test_the_command_lists_a_disturbed_entry_marked_without_a_rank(capsys):
    from core.cli.printer import Printer
    from core.cli.standings import print_standings, standings_report

    mine = Entry("AMD EPYC", "cpu", 251.0, "this machine", "this machine", disturbed=True)
    report = standings_report([mine])
    assert [e["rank"] for e in report["entries"]] == [1, 2, None, 3, 4]
    print_standings(report, Printer())
    out = capsys.readouterr().out
    (row,) = [line for line in out.splitlines() if "µs*" in line]
    assert row.startswith(" »  – ") and "251 µs* AMD EPYC" in row
    assert " 4.   5.65×" in out  # the slowest reference: number 4 of the four ranked
    assert "not ranked: other programs disturbed its run." in out
    assert "* Other programs crowded the CPU while a run marked * was timed" in out
