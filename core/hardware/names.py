"""Read a CPU or GPU model name the way the lesson does.

"11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz" is generation 11, tier i5, suffix H,
base clock 3.10 GHz; "NVIDIA GeForce RTX 3080 Ti" is generation 30, tier 80, suffix Ti.
Unknown strings give None fields, never an exception. Each decoded field comes with a
one-sentence explanation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from core.i18n import QT_TRANSLATE_NOOP, Message, message

CPU_SUFFIX_MEANING = {
    "K": QT_TRANSLATE_NOOP("Names", "unlocked: the clock can be raised (overclocked)"),
    "KF": QT_TRANSLATE_NOOP(
        "Names", "unlocked, and without built-in graphics (needs a graphics card)"
    ),
    "KS": QT_TRANSLATE_NOOP("Names", "a specially binned, higher-clocked K model"),
    "F": QT_TRANSLATE_NOOP("Names", "without built-in graphics (needs a graphics card)"),
    "H": QT_TRANSLATE_NOOP(
        "Names", "high-performance mobile: a laptop chip with more power and speed"
    ),
    "HK": QT_TRANSLATE_NOOP("Names", "high-performance mobile and unlocked"),
    "M": QT_TRANSLATE_NOOP("Names", "mobile: a laptop chip"),
    "QM": QT_TRANSLATE_NOOP("Names", "a quad-core mobile chip"),
    "XM": QT_TRANSLATE_NOOP("Names", "the extreme edition of a mobile chip: unlocked"),
    "HX": QT_TRANSLATE_NOOP("Names", "the most powerful mobile class, close to a desktop chip"),
    "HS": QT_TRANSLATE_NOOP("Names", "high-performance mobile in a slimmer, lower-power package"),
    "HF": QT_TRANSLATE_NOOP("Names", "high-performance mobile without built-in graphics"),
    "U": QT_TRANSLATE_NOOP(
        "Names", "ultra-low power: a thin-and-light laptop chip that saves battery"
    ),
    "P": QT_TRANSLATE_NOOP("Names", "performance-thin laptop: between U and H"),
    "V": QT_TRANSLATE_NOOP("Names", "low-power laptop chip with memory on the package"),
    "T": QT_TRANSLATE_NOOP("Names", "power-optimised desktop chip (lower heat and clock)"),
    "S": QT_TRANSLATE_NOOP("Names", "a special edition"),
    "X": QT_TRANSLATE_NOOP("Names", "a high-end model (more cores or clock)"),
    "XE": QT_TRANSLATE_NOOP("Names", "extreme edition: the top model of its range"),
    "X3D": QT_TRANSLATE_NOOP(
        "Names", "with 3D V-Cache: extra cache stacked on the chip, good for games"
    ),
    "G": QT_TRANSLATE_NOOP("Names", "with a stronger built-in Radeon graphics unit"),
    "GE": QT_TRANSLATE_NOOP("Names", "with built-in graphics, in a low-power version"),
    "WX": QT_TRANSLATE_NOOP("Names", "workstation class with many cores"),
    "PRO": QT_TRANSLATE_NOOP("Names", "a business model with management and security features"),
    "Pro": QT_TRANSLATE_NOOP("Names", "more CPU and GPU cores than the base chip"),
    "Max": QT_TRANSLATE_NOOP("Names", "more GPU cores and memory bandwidth than Pro"),
    "Ultra": QT_TRANSLATE_NOOP("Names", "two Max chips joined into one"),
}
"""What each CPU model-name suffix says."""

CPU_TIER_MEANING = {
    3: QT_TRANSLATE_NOOP("Names", "entry level"),
    5: QT_TRANSLATE_NOOP("Names", "mainstream: between entry level (3) and high performance (7)"),
    7: QT_TRANSLATE_NOOP("Names", "high performance, above the mainstream 5"),
    9: QT_TRANSLATE_NOOP("Names", "enthusiast: the top tier"),
}


@dataclass(frozen=True)
class CpuName:
    """What a CPU model string says, field by field, with a sentence per known field."""

    vendor: str | None = None
    family: str | None = None
    generation: int | None = None
    tier: int | None = None
    suffix: str | None = None
    base_ghz: float | None = None
    explanations: dict[str, Message] = field(default_factory=dict)


@dataclass(frozen=True)
class GpuName:
    """What a GPU name says: generation (first digits), tier (last two), suffix, laptop, and
    who it is made for (``segment``: one of ``SEGMENTS``)."""

    vendor: str | None = None
    line: str | None = None
    generation: int | None = None
    tier: int | None = None
    suffix: str | None = None
    laptop: bool = False
    segment: str | None = None
    china_market: bool = False
    architecture: str | None = None
    """The architecture the name itself states (a workstation or data-center card's letter
    or word: Quadro P2200 is Pascal, RTX A4000 Ampere, V100 Volta); None where it does not."""
    explanations: dict[str, Message] = field(default_factory=dict)


CAPITALISED_WORDS = {
    word.upper(): word
    for word in [
        "Intel",
        "Core",
        "Ultra",
        "Xeon",
        "Pentium",
        "Celeron",
        "Atom",
        "Ryzen",
        "Threadripper",
        "Apple",
        "Gen",
        "CPU",
        "Max",
        "Bronze",
        "Silver",
        "Gold",
        "Platinum",
        "Processor",
        "Radeon",
        "Graphics",
        "with",
        "GHz",
        "Laptop",
        "GPU",
        "GeForce",
        "Quadro",
        "Tesla",
        "Arc",
        "Iris",
        "Super",
        "Ti",
    ]
}
"""Words of brand strings that some machines report in capitals ("INTEL(R) CORE(TM) I7")."""


def clean_name(brand: str) -> str:
    """The brand without trademark signs (however written), spaces made single, and a name
    reported in capitals written as its vendor writes it."""
    # A sign read in the wrong encoding too: UTF-8's "™" shown as cp1252 is "â„¢", "®" "Â®".
    text = re.sub(r"\((?:R|TM|C)\)|®|™|â„¢|Â®", "", brand or "", flags=re.IGNORECASE)
    text = re.sub(r"\s+", " ", text).strip()
    if text == text.upper():
        text = re.sub(r"\b[A-Z]+\b", lambda word: CAPITALISED_WORDS.get(word[0], word[0]), text)
        text = re.sub(r"\bI([3579])\b", r"i\1", text)
        text = re.sub(r"\b(\d+)(ST|ND|RD|TH)\b", lambda m: m[1] + m[2].lower(), text)
    return text


def base_ghz_in_name(text: str | None) -> float | None:
    """The base clock a model name states, e.g. 3.1 from '... i5-11300H @ 3.10GHz'."""
    match = re.search(r"@\s*([\d.]+)\s*GHz", text or "", re.IGNORECASE)
    return float(match.group(1)) if match else None


def decode_cpu_name(brand: str) -> CpuName:
    """Decode an Intel, AMD or Apple CPU name; fields it cannot read stay None."""
    text = clean_name(brand)
    for decoder in (_intel_core, _intel_core_ultra, _intel_other, _ryzen, _amd_other, _apple):
        decoded = decoder(text)
        if decoded is not None:
            return _explained_cpu(decoded)
    vendor = next((v for v in ("Intel", "AMD", "Apple") if v.lower() in text.lower()), None)
    return _explained_cpu(CpuName(vendor=vendor, base_ghz=base_ghz_in_name(text)))


INTEL_CORE_I = re.compile(r"\bCore i([3579])(?: CPU)?(?: ([MQX]))?[- ](\d{3,5})([A-Z][A-Z0-9]*)?\b")
"""Core i3–i9 names: "i5-11300H", and the first generation's "i7 CPU 870", "i5 CPU M 560"."""
FIRST_GENERATION_LETTERS = {"M": "M", "Q": "QM", "X": "XM"}
"""A first-generation name's letter before the number, as the suffix Intel sells it with
("i7 CPU Q 720" is the i7-720QM; "i7 CPU X 980" the desktop i7-980X)."""


