"""A CPU's architecture as CPU-Z names it: code name, core, process — read from CPUID, an ARM
part or the name, with a sentence where the name's generation misleads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.hardware import probe
from core.hardware.microarchitecture import (
    AMD_FAMILIES,
    DESIGNS,
    INTEL_FAMILY_6,
    CpuIdentity,
    explanation,
    read_microarchitecture,
)
from core.i18n import render


def _read(brand, vendor=None, family=None, model=None, **arm):
    return read_microarchitecture(CpuIdentity(brand, vendor, family, model, **arm))


def test_every_code_name_in_the_cpuid_tables_has_its_core_process_and_year():
    named = {name for names in INTEL_FAMILY_6.values() for name in names}
    named |= {name for ranges in AMD_FAMILIES.values() for *_, names in ranges for name in names}
    assert named <= set(DESIGNS)
    for design in DESIGNS.values():
        assert design.process and 2006 <= design.year <= 2026


def test_this_machines_cpu_is_named_from_cpuid():
    # What this development machine reports: /proc/cpuinfo "AMD EPYC", family 25, model 17.
    found = _read("AMD EPYC", "AuthenticAMD", 25, 17)
    assert (found.code_name, found.core, found.process, found.source) == (
        "Genoa",
        "Zen 4",
        "5 nm",
        "cpuid",
    )
    assert render(explanation(found, CpuIdentity("AMD EPYC", "AuthenticAMD", 25, 17))) == (
        "Genoa: Zen 4 cores made on 5 nm (2022), read from CPUID (family 25, model 17)."
    )


@pytest.mark.parametrize(
    ("brand", "model", "code_name"),
    [
        ("Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz", 0x9E, "Kaby Lake"),
        ("Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz", 0x9E, "Coffee Lake"),
        ("Intel(R) Core(TM) i9-9900K CPU @ 3.60GHz", 0x9E, "Coffee Lake Refresh"),
        ("Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz", 0x8E, "Kaby Lake R"),
        ("Intel(R) Core(TM) i7-8565U CPU @ 1.80GHz", 0x8E, "Whiskey Lake"),
        ("Intel(R) Xeon(R) Platinum 8175M CPU @ 2.50GHz", 0x55, "Skylake-SP"),
        ("Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz", 0x55, "Cascade Lake"),
    ],
)
def test_one_cpuid_model_with_several_code_names_is_told_apart_by_the_name(brand, model, code_name):
    found = _read(brand, "GenuineIntel", 6, model)
    assert found.code_name == code_name and found.source == "cpuid"


def test_cpuid_wins_over_a_name_that_sells_an_older_design_as_new():
    # Some 13th-generation chips are Alder Lake dies (CPUID model 0x97/0x9A).
    found = _read("13th Gen Intel(R) Core(TM) i5-13400", "GenuineIntel", 6, 0x97)
    assert found.code_name == "Alder Lake"
    assert "Alder Lake: 12th-generation cores" in render(found.caveat)


def test_a_model_number_the_name_cannot_decide_names_nothing_rather_than_guess():
    # A cloud machine that hides its model: CPUID model 0x55 is three Xeons of one design.
    found = _read("Intel(R) Xeon(R) CPU @ 2.20GHz", "GenuineIntel", 6, 0x55)
    assert found.code_name == "Skylake-SP / Cascade Lake / Cooper Lake"
    assert (found.core, found.process) == ("Skylake", "14 nm")
    assert not _read("Genuine Intel(R) CPU 0000", "GenuineIntel", 6, 0x01).known
    assert not _read("", "AuthenticAMD", 0x10, 0x02).known  # K10 (2007): not in the tables
    assert not _read("Some Future CPU 9000").known


@pytest.mark.parametrize(
    ("brand", "code_name", "core"),
    [
        ("AMD Ryzen 3 7320U with Radeon Graphics", "Mendocino", "Zen 2"),
        ("AMD Ryzen 7 7730U with Radeon Graphics", "Barcelo-R", "Zen 3"),
        ("AMD Ryzen 7 7735HS with Radeon Graphics", "Rembrandt-R", "Zen 3+"),
        ("AMD Ryzen 7 7840HS w/ Radeon 780M Graphics", "Phoenix", "Zen 4"),
        ("AMD Ryzen 9 7950X 16-Core Processor", "Raphael", "Zen 4"),
    ],
)
def test_ryzen_7000_says_it_mixes_architectures_and_which_this_one_is(brand, code_name, core):
    found = _read(brand)
    assert (found.code_name, found.core) == (code_name, core)
    said = render(found.caveat)
    assert "Ryzen 7000 chips do not share one architecture" in said and core in said


def test_core_ultra_restarts_the_numbering_and_is_newer_than_the_14th_generation():
    ultra, core_i9 = _read("Intel(R) Core(TM) Ultra 7 155H"), _read("Intel(R) Core(TM) i9-14900")
    assert (ultra.code_name, core_i9.code_name) == ("Meteor Lake", "Raptor Lake Refresh")
    assert ultra.year >= core_i9.year
    assert "a newer design than any 14th-generation Core i9" in render(ultra.caveat)


def test_ryzen_ai_300_is_newer_than_ryzen_8000():
    ai, older = _read("AMD Ryzen AI 9 HX 370 w/ Radeon 890M"), _read("AMD Ryzen 7 8845HS")
    assert (ai.core, older.core) == ("Zen 5", "Zen 4") and ai.year >= older.year
    assert "Ryzen AI 300 (Zen 5) is newer than Ryzen 8000" in render(ai.caveat)


def test_intels_skylake_generations_say_the_number_did_not_bring_a_new_core():
    for brand in ("Intel(R) Core(TM) i7-6700K CPU @ 4.00GHz", "Intel(R) Core(TM) i7-10700K"):
        found = _read(brand)
        assert found.core == "Skylake" and "use the Skylake core on 14 nm" in render(found.caveat)
    assert _read("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz").caveat is None


def test_the_skylake_caveat_names_the_6th_to_10th_generation_chips_on_another_core():
    """Not every 6th–10th generation Core is a 14 nm Skylake: the caveat names the ones the
    table reads otherwise (the i5-1035G1 is a 10 nm Ice Lake), and they get no caveat."""
    caveat = render(_read("Intel(R) Core(TM) i7-10700K").caveat)
    assert "all use" not in caveat
    for brand in (
        "Intel(R) Core(TM) i5-1035G1 CPU @ 1.00GHz",
        "Intel(R) Core(TM) i3-8121U CPU @ 2.20GHz",
    ):
        found = _read(brand)
        assert found.core != "Skylake" and found.process == "10 nm" and found.caveat is None
        assert found.code_name in caveat and found.process in caveat


def test_the_architecture_reads_in_chinese_with_full_width_parentheses():
    """The Hardware tab's row, ``devicelab info`` and a class result from another machine
    (sent in English): （，） around and between the words, none of ", " or " ("."""
    from core.catalogue import translator
    from core.hardware.microarchitecture import read_summary

    said = [_read("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz").summary()]
    said += [_read("Apple M4 Max").summary(), read_summary("Apple M2 (Avalanche + Blizzard, 5 nm)")]
    shown = [render(summary, translator("zh_CN")) for summary in said]
    assert shown[0].startswith("Tiger Lake（Willow Cove") and "，10 nm SuperFin" in shown[0]
    assert shown[1] == "Apple M4（3 nm）" and shown[2].startswith("Apple M2（Avalanche + Blizzard")
    assert all(text.endswith("）") and " (" not in text and ", " not in text for text in shown)
    assert read_summary("Neoverse N1") == "Neoverse N1"
    assert read_summary("an odd (made, up, text)") == "an odd (made, up, text)"


def test_the_lessons_cpu_is_tiger_lake():
    found = _read("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz")
    assert str(found.summary()) == "Tiger Lake (Willow Cove, 10 nm SuperFin)"
    assert _read("12th Gen Intel(R) Core(TM) i9-12900KF").code_name == "Alder Lake"


def test_an_arm_core_is_named_from_its_part_number_or_its_name():
    graviton = _read("", arm_implementer=0x41, arm_part=0xD0C)
    assert (graviton.core, graviton.source, graviton.process) == ("Neoverse N1", "arm", None)
    assert "part number (0xd0c)" in render(
        explanation(graviton, CpuIdentity(arm_implementer=0x41, arm_part=0xD0C))
    )
    assert _read("Neoverse-V2").core == "Neoverse V2"
    assert _read("Cortex-A72").core == "Cortex-A72"


def test_apple_chips_are_named_by_the_chip():
    m2 = _read("Apple M2 Pro")
    assert (m2.code_name, m2.process) == ("Apple M2", "5 nm")
    m4 = _read("Apple M4 Max")
    assert m4.code_name == "Apple M4" and m4.core is None  # Apple names no cores: none made up
    assert render(explanation(m4, CpuIdentity("Apple M4 Max"))) == (
        "Apple M4: made on 3 nm (2024), read from the model name."
    )


X86_CPUINFO = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 140
model name\t: 11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz
stepping\t: 1

processor\t: 1
vendor_id\t: GenuineIntel
"""
ARM_CPUINFO = """processor\t: 0
BogoMIPS\t: 243.75
CPU implementer\t: 0x41
CPU architecture: 8
CPU variant\t: 0x3
CPU part\t: 0xd0c
"""


