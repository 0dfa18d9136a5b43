"""Will this torch run on this card: the card's architecture against the kernels the build
ships (``torch.cuda.get_arch_list()``), and the driver against the build's CUDA runtime.

School computer rooms keep GPUs for years; recent PyTorch builds drop the oldest
architectures. There ``torch.cuda.is_available()`` still says True and the first kernel
fails with "no kernel image is available for execution on the device" — in the middle of
the race. Every fact here is read from torch and NVML on this machine, never from a table
of torch versions; where a fact is missing the card is taken as usable (unknown, never
wrong)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from core.i18n import QT_TRANSLATE_NOOP, Message, message

Capability = tuple[int, int]


@dataclass(frozen=True)
class Unsupported:
    """Why this PyTorch cannot run on a card, and what to install instead."""

    reason: Message
    advice: Message


def cuda_targets(arch_list: Sequence[str]) -> tuple[set[Capability], set[Capability]]:
    """The build's machine code (``sm_86``) and its PTX (``compute_90``) as capabilities.
    Architecture-specific code (``sm_90a``) counts only for its exact capability."""
    machine_code: set[Capability] = set()
    ptx: set[Capability] = set()
    for arch in arch_list:
        found = re.fullmatch(r"(sm|compute)_(\d+)(\d)([af]?)", arch.strip())
        if found is None:
            continue
        kind, major, minor, specific = found.groups()
        capability = (int(major), int(minor))
        if kind == "compute" and not specific:
            ptx.add(capability)
        elif kind == "sm":
            machine_code.add(capability)
    return machine_code, ptx


def runs_on_cuda_card(capability: Capability, arch_list: Sequence[str]) -> bool | None:
    """Whether the build has kernels this card can run: machine code of its major version
    and a minor one no higher, or PTX of a capability no higher (the driver compiles it).
    None where the build names no architecture (nothing to judge by)."""
    machine_code, ptx = cuda_targets(arch_list)
    if not machine_code and not ptx:
        return None
    major, minor = capability
    if any(m == major and n <= minor for m, n in machine_code):
        return True
    return any(target <= capability for target in ptx)


def runs_on_rocm_card(gcn_arch_name: str, arch_list: Sequence[str]) -> bool | None:
    """Whether a ROCm build ships code for this AMD GPU's ISA ("gfx1030"); None where either
    is unknown."""
    isa = (gcn_arch_name or "").split(":")[0]
    built = {arch.split(":")[0] for arch in arch_list if arch.startswith("gfx")}
    if not isa or not built:
        return None
    return isa in built


def sm_name(capability: Capability) -> str:
    """The architecture name a build's list would need: (6, 1) → "sm_61"."""
    return f"sm_{capability[0]}{capability[1]}"


def cuda_card_unsupported(
    name: str, architecture: str, capability: Capability, arch_list: Sequence[str]
) -> Unsupported | None:
    """The lesson's words when this build has no kernel for the card; None when it has one
    or cannot tell."""
    if runs_on_cuda_card(capability, arch_list) is not False:
        return None
    machine_code, ptx = cuda_targets(arch_list)
    newer = capability > max(machine_code | ptx)
    built = ", ".join(arch for arch in arch_list if arch.startswith(("sm_", "compute_")))
    fields = dict(
        name=name,
        architecture=architecture,
        capability=f"{capability[0]}.{capability[1]}",
        built=built,
        needed=sm_name(capability),
    )
    reason = QT_TRANSLATE_NOOP(
        "CardSupport",
        "This PyTorch has no kernels for the {name} ({architecture}, compute capability "
        "{capability}): it was built for {built}. Every run on it would stop with 'no kernel "
        "image is available for execution on the device'.",
    )
    advice = (
        QT_TRANSLATE_NOOP(
            "CardSupport",
            "The card is newer than this PyTorch: install a newer PyTorch build whose "
            "architecture list includes {needed}, or run on the CPU.",
        )
        if newer
        else QT_TRANSLATE_NOOP(
            "CardSupport",
            "This PyTorch no longer supports a card this old: install a PyTorch build whose "
            "architecture list includes {needed} (an older CUDA build), or run on the CPU.",
        )
    )
    return Unsupported(message(reason, **fields), message(advice, **fields))


