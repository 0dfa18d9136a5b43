"""Lesson files: saved and read back whole; a corrupt, truncated, too-new or hostile file is
refused with one message naming what is wrong; a failed save keeps the old file."""

import json
import os

import pytest

from core import lesson_file
from core.lesson_file import Lesson, LessonFileError, load, save
from core.pages import page_names
from core.training import TrainConfig

EXPERIMENTS = page_names("experiments")


def _lesson() -> Lesson:
    return Lesson(
        training=TrainConfig(device="cuda:0", epochs=5_000, record_every=100),
        tab="experiments",
        step="05_homework",
        experiment="homework",
        call_preset="hooks",
        call_code="print('hi')\n",
        hidden=("hardware.throughput", "call.demo"),
        language="zh_CN",
    )


def test_a_saved_lesson_reads_back_whole(tmp_path):
    path = tmp_path / "class.devicelab"
    save(path, _lesson())
    assert load(path) == _lesson()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == lesson_file.VERSION


def _write(tmp_path, data) -> str:
    path = tmp_path / "lesson.devicelab"
    text = data if isinstance(data, str) else json.dumps(data)
    path.write_text(text, encoding="utf-8")
    return str(path)


def _valid() -> dict:
    return Lesson().to_json()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: json.dumps(d)[:40], "cut short or damaged"),  # truncated
        (lambda d: {**d, "training": {**d["training"], "epochs": "many"}}, "training.epochs"),
        (lambda d: {**d, "training": {**d["training"], "lr": -1}}, "training.lr"),
        (
            lambda d: {**d, "training": {**d["training"], "device": "/etc/passwd"}},
            "cpu, cuda:N, xpu:N, mps",
        ),
        (lambda d: {**d, "version": 99}, "update DeviceLab"),
        (lambda d: {**d, "format": "word"}, "not a DeviceLab lesson"),
        (lambda d: {**d, "tab": "../../x"}, "tab must be one of"),
        (lambda d: {**d, "hidden": ["everything"]}, "hidden must be one of"),
        (lambda d: {**d, "call": {"preset": "counter", "code": "x" * 200_000}}, "100,000"),
        (lambda d: {**d, "training": {**d["training"], "turbo": True}}, "no setting turbo"),
        (lambda d: [1, 2, 3], "not a DeviceLab lesson"),
        (lambda d: {**d, "language": 7}, "language must be one of"),
        (
            lambda d: {**d, "hidden": [f"experiments.{p}" for p in page_names("experiments")]},
            "no page",
        ),
    ],
)
def test_a_bad_file_is_refused_with_one_message_naming_what_is_wrong(tmp_path, change, words):
    with pytest.raises(LessonFileError) as refused:
        load(_write(tmp_path, change(_valid())))
    assert words in str(refused.value)


def test_megabytes_of_text_and_bytes_that_are_not_text_are_refused(tmp_path):
    path = tmp_path / "huge.devicelab"
    path.write_bytes(b" " * (lesson_file.MAX_BYTES + 10))
    with pytest.raises(LessonFileError, match="larger than a lesson file"):
        load(path)
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(LessonFileError, match="cut short or damaged"):
        load(path)
    with pytest.raises(LessonFileError, match="Cannot read"):
        load(tmp_path / "missing.devicelab")


def test_keys_from_a_newer_devicelab_are_kept_and_written_back(tmp_path):
    data = {**_valid(), "seating_plan": {"rows": 4}}
    lesson = load(_write(tmp_path, data))
    assert lesson.extra == {"seating_plan": {"rows": 4}}
    save(tmp_path / "again.devicelab", lesson)
    again = json.loads((tmp_path / "again.devicelab").read_text(encoding="utf-8"))
    assert again["seating_plan"] == {"rows": 4}


