"""The name decoders on real CPU and GPU model strings, as the lesson reads them."""

import json
from pathlib import Path

import pytest

from core.hardware import decode_cpu_name, decode_gpu_name
from core.hardware.names import SEGMENTS
from core.i18n import render

CPUS = [
    # brand string, vendor, family, generation, tier, suffix, base GHz
    ("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz", "Intel", "Core i5", 11, 5, "H", 3.1),
    ("12th Gen Intel(R) Core(TM) i9-12900KF", "Intel", "Core i9", 12, 9, "KF", None),
    ("Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz", "Intel", "Core i7", 8, 7, "K", 3.7),
    ("Intel(R) Core(TM) i5-2500K CPU @ 3.30GHz", "Intel", "Core i5", 2, 5, "K", 3.3),
    ("Intel(R) Core(TM) i7-3770 CPU @ 3.40GHz", "Intel", "Core i7", 3, 7, None, 3.4),
    ("Intel(R) Core(TM) i7-4790K CPU @ 4.00GHz", "Intel", "Core i7", 4, 7, "K", 4.0),
    ("Intel(R) Core(TM) i7-6700T CPU @ 2.80GHz", "Intel", "Core i7", 6, 7, "T", 2.8),
    ("Intel(R) Core(TM) i7-7820X CPU @ 3.60GHz", "Intel", "Core i7", 7, 7, "X", 3.6),
    ("Intel(R) Core(TM) i5-8265U CPU @ 1.60GHz", "Intel", "Core i5", 8, 5, "U", 1.6),
    ("Intel(R) Core(TM) i9-8950HK CPU @ 2.90GHz", "Intel", "Core i9", 8, 9, "HK", 2.9),
    ("Intel(R) Core(TM) i7-9750H CPU @ 2.60GHz", "Intel", "Core i7", 9, 7, "H", 2.6),
    ("Intel(R) Core(TM) i7-1065G7 CPU @ 1.30GHz", "Intel", "Core i7", 10, 7, "G7", 1.3),
    ("Intel(R) Core(TM) i9-10980XE CPU @ 3.00GHz", "Intel", "Core i9", 10, 9, "XE", 3.0),
    ("Intel(R) Core(TM) i7-10750H CPU @ 2.60GHz", "Intel", "Core i7", 10, 7, "H", 2.6),
    ("11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", "Intel", "Core i5", 11, 5, "G7", 2.4),
    ("11th Gen Intel(R) Core(TM) i3-1115G4 @ 3.00GHz", "Intel", "Core i3", 11, 3, "G4", 3.0),
    ("12th Gen Intel(R) Core(TM) i7-1280P", "Intel", "Core i7", 12, 7, "P", None),
    ("12th Gen Intel(R) Core(TM) i5-12400F", "Intel", "Core i5", 12, 5, "F", None),
    ("12th Gen Intel(R) Core(TM) i9-12900KS", "Intel", "Core i9", 12, 9, "KS", None),
    ("13th Gen Intel(R) Core(TM) i9-13980HX", "Intel", "Core i9", 13, 9, "HX", None),
    ("13th Gen Intel(R) Core(TM) i7-13700H", "Intel", "Core i7", 13, 7, "H", None),
    ("Intel(R) Core(TM) i7-14700K", "Intel", "Core i7", 14, 7, "K", None),
    ("Intel(R) Core(TM) i7 CPU 920 @ 2.67GHz", "Intel", "Core i7", 1, 7, None, 2.67),
    ("Intel(R) Core(TM) i5 CPU M 560 @ 2.67GHz", "Intel", "Core i5", 1, 5, "M", 2.67),
    ("Intel(R) Core(TM) i7 CPU Q 720 @ 1.60GHz", "Intel", "Core i7", 1, 7, "QM", 1.6),
    ("Intel(R) Core(TM) i7 CPU X 980 @ 3.33GHz", "Intel", "Core i7", 1, 7, "X", 3.33),
    ("Intel(R) Core(TM) i7-920 CPU @ 2.67GHz", "Intel", "Core i7", 1, 7, None, 2.67),
    ("Intel(R) Core(TM) Ultra 7 155H", "Intel", "Core Ultra 7", 1, 7, "H", None),
    ("Intel(R) Core(TM) Ultra 5 125U", "Intel", "Core Ultra 5", 1, 5, "U", None),
    ("Intel(R) Core(TM) Ultra 9 285K", "Intel", "Core Ultra 9", 2, 9, "K", None),
    ("Intel(R) Core(TM) Ultra 7 258V", "Intel", "Core Ultra 7", 2, 7, "V", None),
    ("Intel(R) Xeon(R) Gold 6248R CPU @ 3.00GHz", "Intel", "Xeon", None, None, None, 3.0),
    ("Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz", "Intel", "Xeon", None, None, None, 2.4),
    ("Intel(R) Pentium(R) CPU G4560 @ 3.50GHz", "Intel", "Pentium", None, None, None, 3.5),
    ("Intel(R) Celeron(R) N4020 CPU @ 1.10GHz", "Intel", "Celeron", None, None, None, 1.1),
    ("AMD Ryzen 7 5800X 8-Core Processor", "AMD", "Ryzen 7", 5, 7, "X", None),
    ("AMD Ryzen 9 7950X3D 16-Core Processor", "AMD", "Ryzen 9", 7, 9, "X3D", None),
    ("AMD Ryzen 5 3600 6-Core Processor", "AMD", "Ryzen 5", 3, 5, None, None),
    ("AMD Ryzen 5 1600 Six-Core Processor", "AMD", "Ryzen 5", 1, 5, None, None),
    ("AMD Ryzen 7 2700X Eight-Core Processor", "AMD", "Ryzen 7", 2, 7, "X", None),
    ("AMD Ryzen 5 5600G with Radeon Graphics", "AMD", "Ryzen 5", 5, 5, "G", None),
    ("AMD Ryzen 7 PRO 4750GE with Radeon Graphics", "AMD", "Ryzen 7", 4, 7, "GE", None),
    ("AMD Ryzen 9 5900HX with Radeon Graphics", "AMD", "Ryzen 9", 5, 9, "HX", None),
    ("AMD Ryzen 7 5700U with Radeon Graphics", "AMD", "Ryzen 7", 5, 7, "U", None),
    ("AMD Ryzen 7 7840HS w/ Radeon 780M Graphics", "AMD", "Ryzen 7", 7, 7, "HS", None),
    ("AMD Ryzen 7 6800H with Radeon Graphics", "AMD", "Ryzen 7", 6, 7, "H", None),
    ("AMD Ryzen 5 8600G w/ Radeon 760M Graphics", "AMD", "Ryzen 5", 8, 5, "G", None),
    ("AMD Ryzen 9 9950X 16-Core Processor", "AMD", "Ryzen 9", 9, 9, "X", None),
    ("AMD Ryzen 3 3200G with Radeon Vega Graphics", "AMD", "Ryzen 3", 3, 3, "G", None),
    ("AMD Ryzen AI 9 HX 370 w/ Radeon 890M", "AMD", "Ryzen AI 9", 3, 9, "HX", None),
    ("AMD Ryzen Threadripper 3970X 32-Core Processor", "AMD", "Threadripper", 3, None, "X", None),
    ("AMD Ryzen Threadripper PRO 5995WX 64-Cores", "AMD", "Threadripper", 5, None, "WX", None),
    ("AMD EPYC 7763 64-Core Processor", "AMD", "EPYC", 3, None, None, None),
    ("AMD EPYC 9654 96-Core Processor", "AMD", "EPYC", 4, None, None, None),
    ("AMD EPYC", "AMD", "EPYC", None, None, None, None),
    ("Apple M1", "Apple", "Apple M1", 1, None, None, None),
    ("Apple M2 Pro", "Apple", "Apple M2", 2, None, "Pro", None),
    ("Apple M3 Max", "Apple", "Apple M3", 3, None, "Max", None),
    ("Apple M1 Ultra", "Apple", "Apple M1", 1, None, "Ultra", None),
    ("Apple M4", "Apple", "Apple M4", 4, None, None, None),
]