def intel_core_digits(text: str) -> tuple[str, str | None] | None:
    """A Core i name's model digits and suffix ("1135", "G7"), or None."""
    match = INTEL_CORE_I.search(text)
    return None if match is None else _digits_and_suffix(match)


def _digits_and_suffix(match: re.Match) -> tuple[str, str | None]:
    letter, digits, suffix = match.group(2), match.group(3), match.group(4)
    if letter and not suffix:
        suffix = (
            "X" if letter == "X" and digits.startswith("9") else FIRST_GENERATION_LETTERS[letter]
        )
    return digits, suffix


def _intel_core(text: str) -> CpuName | None:
    match = INTEL_CORE_I.search(text)
    if not match:
        return None
    tier = int(match.group(1))
    digits, suffix = _digits_and_suffix(match)
    if len(digits) == 3:
        generation = 1
    elif len(digits) == 5 or digits.startswith("1"):
        generation = int(digits[:2])
    else:
        generation = int(digits[0])
    return CpuName("Intel", f"Core i{tier}", generation, tier, suffix, base_ghz_in_name(text))


def _intel_core_ultra(text: str) -> CpuName | None:
    match = re.search(r"\bCore Ultra ([579]) (\d)(\d{2})([A-Z]+)?\b", text)
    if not match:
        return None
    tier = int(match.group(1))
    return CpuName(
        "Intel",
        f"Core Ultra {tier}",
        int(match.group(2)),
        tier,
        match.group(4),
        base_ghz_in_name(text),
    )


