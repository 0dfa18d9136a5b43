"""Throughput is measured honestly: synchronized, warm-up apart, cancellable, every device."""

import torch

from core.hardware import throughput
from core.hardware.throughput import measure_throughput, throughput_cases


def test_cpu_matmul_and_memory_copy_rates_follow_from_their_timings():
    seen = []
    report = measure_throughput(
        ["cpu"], sizes=(64, 128), copy_megabytes=4, min_seconds=0.02, report=seen.append
    )
    assert [m.case for m in report.measurements] == ["matmul", "matmul", "host RAM copy"]
    assert seen == report.measurements
    assert [m.unit for m in report.measurements] == ["GFLOP/s", "GFLOP/s", "GB/s"]
    assert all(m.warmup_s > 0 and m.runs >= 3 for m in report.measurements)
    assert report.cpu_threads == torch.get_num_threads()
    assert any("No GPU here" in str(note) for note in report.notes)  # after any noisy case


def test_a_slow_first_run_is_warm_up_reported_apart_not_part_of_the_rate():
    import time

    calls = []

    def run():
        calls.append(1)
        time.sleep(0.05 if len(calls) == 1 else 0.002)

    seconds, _, runs, warmup = throughput._time(run, torch.device("cpu"), min_seconds=0.05)
    assert warmup >= 0.05
    assert 0.002 <= seconds < 0.04  # the steady runs' median (a busy machine sleeps longer)
    assert runs == len(calls) - 2  # neither the warm-up nor the sizing run is counted


def test_a_stop_during_a_long_case_ends_it_between_batches():
    asked = []

    def stop_on_the_third_question():
        asked.append(1)
        return len(asked) >= 3

    report = measure_throughput(
        ["cpu"], sizes=(64,), min_seconds=60, should_stop=stop_on_the_third_question
    )
    assert report.cancelled and report.measurements == []


def test_every_timed_batch_ends_with_a_synchronize(monkeypatch):
    synced = []
    monkeypatch.setattr(throughput, "synchronize", synced.append)
    report = measure_throughput(["cpu"], sizes=(32,), copy_megabytes=1, min_seconds=0.01)
    # Per case: before and after the warm-up, after the sizing run, after each of ≥ 3 batches.
    assert len(synced) >= len(report.measurements) * 6


def test_a_stop_request_after_a_case_keeps_that_case_and_ends_the_measurement():
    done = []
    report = measure_throughput(
        ["cpu"],
        sizes=(32, 64),
        min_seconds=0.01,
        report=done.append,
        should_stop=lambda: len(done) > 0,
    )
    assert report.cancelled
    assert report.measurements == done and len(done) == 1


def test_a_cuda_device_gets_pageable_and_pinned_copies_both_ways():
    cases = throughput_cases(["cpu", "cuda:0"], (256,), 64)
    assert [(str(d), case, pinned) for d, case, _, pinned in cases] == [
        ("cpu", "matmul", False),
        ("cpu", "host RAM copy", False),
        ("cuda:0", "matmul", False),
        ("cuda:0", "host→device", False),
        ("cuda:0", "device→host", False),
        ("cuda:0", "host→device", True),
        ("cuda:0", "device→host", True),
    ]


def test_mps_has_no_pinned_copies():
    cases = throughput_cases(["mps"], (256,), 64)
    assert not any(pinned for *_, pinned in cases)


def test_the_report_is_json():
    import json

    report = measure_throughput(["cpu"], sizes=(32,), copy_megabytes=1, min_seconds=0.01)
    assert json.loads(json.dumps(report.to_dict()))["measurements"][0]["case"] == "matmul"


def _measured(device, case, size, rate):
    from core.hardware.throughput import Measurement

    unit = "GFLOP/s" if case == "matmul" else "GB/s"
    return Measurement(device, device, case, size, rate, unit, 1.0, 0.0, 3, 0.1)


def test_the_summary_turns_gpu_numbers_into_the_lessons_point():
    from core.hardware.throughput import ThroughputReport, summary

    report = ThroughputReport(
        measurements=[
            _measured("cpu", "matmul", "2048×2048 float32", 400.0),
            _measured("cuda:0", "matmul", "2048×2048 float32", 40_000.0),
            _measured("cuda:0", "host→device", "64 MB pageable", 10.0),
            _measured("cuda:0", "host→device", "64 MB pinned", 25.0),
        ],
        cpu_threads=8,
    )
    lines = [str(line) for line in summary(report)]
    assert (
        lines[0] == "The CPU multiplies 2048×2048 float32 matrices at 400 GFLOP/s with 8 threads."
    )
    assert "cuda:0 is 100.0× the CPU" in lines[1]
    # 40,000 GFLOP/s against 25 GB/s = 6.25 G floats/s: 6,400 operations per float moved.
    assert "25.0 GB/s (64 MB pinned)" in lines[2] and "6,400 operations" in lines[2]


def test_the_spread_is_the_middle_half_so_one_slow_batch_hardly_moves_it():
    from core.hardware.throughput import batch_spread

    steady = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.0]
    assert batch_spread(steady) < 0.05
    assert batch_spread([*steady, 1.96]) < 0.05  # one batch slowed by another program
    assert batch_spread([1.0, 2.0, 1.0, 2.0, 1.0, 2.0]) > 0.5  # a machine that stays noisy
    assert batch_spread([1.0]) == 0.0


def test_measuring_goes_on_while_the_batches_disagree_up_to_a_cap():
    from core.hardware.throughput import MAX_SECONDS_FACTOR, _enough

    steady, noisy = [1.0] * 5, [1.0, 2.0, 1.0, 2.0, 1.0]
    assert not _enough(steady, 0.1, 0.25)  # not yet the minimum time
    assert _enough(steady, 0.3, 0.25)
    assert not _enough(noisy, 0.3, 0.25)  # noisy: keep measuring …
    assert _enough(noisy, 0.25 * MAX_SECONDS_FACTOR, 0.25)  # … but not for ever


def test_a_case_that_stays_noisy_is_explained_in_the_notes():
    from core.hardware.throughput import Measurement, noisy_notes

    def case(spread):
        return Measurement(
            "cpu", "CPU", "host RAM copy", "64 MB", 20.0, "GB/s", 0.003, spread, 9, 0.001
        )

    notes = [str(note) for note in noisy_notes([case(0.05), case(1.92)])]
    assert len(notes) == 1 and "±96 %" in notes[0] and "idle machine" in notes[0]


def test_the_report_with_a_note_on_a_busy_machine_is_still_json():
    import json

    from core.hardware.throughput import Measurement, ThroughputReport, noisy_notes

    noisy = Measurement("cpu", "CPU", "host RAM copy", "1 MB", 9.0, "GB/s", 1e-4, 0.5, 40, 0.01)
    report = ThroughputReport(measurements=[noisy], cpu_threads=1)
    report.notes = noisy_notes(report.measurements)
    assert report.notes, "a spread of 50 % must be explained"
    notes = json.loads(json.dumps(report.to_dict()))["notes"]
    assert notes == [str(note) for note in report.notes]
