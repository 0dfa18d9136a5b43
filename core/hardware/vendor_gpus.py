"""GPUs that NVML does not describe — Intel's through ``torch.xpu``, Apple's through MPS —
and, for them and AMD's, which tool gives the live readings DeviceLab cannot."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable
from types import ModuleType

from core.hardware.gpu_device import GpuDevice, bare_uuid
from core.hardware.names import clean_name
from core.i18n import QT_TRANSLATE_NOOP, message

ROCM_LIVE_READINGS = QT_TRANSLATE_NOOP(
    "Hardware",
    "Live readings of AMD GPUs (use, temperature, power) come from rocm-smi or amd-smi; "
    "DeviceLab reads NVIDIA's NVML only, so they are not shown here.",
)
XPU_LIVE_READINGS = QT_TRANSLATE_NOOP(
    "Hardware",
    "Live readings of Intel GPUs (use, temperature, power) come from xpu-smi, intel_gpu_top "
    "on Linux or Task Manager on Windows; DeviceLab reads NVIDIA's NVML only, so they are "
    "not shown here.",
)
MPS_LIVE_READINGS = QT_TRANSLATE_NOOP(
    "Hardware",
    "Live readings of Apple GPUs come from Activity Monitor (Window › GPU History) or "
    "'sudo powermetrics --samplers gpu_power'; DeviceLab reads NVIDIA's NVML only, so they "
    "are not shown here.",
)

INTEL_ARCHITECTURES = [
    (r"\bData Center GPU Max\b", "Xe-HPC (Ponte Vecchio)"),
    (r"\bData Center GPU Flex\b", "Xe-HPG (Arctic Sound-M)"),
    (r"\bArc B3\d0\b", "Xe3 (Panther Lake)"),
    (r"\bArc 1[34]0V\b", "Xe2 (Lunar Lake)"),
    (r"\bArc (?:Pro )?A\d", "Xe-HPG (Alchemist)"),
    (r"\bArc (?:Pro )?B\d", "Xe2-HPG (Battlemage)"),
    (r"\bIris Xe\b", "Xe-LP"),
]
"""Intel's GPU architecture by the name ``torch.xpu`` reports (trademark signs removed),
first match wins; an "Arc Graphics" or "UHD Graphics" built into several generations of
chips stays unknown."""


def intel_gpu_architecture(name: str) -> str:
    """The architecture an Intel GPU's name says, or "unknown"."""
    text = clean_name(name)
    return next(
        (design for pattern, design in INTEL_ARCHITECTURES if re.search(pattern, text)),
        "unknown",
    )


def xpu_devices(xpu: ModuleType | None) -> tuple[list[GpuDevice], str | None]:
    """Intel GPUs that ``torch.xpu`` can use, and their driver's version."""
    if xpu is None or not xpu.is_available():
        return [], None
    devices, driver = [], None
    for index in range(xpu.device_count()):
        props = xpu.get_device_properties(index)
        driver = driver or getattr(props, "driver_version", None) or None
        devices.append(
            GpuDevice(
                index=index,
                name=props.name,
                total_memory_bytes=int(props.total_memory),
                architecture=intel_gpu_architecture(props.name),
                multiprocessors=getattr(props, "gpu_subslice_count", None) or None,
                uuid=_xpu_uuid(getattr(props, "uuid", None)),
                backend="xpu",
                torch_device=f"xpu:{index}",
                shared_memory=bool(getattr(props, "is_integrated_gpu", False)),
                live_readings=message(XPU_LIVE_READINGS),
            )
        )
    return devices, driver


def _xpu_uuid(uuid: object) -> str | None:
    """torch.xpu's UUID is 16 bytes (a list of ints in some versions): as hex text."""
    if isinstance(uuid, bytes | bytearray | list | tuple):
        return bytes(uuid).hex() or None
    return bare_uuid(uuid) or None


MAC_DISPLAYS_COMMAND = ["system_profiler", "SPDisplaysDataType", "-json"]


def mac_displays(
    run: Callable[..., subprocess.CompletedProcess] = subprocess.run,
) -> list[dict]:
    """macOS's list of graphics processors (System Information's Graphics/Displays), or []
    where it cannot be read. Takes about a second: call it off the GUI thread."""
    try:
        done = run(MAC_DISPLAYS_COMMAND, capture_output=True, text=True, timeout=15)
        entries = json.loads(done.stdout).get("SPDisplaysDataType") or []
    except (OSError, subprocess.SubprocessError, ValueError, AttributeError):
        return []
    if not isinstance(entries, list):
        return []
    return [entry for entry in entries if isinstance(entry, dict)]


def mps_device(displays: list[dict], recommended_max_memory: int | None) -> GpuDevice:
    """The GPU that MPS runs on, named by its chip and GPU core count where macOS says them.

    On Apple silicon the GPU shares the unified memory: Metal's recommended working set
    (``recommended_max_memory``) is what the GPU may use of it."""
    gpu = _mps_display(displays)
    name = str(gpu.get("sppci_model") or gpu.get("_name") or "Apple GPU")
    cores = re.search(r"\d+", str(gpu.get("sppci_cores") or ""))
    apple = _is_apple(gpu) or not gpu
    family = re.search(r"mtlgpufamilyapple(\d+)", str(gpu.get("spdisplays_metalfamily") or ""))
    if family:
        architecture = f"Metal GPU family Apple {family.group(1)}"
    else:
        architecture = "Apple silicon" if apple else "unknown"
    return GpuDevice(
        index=0,
        name=name,
        total_memory_bytes=recommended_max_memory if apple else _vram_bytes(gpu),
        architecture=architecture,
        multiprocessors=int(cores.group()) if cores else None,
        backend="mps",
        torch_device="mps",
        shared_memory=apple,
        live_readings=message(MPS_LIVE_READINGS),
    )


def mps_display_name(device: GpuDevice) -> str:
    """The chip and its GPU core count, as Apple names them: "Apple M1, 7-core GPU"."""
    if device.multiprocessors:
        return f"{device.name}, {device.multiprocessors}-core GPU"
    return device.name


def _mps_display(displays: list[dict]) -> dict:
    """The GPU MPS uses: Apple's own, else the discrete one of an Intel Mac (Metal's
    default device), else the first."""
    if not displays:
        return {}
    apple = [entry for entry in displays if _is_apple(entry)]
    discrete = [
        entry for entry in displays if "builtin" not in str(entry.get("sppci_bus", "")).lower()
    ]
    return (apple or discrete or displays)[0]


def _is_apple(entry: dict) -> bool:
    return "apple" in str(entry.get("spdisplays_vendor", "")).lower() or str(
        entry.get("sppci_model", "")
    ).startswith("Apple ")


def _vram_bytes(entry: dict) -> int | None:
    """A discrete Mac GPU's "8 GB" or "4096 MB" as bytes."""
    found = re.fullmatch(r"\s*(\d+)\s*([GM])B\s*", str(entry.get("spdisplays_vram") or ""))
    if not found:
        return None
    return int(found.group(1)) * (2**30 if found.group(2) == "G" else 2**20)
