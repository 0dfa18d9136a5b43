"""Themes, projector mode and zoom for the whole window, pyqtgraph's plots included.

Projector mode is a high-contrast version of the light or dark theme with fonts of at least
``PROJECTOR_MIN_PT`` points, thick plot lines and axes. Zoom multiplies every font (Qt's and
the plots'); in projector mode it never goes below the projector's minimum.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionMenuItem,
    QWidget,
)

from gui.widgets.plot_style import PlotStyle, set_style

THEMES = ("system", "light", "dark")
"""system (follow the desktop's light or dark, Qt 6.5+), light, dark."""
ZOOM_STEPS = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
PROJECTOR_MIN_PT = 20.0
"""Fonts in projector mode: 20 pt at 1920×1080 reads from the back of a classroom."""
INDICATOR_BASE_PT = 9.0
"""Fusion draws its check boxes for a font of about this size."""
INDICATORS = (
    QStyle.PixelMetric.PM_IndicatorWidth,
    QStyle.PixelMetric.PM_IndicatorHeight,
    QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
    QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
)
CONTRAST_MIN = 7.0
"""WCAG AAA for normal text; every text colour pair of the palettes here meets it."""


@dataclass(frozen=True)
class Appearance:
    """What the user chose: theme (system, light, dark), projector mode, zoom factor."""

    theme: str = "system"
    projector: bool = False
    zoom: float = 1.0

    def zoomed(self, steps: int) -> Appearance:
        """One step in or out along ``ZOOM_STEPS`` (0: back to 100 %)."""
        if steps == 0:
            return Appearance(self.theme, self.projector, 1.0)
        nearest = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - self.zoom))
        index = max(0, min(len(ZOOM_STEPS) - 1, nearest + steps))
        return Appearance(self.theme, self.projector, ZOOM_STEPS[index])


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)  # Qt 6.5+
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def is_dark(appearance: Appearance) -> bool:
    return appearance.theme == "dark" or (appearance.theme == "system" and system_is_dark())


def font_points(appearance: Appearance, base_pt: float) -> float:
    """The UI font size: the system's × zoom, and at least 20 pt on a projector."""
    points = base_pt * appearance.zoom
    if appearance.projector:
        points = max(PROJECTOR_MIN_PT, PROJECTOR_MIN_PT * appearance.zoom)
    return round(points, 1)


def _palette(dark: bool, high_contrast: bool) -> QPalette:
    if dark:
        window, base, text = "#000000" if high_contrast else "#202124", "#000000", "#FFFFFF"
        button = "#1A1A1A" if high_contrast else "#303134"
        highlight, highlighted = "#FFD23F", "#000000"
        link, disabled, tip_base = "#8CC8FF", "#B0B0B0", "#1A1A1A"
        alternate = "#141414" if high_contrast else "#2A2B2E"
    else:
        window, base, text = "#FFFFFF" if high_contrast else "#F4F4F4", "#FFFFFF", "#000000"
        button = "#FFFFFF" if high_contrast else "#E8E8E8"
        highlight, highlighted = "#003C8F", "#FFFFFF"
        link, disabled, tip_base = "#00349E", "#4D4D4D", "#FFFFE8"
        alternate = "#EFEFEF" if high_contrast else "#EBEBEB"
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: alternate,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: button,
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: "#FF6060" if dark else "#A00000",
        QPalette.ColorRole.Highlight: highlight,
        QPalette.ColorRole.HighlightedText: highlighted,
        QPalette.ColorRole.ToolTipBase: tip_base,
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: disabled,
        QPalette.ColorRole.Link: link,
        QPalette.ColorRole.LinkVisited: link,
    }
    for role, name in roles.items():
        palette.setColor(role, QColor(name))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def palette_for(appearance: Appearance) -> QPalette:
    return _palette(is_dark(appearance), appearance.projector)


def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio of two colours (1 … 21)."""
    lighter, darker = sorted(map(relative_luminance, (first, second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


TEXT_PAIRS = (
    (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    (QPalette.ColorRole.Link, QPalette.ColorRole.Base),
)
"""Text colour and the background it is drawn on."""


ACCENTS = {
    # (dark, projector): conclusion box, its border, problem box, its border, notes, errors
    (False, False): ("#EEF6FB", "#0072B2", "#FFF4E5", "#E0A040", "#444444", "#B00020"),
    (False, True): ("#FFFFFF", "#003C8F", "#FFFFFF", "#8A5A00", "#000000", "#9E0016"),
    (True, False): ("#0E2A3B", "#56B4E9", "#3A2A10", "#E69F00", "#C8C8C8", "#FF8A80"),
    (True, True): ("#000000", "#8CC8FF", "#000000", "#FFD23F", "#FFFFFF", "#FF9E94"),
}
"""The colours that mark roles (a conclusion, a problem, a note, an error) in each look;
their text meets the palette's contrast on their background (a test measures it)."""