def rocm_card_unsupported(
    name: str, gcn_arch_name: str, arch_list: Sequence[str]
) -> Unsupported | None:
    """The same for an AMD GPU under a ROCm build."""
    if runs_on_rocm_card(gcn_arch_name, arch_list) is not False:
        return None
    isa = gcn_arch_name.split(":")[0]
    built = ", ".join(arch for arch in arch_list if arch.startswith("gfx"))
    reason = QT_TRANSLATE_NOOP(
        "CardSupport",
        "This PyTorch (ROCm) has no kernels for the {name} ({isa}): it was built for {built}. "
        "Every run on it would stop with 'no kernel image is available'.",
    )
    advice = QT_TRANSLATE_NOOP(
        "CardSupport",
        "Install a ROCm build of PyTorch whose architecture list includes {isa}, or run on "
        "the CPU.",
    )
    fields = dict(name=name, isa=isa, built=built)
    return Unsupported(message(reason, **fields), message(advice, **fields))


def cuda_version(text: str | None) -> Capability | None:
    """ "12.8" → (12, 8); None for anything else."""
    found = re.fullmatch(r"(\d+)\.(\d+)(?:\.\d+)?", (text or "").strip())
    return (int(found[1]), int(found[2])) if found else None


def driver_cuda_version(code: int | None) -> Capability | None:
    """NVML's ``nvmlSystemGetCudaDriverVersion`` (12020) → (12, 2)."""
    if not isinstance(code, int) or code <= 0:
        return None
    return code // 1000, code % 1000 // 10


def driver_unsupported(driver: Capability | None, runtime: str | None) -> Unsupported | None:
    """When the driver is older than the build's CUDA major version (CUDA's minor-version
    compatibility lets a 12.2 driver run a 12.8 build, not an 11.x driver): the other
    classic failure, "CUDA driver version is insufficient for CUDA runtime version"."""
    needed = cuda_version(runtime)
    if driver is None or needed is None or driver[0] >= needed[0]:
        return None
    fields = dict(driver=f"{driver[0]}.{driver[1]}", runtime=f"{needed[0]}.{needed[1]}")
    reason = QT_TRANSLATE_NOOP(
        "CardSupport",
        "The NVIDIA driver supports CUDA up to {driver}, but this PyTorch was built for CUDA "
        "{runtime}: CUDA cannot start ('CUDA driver version is insufficient').",
    )
    advice = QT_TRANSLATE_NOOP(
        "CardSupport",
        "Update the NVIDIA driver to one that supports CUDA {runtime}, or install a PyTorch "
        "build for CUDA {driver} or older, or run on the CPU.",
    )
    return Unsupported(message(reason, **fields), message(advice, **fields))


KERNEL_FAILURES = (
    "no kernel image is available",
    "hipErrorNoBinaryForGpu",
    "invalid device function",
)
DRIVER_FAILURES = ("driver version is insufficient", "cudaErrorInsufficientDriver")


def explain_device_error(error: BaseException) -> Message | None:
    """A run that hit the card's limits anyway ends with one sentence, not a traceback;
    None for any other error."""
    text = str(error)
    if any(sign in text for sign in KERNEL_FAILURES):
        return message(
            QT_TRANSLATE_NOOP(
                "CardSupport",
                "This PyTorch has no kernels for this GPU ('no kernel image is available'): "
                "the run stopped. Install a PyTorch build whose architecture list includes "
                "this card's, or run on the CPU.",
            )
        )
    if any(sign in text for sign in DRIVER_FAILURES):
        return message(
            QT_TRANSLATE_NOOP(
                "CardSupport",
                "The NVIDIA driver is older than this PyTorch's CUDA ('CUDA driver version is "
                "insufficient'): the run stopped. Update the driver, or run on the CPU.",
            )
        )
    return None


def torch_arch_list() -> list[str]:
    """The architectures the installed torch ships kernels for; empty for a CPU build (or
    where CUDA cannot start)."""
    import torch

    try:
        return [str(arch) for arch in torch.cuda.get_arch_list()]
    except Exception:  # a broken CUDA or ROCm runtime: nothing to judge by
        return []


def runs_on_device(index: int) -> bool:
    """Whether a run on ``cuda:index`` would find kernels for the card: the device lists
    offer no other. True where nothing tells."""
    import torch

    arch_list = torch_arch_list()
    if not arch_list:
        return True
    props = torch.cuda.get_device_properties(index)
    if getattr(torch.version, "hip", None):
        return runs_on_rocm_card(getattr(props, "gcnArchName", ""), arch_list) is not False
    return runs_on_cuda_card((props.major, props.minor), arch_list) is not False
