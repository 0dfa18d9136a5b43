"""The VRAM calculator's presets, built as real torch modules on the meta device.

Parameter counts are those of the published models (ResNet-50: 25,557,032;
BERT-base: 109,482,240; Llama-2-7B: 6,738,415,616). Activation memory per sample is
measured, not guessed: one forward and loss on the meta device (shapes only, no memory,
no arithmetic) while ``saved_tensors_hooks`` records every tensor autograd keeps for
the backward pass.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import torch
import torch.nn.functional as F
from torch import nn
from torch.multiprocessing.reductions import StorageWeakRef

from core.i18n import QT_TRANSLATE_NOOP, Text
from core.lesson_model import MLP


@dataclass(frozen=True)
class Preset:
    key: str
    title: Text | str
    parameters: int
    input_note: Text
    """What one sample is, e.g. "one 224×224 RGB image"."""
    make: Callable[[], nn.Module]
    loss: Callable[[nn.Module, int], torch.Tensor]
    """loss(model, batch_size): one forward and loss on a batch made on the model's device."""

    def build(
        self, device: str = "meta"
    ) -> tuple[nn.Module, Callable[[nn.Module, int], torch.Tensor]]:
        """(model, loss); on the meta device by default: shapes only, no memory, no arithmetic."""
        with torch.device(device):
            return self.make(), self.loss