def stylesheet(appearance: Appearance, points: float) -> str:
    """The application's one style sheet: the font size for every widget (a widget with a
    style sheet of its own would stop following the application font), room for the
    underscores of "__call__" in tabs and trees, and each role's colours."""
    box, border, problem, problem_border, note, error = ACCENTS[
        (is_dark(appearance), appearance.projector)
    ]
    return f"""
* {{ font-size: {points:g}pt; }}
QTabBar::tab {{ padding: 6px 18px 8px 18px; }}
QTreeView::item {{ padding: 2px 0px 3px 0px; }}
QLabel[role="conclusion"] {{ background: {box}; border: 1px solid {border};
    border-radius: 4px; padding: 6px; }}
QLabel[role="problem"] {{ background: {problem}; border: 1px solid {problem_border};
    border-radius: 4px; padding: 8px; }}
QLabel[role="note"] {{ color: {note}; }}
QLabel[role="error"] {{ color: {error}; font-weight: bold; }}
*[invalid="true"] {{ border: 2px solid {error}; }}
"""


class ScaledIndicators(QProxyStyle):
    """Fusion (the one style that draws every palette colour it is given), with check boxes
    and radio buttons, in lists too, that grow with the font: visible from the back row."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        size = super().pixelMetric(metric, option, widget)
        if metric in INDICATORS:
            scale = QApplication.font().pointSizeF() / INDICATOR_BASE_PT
            return round(size * max(1.0, scale))
        return size

    def sizeFromContents(
        self,
        kind: QStyle.ContentsType,
        option: QStyleOption | None,
        size: QSize,
        widget: QWidget | None = None,
    ) -> QSize:
        """A checkable menu item one line-height wider per side: Fusion sizes the item for
        its small check mark but draws the text beside a larger one at 20 pt, and elided a
        Chinese entry of the Language menu ("跟…统") in projector mode."""
        # Qt takes a null option and widget (C++ pointers); the stub wants both given.
        result = super().sizeFromContents(kind, option, size, widget)  # type: ignore[arg-type]
        checkable = (
            kind == QStyle.ContentsType.CT_MenuItem
            and isinstance(option, QStyleOptionMenuItem)
            and option.checkType != QStyleOptionMenuItem.CheckType.NotCheckable
        )
        if checkable:
            assert option is not None  # checkable: a menu item's option
            result.setWidth(result.width() + 2 * option.fontMetrics.height())
        return result


STYLE_SET = "devicelabScaledIndicators"
"""The application's property that says ``ScaledIndicators`` is its style."""
STYLED_FONT = "devicelabStyledFont"
"""The application's property: the font its widgets were last polished with."""


def apply(app: QApplication, appearance: Appearance, base_pt: float) -> None:
    """Restyle the whole application: palette, fonts (Qt's and pyqtgraph's), plot lines."""
    # Once a style sheet is set, app.style() is Qt's style-sheet style wrapping ours, so
    # the application remembers that ours is in place (setting it again re-polishes all).
    if not app.property(STYLE_SET):
        app.setStyle(ScaledIndicators())
        app.setProperty(STYLE_SET, True)
    # Each setter re-polishes every widget (a second for a whole window): only a change is
    # applied, so a window opened with the look already in place costs nothing here.
    palette = palette_for(appearance)
    if app.palette() != palette:
        app.setPalette(palette)
    font = QFont(app.font())
    points = font_points(appearance, base_pt)
    font.setPointSizeF(points)
    if app.font() != font:
        app.setFont(font)
    # Setting the sheet re-polishes every widget, the one way a styled widget takes a new
    # font: needed when the sheet changes or the font does (a language's families).
    sheet = stylesheet(appearance, points)
    styled = f"{font.toString()} {font.families()}"  # toString names one family only
    if app.styleSheet() != sheet or app.property(STYLED_FONT) != styled:
        app.setStyleSheet(sheet)
        app.setProperty(STYLED_FONT, styled)
    style = PlotStyle(
        dark=is_dark(appearance),
        font_pt=points,
        line_width=4.0 if appearance.projector else 2.0,
        axis_width=2.5 if appearance.projector else 1.0,
    )
    set_style(style)  # the plots made restyle too (none before pyqtgraph loads)
