"""One DeviceLab at a time: a second launch hands its lesson file (or nothing) to the
running window through Qt's local socket and ends once the window has answered; the
window comes to the front. The running one holds a lock file until its window closes.

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
import time
from functools import partial

from PySide6.QtCore import QDir, QLockFile, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

INSTANCE_VARIABLE = "DEVICELAB_INSTANCE"
"""Names the socket instead of the user's default (tests run windows side by side)."""
MAX_MESSAGE = 64 * 1024
CONNECT_MS = 500
ANSWER_MS = 5_000
"""How long a second launch waits for the running window's "ok"; a window still busy then
has the line and reads it when it can."""
ANSWER = b"ok\n"
STARTING_S = 15.0
"""How long a launch waits for the DeviceLab that holds the lock to listen (two
double-clicks: it may be starting too) or to let the lock go (it may be closing)."""
TAKEN, QUEUED, REFUSED = "taken", "queued", "refused"
"""What became of a launch handed over: the window answered; it has the line but is busy
(it reads it when it can); nobody listens, or a closing window hung up unanswered."""


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


def hand_over(name: str, lesson: str | None) -> str:
    """A second launch: give the running DeviceLab ``lesson`` (made absolute: the two may
    have different working folders); ``TAKEN``, ``QUEUED`` or ``REFUSED``."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return REFUSED
    path = os.path.abspath(lesson) if lesson else None
    socket.write((json.dumps({"lesson": path}) + "\n").encode("utf-8"))
    socket.flush()
    socket.waitForBytesWritten(ANSWER_MS)
    if socket.waitForReadyRead(ANSWER_MS) and socket.readLine().data() == ANSWER:
        outcome = TAKEN
    elif socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
        outcome = QUEUED  # never sent twice: a busy window would open the lesson twice
    else:
        outcome = REFUSED
    socket.abort()
    return outcome


def serve_or_hand_over(name: str, lesson: str | None, parent: QObject) -> InstanceServer | None:
    """This launch's server, or None when a running DeviceLab took the launch (and
    ``lesson``). The first launch holds a lock file for as long as it runs (Qt frees the
    lock of a killed one); a launch that finds it held waits for the holder, which may
    still be starting, to answer. Listening alone would not do: on Unix a second listener
    silently takes the name from the first."""
    lock = QLockFile(os.path.join(QDir.tempPath(), f"{name}.lock"))
    deadline = time.monotonic() + STARTING_S
    while True:
        if lock.tryLock(0):
            QLocalServer.removeServer(name)  # a killed DeviceLab's socket file, if any
            return InstanceServer(name, lock, parent)
        if hand_over(name, lesson) != REFUSED:
            return None
        if time.monotonic() > deadline:  # a holder that never listens: a window of its own
            return InstanceServer(name, None, parent)
        time.sleep(0.1)


class InstanceServer(QObject):
    """The running DeviceLab's end: ``asked`` carries each later launch's lesson path (or
    None) to the window, on the GUI thread. Without ``lock`` (another DeviceLab holds it
    but never answered) it listens to nobody."""

    asked = Signal(object)

    def __init__(self, name: str, lock: QLockFile | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.stopped = False
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if lock is not None:
            self.server.listen(name)
        self.server.newConnection.connect(self._on_connection)

    @property
    def listening(self) -> bool:
        return self.server.isListening()

    def stop(self) -> None:
        """The window is closing: a launch from now on, or one already connected, is
        hung up on unanswered, and opens a window of its own once the lock is free."""
        self.stopped = True
        self.server.close()
        if self.lock is not None:
            self.lock.unlock()

    @Slot()
    def _on_connection(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(partial(self._read, socket))
            socket.disconnected.connect(socket.deleteLater)
            QTimer.singleShot(ANSWER_MS, socket, socket.abort)  # one that never finishes

    def _read(self, socket: QLocalSocket) -> None:
        if self.stopped or socket.bytesAvailable() > MAX_MESSAGE:
            socket.abort()
            return
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine().data()).decode("utf-8", errors="replace")
        socket.write(ANSWER)
        socket.flush()
        try:
            lesson = json.loads(line).get("lesson")
        except (ValueError, AttributeError):
            return  # not our launch's words: nothing to do
        self.asked.emit(lesson if isinstance(lesson, str) else None)
