"""Update the catalogues and compile them: ``python resources/i18n/build.py``.

``pyside6-lupdate`` reads every ``self.tr``, ``QCoreApplication.translate`` and
``QT_TRANSLATE_NOOP`` of the sources into ``devicelab_zh_CN.ts`` and ``devicelab_en.ts``,
keeping the translations already made and dropping messages the code no longer has.
English is the source language: its entries are filled from the source text (plurals get
their singular and plural forms). ``pyside6-lrelease`` then compiles each ``.ts`` into the
``.qm`` that ships. Chinese entries are translated by hand (Qt Linguist:
``pyside6-linguist resources/i18n/devicelab_zh_CN.ts``) and left unfinished until then.

``--moved OLD=NEW`` carries translations when code moves from class ``OLD`` to class ``NEW``
(a rename or a split: ``self.tr`` takes the class name as its context): a message of ``NEW``
left unfinished takes the translation ``OLD`` had for the same source.

``--check`` changes nothing and exits 1 when a catalogue is out of date with the code, has
an unfinished entry, or its shipped ``.qm`` differs from what ``pyside6-lrelease`` makes.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("zh_CN", "en")
SOURCES = ("gui", "core")
"""Folders whose Python files hold user-visible text (core marks its own with
``core.i18n.QT_TRANSLATE_NOOP``)."""


def catalogue(language: str, folder: Path = I18N) -> Path:
    return folder / f"devicelab_{language}.ts"


def compiled(language: str, folder: Path = I18N) -> Path:
    return folder / f"devicelab_{language}.qm"


def source_files() -> list[str]:
    return sorted(
        str(path.relative_to(ROOT)) for folder in SOURCES for path in (ROOT / folder).rglob("*.py")
    )


def _tool(name: str) -> str:
    beside_python = str(Path(sys.executable).parent)  # a venv's tools, even when not activated
    found = shutil.which(f"pyside6-{name}", path=beside_python) or shutil.which(f"pyside6-{name}")
    if found is None:
        sys.exit(f"build.py: pyside6-{name} not found (it comes with PySide6)")
    return found


def lupdate(targets: list[Path]) -> None:
    """Bring ``targets`` up to date with the sources; drop messages no longer there."""
    command = [_tool("lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en"]
    command += source_files()
    subprocess.run([*command, "-ts", *map(str, targets)], cwd=ROOT, check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)


def fill_english(ts: Path) -> None:
    """English entries say their source; a plural's forms drop or keep its "(s)"."""
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for text in (_singular(source), _plural(source)):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = source
        translation.attrib.pop("type", None)
    _write(tree, ts)


def _singular(text: str) -> str:
    return re.sub(r"\((?:e?s)\)", "", text)


def _plural(text: str) -> str:
    return re.sub(r"\((e?s)\)", r"\1", text)


def _write(tree: ET.ElementTree, ts: Path) -> None:
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def messages(ts: Path) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, comment) → its translation's forms ("" where unfinished)."""
    found = {}
    for context in ET.parse(ts).iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            unfinished = translation.get("type") in ("unfinished", "obsolete", "vanished")
            forms = [form.text or "" for form in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            key = (name, message.findtext("source", ""), message.findtext("comment", ""))
            found[key] = [""] if unfinished else forms
    return found


def problems() -> list[str]:
    """What ``--check`` finds wrong; empty when the catalogues are current and complete."""
    found = []
    with tempfile.TemporaryDirectory() as temp:
        fresh = [shutil.copy(catalogue(language), Path(temp)) for language in LANGUAGES]
        lupdate([Path(path) for path in fresh])
        for language, path in zip(LANGUAGES, fresh, strict=True):
            shipped, current = messages(catalogue(language)), messages(Path(path))
            added = current.keys() - shipped.keys()
            dropped = shipped.keys() - current.keys()
            found += [f"{language}: not in the catalogue: {key[1]!r} ({key[0]})" for key in added]
            found += [
                f"{language}: no longer in the code: {key[1]!r} ({key[0]})" for key in dropped
            ]
            found += [
                f"{language}: unfinished: {key[1]!r} ({key[0]})"
                for key, forms in shipped.items()
                if not all(forms)
            ]
            made = Path(temp) / f"{language}.qm"
            lrelease(catalogue(language), made)
            if (
                not compiled(language).exists()
                or made.read_bytes() != compiled(language).read_bytes()
            ):
                found.append(f"{language}: {compiled(language).name} differs from its .ts")
    return found


def carry(ts: Path, before: dict[tuple[str, str, str], list[str]], moved: dict[str, str]) -> int:
    """Fill ``ts``'s unfinished messages of each new context from the old context's
    translation of the same source (``before``: the catalogue's messages before lupdate)."""
    tree, filled = ET.parse(ts), 0
    old_of = {new: old for old, new in moved.items()}
    for context in tree.iter("context"):
        old = old_of.get(context.findtext("name", ""))
        for message in context.iter("message") if old else ():
            translation = message.find("translation")
            key = (old, message.findtext("source", ""), message.findtext("comment", ""))
            forms = before.get(key, [""])
            if translation.get("type") != "unfinished" or not all(forms):
                continue
            translation.attrib.pop("type")
            if message.get("numerus") == "yes":
                for element, text in zip(translation.iter("numerusform"), forms, strict=False):
                    element.text = text
            else:
                translation.text = forms[0]
            filled += 1
    _write(tree, ts)
    return filled


def build(moved: dict[str, str] | None = None) -> None:
    targets = [catalogue(language) for language in LANGUAGES]
    before = {target: messages(target) for target in targets}
    lupdate(targets)
    if moved:
        for target in targets:
            print(f"{target.name}: {carry(target, before[target], moved)} carried over")
    fill_english(catalogue("en"))
    for language in LANGUAGES:
        lrelease(catalogue(language), compiled(language))
        unfinished = sum(not all(forms) for forms in messages(catalogue(language)).values())
        print(
            f"{catalogue(language).name}: {len(messages(catalogue(language)))} messages, "
            f"{unfinished} unfinished"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; report problems")
    parser.add_argument(
        "--moved",
        action="append",
        default=[],
        metavar="OLD=NEW",
        help="code moved from class OLD to class NEW: carry its translations",
    )
    args = parser.parse_args()
    if args.check:
        found = problems()
        print("\n".join(found) or "catalogues up to date and complete")
        return 1 if found else 0
    build(dict(pair.split("=", 1) for pair in args.moved))
    return 0


if __name__ == "__main__":
    sys.exit(main())
