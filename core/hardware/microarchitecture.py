"""A CPU's architecture: its code name, its core design and its process, as CPU-Z's first page
shows them ("Tiger Lake, Willow Cove cores, 10 nm SuperFin").

The lesson says a newer generation usually brings a better architecture; this module names the
architecture itself, so that a student can check. It is read from what the machine reports —
CPUID's vendor, family and model on x86 (``/proc/cpuinfo``, py-cpuinfo), the implementer and
part of an ARM core, Apple's chip name — and from the model name where those say nothing or
leave a choice. Where a name's generation misleads (most of Intel's 6th–10th generations on
one core, AMD laptop chips that mix architectures in one series, numbering that restarts) it
says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.hardware.names import CpuName, clean_name, decode_cpu_name, intel_core_digits
from core.i18n import QT_TRANSLATE_NOOP, Message, message


@dataclass(frozen=True)
class Design:
    """One architecture: its core design, its process and its first year."""

    core: str
    process: str
    year: int


DESIGNS: dict[str, Design] = {
    # Intel client and HEDT
    "Conroe": Design("Core", "65 nm", 2006),
    "Merom": Design("Core", "65 nm", 2006),
    "Penryn": Design("Penryn", "45 nm", 2008),
    "Wolfdale": Design("Penryn", "45 nm", 2008),
    "Diamondville": Design("Bonnell", "45 nm", 2008),
    "Pineview": Design("Bonnell", "45 nm", 2010),
    "Bay Trail": Design("Silvermont", "22 nm", 2013),
    "Braswell": Design("Airmont", "14 nm", 2015),
    "Apollo Lake": Design("Goldmont", "14 nm", 2016),
    "Gemini Lake": Design("Goldmont Plus", "14 nm", 2017),
    "Jasper Lake": Design("Tremont", "10 nm", 2021),
    "Elkhart Lake": Design("Tremont", "10 nm", 2021),
    "Bloomfield": Design("Nehalem", "45 nm", 2008),
    "Lynnfield": Design("Nehalem", "45 nm", 2009),
    "Clarksfield": Design("Nehalem", "45 nm", 2009),
    "Clarkdale": Design("Westmere", "32 nm", 2010),
    "Arrandale": Design("Westmere", "32 nm", 2010),
    "Gulftown": Design("Westmere", "32 nm", 2010),
    "Nehalem-EP": Design("Nehalem", "45 nm", 2009),
    "Westmere-EP": Design("Westmere", "32 nm", 2010),
    "Sandy Bridge": Design("Sandy Bridge", "32 nm", 2011),
    "Sandy Bridge-E": Design("Sandy Bridge", "32 nm", 2011),
    "Ivy Bridge": Design("Ivy Bridge", "22 nm", 2012),
    "Ivy Bridge-E": Design("Ivy Bridge", "22 nm", 2013),
    "Haswell": Design("Haswell", "22 nm", 2013),
    "Haswell-E": Design("Haswell", "22 nm", 2014),
    "Broadwell": Design("Broadwell", "14 nm", 2014),
    "Broadwell-E": Design("Broadwell", "14 nm", 2016),
    "Skylake": Design("Skylake", "14 nm", 2015),
    "Skylake-X": Design("Skylake", "14 nm", 2017),
    "Kaby Lake": Design("Skylake", "14 nm", 2016),
    "Kaby Lake R": Design("Skylake", "14 nm", 2017),
    "Kaby Lake-X": Design("Skylake", "14 nm", 2017),
    "Amber Lake": Design("Skylake", "14 nm", 2018),
    "Whiskey Lake": Design("Skylake", "14 nm", 2018),
    "Coffee Lake": Design("Skylake", "14 nm", 2017),
    "Coffee Lake Refresh": Design("Skylake", "14 nm", 2018),
    "Comet Lake": Design("Skylake", "14 nm", 2019),
    "Cascade Lake-X": Design("Skylake", "14 nm", 2019),
    "Cannon Lake": Design("Palm Cove", "10 nm", 2018),
    "Ice Lake": Design("Sunny Cove", "10 nm", 2019),
    "Tiger Lake": Design("Willow Cove", "10 nm SuperFin", 2020),
    "Rocket Lake": Design("Cypress Cove", "14 nm", 2021),
    "Alder Lake": Design("Golden Cove + Gracemont", "Intel 7", 2021),
    "Alder Lake-N": Design("Gracemont", "Intel 7", 2023),
    "Twin Lake": Design("Gracemont", "Intel 7", 2025),
    "Raptor Lake": Design("Raptor Cove + Gracemont", "Intel 7", 2022),
    "Raptor Lake Refresh": Design("Raptor Cove + Gracemont", "Intel 7", 2023),
    "Meteor Lake": Design("Redwood Cove + Crestmont", "Intel 4", 2023),
    "Lunar Lake": Design("Lion Cove + Skymont", "TSMC N3B", 2024),
    "Arrow Lake": Design("Lion Cove + Skymont", "TSMC N3B", 2024),
    "Panther Lake": Design("Cougar Cove + Darkmont", "Intel 18A", 2026),
    # Intel servers and workstations
    "Sandy Bridge-EP": Design("Sandy Bridge", "32 nm", 2012),
    "Ivy Bridge-EP": Design("Ivy Bridge", "22 nm", 2013),
    "Haswell-EP": Design("Haswell", "22 nm", 2014),
    "Broadwell-EP": Design("Broadwell", "14 nm", 2016),
    "Skylake-SP": Design("Skylake", "14 nm", 2017),
    "Cascade Lake": Design("Skylake", "14 nm", 2019),
    "Cooper Lake": Design("Skylake", "14 nm", 2020),
    "Ice Lake-SP": Design("Sunny Cove", "10 nm", 2021),
    "Sapphire Rapids": Design("Golden Cove", "Intel 7", 2023),
    "Emerald Rapids": Design("Raptor Cove", "Intel 7", 2023),
    "Sierra Forest": Design("Crestmont", "Intel 3", 2024),
    "Granite Rapids": Design("Redwood Cove", "Intel 3", 2024),
    # AMD
    "Zambezi": Design("Bulldozer", "32 nm", 2011),
    "Vishera": Design("Piledriver", "32 nm", 2012),
    "Trinity": Design("Piledriver", "32 nm", 2012),
    "Richland": Design("Piledriver", "32 nm", 2013),
    "Kaveri": Design("Steamroller", "28 nm", 2014),
    "Carrizo": Design("Excavator", "28 nm", 2015),
    "Bristol Ridge": Design("Excavator", "28 nm", 2016),
    "Summit Ridge": Design("Zen", "14 nm", 2017),
    "Whitehaven": Design("Zen", "14 nm", 2017),
    "Naples": Design("Zen", "14 nm", 2017),
    "Raven Ridge": Design("Zen", "14 nm", 2018),
    "Pinnacle Ridge": Design("Zen+", "12 nm", 2018),
    "Colfax": Design("Zen+", "12 nm", 2018),
    "Picasso": Design("Zen+", "12 nm", 2019),
    "Matisse": Design("Zen 2", "7 nm", 2019),
    "Castle Peak": Design("Zen 2", "7 nm", 2019),
    "Rome": Design("Zen 2", "7 nm", 2019),
    "Renoir": Design("Zen 2", "7 nm", 2020),
    "Lucienne": Design("Zen 2", "7 nm", 2021),
    "Mendocino": Design("Zen 2", "6 nm", 2022),
    "Vermeer": Design("Zen 3", "7 nm", 2020),
    "Cezanne": Design("Zen 3", "7 nm", 2021),
    "Barcelo": Design("Zen 3", "7 nm", 2022),
    "Barcelo-R": Design("Zen 3", "7 nm", 2023),
    "Milan": Design("Zen 3", "7 nm", 2021),
    "Chagall": Design("Zen 3", "7 nm", 2022),
    "Rembrandt": Design("Zen 3+", "6 nm", 2022),
    "Rembrandt-R": Design("Zen 3+", "6 nm", 2023),
    "Raphael": Design("Zen 4", "5 nm", 2022),
    "Dragon Range": Design("Zen 4", "5 nm", 2023),
    "Genoa": Design("Zen 4", "5 nm", 2022),
    "Storm Peak": Design("Zen 4", "5 nm", 2023),
    "Bergamo": Design("Zen 4c", "5 nm", 2023),
    "Siena": Design("Zen 4c", "5 nm", 2023),
    "Phoenix": Design("Zen 4", "4 nm", 2023),
    "Hawk Point": Design("Zen 4", "4 nm", 2024),
    "Granite Ridge": Design("Zen 5", "4 nm", 2024),
    "Fire Range": Design("Zen 5", "4 nm", 2025),
    "Strix Point": Design("Zen 5", "4 nm", 2024),
    "Krackan Point": Design("Zen 5", "4 nm", 2025),
    "Strix Halo": Design("Zen 5", "4 nm", 2025),
    "Turin": Design("Zen 5", "4 nm", 2024),
    "Turin Dense": Design("Zen 5c", "3 nm", 2024),
    "Shimada Peak": Design("Zen 5", "4 nm", 2025),
    # Apple (the chip is the code name)
    "Apple M1": Design("Firestorm + Icestorm", "5 nm", 2020),
    "Apple M2": Design("Avalanche + Blizzard", "5 nm", 2022),
    "Apple M3": Design("", "3 nm", 2023),
    "Apple M4": Design("", "3 nm", 2024),
    "Apple M5": Design("", "3 nm", 2025),
}
"""Each architecture DeviceLab can name, by its code name."""


DESIGN_SUMMARY = QT_TRANSLATE_NOOP("Microarchitecture", "{code_name} ({core}, {process})")
PROCESS_SUMMARY = QT_TRANSLATE_NOOP("Microarchitecture", "{code_name} ({process})")
"""An architecture in a few words, as the Hardware tab's row and ``devicelab info`` show it."""