def _intel_other(text: str) -> CpuName | None:
    match = re.search(r"\bIntel .*?\b(Xeon|Pentium|Celeron)\b", text)
    if not match:
        return None
    return CpuName("Intel", match.group(1), base_ghz=base_ghz_in_name(text))


def _ryzen(text: str) -> CpuName | None:
    match = re.search(
        r"\bRyzen (?:(AI) )?([3579]) (?:(PRO) )?(?:(HX|H) )?(\d)(\d{2,3})([A-Z][A-Z0-9]*)?\b", text
    )
    if not match:
        return None
    ai, tier, pro, before, series, _, after = match.groups()
    family = f"Ryzen AI {tier}" if ai else f"Ryzen {tier}"
    suffix = after or before or pro
    return CpuName("AMD", family, int(series), int(tier), suffix, base_ghz_in_name(text))


def _amd_other(text: str) -> CpuName | None:
    match = re.search(r"\bThreadripper (?:PRO )?(\d)\d{2,3}([A-Z]+)?\b", text)
    if match:
        return CpuName("AMD", "Threadripper", int(match.group(1)), None, match.group(2))
    match = re.search(r"\bEPYC(?: (\d{3})(\d))?", text)
    if match:
        generation = int(match.group(2)) if match.group(2) else None
        return CpuName("AMD", "EPYC", generation)
    return None


def _apple(text: str) -> CpuName | None:
    match = re.search(r"\bApple M(\d+)(?: (Pro|Max|Ultra))?\b", text)
    if not match:
        return None
    generation = int(match.group(1))
    return CpuName("Apple", f"Apple M{generation}", generation, None, match.group(2))


def _explained_cpu(name: CpuName) -> CpuName:
    notes: dict[str, Message] = {}
    if name.vendor:
        notes["vendor"] = message(
            QT_TRANSLATE_NOOP("Names", "{vendor} made this processor."), vendor=name.vendor
        )
    if name.family:
        notes["family"] = message(
            QT_TRANSLATE_NOOP("Names", "{family} is the product line."), family=name.family
        )
    if name.generation is not None:
        notes["generation"] = message(
            QT_TRANSLATE_NOOP(
                "Names",
                "Generation {generation}: a newer generation usually brings a better "
                "architecture and manufacturing process, so more speed per watt.",
            ),
            generation=name.generation,
        )
    if name.tier is not None:
        notes["tier"] = _tier(name.tier, CPU_TIER_MEANING[name.tier])
    if name.suffix:
        notes["suffix"] = message(
            QT_TRANSLATE_NOOP("Names", "{suffix}: {meaning}."),
            suffix=name.suffix,
            meaning=_cpu_suffix_meaning(name.suffix),
        )
    if name.base_ghz is not None:
        notes["base_ghz"] = message(
            QT_TRANSLATE_NOOP(
                "Names",
                "{ghz:.2f} GHz is the base clock: the speed it runs at under steady load.",
            ),
            ghz=name.base_ghz,
        )
    return CpuName(**{**name.__dict__, "explanations": notes})


def _tier(tier: int, meaning: object) -> Message:
    return message(
        QT_TRANSLATE_NOOP("Names", "Tier {tier}: {meaning}."), tier=tier, meaning=meaning
    )


