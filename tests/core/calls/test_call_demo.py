"""The __call__ demo: the lesson's Counter, callable(), and real hook events in order."""

from core.calls.demo import Counter, ModuleCallDemo, callable_examples


def test_counter_behaves_as_in_the_lesson():
    counter = Counter()
    assert counter() == 1
    assert counter() == 2
    assert counter.count == 2


def test_callable_table_is_computed_not_written():
    table = {example.expression: example.is_callable for example in callable_examples()}
    assert table == {
        "Counter()": True,
        "Point()": False,
        "greet": True,
        "nn.Linear(4, 10)": True,
        "Counter": True,
        "42": False,
    }


def top_level(events):
    return [event.kind for event in events if event.module == "model"]


def test_model_call_runs_pre_hook_forward_then_hook():
    events = ModuleCallDemo().call_model()
    assert top_level(events) == [
        "call",
        "pre_hook",
        "forward",
        "forward_return",
        "hook",
        "call_return",
    ]
    hook = next(event for event in events if event.kind == "hook")
    assert hook.detail == "shape (1, 3)"


def test_layers_inside_forward_go_through_their_own_call():
    events = ModuleCallDemo().call_model()
    inner = [(event.module, event.kind) for event in events if event.module != "model"]
    assert inner[:2] == [("model.fc1", "call"), ("model.fc1", "forward")]
    assert [module for module, kind in inner if kind == "forward"] == [
        "model.fc1",
        "model.relu",
        "model.fc2",
    ]
    fc1_forward = next(e for e in events if e.module == "model.fc1" and e.kind == "forward")
    assert fc1_forward.detail == "Linear" and fc1_forward.depth == 3


def test_calling_forward_directly_skips_the_hooks():
    demo = ModuleCallDemo()
    events = demo.call_forward()
    assert top_level(events) == ["forward", "forward_return"]
    assert not any(event.kind in ("pre_hook", "hook") for event in events)
    assert sum(event.kind == "call" for event in events) == 3  # fc1, relu, fc2


def test_tracing_leaves_no_profiler_behind():
    import sys

    ModuleCallDemo().call_model()
    assert sys.getprofile() is None


def test_describe_indents_by_depth():
    events = ModuleCallDemo().call_model()
    assert events[0].describe() == "model.__call__ entered (nn.Module.__call__)"
    assert events[1].describe().startswith("    forward pre-hook on model")


def test_the_memo_presets_words_say_what_its_code_shows(capsys):
    """fib(30) through the memo computes each of fib(0) … fib(30) once: 31 cached values;
    the explanation claims that, not a second call the code never makes."""
    from core.calls.presets import PRESETS

    memo = PRESETS["memo"]
    exec(compile(memo.code("en"), "memo", "exec"), {})
    assert capsys.readouterr().out.split() == ["832040", "cached", "values:", "31"]
    assert "each smaller one once" in memo.explanation and "second" not in memo.explanation
