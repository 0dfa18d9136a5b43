"""Themes, projector mode and zoom: readable from the back of a room, in any theme."""

import pytest
from PySide6.QtGui import QPalette

from gui import appearance, plots
from gui.appearance import Appearance, contrast


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("projector", [False, True])
def test_every_text_colour_has_at_least_7_to_1_contrast(qapp, theme, projector):
    palette = appearance.palette_for(Appearance(theme, projector))
    for text, background in appearance.TEXT_PAIRS:
        ratio = contrast(palette.color(text), palette.color(background))
        assert ratio >= appearance.CONTRAST_MIN, (text, background, round(ratio, 2))


def test_disabled_text_is_still_readable(qapp):
    for theme in ("light", "dark"):
        palette = appearance.palette_for(Appearance(theme, True))
        disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        assert contrast(disabled, palette.color(QPalette.ColorRole.Window)) >= 4.5


def test_contrast_is_the_wcag_ratio():
    from PySide6.QtGui import QColor

    assert contrast(QColor("#000000"), QColor("#FFFFFF")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#FFFFFF")) == pytest.approx(4.48, abs=0.01)


def test_projector_fonts_are_at_least_20_pt_whatever_the_zoom():
    for zoom in appearance.ZOOM_STEPS:
        assert appearance.font_points(Appearance(projector=True, zoom=zoom), 9.0) >= 20
    assert appearance.font_points(Appearance(zoom=1.5), 10.0) == 15.0


def test_zoom_steps_in_and_out_and_back():
    start = Appearance()
    assert start.zoomed(1).zoom == 1.1
    assert start.zoomed(-1).zoom == 0.9
    assert start.zoomed(1).zoomed(1).zoomed(0).zoom == 1.0
    biggest = Appearance(zoom=appearance.ZOOM_STEPS[-1])
    assert biggest.zoomed(1).zoom == appearance.ZOOM_STEPS[-1]


def test_apply_restyles_the_app_and_every_plot(qapp, qtbot):
    plot = plots.make_plot("Loss", "Epoch", "Loss")
    qtbot.addWidget(plot)
    curve = plots.add_curve(plot, 0, name="cpu")
    base = qapp.font().pointSizeF()
    try:
        appearance.apply(qapp, Appearance("dark", True, 1.0), base)
        assert qapp.font().pointSizeF() >= 20
        assert plot.getAxis("bottom").style["tickFont"].pointSizeF() >= 20
        assert plot.getAxis("left").pen().widthF() >= 2
        assert curve.opts["pen"].widthF() >= 4
        assert curve.opts["pen"].color().name() == plots.OKABE_ITO_DARK[0].lower()
        assert plot.backgroundBrush().color().name() == "#000000"
    finally:
        appearance.apply(qapp, Appearance("light", False, 1.0), base)
    assert qapp.font().pointSizeF() == pytest.approx(base)
    assert curve.opts["pen"].widthF() == 2
    assert curve.opts["pen"].color().name() == plots.OKABE_ITO[0].lower()