def _cpu_suffix_meaning(suffix: str) -> object:
    if re.fullmatch(r"G\d", suffix):
        return message(
            QT_TRANSLATE_NOOP("Names", "built-in graphics level {level} (higher is stronger)"),
            level=suffix[1],
        )
    return CPU_SUFFIX_MEANING.get(suffix) or CPU_SUFFIX_MEANING.get(
        suffix[:1], QT_TRANSLATE_NOOP("Names", "a variant letter of this model")
    )


GPU_TIER_MEANING = {
    50: QT_TRANSLATE_NOOP("Names", "entry level: limited for deep learning"),
    60: QT_TRANSLATE_NOOP("Names", "mainstream, good value, fine to start with"),
    70: QT_TRANSLATE_NOOP("Names", "upper mid-range, the 'sweet spot' of price and performance"),
    80: QT_TRANSLATE_NOOP("Names", "high end: strong performance and more memory"),
    90: QT_TRANSLATE_NOOP(
        "Names", "the flagship: the fastest of its generation with the most memory"
    ),
}
GPU_SUFFIX_MEANING = {
    "Ti": QT_TRANSLATE_NOOP(
        "Names", "a stronger version of the same model, between it and the next tier up"
    ),
    "Super": QT_TRANSLATE_NOOP("Names", "a refreshed, slightly faster version of the same model"),
    "Ti Super": QT_TRANSLATE_NOOP("Names", "a refreshed Ti, faster still"),
    "D": QT_TRANSLATE_NOOP(
        "Names", "the version for the Chinese market, made to meet export rules"
    ),
    "XT": QT_TRANSLATE_NOOP("Names", "a faster version of the same model"),
    "XTX": QT_TRANSLATE_NOOP("Names", "the fastest version of the same model"),
    "GRE": QT_TRANSLATE_NOOP("Names", "a cut-down version first sold in China"),
}
SEGMENTS = ("consumer", "workstation", "server", "data center", "integrated")
"""Who a GPU is made for (``GpuName.segment``)."""
NVIDIA_DATA_CENTER = re.compile(
    r"\b(?:Tesla|GRID|A2|A10G?|A16|A30|A40|A100|A800|H100|H200|H800|H20|GH200|B100|B200|B300|"
    r"GB200|GB300|L4|L20|L40S?|T4|V100|P100|P40|P4|K80|M60)\b"
)
GEFORCE_GENERATIONS = ("10", "16", "20", "30", "40", "50", "60")
"""Two-digit generations of today's GeForce numbering (before the 10 series one digit)."""
CHINA_MARKET = re.compile(r"\b(?:A800|H800|H20|L20)\b|\bRTX \d{4} D\b")
"""Models made for the Chinese market under export rules (a GeForce's "D" suffix)."""


def decode_gpu_name(name: str) -> GpuName:
    """Decode a GPU name as NVML, torch or the system reports it: vendor, line, who it is made
    for (``segment``), generation, tier, suffix and whether it is a laptop part. What the name
    does not say stays None: never a guess."""
    if re.search(r"\bRadeon\s*(?:\(TM\)|™)\s*Graphics\b", name or ""):
        # Windows' name for the graphics built into a Ryzen (a discrete card gets its model)
        return _explained_gpu(GpuName("AMD", "Radeon", segment="integrated"))
    text = re.sub(r"(\d)(Ti|SUPER|Super)\b", r"\1 \2", clean_name(name))  # "3050Ti"
    for decoder in (_intel_gpu, _amd_gpu, _apple_gpu, _nvidia_gpu):
        decoded = decoder(text)
        if decoded is not None:
            return _explained_gpu(decoded)
    return GpuName()


