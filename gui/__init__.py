"""DeviceLab's Qt views: thin widgets over the objects in ``core``."""
