"""A Mac as torch and macOS show it to DeviceLab: MPS available, an Apple M1 with a 7-core
GPU in System Information, 11 GiB of the unified memory recommended for the GPU."""

import torch

APPLE_M1 = {"sppci_model": "Apple M1", "sppci_cores": "7", "spdisplays_vendor": "Apple"}


def pretend_a_mac(monkeypatch) -> None:
    """Make this machine an M1 Mac for torch's MPS and for the probe's system_profiler."""
    from core.hardware import probe

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    monkeypatch.setattr(torch.mps, "recommended_max_memory", lambda: 11 * 2**30)
    monkeypatch.setattr(probe, "mac_displays", lambda: [APPLE_M1])