@dataclass(frozen=True)
class Microarchitecture:
    """What this CPU is built from: ``code_name`` (with its ``design``) or None; where it was
    read (``source``: "cpuid", "arm", "name" or ""), and a caveat when the name misleads."""

    code_name: str | None = None
    core: str | None = None
    process: str | None = None
    year: int | None = None
    source: str = ""
    caveat: Message | None = None

    @property
    def known(self) -> bool:
        return self.code_name is not None or self.core is not None

    def summary(self) -> Message | str:
        """ "Tiger Lake (Willow Cove, 10 nm SuperFin)", "Neoverse N1", or ""; ``str()`` of
        it is English (what a class result carries)."""
        if self.code_name is None:
            return self.core or ""
        if self.process is None:
            return self.code_name
        if self.core:
            return message(
                DESIGN_SUMMARY, code_name=self.code_name, core=self.core, process=self.process
            )
        return message(PROCESS_SUMMARY, code_name=self.code_name, process=self.process)


SUMMARY = re.compile(r"(?P<code_name>[^()]+) \((?:(?P<core>[^(),]+), )?(?P<process>[^(),]+)\)")


def read_summary(text: str) -> Message | str:
    """A summary another machine wrote in English (a class result's architecture) as one
    that follows the reader's language; any other text as it came."""
    match = SUMMARY.fullmatch(text)
    if match is None:
        return text
    parts = match.groupdict()
    said = Microarchitecture(parts["code_name"], parts["core"], parts["process"]).summary()
    return said if str(said) == text else text