GPUS = [
    # name, vendor, segment, generation, tier, suffix, laptop
    ("NVIDIA GeForce RTX 3080 Ti", "NVIDIA", "consumer", 30, 80, "Ti", False),
    ("NVIDIA GeForce RTX 3090 Ti", "NVIDIA", "consumer", 30, 90, "Ti", False),
    ("NVIDIA GeForce RTX 3070", "NVIDIA", "consumer", 30, 70, None, False),
    ("NVIDIA GeForce RTX 4070", "NVIDIA", "consumer", 40, 70, None, False),
    ("NVIDIA GeForce RTX 4070 SUPER", "NVIDIA", "consumer", 40, 70, "Super", False),
    ("NVIDIA GeForce RTX 4070 Ti SUPER", "NVIDIA", "consumer", 40, 70, "Ti Super", False),
    ("NVIDIA GeForce RTX 4090", "NVIDIA", "consumer", 40, 90, None, False),
    ("NVIDIA GeForce RTX 4060 Laptop GPU", "NVIDIA", "consumer", 40, 60, None, True),
    ("NVIDIA GeForce RTX 3050 Laptop GPU", "NVIDIA", "consumer", 30, 50, None, True),
    ("NVIDIA GeForce RTX 2080 Ti", "NVIDIA", "consumer", 20, 80, "Ti", False),
    ("NVIDIA GeForce RTX 2060 SUPER", "NVIDIA", "consumer", 20, 60, "Super", False),
    ("NVIDIA GeForce RTX 5090", "NVIDIA", "consumer", 50, 90, None, False),
    ("NVIDIA GeForce RTX 5070 Ti", "NVIDIA", "consumer", 50, 70, "Ti", False),
    ("NVIDIA GeForce GTX 1660 Ti", "NVIDIA", "consumer", 16, 60, "Ti", False),
    ("NVIDIA GeForce GTX 1650", "NVIDIA", "consumer", 16, 50, None, False),
    ("NVIDIA GeForce GTX 1080", "NVIDIA", "consumer", 10, 80, None, False),
    ("NVIDIA GeForce GTX 1050 Ti", "NVIDIA", "consumer", 10, 50, "Ti", False),
    ("NVIDIA GeForce GTX 970", "NVIDIA", "consumer", 9, 70, None, False),
    ("NVIDIA GeForce GTX 980 Ti", "NVIDIA", "consumer", 9, 80, "Ti", False),
    ("Tesla T4", "NVIDIA", "data center", None, 4, None, False),
    ("Tesla V100-SXM2-16GB", "NVIDIA", "data center", None, 100, None, False),
    ("NVIDIA A100-SXM4-80GB", "NVIDIA", "data center", None, 100, None, False),
    ("NVIDIA H100 80GB HBM3", "NVIDIA", "data center", None, 100, None, False),
    ("NVIDIA H200", "NVIDIA", "data center", None, 200, None, False),
    ("NVIDIA B200", "NVIDIA", "data center", None, 200, None, False),
    ("NVIDIA L4", "NVIDIA", "data center", None, 4, None, False),
    ("NVIDIA A10G", "NVIDIA", "data center", None, 10, None, False),
    ("Quadro RTX 5000", "NVIDIA", "workstation", None, 5000, None, False),
    ("Quadro P4000", "NVIDIA", "workstation", None, 4000, None, False),
    ("NVIDIA RTX A6000", "NVIDIA", "workstation", None, 6000, None, False),
    ("NVIDIA RTX 6000 Ada Generation", "NVIDIA", "workstation", None, 6000, None, False),
    ("AMD Radeon RX 7900 XTX", "AMD", "consumer", 7, 900, "XTX", False),
    ("Intel(R) Arc(TM) A770 Graphics", "Intel", "consumer", None, None, None, False),
]


