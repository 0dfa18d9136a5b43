"""One Chinese term per concept, the lesson's (resources/i18n/glossary.json, from the
translator's review): every message whose English names a concept says it with that term,
and no variant the review replaced comes back, in the catalogue or in the lesson panes."""

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
