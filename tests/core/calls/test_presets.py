"""The lab's presets speak the window's language: the same statements on the same lines,
only the comments and the printed words translated; the lesson's Counter as it wrote it."""

import ast
import io
import tokenize

import pytest

from core.calls.presets import PRESETS


def _statements(code: str) -> tuple[str, list]:
    """The code's syntax tree with every string constant blanked (what it does), and the
    line of each of its parts (where)."""
    tree = ast.parse(code)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            node.value = ""
    lines = [
        (type(node).__name__, node.lineno)
        for node in ast.walk(tree)
        if "lineno" in node._attributes
    ]
    return ast.dump(tree), lines


def _comments(code: str) -> list[str]:
    tokens = tokenize.generate_tokens(io.StringIO(code).readline)
    return [token.string for token in tokens if token.type == tokenize.COMMENT]


@pytest.mark.parametrize("key", list(PRESETS))
def test_each_preset_does_the_same_on_the_same_lines_in_both_languages(key):
    english, chinese = PRESETS[key].code("en"), PRESETS[key].code("zh_CN")
    assert _statements(english) == _statements(chinese)
    assert len(_comments(english)) == len(_comments(chinese))
    assert not any("\u4e00" <= char <= "\u9fff" for char in english)


@pytest.mark.parametrize("key", ["counter", "hooks", "call_vs_forward", "relu"])
def test_the_chinese_presets_comments_and_printed_words_are_chinese(key):
    code = PRESETS[key].code("zh_CN")
    words = _comments(code) + [
        node.value
        for node in ast.walk(ast.parse(code))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]
    assert words and all(any("\u4e00" <= char <= "\u9fff" for char in word) for word in words)


def test_the_lessons_counter_keeps_the_lessons_chinese_comments():
    code = PRESETS["counter"].code("zh_CN")
    assert code.startswith("# 不带参数的call方法\nclass Counter:")
    assert "# 使用示例\ncounter = Counter()\nprint(counter())  # 输出: 1\n" in code


def test_a_preset_knows_its_own_code_in_either_language_and_refuses_others():
    counter = PRESETS["counter"]
    assert counter.is_own_code(counter.code("en")) and counter.is_own_code(counter.code("zh_CN"))
    assert not counter.is_own_code(counter.code("en") + "print('mine')\n")
    with pytest.raises(ValueError, match="language must be one of zh_CN, en"):
        counter.code("fr")