@pytest.mark.parametrize(("brand", "vendor", "family", "generation", "tier", "suffix", "ghz"), CPUS)
def test_cpu_names(brand, vendor, family, generation, tier, suffix, ghz):
    name = decode_cpu_name(brand)
    assert (name.vendor, name.family, name.generation, name.tier, name.suffix, name.base_ghz) == (
        vendor,
        family,
        generation,
        tier,
        suffix,
        ghz,
    )
    for field_name in ("vendor", "family", "generation", "tier", "suffix", "base_ghz"):
        assert (field_name in name.explanations) == (getattr(name, field_name) is not None)


ARCHITECTURE_IN_THE_NAME = [
    # The letter or word before a workstation or data-center model's number.
    ("Quadro K2200", "Kepler", 2200),
    ("Quadro M4000", "Maxwell", 4000),
    ("Quadro P2200", "Pascal", 2200),
    ("Quadro GV100", "Volta", 100),
    ("Quadro RTX 4000", "Turing", 4000),
    ("NVIDIA T1000", "Turing", 1000),
    ("NVIDIA RTX A4000", "Ampere", 4000),
    ("NVIDIA RTX 4000 Ada Generation", "Ada Lovelace", 4000),
    ("NVIDIA RTX PRO 6000 Blackwell Server Edition", "Blackwell", 6000),
    ("Tesla K80", "Kepler", 80),
    ("Tesla M60", "Maxwell", 60),
    ("Tesla P100-PCIE-16GB", "Pascal", 100),
    ("Tesla V100-SXM2-16GB", "Volta", 100),
    ("Tesla T4", "Turing", 4),
    ("NVIDIA A10G", "Ampere", 10),
    ("NVIDIA L40S", "Ada Lovelace", 40),
    ("NVIDIA GH200 480GB", "Hopper", 200),
    ("NVIDIA B200", "Blackwell", 200),
    ("Quadro 4000", None, None),  # Fermi's Quadro has no letter: unread, never a guess
    ("NVIDIA GeForce RTX 4090", None, 90),  # a GeForce's architecture is not in its name
]


