"""build.spec builds the same app on any machine: read by PyInstaller's rules with
stand-ins for its build steps, it names only files of this repository (no absolute
paths, nothing installed by hand), imports that exist, and leaves out only what the app
never loads."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build.spec"


class _Step:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: keeps what it was given."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        self.args, self.kwargs = args, kwargs
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = []
        self.scripts, self.pure = [], []


def _read_spec(platform: str, monkeypatch) -> dict:
    """The spec's namespace after it ran as PyInstaller runs it, on ``platform``."""
    monkeypatch.setattr(sys, "platform", platform)
    names = ("Analysis", "PYZ", "EXE", "COLLECT", "Splash")
    steps = {name: type(name, (_Step,), {}) for name in names}
    namespace = {**steps, "BUNDLE": type("BUNDLE", (_Step,), {}), "SPECPATH": str(ROOT)}
    namespace["DISTPATH"] = str(ROOT / "no-such-dist")
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return namespace


def _tracked_files() -> set[str]:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    return set(listed)


def test_the_spec_names_no_path_of_this_machine():
    text = SPEC.read_text(encoding="utf-8")
    machine_paths = re.compile(r"""["'](/(home|usr|tmp|work|opt|root)/|[A-Za-z]:\\\\)""")
    assert not machine_paths.search(text)


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_every_bundled_file_is_in_the_repository(platform, monkeypatch):
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = _tracked_files()
    spec = _read_spec(platform, monkeypatch)
    analysis = spec["a"]
    for pattern, _folder in analysis.kwargs["datas"]:
        relative = Path(pattern).relative_to(ROOT).as_posix()
        matches = [path for path in tracked if Path(path).match(relative)]
        assert matches, f"{relative} matches no file of the repository"
    for script in analysis.args[0]:
        assert Path(script).relative_to(ROOT).as_posix() in tracked
    icon = spec["exe"].kwargs.get("icon")
    if icon is not None:
        assert Path(icon).relative_to(ROOT).as_posix() in tracked


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_a_splash_shows_from_the_launch_where_pyinstaller_has_one(platform, monkeypatch):
    spec = _read_spec(platform, monkeypatch)
    splashes = [step for step in spec["exe"].args if type(step).__name__ == "Splash"]
    if platform == "darwin":  # PyInstaller has no splash on macOS
        assert not splashes
        return
    (splash,) = splashes
    image = Path(splash.args[0]).relative_to(ROOT).as_posix()
    assert image == "resources/splash.png" and image in _tracked_files()
    assert splash.binaries in spec["coll"].args  # its Tcl/Tk beside the executable


def test_every_module_imported_by_its_name_is_bundled(monkeypatch):
    """A module named by a string (``import_module``) is invisible to PyInstaller: the
    frozen ``devicelab run`` once failed with "No module named 'core.cli.run'"."""
    from core.cli import COMMANDS
    from core.training import NEEDS_TORCH
    from gui.window_model import PYTORCH_MODULE

    hidden = set(_read_spec("linux", monkeypatch)["a"].kwargs["hiddenimports"])
    named = {f"core.cli.{module}" for module in COMMANDS.values()} | {"core.cli.experiments"}
    named |= {*NEEDS_TORCH.values(), PYTORCH_MODULE}
    assert named <= hidden, named - hidden


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_hidden_imports_exist_and_no_excluded_module_is_used(platform, monkeypatch):
    spec = _read_spec(platform, monkeypatch)
    for name in spec["a"].kwargs["hiddenimports"]:
        assert importlib.util.find_spec(name) is not None, name
    sources = [*ROOT.glob("gui/**/*.py"), *ROOT.glob("core/**/*.py")]
    for excluded in spec["a"].kwargs["excludes"]:
        imported = re.compile(rf"^\s*(from|import) {re.escape(excluded)}\b", re.MULTILINE)
        for source in sources:
            assert not imported.search(source.read_text(encoding="utf-8")), (excluded, source)


def test_only_what_is_never_loaded_is_left_out(monkeypatch):
    spec = _read_spec("linux", monkeypatch)
    drop = spec["never_loaded"]
    assert drop("torch/test/test_nn.py") and drop("torch/bin/test_jit")
    assert drop("PySide6/Qt/translations/qtbase_de.qm")
    for needed in (
        "torch/lib/libtorch_cpu.so",
        "torch/bin/torch_shm_manager",
        "PySide6/Qt/translations/qtbase_zh_CN.qm",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "resources/i18n/devicelab_zh_CN.qm",
        "resources/lessons/zh_CN/01_cpu_name.md",
    ):
        assert not drop(needed), needed


def test_the_macos_app_declares_the_lesson_type(monkeypatch):
    spec = _read_spec("darwin", monkeypatch)
    plist = spec["app"].kwargs["info_plist"]
    declared = plist["UTExportedTypeDeclarations"][0]["UTTypeTagSpecification"]
    assert declared["public.filename-extension"] == ["devicelab"]
    assert spec["app"].kwargs["icon"].endswith(".icns")


@pytest.mark.parametrize(
    ("name", "sizes"),
    [("devicelab.ico", [16, 24, 32, 48, 64, 128, 256]), ("devicelab.icns", [16, 32, 64, 128, 256])],
)
def test_the_executables_icons_hold_every_size_made_from_the_window_icon(qapp, name, sizes):
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(ROOT / "resources" / name))
    found = set()
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert image.width() == image.height()
        found.add(image.width())
    assert sorted(found) == sizes