def _nvidia_gpu(text: str) -> GpuName | None:
    """GeForce, TITAN, Quadro and RTX workstation cards, Tesla and the data-center models."""
    china = bool(CHINA_MARKET.search(text))
    if match := re.search(r"\bGeForce (?:(RTX|GTX|GT|MX) ?)?(\d{1,2})(\d[05])(M|MX)?\b", text):
        line, generation, tier, mobile = match.groups()
        if len(generation) == 2 and generation not in GEFORCE_GENERATIONS:  # "8800 GT" (2006)
            return GpuName("NVIDIA", "GeForce", segment="consumer")
        suffix = _geforce_suffix(text[match.end() :])
        model = f"{line} {generation}{tier}" + (f" {suffix}" if suffix else "")
        laptop = bool(
            mobile or line == "MX" or _laptop_words(text) or model in GEFORCE_LAPTOP_MODELS
        )
        return GpuName(
            "NVIDIA",
            f"GeForce {line}" if line else "GeForce",
            int(generation),
            int(tier),
            suffix,
            laptop,
            segment="consumer",
            china_market=china,
        )
    if re.search(r"\bTITAN\b", text):
        return GpuName("NVIDIA", "TITAN", segment="consumer")
    workstation = re.search(r"\b(Quadro|RTX PRO|RTX A\d{3,4}|RTX \d{4} Ada|T\d{3,4}\b)", text)
    if workstation and not re.search(r"\bTesla\b|\bT4\b", text):
        line = _workstation_line(workstation.group(1))
        segment = "server" if "Server Edition" in text else "workstation"
        architecture, tier = _workstation_model(text)
        return GpuName(
            "NVIDIA",
            line,
            tier=tier,
            laptop=_quadro_laptop(text),
            segment=segment,
            architecture=architecture,
        )
    if NVIDIA_DATA_CENTER.search(text):
        line = "Tesla" if "Tesla" in text else None
        architecture, tier = _data_center_model(text)
        if china:  # an A800 is an A100 cut down: its number says nothing of its size
            tier = None
        return GpuName(
            "NVIDIA",
            line,
            tier=tier,
            segment="data center",
            china_market=china,
            architecture=architecture,
        )
    if re.search(r"\bNVIDIA\b|\bGeForce\b", text):
        return GpuName("NVIDIA", laptop=_laptop_words(text))
    return None


NVIDIA_ARCHITECTURE_LETTERS = {
    "K": "Kepler",
    "M": "Maxwell",
    "P": "Pascal",
    "GP": "Pascal",
    "V": "Volta",
    "GV": "Volta",
    "T": "Turing",
    "A": "Ampere",
    "L": "Ada Lovelace",
    "H": "Hopper",
    "GH": "Hopper",
    "B": "Blackwell",
    "GB": "Blackwell",
}
"""The letter before a workstation or data-center model's number: its architecture."""
ARCHITECTURE_YEARS = {
    "Kepler": 2012,
    "Maxwell": 2014,
    "Pascal": 2016,
    "Volta": 2017,
    "Turing": 2018,
    "Ampere": 2020,
    "Ada Lovelace": 2022,
    "Hopper": 2022,
    "Blackwell": 2024,
}
WORKSTATION_MODELS = (
    (r"\bRTX PRO (\d{4}) Blackwell\b", "Blackwell"),
    (r"\bRTX (\d{4}) Ada\b", "Ada Lovelace"),
    (r"\bRTX A(\d{3,4})\b", "Ampere"),
    (r"\bQuadro RTX (\d{4})\b", "Turing"),
    (r"(?<!Quadro )\bT(\d{3,4})\b", "Turing"),
)


def _workstation_model(text: str) -> tuple[str | None, int | None]:
    """A workstation card's architecture and model number, where its name states them:
    "RTX A4000" (Ampere, 4000), "Quadro P2200" (Pascal, 2200); a Quadro without a letter
    (Fermi's "Quadro 4000") stays unread."""
    for pattern, architecture in WORKSTATION_MODELS:
        if found := re.search(pattern, text):
            return architecture, int(found[1])
    if found := re.search(r"\bQuadro (GV|GP|[KMPT])(\d{3,4})M?\b", text):
        return NVIDIA_ARCHITECTURE_LETTERS[found[1]], int(found[2])
    return None, None


def _data_center_model(text: str) -> tuple[str | None, int | None]:
    """A data-center model's architecture and number: "V100" (Volta, 100), "A10G" (Ampere,
    10), "GH200" (Hopper, 200), "K520" (Kepler, 520)."""
    found = re.search(r"\b(GH|GB|[KMPVTALHB])(\d{1,3})(?:G|S|X|c)?\b", text)  # K40c
    if found is None:
        return None, None
    return NVIDIA_ARCHITECTURE_LETTERS[found[1]], int(found[2])


GEFORCE_LAPTOP_MODELS = {"GTX 1650 Ti", "RTX 2050", "RTX 3050 Ti"}
"""GeForce models sold only in laptops, whose name need not say so."""