def _named(code_name: str, source: str) -> Microarchitecture:
    design = DESIGNS[code_name]
    return Microarchitecture(code_name, design.core or None, design.process, design.year, source)


INTEL_FAMILY_6: dict[int, tuple[str, ...]] = {
    0x0F: ("Conroe", "Merom"),
    0x17: ("Wolfdale", "Penryn"),
    0x1C: ("Diamondville", "Pineview"),
    0x37: ("Bay Trail",),
    0x4C: ("Braswell",),
    0x5C: ("Apollo Lake",),
    0x7A: ("Gemini Lake",),
    0x9C: ("Jasper Lake",),
    0x96: ("Elkhart Lake",),
    0x1A: ("Bloomfield", "Nehalem-EP"),
    0x1E: ("Lynnfield", "Clarksfield"),
    0x25: ("Clarkdale", "Arrandale"),
    0x2C: ("Gulftown", "Westmere-EP"),
    0x2A: ("Sandy Bridge",),
    0x2D: ("Sandy Bridge-E", "Sandy Bridge-EP"),
    0x3A: ("Ivy Bridge",),
    0x3E: ("Ivy Bridge-E", "Ivy Bridge-EP"),
    0x3C: ("Haswell",),
    0x45: ("Haswell",),
    0x46: ("Haswell",),
    0x3F: ("Haswell-E", "Haswell-EP"),
    0x3D: ("Broadwell",),
    0x47: ("Broadwell",),
    0x4F: ("Broadwell-E", "Broadwell-EP"),
    0x56: ("Broadwell-EP",),
    0x4E: ("Skylake",),
    0x5E: ("Skylake",),
    0x55: ("Skylake-SP", "Skylake-X", "Cascade Lake", "Cascade Lake-X", "Cooper Lake"),
    0x8E: ("Kaby Lake", "Kaby Lake R", "Amber Lake", "Whiskey Lake", "Comet Lake", "Coffee Lake"),
    0x9E: ("Kaby Lake", "Coffee Lake", "Coffee Lake Refresh"),
    0xA5: ("Comet Lake",),
    0xA6: ("Comet Lake",),
    0x66: ("Cannon Lake",),
    0x7D: ("Ice Lake",),
    0x7E: ("Ice Lake",),
    0x6A: ("Ice Lake-SP",),
    0x6C: ("Ice Lake-SP",),
    0x8C: ("Tiger Lake",),
    0x8D: ("Tiger Lake",),
    0xA7: ("Rocket Lake",),
    0x97: ("Alder Lake",),
    0x9A: ("Alder Lake",),
    0xBE: ("Alder Lake-N", "Twin Lake"),
    0xB7: ("Raptor Lake", "Raptor Lake Refresh"),
    0xBA: ("Raptor Lake",),
    0xBF: ("Raptor Lake", "Raptor Lake Refresh", "Alder Lake"),
    0xAA: ("Meteor Lake",),
    0xAC: ("Meteor Lake",),
    0xBD: ("Lunar Lake",),
    0xC5: ("Arrow Lake",),
    0xC6: ("Arrow Lake",),
    0xCC: ("Panther Lake",),
    0x8F: ("Sapphire Rapids",),
    0xCF: ("Emerald Rapids",),
    0xAD: ("Granite Rapids",),
    0xAF: ("Sierra Forest",),
}
"""Intel family 6 models (CPUID) and the code names each can be; the name picks among several."""

