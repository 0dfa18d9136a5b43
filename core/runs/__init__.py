"""Every run kept: the run store on disk (``run_store``), a run recorded as it goes
(``recording``), the command line's glue to the store (``kept_runs``) and runs read back as
records (``history``). On top of the training domain; the Runs page shows them."""
