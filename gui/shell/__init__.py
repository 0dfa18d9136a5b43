"""The window's shell: the main window, its menus and view actions, settings, appearance,
lesson panes and lesson files, hidden pages and the runs it keeps."""