AMD_FAMILIES: dict[int, tuple[tuple[int, int, tuple[str, ...]], ...]] = {
    0x15: (
        (0x00, 0x01, ("Zambezi",)),
        (0x02, 0x0F, ("Vishera",)),
        (0x10, 0x1F, ("Trinity", "Richland")),
        (0x30, 0x3F, ("Kaveri",)),
        (0x60, 0x7F, ("Carrizo", "Bristol Ridge")),
    ),
    0x17: (
        (0x00, 0x07, ("Summit Ridge", "Whitehaven", "Naples")),
        (0x08, 0x0F, ("Pinnacle Ridge", "Colfax")),
        (0x10, 0x17, ("Raven Ridge",)),
        (0x18, 0x1F, ("Picasso",)),
        (0x30, 0x3F, ("Rome", "Castle Peak")),
        (0x60, 0x67, ("Renoir",)),
        (0x68, 0x6F, ("Lucienne",)),
        (0x70, 0x7F, ("Matisse",)),
        (0xA0, 0xAF, ("Mendocino",)),
    ),
    0x19: (
        (0x00, 0x0F, ("Milan", "Chagall")),
        (0x10, 0x1F, ("Genoa", "Storm Peak")),
        (0x20, 0x2F, ("Vermeer",)),
        (0x40, 0x4F, ("Rembrandt", "Rembrandt-R")),
        (0x50, 0x5F, ("Cezanne", "Barcelo", "Barcelo-R")),
        (0x60, 0x6F, ("Raphael", "Dragon Range")),
        (0x70, 0x7F, ("Phoenix", "Hawk Point")),
        (0xA0, 0xAF, ("Bergamo", "Siena")),
    ),
    0x1A: (
        (0x00, 0x0F, ("Turin",)),
        (0x10, 0x1F, ("Turin Dense",)),
        (0x20, 0x2F, ("Strix Point",)),
        (0x40, 0x4F, ("Granite Ridge", "Fire Range", "Shimada Peak")),
        (0x70, 0x7F, ("Strix Halo",)),
    ),
}
"""AMD families (CPUID: 0x15 = 21 Bulldozer to Excavator, 0x17 = 23 Zen to Zen 2, 0x19 = 25
Zen 3 and 4, 0x1A = 26 Zen 5): model ranges and the code names each can be."""


def _cpuid_choices(vendor_id: str | None, family: int | None, model: int | None) -> tuple:
    if family is None or model is None:
        return ()
    if vendor_id == "GenuineIntel" and family == 6:
        return INTEL_FAMILY_6.get(model, ())
    if vendor_id == "AuthenticAMD":
        for low, high, names in AMD_FAMILIES.get(family, ()):
            if low <= model <= high:
                return names
    return ()


def _intel_core_i(generation: int, digits: str, suffix: str) -> str | None:
    """Intel Core i3/i5/i7/i9 by generation, model digits and suffix."""
    if generation == 1:
        return _intel_first_generation(digits, suffix)
    hedt = len(digits) == 4 and digits[1] in "89"
    if 3 <= generation <= 6 and hedt and suffix in ("", "K", "X"):
        return {3: "Sandy Bridge-E", 4: "Ivy Bridge-E", 5: "Haswell-E", 6: "Broadwell-E"}[
            generation
        ]
    if generation in (7, 9, 10) and suffix in ("X", "XE"):
        if generation == 7 and digits[1] in "67":
            return "Kaby Lake-X"
        return "Cascade Lake-X" if generation == 10 else "Skylake-X"
    if generation == 8:
        return _intel_eighth_generation(digits, suffix)
    if generation == 10:
        if re.fullmatch(r"G\d", suffix):
            return "Ice Lake"
        return "Amber Lake" if suffix == "Y" else "Comet Lake"
    if generation == 11:
        desktop = len(digits) == 5 and suffix in ("", "K", "KF", "F", "T")
        return "Rocket Lake" if desktop else "Tiger Lake"
    return {
        2: "Sandy Bridge",
        3: "Ivy Bridge",
        4: "Haswell",
        5: "Broadwell",
        6: "Skylake",
        7: "Kaby Lake",
        9: "Coffee Lake Refresh",
        12: "Alder Lake",
        13: "Raptor Lake",
        14: "Raptor Lake Refresh",
    }.get(generation)


