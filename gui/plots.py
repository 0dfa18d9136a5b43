"""Plot helpers shared by the tabs: one look, colour-blind-safe colours, PNG export."""

from __future__ import annotations

import pyqtgraph as pg

OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
"""Okabe–Ito: eight colours that colour-blind students tell apart too."""


def colour(index: int) -> str:
    return OKABE_ITO[index % len(OKABE_ITO)]


def make_plot(
    title: str,
    bottom: str,
    left: str,
    *,
    log_x: bool = False,
    log_y: bool = False,
    legend_offset: tuple[int, int] = (-10, 10),
) -> pg.PlotWidget:
    """A white plot with labelled axes, a legend, and SI prefixes off (epochs stay epochs).

    ``legend_offset``: from the top right by default; (10, 10) is the top left.
    """
    plot = pg.PlotWidget()
    plot.setBackground("w")
    plot.setTitle(title, color="k")
    plot.setLabel("bottom", bottom)
    plot.setLabel("left", left)
    for axis in ("left", "bottom"):
        plot.getAxis(axis).enableAutoSIPrefix(False)
    plot.setLogMode(x=log_x, y=log_y)
    plot.addLegend(offset=legend_offset)
    return plot


def save_png(plot: pg.PlotWidget, path: str) -> bool:
    """Write the plot as it is shown to ``path``; False if the file could not be written."""
    return plot.grab().save(path, "PNG")
