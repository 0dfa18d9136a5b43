"""The homework: recording less often, printed or not, and the answer from the numbers."""

from core.experiments.homework import HomeworkPoint, HomeworkResult, homework, homework_conclusion
from core.training import TrainConfig


def _homework(times: dict[int, float], sync_s: float) -> HomeworkResult:
    points = [
        HomeworkPoint(every, False, 20_000 // every if every else 0, 0, 0, seconds, 0.0, 0.0, 0.0)
        for every, seconds in times.items()
    ]
    points[0].syncs, points[0].sync_s = 20_001, sync_s
    return HomeworkResult("cpu", 20_000, points)


def test_the_homework_sweep_records_less_and_less_and_times_each_part(machine):
    result = homework(TrainConfig(epochs=400), intervals=(1, 100, 0))
    quiet = [point for point in result.points if not point.printing]
    loud = [point for point in result.points if point.printing]
    assert [point.records for point in quiet] == [400, 4, 0]
    assert [point.prints for point in loud] == [400, 4, 0]
    assert all(point.prints == 0 for point in quiet)
    assert quiet[0].syncs > quiet[1].syncs > 0
    assert loud[0].print_s > 0 and loud[0].sync_s > 0
    assert all(p.compute_s <= p.train_s for p in result.points)
    assert len(result.runs) == 6 and result.conclusion


def test_the_homework_conclusion_agrees_with_the_lesson_on_a_cpu():
    lines = [str(line) for line in homework_conclusion(_homework({1: 3.1, 100: 2.85}, sync_s=0.04))]
    assert lines[0] == (
        "Recording 100× less (every 100 epochs instead of every epoch) saved 0.25 s of 3.10 s "
        "(8%): on this CPU a sync (loss.item()) costs about 2.0 µs, measured around each call."
    )
    assert "barely matters" in lines[1]


def test_the_homework_conclusion_says_when_syncs_do_matter():
    result = _homework({1: 11.0, 0: 4.0}, sync_s=6.0)
    result.device = "cuda:0"
    lines = [str(line) for line in homework_conclusion(result)]
    assert lines[0].startswith("Not recording at all instead of every epoch saved 7.00 s")
    assert "on cuda:0 a sync" in lines[0] and "300.0 µs" in lines[0]
    assert "deferred-sync" in lines[1]


def test_a_run_crowded_by_other_programs_is_run_again_then_marked_and_left_out(machine):
    machine(1.6)
    result = homework(TrainConfig(epochs=100, threads=2), intervals=(1, 0), printing=(False,))
    assert all(p.unreliable and p.times_measured == 3 for p in result.points)
    lines = [str(line) for line in result.conclusion]
    assert lines[0].startswith("* record every 1: other programs used 1.6 of 2 cores while it")
    assert (
        lines[1].startswith("* never record: other programs used 1.6") and "run 3 times" in lines[1]
    )
    assert lines[2] == "Too few runs finished to compare."


def test_the_conclusion_compares_only_the_runs_other_programs_left_alone():
    result = _homework({1: 3.1, 10: 9.0, 100: 2.85}, sync_s=0.04)
    result.points[1].unreliable, result.points[1].others_cores = True, 1.2
    lines = [str(line) for line in homework_conclusion(result)]
    assert lines[0].startswith("* record every 10: other programs used 1.2 of")
    assert lines[1].startswith("Recording 100× less (every 100 epochs instead of every epoch)")
