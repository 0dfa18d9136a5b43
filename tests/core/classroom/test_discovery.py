"""The class is found on the network (mDNS/DNS-SD) without its join code being announced."""

import socket
import typing

import pytest

from core.classroom.discovery import SERVICE_TYPE, Announcement, find_classes, lan_addresses


class _FakeZeroconf:
    """python-zeroconf's boundary, recording what is announced."""

    registered: typing.ClassVar[list] = []

    class ServiceInfo:
        def __init__(self, type_, name, addresses, port, properties, server):
            self.type, self.name, self.addresses = type_, name, addresses
            self.port, self.properties, self.server = port, properties, server

    class Zeroconf:
        def __init__(self, interfaces=None):
            self.interfaces, self.closed = interfaces, False

        def register_service(self, info):
            _FakeZeroconf.registered.append(info)

        def unregister_service(self, info):
            _FakeZeroconf.registered.remove(info)

        def close(self):
            self.closed = True


def test_the_announcement_says_where_but_not_the_code():
    announcement = Announcement("192.168.1.20", 8765, zeroconf=_FakeZeroconf)
    (info,) = _FakeZeroconf.registered
    assert info.type == SERVICE_TYPE and info.name.startswith("DeviceLab class ")
    assert (info.addresses, info.port) == ([socket.inet_aton("192.168.1.20")], 8765)
    assert info.properties == {"v": "1"}  # no join code, no teacher's name
    assert announcement._zc.interfaces == ["192.168.1.20"]
    announcement.close()
    assert _FakeZeroconf.registered == [] and announcement._zc.closed


def test_a_class_announced_on_this_machine_is_found():
    try:
        announcement = Announcement("127.0.0.1", 8765)
    except OSError as error:  # a machine without multicast on its loopback interface
        pytest.skip(f"no multicast here: {error}")
    try:
        found = find_classes(2.0)
    finally:
        announcement.close()
    assert [(c.name.startswith("DeviceLab class "), c.address) for c in found] == [
        (True, "127.0.0.1:8765")
    ]


def test_the_loopback_address_is_offered_last():
    addresses = lan_addresses()
    assert addresses[-1] == "127.0.0.1"
    assert all(not address.startswith("127.") for address in addresses[:-1])
