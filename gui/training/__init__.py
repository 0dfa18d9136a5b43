"""The Training tab: the lesson's run on a device, its settings and its live loss."""
