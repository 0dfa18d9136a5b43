"""The class collector's numbers that the command line's help and the window show, kept
apart from the collector so that reading them loads no network code."""

DEFAULT_PORT = 8765
MAX_ENTRIES = 300
"""Results one class holds."""
MACHINES_PER_ADDRESS = 1
"""Machines one address may add to the class unless the teacher allows more: the join
code is on the projector, and 291 fake machines from 15 addresses once filled a class. A
new result from an address at its bound replaces that address's oldest (a re-race)."""
