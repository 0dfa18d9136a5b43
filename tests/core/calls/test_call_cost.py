"""The cost of __call__ is measured with spread, and the conclusion follows the numbers."""

from core.calls.cost import CallTiming, cost_conclusion, measure_call_cost


def test_each_call_is_timed_with_its_spread():
    timings = measure_call_cost(repeats=3)
    assert [t.expression for t in timings] == ["fc1(x)", "fc1.forward(x)", "F.linear(x, w, b)"]
    assert all(t.fastest_us <= t.median_us <= t.slowest_us and t.calls >= 3 for t in timings)


def test_the_conclusion_states_the_difference():
    timings = [
        CallTiming("fc1(x)", 5.0, 4.9, 5.2, 10),
        CallTiming("fc1.forward(x)", 3.8, 3.7, 3.9, 10),
    ]
    assert str(cost_conclusion(timings)).startswith(
        "__call__ adds about 1.2 µs per call here (5.0 against 3.8 µs)"
    )