@pytest.mark.parametrize(("gpu", "architecture", "tier"), ARCHITECTURE_IN_THE_NAME)
def test_workstation_and_data_center_names_state_their_architecture(gpu, architecture, tier):
    name = decode_gpu_name(gpu)
    assert (name.architecture, name.tier) == (architecture, tier)
    if architecture is not None:
        said = render(name.explanations["architecture"])
        assert said.startswith(f"The name states its architecture: {architecture} (")


@pytest.mark.parametrize(
    ("gpu", "vendor", "line", "tier", "laptop", "segment"),
    [
        ("NVIDIA GeForce GTX 965M", "NVIDIA", "GeForce GTX", 65, True, "consumer"),  # not desktop
        ("GeForce GTX 745", "NVIDIA", "GeForce GTX", 45, False, "consumer"),
        ("Radeon RX Vega 56", "AMD", "Radeon RX Vega", 56, False, "consumer"),  # not integrated
        ("AMD Radeon(TM) Vega 8 Graphics", "AMD", "Radeon", None, False, "integrated"),
        ("AMD Radeon\u00e2\u201e\u00a2 RX 6600", "AMD", "Radeon RX", 600, False, "consumer"),
        # "Vega 10" is the chip's code name here, not a Ryzen's Vega 10 graphics
        ("Vega 10 XTX [Radeon Vega Frontier Edition]", "AMD", None, None, False, None),
        ("Vega 10 XL/XT [Radeon RX Vega 56/64]", "AMD", None, None, False, None),  # which?
        ("AMD Radeon Graphics", "AMD", "Radeon", None, False, None),  # ROCm: an MI50 too
        ("AMD Radeon(TM) Graphics", "AMD", "Radeon", None, False, "integrated"),  # Windows'
        ("NVIDIA GeForce GTX 1650 Ti", "NVIDIA", "GeForce GTX", 50, True, "consumer"),
        ("AMD Radeon Pro V520", "AMD", "Radeon Pro", None, False, "data center"),
    ],
)
def test_names_once_read_wrong_or_left_unread(gpu, vendor, line, tier, laptop, segment):
    """A GTX 965M was read as a desktop card, the discrete RX Vega 56 as integrated
    graphics, and "Radeon™" read in the wrong encoding ("â„¢") left the name unread."""
    name = decode_gpu_name(gpu)
    assert (name.vendor, name.line, name.tier, name.laptop, name.segment) == (
        vendor, line, tier, laptop, segment
    )  # fmt: skip


@pytest.mark.parametrize(
    ("gpu", "vendor", "segment", "generation", "tier", "suffix", "laptop"), GPUS
)
def test_gpu_names(gpu, vendor, segment, generation, tier, suffix, laptop):
    name = decode_gpu_name(gpu)
    assert (name.vendor, name.segment, name.generation, name.tier, name.suffix, name.laptop) == (
        vendor,
        segment,
        generation,
        tier,
        suffix,
        laptop,
    )


def test_the_table_covers_at_least_60_real_names():
    assert len(CPUS) + len(GPUS) >= 60


def test_the_lessons_cpu_is_explained_as_the_lesson_does():
    explained = decode_cpu_name("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz").explanations
    notes = {key: str(note) for key, note in explained.items()}
    assert "between entry level (3) and high performance (7)" in notes["tier"]
    assert "high-performance mobile" in notes["suffix"]
    assert "base clock" in notes["base_ghz"]