# ResNet-50 (He et al. 2015), torchvision's layout.
class _Bottleneck(nn.Module):
    def __init__(self, inputs: int, width: int, stride: int) -> None:
        super().__init__()
        outputs = width * 4
        self.conv1 = nn.Conv2d(inputs, width, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.conv2 = nn.Conv2d(width, width, 3, stride, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(width)
        self.conv3 = nn.Conv2d(width, outputs, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(outputs)
        self.shortcut = (
            nn.Sequential(
                nn.Conv2d(inputs, outputs, 1, stride, bias=False), nn.BatchNorm2d(outputs)
            )
            if stride != 1 or inputs != outputs
            else nn.Identity()
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.relu(self.bn1(self.conv1(x)))
        out = F.relu(self.bn2(self.conv2(out)))
        return F.relu(self.bn3(self.conv3(out)) + self.shortcut(x))


class ResNet50(nn.Module):
    def __init__(self, classes: int = 1000) -> None:
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(3, 64, 7, 2, 3, bias=False),
            nn.BatchNorm2d(64),
            nn.ReLU(),
            nn.MaxPool2d(3, 2, 1),
        )
        blocks: list[nn.Module] = []
        inputs = 64
        for width, count, stride in [(64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)]:
            for index in range(count):
                blocks.append(_Bottleneck(inputs, width, stride if index == 0 else 1))
                inputs = width * 4
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(inputs, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.blocks(self.stem(x)).mean(dim=(2, 3)))


# BERT-base (Devlin et al. 2018): 12 layers, 768 wide, 12 heads, 3072 feed-forward.
class BertBase(nn.Module):
    def __init__(self, vocab: int = 30522, width: int = 768, layers: int = 12) -> None:
        super().__init__()
        self.words = nn.Embedding(vocab, width)
        self.positions = nn.Embedding(512, width)
        self.token_types = nn.Embedding(2, width)
        self.norm = nn.LayerNorm(width, eps=1e-12)
        layer = nn.TransformerEncoderLayer(width, 12, 4 * width, 0.1, "gelu", batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.pooler = nn.Linear(width, width)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(tokens.shape[1], device=tokens.device)
        x = self.words(tokens) + self.positions(positions) + self.token_types(tokens * 0)
        hidden = self.encoder(self.norm(x))
        return torch.tanh(self.pooler(hidden[:, 0]))


# A 7B decoder with Llama-2-7B's shape: 32 layers, 4096 wide, 32 heads, SwiGLU 11008.
class _RmsNorm(nn.Module):
    def __init__(self, width: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(width))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.weight * x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5)


class _DecoderLayer(nn.Module):
    def __init__(self, width: int, heads: int, feed_forward: int) -> None:
        super().__init__()
        self.heads = heads
        self.attention_norm = _RmsNorm(width)
        self.qkv = nn.Linear(width, 3 * width, bias=False)
        self.out = nn.Linear(width, width, bias=False)
        self.mlp_norm = _RmsNorm(width)
        self.gate = nn.Linear(width, feed_forward, bias=False)
        self.up = nn.Linear(width, feed_forward, bias=False)
        self.down = nn.Linear(feed_forward, width, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, width = x.shape
        q, k, v = self.qkv(self.attention_norm(x)).chunk(3, dim=-1)
        q, k, v = (t.view(batch, length, self.heads, -1).transpose(1, 2) for t in (q, k, v))
        # Plain attention keeps the length × length scores (no FlashAttention).
        scores = q @ k.transpose(-2, -1) / math.sqrt(width // self.heads)
        mask = torch.ones(length, length, dtype=torch.bool, device=x.device).triu(1)
        attended = scores.masked_fill(mask, float("-inf")).softmax(-1) @ v
        x = x + self.out(attended.transpose(1, 2).reshape(batch, length, width))
        y = self.mlp_norm(x)
        return x + self.down(F.silu(self.gate(y)) * self.up(y))


class Decoder7B(nn.Module):
    def __init__(
        self, vocab: int = 32000, width: int = 4096, layers: int = 32, feed_forward: int = 11008
    ) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.layers = nn.ModuleList(_DecoderLayer(width, 32, feed_forward) for _ in range(layers))
        self.norm = _RmsNorm(width)
        self.head = nn.Linear(width, vocab, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        x = self.embed(tokens)
        for layer in self.layers:
            x = layer(x)
        return self.head(self.norm(x))


def _device_of(model: nn.Module) -> torch.device:
    return next(model.parameters()).device


def _classifier_loss(shape: tuple[int, ...], classes: int):
    def loss(model: nn.Module, batch: int) -> torch.Tensor:
        device = _device_of(model)
        x = torch.randn(batch, *shape, device=device)
        target = torch.zeros(batch, dtype=torch.long, device=device)
        return F.cross_entropy(model(x), target)

    return loss


def _token_loss(length: int, vocab: int, next_token: bool):
    def loss(model: nn.Module, batch: int) -> torch.Tensor:
        tokens = torch.zeros(batch, length, dtype=torch.long, device=_device_of(model))
        out = model(tokens)
        if next_token:
            return F.cross_entropy(out.reshape(-1, vocab), tokens.reshape(-1))
        return out.pow(2).mean()

    return loss


PRESETS = {
    preset.key: preset
    for preset in [
        Preset(
            "lesson_mlp",
            QT_TRANSLATE_NOOP("Vram", "The lesson's MLP (4-10-3)"),
            83,
            QT_TRANSLATE_NOOP("Vram", "one iris flower (4 numbers)"),
            MLP,
            _classifier_loss((4,), 3),
        ),
        Preset(
            "resnet50",
            "ResNet-50",
            25_557_032,
            QT_TRANSLATE_NOOP("Vram", "one 224×224 RGB image"),
            ResNet50,
            _classifier_loss((3, 224, 224), 1000),
        ),
        Preset(
            "bert_base",
            "BERT-base",
            109_482_240,
            QT_TRANSLATE_NOOP("Vram", "one sequence of 128 tokens"),
            BertBase,
            _token_loss(128, 30522, next_token=False),
        ),
        Preset(
            "llm_7b",
            QT_TRANSLATE_NOOP("Vram", "7B LLM (Llama-2-7B shape)"),
            6_738_415_616,
            QT_TRANSLATE_NOOP("Vram", "one sequence of 512 tokens"),
            Decoder7B,
            _token_loss(512, 32000, next_token=True),
        ),
    ]
}


@cache
def activation_bytes_per_sample(key: str) -> int:
    """Bytes autograd keeps per sample for the backward pass (float32), measured on meta.

    Measured at batch 1 and 2: the difference is what one more sample costs, free of
    anything the batch shares.
    """
    model, loss = PRESETS[key].build()
    model.train()
    return saved_bytes(model, loss, 2) - saved_bytes(model, loss, 1)


def saved_bytes(model: nn.Module, loss, batch: int) -> int:
    """Bytes of the distinct tensors autograd saves in one forward, parameters excluded."""
    parameters = {StorageWeakRef(p.untyped_storage()).cdata for p in model.parameters()}
    seen: dict[int, int] = {}

    def pack(tensor: torch.Tensor) -> torch.Tensor:
        storage = tensor.untyped_storage()
        key = StorageWeakRef(storage).cdata
        if key not in parameters:
            seen[key] = storage.nbytes()
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        loss(model, batch)
    return sum(seen.values())


def measure_peak_training_bytes(key: str, batch: int, device: str) -> int:
    """The CUDA allocator's peak over two SGD steps of a preset, built on ``device``.

    What the VRAM calculator predicts, measured: weights, gradients (kept between steps)
    and the activations of one batch, plus whatever the kernels need as workspace.
    """
    torch.cuda.synchronize(device)
    torch.cuda.empty_cache()
    base = torch.cuda.memory_allocated(device)
    torch.cuda.reset_peak_memory_stats(device)
    model, loss = PRESETS[key].build(device)
    model.train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(2):  # the second step starts with its gradients already allocated
        optimizer.zero_grad(set_to_none=False)
        loss(model, batch).backward()
        optimizer.step()
    torch.cuda.synchronize(device)
    peak = torch.cuda.max_memory_allocated(device) - base
    del model, optimizer
    torch.cuda.empty_cache()
    return peak
