"""Read a CPU or GPU model name the way the lesson does.

"11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz" is generation 11, tier i5, suffix H,
base clock 3.10 GHz; "NVIDIA GeForce RTX 3080 Ti" is generation 30, tier 80, suffix Ti.
Unknown strings give None fields, never an exception. Each decoded field comes with a
one-sentence explanation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

CPU_SUFFIX_MEANING = {
    "K": "unlocked: the clock can be raised (overclocked)",
    "KF": "unlocked, and without built-in graphics (needs a graphics card)",
    "KS": "a specially binned, higher-clocked K model",
    "F": "without built-in graphics (needs a graphics card)",
    "H": "high-performance mobile: a laptop chip with more power and speed",
    "HK": "high-performance mobile and unlocked",
    "HX": "the most powerful mobile class, close to a desktop chip",
    "HS": "high-performance mobile in a slimmer, lower-power package",
    "HF": "high-performance mobile without built-in graphics",
    "U": "ultra-low power: a thin-and-light laptop chip that saves battery",
    "P": "performance-thin laptop: between U and H",
    "V": "low-power laptop chip with memory on the package",
    "T": "power-optimised desktop chip (lower heat and clock)",
    "S": "a special edition",
    "X": "a high-end model (more cores or clock)",
    "XE": "extreme edition: the top model of its range",
    "X3D": "with 3D V-Cache: extra cache stacked on the chip, good for games",
    "G": "with a stronger built-in Radeon graphics unit",
    "GE": "with built-in graphics, in a low-power version",
    "WX": "workstation class with many cores",
    "PRO": "a business model with management and security features",
    "Pro": "more CPU and GPU cores than the base chip",
    "Max": "more GPU cores and memory bandwidth than Pro",
    "Ultra": "two Max chips joined into one",
}
"""What each CPU model-name suffix says."""

CPU_TIER_MEANING = {
    3: "entry level",
    5: "mainstream: between entry level (3) and high performance (7)",
    7: "high performance, above the mainstream 5",
    9: "enthusiast: the top tier",
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
    explanations: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class GpuName:
    """What a GPU name says: generation (first digits), tier (last two), suffix, laptop."""

    vendor: str | None = None
    line: str | None = None
    generation: int | None = None
    tier: int | None = None
    suffix: str | None = None
    laptop: bool = False
    explanations: dict[str, str] = field(default_factory=dict)


def _clean(brand: str) -> str:
    text = re.sub(r"\((?:R|TM|tm|r)\)|®|™", "", brand or "")
    return re.sub(r"\s+", " ", text).strip()


def base_ghz_in_name(text: str | None) -> float | None:
    """The base clock a model name states, e.g. 3.1 from '... i5-11300H @ 3.10GHz'."""
    match = re.search(r"@\s*([\d.]+)\s*GHz", text or "", re.IGNORECASE)
    return float(match.group(1)) if match else None


def decode_cpu_name(brand: str) -> CpuName:
    """Decode an Intel, AMD or Apple CPU name; fields it cannot read stay None."""
    text = _clean(brand)
    for decoder in (_intel_core, _intel_core_ultra, _intel_other, _ryzen, _amd_other, _apple):
        decoded = decoder(text)
        if decoded is not None:
            return _explained_cpu(decoded)
    vendor = next((v for v in ("Intel", "AMD", "Apple") if v.lower() in text.lower()), None)
    return _explained_cpu(CpuName(vendor=vendor, base_ghz=base_ghz_in_name(text)))


def _intel_core(text: str) -> CpuName | None:
    match = re.search(r"\bCore i([3579])[- ](\d{3,5})([A-Z][A-Z0-9]*)?\b", text)
    if not match:
        return None
    tier, digits, suffix = int(match.group(1)), match.group(2), match.group(3)
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
    notes: dict[str, str] = {}
    if name.vendor:
        notes["vendor"] = f"{name.vendor} made this processor."
    if name.family:
        notes["family"] = f"{name.family} is the product line."
    if name.generation is not None:
        notes["generation"] = (
            f"Generation {name.generation}: a newer generation usually brings a better "
            "architecture and manufacturing process, so more speed per watt."
        )
    if name.tier is not None:
        notes["tier"] = f"Tier {name.tier}: {CPU_TIER_MEANING[name.tier]}."
    if name.suffix:
        meaning = CPU_SUFFIX_MEANING.get(name.suffix) or CPU_SUFFIX_MEANING.get(
            name.suffix[:1], "a variant letter of this model"
        )
        if re.fullmatch(r"G\d", name.suffix):
            meaning = f"built-in graphics level {name.suffix[1]} (higher is stronger)"
        notes["suffix"] = f"{name.suffix}: {meaning}."
    if name.base_ghz is not None:
        notes["base_ghz"] = (
            f"{name.base_ghz:.2f} GHz is the base clock: the speed it runs at under steady load."
        )
    return CpuName(**{**name.__dict__, "explanations": notes})


GPU_TIER_MEANING = {
    50: "entry level: limited for deep learning",
    60: "mainstream, good value, fine to start with",
    70: "upper mid-range, the 'sweet spot' of price and performance",
    80: "high end: strong performance and more memory",
    90: "the flagship: the fastest of its generation with the most memory",
}
GPU_SUFFIX_MEANING = {
    "Ti": "a stronger version of the same model, between it and the next tier up",
    "Super": "a refreshed, slightly faster version of the same model",
    "Ti Super": "a refreshed Ti, faster still",
}
DATA_CENTER = re.compile(
    r"\b(Tesla|A100|A10G?|A30|A40|H100|H200|H800|B100|B200|GB200|L4|L40S?|T4|V100|P100)\b"
)


def decode_gpu_name(name: str) -> GpuName:
    """Decode an NVIDIA GeForce / data-center / workstation name; AMD and Intel by vendor."""
    text = _clean(name)
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
    notes: dict[str, str] = {}
    if name.vendor:
        notes["vendor"] = f"{name.vendor} made this graphics processor."
    if name.line == "data center":
        notes["line"] = "A data-center GPU: built for training large models, with large memory."
    elif name.line == "workstation":
        notes["line"] = "A workstation GPU: professional drivers and large, reliable memory."
    elif name.line:
        notes["line"] = f"{name.line} is NVIDIA's consumer line."
    if name.generation is not None:
        notes["generation"] = (
            f"Generation {name.generation}: the first digits name the generation, which "
            "usually means a newer architecture."
        )
    if name.tier is not None:
        notes["tier"] = f"Tier {name.tier}: {GPU_TIER_MEANING.get(name.tier, 'a model level')}."
    if name.suffix:
        notes["suffix"] = f"{name.suffix}: {GPU_SUFFIX_MEANING[name.suffix]}."
    if name.laptop:
        notes["laptop"] = "A laptop version: less power and usually slower than the desktop card."
    return GpuName(**{**name.__dict__, "explanations": notes})
