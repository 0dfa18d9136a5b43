"""How much GPU memory training a model takes, and whether it fits each GPU.

Weights, gradients and optimizer state follow the accounting of the ZeRO paper
(Rajbhandari et al. 2020): in mixed precision (fp16/bf16) each parameter has a 2-byte
weight and a 2-byte gradient, and the optimizer keeps a 4-byte float32 master copy plus
its own state (Adam: two 4-byte moments; SGD with momentum: one). Activations scale
with the batch and are measured per sample for the presets (``core.hardware.reference_models``).
The CUDA context (a few hundred MiB per process) comes on top.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import ConfigError, check_choice, check_int
from core.i18n import QT_TRANSLATE_NOOP, Message, message

DTYPE_BYTES = {"fp32": 4, "fp16": 2, "bf16": 2}
OPTIMIZER_STATES = {"sgd": 0, "sgd_momentum": 1, "adam": 2}
"""Float32 numbers of state per parameter: none, a momentum, two moments (Adam)."""
OPTIMIZER_TITLES = {"sgd": "SGD", "sgd_momentum": "SGD with momentum", "adam": "Adam"}
PARAMETERS_RANGE = (1, 10**13)
BATCH_RANGE = (1, 1_000_000)
ACTIVATION_MIB_RANGE = (0.0, 1_000_000.0)
CUDA_CONTEXT_BYTES = 500 * 2**20
"""Room left for the CUDA context and the allocator's slack when judging a fit."""
LESSON_GPU = (
    message(
        QT_TRANSLATE_NOOP("Vram", "{name} (the lesson's GPU)"), name="NVIDIA GeForce RTX 3080 Ti"
    ),
    12 * 2**30,
)
"""The lesson's GPU, compared with every estimate: its name (a message) and its VRAM."""


@dataclass(frozen=True)
class VramRequest:
    parameters: int
    dtype: str = "fp32"
    optimizer: str = "adam"
    batch_size: int = 32
    activation_bytes_per_sample: int = 0
    """Float32 activation bytes one sample keeps for backward (measured for presets)."""

    def validated(self) -> VramRequest:
        check_int("parameters", self.parameters, PARAMETERS_RANGE)
        check_int("batch_size", self.batch_size, BATCH_RANGE)
        check_int(
            "activation_bytes_per_sample",
            self.activation_bytes_per_sample,
            (0, int(ACTIVATION_MIB_RANGE[1] * 2**20)),
        )
        check_choice("dtype", self.dtype, list(DTYPE_BYTES))
        check_choice("optimizer", self.optimizer, list(OPTIMIZER_STATES))
        return self


@dataclass(frozen=True)
class VramEstimate:
    weights_bytes: int
    gradients_bytes: int
    optimizer_bytes: int
    """Optimizer state, with the float32 master weights of mixed precision."""
    activations_bytes: int
    notes: tuple[Message, ...]

    @property
    def total_bytes(self) -> int:
        return (
            self.weights_bytes
            + self.gradients_bytes
            + self.optimizer_bytes
            + self.activations_bytes
        )

    def fits(self, gpu_memory_bytes: int) -> bool:
        """True when the total plus the CUDA context fits in that much VRAM."""
        return self.total_bytes + CUDA_CONTEXT_BYTES <= gpu_memory_bytes


def estimate(request: VramRequest) -> VramEstimate:
    """Training memory for ``request``; raises ConfigError naming a bad field."""
    request.validated()
    size = DTYPE_BYTES[request.dtype]
    mixed = request.dtype != "fp32"
    states = OPTIMIZER_STATES[request.optimizer] + (1 if mixed else 0)
    notes: list[Message] = []
    if mixed:
        notes.append(
            message(
                QT_TRANSLATE_NOOP(
                    "Vram",
                    "Mixed precision: {dtype} weights and gradients, plus a float32 master copy "
                    "of the weights kept with the optimizer state. Activations are counted at "
                    "{dtype} size; under autocast some (softmax, norms, the loss) stay float32, "
                    "so the real figure is somewhat higher.",
                ),
                dtype=request.dtype,
            )
        )
    if request.activation_bytes_per_sample == 0:
        notes.append(
            message(
                QT_TRANSLATE_NOOP(
                    "Vram", "No activation estimate: choose a preset or enter MiB per sample."
                )
            )
        )
    notes.append(
        message(
            QT_TRANSLATE_NOOP(
                "Vram",
                "Compared with each GPU's total VRAM, leaving {mib} MiB for the CUDA context "
                "and the allocator's slack; what other programs use now (the Live page) comes "
                "off it too.",
            ),
            mib=CUDA_CONTEXT_BYTES // 2**20,
        )
    )
    return VramEstimate(
        weights_bytes=request.parameters * size,
        gradients_bytes=request.parameters * size,
        optimizer_bytes=request.parameters * 4 * states,
        activations_bytes=request.activation_bytes_per_sample * request.batch_size * size // 4,
        notes=tuple(notes),
    )


_SCALE = {"": 1, "k": 10**3, "m": 10**6, "b": 10**9, "g": 10**9, "t": 10**12}


def parse_parameter_count(text: str) -> int:
    """'25,557,032', '25.6M', '7B' or '1e9' as a whole number; ConfigError if not one."""
    cleaned = text.strip().replace(",", "").replace("_", "").replace(" ", "").lower()
    suffix = cleaned[-1:] if cleaned[-1:] in _SCALE and cleaned[-1:] != "" else ""
    number = cleaned[: len(cleaned) - len(suffix)]
    low, high = PARAMETERS_RANGE
    try:
        value = round(float(number) * _SCALE[suffix])
    except (ValueError, OverflowError):
        value = None
    if value is None or not low <= value <= high:
        raise ConfigError(
            "parameters",
            QT_TRANSLATE_NOOP(
                "Errors",
                "{field} must be a whole number from {low:,} to {high:,}, such as 25557032, "
                "25.6M or 7B (got {value!r})",
            ),
            low=low,
            high=high,
            value=text,
        )
    return value
