"""DeviceLab's logic: hardware probing, the trainer, the ``__call__`` demo. Never imports Qt."""
