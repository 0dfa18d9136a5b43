"""One DeviceLab at a time: a second launch hands its lesson file (or nothing) to the
running window through Qt's local socket and ends; the window comes to the front.

A teacher who sees nothing for a few seconds double-clicks again: without this, two
windows raced for the same settings, run store and CPU. The socket is the user's own
(``UserAccessOption``); what arrives is one line of JSON, at most ``MAX_MESSAGE`` bytes,
and its lesson path goes through the same checks as File → Open.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import os
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

INSTANCE_VARIABLE = "DEVICELAB_INSTANCE"
"""Names the socket instead of the user's default (tests run windows side by side)."""
MAX_MESSAGE = 64 * 1024
CONNECT_MS = 500
ANSWER_MS = 2_000


def instance_name() -> str:
    """The socket's name: one per user of this machine."""
    named = os.environ.get(INSTANCE_VARIABLE)
    if named:
        return named
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this user id (a container)
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    return "devicelab-" + hashlib.sha256(user.encode("utf-8")).hexdigest()[:16]


def hand_over(name: str, lesson: str | None) -> bool:
    """A second launch: give the running DeviceLab ``lesson`` (made absolute: the two may
    have different working folders). True when one was running."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    path = os.path.abspath(lesson) if lesson else None
    socket.write((json.dumps({"lesson": path}) + "\n").encode("utf-8"))
    socket.flush()
    socket.waitForBytesWritten(ANSWER_MS)
    socket.waitForReadyRead(ANSWER_MS)  # its answer; a busy window still got the line
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """The running DeviceLab's end: ``asked`` carries each later launch's lesson path (or
    None) to the window, on the GUI thread."""

    asked = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self.server.listen(name):  # a crashed DeviceLab's socket file: nobody answered
            QLocalServer.removeServer(name)
            self.server.listen(name)
        self.server.newConnection.connect(self._on_connection)

    @property
    def listening(self) -> bool:
        return self.server.isListening()

    @Slot()
    def _on_connection(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(partial(self._read, socket))
            socket.disconnected.connect(socket.deleteLater)
            QTimer.singleShot(ANSWER_MS, socket, socket.abort)  # one that never finishes

    def _read(self, socket: QLocalSocket) -> None:
        if socket.bytesAvailable() > MAX_MESSAGE:
            socket.abort()
            return
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine().data()).decode("utf-8", errors="replace")
        socket.write(b"ok\n")
        socket.flush()
        try:
            lesson = json.loads(line).get("lesson")
        except (ValueError, AttributeError):
            return  # not our launch's words: nothing to do
        self.asked.emit(lesson if isinstance(lesson, str) else None)
