"""The teacher's collector: an HTTP endpoint that takes the students' class results.

Safe by construction: the join code is required (compared in constant time) before a body
is read; bodies are capped; every field is checked (``check_result``); the entries, the
connections at once and each address's requests are bounded; every connection has a
deadline, so a client that stalls cannot hold the collector; nothing received is executed
or used as a path. The network threads never touch widgets: results wait in ``take_new``
for the GUI's timer or the command line's loop.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import secrets
import socket
import threading
import time
from collections import Counter, deque
from dataclasses import dataclass, field, replace
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from core.classroom import DEFAULT_PORT, MACHINES_PER_ADDRESS, MAX_ENTRIES
from core.classroom.result import ClassResult, ResultError, check_result
from core.i18n import QT_TRANSLATE_NOOP, Message, Text, listed, message

RESULTS_PATH = "/devicelab/class/results"
HELLO_PATH = "/devicelab/class"
CODE_HEADER = "X-DeviceLab-Join-Code"
MAX_BODY_BYTES = 64 * 1024
MAX_CONNECTIONS = 64
REQUEST_DEADLINE_S = 10.0
"""A connection's whole life: headers, body and answer (a stalled client is cut off)."""
CONNECTIONS_PER_ADDRESS = 2
"""Connections one address may hold open at once: a student sends one at a time, and 64
stalled connections from 8 addresses once held every slot from the class."""
DROPPED = 499
"""A request whose client dropped the connection before it was whole (flaky Wi-Fi)."""
MAX_HEADER_BYTES = 16 * 1024
"""The request line and headers together: a result's own are a few hundred bytes."""
RATE_WINDOW_S = 10.0
RATE_LIMIT = 20
"""Requests one address may make per window: a student sends once, a retry or two."""


def new_join_code() -> str:
    """A fresh 6-digit join code."""
    return f"{secrets.randbelow(10**6):06d}"


@dataclass
class Refusal:
    """One refused request, counted for the teacher: the status and why."""

    status: int
    reason: str


REFUSED_KINDS: dict[int, Text] = {
    HTTPStatus.UNAUTHORIZED: QT_TRANSLATE_NOOP("Class", "wrong join code"),
    HTTPStatus.BAD_REQUEST: QT_TRANSLATE_NOOP("Class", "not a valid result"),
    HTTPStatus.LENGTH_REQUIRED: QT_TRANSLATE_NOOP("Class", "not a valid result"),
    HTTPStatus.REQUEST_ENTITY_TOO_LARGE: QT_TRANSLATE_NOOP("Class", "not a valid result"),
    HTTPStatus.TOO_MANY_REQUESTS: QT_TRANSLATE_NOOP("Class", "too many from one machine"),
    HTTPStatus.REQUEST_TIMEOUT: QT_TRANSLATE_NOOP("Class", "too slow to arrive"),
    HTTPStatus.GONE: QT_TRANSLATE_NOOP("Class", "removed, sent again"),
    HTTPStatus.SERVICE_UNAVAILABLE: QT_TRANSLATE_NOOP("Class", "the class was busy, full or ended"),
    HTTPStatus.NOT_FOUND: QT_TRANSLATE_NOOP("Class", "not a DeviceLab request"),
    DROPPED: QT_TRANSLATE_NOOP("Class", "the connection dropped"),
}
"""Why requests were refused, as the teacher reads it: a refused status's kind."""
OTHER_REFUSAL = QT_TRANSLATE_NOOP("Class", "refused for another reason")
REFUSED_KIND_COUNT = QT_TRANSLATE_NOOP("Class", "{kind} ×{count}")
REFUSED = QT_TRANSLATE_NOOP("Class", "{count} request(s) refused: {kinds}.")


def refused_message(kinds: list[tuple[Text, int]]) -> Message:
    """The teacher's line for ``refused_kinds``: how many requests were refused, and how
    many of each kind ("3 request(s) refused: wrong join code ×2, not a valid result ×1.")."""
    counted = [message(REFUSED_KIND_COUNT, kind=kind, count=count) for kind, count in kinds]
    total = sum(count for _kind, count in kinds)
    return message(REFUSED, count=total, kinds=listed(counted))