def test_the_lessons_gpu_is_explained_as_the_lesson_does():
    notes = {
        key: str(note)
        for key, note in decode_gpu_name("NVIDIA GeForce RTX 3080 Ti").explanations.items()
    }
    assert "Generation 30" in notes["generation"]
    assert "high end" in notes["tier"]
    assert "stronger version" in notes["suffix"]


@pytest.mark.parametrize("junk", ["", "   ", "Qualcomm Snapdragon X Elite", "???", "i5", "RTX"])
def test_unknown_strings_give_empty_fields_not_errors(junk):
    cpu, gpu = decode_cpu_name(junk), decode_gpu_name(junk)
    assert cpu.family is None and cpu.generation is None and cpu.tier is None
    assert gpu.generation is None and gpu.tier is None


REAL_GPUS = json.loads(
    (Path(__file__).parent / "data" / "real_gpu_names.json").read_text(encoding="utf-8")
)
"""149 GPU names as NVML, torch, nvidia-smi, rocm-smi, xpu-smi or the system printed them on
real machines (each with its public source), and what each says, checked by hand."""

OFFICIAL_NAMES = [
    # Classes no public report above showed, by the vendor's own product name.
    ("NVIDIA GeForce RTX 4090 D", "consumer", 40, 90, "D", False, True),
    ("NVIDIA GeForce RTX 3050Ti Laptop GPU", "consumer", 30, 50, "Ti", True, False),
    (
        "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition",
        "workstation",
        None,
        6000,
        None,
        False,
        False,
    ),
    ("NVIDIA RTX A500 Laptop GPU", "workstation", None, 500, None, True, False),
    ("NVIDIA RTX 2000 Ada Generation", "workstation", None, 2000, None, False, False),
    ("NVIDIA T1000", "workstation", None, 1000, None, False, False),
    ("Quadro M1200", "workstation", None, 1200, None, True, False),
    ("NVIDIA GH200 480GB", "data center", None, 200, None, False, False),
    ("GRID K520", "data center", None, 520, None, False, False),
    ("AMD Radeon RX 6800M", "consumer", 6, 800, None, True, False),
    ("AMD Radeon RX 6700S", "consumer", 6, 700, None, True, False),
    ("AMD Radeon R9 M370X", "consumer", None, None, None, True, False),
    ("Intel(R) Arc(TM) A370M Graphics", "consumer", None, None, None, True, False),
    ("Intel(R) Arc(TM) Pro A40/A50 Graphics", "workstation", None, None, None, False, False),
]


@pytest.mark.parametrize("entry", REAL_GPUS, ids=[entry["name"] for entry in REAL_GPUS])
def test_real_gpu_names_read_right_or_unknown_never_wrong(entry):
    name = decode_gpu_name(entry["name"])
    read = {key: getattr(name, key) for key in entry["expected"]}
    assert read == entry["expected"]
    assert name.segment is None or name.segment in SEGMENTS


@pytest.mark.parametrize(
    ("gpu", "segment", "generation", "tier", "suffix", "laptop", "china"), OFFICIAL_NAMES
)
def test_every_class_of_name_the_issue_lists(gpu, segment, generation, tier, suffix, laptop, china):
    name = decode_gpu_name(gpu)
    read = (name.segment, name.generation, name.tier, name.suffix, name.laptop, name.china_market)
    assert read == (segment, generation, tier, suffix, laptop, china)


def test_intels_arc_pro_a40_is_not_nvidias_a40():
    assert decode_gpu_name("Intel(R) Arc(TM) Pro A40/A50 Graphics").vendor == "Intel"
    assert decode_gpu_name("NVIDIA A40").segment == "data center"


def test_a_server_edition_is_told_from_the_workstation_card_and_explained():
    server = decode_gpu_name("NVIDIA RTX PRO 6000 Blackwell Server Edition")
    assert server.segment == "server" and "server's fans" in str(server.explanations["segment"])
    workstation = decode_gpu_name("NVIDIA RTX PRO 6000 Blackwell Workstation Edition")
    assert workstation.segment == "workstation"


def test_a_china_market_model_says_so():
    for gpu in ("NVIDIA H20", "NVIDIA A800-SXM4-80GB", "NVIDIA L20"):
        notes = decode_gpu_name(gpu).explanations
        assert "Chinese market" in str(notes["china_market"]), gpu
    assert "Chinese market" in str(
        decode_gpu_name("NVIDIA GeForce RTX 4090 D").explanations["suffix"]
    )
