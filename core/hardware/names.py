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
    """What a GPU name says: generation (first digits), tier (last two), suffix, laptop."""

    vendor: str | None = None
    line: str | None = None
    generation: int | None = None
    tier: int | None = None
    suffix: str | None = None
    laptop: bool = False
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
    text = re.sub(r"\((?:R|TM|C)\)|®|™", "", brand or "", flags=re.IGNORECASE)
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
    if not match:
        return None
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
    digits, suffix = intel_core_digits(text)
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
}
DATA_CENTER = re.compile(
    r"\b(Tesla|A100|A10G?|A30|A40|H100|H200|H800|B100|B200|GB200|L4|L40S?|T4|V100|P100)\b"
)


def decode_gpu_name(name: str) -> GpuName:
    """Decode an NVIDIA GeForce / data-center / workstation name; AMD and Intel by vendor."""
    text = clean_name(name)
    laptop = bool(re.search(r"\bLaptop\b|\bMobile\b|\bMax-Q\b", text, re.IGNORECASE))
    match = re.search(r"\bGeForce (RTX|GTX) (\d{1,2})(\d0)\b(?: (Ti))?(?: (SUPER|Super))?", text)
    if match:
        line, generation, tier, ti, super_ = match.groups()
        suffix = " ".join(part for part in (ti, super_ and "Super") if part) or None
        return _explained_gpu(
            GpuName("NVIDIA", f"GeForce {line}", int(generation), int(tier), suffix, laptop)
        )
    if re.search(r"\bQuadro\b|\bRTX A\d{4}\b|\bRTX \d{4} Ada\b|\bRTX PRO\b", text):
        return _explained_gpu(GpuName("NVIDIA", "workstation", laptop=laptop))
    if DATA_CENTER.search(text):
        return _explained_gpu(GpuName("NVIDIA", "data center"))
    for vendor, pattern in (
        ("AMD", r"\bRadeon\b|\bAMD\b"),
        ("Intel", r"\bArc\b|\bIntel\b"),
        ("NVIDIA", r"\bNVIDIA\b"),
    ):
        if re.search(pattern, text):
            return _explained_gpu(GpuName(vendor, laptop=laptop))
    return GpuName()


def _explained_gpu(name: GpuName) -> GpuName:
    notes: dict[str, Message] = {}
    if name.vendor:
        notes["vendor"] = message(
            QT_TRANSLATE_NOOP("Names", "{vendor} made this graphics processor."),
            vendor=name.vendor,
        )
    if name.line:
        notes["line"] = _gpu_line(name.line)
    if name.generation is not None:
        notes["generation"] = message(
            QT_TRANSLATE_NOOP(
                "Names",
                "Generation {generation}: the first digits name the generation, which "
                "usually means a newer architecture.",
            ),
            generation=name.generation,
        )
    if name.tier is not None:
        meaning = GPU_TIER_MEANING.get(name.tier, QT_TRANSLATE_NOOP("Names", "a model level"))
        notes["tier"] = _tier(name.tier, meaning)
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
    return GpuName(**{**name.__dict__, "explanations": notes})


def _gpu_line(line: str) -> Message:
    if line == "data center":
        return message(
            QT_TRANSLATE_NOOP(
                "Names", "A data-center GPU: built for training large models, with large memory."
            )
        )
    if line == "workstation":
        return message(
            QT_TRANSLATE_NOOP(
                "Names", "A workstation GPU: professional drivers and large, reliable memory."
            )
        )
    return message(QT_TRANSLATE_NOOP("Names", "{line} is NVIDIA's consumer line."), line=line)