def test_a_failed_save_keeps_the_previous_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "class.devicelab"
    save(path, _lesson())
    before = path.read_bytes()

    def refuse(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(LessonFileError, match="No space left"):
        save(path, Lesson())
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["class.devicelab"]


def test_every_refusal_reads_in_chinese_too(tmp_path):
    from core.catalogue import translator
    from core.i18n import render

    with pytest.raises(LessonFileError) as refused:
        load(_write(tmp_path, {**_valid(), "version": 99}))
    chinese = render(refused.value.message, translator("zh_CN"))
    assert "99" in chinese and "version" not in chinese


def test_the_desktop_files_associate_the_lesson_suffix_with_devicelab():
    import configparser
    import xml.etree.ElementTree as ET
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "resources" / "desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(folder / "devicelab.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(folder / "devicelab-lesson.xml").getroot().find("m:mime-type", namespace)
    assert desktop["MimeType"].rstrip(";") == mime.get("type")
    assert mime.find("m:glob", namespace).get("pattern") == "*" + lesson_file.SUFFIX
    assert desktop["Exec"] == "devicelab %f"  # gui.main opens a FILE.devicelab argument


def _carried_run(**changes) -> dict:
    run = {
        "started": "2026-12-03T19:42:10+08:00",
        "kind": "race",
        "device": "cuda:0",
        "machine": {"host": "teacher-laptop", "cpu": "i5-11300H"},
        "settings": {"epochs": 20_000, "mode": "plain"},
        "status": "finished",
        "result": {"train_s": 11.2, "final_loss": 0.05},
        "conclusion": [],
        "curve": {"epochs": [200, 400], "losses": [0.9, 0.5]},
    }
    return {**run, **changes}


def test_a_lesson_carries_runs_measured_elsewhere(tmp_path):
    path = tmp_path / "class.devicelab"
    save(path, Lesson(runs=(_carried_run(),)))
    assert load(path).runs == (_carried_run(),)


@pytest.mark.parametrize(
    ("run", "words"),
    [
        ("a run", "not an object"),
        (_carried_run(kind="rm -rf"), "is unknown"),
        (_carried_run(status="running"), "is unknown"),
        (_carried_run(machine="lab"), "machine must be an object"),
        (_carried_run(curve={"epochs": [1, 2], "losses": [0.5]}), "as many epochs as losses"),
        (
            _carried_run(curve={"epochs": ["1"], "losses": [0.5]}),
            "must hold epochs from 1 to 10,000,000 and finite losses",
        ),
        (
            _carried_run(curve={"epochs": list(range(2_001)), "losses": [0.1] * 2_001}),
            "more than 2,000 points",
        ),
        (_carried_run(carried_from=["x"]), "carried_from must be text"),
    ],
)
def test_a_bad_carried_run_is_refused_naming_it(tmp_path, run, words):
    data = {**_valid(), "runs": [_carried_run(), run]}
    with pytest.raises(LessonFileError) as refused:
        load(_write(tmp_path, data))
    assert "runs[1]" in str(refused.value) and words in str(refused.value)


def test_more_runs_than_a_lesson_holds_are_refused(tmp_path):
    data = {**_valid(), "runs": [_carried_run()] * (lesson_file.MAX_RUNS + 1)}
    with pytest.raises(LessonFileError, match="at most 50 runs"):
        load(_write(tmp_path, data))


@pytest.mark.parametrize("device", ["cpu", "cuda:0", "cuda:12", "xpu:0", "xpu:3", "mps"])
def test_a_lesson_on_any_device_a_school_has_opens_again(tmp_path, device):
    """A lesson saved beside an Intel GPU (xpu:0) reopens, on this machine or one without
    that GPU: the device is checked by its form only."""
    path = tmp_path / "lesson.devicelab"
    save(path, Lesson(training=TrainConfig(device=device)))
    assert load(path).training.device == device


@pytest.mark.parametrize("experiment", page_names("experiments"))
def test_a_lesson_opens_on_every_experiment_page(tmp_path, experiment):
    path = tmp_path / "lesson.devicelab"
    save(path, Lesson(experiment=experiment))
    assert load(path).experiment == experiment
