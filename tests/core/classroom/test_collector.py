"""The teacher's collector on the loopback address: students' results arrive once each,
hostile clients are refused with a clear status, and a stalled client cannot hold it."""

import contextlib
import json
import socket
import threading
import time
from http import HTTPStatus

import pytest
from class_results import STUDENT_RESULT

from core.classroom.client import SendError, send_result
from core.classroom.collector import (
    CODE_HEADER,
    HELLO_PATH,
    MAX_BODY_BYTES,
    REFUSED_KINDS,
    RESULTS_PATH,
    ClassCollector,
    new_join_code,
)
from core.classroom.result import check_result


@pytest.fixture
def collector():
    """A collector on 127.0.0.1 (a free port), code 123456, a 1 s connection deadline."""
    running = ClassCollector("127.0.0.1", 0, "123456", deadline_s=1.0).start()
    yield running
    running.stop()


def _address(collector) -> str:
    return "{}:{}".format(*collector.address)


def raw_request(collector, head: bytes, body: bytes = b"", source: str = "127.0.0.1") -> int:
    """Send bytes as a client would and return the answer's HTTP status (0: none)."""
    with socket.create_connection(collector.address, timeout=5, source_address=(source, 0)) as s:
        s.sendall(head + body)
        answer = s.recv(4096)
    return int(answer.split()[1]) if answer.startswith(b"HTTP/") else 0


def until_taken(collector, head: bytes, body: bytes, source: str = "127.0.0.1") -> int:
    """``raw_request`` again after a moment while the collector says it is busy: a burst
    from one address can meet its last connection not yet closed on the collector's side."""
    for _ in range(50):
        status = raw_request(collector, head, body, source)
        if status != 503:
            return status
        time.sleep(0.05)
    return status


def post_head(length: int, code: str = "123456") -> bytes:
    return (
        f"POST {RESULTS_PATH} HTTP/1.1\r\nHost: x\r\n{CODE_HEADER}: {code}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    ).encode()


def test_a_students_result_arrives_once_even_when_sent_twice(collector, student_result):
    result = student_result()
    sent = send_result(_address(collector), "123456", result)
    assert (sent.joined, sent.already) == (1, False)
    again = send_result(_address(collector), "123456", result)  # a retry after a timeout
    assert again.already
    (arrived,) = collector.take_new()
    assert arrived.result_id == result["result_id"] and collector.take_new() == []
    assert len(collector.results()) == 1


def test_the_wrong_code_is_refused_before_the_body_is_read(collector, student_result):
    with pytest.raises(SendError, match="join code is wrong"):
        send_result(_address(collector), "654321", student_result())
    assert raw_request(collector, post_head(10**7, code="000000")) == 401
    assert collector.results() == []
    assert [r.status for r in collector.refusals()] == [401, 401]


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b"{not json", 400),
        (b'{"format": "devicelab-class-result", "version": 1}', 400),
        (b"\xff\xfe\x00", 400),
        (b"[" * 100_000 + b"]" * 100_000, 413),
        (b"[" * 30_000 + b"]" * 30_000, 400),
    ],
)
def test_malformed_bodies_are_refused(collector, body, status):
    assert raw_request(collector, post_head(len(body)), body) == status
    assert collector.results() == []


def test_wrong_values_are_refused_naming_the_field(collector, student_result):
    bad = student_result(cpu_ms_per_epoch=float("nan"))
    body = json.dumps(bad).encode()  # Python writes NaN, as a hostile client may
    with socket.create_connection(collector.address, timeout=5) as s:
        s.sendall(post_head(len(body)) + body)
        answer = b"".join(iter(lambda: s.recv(4096), b"")).decode()  # until it closes
    assert answer.startswith("HTTP/1.1 400") and "cpu_ms_per_epoch: must be a finite" in answer


def test_a_huge_body_or_nickname_is_refused_by_its_length(collector, student_result):
    assert raw_request(collector, post_head(10 * 2**20)) == 413  # answered before it is sent
    body = json.dumps(student_result(nickname="n" * 2**20)).encode()
    assert raw_request(collector, post_head(len(body)), body[:4096]) == 413
    assert MAX_BODY_BYTES == 64 * 1024


def test_a_request_without_a_length_or_to_another_page_is_refused(collector):
    head = f"POST {RESULTS_PATH} HTTP/1.1\r\nHost: x\r\n{CODE_HEADER}: 123456\r\n\r\n"
    assert raw_request(collector, head.encode()) == 411
    assert raw_request(collector, b"GET /etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n") == 404
    assert raw_request(collector, f"GET {HELLO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n".encode()) == 200


