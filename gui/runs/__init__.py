"""Every run kept, in the window: the window's runs into the run store (``kept_runs``) and
the Runs page that lists, plots and exports them (``runs_page``)."""
