"""One Chinese term per concept, the lesson's (resources/i18n/glossary.json, from the
translator's review): every message whose English names a concept says it with that term,
and no variant the review replaced comes back, in the catalogue or in the lesson panes.
Numbers are written the one way too: 20000, not 20,000, and no space before %."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = json.loads((ROOT / "resources/i18n/glossary.json").read_text(encoding="utf-8"))


def _chinese_messages() -> list[tuple[str, str]]:
    """(source, translation) of every message of the Chinese catalogue, plural forms joined."""
    pairs = []
    for message in ET.parse(ROOT / "resources/i18n/devicelab_zh_CN.ts").iter("message"):
        translation = message.find("translation")
        forms = [form.text or "" for form in translation.iter("numerusform")]
        pairs.append((message.findtext("source", ""), " ".join(forms) or translation.text or ""))
    return pairs


def _names(term: str, text: str) -> bool:
    """Whether English ``text`` names ``term`` (a whole word or phrase: "race" is not in
    "trace")."""
    if not term[:1].isalnum():
        return term in text
    return re.search(rf"(?<![a-z]){re.escape(term.lower())}(?![a-z])", text.lower()) is not None


@pytest.mark.parametrize("entry", GLOSSARY, ids=[entry["en"] for entry in GLOSSARY])
def test_every_message_naming_a_concept_uses_its_one_chinese_term(entry):
    drifted = [
        (source, translated)
        for source, translated in _chinese_messages()
        if _names(entry["en"], source) and entry["zh"] not in translated
    ]
    assert not drifted, drifted[:5]


@pytest.mark.parametrize("entry", GLOSSARY, ids=[entry["en"] for entry in GLOSSARY])
def test_no_replaced_variant_comes_back_in_the_catalogue_or_the_panes(entry):
    panes = {
        path.name: path.read_text(encoding="utf-8")
        for path in (ROOT / "resources/lessons/zh_CN").glob("*.md")
    }
    texts = [("catalogue", translated) for _, translated in _chinese_messages()]
    texts += list(panes.items())
    found = [
        (where, variant) for variant in entry["not"] for where, text in texts if variant in text
    ]
    assert not found, found[:5]


def test_the_check_finds_a_drifted_term():
    """The check itself: an old variant in a translation is found."""
    entry = next(entry for entry in GLOSSARY if entry["en"] == "race")
    assert _names("race", "Race: CPU vs GPU") and not _names("race", "Call trace")
    assert any(variant in "比赛：CPU 对比 GPU" for variant in entry["not"])


NUMBER_RULES = [
    # (what a translation must not write, a translation that breaks it, one that keeps it)
    pytest.param(
        r"\d,\d{3}", "20,000 轮，隐藏层 1,024 个单元", "共 {done:,} / {total:,} 轮", id="20000"
    ),
    pytest.param(
        r"[\d}] %(?!n)",
        "占本轮的 {share:.0f} %，约 85 %",
        "缩放 {percent:.0f}%，共 %n 条",
        id="no-space-before-%",
    ),
]


def _literal_text(translation: str) -> str:
    """The text the translator wrote, each placeholder reduced to {}: ``{count:,}`` groups
    digits and ``{share:.0f}`` prints a number at runtime, so only the text around them counts."""
    return re.sub(r"\{[^{}]*\}", "{}", translation)


@pytest.mark.parametrize(("pattern", "broken", "kept"), NUMBER_RULES)
def test_no_translation_writes_a_number_the_way_the_review_replaced(pattern, broken, kept):
    """Chinese text writes 20000, as the lesson and the panes do, never 20,000; and it puts no
    space between a number and its % (85%, {busy:.0f}%), as the catalogue does everywhere else."""
    found = [
        translated
        for _, translated in _chinese_messages()
        if re.search(pattern, _literal_text(translated))
    ]
    assert not found, found[:5]


@pytest.mark.parametrize(("pattern", "broken", "kept"), NUMBER_RULES)
def test_the_number_checks_find_literal_text_and_spare_placeholders(pattern, broken, kept):
    """The checks themselves: a literal 20,000 or "85 %" is found; a placeholder that formats a
    number at runtime ({done:,}, {percent:.0f}%) and Qt's %n are not."""
    assert re.search(pattern, _literal_text(broken))
    assert not re.search(pattern, _literal_text(kept))