def _intel_first_generation(digits: str, suffix: str) -> str | None:
    if suffix == "M":
        return "Arrandale"
    if suffix in ("QM", "XM"):
        return "Clarksfield"
    if digits[0] == "9":
        return "Gulftown" if digits[:2] in ("97", "98", "99") else "Bloomfield"
    if digits[0] in "78":
        return "Lynnfield"
    return "Clarkdale" if digits[0] in "56" else None


def _intel_eighth_generation(digits: str, suffix: str) -> str:
    if suffix == "U":
        if digits == "8121":
            return "Cannon Lake"
        if digits[2:] in ("65", "45"):
            return "Whiskey Lake"
        return "Coffee Lake" if digits[2:] == "59" else "Kaby Lake R"
    if suffix == "Y":
        return "Amber Lake"
    return "Kaby Lake" if suffix == "G" else "Coffee Lake"


def _intel_by_name(text: str, name: CpuName) -> str | None:
    core_i = intel_core_digits(text)
    if core_i is not None and name.generation is not None:
        return _intel_core_i(name.generation, core_i[0], core_i[1] or "")
    if name.family and name.family.startswith("Core Ultra"):
        if name.generation == 2:
            return "Lunar Lake" if name.suffix == "V" else "Arrow Lake"
        return {1: "Meteor Lake", 3: "Panther Lake"}.get(name.generation or 0)
    if match := re.search(r"\b(?:Core (?:3 )?)?(?:i3-)?N(50|[123]\d\d)\b", text):
        return "Twin Lake" if match[1][1:2] == "5" else "Alder Lake-N"
    if re.search(r"\bCore [357] [12]\d\d[UH]\b", text):
        return "Raptor Lake Refresh"
    return _xeon_by_name(text)


def _xeon_by_name(text: str) -> str | None:
    """Xeon E3/E5/E7 by version, Scalable by its second digit, W, E, Max and Xeon 6."""
    if match := re.search(r"\b[EXLW]5([56])\d\d\b", text):  # Xeon 5500 and 5600
        return "Nehalem-EP" if match[1] == "5" else "Westmere-EP"
    if match := re.search(r"\bE([357])-\d{4}[A-Z]*(?: v(\d)| 0)?\b", text):
        version = int(match[2] or 1)
        names: tuple[str, ...]
        if match[1] == "3":
            names = ("Sandy Bridge", "Ivy Bridge", "Haswell", "Broadwell", "Skylake", "Kaby Lake")
        else:
            names = ("Sandy Bridge-EP", "Ivy Bridge-EP", "Haswell-EP", "Broadwell-EP")
        return names[version - 1] if version <= len(names) else None
    if match := re.search(r"\b(?:Bronze|Silver|Gold|Platinum) \d(\d)\d\d([A-Z]*)", text):
        if match[1] == "3" and match[2].startswith("H"):
            return "Cooper Lake"
        return {
            "1": "Skylake-SP",
            "2": "Cascade Lake",
            "3": "Ice Lake-SP",
            "4": "Sapphire Rapids",
            "5": "Emerald Rapids",
        }.get(match[1])
    if match := re.search(r"\bXeon 6\d{3}([PE])\b", text):
        return "Granite Rapids" if match[1] == "P" else "Sierra Forest"
    if re.search(r"\bXeon (?:CPU )?Max 9\d{3}\b", text):
        return "Sapphire Rapids"
    if match := re.search(r"\bW-(\d)(\d)\d\d", text):
        return {
            "21": "Skylake-X",
            "22": "Cascade Lake-X",
            "31": "Skylake-X",
            "32": "Cascade Lake-X",
            "33": "Ice Lake-SP",
            "12": "Comet Lake",
            "13": "Rocket Lake",
        }.get(match[1] + match[2], "Sapphire Rapids" if match[2] in "45" else None)
    if match := re.search(r"\bE-2(\d)\d\d", text):
        return {
            "1": "Coffee Lake",
            "2": "Coffee Lake Refresh",
            "3": "Rocket Lake",
            "4": "Raptor Lake",
        }.get(match[1])
    return None


RYZEN = re.compile(
    r"\bRyzen (AI )?(?:Max\+? )?(?:[3579] )?(?:PRO )?(?:HX |H )?(\d{3,4})([A-Z][A-Z0-9]*)?", re.I
)
MOBILE = re.compile(r"[UH]|HS|HX|HK|C")


