"""The ``__call__`` tab's domain: why ``model(x)`` works.

``demo`` is the lesson's ``Counter`` and the traced ``model(x)``; ``presets`` are the lab's
snippets; ``cost`` times ``__call__``'s bookkeeping; ``sandbox`` runs a snippet in a limited
child process (``sandbox_child``) with its call trace.
"""
