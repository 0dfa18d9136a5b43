"""core/ never needs Qt: it imports and trains with PySide6 made unimportable."""

import subprocess
import sys
import textwrap


def test_core_imports_and_trains_with_pyside6_blocked():
    script = textwrap.dedent(
        """
        import sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph"):
                    raise ImportError(f"{name} is blocked in this test")
                return None

        sys.meta_path.insert(0, BlockQt())
        import importlib, pkgutil
        import core

        modules = [info.name for info in pkgutil.iter_modules(core.__path__)]
        assert {"nvml", "monitor", "throughput", "vram", "hardware"} <= set(modules)
        for name in modules:
            importlib.import_module(f"core.{name}")
        from core.training import TrainConfig, train

        result = train(TrainConfig(epochs=50, record_every=10))
        assert result.status == "finished" and len(result.recorded_losses) == 5
        assert not any(name.startswith(("PySide6", "pyqtgraph")) for name in sys.modules)
        print("core ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "core ok" in done.stdout
