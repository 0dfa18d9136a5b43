"""Layouts that follow the font and the window: labels that wrap, scroll areas, a page's
tabs, columns that reflow on a small projector."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import (
    QEvent,
    QObject,
    QSize,
    Qt,
    Slot,
)
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QLayout,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.i18n import Text
from gui.i18n import render

QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's "no maximum" for a widget's size."""


def plain_label() -> QLabel:
    """A word-wrapped label that shows its text as written: text from outside (a nickname,
    a machine's name) is never read as rich text."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def char_width(widget: QWidget) -> int:
    """The width of "0" in the widget's font (CSS's ``ch``): widths given in characters
    grow with the font, and stay the same in Chinese (whose font's average character is a
    full-width one, twice as wide)."""
    return widget.fontMetrics().horizontalAdvance("0")


class FittingList(QListWidget):
    """A list as tall as its rows (up to ``max_rows``, then it scrolls) at any font size:
    the race's devices stay whole at 20 pt, and take no extra room at 9 pt."""

    def __init__(self, max_rows: int = 4) -> None:
        super().__init__()
        self.max_rows = max_rows
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.model().rowsInserted.connect(self.updateGeometry)
        self.model().rowsRemoved.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        rows = min(max(self.count(), 1), self.max_rows)
        row_height = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height()
        return QSize(super().sizeHint().width(), rows * row_height + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class VerticalScroll(QScrollArea):
    """A column of controls that scrolls up and down, never sideways: as wide as its
    content asks (at most ``max_chars`` characters, so the cap grows with the
    font in projector mode and when zoomed), as tall as the window allows."""

    def __init__(self, content: QWidget, max_chars: int | None = None) -> None:
        super().__init__()
        self.max_chars = max_chars
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Its width is its size hint: charts and tables beside it give way first.
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        content.installEventFilter(self)

    def _with_bar(self, content_width: int) -> int:
        return content_width + self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        """The content's width up to ``max_chars``, never below what it needs."""
        content = self.widget()
        assert content is not None  # set when made
        width = self._with_bar(content.sizeHint().width())
        if self.max_chars is not None:
            width = min(width, self.max_chars * char_width(self))
        width = max(width, self.minimumSizeHint().width())
        height = content.sizeHint().height()
        if content.hasHeightForWidth() and self.viewport().width() > 0:
            # Wrapped words take more lines at the width the column has than at its hint.
            height = max(height, content.heightForWidth(self.viewport().width()))
        return QSize(width, min(height, 600))

    def minimumSizeHint(self) -> QSize:
        """Wide enough for every control's words; short, since it scrolls."""
        content = self.widget()
        assert content is not None  # set when made
        return QSize(self._with_bar(content.minimumSizeHint().width()), 120)

    def showEvent(self, event: QShowEvent) -> None:
        """A font changed while its page was hidden never reached the page's layout."""
        self.updateGeometry()
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # a new font or text: ask the tab's layout again
        return super().eventFilter(watched, event)


class WrappingLabel(QLabel):
    """A label on one line where there is room, wrapped where there is not: a word-wrapped
    QLabel asks for a narrow, wrapped width even beside empty space ("Time per epoch /
    (after warm-up)" at 9 pt); this one asks for its whole line and shrinks to its longest
    word (a narrow column on a 1024-pixel projector)."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin() + 2
        return QSize(line, self.heightForWidth(line))


class PageScroll(QScrollArea):
    """A tab that scrolls only when the window is smaller than the tab can shrink (20 pt
    text on a 1024×768 projector): its page fills the view down to its minimum size, then
    scrolls. Qt's own resizable scroll area sizes a page whose words wrap by its preferred
    height for the width (every plot at its wished height), scrolling a page that fits."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setWidget(page)
        self.setFrameShape(QFrame.Shape.NoFrame)
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        page, view = self.widget(), self.maximumViewportSize()
        assert page is not None  # set when made
        least = page.minimumSizeHint().expandedTo(page.minimumSize())
        width = max(view.width(), least.width())
        if least.height() > view.height():  # it scrolls down: leave room for the bar
            width = max(view.width() - self.verticalScrollBar().sizeHint().width(), least.width())
        page.resize(width, max(view.height(), least.height()))


class WrapAwareMinimum(QWidget):
    """A widget whose least height counts the lines its word-wrapped labels take at its
    width. Qt's least height guesses them at another width, and a splitter or a
    ``PageScroll`` asks for nothing else: on a projector the labels then overlap the chart
    above them instead of the page scrolling."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None or self.width() <= 0 or not layout.hasHeightForWidth():
            return hint
        wrapped = layout.totalMinimumHeightForWidth(self.width())
        return QSize(hint.width(), max(hint.height(), wrapped))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the labels' lines changed with the width


class PinnedColumn(QWidget):
    """A column of controls that scrolls, with what must stay in view pinned under it (Run
    and Stop, the status line): on a 1024×768 projector with the lesson open the settings
    scroll, the Run button never does. As wide as the controls ask, at most ``max_chars``;
    it gives way to the chart beside it down to what its controls need."""

    # Hides QWidget.scroll(dx, dy), which nothing calls on a column.
    scroll: VerticalScroll  # type: ignore[assignment]

    def __init__(self, content: QWidget, pinned: QLayout, max_chars: int) -> None:
        super().__init__()
        self.scroll = VerticalScroll(content, max_chars=max_chars)
        self.scroll.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.scroll, 1)
        column.addLayout(pinned)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)


REFLOW_EVENTS = (QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.StyleChange)


class Reflow(QWidget):
    """Its widgets side by side where they fit, one above the other where they do not (a
    1024-pixel projector at 20 pt): a tab scrolls down, never sideways, and never squeezes
    a button's words. A widget fits at its preferred width, or at ``least_chars``
    characters where given (a plot has no natural width). Stacked, each widget is as tall
    as it asks and at least ``stacked_lines`` lines. A box layout, not a splitter: it
    follows every new font at once."""

    def __init__(
        self,
        *widgets: QWidget,
        stretch: tuple[int, ...] = (),
        least_chars: tuple[int | None, ...] = (),
        stacked_lines: int = 12,
    ) -> None:
        super().__init__()
        self.widgets = widgets
        self.least_chars = least_chars or (None,) * len(widgets)
        self.stacked_lines = stacked_lines
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        for widget, factor in zip(widgets, stretch or (0,) * len(widgets), strict=True):
            self.box.addWidget(widget, factor)

    @property
    def stacked(self) -> bool:
        return self.box.direction() == QBoxLayout.Direction.TopToBottom

    def side_by_side_width(self) -> int:
        """The narrowest width at which the widgets fit whole next to each other."""
        widths = [self._least_width(widget, chars) for widget, chars in self._sized()]
        return sum(widths) + self.box.spacing() * (len(widths) - 1)

    def _sized(self) -> list[tuple[QWidget, int | None]]:
        return list(zip(self.widgets, self.least_chars, strict=True))

    def _least_width(self, widget: QWidget, chars: int | None) -> int:
        """A widget's width side by side: its preferred one, or ``chars`` characters but
        never less than its controls need (a column is never cut, it stacks instead)."""
        if chars is None:
            return widget.sizeHint().width()
        return max(chars * char_width(self), widget.minimumSizeHint().width())

    def _stacked_heights(self) -> list[int]:
        least = self.stacked_lines * self.fontMetrics().lineSpacing()
        return [max(widget.sizeHint().height(), least) for widget in self.widgets]

    def _reflow(self, width: int) -> None:
        fits = width >= self.side_by_side_width()
        self._keep_least_widths(fits)
        self._keep_stacked_heights(not fits)
        if fits == self.stacked:
            direction = QBoxLayout.Direction
            self.box.setDirection(direction.LeftToRight if fits else direction.TopToBottom)
            self.updateGeometry()  # the stacked minimum height differs

    def _keep_least_widths(self, side_by_side: bool) -> None:
        """Side by side, a widget with ``least_chars`` keeps that width (a plot is never
        squeezed by its neighbour's wish to be wider); stacked, each takes the full width."""
        for widget, chars in self._sized():
            if chars is not None:
                widget.setMinimumWidth(self._least_width(widget, chars) if side_by_side else 0)

    def _keep_stacked_heights(self, stacked: bool) -> None:
        """Stacked, each widget keeps the height it asks (a column of controls shows whole:
        the tab scrolls, not the column); side by side, the window's height decides."""
        heights = self._stacked_heights() if stacked else [0] * len(self.widgets)
        for widget, height in zip(self.widgets, heights, strict=True):
            widget.setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._reflow(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A new font (reaching a hidden page when it is shown) changes whether the widgets
        fit, without any resize. Not on every layout request: a result label's new text
        asks for one many times a second during a run."""
        handled = super().event(event)
        if event.type() in REFLOW_EVENTS:
            self._reflow(self.width())
        return handled

    def hasHeightForWidth(self) -> bool:
        """Side by side, the window's height decides (a scroll area asking a wrapped label's
        height for the width would make the tab as tall as its plot's wish, and scroll)."""
        return self.stacked and super().hasHeightForWidth()

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest widget can be (so that a scroll area may shrink it and
        let it stack); stacked, as tall as its widgets ask."""
        hint = self.box.minimumSize()
        width = max(widget.minimumSizeHint().width() for widget in self.widgets)
        if not self.stacked:
            return QSize(width, hint.height())
        height = sum(self._stacked_heights()) + self.box.spacing() * (len(self.widgets) - 1)
        return QSize(width, max(hint.height(), height))


def least_height(widget: QWidget, width: int, leaving: QWidget | None = None) -> int:
    """The least height of ``widget``'s column of items at ``width``, ``leaving`` out's own
    height (its gap to the others still counts: it is room they take): an item that wraps
    (a row of buttons, a label) as tall as it wraps, any other at its minimum."""
    layout = widget.layout()
    if layout is None:
        return 0 if widget is leaving else widget.minimumSizeHint().height()
    items = (layout.itemAt(index) for index in range(layout.count()))
    shown = [item for item in items if item is not None and not item.isEmpty()]
    heights = [
        item.heightForWidth(width) if item.hasHeightForWidth() else item.minimumSize().height()
        for item in shown
        if leaving is None or item.widget() is not leaving
    ]
    margins = layout.contentsMargins()
    gaps = max(layout.spacing(), 0) * max(len(shown) - 1, 0)
    return sum(heights) + gaps + margins.top() + margins.bottom()


CHART_LEAST_SHARE = 0.5
"""Under its controls a chart keeps at least this share of their page's height."""
COLUMN_SHARE = 0.45
"""Beside a chart its controls take at most this share of the width."""


class ChartBeside(QWidget):
    """Controls above a chart while its plot keeps at least half the height; a column
    beside it where it would not (a 1024×768 projector at 20 pt, the lesson under the page:
    a table and its buttons left a chart a fifth of the window). The controls scroll up and
    down where even the column is too short, never squeezed on top of each other. The
    decision reads the height and the controls' least height, never the arrangement: it
    never flips back and forth."""

    def __init__(
        self,
        controls: QWidget,
        chart: QWidget,
        plot: QWidget | None = None,
        column_chars: int = 40,
        chart_stretch: int = 4,
    ) -> None:
        super().__init__()
        self.controls, self.chart = controls, chart
        self.plot = plot or chart
        self.column_chars = column_chars
        self.column = QScrollArea()
        self.column.setWidget(controls)
        self.column.setWidgetResizable(True)
        self.column.setFrameShape(QFrame.Shape.NoFrame)
        self.column.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(self.column, 1)
        self.box.addWidget(chart, chart_stretch)
        controls.installEventFilter(self)

    @property
    def beside(self) -> bool:
        return self.box.direction() == QBoxLayout.Direction.LeftToRight

    def plot_height_under(self, size: QSize) -> int:
        """The plot's height under the controls, the controls and the chart's other parts
        (its legend, a slider) at their least for the width, wrapped as they would be."""
        width = size.width()
        taken = self.controls_height(width) + least_height(self.chart, width, self.plot)
        return size.height() - taken - self.box.spacing()

    def controls_height(self, width: int) -> int:
        """The controls' height at ``width`` over the chart: as tall as they ask for that
        width (what the scroll area around them gives them), so that they never scroll
        there."""
        controls = self.controls
        if controls.hasHeightForWidth():
            return controls.heightForWidth(width)
        return controls.minimumSizeHint().height()

    def _arrange(self, size: QSize) -> None:
        under = self.plot_height_under(size)
        beside = under < CHART_LEAST_SHARE * size.height()
        if beside:
            column = min(self.column_chars * char_width(self), int(COLUMN_SHARE * size.width()))
            self.column.setFixedWidth(column)
            self.column.setMinimumHeight(0)
        else:
            self.column.setMinimumWidth(0)
            self.column.setMaximumWidth(QWIDGETSIZE_MAX)
            self.column.setMinimumHeight(self.controls_height(size.width()))
        if beside != self.beside:
            direction = QBoxLayout.Direction
            self.box.setDirection(direction.LeftToRight if beside else direction.TopToBottom)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(event.size())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A new font changes the controls' least height without any resize."""
        handled = super().event(event)
        if event.type() in REFLOW_EVENTS:
            self._arrange(self.size())
        return handled

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Controls that need new room (a table refitted to the font, a longer status):
        arranged again. Cheap: a few items' heights."""
        if watched is self.controls and event.type() == QEvent.Type.LayoutRequest:
            self._arrange(self.size())
        return super().eventFilter(watched, event)

    def hasHeightForWidth(self) -> bool:
        """The page's height decides, never a wrapped label's wish."""
        return False


class PageSlot(QWidget):
    """Where a page of a ``PageTabs`` lives: empty until the page is built, then holding
    it alone, edge to edge (its size hints and height-for-width pass through). A page that
    must wait (for PyTorch) says why in its place until it may be built."""

    def __init__(
        self, build: Callable[[], QWidget], waits: Callable[[], str | None] | None = None
    ) -> None:
        """``waits``: why the page cannot be built yet, in the window's language, or None
        once it can."""
        super().__init__()
        self._make = build
        self._waits = waits
        self.page: QWidget | None = None
        self.notice: QLabel | None = None
        """The sentence shown while the page waits."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def build(self) -> QWidget:
        """The page, made now (once)."""
        if self.page is None:
            self.page = self._make()
            if self.notice is not None:  # out of the layout now: the page takes its room
                self.notice.hide()
                cast(QVBoxLayout, self.layout()).removeWidget(self.notice)
                self.notice.deleteLater()
                self.notice = None
            cast(QVBoxLayout, self.layout()).addWidget(self.page)
            if self.isVisible():  # Qt would show it only after the events queued now
                self.page.show()
        return self.page

    def may_build(self) -> bool:
        """Whether the page may be built now; if not, the slot says why in its place."""
        why = self._waits() if self._waits is not None else None
        if why is None:
            return True
        if self.notice is None:
            self.notice = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
            self.notice.setTextFormat(Qt.TextFormat.PlainText)  # may quote an import error
            cast(QVBoxLayout, self.layout()).addWidget(self.notice)
        self.notice.setText(why)
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.notice is not None:
            self.may_build()  # the sentence again, in the new language
        super().changeEvent(event)


class PageTabs(QTabWidget):
    """A tab widget that needs the room of its current page, not of its largest one: a tall
    page elsewhere (the quick demo) never pushes this page's status line below the window.
    Hidden pages take an ``Ignored`` size policy, which Qt's stacked layout leaves out of
    the minimum; the page shown gets its own policy back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._policies: dict[QWidget, QSizePolicy] = {}
        self._names: dict[str, PageSlot] = {}
        self._titles: dict[QWidget, Text] = {}
        self.currentChanged.connect(self._on_follow)

    def add_page(
        self,
        name: str,
        build: Callable[[], QWidget],
        title: Text,
        waits: Callable[[], str | None] | None = None,
    ) -> None:
        """Add the page ``build`` makes as ``name`` (its id's last part), its tab named
        ``title`` in the current language and again at each language change. The page is
        built the first time it is shown or asked for (``page``): a window opens without
        building the pages nobody looks at. ``waits``: see ``PageSlot``."""
        slot = PageSlot(build, waits)
        self._names[name] = slot
        self._titles[slot] = title
        self.addTab(slot, render(title))

    def page(self, name: str) -> QWidget:
        """The page added as ``name``, built now if it was not; KeyError if there is none."""
        return self._built(self._names[name])

    def is_built(self, name: str) -> bool:
        return self._names[name].page is not None

    def current_page(self) -> QWidget | None:
        """The page shown now (built), or None in an empty tab widget or while it waits."""
        slot = self.currentWidget()
        if isinstance(slot, PageSlot):
            return self._built(slot) if slot.page is not None or slot.may_build() else None
        return slot

    def build_the_waiting(self) -> None:
        """What stopped a page waiting has happened: the page in front is built now."""
        self._on_follow(self.currentIndex())

    def setCurrentWidget(self, widget: QWidget) -> None:
        """``widget`` to the front: a page (found in its slot) or a slot."""
        slot = next((slot for slot in self._names.values() if slot.page is widget), widget)
        super().setCurrentWidget(slot)

    def index_of(self, name: str) -> int:
        """The tab index of the page added as ``name``."""
        return self.indexOf(self._names[name])

    def current_name(self) -> str:
        """The name of the page shown now."""
        current = self.currentWidget()
        return next(name for name, slot in self._names.items() if slot is current)

    def _built(self, slot: PageSlot) -> QWidget:
        if slot.page is None:
            page = slot.build()
            self._policies[slot] = page.sizePolicy()
            self._on_follow(self.currentIndex())
            return page
        return slot.page

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            for page, title in self._titles.items():
                self.setTabText(self.indexOf(page), render(title))
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """The page in front is built once the tabs are shown (a tab nobody opens builds
        none of its pages)."""
        super().showEvent(event)
        self._on_follow(self.currentIndex())

    def tabInserted(self, index: int) -> None:
        super().tabInserted(index)
        page = self.widget(index)
        assert page is not None  # the tab just inserted
        self._policies.setdefault(page, page.sizePolicy())
        self._on_follow(self.currentIndex())

    def heightForWidth(self, width: int) -> int:
        """Qt's stacked layout asks every page, shown or not, how tall it would be at this
        width (word-wrapped text); only the current page's answer counts here."""
        full = super().heightForWidth(width)
        page = self.currentWidget()
        if full < 0 or page is None or not page.width():
            return full
        inner = width - (self.width() - page.width())  # the tab bar and frame keep their size
        floor = page.minimumSizeHint().height()
        every = max(
            cast(QWidget, self.widget(index)).heightForWidth(inner) for index in range(self.count())
        )
        return full - max(every, floor) + max(page.heightForWidth(inner), floor)

    @Slot(int)
    def _on_follow(self, current: int) -> None:
        """The page in front (built once the tabs are shown) takes its own size policy; the
        others are ``Ignored``."""
        slot = self.widget(current)
        if (
            isinstance(slot, PageSlot)
            and slot.page is None
            and self.isVisible()
            and slot.may_build()
        ):
            self._built(slot)  # follows again, once built
            return
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for index in range(self.count()):
            page = self.widget(index)
            assert page is not None  # an index below count()
            own = self._policies.setdefault(page, page.sizePolicy())
            page.setSizePolicy(own if index == current else ignored)
        self.updateGeometry()