def _amd_by_name(text: str) -> str | None:
    if match := RYZEN.search(text):
        ai, digits, suffix = match[1], match[2], (match[3] or "").upper()
        if ai:
            if re.search(r"\bAI Max", text, re.I):
                return "Strix Halo"
            return "Krackan Point" if digits in ("330", "340", "350") else "Strix Point"
        if len(digits) == 3:  # Ryzen 200 (2025): Ryzen 8040 under a new number
            return "Hawk Point" if digits[0] == "2" else None
        return _ryzen(digits, suffix, bool(MOBILE.fullmatch(suffix)))
    if match := re.search(r"\bThreadripper (?:PRO )?(\d)\d{2,3}", text, re.I):
        return {
            "1": "Whitehaven",
            "2": "Colfax",
            "3": "Castle Peak",
            "5": "Chagall",
            "7": "Storm Peak",
            "9": "Shimada Peak",
        }.get(match[1])
    if match := re.search(r"\bEPYC (\d)(\w)(\w)(\d)[A-Z]*\b", text, re.I):
        return _epyc(match[1], match[2], match[4])
    if (match := re.search(r"\bEPYC-(\w+)", text)) and match[1] in DESIGNS:
        return match[1]  # a virtual machine's CPU model (QEMU's "EPYC-Rome")
    if match := re.search(r"\bFX-\d(\d)\d\d", text):
        return {"1": "Zambezi", "3": "Vishera", "5": "Vishera"}.get(match[1])
    return None


def _ryzen(digits: str, suffix: str, mobile: bool) -> str | None:
    """Ryzen 1000–9000 by series digit, model digits, suffix and whether it is a laptop chip."""
    series, apu = digits[0], suffix in ("G", "GE", "GT")
    if series == "7" and mobile:  # the third digit is the architecture (AMD, 2022)
        if suffix == "HX" and digits[2:] == "45":
            return "Dragon Range"
        if digits[2] == "3":
            return "Rembrandt-R" if digits[3] == "5" else "Barcelo-R"
        return {"2": "Mendocino", "4": "Phoenix"}.get(digits[2])
    if series == "5":
        if mobile and digits[2] == "2":
            return "Barcelo"
        if suffix == "U" and digits[2] == "0" and int(digits[1]) % 2 == 1:
            return "Lucienne"
        cezanne = mobile or apu or (suffix == "" and digits in ("5500", "5700"))
        return "Cezanne" if cezanne else "Vermeer"
    return {
        "1": "Summit Ridge",
        "2": "Raven Ridge" if mobile or apu else "Pinnacle Ridge",
        "3": "Picasso" if mobile or apu else "Matisse",
        "4": "Renoir",
        "6": "Rembrandt",
        "7": "Raphael",
        "8": "Hawk Point" if mobile else "Phoenix",
        "9": "Fire Range" if suffix == "HX" else "Granite Ridge",
    }.get(series)


def _epyc(first: str, second: str, last: str) -> str | None:
    """EPYC: 7xx1 Naples, 7xx2 Rome, 7xx3 Milan; 9xx4 Genoa (97x4 Bergamo), 8xx4 Siena,
    4xx4 Raphael; 9xx5 Turin, 4xx5 Granite Ridge. Cloud models keep the scheme ("7R13")."""
    if first == "7":
        return {"1": "Naples", "2": "Rome", "3": "Milan"}.get(last)
    if last == "4":
        if first == "9":
            return "Bergamo" if second == "7" else "Genoa"
        return {"8": "Siena", "4": "Raphael"}.get(first)
    if last == "5":
        return {"9": "Turin", "4": "Granite Ridge"}.get(first)
    return None


