"""Update the translation sources and compile them: ``python resources/i18n/build.py``.

Each area of the app has its own ``.ts`` per language (``resources/i18n/<lang>/<area>.ts``),
so that its strings can be translated on their own; ``pyside6-lupdate`` extracts every
``self.tr``, ``QCoreApplication.translate``, core's ``translate`` and ``QT_TRANSLATE_NOOP``
from the area's files, keeping the translations already made. English is the source
language: its unfinished entries are filled with the source text. ``pyside6-lrelease``
then compiles all areas of a language into one ``devicelab_<lang>.qm``.

``--area NAME`` updates only that area's ``.ts`` files (the ``.qm`` files are always rebuilt).
``--check`` changes nothing and exits 1 if an area's sources hold strings its ``.ts`` lacks.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("zh_CN", "en")
SOURCE_LANGUAGE = "en"
AREAS: dict[str, tuple[str, ...]] = {
    "app": (
        "gui/app.py",
        "gui/main.py",
        "gui/main_window.py",
        "gui/workers.py",
        "gui/plots.py",
        "gui/self_test.py",
        "gui/i18n.py",
        "gui/appearance.py",
        "gui/settings.py",
        "gui/lesson_pane.py",
        "gui/hideable.py",
        "core/lesson_file.py",
    ),
    "hardware": (
        "gui/hardware_tab.py",
        "gui/live_panel.py",
        "gui/bench_panel.py",
        "gui/vram_panel.py",
        "core/names.py",
        "core/hardware.py",
        "core/nvml.py",
        "core/cpu_cores.py",
        "core/monitor.py",
        "core/throughput.py",
        "core/vram.py",
        "core/reference_models.py",
        "core/units.py",
    ),
    "training": (
        "gui/training_tab.py",
        "gui/experiments_tab.py",
        "core/training.py",
        "core/experiments.py",
        "core/errors.py",
        "core/history.py",
        "core/devices.py",
        "core/compile_check.py",
        "core/cuda_graph.py",
    ),
    "call": (
        "gui/call_tab.py",
        "gui/call_lab.py",
        "gui/code_editor.py",
        "core/call_demo.py",
        "core/call_presets.py",
        "core/call_cost.py",
        "core/sandbox.py",
    ),
}


def ts_path(language: str, area: str) -> Path:
    return I18N / language / f"{area}.ts"


def qm_path(language: str) -> Path:
    return I18N / f"devicelab_{language}.qm"


def tool(name: str) -> str:
    """The PySide6 tool's path: beside this Python first, then on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"build.py: error: {name} not found (pip install PySide6-Essentials)")
    return found


def area_sources(area: str) -> list[str]:
    return [str(ROOT / path) for path in AREAS[area] if (ROOT / path).exists()]


def lupdate(area: str, ts_file: Path, language: str = SOURCE_LANGUAGE) -> None:
    """Extract the area's strings into ``ts_file``, keeping its existing translations."""
    ts_file.parent.mkdir(parents=True, exist_ok=True)
    command = [tool("pyside6-lupdate"), *area_sources(area), "-no-obsolete",
               "-locations", "none", "-source-language", SOURCE_LANGUAGE,
               "-target-language", language, "-ts", str(ts_file)]
    subprocess.run(command, check=True, capture_output=True, text=True)


def fill_source_language(ts_file: Path) -> None:
    """English is the source: an unfinished English entry becomes its source text."""
    tree = ET.parse(ts_file)
    changed = False
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") == "unfinished":
            translation.text = message.findtext("source")
            del translation.attrib["type"]
            changed = True
    if changed:
        tree.write(ts_file, encoding="utf-8", xml_declaration=True)


def messages(ts_file: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) → the message's ``translation`` element."""
    found = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found[(name, message.findtext("source"))] = message.find("translation")
    return found


def missing_strings(area: str) -> set[tuple[str, str]]:
    """The area's strings that its committed ``.ts`` files lack (a fresh extraction)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / "fresh.ts"
        lupdate(area, fresh)
        wanted = set(messages(fresh))
    have = set.intersection(*(set(messages(ts_path(lang, area))) for lang in LANGUAGES))
    return wanted - have


def lrelease(language: str) -> None:
    files = [str(ts_path(language, area)) for area in AREAS if ts_path(language, area).exists()]
    command = [tool("pyside6-lrelease"), *files, "-qm", str(qm_path(language))]
    subprocess.run(command, check=True, capture_output=True, text=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--area", choices=sorted(AREAS), help="update only this area")
    parser.add_argument("--check", action="store_true", help="report missing strings only")
    args = parser.parse_args(argv)
    areas = [args.area] if args.area else list(AREAS)
    if args.check:
        missing = {area: missing_strings(area) for area in areas}
        for area, strings in missing.items():
            for context, source in sorted(strings):
                print(f"{area}: {context}: {source!r} is not in the .ts files")
        return 1 if any(missing.values()) else 0
    for area in areas:
        for language in LANGUAGES:
            lupdate(area, ts_path(language, area), language)
            if language == SOURCE_LANGUAGE:
                fill_source_language(ts_path(language, area))
    for language in LANGUAGES:
        lrelease(language)
    print(f"updated {', '.join(areas)}; compiled {', '.join(map(str, map(qm_path, LANGUAGES)))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
