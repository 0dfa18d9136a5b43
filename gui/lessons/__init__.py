"""The lesson beside each tab: the pane (``lesson_pane``) and its steps' Try it set-ups and
this machine's answers (``lesson_steps``). File → Open/Save lesson is the shell's menu."""
