"""A class a prankster cannot spoil, on real sockets on the loopback address: a dropped
connection is counted, never a traceback; stalled clients never lock the class out; one
address adds one machine unless the teacher allows more; an address's machines go at once."""

from __future__ import annotations

import json
import socket
import struct
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from test_collector import post_head, raw_request, until_taken
from test_collector_load import _loopback_sources

from core.classroom.collector import DROPPED, REFUSED_KINDS, ClassCollector

needs_loopback_range = pytest.mark.skipif(
    not _loopback_sources(), reason="needs the whole 127/8 loopback range"
)


def _post(collector, result: dict, source: str) -> int:
    body = json.dumps(result).encode()
    return raw_request(collector, post_head(len(body)), body, source=source)


def _post_until_taken(collector, result: dict, source: str) -> int:
    """Post, and again while the collector says it is busy (``until_taken``)."""
    body = json.dumps(result).encode()
    return until_taken(collector, post_head(len(body)), body, source)


def _wait_for(condition, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        time.sleep(0.01)
    return condition()


def test_a_client_that_resets_mid_request_is_counted_never_a_traceback(capfd, student_result):
    collector = ClassCollector("127.0.0.1", 0, "123456", deadline_s=2.0).start()
    try:
        flaky = socket.create_connection(collector.address, timeout=5)
        flaky.sendall(post_head(500)[:40])  # half a request line and headers…
        flaky.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        flaky.close()  # …then a reset (RST), as a flaky Wi-Fi does
        dropped = REFUSED_KINDS[DROPPED]
        assert _wait_for(lambda: dict(collector.refused_kinds()).get(dropped) == 1)
        assert _post_until_taken(collector, student_result(), "127.0.0.1") == 200  # goes on
    finally:
        collector.stop()
    assert "Traceback" not in capfd.readouterr().err


@needs_loopback_range
@pytest.mark.slow
def test_stalled_clients_from_a_few_addresses_never_lock_the_class_out(student_result):
    """64 connections that stall, from 8 addresses, while 40 students send from theirs:
    once 32 of the 40 failed."""
    collector = ClassCollector("127.0.0.1", 0, "123456", deadline_s=4.0).start()
    stalled = []
    try:
        for n in range(64):
            connection = socket.socket()
            connection.bind((f"127.0.3.{n % 8 + 1}", 0))
            connection.connect(collector.address)
            connection.sendall(post_head(1000)[:30])  # …and nothing more
            stalled.append(connection)
        results = [student_result(nickname=f"desk {n}") for n in range(40)]
        with ThreadPoolExecutor(max_workers=40) as pool:
            statuses = list(
                pool.map(lambda n: _post(collector, results[n], f"127.0.4.{n + 1}"), range(40))
            )
    finally:
        for connection in stalled:
            connection.close()
        collector.stop()
    assert statuses == [200] * 40 and len(collector.results()) == 40


@needs_loopback_range
def test_one_address_adds_one_machine_and_a_new_race_replaces_it(student_result):
    """291 fake machines from 15 addresses once filled the class in 0.9 s."""
    collector = ClassCollector("127.0.0.1", 0, "123456", rate_limit=1000).start()
    try:
        for n in range(291):
            _post_until_taken(
                collector, student_result(nickname=f"fake {n}"), f"127.0.5.{n % 15 + 1}"
            )
        assert len(collector.results()) == 15  # one per address: the last each sent
        assert _post_until_taken(collector, student_result(nickname="real"), "127.0.6.1") == 200
        first, again = student_result(nickname="desk 3"), student_result(nickname="desk 3")
        _post_until_taken(collector, first, "127.0.6.2")
        _post_until_taken(collector, again, "127.0.6.2")  # the same student races again: replaced
        names = sorted(r.nickname for r in collector.results() if r.sender == "127.0.6.2")
        assert names == ["desk 3"] and first["result_id"] in collector.take_replaced()
        gone = collector.remove_address("127.0.5.1")
        assert len(gone) == 1 and len(collector.results()) == 16
        collector.machines_per_address = 3  # students behind one address: the teacher allows
        for n in range(3):
            _post_until_taken(collector, student_result(nickname=f"shared {n}"), "127.0.7.1")
        assert sum(r.sender == "127.0.7.1" for r in collector.results()) == 3
    finally:
        collector.stop()
