"""The window's pages by id: the registry's Qt half and the pages built from it
(``window_pages``), and the pages a teacher hides (``hidden_pages``)."""