def test_a_client_that_never_finishes_is_cut_off_and_others_go_on(student_result):
    collector = ClassCollector("127.0.0.1", 0, "123456", deadline_s=2.0).start()
    stalled = socket.create_connection(collector.address, timeout=10)
    try:
        stalled.sendall(post_head(1000) + b'{"format": ')  # …and nothing more
        send_result(_address(collector), "123456", student_result())  # not held up meanwhile
        stalled.setblocking(False)
        with pytest.raises(BlockingIOError):  # the stalled one is still waiting…
            stalled.recv(4096)
        stalled.setblocking(True)
        with contextlib.suppress(ConnectionResetError):  # …until its deadline cuts it off
            assert stalled.recv(4096) == b""
        too_slow = [(REFUSED_KINDS[HTTPStatus.REQUEST_TIMEOUT], 1)]
        deadline = time.monotonic() + 5
        while collector.refused_kinds() != too_slow and time.monotonic() < deadline:
            time.sleep(0.01)  # the cut-off handler counts it as it ends
        assert collector.refused_kinds() == too_slow  # the teacher reads "too slow to arrive"
    finally:
        stalled.close()
        collector.stop()
    assert len(collector.results()) == 1


def test_one_address_cannot_flood_the_collector(student_result):
    collector = ClassCollector("127.0.0.1", 0, "123456", rate_limit=3).start()
    try:
        statuses = [until_taken(collector, post_head(2), b"{}") for _ in range(5)]
    finally:
        collector.stop()
    assert statuses == [400, 400, 400, 429, 429]


def test_a_full_class_says_so(student_result):
    collector = ClassCollector(
        "127.0.0.1", 0, "123456", max_entries=2, machines_per_address=5
    ).start()  # students sharing one address: the teacher allowed more
    try:
        for _ in range(2):
            send_result(_address(collector), "123456", student_result())
        with pytest.raises(SendError, match=r"\(503\): the class is full"):
            send_result(_address(collector), "123456", student_result())
    finally:
        collector.stop()
    assert len(collector.results()) == 2


def test_join_codes_are_six_fresh_digits():
    codes = {new_join_code() for _ in range(50)}
    assert all(len(code) == 6 and code.isdigit() for code in codes) and len(codes) > 40


def test_stopping_closes_the_port(student_result):
    collector = ClassCollector("127.0.0.1", 0, "123456").start()
    address = _address(collector)
    collector.stop()
    with pytest.raises(SendError, match="Could not reach the teacher"):
        send_result(address, "123456", student_result(), timeout_s=2)
    assert threading.active_count() < 50


def test_a_number_too_large_for_a_float_or_an_odd_length_is_refused(collector, student_result):
    body = json.dumps(student_result()).replace(
        '"cpu_ms_per_epoch": 0.15', '"cpu_ms_per_epoch": 1' + "0" * 400
    )
    assert raw_request(collector, post_head(len(body)), body.encode()) == 400
    head = post_head(2).replace(b"Content-Length: 2", "Content-Length: ²".encode())
    assert raw_request(collector, head, b"{}") == 411
    assert collector.results() == []


def test_one_address_cannot_hold_every_connection(collector, student_result):
    idle = [socket.create_connection(collector.address, timeout=5) for _ in range(2)]
    try:
        assert raw_request(collector, post_head(2), b"{}") == 503  # a third, from the same
        assert raw_request(collector, post_head(2), b"{}", source="127.0.0.9") == 400
        crowd = REFUSED_KINDS[HTTPStatus.TOO_MANY_REQUESTS]  # "too many from one machine"
        assert dict(collector.refused_kinds())[crowd] == 1
    finally:
        for connection in idle:
            connection.close()


def test_headers_past_the_cap_are_not_read(collector):
    head = post_head(2).replace(b"\r\n\r\n", b"\r\n" + b"X-Pad: " + b"p" * 60_000 + b"\r\n\r\n")
    status = raw_request(collector, head * 3, b"{}")
    assert status in (0, 400, 431)  # refused or cut off, never read whole
    send_result(_address(collector), "123456", {**STUDENT_RESULT, "result_id": "b" * 16})
    assert len(collector.results()) == 1


def test_a_removed_result_does_not_come_back_and_an_ended_class_takes_nothing(
    collector, student_result
):
    result = student_result()
    send_result(_address(collector), "123456", result)
    collector.remove(result["result_id"])
    with pytest.raises(SendError, match=r"\(410\): the teacher removed this result"):
        send_result(_address(collector), "123456", result)
    collector.stop()
    assert collector.accept(check_result(student_result()))[0] == 503


def test_the_refused_line_counts_each_kind_in_the_readers_language():
    """One sentence for the Class page and ``class serve``: counts said as "… 2 次", never
    "×2", and the kinds joined by Chinese commas."""
    from core.catalogue import translator
    from core.classroom.collector import refused_message
    from core.i18n import render

    kinds = [
        (REFUSED_KINDS[HTTPStatus.UNAUTHORIZED], 2),
        (REFUSED_KINDS[HTTPStatus.BAD_REQUEST], 1),
    ]
    said = refused_message(kinds)
    assert str(said) == "3 request(s) refused: wrong join code ×2, not a valid result ×1."
    chinese_line = render(said, translator("zh_CN"))
    assert chinese_line.startswith("已拒绝 3 个请求：加入码错误 2 次，"), chinese_line
    assert "×" not in chinese_line and ", " not in chinese_line
