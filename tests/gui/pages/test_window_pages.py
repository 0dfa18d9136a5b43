"""The page registry's Qt half: the window is built from it, a page is found by its id, a
lesson saves with any page in front, and a page added as one row appears everywhere."""

import pytest
from PySide6.QtWidgets import QLabel

from core import pages as core_pages
from core.lesson_file import load
from core.pages import PAGES, TABS, Page, page_names, tabs_with_pages
from gui.pages import window_pages as gui_pages
from gui.pages.window_pages import VIEWS, PageView


def test_every_page_of_the_registry_has_its_view_and_nothing_else():
    assert set(VIEWS) == {page.id for page in PAGES}


def test_the_windows_tabs_are_the_registrys(qtbot, window):
    assert window.tabs.count() == len(TABS)
    for tab in tabs_with_pages():
        tabs = window.pages.page_tabs[tab]
        assert [tabs.tabText(i) for i in range(tabs.count())] == [
            VIEWS[f"{tab}.{name}"].title for name in page_names(tab)
        ]
        assert [tabs.page(name) for name in page_names(tab)] == list(
            window.pages.of_tab(tab).values()
        )
    assert window.pages.widget("training.training") is window.training_tab


def test_a_lesson_saves_and_reopens_with_every_page_of_every_tab_in_front(qtbot, window, tmp_path):
    """File → Save lesson… with the Class page in front raised IndexError (a list of seven
    experiment pages against eight tabs); every page in front now saves and reopens."""
    path = tmp_path / "lesson.devicelab"
    for page in PAGES:
        window.pages.show(page.id)
        assert window.lesson_files.save(str(path)), page.id
        lesson = load(path)
        assert lesson.tab == page.tab
        if page.tab == "experiments":
            assert lesson.experiment == page.name
            window.pages.show("experiments.race")
            assert window.lesson_files.open(str(path))
            assert window.pages.current("experiments") == page.name


def test_a_device_a_lesson_names_on_another_machine_reopens(qtbot, window, tmp_path):
    from core.lesson_file import Lesson, save
    from core.training import TrainConfig

    path = tmp_path / "intel.devicelab"
    save(path, Lesson(training=TrainConfig(device="xpu:0")))
    assert window.lesson_files.open(str(path))
    assert window.training_tab.wanted_device == "xpu:0"  # chosen once the probes find it
    window.model.set_devices(["cpu", "xpu:0"])
    assert window.training_tab.current_config().device == "xpu:0"


class DummyPage(QLabel):
    """A page the registry's test adds, with the device list."""

    def set_devices(self, devices: list[str]) -> None:
        self.setText(", ".join(devices))


@pytest.fixture
def dummy_page(monkeypatch):
    """One row in each half of the registry, nothing else."""
    row = Page("experiments", "dummy")
    monkeypatch.setattr(core_pages, "PAGES", (*PAGES, row))
    view = PageView("Dummy", lambda model: DummyPage(), wants_devices=True)
    monkeypatch.setitem(gui_pages.VIEWS, row.id, view)
    return row


def test_a_page_added_as_one_registry_row_is_shown_hidden_and_saved(
    qtbot, dummy_page, window_factory, tmp_path
):
    window = window_factory()
    page = window.pages.widget(dummy_page.id)
    tabs = window.experiments_tab.pages
    assert tabs.tabText(tabs.count() - 1) == "Dummy" and tabs.page("dummy") is page
    window.model.set_devices(["cpu", "xpu:0"])
    assert page.text() == "cpu, xpu:0"
    window.pages.show(dummy_page.id)
    path = tmp_path / "dummy.devicelab"
    assert window.lesson_files.save(str(path))
    assert load(path).experiment == "dummy"
    window.hidden_pages.apply((dummy_page.id,))
    assert not window.pages.is_shown(dummy_page.id)
    assert window.pages.title(dummy_page.id) == "Experiments › Dummy"


def test_each_page_times_the_measurement_its_row_names(qtbot, window):
    from gui.widgets.measurement_buttons import MeasurementButtons

    for page in PAGES:
        widget = window.pages.widget(page.id)
        timed = {buttons.measurement for buttons in widget.findChildren(MeasurementButtons)}
        assert timed == ({page.measurement} if page.measurement else set()), page.id


def test_a_page_is_built_when_first_shown_or_asked_for(qtbot, window):
    """The window opens without building the pages nobody looks at; Ctrl+Tab, a Try it or
    a lesson builds them when they come to the front."""
    assert not window.pages.is_built("experiments.threads")
    window.show_tab("experiments")
    window.step_page(-1)  # Ctrl+Shift+Tab: round to the last page
    assert window.pages.is_built("experiments.class")
    window.pages.show("experiments.threads")
    page = window.pages.page_tabs["experiments"].current_page()
    assert (
        window.pages.is_built("experiments.threads") and page is window.experiments_tab.threads_page
    )
    assert page.isVisible()