ARM_PARTS: dict[tuple[int, int], str] = {
    (0x41, 0xD03): "Cortex-A53",
    (0x41, 0xD04): "Cortex-A35",
    (0x41, 0xD05): "Cortex-A55",
    (0x41, 0xD07): "Cortex-A57",
    (0x41, 0xD08): "Cortex-A72",
    (0x41, 0xD09): "Cortex-A73",
    (0x41, 0xD0A): "Cortex-A75",
    (0x41, 0xD0B): "Cortex-A76",
    (0x41, 0xD0C): "Neoverse N1",
    (0x41, 0xD0D): "Cortex-A77",
    (0x41, 0xD40): "Neoverse V1",
    (0x41, 0xD41): "Cortex-A78",
    (0x41, 0xD44): "Cortex-X1",
    (0x41, 0xD46): "Cortex-A510",
    (0x41, 0xD47): "Cortex-A710",
    (0x41, 0xD48): "Cortex-X2",
    (0x41, 0xD49): "Neoverse N2",
    (0x41, 0xD4A): "Neoverse E1",
    (0x41, 0xD4D): "Cortex-A715",
    (0x41, 0xD4E): "Cortex-X3",
    (0x41, 0xD4F): "Neoverse V2",
    (0x41, 0xD80): "Cortex-A520",
    (0x41, 0xD81): "Cortex-A720",
    (0x41, 0xD82): "Cortex-X4",
    (0x41, 0xD84): "Neoverse V3",
    (0x41, 0xD8E): "Neoverse N3",
    (0xC0, 0xAC3): "Ampere-1",
    (0xC0, 0xAC4): "Ampere-1a",
    (0x51, 0x001): "Oryon",
}
"""ARM cores by implementer (0x41 Arm, 0xC0 Ampere, 0x51 Qualcomm) and part, as Linux's
/proc/cpuinfo gives them. The process depends on the chip, not the core: it stays unknown."""
ARM_NAME = re.compile(r"\b(Neoverse|Cortex)[- ]([A-Z]\d+[a-z]?)\b", re.I)


def _arm(implementer: int | None, part: int | None, text: str) -> Microarchitecture | None:
    core = ARM_PARTS.get((implementer or -1, part or -1))
    if core is not None:
        return Microarchitecture(core=core, source="arm")
    if match := ARM_NAME.search(text):
        family, model = match[1].title(), match[2].upper()
        core = f"Neoverse {model}" if family == "Neoverse" else f"Cortex-{model}"
        return Microarchitecture(core=core, source="name")
    return None


@dataclass(frozen=True)
class CpuIdentity:
    """What the machine reports about its CPU besides the name (each None where it does not)."""

    brand: str = ""
    vendor_id: str | None = None
    family: int | None = None
    model: int | None = None
    arm_implementer: int | None = None
    arm_part: int | None = None


def read_microarchitecture(identity: CpuIdentity) -> Microarchitecture:
    """The architecture from CPUID (the name choosing among the code names a model number can
    be), an ARM core's part, Apple's chip name, or the name alone; unknown when none says."""
    name = decode_cpu_name(identity.brand)
    text = clean_name(identity.brand)
    by_name = _by_name(text, name)
    choices = _of_the_line(
        text, _cpuid_choices(identity.vendor_id, identity.family, identity.model)
    )
    if choices:
        if by_name in choices or len(choices) == 1:
            found = _named(by_name if by_name in choices else choices[0], "cpuid")
            return _with_caveat(found, name, text)
        if _one_design(choices):  # the name does not say which: each, one design
            design = DESIGNS[choices[0]]
            return Microarchitecture(
                " / ".join(choices), design.core or None, design.process, design.year, "cpuid"
            )
    arm = _arm(identity.arm_implementer, identity.arm_part, text)
    if arm is not None:
        return arm
    if by_name is None:
        return Microarchitecture()
    return _with_caveat(_named(by_name, "name"), name, text)


def _by_name(text: str, name: CpuName) -> str | None:
    if name.vendor == "Apple" and name.family in DESIGNS:
        return name.family
    if name.vendor == "AMD" or re.search(r"\b(?:AMD|Ryzen|EPYC)\b", text, re.I):
        return _amd_by_name(text)
    if name.vendor == "Intel" or re.search(r"\b(?:Intel|Xeon|Core)\b", text, re.I):
        return _intel_by_name(text, name)
    return None


SERVER_LINES = {
    "EPYC": ("Naples", "Rome", "Milan", "Genoa", "Bergamo", "Siena", "Turin", "Turin Dense"),
    "Threadripper": (
        "Whitehaven",
        "Colfax",
        "Castle Peak",
        "Chagall",
        "Storm Peak",
        "Shimada Peak",
    ),
    "Xeon": ("Nehalem-EP", "Westmere-EP", "Skylake-SP", "Cascade Lake", "Cooper Lake"),
}
"""Code names a product line can have where one CPUID model also makes other lines' chips."""


def _of_the_line(text: str, choices: tuple[str, ...]) -> tuple[str, ...]:
    """``choices`` narrowed to the product line the name states (EPYC, Threadripper, Xeon)."""
    for line, names in SERVER_LINES.items():
        if re.search(rf"\b{line}\b", text, re.I):
            kept = tuple(choice for choice in choices if choice in names)
            return kept or choices
    return choices


def _one_design(choices: tuple[str, ...]) -> bool:
    """Whether the code names a model number can be share one core and process."""
    return len({(DESIGNS[c].core, DESIGNS[c].process) for c in choices}) == 1


