"""The VRAM calculator follows the ZeRO accounting and measures activations honestly."""

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from core.errors import ConfigError
from core.hardware.reference_models import PRESETS, activation_bytes_per_sample, saved_bytes
from core.hardware.vram import CUDA_CONTEXT_BYTES, VramRequest, estimate

GIB = 2**30


@pytest.mark.parametrize(
    ("dtype", "optimizer", "bytes_per_parameter"),
    [
        ("fp32", "sgd", 8),  # weights 4 + gradients 4
        ("fp32", "sgd_momentum", 12),
        ("fp32", "adam", 16),  # + two float32 moments
        ("fp16", "adam", 16),  # ZeRO's 2 + 2 + 12
        ("bf16", "sgd", 8),  # 2 + 2 + float32 master 4
    ],
)
def test_bytes_per_parameter_follow_the_zero_paper(dtype, optimizer, bytes_per_parameter):
    result = estimate(VramRequest(parameters=1_000_000, dtype=dtype, optimizer=optimizer))
    assert result.total_bytes == 1_000_000 * bytes_per_parameter


def test_activations_scale_with_batch_and_dtype():
    request = VramRequest(parameters=10, batch_size=8, activation_bytes_per_sample=1000)
    assert estimate(request).activations_bytes == 8000
    half = VramRequest(10, "bf16", "adam", 8, 1000)
    assert estimate(half).activations_bytes == 4000


def test_a_7b_model_with_adam_fits_no_single_80_gib_gpu():
    result = estimate(VramRequest(PRESETS["llm_7b"].parameters, "bf16", "adam", 1))
    assert result.total_bytes / GIB == pytest.approx(100.4, abs=0.1)
    assert not result.fits(80 * GIB)
    assert result.fits(141 * GIB)


def test_a_fit_leaves_room_for_the_cuda_context():
    result = estimate(VramRequest(parameters=GIB // 16))  # exactly 1 GiB of training state
    assert not result.fits(GIB)
    assert result.fits(GIB + CUDA_CONTEXT_BYTES)


@pytest.mark.parametrize(
    ("field", "request_"),
    [
        ("parameters", VramRequest(parameters=0)),
        ("batch_size", VramRequest(parameters=10, batch_size=0)),
        ("dtype", VramRequest(parameters=10, dtype="int8")),
        ("optimizer", VramRequest(parameters=10, optimizer="lion")),
        ("activation_bytes_per_sample", VramRequest(10, activation_bytes_per_sample=-1)),
    ],
)
def test_bad_input_names_the_field_and_its_range(field, request_):
    with pytest.raises(ConfigError) as raised:
        estimate(request_)
    assert raised.value.field == field
    assert str(raised.value).startswith(field)


@pytest.mark.parametrize("key", list(PRESETS))
def test_presets_have_the_published_parameter_counts(key):
    model, _ = PRESETS[key].build()
    assert sum(p.numel() for p in model.parameters()) == PRESETS[key].parameters


def test_activations_measured_on_meta_equal_a_real_cpu_run():
    def loss(model, batch, device):
        x = torch.randn(batch, 16, 32, device=device)
        return model(x).pow(2).mean()

    layer = nn.TransformerEncoderLayer(32, 4, 64, 0.1, "gelu", batch_first=True)
    real = saved_bytes(layer, lambda m, b: loss(m, b, "cpu"), 3)
    meta_layer = layer.to("meta")
    on_meta = saved_bytes(meta_layer, lambda m, b: loss(m, b, "meta"), 3)
    assert real == on_meta > 0


def test_a_preset_built_on_a_real_device_keeps_what_the_meta_device_predicts():
    model, loss = PRESETS["lesson_mlp"].build("cpu")
    assert next(model.parameters()).device.type == "cpu"
    meta_model, meta_loss = PRESETS["lesson_mlp"].build()
    assert saved_bytes(model, loss, 120) == saved_bytes(meta_model, meta_loss, 120) > 0


def test_parameters_are_not_counted_as_activations():
    linear = nn.Linear(1000, 1)
    x = torch.ones(1, 1000)
    # Backward of a linear layer keeps its input (4000 bytes) and its weight: only x counts.
    assert saved_bytes(linear, lambda m, b: F.relu(m(x)).sum(), 1) == 4000 + 4


def test_bert_base_keeps_about_135_mib_per_128_token_sample():
    assert activation_bytes_per_sample("bert_base") / 2**20 == pytest.approx(135.8, abs=0.5)


@pytest.mark.parametrize(
    ("text", "count"),
    [("25,557,032", 25_557_032), ("25.6M", 25_600_000), ("7B", 7 * 10**9), ("1e9", 10**9)],
)
def test_parameter_counts_are_read_as_people_write_them(text, count):
    from core.hardware.vram import parse_parameter_count

    assert parse_parameter_count(text) == count


@pytest.mark.parametrize("text", ["", "seven", "0", "-5", "1e14", "nan", "inf", "M"])
def test_an_unreadable_parameter_count_names_the_field_and_range(text):
    from core.hardware.vram import parse_parameter_count

    with pytest.raises(ConfigError, match=r"^parameters must be a whole number from 1 to"):
        parse_parameter_count(text)
