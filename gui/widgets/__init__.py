"""Widgets every tab shares: controls, plots, the code editor, the measurement page frame."""
