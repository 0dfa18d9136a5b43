"""View → Hide pages…: a teacher hides what distracts, sees what is hidden, cannot empty a
tab, and a lesson file keeps the choice."""

from chinese_fallback import stays_english_without_a_chinese_font
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from core.lesson_file import load
from core.pages import hideable, page_names
from gui.pages.hidden_pages import HidePagesDialog, hidden_pages


def _tick(dialog: HidePagesDialog, names: tuple[str, ...]) -> None:
    for row in range(dialog.list.count()):
        item = dialog.list.item(row)
        ticked = item.data(Qt.ItemDataRole.UserRole) in names
        item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)


def test_the_checklist_hides_the_ticked_pages_and_says_how_many(qtbot, window, monkeypatch):
    chosen = ("hardware.vram", "experiments.crossover")

    def accept(dialog: HidePagesDialog) -> int:
        assert dialog.list.count() == len(hideable())
        _tick(dialog, chosen)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(HidePagesDialog, "exec", accept)
    window.hidden_pages.action.trigger()
    assert hidden_pages(window.pages) == chosen
    assert not window.hardware_tab.pages.isTabVisible(3)
    assert "2" in window.statusBar().currentMessage()
    monkeypatch.setattr(HidePagesDialog, "exec", lambda d: _tick(d, ()) or 1)
    window.hidden_pages.action.trigger()
    assert hidden_pages(window.pages) == ()


def test_hiding_the_page_on_show_moves_its_tab_to_a_shown_page(qtbot, window):
    window.pages.show("experiments.homework")
    window.hidden_pages.apply(("experiments.race", "experiments.homework"))
    assert window.pages.current("experiments") == "crossover"


def test_a_tab_cannot_lose_every_page(qtbot, window):
    titles = {name: window.pages.title(name) for name in hideable()}
    dialog = HidePagesDialog(titles, (), window)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    _tick(dialog, tuple(f"experiments.{page}" for page in page_names("experiments")))
    assert not ok.isEnabled()
    assert window.tabs.tabText(2).replace("&", "") in dialog.problem.text()
    _tick(dialog, ("experiments.race",))
    assert ok.isEnabled() and dialog.problem.isHidden()


def test_the_titles_follow_the_language(qtbot, window):
    if stays_english_without_a_chinese_font(window):
        return
    window.view.set_language("zh_CN", remember=False)
    try:
        assert window.pages.title("experiments.homework").startswith("实验")
    finally:
        window.view.set_language("en", remember=False)
    assert window.pages.title("experiments.homework").startswith("Experiments › Homework")


def test_a_saved_lesson_keeps_the_hidden_pages(qtbot, window, tmp_path):
    window.hidden_pages.apply(("call.demo",))
    path = tmp_path / "class.devicelab"
    assert window.lesson_files.save(str(path))
    assert load(path).hidden == ("call.demo",)