@pytest.mark.parametrize(
    ("text", "summary"),
    [(X86_CPUINFO, "Tiger Lake (Willow Cove, 10 nm SuperFin)"), (ARM_CPUINFO, "Neoverse N1")],
)
def test_linux_proc_cpuinfo_gives_the_identity(tmp_path, monkeypatch, text, summary):
    path = tmp_path / "cpuinfo"
    path.write_text(text, encoding="utf-8")
    identity = probe._proc_cpuinfo_identity(str(path))
    monkeypatch.setattr(probe, "_proc_cpuinfo_identity", lambda: identity)
    assert str(probe.probe_cpu_fast().microarchitecture.summary()) == summary


def test_py_cpuinfo_gives_cpuid_on_systems_without_proc_cpuinfo(monkeypatch):
    import cpuinfo

    info = {
        "brand_raw": "AMD Ryzen 9 5950X 16-Core Processor",
        "vendor_id_raw": "AuthenticAMD",
        "family": 25,
        "model": 33,
    }
    monkeypatch.setattr(cpuinfo, "get_cpu_info", lambda: info)
    monkeypatch.setattr(probe, "_proc_cpuinfo_identity", lambda: CpuIdentity())  # Windows
    found = probe.probe_cpu().microarchitecture
    assert (found.code_name, found.source) == ("Vermeer", "cpuid")


