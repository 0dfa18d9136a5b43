"""The Experiments tab's domain: the lesson's measurements, one module each.

``race`` (CPU vs GPU on the same run), ``homework`` (recording the loss less often),
``crossover`` (when the GPU pays off) and ``threads`` (more cores, faster?, with
``busy_core``); ``timing`` holds what the crossover and threads experiments share. Each is
a worker task (``report``, ``should_stop``) with a conclusion written from its numbers.
"""

from collections.abc import Callable

Report = Callable[[object], None]
"""A worker task's progress hook: what it reports reaches the caller's thread."""
ShouldStop = Callable[[], bool]
"""A worker task's cancel hook, polled between (and inside) its steps."""
