"""The trainer: the lesson's settings, validation, recording, cancel and divergence."""

import math

import pytest

from core.errors import ConfigError
from core.training import MLP, PROGRESS_INTERVAL_S, TrainConfig, lesson_split, train
from core.training.loop import DIVERGENCE_FACTOR
from core.training.run_reports import crowded_note


def test_defaults_are_the_lessons():
    config = TrainConfig()
    assert (config.device, config.epochs, config.lr, config.hidden) == ("cpu", 20_000, 0.01, 10)
    model = MLP()
    assert [type(layer).__name__ for layer in model.children()] == ["Linear", "ReLU", "Linear"]
    assert (model.fc1.in_features, model.fc1.out_features, model.fc2.out_features) == (4, 10, 3)


def test_lesson_split_is_80_20_and_scaled_on_the_training_part():
    x_train, x_test, y_train, y_test = lesson_split()
    assert x_train.shape == (120, 4) and x_test.shape == (30, 4)
    assert len(y_train) == 120 and len(y_test) == 30
    assert x_train.min() == pytest.approx(0.0) and x_train.max() == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("changes", "field", "range_text"),
    [
        ({"epochs": 0}, "epochs", "from 1 to 10,000,000"),
        ({"epochs": 2.5}, "epochs", "from 1 to 10,000,000"),
        ({"lr": 0.0}, "lr", "finite number > 0"),
        ({"lr": -1.0}, "lr", "finite number > 0"),
        ({"lr": math.nan}, "lr", "finite number > 0"),
        ({"lr": math.inf}, "lr", "finite number > 0"),
        ({"hidden": 0}, "hidden", "from 1 to 65,536"),
        ({"record_every": -1}, "record_every", "0 = never"),
        ({"seed": -5}, "seed", "from 0 to"),
        ({"device": "cuda:7"}, "device", "one of cpu"),
        ({"device": "tpu"}, "device", "one of cpu"),
    ],
)
def test_bad_values_name_the_field_and_the_allowed_range(changes, field, range_text):
    config = TrainConfig(**changes)
    with pytest.raises(ConfigError) as caught:
        config.validated(["cpu"])
    assert caught.value.field == field
    assert str(caught.value).startswith(field)
    assert range_text in str(caught.value)


def test_short_run_learns_and_reports_honest_numbers():
    result = train(TrainConfig(epochs=2_000, record_every=100, lr=0.1))
    assert result.status == "finished"
    assert result.epochs_completed == 2_000
    assert result.recorded_epochs == list(range(100, 2_001, 100))
    assert len(result.recorded_losses) == 20
    assert result.recorded_losses[-1] < result.recorded_losses[0]
    assert result.final_loss == pytest.approx(result.recorded_losses[-1])
    assert 0.0 <= result.test_accuracy <= 1.0
    assert result.test_accuracy > 0.6
    assert result.train_s > 0 and 0 < result.warmup_s < result.train_s
    # The mean leaves the first epoch out: it is warm-up (compiling, lazy set-up), shown apart.
    assert result.us_per_epoch == pytest.approx(1e6 * (result.train_s - result.warmup_s) / 1_999)
    assert result.cpu_threads >= 1
    assert result.device_name == "cpu"


