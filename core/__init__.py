"""DeviceLab's logic, never importing Qt: ``hardware``, ``training`` and ``calls``, one
package per tab's domain, and ``cli`` on top of them (the command line; no widget imports it).
"""

TABS = ("hardware", "training", "experiments", "call")
"""The window's tabs in order, by the names ``--tab`` takes."""
