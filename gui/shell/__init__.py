"""The window's shell: the main window, its menus and view actions, settings, appearance,
the File menu's lesson files, and garbage collection on the GUI thread."""
