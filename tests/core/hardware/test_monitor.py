"""The live monitor keeps sampling through GPU failures and stops when asked."""

import itertools
import os

import pytest
from fake_nvml import GPU_IS_LOST, FakeNvml

from core.hardware.monitor import monitor, process_label
from core.hardware.nvml import NVML_ERROR_DRIVER_NOT_LOADED, NotAvailable


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.now += seconds


def _run(nvml, polls, interval_s=0.5):
    clock, samples = FakeClock(), []
    count = monitor(
        samples.append,
        lambda: len(samples) >= polls,
        nvml=nvml,
        interval_s=interval_s,
        clock=clock,
        sleep=clock.sleep,
    )
    return count, samples


def test_a_gpu_lost_on_the_tenth_poll_is_one_na_and_the_monitor_goes_on():
    fake = FakeNvml().fail("nvmlDeviceGetUtilizationRates", GPU_IS_LOST, on_call=10, until_call=11)
    count, samples = _run(fake, 12)
    assert count == 12
    utilisation = [sample.gpus[0].utilization_percent for sample in samples]
    assert isinstance(utilisation[9], NotAvailable)
    assert utilisation[:9] == [37] * 9 and utilisation[10:] == [37, 37]
    assert fake.inits == 1 and fake.shutdowns == 1


def test_samples_come_twice_a_second_by_default():
    clock, samples = FakeClock(), []
    monitor(
        samples.append, lambda: len(samples) >= 5, nvml=FakeNvml(), clock=clock, sleep=clock.sleep
    )
    gaps = [b.seconds - a.seconds for a, b in itertools.pairwise(samples)]
    assert gaps == pytest.approx([0.5] * 4)


def test_without_a_driver_the_cpu_is_still_sampled_and_the_reason_given():
    _, samples = _run(FakeNvml(fail_init=NVML_ERROR_DRIVER_NOT_LOADED), 3)
    assert all(sample.gpus == [] for sample in samples)
    assert "not loaded" in samples[0].gpu_problem
    assert all(len(sample.cores.percent) >= 1 for sample in samples)


def test_devicelab_marks_itself_in_the_process_list():
    assert str(process_label(os.getpid(), "python3")) == "python3 (DeviceLab, this app)"
    assert process_label(1, "init") == "init"


def test_a_slow_poll_is_not_followed_by_a_burst_of_catch_up_samples():
    clock, samples = FakeClock(), []

    def report(sample):
        samples.append(sample)
        if len(samples) == 2:
            clock.now += 3.0  # one poll stalls for three seconds

    monitor(report, lambda: len(samples) >= 5, nvml=FakeNvml(), clock=clock, sleep=clock.sleep)
    gaps = [b.seconds - a.seconds for a, b in itertools.pairwise(samples)]
    assert min(gaps) >= 0.05 and gaps[2:] == pytest.approx([0.5, 0.5])


def test_the_first_sample_covers_a_whole_interval():
    clock, samples = FakeClock(), []
    monitor(
        samples.append, lambda: len(samples) >= 1, nvml=FakeNvml(), clock=clock, sleep=clock.sleep
    )
    assert samples[0].seconds == pytest.approx(0.5)


def test_a_gpu_count_that_fails_mid_run_gives_its_reason():
    fake = FakeNvml().fail("nvmlDeviceGetCount", GPU_IS_LOST, on_call=2)
    _, samples = _run(fake, 3)
    assert samples[0].gpus and samples[0].gpu_problem is None
    assert samples[1].gpus == [] and "fallen off the bus" in samples[1].gpu_problem