@dataclass
class CollectorState:
    """What the collector holds: the results, their order, and what it refused."""

    results: dict[str, ClassResult] = field(default_factory=dict)
    new: list[ClassResult] = field(default_factory=list)
    refused: deque[Refusal] = field(default_factory=lambda: deque(maxlen=200))
    requests: dict[str, deque[float]] = field(default_factory=dict)
    open_connections: dict[str, int] = field(default_factory=dict)
    refused_count: Counter[int] = field(default_factory=Counter)
    """Every refusal by status (``refused`` keeps only the last 200)."""
    removed: set[str] = field(default_factory=set)
    """Results the teacher took out: a resend does not bring them back."""
    replaced: list[str] = field(default_factory=list)
    """Results a newer one from the same address replaced, not yet told (``take_replaced``)."""
    closed: bool = False


class ClassCollector:
    """Collects class results on ``host:port`` until ``stop``.

    ``host`` is the address to listen on: the LAN interface the teacher picked, or the
    loopback address in tests. ``port`` 0 picks a free port (``address`` tells which)."""

    def __init__(
        self,
        host: str,
        port: int = DEFAULT_PORT,
        code: str | None = None,
        *,
        max_entries: int = MAX_ENTRIES,
        rate_limit: int = RATE_LIMIT,
        deadline_s: float = REQUEST_DEADLINE_S,
        per_address: int = CONNECTIONS_PER_ADDRESS,
        machines_per_address: int = MACHINES_PER_ADDRESS,
    ) -> None:
        self.code = code or new_join_code()
        self.max_entries, self.rate_limit, self.deadline_s = max_entries, rate_limit, deadline_s
        self.per_address = per_address
        self.machines_per_address = machines_per_address
        self._state = CollectorState()
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        self._server = _Server((host, port), _Handler, self)
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="class-collector", daemon=True
        )

    @property
    def address(self) -> tuple[str, int]:
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    def start(self) -> ClassCollector:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop listening and close the socket; a result still arriving is refused (open
        connections end by their deadline)."""
        with self._lock:
            self._state.closed = True
        if self._thread.is_alive():
            self._server.shutdown()
            self._thread.join(timeout=self.deadline_s)
        self._server.server_close()

    def take_new(self, limit: int | None = None) -> list[ClassResult]:
        """Results that arrived since the last call, in order (at most ``limit``: the rest
        wait for the next call)."""
        with self._lock:
            count = len(self._state.new) if limit is None else limit
            new, self._state.new = self._state.new[:count], self._state.new[count:]
        return new

    def results(self) -> list[ClassResult]:
        with self._lock:
            return list(self._state.results.values())

    def refusals(self) -> list[Refusal]:
        with self._lock:
            return list(self._state.refused)

    def refused_kinds(self) -> list[tuple[Text, int]]:
        """How many requests were refused, by kind (``REFUSED_KINDS``), most first."""
        with self._lock:
            counts = Counter[Text]()
            for status, count in self._state.refused_count.items():
                counts[REFUSED_KINDS.get(status, OTHER_REFUSAL)] += count
        return counts.most_common()

    def take_replaced(self) -> list[str]:
        """The ids of results replaced by a newer one from their address since the last
        call (the page drops them as it adds the new ones)."""
        with self._lock:
            replaced, self._state.replaced = self._state.replaced, []
        return replaced

    def remove(self, result_id: str) -> None:
        """Take one entry out (the teacher removed it)."""
        with self._lock:
            self._state.results.pop(result_id, None)
            self._state.removed.add(result_id)

    def remove_address(self, address: str) -> list[str]:
        """Take out every entry ``address`` sent (a prankster's); their resends stay
        refused. The ids taken out."""
        with self._lock:
            gone = [i for i, r in self._state.results.items() if r.sender == address]
            for result_id in gone:
                del self._state.results[result_id]
                self._state.removed.add(result_id)
        return gone

    def code_matches(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(
            given.strip().encode("utf-8", "replace"), self.code.encode()
        )

    def admit(self, address: str) -> bool:
        """Whether ``address`` is within its request rate (counted as it asks)."""
        now = time.monotonic()
        with self._lock:
            times = self._state.requests.setdefault(address, deque())
            while times and now - times[0] > RATE_WINDOW_S:
                times.popleft()
            if len(times) >= self.rate_limit:
                return False
            times.append(now)
            if len(self._state.requests) > 4 * MAX_ENTRIES:  # forget idle addresses
                self._forget_idle(now)
            return True

    def _forget_idle(self, now: float) -> None:
        idle = [a for a, t in self._state.requests.items() if not t or now - t[-1] > 60]
        for address in idle:
            del self._state.requests[address]

    def accept(self, result: ClassResult, sender: str = "") -> tuple[int, dict]:
        """Keep a checked result from ``sender`` once; a resend of the same result is
        answered, not kept again; a new one from an address at its bound replaces that
        address's oldest."""
        result = replace(result, sender=sender)
        with self._lock:
            state = self._state
            if state.closed:
                return HTTPStatus.SERVICE_UNAVAILABLE, {"error": "the class has ended"}
            if result.result_id in state.removed:
                return HTTPStatus.GONE, {"error": "the teacher removed this result"}
            if result.result_id in state.results:
                return HTTPStatus.OK, {"ok": True, "already": True}
            own = [i for i, r in state.results.items() if r.sender == sender]
            if len(own) >= self.machines_per_address:
                del state.results[own[0]]  # the address's oldest: a re-race replaces it
                state.new = [r for r in state.new if r.result_id != own[0]]
                state.replaced.append(own[0])
            elif len(state.results) >= self.max_entries:
                return HTTPStatus.SERVICE_UNAVAILABLE, {"error": "the class is full"}
            state.results[result.result_id] = result
            state.new.append(result)
            return HTTPStatus.OK, {"ok": True, "joined": len(state.results)}

    def connect(self, address: str) -> bool:
        """Count a connection from ``address``; False when it holds too many already."""
        with self._lock:
            held = self._state.open_connections.get(address, 0)
            if held >= self.per_address:
                return False
            self._state.open_connections[address] = held + 1
            return True

    def disconnect(self, address: str) -> None:
        with self._lock:
            held = self._state.open_connections.get(address, 1) - 1
            if held > 0:
                self._state.open_connections[address] = held
            else:
                self._state.open_connections.pop(address, None)

    def refuse(self, status: int, reason: str) -> None:
        with self._lock:
            self._state.refused.append(Refusal(status, reason))
            self._state.refused_count[status] += 1


class _Server(ThreadingHTTPServer):
    """A thread per connection, at most MAX_CONNECTIONS at once, each with a deadline."""

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128  # a class connecting at once waits in the queue, not refused

    def __init__(self, address, handler, collector: ClassCollector) -> None:
        self.collector = collector
        super().__init__(address, handler)

    def process_request(self, request, client_address) -> None:
        if not self.collector.connect(client_address[0]):
            self._turn_away(request, HTTPStatus.TOO_MANY_REQUESTS)  # one machine's crowd
            return
        if not self.collector._slots.acquire(blocking=False):
            self.collector.disconnect(client_address[0])
            self._turn_away(request, HTTPStatus.SERVICE_UNAVAILABLE)  # the whole class's
            return
        super().process_request(request, client_address)

    def handle_error(self, request, client_address) -> None:
        """A client that reset the connection mid-request: counted, never a traceback on
        the teacher's terminal."""
        self.collector.refuse(DROPPED, "the connection dropped")

    def _turn_away(self, request: socket.socket, counted_as: int) -> None:
        """Answer "busy" without reading the request, and count it for the teacher."""
        _refuse_busy(request)
        self.shutdown_request(request)
        self.collector.refuse(counted_as, "busy")

    def process_request_thread(self, request, client_address) -> None:
        deadline = threading.Timer(self.collector.deadline_s, _cut_off, (request,))
        deadline.daemon = True
        deadline.start()
        try:
            super().process_request_thread(request, client_address)
        finally:
            deadline.cancel()
            self.collector._slots.release()
            self.collector.disconnect(client_address[0])


class _Limited:
    """A request's input that ends after ``limit`` bytes: headers and body together can
    never make the server read (or hold) more."""

    def __init__(self, stream, limit: int) -> None:
        self.stream, self.left = stream, limit

    def readline(self, size: int = -1) -> bytes:
        allowed = self.left if size is None or size < 0 else min(size, self.left)
        line = self.stream.readline(allowed) if allowed > 0 else b""
        self.left -= len(line)
        return line

    def read(self, size: int = -1) -> bytes:
        allowed = self.left if size is None or size < 0 else min(size, self.left)
        data = self.stream.read(allowed) if allowed > 0 else b""
        self.left -= len(data)
        return data

    def close(self) -> None:
        self.stream.close()


def _cut_off(request: socket.socket) -> None:
    """End a connection that outlived its deadline (a client that never finishes)."""
    with contextlib.suppress(OSError):
        request.shutdown(socket.SHUT_RDWR)


BUSY_BODY = b'{"error": "busy: send again in a moment"}'
BUSY = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
    b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(BUSY_BODY), BUSY_BODY)
)


