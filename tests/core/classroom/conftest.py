"""The classroom tests' student: ``student_result(**changes)`` makes a valid result."""

import pytest
from class_results import student_result as make_result


@pytest.fixture
def student_result():
    return make_result
