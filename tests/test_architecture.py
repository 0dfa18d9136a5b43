"""The tree's rules, read from the source with ``ast``: no import cycle between DeviceLab's
modules, no widget importing the command line, and core/ never importing Qt or gui/."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
QT = ("PySide6", "shiboken6", "pyqtgraph")


def project_modules() -> dict[str, Path]:
    """Every module of core/ and gui/ by its dotted name (a package by its __init__)."""
    modules = {}
    for top in ("core", "gui"):
        for path in (REPO / top).rglob("*.py"):
            parts = list(path.relative_to(REPO).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imports_of(path: Path) -> set[str]:
    """Every module an import statement names, in any function or branch: for
    ``from a import b`` both ``a`` and ``a.b`` (one of them is a module)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    return {name: imports_of(path) & modules.keys() - {name} for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path that ends where it starts, or None."""
    state: dict[str, str] = {}
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = "open"
        path.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == "open":
                return [*path[path.index(target) :], target]
            if target not in state and (cycle := visit(target)):
                return cycle
        state[module] = "done"
        path.pop()
        return None

    for module in sorted(graph):
        if module not in state and (cycle := visit(module)):
            return cycle
    return None


def test_no_import_cycle_between_the_projects_modules():
    assert find_cycle(import_graph()) is None, " → ".join(find_cycle(import_graph()))


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_widget_imports_the_command_line():
    importers = {
        name
        for name, targets in import_graph().items()
        if not name.startswith("core.cli") and any(t.startswith("core.cli") for t in targets)
    }
    assert importers <= {"gui.main"}, importers - {"gui.main"}


def test_core_never_imports_qt_or_gui():
    for name, path in project_modules().items():
        if name.startswith("core"):
            bad = {n for n in imports_of(path) if n.split(".")[0] in (*QT, "gui")}
            assert not bad, f"{name} imports {sorted(bad)}"


def test_core_is_a_domain_per_tab_and_the_command_line_on_top():
    top_level = {name for name in project_modules() if name.count(".") == 1 and "core." in name}
    assert top_level == {
        "core.hardware",  # the Hardware tab's domain
        "core.training",  # the Training tab's
        "core.runs",  # every run kept: the store, recording, history (the Runs page's)
        "core.experiments",  # the Experiments tab's
        "core.calls",  # the __call__ tab's
        "core.classroom",  # the Class page's: the collector, a student's result, discovery
        "core.cli",
        "core.errors",
        "core.units",
        "core.sandbox",  # core.sandbox.run, where it was promised
        "core.i18n",  # the Qt-free translation marker that lupdate reads
        "core.catalogue",  # the catalogues read without Qt, for the command line
        "core.lesson_file",  # a lesson a teacher saves: settings from every domain
        "core.files",  # writing a file whole or not at all (lessons, the lab's autosave)
        "core.pages",  # the page registry: every page once, every list of pages from it
        "core.lesson_model",  # the lesson's iris data and MLP (training, VRAM presets)
    }


GUI_TOP = {"gui", "gui.__main__", "gui.main", "gui.app", "gui.display", "gui.self_test"}
"""The entry modules; beside them only the cross-cutting ``gui.i18n``, ``gui.workers`` and
``gui.window_model``."""
TAB_PACKAGES = {"hardware", "training", "experiments", "calls"}
GUI_PACKAGES = TAB_PACKAGES | {"widgets", "runs", "pages", "lessons", "shell"}


def test_gui_is_the_entry_modules_the_shell_the_widgets_and_a_package_per_tab():
    modules = project_modules()
    top = {name for name in modules if name.startswith("gui") and name.count(".") <= 1}
    assert top - {"gui." + package for package in GUI_PACKAGES} == {
        *GUI_TOP,
        "gui.i18n",
        "gui.workers",
        "gui.window_model",
    }


CORE_LAYERS = (
    ("core", "core.i18n"),
    ("core.errors", "core.catalogue", "core.units", "core.files", "core.pages"),
    ("core.lesson_model",),
    ("core.hardware",),
    ("core.training",),
    ("core.calls", "core.runs"),
    ("core.experiments", "core.sandbox"),
    ("core.classroom", "core.lesson_file"),
    ("core.cli",),
)
"""core's packages and top-level modules, lowest first: each imports only from layers
below it (the lesson's model under the hardware's VRAM presets and the training; the runs
on top of the training; the command line on top of everything)."""
GUI_LAYERS = (
    ("gui", "gui.i18n"),
    ("gui.workers",),
    ("gui.widgets",),
    ("gui.runs",),
    ("gui.window_model",),
    tuple(f"gui.{tab}" for tab in sorted(TAB_PACKAGES)),
    ("gui.pages",),
    ("gui.lessons",),
    ("gui.shell",),
    ("gui.display", "gui.self_test"),
    ("gui.app",),
    ("gui.main",),
    ("gui.__main__",),
)
"""gui's packages and top-level modules, lowest first: the widgets know no page, a tab
knows no other tab, the registry (pages) builds the tabs, the lessons set up pages, and only
the shell puts the window together."""


def unit_of(module: str) -> str:
    """A module's package (``core.runs``, ``gui.experiments``) or, at the top, itself."""
    parts = module.split(".")
    return ".".join(parts[:2])


def package_graph() -> dict[str, set[str]]:
    """Which package (or top-level module) imports which: a cycle between two packages that
    no two modules make shows here."""
    graph: dict[str, set[str]] = {}
    for name, targets in import_graph().items():
        unit = unit_of(name)
        graph.setdefault(unit, set()).update(unit_of(t) for t in targets if unit_of(t) != unit)
    return graph


def test_no_import_cycle_between_packages():
    graph = package_graph()
    assert find_cycle(graph) is None, " → ".join(find_cycle(graph))


def test_each_package_imports_only_the_layers_below_it():
    layer = {
        unit: i
        for layers in (CORE_LAYERS, GUI_LAYERS)
        for i, units in enumerate(layers)
        for unit in units
    }
    graph = package_graph()
    assert set(graph) <= set(layer), sorted(set(graph) - set(layer))
    for unit, targets in graph.items():
        same_layer_or_above = {
            t for t in targets if t.split(".")[0] == unit.split(".")[0] and layer[t] >= layer[unit]
        }
        assert not same_layer_or_above, f"{unit} imports {sorted(same_layer_or_above)}"


def test_a_tab_uses_only_the_widgets_the_runs_and_the_window_model():
    """The rule the layers hold, said for the tabs: a tab knows no other tab and never the
    shell, the registry or the lessons; the window hands it the model and the kept runs."""
    for unit, targets in package_graph().items():
        if unit.removeprefix("gui.") in TAB_PACKAGES:
            used = {t for t in targets if t.startswith("gui")}
            assert used <= {
                "gui",
                "gui.i18n",
                "gui.workers",
                "gui.widgets",
                "gui.runs",
                "gui.window_model",
            }, f"{unit} imports {sorted(used)}"


MAX_FUNCTION_LINES = 60


def test_functions_fit_on_a_screen_or_say_why_not():
    too_long = []
    for name, path in project_modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = node.end_lineno - node.lineno + 1
                reason = "over the length limit" in (ast.get_docstring(node) or "")
                if lines > MAX_FUNCTION_LINES and not reason:
                    too_long.append(f"{name}.{node.name}: {lines} lines")
    assert not too_long, too_long


def test_pyproject_lists_every_package_so_pip_install_dot_installs_them_all():
    import pytest

    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(pyproject["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(REPO).parts)
        for top in ("core", "gui", "resources")
        for init in (REPO / top).rglob("__init__.py")
    }
    assert found <= listed, sorted(found - listed)