def _refuse_busy(request: socket.socket) -> None:
    with contextlib.suppress(OSError):
        request.sendall(BUSY)


class _Handler(BaseHTTPRequestHandler):
    """One request: a hello (GET) or a result (POST); every answer is a small JSON object."""

    server: _Server
    timeout = 5.0  # seconds a single read may wait
    protocol_version = "HTTP/1.1"
    server_version = "DeviceLab"
    sys_version = ""

    def setup(self) -> None:
        super().setup()
        # The handler only calls read and readline, which _Limited has (no BufferedIOBase).
        self.rfile = _Limited(  # type: ignore[assignment]
            self.rfile, MAX_HEADER_BYTES + MAX_BODY_BYTES
        )

    def do_GET(self) -> None:
        if self.path != HELLO_PATH:
            return self._answer(HTTPStatus.NOT_FOUND, {"error": "no such page"})
        self._answer(HTTPStatus.OK, {"devicelab": "class", "version": 1})

    def do_POST(self) -> None:
        status, body = self._take_result()
        if status != HTTPStatus.OK:
            self.server.collector.refuse(status, body["error"])
        self._answer(status, body)

    def _take_result(self) -> tuple[int, dict]:
        collector = self.server.collector
        if self.path != RESULTS_PATH:
            return HTTPStatus.NOT_FOUND, {"error": "no such page"}
        if not collector.admit(self.client_address[0]):
            return HTTPStatus.TOO_MANY_REQUESTS, {"error": "too many requests: wait a little"}
        if not collector.code_matches(self.headers.get(CODE_HEADER)):
            return HTTPStatus.UNAUTHORIZED, {"error": "wrong join code"}
        length = self._length()
        if length is None:
            return HTTPStatus.LENGTH_REQUIRED, {"error": "Content-Length required"}
        if length > MAX_BODY_BYTES:
            return HTTPStatus.REQUEST_ENTITY_TOO_LARGE, {
                "error": f"a result is at most {MAX_BODY_BYTES // 1024} KB"
            }
        try:
            body = self.rfile.read(length)
            if len(body) < length:  # cut off at the deadline, or the client gave up
                raise OSError("the body ended early")
            result = check_result(json.loads(body.decode("utf-8")))
        except (ValueError, RecursionError, OverflowError) as error:  # JSON, UTF-8, ResultError
            said = error.message if isinstance(error, ResultError) else "not valid JSON"
            return HTTPStatus.BAD_REQUEST, {"error": str(said)}
        except OSError:
            return HTTPStatus.REQUEST_TIMEOUT, {"error": "the body did not arrive in time"}
        return collector.accept(result, self.client_address[0])

    def _length(self) -> int | None:
        text = (self.headers.get("Content-Length") or "").strip()
        if not (text.isascii() and text.isdigit()):  # "²" is a digit, not a number
            return None
        return int(text)

    def _answer(self, status: int, body: dict) -> None:
        payload = json.dumps(body).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(payload)
        except OSError:
            pass  # the client has gone: nothing to tell it
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: a refusal is counted, not printed on the teacher's screen."""
