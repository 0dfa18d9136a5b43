"""``devicelab class serve`` and ``class send`` end to end on the loopback address: a teacher's
collector in its own process and two students, as a lab would run them."""

import json
import os
import re
import signal
import subprocess
import sys
from dataclasses import replace

import pytest

from core.classroom import student
from core.classroom.client import read_result_file
from gui.main import main


@pytest.fixture
def short_race(monkeypatch):
    """The lesson's race, 200 epochs instead of 20,000 (the same loop, sooner done)."""
    monkeypatch.setattr(
        student, "LESSON_RACE_CONFIG", replace(student.LESSON_RACE_CONFIG, epochs=200)
    )


@pytest.mark.skipif(sys.platform == "win32", reason="sends Ctrl+C as SIGINT")
def test_a_teacher_and_two_students_on_one_machine(short_race, tmp_path, capsys, machine):
    teacher = subprocess.Popen(
        [sys.executable, "-m", "gui", "class", "serve", "--host", "127.0.0.1", "--port", "0",
         "--no-announce", "--csv", str(tmp_path / "class.csv"), "--lang", "en",
         "--machines-per-address", "5"],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    try:
        first = teacher.stdout.readline()
        found = re.search(r"Collecting at ([\d.]+:\d+) — join code (\d{6})", first)
        assert found, first
        address, code = found.groups()
        for nickname in ("desk 1", "desk 2"):
            assert main(["class", "send", address, code, "--nickname", nickname, "--yes"]) == 0
        said = capsys.readouterr().out
        wrong = f"{(int(code) + 1) % 1_000_000:06d}"
        with pytest.raises(SystemExit):  # said, and the command fails
            main(["class", "send", address, wrong, "--yes"])
        assert "This is exactly what will be sent:" in said and "Sent: 2 machine(s)" in said
        sent = json.loads(said[said.index("{") : said.index("\n}") + 2])
        assert set(sent) <= {
            "format",
            "version",
            "result_id",
            "nickname",
            "cpu",
            "gpu",
            "torch",
            "os",
            "epochs",
            "cpu_ms_per_epoch",
            "gpu_ms_per_epoch",
        }
        assert os.uname().nodename not in json.dumps(sent)  # no host name leaves the machine
    finally:
        teacher.send_signal(signal.SIGINT)
        rest, _ = teacher.communicate(timeout=30)
    assert teacher.returncode == 0
    assert "machine(s) joined" in rest  # counted as they come, never named
    assert "1 request(s) refused: wrong join code ×1." in rest  # the teacher sees a typo
    assert re.search(
        r"Class median per epoch: CPU [\d.]+ ms, GPU – ms \(the medians of 2 machine\(s\)\)", rest
    )
    csv = (tmp_path / "class.csv").read_text(encoding="utf-8").splitlines()
    assert len(csv) == 3 and csv[0].startswith("nickname,cpu_model")
    assert {line.split(",")[0] for line in csv[1:]} == {"desk 1", "desk 2"}


def test_a_student_who_cannot_reach_the_teacher_saves_a_file(short_race, tmp_path, capsys):
    assert main(["class", "send", "--save", str(tmp_path / "desk3"), "--yes"]) == 0
    (saved,) = tmp_path.glob("*.devicelab-class.json")
    assert read_result_file(saved).epochs == 200
    assert "give this file to the teacher" in capsys.readouterr().out


def test_a_race_other_programs_crowded_is_said_before_the_question(
    short_race, tmp_path, capsys, monkeypatch, machine
):
    """`class send` raced under load without a word: the student reads it before agreeing,
    and the result carries it."""
    machine(1.6)
    asked = []
    monkeypatch.setattr(
        "builtins.input", lambda prompt: asked.append(capsys.readouterr().out) or "n"
    )
    assert main(["class", "send", "--save", str(tmp_path / "desk4")]) == 1  # not agreed
    (before_the_question,) = asked
    sent = json.loads(before_the_question[before_the_question.index("{") :].split("\n}")[0] + "}")
    assert sent["disturbed"] is True
    assert "* Other programs crowded this race: its times are unreliable" in before_the_question


def test_nothing_is_sent_without_agreeing(short_race, monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", lambda prompt: "n")
    assert main(["class", "send", "127.0.0.1:9", "123456"]) == 1
    assert "Nothing was sent." in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["class", "send", "127.0.0.1:9", "12345", "--yes"], "Join code: the 6 digits"),
        (["class", "send", "no such host!", "123456", "--yes"], "Address: the teacher's address"),
        (["class", "send", "127.0.0.1:9", "123456", "--yes"], "Could not reach the teacher"),
    ],
)
def test_a_wrong_address_or_code_is_said(short_race, argv, said, capsys):
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 2 and said in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM and SIGHUP: POSIX")
@pytest.mark.parametrize("ending", ["SIGTERM", "SIGHUP"])
def test_a_kill_or_a_closed_terminal_ends_the_class_as_ctrl_c_does(tmp_path, ending):
    """`kill`, a logout or a closed terminal once ended `class serve` without its listing
    or its CSV file: every result collected was lost. Each is kept as it arrives."""
    from class_results import student_result

    from core.classroom.class_store import CLASS_KIND
    from core.classroom.client import send_result
    from core.runs.run_store import RunStore

    db = tmp_path / "runs.sqlite3"
    teacher = subprocess.Popen(
        [sys.executable, "-m", "gui", "class", "serve", "--host", "127.0.0.1", "--port", "0",
         "--no-announce", "--csv", str(tmp_path / "class.csv"), "--lang", "en",
         "--db", str(db)],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    try:
        found = re.search(r"at ([\d.]+:\d+) — join code (\d{6})", teacher.stdout.readline())
        address, code = found.groups()
        send_result(address, code, student_result(nickname="desk 1"))
        assert "1 machine(s) joined" in teacher.stdout.readline()
        store = RunStore(db)  # kept as it arrived, before any ending
        assert [run.result["nickname"] for run in store.runs(CLASS_KIND)] == ["desk 1"]
        store.close()
    finally:
        teacher.send_signal(getattr(signal, ending))
        rest, _ = teacher.communicate(timeout=30)
    assert teacher.returncode == 0
    assert "the medians of 1 machine(s)" in rest
    assert (tmp_path / "class.csv").read_text(encoding="utf-8").count("desk 1") == 1