def _geforce_suffix(rest: str) -> str | None:
    """ "Ti", "Super", "Ti Super" or "D" right after a GeForce's number."""
    words = re.match(r"(?: (Ti))?(?: (SUPER|Super))?(?: (D)\b)?", rest)
    ti, super_, china = words.groups() if words else (None, None, None)
    suffix = " ".join(part for part in (ti, super_ and "Super") if part)
    return suffix or china or None


def _laptop_words(text: str) -> bool:
    """ "Laptop GPU", "Mobile", or the older "with Max-Q Design" (a "Max-Q Workstation
    Edition" is a desktop card)."""
    return bool(re.search(r"\bLaptop\b|\bMobile\b|with Max-Q Design", text, re.IGNORECASE))


QUADRO_LAPTOP_MODELS = {"M520", "M620", "M1200", "M2200", "M5500", "T1000", "T2000", "T1200"}
"""Quadro models sold only in laptops without an "M" at the end of their number."""


def _quadro_laptop(text: str) -> bool:
    """A laptop workstation GPU: "Laptop GPU", "with Max-Q Design", a Quadro number ending in
    "M" (K2000M, M1000M) or a model only sold in laptops (Quadro M1200, T2000)."""
    if _laptop_words(text):
        return True
    model = re.search(r"\bQuadro (?:RTX )?([A-Z]{0,2}\d{3,4}M?)\b", text)
    return model is not None and (model[1].endswith("M") or model[1] in QUADRO_LAPTOP_MODELS)


def _workstation_line(found: str) -> str:
    if found.startswith("RTX A"):
        return "RTX A"
    if found.endswith("Ada"):
        return "RTX Ada"
    return found if found in ("Quadro", "RTX PRO") else "NVIDIA T"


def _amd_gpu(text: str) -> GpuName | None:
    """Radeon RX (laptop parts by an "M" or "S" suffix, or an "M" before the number), Radeon
    Pro, Instinct, and the graphics built into Ryzen chips."""
    if not re.search(r"\bRadeon\b|\bInstinct\b|\bAMD\b", text):
        return None
    if re.search(r"\bInstinct\b", text):
        return GpuName("AMD", "Instinct", segment="data center")
    if re.search(r"\bRadeon Pro V\d{3}\b", text, re.IGNORECASE):  # AWS's V520: a cloud GPU
        return GpuName("AMD", "Radeon Pro", segment="data center")
    if re.search(r"\bRadeon (?:\(TM\) )?Pro\b|\bRadeon PRO\b", text, re.IGNORECASE):
        return GpuName("AMD", "Radeon Pro", segment="workstation", laptop=_laptop_words(text))
    if vega := re.search(r"\bRadeon RX Vega (\d{2})\b(?!/)", text):  # discrete, not the Ryzen's
        return GpuName("AMD", "Radeon RX Vega", tier=int(vega[1]), segment="consumer")
    rx = re.search(r"\bRadeon RX (\d)(\d{2,3})(M|S)?(?: (XTX|XT|GRE))?\b(?!\s*/)", text)
    if rx and "/" not in text:
        generation, tier, mobile, suffix = rx.groups()
        return GpuName(
            "AMD", "Radeon RX", int(generation), int(tier), suffix, bool(mobile), segment="consumer"
        )
    if re.search(r"\bRadeon (?:R\d )?M\d{3}", text):  # "Radeon R9 M370X"
        return GpuName("AMD", "Radeon", laptop=True, segment="consumer")
    if re.search(r"\bRadeon \d{3}M(?: Graphics)?\b|\bRadeon Vega \d+\b", text):
        return GpuName("AMD", "Radeon", segment="integrated")
    if re.search(r"\bRadeon Graphics\b", text):  # ROCm says it of an MI50 and an RX 9070 too
        return GpuName("AMD", "Radeon")
    return GpuName("AMD")


def _intel_gpu(text: str) -> GpuName | None:
    """Arc (A- and B-series; laptop parts end in "M"), Arc Pro, Data Center GPU Max, and the
    graphics built into Intel chips (Iris Xe, UHD, Arc Graphics without a number, Arc 140V,
    Arc B390)."""
    if not re.search(r"\bIntel\b|\bArc\b|\bIris\b", text):
        return None
    if re.search(r"\bData Center GPU\b", text):
        return GpuName("Intel", "Data Center GPU Max", segment="data center")
    if re.search(r"\bArc (?:B3\d0|1[34]0[VT])\b", text):  # Panther and Lunar Lake's own GPU
        return GpuName("Intel", segment="integrated")
    if re.search(r"\bArc Pro\b", text):
        return GpuName("Intel", "Arc Pro", segment="workstation", laptop=_laptop_words(text))
    if match := re.search(r"\bArc ([AB])(\d{3})(M)?\b", text):
        return GpuName("Intel", f"Arc {match[1]}-series", laptop=bool(match[3]), segment="consumer")
    if re.search(r"\bIris\b|\bUHD Graphics\b|\bHD Graphics\b|\bArc Graphics\b", text):
        return GpuName("Intel", segment="integrated")
    return GpuName("Intel")


