"""docs/design.md is the map of the tree: every module of core/ and gui/ is named in it,
with the path a newcomer would type, so a module added without a place on the map fails."""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_every_module_has_its_place_on_the_design_map():
    design = (REPO / "docs" / "design.md").read_text(encoding="utf-8")
    modules = sorted(
        path.relative_to(REPO).as_posix()
        for top in ("core", "gui")
        for path in (REPO / top).rglob("*.py")
        if path.name != "__init__.py"
    )
    missing = [module for module in modules if f"`{module}`" not in design]
    assert not missing, f"docs/design.md's map misses {missing}"
