"""The controls every tab shares: thread count, integers, devices, modes, field labels."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QFrame,
    QHeaderView,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.errors import ConfigError
from core.i18n import QT_TRANSLATE_NOOP, Text
from core.training import MODE_TITLES, MODES, mode_unavailable
from core.training.cpu_threads import AUTO, ThreadSetting, logical_cpus
from gui.i18n import Retranslating, render


class ThreadsBox(Retranslating, QSpinBox):
    """CPU threads for torch: "auto" (shown at 0) or 1 to the logical CPUs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, logical_cpus())
        self.words(self.setSpecialValueText, lambda: self.tr("auto"))
        self.setValue(0)
        self.words(
            self.setToolTip,
            lambda: self.tr(
                "How many CPU threads torch splits each op across. auto: chosen for the size "
                "of the work — one for the lesson's tiny MLP, which no thread count speeds up "
                "and a busy core slows down when it is split; more for large problems. "
                "1 to {count}: that many."
            ).format(count=logical_cpus()),
        )

    def setting(self) -> ThreadSetting:
        return AUTO if self.value() == 0 else self.value()


def threads_text(used: int, setting: ThreadSetting) -> str:
    """ "1 (auto)" or "2": the threads a run used, and whether auto chose them."""
    if setting != AUTO:
        return str(used)
    return QCoreApplication.translate("ThreadsBox", "{count} (auto)").format(count=used)


FIELD_LABELS = {
    "device": QT_TRANSLATE_NOOP("Fields", "Device"),
    "devices": QT_TRANSLATE_NOOP("Fields", "Devices"),
    "epochs": QT_TRANSLATE_NOOP("Fields", "Epochs"),
    "lr": QT_TRANSLATE_NOOP("Fields", "Learning rate"),
    "hidden": QT_TRANSLATE_NOOP("Fields", "Hidden units"),
    "record_every": QT_TRANSLATE_NOOP("Fields", "Record loss every"),
    "seed": QT_TRANSLATE_NOOP("Fields", "Random seed"),
    "mode": QT_TRANSLATE_NOOP("Fields", "Mode"),
    "threads": QT_TRANSLATE_NOOP("Fields", "CPU threads"),
    "print_every": QT_TRANSLATE_NOOP("Fields", "Print loss every"),
    "parameters": QT_TRANSLATE_NOOP("Fields", "Parameters"),
    "batch_size": QT_TRANSLATE_NOOP("Fields", "Batch size"),
    "activation_bytes_per_sample": QT_TRANSLATE_NOOP("Fields", "Activations per sample"),
    "recorded": QT_TRANSLATE_NOOP("Fields", "Other machines"),
}
"""Every config field's label: the same words in a form and in an error that names it."""


def field_label(field: str) -> str:
    """A field's label as the window shows it (its name, capitalised, if it has none)."""
    text = FIELD_LABELS.get(field)
    if text is None:
        return field.replace("_", " ").capitalize()
    return render(text)


def error_text(error: ConfigError) -> str:
    """A refused setting's sentence, naming the field by its label, in the current language."""
    return error.naming(field_label(error.field), QCoreApplication.translate)


class CountBox(Retranslating, QSpinBox):
    """An integer box with thousands separators and its range as its tooltip; its word for
    0 (``zero_means``: "never" for a record interval) follows the language."""

    def __init__(
        self, bounds: tuple[int, int], value: int, zero_means: Callable[[], str] | None = None
    ) -> None:
        super().__init__()
        self.setRange(*bounds)
        self.setValue(value)
        self.setGroupSeparatorShown(True)
        self.setToolTip(f"{bounds[0]:,} – {bounds[1]:,}")
        if zero_means is not None:
            self.words(self.setSpecialValueText, zero_means)


def spin_box(
    bounds: tuple[int, int], value: int, *, zero_means: Callable[[], str] | None = None
) -> QSpinBox:
    """A ``CountBox``."""
    return CountBox(bounds, value, zero_means)


