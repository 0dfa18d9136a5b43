"""The Experiments tab and its pages: race, homework, crossover, threads, runs."""