def test_trademark_signs_however_mangled_do_not_hide_the_name():
    for brand in (
        "Intel® Core™ i7-8700K CPU @ 3.70GHz",
        "INTEL(R) CORE(TM) I7-8700K CPU @ 3.70GHZ",
        "Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz",
    ):
        assert _read(brand, "GenuineIntel", 6, 0x9E).code_name == "Coffee Lake", brand


REAL_CPUS = json.loads(
    (Path(__file__).parent / "data" / "real_cpu_names.json").read_text(encoding="utf-8")
)
"""115 CPUs as real machines reported them (each with its public source: py-cpuinfo's test
data, lscpu and collect_env output in issues), and the architecture each is, checked by hand.
Where the source showed CPUID's family and model they are kept; a missing vendor is the
name's (Intel's family 6)."""


def _identity(entry: dict) -> CpuIdentity:
    def number(key: str) -> int | None:
        return int(entry[key], 16) if entry.get(key) else None

    return CpuIdentity(
        entry["name"],
        entry["vendor_id"],
        entry["cpu_family"],
        entry["cpu_model"],
        number("arm_implementer"),
        number("arm_part"),
    )


@pytest.mark.parametrize("entry", REAL_CPUS, ids=[entry["name"] for entry in REAL_CPUS])
def test_real_cpus_are_named_right_or_unknown_never_wrong(entry):
    found = read_microarchitecture(_identity(entry))
    assert (found.code_name or found.core) == entry["architecture"]


def test_where_a_real_machine_gave_cpuid_its_name_reads_the_same_architecture():
    checked = 0
    for entry in REAL_CPUS:
        identity = _identity(entry)
        by_cpuid = read_microarchitecture(identity)
        by_name = read_microarchitecture(CpuIdentity(identity.brand))
        if by_cpuid.source == "cpuid" and by_name.code_name is not None:
            assert by_name.code_name in by_cpuid.code_name.split(" / "), entry["name"]
            checked += 1
    assert checked >= 25  # the two readings are independent tables: each checks the other
