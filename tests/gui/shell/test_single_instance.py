"""One DeviceLab at a time: a second launch hands its lesson file to the running window
through Qt's local socket and ends. Real sockets and real processes."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QDir, QLockFile, QTimer
from PySide6.QtNetwork import QLocalServer

from gui.shell.single_instance import (
    MAX_MESSAGE,
    QUEUED,
    REFUSED,
    STARTING_S,
    TAKEN,
    InstanceServer,
    hand_over,
    serve_or_hand_over,
)

SECOND_LAUNCH = """
import sys
from PySide6.QtCore import QCoreApplication
from gui.shell.single_instance import hand_over
app = QCoreApplication([])
print(hand_over(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
"""


@pytest.fixture
def name() -> str:
    return f"devicelab-test-{secrets.token_hex(8)}"


def _launch(qtbot, *argv: str) -> str:
    """A second launch in its own process; this one's event loop runs meanwhile."""
    process = subprocess.Popen(
        [sys.executable, "-c", SECOND_LAUNCH, *argv], stdout=subprocess.PIPE, text=True
    )
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=20_000)
    return process.stdout.read().strip()


def test_a_second_launch_hands_its_lesson_to_the_running_one(qtbot, name, tmp_path, monkeypatch):
    server = serve_or_hand_over(name, None, None)
    asked: list = []
    server.asked.connect(asked.append)
    monkeypatch.chdir(tmp_path)  # the second launch's own folder: the path arrives absolute
    assert _launch(qtbot, name, "class.devicelab") == TAKEN
    qtbot.waitUntil(lambda: bool(asked), timeout=5_000)
    assert asked == [str(tmp_path / "class.devicelab")]
    assert _launch(qtbot, name) == TAKEN
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5_000)
    assert asked[1] is None


def test_with_none_running_a_launch_opens_its_own_window(qtbot, name):
    assert _launch(qtbot, name) == REFUSED
    assert hand_over(name, None) == REFUSED


KILLED = """
import os, signal, sys
from PySide6.QtCore import QCoreApplication
from gui.shell.single_instance import serve_or_hand_over
app = QCoreApplication([])
server = serve_or_hand_over(sys.argv[1], None, app)
print(server.listening, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_lock_and_socket_of_a_killed_devicelab_are_taken_over_at_once(name):
    """kill -9 leaves the lock file and the socket file behind: the next launch finds the
    lock's process gone and takes both, without waiting for anyone to answer."""
    killed = subprocess.run(
        [sys.executable, "-c", KILLED, name], capture_output=True, text=True, timeout=60
    )
    assert killed.stdout.strip() == "True" and killed.returncode == -signal.SIGKILL
    assert os.path.exists(os.path.join(QDir.tempPath(), f"{name}.lock"))
    start = time.monotonic()
    server = serve_or_hand_over(name, None, None)
    assert server is not None and server.listening
    assert time.monotonic() - start < STARTING_S / 2  # not the wait for a starting DeviceLab


LAUNCH = """
import sys
from PySide6.QtCore import QCoreApplication
from gui.shell.single_instance import serve_or_hand_over
app = QCoreApplication([])
print(serve_or_hand_over(sys.argv[1], None, app) is None)
"""


def _launch_devicelab(qtbot, name: str) -> str:
    """A launch in its own process: "True" when it handed over to this one."""
    process = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, name], stdout=subprocess.PIPE, text=True
    )
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=30_000)
    return process.stdout.read().strip()


def test_a_launch_hands_over_to_the_running_one_and_takes_nothing_from_it(qtbot, name):
    """On Unix a second listener would silently take the socket's name from the first: the
    lock the first holds sends the second to it instead."""
    first = serve_or_hand_over(name, None, None)
    asked: list = []
    first.asked.connect(asked.append)
    assert _launch_devicelab(qtbot, name) == "True"
    qtbot.waitUntil(lambda: asked == [None], timeout=5_000)
    assert first.listening and _listening(name)


