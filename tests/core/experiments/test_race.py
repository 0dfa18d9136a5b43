"""The race: the same run on each device in turn, and its verdict in the lesson's words."""

from core.experiments.race import race
from core.training import TrainConfig, train


def test_the_race_runs_each_device_in_turn_with_the_same_seed(machine):
    seen = []
    result = race(TrainConfig(epochs=300, record_every=100), ["cpu", "cpu"], report=seen.append)
    first, second = result.runs
    assert first.recorded_losses == second.recorded_losses  # same seed, same curve
    assert {item.device for item in seen} == {"cpu"}
    assert not result.cancelled
    assert str(result.conclusion[0]).startswith("cpu: ")


def test_a_stopped_race_says_so_and_keeps_what_ran():
    seen = []
    result = race(
        TrainConfig(epochs=200_000),
        ["cpu", "cpu"],
        report=seen.append,
        should_stop=lambda: bool(seen),
    )
    assert result.cancelled
    assert [run.status for run in result.runs] == ["cancelled"]


def test_the_race_is_judged_after_warm_up_in_the_lessons_words(machine):
    from dataclasses import replace

    from core.experiments.race import race_conclusion

    cpu = train(TrainConfig(epochs=50))
    cpu = replace(cpu, train_s=3.1, warmup_s=0.1)
    gpu = replace(cpu, config=replace(cpu.config, device="cuda:0"), train_s=11.2, warmup_s=0.1)
    lines = [str(line) for line in race_conclusion([cpu, gpu])]
    assert "cuda:0 was 3.7× slower than the CPU after warm-up" in lines[2]
    assert "every loss.item() waits" in lines[2]
    # A long compile (warm-up) must not decide it: 1.0× once the warm-up is set apart.
    compiled = replace(gpu, train_s=13.0, warmup_s=10.0)
    assert "about as fast after warm-up (1.00×)" in str(race_conclusion([cpu, compiled])[2])


def test_a_race_crowded_by_other_programs_says_so_and_gives_no_verdict(machine):
    from dataclasses import replace

    from core.experiments.race import race_conclusion

    cpu = replace(train(TrainConfig(epochs=50, threads=2)), train_s=3.1, warmup_s=0.1)
    gpu = replace(cpu, config=replace(cpu.config, device="cuda:0"), train_s=11.2)
    crowded_cpu = replace(cpu, others_cores=1.6)
    lines = [str(line) for line in race_conclusion([crowded_cpu, gpu])]
    assert lines[0].startswith("* cpu: other programs used 1.6 of 2 cores while it trained")
    assert lines[1].startswith("cpu: 3.10 s") and lines[2].startswith("cuda:0: 11.20 s")
    assert lines[3] == (
        "No verdict on cuda:0 against the CPU: other programs crowded a run (marked *). Close "
        "them and race again."
    )
    assert "slower than the CPU" in str(race_conclusion([cpu, gpu])[2])