def test_the_trainer_computes_exactly_what_the_lessons_own_loop_computes():
    """Faster than the lesson's listing, never different: the same losses, bit for bit."""
    import torch
    from torch import nn, optim

    x_train, _, y_train, _ = lesson_split()
    x, y = torch.FloatTensor(x_train), torch.LongTensor(y_train)
    torch.manual_seed(42)
    model = MLP()
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=0.01)
    lessons = []
    for epoch in range(600):  # the lesson's second listing
        loss = criterion(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if (epoch + 1) % 200 == 0:
            lessons.append(loss.item())
    ours = train(TrainConfig(epochs=600, record_every=200, seed=42, threads=1))
    assert ours.recorded_losses == lessons


def test_same_seed_same_curve_other_seed_other_curve():
    first = train(TrainConfig(epochs=300, record_every=50, seed=7))
    again = train(TrainConfig(epochs=300, record_every=50, seed=7))
    other = train(TrainConfig(epochs=300, record_every=50, seed=8))
    assert first.recorded_losses == again.recorded_losses
    assert first.recorded_losses != other.recorded_losses


def test_record_interval_decides_how_often_the_loss_is_synced():
    every_epoch = train(TrainConfig(epochs=500, record_every=1))
    every_100 = train(TrainConfig(epochs=500, record_every=100))
    never = train(TrainConfig(epochs=500, record_every=0))
    assert len(every_epoch.recorded_losses) == 500
    assert every_epoch.host_syncs >= 500
    assert len(every_100.recorded_losses) == 5
    assert never.recorded_losses == []
    # Without records, the only reads are the first epoch's and a divergence check per batch.
    assert never.host_syncs <= 1 + never.train_s / PROGRESS_INTERVAL_S + 1
    assert never.final_loss is not None and math.isfinite(never.final_loss)


def test_progress_arrives_batched_and_carries_every_recorded_loss():
    batches = []
    result = train(TrainConfig(epochs=3_000, record_every=1), on_progress=batches.append)
    assert batches, "at least the final batch arrives"
    assert len(batches) <= result.train_s / PROGRESS_INTERVAL_S + 2
    streamed = [loss for batch in batches for loss in batch.new_losses]
    assert streamed == result.recorded_losses
    assert batches[-1].epoch == 3_000
    epochs_done = [batch.epoch for batch in batches]
    assert epochs_done == sorted(epochs_done)


def test_should_stop_cancels_cooperatively_and_keeps_what_was_recorded():
    calls = []

    def stop_at_second_check():
        calls.append(1)
        return len(calls) >= 2

    result = train(TrainConfig(epochs=5_000_000, record_every=10), should_stop=stop_at_second_check)
    assert result.status == "cancelled"
    assert 0 < result.epochs_completed < 5_000_000
    assert "Stopped" in str(result.message)
    assert len(result.recorded_losses) == result.epochs_completed // 10
    assert result.test_accuracy is not None


@pytest.mark.parametrize("record_every", [0, 1, 200])
def test_a_huge_learning_rate_stops_with_a_clear_message(record_every):
    result = train(TrainConfig(epochs=20_000, lr=1000.0, record_every=record_every))
    assert result.status == "diverged"
    assert result.epochs_completed < 20_000
    assert "diverged" in str(result.message) and "learning rate 1000" in str(result.message)
    assert f"{DIVERGENCE_FACTOR:g}×" in str(result.message) or "nan" in str(result.message)
    assert result.test_accuracy is None
    # Where it diverged, and the first loss it is judged against, for the plot.
    assert f"diverged at epoch {result.diverged_at:,}" in str(result.message)
    assert 0 < result.first_loss < 10
    if record_every:
        assert result.recorded_epochs[-1] == result.diverged_at


def test_on_a_slow_machine_the_curve_still_ends_where_the_run_diverged(monkeypatch):
    """A busy PC checks the loss (every progress batch) before the first recorded epoch:
    the loss read there is kept, so the plot's curve ends at the divergence all the same."""
    monkeypatch.setattr("core.training.trainer.PROGRESS_INTERVAL_S", 0.0)
    result = train(TrainConfig(epochs=20_000, lr=1000.0, record_every=5_000))
    assert result.status == "diverged" and result.diverged_at < 5_000
    assert result.recorded_epochs == [result.diverged_at]
    assert not result.recorded_losses[-1] <= 100 * result.first_loss


def test_a_finished_run_has_no_divergence_epoch():
    result = train(TrainConfig(epochs=50))
    assert result.diverged_at is None and result.first_loss == pytest.approx(1.1, abs=0.2)


def test_compile_warm_up_says_whether_code_was_built_or_loaded_from_the_cache():
    from core.training.compile_check import compile_note

    built = str(compile_note((0, 0), (0, 2), 59.9))
    assert "59.90 s, not in the time per epoch" in built and "generated and built" in built
    assert "on-disk cache" in str(compile_note((3, 1), (5, 1), 0.4))
    assert "earlier in this session" in str(compile_note((1, 1), (1, 1), 0.1))


def test_run_labels_name_number_device_mode_and_only_the_settings_that_differ(tmp_path):
    from dataclasses import asdict

    from core.runs.history import stored_labels
    from core.runs.run_store import RunStore, new_batch

    store = RunStore(tmp_path / "runs.sqlite3")
    for settings in ({}, {"lr": 0.1}, {"mode": "deferred", "lr": 0.1}):
        config = TrainConfig(epochs=10, **settings)
        store.start("training", config.device, asdict(config), {}, new_batch())
    runs = store.runs()[::-1]
    assert [str(label) for label in stored_labels(runs)] == [
        "#1 cpu plain, lr 0.01",
        "#2 cpu plain, lr 0.1",
        "#3 cpu deferred sync, lr 0.1",
    ]
    assert [str(label) for label in stored_labels(runs[1:2])] == ["#2 cpu plain"]


def test_the_syncs_made_only_to_watch_for_divergence_are_counted_apart(monkeypatch):
    """'Never record' still reads the loss once per progress batch to notice a diverging
    run: those syncs are counted apart, and the result says where every sync came from."""
    from core.training.run_reports import sync_sources

    monkeypatch.setattr("core.training.trainer.PROGRESS_INTERVAL_S", 0.0)  # a batch an epoch
    never = train(TrainConfig(epochs=100, record_every=0))
    assert never.divergence_syncs == 100 and never.host_syncs == 101
    assert str(sync_sources(never)) == (
        "101: 1 after the first epoch; 0 for records; 0 for printed lines; "
        "100 to watch for divergence"
    )
    every = train(TrainConfig(epochs=100, record_every=1, print_every=50))
    assert every.divergence_syncs == 0  # each batch recorded: its records show divergence
    assert str(sync_sources(every)).startswith("103: 1 after the first epoch; 100 for records; 2 ")


def test_a_run_knows_how_busy_other_programs_kept_the_machine(machine):
    machine(1.6)
    crowded = train(TrainConfig(epochs=50, record_every=0, threads=1))
    assert crowded.others_cores == pytest.approx(1.6, rel=0.01) and crowded.crowded
    assert str(crowded_note(crowded)) == (
        "* cpu: other programs used 1.6 of 2 cores while it trained, crowding its CPU threads: "
        "its times are unreliable."
    )
    machine(0.4)  # beside one thread on two cores: room to spare
    assert not train(TrainConfig(epochs=50, record_every=0, threads=1)).crowded
    assert train(TrainConfig(epochs=50, record_every=0, threads=2)).to_dict()["crowded"]