class DeviceBox(Retranslating, QComboBox):
    """The devices that exist here; a new list keeps the current choice if it still exists."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem("cpu")
        self.words(
            self.setToolTip, lambda: self.tr("Only devices that exist on this machine are listed.")
        )

    def set_devices(self, devices: list[str]) -> None:
        current = self.currentText()
        self.clear()
        self.addItems(devices)
        if current in devices:
            self.setCurrentText(current)

    def devices(self) -> list[str]:
        return [self.itemText(index) for index in range(self.count())]


class ModeBox(Retranslating, QComboBox):
    """The training modes by their titles, each explained in the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        for mode in MODES:
            self.addItem("", mode)
        self.retranslate()

    def retranslate(self) -> None:
        for index, mode in enumerate(MODES):
            self.setItemText(index, render(MODE_TITLES[mode]))
        self.setToolTip(
            self.tr(
                "plain: the lesson's loop, one loss.item() per record. deferred sync: the "
                "losses stay on the device and come back in chunks. torch.compile: the model "
                "compiled (needs a compiler). CUDA graph: the whole step captured once and "
                "replayed (NVIDIA only)."
            )
        )


def mode_box() -> QComboBox:
    """A ``ModeBox``."""
    return ModeBox()


def offer_modes(box: QComboBox, devices: list[str]) -> None:
    """Enable the modes some device here can run; the others stay listed, greyed, with the
    reason as their tooltip (CUDA graph without an NVIDIA GPU). torch.compile is checked
    when a run starts: finding out whether a compiler works takes a second."""
    model = box.model()
    for index in range(box.count()):
        mode = box.itemData(index)
        reasons = [] if mode == "compile" else [mode_unavailable(mode, d) for d in devices]
        usable = not reasons or None in reasons
        model.item(index).setEnabled(usable)
        tip = None if usable else render(reasons[0])
        box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
    if not model.item(box.currentIndex()).isEnabled():
        box.setCurrentIndex(0)


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """Outline a control whose value was refused (the style sheet's ``[invalid="true"]``)."""
    widget.setProperty("invalid", invalid)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


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


