"""A class of 100 students sending at once, mixed with hostile clients, on the loopback
address: every good result kept exactly once, every bad one refused, memory bounded."""

import json
import socket
import tracemalloc
from concurrent.futures import ThreadPoolExecutor

import pytest

from core.classroom.client import send_result
from core.classroom.collector import CODE_HEADER, RESULTS_PATH, ClassCollector

STUDENTS = 100


def _loopback_sources() -> bool:
    """Linux answers on all of 127/8: each simulated student gets an address of its own."""
    try:
        with socket.socket() as probe:
            probe.bind(("127.0.0.2", 0))
        return True
    except OSError:
        return False


def _hostile(address: tuple[str, int], kind: str, source: str) -> int:
    """One bad client; returns the status it got (0: cut off without an answer)."""
    bodies = {
        "wrong code": (b"{}", "000000"),
        "malformed": (b"{nope", "123456"),
        "wrong types": (json.dumps({"format": 1, "version": "1"}).encode(), "123456"),
        "NaN": (b'{"cpu_ms_per_epoch": NaN}', "123456"),
        "huge nickname": (b'{"nickname": "' + b"n" * 2**20 + b'"}', "123456"),
    }
    with socket.create_connection(address, timeout=10, source_address=(source, 0)) as s:
        if kind == "never finishes":
            s.sendall(_head(500, "123456") + b"{")
        elif kind == "10 MB body":
            s.sendall(_head(10 * 2**20, "123456"))
        else:
            body, code = bodies[kind]
            s.sendall(_head(len(body), code) + body[:65536])
        try:
            answer = s.recv(64)
        except ConnectionResetError:
            return 0
    return int(answer.split()[1]) if answer.startswith(b"HTTP/") else 0


def _head(length: int, code: str) -> bytes:
    return (
        f"POST {RESULTS_PATH} HTTP/1.1\r\nHost: x\r\n{CODE_HEADER}: {code}\r\n"
        f"Content-Length: {length}\r\n\r\n"
    ).encode()


HOSTILE = {
    "wrong code": 401,
    "malformed": 400,
    "wrong types": 400,
    "NaN": 400,
    "huge nickname": 413,
    "10 MB body": 413,
    "never finishes": 0,
}


@pytest.mark.slow
@pytest.mark.skipif(not _loopback_sources(), reason="needs the whole 127/8 loopback range")
def test_a_class_of_100_and_hostile_clients_at_once(student_result):
    # The students all send from 127.0.0.1 here (the rate limit has its own test); each
    # hostile client from an address of its own.
    collector = ClassCollector(
        "127.0.0.1", 0, "123456", deadline_s=3.0, rate_limit=STUDENTS, per_address=STUDENTS,
        machines_per_address=STUDENTS,
    )  # fmt: skip
    collector.start()
    address = "{}:{}".format(*collector.address)
    results = [student_result(nickname=f"student {n}") for n in range(STUDENTS)]
    hostile = [(kind, f"127.0.1.{n + 1}") for n, kind in enumerate(HOSTILE)] * 3
    tracemalloc.start()
    try:
        with ThreadPoolExecutor(max_workers=48) as pool:
            bad = [pool.submit(_hostile, collector.address, kind, src) for kind, src in hostile]
            good = [pool.submit(send_result, address, "123456", r) for r in results]
            sent = [future.result() for future in good]
            refused = [
                (kind, future.result()) for (kind, _), future in zip(hostile, bad, strict=True)
            ]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        collector.stop()
    kept = collector.take_new()
    assert sorted(r.result_id for r in kept) == sorted(r["result_id"] for r in results)
    assert not any(s.already for s in sent) and len(collector.results()) == STUDENTS
    assert refused == [(kind, HOSTILE[kind]) for kind, _ in hostile]
    assert peak < 64 * 2**20  # bounded: no body over 64 KB is ever read
