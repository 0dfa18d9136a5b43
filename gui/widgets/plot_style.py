"""How every plot looks, without pyqtgraph: the window sets it at start (theme, projector
mode, zoom) before any plot exists, and pyqtgraph (0.2 s) loads only when a page with a
plot is first built (``gui.widgets.plots``)."""

from __future__ import annotations

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


_style = PlotStyle()


def current_style() -> PlotStyle:
    return _style


def set_style(style: PlotStyle) -> PlotStyle:
    """Every plot made from now on takes ``style``; returns the one it replaces
    (``gui.widgets.plots.apply_style`` restyles the plots already made)."""
    global _style
    previous, _style = _style, style
    return previous
