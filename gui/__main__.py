"""``python -m gui`` and the PyInstaller entry script."""

import sys

from gui.main import main

if __name__ == "__main__":
    sys.exit(main())