def test_a_launch_waits_for_one_still_starting(qtbot, name):
    """Two double-clicks: the first holds the lock but listens only once its window is up."""
    lock = QLockFile(os.path.join(QDir.tempPath(), f"{name}.lock"))
    assert lock.tryLock(0)
    started: list = []
    QTimer.singleShot(1_000, lambda: started.append(InstanceServer(name, lock)))
    assert _launch_devicelab(qtbot, name) == "True"
    assert started and started[0].listening


def test_a_window_too_busy_to_answer_keeps_the_line_and_gets_it_once(qtbot, name, monkeypatch):
    """Sent again, the line would open the lesson twice once the window is free."""
    monkeypatch.setattr("gui.shell.single_instance.ANSWER_MS", 300)
    busy = QLocalServer()  # accepts, never reads: a window busy for a while
    assert busy.listen(name)
    assert hand_over(name, "class.devicelab") == QUEUED


def test_a_closing_window_takes_no_more_launches(qtbot, window, name):
    window.take_launches(serve_or_hand_over(name, None, window))
    assert _listening(name)
    window.close()
    assert not _listening(name)
    assert serve_or_hand_over(name, None, None) is not None  # the lock is free again


def test_a_launch_connected_as_the_window_closes_is_hung_up_on(qtbot, name):
    """Its "ok" would be a lie: the window is going, and the launch would end with it."""
    from PySide6.QtNetwork import QLocalSocket

    server = serve_or_hand_over(name, None, None)
    asked: list = []
    server.asked.connect(asked.append)
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(1_000)
    qtbot.waitUntil(lambda: bool(server.server.findChildren(QLocalSocket)), timeout=2_000)
    server.stop()  # closeEvent, before the launch's line is read
    client.write(b'{"lesson": null}\n')
    client.flush()
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert asked == [] and bytes(client.readAll().data()) == b""


def test_garbage_and_floods_on_the_socket_ask_nothing(qtbot, name):
    from PySide6.QtNetwork import QLocalSocket

    server = serve_or_hand_over(name, None, None)
    asked: list = []
    server.asked.connect(asked.append)
    for payload in (b"not json\n", b'["a list"]\n', b"x" * (MAX_MESSAGE + 10)):
        client = QLocalSocket()
        client.connectToServer(name)
        assert client.waitForConnected(1_000)
        client.write(payload)
        client.flush()
        qtbot.wait(100)
        client.abort()
    qtbot.wait(200)
    assert asked == []  # none of them is a launch's line


def test_the_window_comes_forward_and_opens_the_lesson(qtbot, window, tmp_path):
    window.training_tab.epochs_box.setValue(3_000)
    path = tmp_path / "class.devicelab"
    assert window.lesson_files.save(str(path))
    window.training_tab.epochs_box.setValue(5_000)
    window.showMinimized()
    window.come_forward(str(path))
    assert not window.isMinimized()
    assert window.training_tab.epochs_box.value() == 3_000


DEVICELAB = "import sys; from gui.main import main; sys.exit(main(sys.argv[1:]))"


def _listening(name: str) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    probe = QLocalSocket()
    probe.connectToServer(name)
    found = probe.waitForConnected(200)
    probe.abort()
    return found


@pytest.mark.slow
def test_launching_devicelab_twice_leaves_one_window(qtbot, tmp_path, name):
    """Two real `devicelab` processes (offscreen): the second says the first is open and
    ends at once; the first keeps running until it is closed."""
    env = {**os.environ, "DEVICELAB_INSTANCE": name, "QT_QPA_PLATFORM": "offscreen"}
    first = subprocess.Popen([sys.executable, "-c", DEVICELAB], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not _listening(name) and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.1)
        assert _listening(name), "the first DeviceLab never listened"
        lesson = str(tmp_path / "class.devicelab")
        second = subprocess.run([sys.executable, "-c", DEVICELAB, lesson], env=env,
                                capture_output=True, text=True, timeout=60)  # fmt: skip
        assert second.returncode == 0, second.stderr
        assert "DeviceLab is already open" in second.stdout
        assert first.poll() is None  # the first window still runs
    finally:
        first.terminate()
        first.wait(timeout=30)
