"""DeviceLab's data files (the app icon), found with ``importlib.resources``."""
