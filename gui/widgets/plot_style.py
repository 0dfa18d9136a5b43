"""How every plot looks, without pyqtgraph: the window sets it at start (theme, projector
mode, zoom) before any plot exists, and pyqtgraph (0.2 s) loads only when a page with a
plot is first built (``gui.widgets.plots``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class PlotStyle:
    """How every plot looks: background, text size in points, line and axis widths."""

    dark: bool = False
    font_pt: float = 9.0
    line_width: float = 2.0
    axis_width: float = 1.0

    @property
    def foreground(self) -> str:
        return "#FFFFFF" if self.dark else "#000000"

    @property
    def background(self) -> str:
        return "#000000" if self.dark else "#FFFFFF"


Restyle = Callable[[PlotStyle, PlotStyle], None]
"""Called with the style replaced and the new one."""

_style = PlotStyle()
_restylers: list[Restyle] = []


def current_style() -> PlotStyle:
    return _style


def when_restyled(restyle: Restyle) -> None:
    """``restyle(previous, style)`` runs at every ``set_style`` from now on
    (``gui.widgets.plots`` registers the one that restyles the plots already made)."""
    _restylers.append(restyle)


def set_style(style: PlotStyle) -> None:
    """Every plot made from now on takes ``style``, and every one made, once plots exist."""
    global _style
    previous, _style = _style, style
    for restyle in _restylers:
        restyle(previous, style)
