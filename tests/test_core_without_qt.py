"""core/ never needs Qt: it imports and trains with PySide6 made unimportable, and its tests
(the CUDA tests among them, which run on a GPU machine without Qt) load without it."""

from without_qt import REPO, run_without_qt


def test_core_imports_and_trains_with_pyside6_blocked():
    done = run_without_qt(
        """
        import importlib, pkgutil
        import core

        modules = [info.name for info in pkgutil.walk_packages(core.__path__, "core.")]
        assert {"core.hardware.nvml", "core.training.trainer", "core.calls.sandbox"} <= set(modules)
        for name in modules:
            importlib.import_module(name)
        from core.training import TrainConfig, train

        result = train(TrainConfig(epochs=50, record_every=10))
        assert result.status == "finished" and len(result.recorded_losses) == 5
        assert not any(name.startswith(("PySide6", "pyqtgraph")) for name in sys.modules)
        print("core ok")
        """,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "core ok" in done.stdout


def test_every_test_outside_tests_gui_loads_and_the_cuda_tests_run_without_qt():
    """The folder decides: tests/gui/ may need Qt, every other test (core's, the CUDA tests
    the GPU machine runs, bench's, the tree's rules) loads without it."""
    assert (REPO / "tests" / "gui").is_dir() and (
        REPO / "tests" / "core" / "test_cuda.py"
    ).is_file()
    done = run_without_qt(
        """
        import pytest
        options = ["-q", "-p", "no:cacheprovider", "-p", "no:pytest-qt"]  # as on the GPU machine
        collected = pytest.main([*options, "--collect-only", "tests", "--ignore=tests/gui"])
        ran = pytest.main([*options, "tests/core/test_cuda.py"])
        print("exit codes", int(collected), int(ran))
        """,
        timeout=120,
    )
    assert "exit codes 0 0" in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]
