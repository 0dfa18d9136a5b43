"""The student's side of the wire: send a result to the teacher's collector, or save it to a
small file the teacher drops onto the Class page."""

from __future__ import annotations

import http.client
import ipaddress
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from core.classroom import DEFAULT_PORT
from core.classroom.collector import CODE_HEADER, MAX_BODY_BYTES, RESULTS_PATH
from core.classroom.result import ClassResult, ResultError, check_result
from core.errors import SaidError
from core.i18n import QT_TRANSLATE_NOOP, Message, message

RESULT_SUFFIX = ".devicelab-class.json"


class SendError(SaidError):
    """Sending did not work: a sentence the student can act on."""


@dataclass(frozen=True)
class Sent:
    """The teacher's answer: kept (and how many machines have joined), or kept before."""

    joined: int | None
    already: bool


def parse_address(text: str) -> tuple[str, int]:
    """ "192.168.1.20:8765" (or without the port) as (host, port); SendError names the field."""
    found = re.fullmatch(r"\s*\[?([0-9A-Za-z.:-]+?)\]?(?::(\d{1,5}))?\s*", text or "")
    host = found.group(1) if found else ""
    port = int(found.group(2)) if found and found.group(2) else DEFAULT_PORT
    if not host or not 1 <= port <= 65535 or not _host_name_or_ip(host):
        raise SendError(
            message(
                QT_TRANSLATE_NOOP(
                    "Class",
                    "Address: the teacher's address, as the projector shows it "
                    "(e.g. 192.168.1.20:8765; port from 1 to 65,535)",
                )
            )
        )
    return host, port


def _host_name_or_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return bool(re.fullmatch(r"[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9-]{1,63})*", host))


def check_code(text: str) -> str:
    """The join code as typed, or SendError saying it is six digits."""
    code = (text or "").strip()
    if not re.fullmatch(r"\d{6}", code):
        raise SendError(
            message(QT_TRANSLATE_NOOP("Class", "Join code: the 6 digits on the projector"))
        )
    return code


def send_result(address: str, code: str, result: dict, timeout_s: float = 10.0) -> Sent:
    """Send ``result`` (checked here first, as the teacher will) to the collector."""
    host, port = parse_address(address)
    body = _checked_body(result)
    connection = http.client.HTTPConnection(host, port, timeout=timeout_s)
    try:
        connection.request(
            "POST",
            RESULTS_PATH,
            body=body,
            headers={CODE_HEADER: check_code(code), "Content-Type": "application/json"},
        )
        response = connection.getresponse()
        answer = _answer(response.read(4096))
    except (OSError, http.client.HTTPException) as error:
        raise SendError(
            message(
                QT_TRANSLATE_NOOP(
                    "Class",
                    "Could not reach the teacher at {host}:{port} ({error}). Check the address "
                    "and that you are on the same network, or save the result to a file.",
                ),
                host=host,
                port=port,
                error=type(error).__name__,
            )
        ) from error
    finally:
        connection.close()
    if response.status != 200:
        raise SendError(_refused(response.status, answer))
    return Sent(joined=answer.get("joined"), already=bool(answer.get("already")))


def _checked_body(result: dict) -> bytes:
    body = json.dumps(result, ensure_ascii=False).encode("utf-8")
    try:
        check_result(json.loads(body))
    except ResultError as error:
        raise SendError(error.message) from error
    if len(body) > MAX_BODY_BYTES:
        raise SendError(message(QT_TRANSLATE_NOOP("Class", "The result is too large to send.")))
    return body


def _answer(raw: bytes) -> dict:
    try:
        answer = json.loads(raw.decode("utf-8"))
    except ValueError:
        return {}
    return answer if isinstance(answer, dict) else {}


def _refused(status: int, answer: dict) -> Message:
    """The teacher's refusal in a sentence: the wrong code, a full class, or its reason."""
    if status == 401:
        return message(
            QT_TRANSLATE_NOOP("Class", "The teacher's collector says the join code is wrong.")
        )
    reason = str(answer.get("error", ""))[:200]
    return message(
        QT_TRANSLATE_NOOP(
            "Class", "The teacher's collector refused the result ({status}): {reason}"
        ),
        status=status,
        reason=reason,
    )


def save_result(result: dict, path: Path) -> Path:
    """Write the result to a small file (atomically); the name ends in RESULT_SUFFIX."""
    _checked_body(result)
    if not path.name.endswith(RESULT_SUFFIX):
        path = path.with_name(path.name + RESULT_SUFFIX)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(temporary, path)
    return path


def read_result_file(path: Path) -> ClassResult:
    """A saved result file, checked as a sent one is (ResultError names what is wrong)."""
    with path.open("rb") as file:  # at most 64 KB read, whatever the file is
        raw = file.read(MAX_BODY_BYTES + 1)
    if len(raw) > MAX_BODY_BYTES:
        raise ResultError(
            message(QT_TRANSLATE_NOOP("Class", "not a class result: the file is over 64 KB"))
        )
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError) as error:
        raise ResultError(
            message(QT_TRANSLATE_NOOP("Class", "not a class result: the file is not JSON"))
        ) from error
    return check_result(data)