def _apple_gpu(text: str) -> GpuName | None:
    if not re.search(r"\bApple M\d", text):
        return None
    return GpuName("Apple", segment="integrated")


def _explained_gpu(name: GpuName) -> GpuName:
    notes: dict[str, Message] = {}
    if name.vendor:
        notes["vendor"] = message(
            QT_TRANSLATE_NOOP("Names", "{vendor} made this graphics processor."),
            vendor=name.vendor,
        )
    if name.segment:
        notes["segment"] = _gpu_segment(name)
    if name.generation is not None:
        notes["generation"] = message(
            QT_TRANSLATE_NOOP(
                "Names",
                "Generation {generation}: the first digits name the generation, which "
                "usually means a newer architecture.",
            ),
            generation=name.generation,
        )
    if name.architecture is not None:
        notes["architecture"] = message(
            QT_TRANSLATE_NOOP(
                "Names", "The name states its architecture: {architecture} ({year})."
            ),
            architecture=name.architecture,
            year=ARCHITECTURE_YEARS[name.architecture],
        )
    if name.tier is not None:
        notes["tier"] = _gpu_tier(name)
    if name.suffix:
        notes["suffix"] = message(
            QT_TRANSLATE_NOOP("Names", "{suffix}: {meaning}."),
            suffix=name.suffix,
            meaning=GPU_SUFFIX_MEANING[name.suffix],
        )
    if name.laptop:
        notes["laptop"] = message(
            QT_TRANSLATE_NOOP(
                "Names", "A laptop version: less power and usually slower than the desktop card."
            )
        )
    if name.china_market and name.suffix != "D":
        notes["china_market"] = message(
            QT_TRANSLATE_NOOP(
                "Names",
                "A version for the Chinese market, made to meet export rules: less compute or "
                "bandwidth than the model it comes from.",
            )
        )
    return GpuName(**{**name.__dict__, "explanations": notes})


def _gpu_tier(name: GpuName) -> Message:
    """What the model number says: a GeForce's last two digits its tier; a workstation or
    data-center card's number its size within the line."""
    if name.segment in ("workstation", "server", "data center"):
        return message(
            QT_TRANSLATE_NOOP(
                "Names",
                "Model {tier}: within its line and architecture, a higher number is a bigger card.",
            ),
            tier=name.tier,
        )
    meaning = GPU_TIER_MEANING.get(name.tier or 0) if name.vendor == "NVIDIA" else None
    return _tier(
        name.tier or 0, meaning or QT_TRANSLATE_NOOP("Names", "a model level: higher is faster")
    )


def _gpu_segment(name: GpuName) -> Message:
    """Who the GPU is made for, in one sentence."""
    if name.segment == "data center":
        return message(
            QT_TRANSLATE_NOOP(
                "Names", "A data-center GPU: built for training large models, with large memory."
            )
        )
    if name.segment == "server":
        return message(
            QT_TRANSLATE_NOOP(
                "Names",
                "A server edition of a workstation GPU: cooled by the server's fans, for "
                "data-center racks.",
            )
        )
    if name.segment == "workstation":
        return message(
            QT_TRANSLATE_NOOP(
                "Names", "A workstation GPU: professional drivers and large, reliable memory."
            )
        )
    if name.segment == "integrated":
        return message(
            QT_TRANSLATE_NOOP(
                "Names",
                "Built into the processor: it shares the computer's memory and has no VRAM of "
                "its own.",
            )
        )
    if name.line:
        return message(
            QT_TRANSLATE_NOOP("Names", "{line} is {vendor}'s consumer line."),
            line=name.line,
            vendor=name.vendor,
        )
    return message(QT_TRANSLATE_NOOP("Names", "A consumer graphics card."))
