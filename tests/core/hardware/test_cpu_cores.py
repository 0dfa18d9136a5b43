"""P/E core counts come from what the OS exposes; per-core readings never raise."""

from pathlib import Path

from core.hardware import cpu_cores
from core.hardware.cpu_cores import core_kinds, sample_cores


def _fake_sysfs(root: Path, cores: list[tuple[int, int]], capacities=None, hybrid=None):
    """cores: (logical cpu, core id); hybrid: (P cpu list, E cpu list) as the kernel writes."""
    for cpu, core_id in cores:
        topology = root / "devices" / "system" / "cpu" / f"cpu{cpu}" / "topology"
        topology.mkdir(parents=True)
        (topology / "core_id").write_text(f"{core_id}\n")
        (topology / "physical_package_id").write_text("0\n")
        if capacities:
            (topology.parent / "cpu_capacity").write_text(f"{capacities[cpu]}\n")
    if hybrid:
        for kind, cpus in zip(("cpu_core", "cpu_atom"), hybrid, strict=True):
            (root / "devices" / kind).mkdir(parents=True)
            (root / "devices" / kind / "cpus").write_text(cpus + "\n")
    return root


def test_an_intel_hybrid_cpu_counts_hyperthreads_once(tmp_path):
    # i5-12600K: 6 P-cores with 2 threads each (cpus 0-11), 4 E-cores (cpus 12-15).
    cores = [(cpu, cpu // 2) for cpu in range(12)] + [(cpu, cpu - 4) for cpu in range(12, 16)]
    root = _fake_sysfs(tmp_path, cores, hybrid=("0-11", "12-15"))
    kinds = core_kinds(root, system="Linux")
    assert (kinds.performance, kinds.efficiency) == (6, 4)
    assert "hybrid" in kinds.note


def test_an_arm_big_little_cpu_is_split_by_capacity(tmp_path):
    capacities = {0: 446, 1: 446, 2: 446, 3: 446, 4: 1024, 5: 1024}
    root = _fake_sysfs(tmp_path, [(cpu, cpu) for cpu in range(6)], capacities=capacities)
    kinds = core_kinds(root, system="Linux")
    assert (kinds.performance, kinds.efficiency) == (2, 4)
    assert "big.LITTLE" in kinds.note


def test_a_cpu_with_one_kind_of_core_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(cpu_cores.psutil, "cpu_count", lambda logical=True: 8)
    root = _fake_sysfs(tmp_path, [(cpu, cpu) for cpu in range(8)])
    kinds = core_kinds(root, system="Linux")
    assert (kinds.performance, kinds.efficiency) == (8, 0)
    assert "same kind" in kinds.note


def test_apple_silicon_reads_the_perf_levels():
    answers = {
        "hw.nperflevels": "2",
        "hw.perflevel0.physicalcpu": "8",
        "hw.perflevel1.physicalcpu": "4",
    }
    kinds = core_kinds(system="Darwin", sysctl=answers.get)
    assert (kinds.performance, kinds.efficiency) == (8, 4)


def test_an_intel_mac_without_perf_levels_is_unknown_not_wrong():
    kinds = core_kinds(system="Darwin", sysctl=lambda name: None)
    assert kinds.performance is None and kinds.efficiency is None
    assert "does not report" in kinds.note


def test_other_systems_give_a_reason():
    kinds = core_kinds(system="Windows")
    assert kinds.performance is None
    assert "Windows" in str(kinds.note)


def test_a_corrupt_cpu_list_falls_back_to_one_kind(tmp_path, monkeypatch):
    monkeypatch.setattr(cpu_cores.psutil, "cpu_count", lambda logical=True: 2)
    root = _fake_sysfs(tmp_path, [(0, 0), (1, 1)], hybrid=("garbage", "0-1"))
    assert core_kinds(root, system="Linux").efficiency == 0


def test_a_core_sample_has_one_reading_per_logical_cpu():
    sample = sample_cores()
    assert len(sample.percent) == cpu_cores.psutil.cpu_count(logical=True)
    assert all(0.0 <= value <= 100.0 for value in sample.percent)
    assert sample.mhz is None or len(sample.mhz) == len(sample.percent)


def test_one_shared_clock_is_shown_for_every_core(monkeypatch):
    class Clock:
        current = 2600.0

    monkeypatch.setattr(cpu_cores.psutil, "cpu_percent", lambda percpu: [10.0, 20.0, 30.0])
    monkeypatch.setattr(cpu_cores.psutil, "cpu_freq", lambda percpu: [Clock()])
    assert sample_cores().mhz == [2600.0] * 3


def test_no_clock_from_the_os_is_none(monkeypatch):
    def refuse(percpu):
        raise NotImplementedError

    monkeypatch.setattr(cpu_cores.psutil, "cpu_percent", lambda percpu: [10.0])
    monkeypatch.setattr(cpu_cores.psutil, "cpu_freq", refuse)
    assert sample_cores() == cpu_cores.CoreSample(percent=[10.0], mhz=None)
