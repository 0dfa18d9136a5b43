"""Lesson files: what a teacher saves is what opens in class; bad files say what is wrong."""

import json

import pytest

from core import lesson_file
from core.lesson_file import Lesson, LessonFileError
from core.training import TrainConfig


def test_a_saved_lesson_loads_back_the_same(tmp_path):
    lesson = Lesson(
        training=TrainConfig(device="cuda:0", epochs=500, lr=0.05, record_every=10),
        tab="experiments",
        experiment={"page": "homework"},
        call_preset="mlp_hooks" if "mlp_hooks" in lesson_file.PRESETS else "counter",
        hidden=("training.mode",),
    )
    path = tmp_path / "demo.devicelab.json"
    lesson_file.save(path, lesson)
    assert lesson_file.load(path) == lesson
    assert json.loads(path.read_text())["format"] == "devicelab-lesson"


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not valid JSON"),
        (b"[]", "not a DeviceLab lesson"),
        (b'{"format": "something-else"}', "not a DeviceLab lesson"),
        (b'{"format": "devicelab-lesson", "version": 99}', "version 99"),
        (b'{"format": "devicelab-lesson", "version": 1, "training": {"epochs": 0}}',
         "training.epochs"),
        (b'{"format": "devicelab-lesson", "version": 1, "training": {"colour": 1}}',
         "unknown setting colour"),
        (b'{"format": "devicelab-lesson", "version": 1, "tab": "kitchen"}',
         "tab must be one of hardware, training, experiments, call"),
        (b'{"format": "devicelab-lesson", "version": 1, "call_preset": "nope"}',
         "call_preset must be one of"),
        (b'{"format": "devicelab-lesson", "version": 1, "experiment": {"page": "x"}}',
         "page must be one of race, homework, crossover, runs"),
        (b'{"format": "devicelab-lesson", "version": 1, "hidden": "all"}',
         "hidden must be a list"),
    ],
)
def test_a_bad_file_names_what_is_wrong(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(LessonFileError, match=words):
        lesson_file.load(path)


def test_a_missing_file_and_a_huge_file_are_refused(tmp_path):
    with pytest.raises(LessonFileError, match="Cannot read"):
        lesson_file.load(tmp_path / "absent.json")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (lesson_file.MAX_BYTES + 1))
    with pytest.raises(LessonFileError, match="larger than a lesson file"):
        lesson_file.load(huge)


def test_a_failed_save_says_why_and_leaves_nothing_behind(tmp_path):
    with pytest.raises(LessonFileError, match="Cannot write"):
        lesson_file.save(tmp_path / "no" / "such" / "folder.json", Lesson())
    in_the_way = tmp_path / "a folder.json"
    in_the_way.mkdir()
    with pytest.raises(LessonFileError, match="Cannot write"):
        lesson_file.save(in_the_way, Lesson())
    assert [p.name for p in tmp_path.iterdir()] == ["a folder.json"]  # no temporary left
