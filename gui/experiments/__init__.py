"""The Experiments tab and its pages: race, anatomy, standings, homework, crossover, threads,
and the classroom (``gui.experiments.classroom``); the Runs page is ``gui.runs``."""
