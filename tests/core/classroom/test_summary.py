"""The class read together: CPU groups as the lesson reads names, the medians, the CSV."""

import csv
import io

import pytest

from core.classroom.result import check_result
from core.classroom.summary import (
    cpu_group,
    group_label,
    group_medians,
    median_ms,
    medians_include,
    results_csv,
)


@pytest.mark.parametrize(
    ("model", "group"),
    [
        ("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz", ("Intel Core", 11)),
        ("AMD Ryzen 7 7840HS w/ Radeon 780M Graphics", ("AMD Ryzen", 7)),
        ("Intel(R) Core(TM) Ultra 7 155H", ("Intel Core Ultra", 1)),
        ("Apple M2", ("Apple M2", None)),
        ("Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz", ("Intel Xeon", None)),
        ("a homemade CPU", ("other", None)),
    ],
)
def test_machines_are_grouped_by_vendor_line_and_generation(model, group):
    assert cpu_group(model) == group


def test_a_group_is_named_with_its_generation():
    assert str(group_label(("Intel Core", 11))) == "Intel Core, generation 11"
    assert group_label(("Apple M2", None)) == "Apple M2"


def test_the_class_median_counts_only_machines_that_have_the_device(student_result):
    results = [
        check_result(student_result(cpu_ms_per_epoch=ms, gpu=None, gpu_ms_per_epoch=None))
        for ms in (0.1, 0.2, 0.9)
    ] + [check_result(student_result(cpu_ms_per_epoch=0.3, gpu_ms_per_epoch=0.5))]
    assert median_ms(results) == pytest.approx(0.25)
    assert median_ms(results, gpu=True) == 0.5
    assert median_ms([]) is None


def test_the_csv_has_a_row_per_machine_and_no_formulas(student_result):
    results = [check_result(student_result(nickname="=HYPERLINK(1)")), check_result(
        student_result(nickname="desk 2", gpu=None, gpu_ms_per_epoch=None))]  # fmt: skip
    rows = list(csv.DictReader(io.StringIO(results_csv(results))))
    assert [row["nickname"] for row in rows] == ["'=HYPERLINK(1)", "desk 2"]
    assert rows[0]["cpu_group"] == "Intel Core, generation 11"
    assert rows[1]["gpu_ms_per_epoch"] == "" and rows[1]["gpu_name"] == ""


def test_the_class_medians_leave_out_a_disturbed_race_and_say_so(student_result):
    """A race other programs crowded is drawn and listed, marked, but never moves the
    medians; what the medians count is said."""
    quiet = [check_result(student_result(cpu_ms_per_epoch=ms)) for ms in (0.1, 0.2, 0.3)]
    crowded = check_result(student_result(cpu_ms_per_epoch=9.0, disturbed=True))
    results = [*quiet, crowded]
    assert median_ms(results) == pytest.approx(0.2)
    assert str(medians_include(results)) == (
        "the medians of 3 machine(s); 1 disturbed (marked *) left out"
    )
    assert str(medians_include(quiet)) == "the medians of 3 machine(s)"
    assert [count for _, _, count in group_medians(results)] == [3]
    rows = list(csv.DictReader(io.StringIO(results_csv(results))))
    assert [row["disturbed"] for row in rows] == ["False", "False", "False", "True"]
