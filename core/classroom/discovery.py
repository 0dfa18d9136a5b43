"""Finding the class on the local network: the collector is announced with mDNS/DNS-SD
(python-zeroconf), and students' apps list what they find. The join code is never announced:
it is read off the projector."""

from __future__ import annotations

import secrets
import socket
import threading
import time
from dataclasses import dataclass
from types import ModuleType

SERVICE_TYPE = "_devicelab._tcp.local."
MAX_FOUND = 20
"""Classes asked about at most (a network that announces more is not a classroom's)."""


@dataclass(frozen=True)
class FoundClass:
    """A collector seen on the network: its announced name and where to send."""

    name: str
    address: str
    """"192.168.1.20:8765", as the student would type it."""


def _zeroconf(module: ModuleType | None) -> ModuleType:
    if module is not None:
        return module
    import zeroconf

    return zeroconf


class Announcement:
    """The collector's announcement on one interface, until ``close``."""

    def __init__(self, host: str, port: int, zeroconf: ModuleType | None = None) -> None:
        library = _zeroconf(zeroconf)
        suffix = secrets.token_hex(2)
        self.info = library.ServiceInfo(
            SERVICE_TYPE,
            f"DeviceLab class {suffix}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(host)],
            port=port,
            properties={"v": "1"},
            server=f"devicelab-class-{suffix}.local.",
        )
        self._zc = library.Zeroconf(interfaces=[host])
        try:
            self._zc.register_service(self.info)
        except BaseException:
            self._zc.close()
            raise

    def close(self) -> None:
        """Say goodbye on the network and stop answering."""
        try:
            self._zc.unregister_service(self.info)
        finally:
            self._zc.close()


def find_classes(
    seconds: float = 3.0,
    zeroconf: ModuleType | None = None,
    should_stop=None,
) -> list[FoundClass]:
    """The collectors that answer within ``seconds``, by name."""
    library = _zeroconf(zeroconf)
    zc = library.Zeroconf()
    names: set[str] = set()
    lock = threading.Lock()

    def seen(zeroconf, service_type: str, name: str, state_change) -> None:
        with lock:
            names.add(name)

    browser = library.ServiceBrowser(zc, SERVICE_TYPE, handlers=[seen])
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not (should_stop and should_stop()):
            time.sleep(0.05)
        found = []
        with lock:
            seen_names = sorted(names)
        for name in seen_names[:MAX_FOUND]:
            if should_stop and should_stop():
                break
            info = zc.get_service_info(SERVICE_TYPE, name, timeout=1000)
            if info is None or not info.parsed_addresses():
                continue
            label = name.removesuffix("." + SERVICE_TYPE)
            found.append(FoundClass(label, f"{info.parsed_addresses()[0]}:{info.port}"))
        return found
    finally:
        browser.cancel()
        zc.close()


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks, the loopback address last (it only
    reaches this machine: for trying the Class page alone)."""
    import psutil

    found = [
        address.address
        for addresses in psutil.net_if_addrs().values()
        for address in addresses
        if address.family == socket.AF_INET
    ]
    lan = sorted({a for a in found if not a.startswith("127.")})
    routed = _routed_address()
    if routed in lan:  # the address that reaches the network first, not a VPN's or Docker's
        lan.remove(routed)
        lan.insert(0, routed)
    return [*lan, "127.0.0.1"]


def _routed_address() -> str | None:
    """The address this machine's default route leaves from (a UDP "connect" sends
    nothing; it only picks the route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached
            return probe.getsockname()[0]
    except OSError:
        return None