class DeviceChecklist(FittingList):
    """The devices here, each ticked (the race's and the anatomy's): run on the ticked ones,
    one after the other."""

    def set_devices(self, devices: list[str]) -> None:
        self.clear()
        for device in devices:
            item = QListWidgetItem(device)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.addItem(item)

    def tick_all(self) -> None:
        for row in range(self.count()):
            self.item(row).setCheckState(Qt.CheckState.Checked)

    def chosen(self) -> list[str]:
        items = (self.item(row) for row in range(self.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]


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
        width = self._with_bar(self.widget().sizeHint().width())
        if self.max_chars is not None:
            width = min(width, self.max_chars * char_width(self))
        width = max(width, self.minimumSizeHint().width())
        content = self.widget()
        height = content.sizeHint().height()
        if content.hasHeightForWidth() and self.viewport().width() > 0:
            # Wrapped words take more lines at the width the column has than at its hint.
            height = max(height, content.heightForWidth(self.viewport().width()))
        return QSize(width, min(height, 600))

    def minimumSizeHint(self) -> QSize:
        """Wide enough for every control's words; short, since it scrolls."""
        return QSize(self._with_bar(self.widget().minimumSizeHint().width()), 120)

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


class PageTabs(QTabWidget):
    """A tab widget that needs the room of its current page, not of its largest one: a tall
    page elsewhere (the quick demo) never pushes this page's status line below the window.
    Hidden pages take an ``Ignored`` size policy, which Qt's stacked layout leaves out of
    the minimum; the page shown gets its own policy back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._policies: dict[QWidget, QSizePolicy] = {}
        self._names: dict[str, QWidget] = {}
        self._titles: dict[QWidget, Text] = {}
        self.currentChanged.connect(self._on_follow)

    def add_page(self, name: str, page: QWidget, title: Text) -> None:
        """Add ``page`` as ``name`` (its id's last part), its tab named ``title`` in the
        current language and again at each language change."""
        self._names[name] = page
        self._titles[page] = title
        self.addTab(page, render(title))

    def page(self, name: str) -> QWidget:
        """The page added as ``name``; KeyError if there is none."""
        return self._names[name]

    def index_of(self, name: str) -> int:
        """The tab index of the page added as ``name``."""
        return self.indexOf(self._names[name])

    def current_name(self) -> str:
        """The name of the page shown now."""
        current = self.currentWidget()
        return next(name for name, page in self._names.items() if page is current)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            for page, title in self._titles.items():
                self.setTabText(self.indexOf(page), render(title))
        super().changeEvent(event)

    def tabInserted(self, index: int) -> None:
        super().tabInserted(index)
        page = self.widget(index)
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
        every = max(self.widget(index).heightForWidth(inner) for index in range(self.count()))
        return full - max(every, floor) + max(page.heightForWidth(inner), floor)

    @Slot(int)
    def _on_follow(self, current: int) -> None:
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for index in range(self.count()):
            page = self.widget(index)
            own = self._policies.setdefault(page, page.sizePolicy())
            page.setSizePolicy(own if index == current else ignored)
        self.updateGeometry()


class TableFit(QObject):
    """Keeps a table readable at any size and font: each column at least as wide as its
    contents, the spare width shared among them (at 1920 px a table fills its space instead
    of leaving one wide last column). Made with ``fit_table``."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self._pending = QTimer(self, singleShot=True, interval=0, timeout=self.fit)
        table.viewport().installEventFilter(self)
        table.installEventFilter(self)
        model = table.model()
        for changed in (model.dataChanged, model.rowsInserted, model.headerDataChanged):
            changed.connect(self._pending.start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.Show):
            self._pending.start()
        return False

    def fit(self) -> None:
        """Columns to their contents plus an equal share of the spare width."""
        table = self.table
        table.resizeColumnsToContents()
        columns = table.columnCount()
        widths = [table.columnWidth(column) for column in range(columns)]
        spare = table.viewport().width() - sum(widths)
        if spare > 0 and columns:
            for column, width in enumerate(widths):
                table.setColumnWidth(column, width + spare // columns)


def fit_table(table: QTableWidget, whole: bool = False) -> QTableWidget:
    """``table`` with its columns following its size and the font; ``whole``: as tall as
    its rows at the current font, never scrolling (a short, fixed list)."""
    TableFit(table)
    if whole:
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return table


def window_action(window: QWidget, *keys: str, checkable: bool = False) -> QAction:
    """An action of ``window`` with its keys; added to the window, so that its keys work
    with the menu bar hidden (full screen). ``name_action`` gives it its words."""
    action = QAction(window)
    action.setShortcuts([QKeySequence(key) for key in keys])
    action.setCheckable(checkable)
    window.addAction(action)
    return action


def name_action(action: QAction, text: str) -> None:
    """``action``'s words, and a tooltip that names its first key (again on a language
    switch)."""
    action.setText(text)
    shortcut = action.shortcut()
    if not shortcut.isEmpty():
        key = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{text.replace('&', '')} ({key})")


class WheelGuard(QObject):
    """Spin boxes and combo boxes take the mouse wheel only once clicked into (focused):
    scrolling a page over them scrolls the page, never a setting behind the student's back
    (Mode turned into torch.compile while scrolling the Training tab at 1024×768).

    Installed on the application: each such box gets the focus policy that a wheel does not
    give focus, and a wheel over an unfocused box scrolls the nearest area around it that
    can scroll (Qt would not pass it on itself: it hands a wheel to the parent only when
    the event came from the system)."""

    GUARDED = (QAbstractSpinBox, QComboBox)

    def __init__(self, owner: QObject) -> None:
        """Guards the whole application while ``owner`` (the window) lives."""
        super().__init__(owner)
        QCoreApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, self.GUARDED):
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif (
            kind == QEvent.Type.Wheel
            and isinstance(watched, self.GUARDED)
            and not watched.hasFocus()
        ):
            bar = _scrollable_bar_around(watched)
            if bar is not None:
                QCoreApplication.sendEvent(bar, event)
            return True
        return False


def _scrollable_bar_around(widget: QWidget):
    """The vertical scroll bar of the nearest area around ``widget`` that can scroll."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            bar = parent.verticalScrollBar()
            if bar.maximum() > bar.minimum():
                return bar
        parent = parent.parentWidget()
    return None
