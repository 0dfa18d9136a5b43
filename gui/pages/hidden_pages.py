"""View → Hide pages…: the pages a teacher hides from a class.

A hidden page loses its tab (``QTabWidget.setTabVisible``) until it is shown again. The
choice belongs to a lesson, not to the machine: File → Save lesson keeps it, and the next
start shows every page (a shared classroom PC never opens with pages missing).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from core.lesson_file import emptied_tab
from core.pages import hideable, tabs_with_pages
from gui.pages.window_pages import WindowPages
from gui.widgets.actions import name_action, window_action


def hidden_pages(pages: WindowPages) -> tuple[str, ...]:
    """The hideable pages whose tabs are hidden now."""
    return tuple(page_id for page_id in hideable() if not pages.is_shown(page_id))


def set_hidden(pages: WindowPages, hidden: tuple[str, ...]) -> None:
    """Hide exactly ``hidden`` (checked: no tab left without a page); a tab whose current
    page is hidden moves to its first shown page."""
    for page_id in hideable():
        pages.set_shown(page_id, page_id not in hidden)
    for tab in tabs_with_pages():
        tabs = pages.page_tabs[tab]
        if not tabs.isTabVisible(tabs.currentIndex()):
            shown = [i for i in range(tabs.count()) if tabs.isTabVisible(i)]
            tabs.setCurrentIndex(shown[0])


class HidePagesDialog(QDialog):
    """A checklist of the hideable pages; ticked ones are hidden. OK is refused (and says
    why) while a tab would be left with no page."""

    def __init__(self, titles: dict[str, str], hidden: tuple[str, ...], parent: QWidget) -> None:
        super().__init__(parent)
        self.titles = titles
        self.setWindowTitle(self.tr("Hide pages"))
        intro = QLabel(
            self.tr(
                "Ticked pages are hidden from the class: their tabs disappear until you "
                "untick them here. File → Save lesson keeps this choice; the next start "
                "shows every page."
            )
        )
        intro.setWordWrap(True)
        self.list = QListWidget()
        for name, title in titles.items():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, name)
            ticked = Qt.CheckState.Checked if name in hidden else Qt.CheckState.Unchecked
            item.setCheckState(ticked)
            self.list.addItem(item)
        self._fit_list()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemChanged.connect(self._on_check)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._on_check()

    def _fit_list(self) -> None:
        """Every title whole and every row in view: the list asks for its contents' size."""
        frame = 2 * self.list.frameWidth()
        rows = self.list.count() * self.list.sizeHintForRow(0)
        self.list.setMinimumSize(self.list.sizeHintForColumn(0) + frame + 8, rows + frame)

    def hidden(self) -> tuple[str, ...]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return tuple(
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )

    @Slot()
    def _on_check(self) -> None:
        emptied = emptied_tab(self.hidden())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(emptied is None)
        self.problem.setVisible(emptied is not None)
        if emptied is not None:
            first = next(name for name in self.titles if name.startswith(emptied + "."))
            tab = self.titles[first].split(" › ")[0]
            self.problem.setText(self.tr("Keep at least one page of {tab} shown.").format(tab=tab))


class HiddenPages(QObject):
    """View → Hide pages…: opens the checklist and applies it, saying what changed."""

    def __init__(self, window: QMainWindow, pages: WindowPages) -> None:
        super().__init__(window)
        self.window = window
        self.pages = pages
        self.action = window_action(window)
        self.action.triggered.connect(self.choose)

    def retranslate(self) -> None:
        name_action(self.action, self.tr("&Hide pages…"))

    @Slot()
    def choose(self) -> None:
        titles = {page_id: self.pages.title(page_id) for page_id in hideable()}
        dialog = HidePagesDialog(titles, hidden_pages(self.pages), self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.apply(dialog.hidden())

    def apply(self, hidden: tuple[str, ...]) -> None:
        set_hidden(self.pages, hidden)
        said = self.tr("Every page is shown.")
        if hidden:
            said = self.tr(
                "%n page(s) hidden from the class (View → Hide pages… shows them).",
                "",
                len(hidden),
            )
        self.window.statusBar().showMessage(said)