SKYLAKE_FAMILY = {
    "Skylake",
    "Kaby Lake",
    "Kaby Lake R",
    "Amber Lake",
    "Whiskey Lake",
    "Coffee Lake",
    "Coffee Lake Refresh",
    "Comet Lake",
}
RYZEN_SERIES_CORES = {
    "2": "Zen, Zen+",
    "3": "Zen+, Zen 2",
    "5": "Zen 2, Zen 3",
    "7": "Zen 2, Zen 3, Zen 3+, Zen 4",
}
"""Ryzen series whose chips do not share one architecture (laptop and graphics chips lag)."""


def _with_caveat(found: Microarchitecture, name: CpuName, text: str) -> Microarchitecture:
    caveat = _caveat(found, name, text)
    if caveat is None:
        return found
    return Microarchitecture(
        found.code_name, found.core, found.process, found.year, found.source, caveat
    )


def _caveat(found: Microarchitecture, name: CpuName, text: str) -> Message | None:
    """Where the name's generation misleads about the architecture, one sentence."""
    family = name.family or ""
    if found.code_name in SKYLAKE_FAMILY and family.startswith("Core i"):
        return message(
            QT_TRANSLATE_NOOP(
                "Microarchitecture",
                "Most of Intel's generations 6 to 10 (this {code_name} among them) use the "
                "Skylake core on 14 nm: a higher generation there brought more cores and clock, "
                "not a new architecture. The exceptions are on 10 nm: Cannon Lake (8th "
                "generation) and Ice Lake (10th-generation laptop chips).",
            ),
            code_name=found.code_name,
        )
    if family.startswith("Core Ultra"):
        return message(
            QT_TRANSLATE_NOOP(
                "Microarchitecture",
                "Core Ultra restarts Intel's numbering: this {code_name} ({year}) is a newer "
                "design than any 14th-generation Core i9 (Raptor Lake Refresh).",
            ),
            code_name=found.code_name,
            year=found.year,
        )
    renamed = found.code_name == "Hawk Point" and re.search(r"\bRyzen [3579] 2\d\d\b", text, re.I)
    if family.startswith("Ryzen AI") or renamed:
        return message(
            QT_TRANSLATE_NOOP(
                "Microarchitecture",
                "AMD restarted its laptop numbering: Ryzen AI 300 (Zen 5) is newer than "
                "Ryzen 8000, and Ryzen 200 is Ryzen 8040 (Hawk Point, Zen 4) renamed. This "
                "one is {code_name} ({core}).",
            ),
            code_name=found.code_name,
            core=found.core,
        )
    if family.startswith("Ryzen") and name.generation is not None:
        mixed = RYZEN_SERIES_CORES.get(str(name.generation))
        if mixed is not None:
            return message(
                QT_TRANSLATE_NOOP(
                    "Microarchitecture",
                    "Ryzen {series}000 chips do not share one architecture ({cores}): laptop "
                    "and graphics chips can be older. This one is {code_name} ({core}).",
                ),
                series=name.generation,
                cores=mixed,
                code_name=found.code_name,
                core=found.core,
            )
    if found.code_name == "Alder Lake" and name.generation in (13, 14):
        return message(
            QT_TRANSLATE_NOOP(
                "Microarchitecture",
                "Sold as generation {generation}, this chip is an Alder Lake: 12th-generation "
                "cores.",
            ),
            generation=name.generation,
        )
    return None


def explanation(found: Microarchitecture, identity: CpuIdentity) -> Message | None:
    """One sentence: what the architecture is and where it was read; None when unknown."""
    if found.source == "arm" or (found.code_name is None and found.core):
        return message(
            QT_TRANSLATE_NOOP(
                "Microarchitecture",
                "{core}: an Arm core design (the process depends on the chip), read from {where}.",
            ),
            core=found.core,
            where=_where(found, identity),
        )
    if found.code_name is None:
        return None
    fields = {
        "code_name": found.code_name,
        "core": found.core,
        "process": found.process,
        "year": found.year,
        "where": _where(found, identity),
    }
    if found.core:
        template = QT_TRANSLATE_NOOP(
            "Microarchitecture",
            "{code_name}: {core} cores made on {process} ({year}), read from {where}.",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Microarchitecture", "{code_name}: made on {process} ({year}), read from {where}."
        )
    return message(template, **fields)


def _where(found: Microarchitecture, identity: CpuIdentity) -> Message:
    if found.source == "cpuid":
        return message(
            QT_TRANSLATE_NOOP("Microarchitecture", "CPUID (family {family}, model {model})"),
            family=identity.family,
            model=identity.model,
        )
    if found.source == "arm":
        return message(
            QT_TRANSLATE_NOOP("Microarchitecture", "the CPU part number ({part:#x})"),
            part=identity.arm_part,
        )
    return message(QT_TRANSLATE_NOOP("Microarchitecture", "the model name"))
