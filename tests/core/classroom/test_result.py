"""What a class result may hold: every field checked, the message naming it and its range."""

import json
import math

import pytest

from core.classroom.result import ResultError, check_result


def test_a_students_result_is_read_whole(student_result):
    result = check_result(student_result())
    assert (result.cpu_model, result.cpu_threads, result.torch_threads) == (
        "11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz",
        8,
        4,
    )
    assert (result.gpu_name, result.gpu_vram_bytes, result.gpu_ms_per_epoch) == (
        "NVIDIA GeForce RTX 3050 Laptop GPU",
        4 * 2**30,
        0.55,
    )
    assert result.nickname == "desk 7"


def test_a_machine_without_a_gpu_or_nickname_is_a_result_too(student_result):
    data = student_result(gpu=None, gpu_ms_per_epoch=None)
    del data["nickname"]
    result = check_result(data)
    assert (result.gpu_name, result.gpu_ms_per_epoch, result.nickname) == ("", None, "")


def test_a_disturbed_race_says_so_and_a_quiet_one_is_as_an_older_devicelab_sent_it(
    student_result,
):
    assert check_result(student_result(disturbed=True)).disturbed is True
    assert check_result(student_result()).disturbed is False  # no field: not disturbed


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"cpu_ms_per_epoch": math.nan}, "cpu_ms_per_epoch: must be a finite number from"),
        ({"cpu_ms_per_epoch": math.inf}, "cpu_ms_per_epoch: must be a finite number"),
        ({"cpu_ms_per_epoch": -1}, "cpu_ms_per_epoch: must be a finite number"),
        ({"cpu_ms_per_epoch": "0.15"}, "cpu_ms_per_epoch: must be a finite number"),
        ({"cpu_ms_per_epoch": True}, "cpu_ms_per_epoch: must be a finite number"),
        ({"epochs": 2.5}, "epochs: must be a whole number from 1 to 10,000,000"),
        ({"epochs": 0}, "epochs: must be a whole number from 1 to 10,000,000"),
        ({"nickname": "x" * 25}, "nickname: must be printable text of at most 24 characters"),
        ({"nickname": "<b>\n</b>"}, "nickname: must be printable text"),
        ({"nickname": 7}, "nickname: must be printable text"),
        ({"version": 2}, "version: must be a whole number from 1 to 1"),
        ({"format": "something-else"}, "format: not a DeviceLab class result"),
        ({"host": "teacher-pc"}, "host: not a field of a class result"),
        ({"cpu": ["x"]}, "cpu: must be an object"),
        ({"gpu_ms_per_epoch": None}, "gpu_ms_per_epoch: given exactly when a gpu is given"),
        ({"disturbed": "yes"}, "disturbed: must be true or false"),
        ({"disturbed": 1}, "disturbed: must be true or false"),
    ],
)
def test_a_wrong_field_is_named_with_what_it_allows(student_result, change, said):
    with pytest.raises(ResultError) as raised:
        check_result(student_result(**change))
    assert str(raised.value).startswith(said)


def test_nested_fields_are_checked_and_unknown_ones_refused(student_result):
    data = student_result()
    data["cpu"]["threads"] = 5000
    with pytest.raises(ResultError, match=r"^cpu.threads: must be a whole number from 1 to 4,096"):
        check_result(data)
    data = student_result()
    data["cpu"]["path"] = "/home/student"
    with pytest.raises(ResultError, match=r"^cpu.path: not a field"):
        check_result(data)
    data = student_result()
    del data["cpu"]["model"]
    with pytest.raises(ResultError, match=r"^cpu.model: missing"):
        check_result(data)


def test_only_objects_are_results():
    for data in ([], "result", 3, None, json.loads("[{}]")):
        with pytest.raises(ResultError, match="must be a JSON object"):
            check_result(data)


def test_what_this_machine_reports_is_made_printable_before_it_is_sent():
    from types import SimpleNamespace

    from core.classroom.student import LessonRun, class_result
    from core.hardware import GpuReport
    from core.hardware.microarchitecture import Microarchitecture

    cpu = SimpleNamespace(model="Weird\x00CPU\t9000", vendor="x", physical_cores=2,
                          logical_threads=4, microarchitecture=Microarchitecture())  # fmt: skip
    runs = [LessonRun("cpu", 150.0, 20_000, 2, "2.13.0", "cpu")]
    made = class_result(cpu, GpuReport("2.13.0", None, None, None), runs, "  desk\n7 ", "ab" * 8)
    result = check_result(made)
    assert (result.cpu_model, result.nickname, result.result_id) == (
        "Weird CPU 9000",
        "desk 7",
        "ab" * 8,
    )
