<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HideControlsDialog</name>
    <message>
        <source>Hide controls</source>
        <translation>Hide controls</translation>
    </message>
    <message>
        <source>Ticked controls are hidden from the class. A lesson file keeps this choice.</source>
        <translation>Ticked controls are hidden from the class. A lesson file keeps this choice.</translation>
    </message>
    <message>
        <source>Tick a control to hide it</source>
        <translation>Tick a control to hide it</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Wait for the {name} measurement to end: two at once would share the cores and spoil both timings.</source>
        <translation>Wait for the {name} measurement to end: two at once would share the cores and spoil both timings.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Choose a part of the lesson</source>
        <translation>Choose a part of the lesson</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Try it</translation>
    </message>
    <message>
        <source>Set up this part's experiment or preset</source>
        <translation>Set up this part's experiment or preset</translation>
    </message>
    <message>
        <source>The lesson's text for this tab</source>
        <translation>The lesson's text for this tab</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DeviceLab — CPU, GPU and __call__</source>
        <translation>DeviceLab — CPU, GPU and __call__</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experiments</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Ready.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About DeviceLab</source>
        <translation>&amp;About DeviceLab</translation>
    </message>
    <message>
        <source>Show the {tab} tab</source>
        <translation>Show the {tab} tab</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Open lesson…</translation>
    </message>
    <message>
        <source>Open a lesson file prepared for a class (Ctrl+O)</source>
        <translation>Open a lesson file prepared for a class (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>&amp;Save lesson…</translation>
    </message>
    <message>
        <source>Save the settings, experiment, preset and hidden controls as a lesson file (Ctrl+S)</source>
        <translation>Save the settings, experiment, preset and hidden controls as a lesson file (Ctrl+S)</translation>
    </message>
    <message>
        <source>&amp;Hide controls…</source>
        <translation>&amp;Hide controls…</translation>
    </message>
    <message>
        <source>Choose which controls a class sees</source>
        <translation>Choose which controls a class sees</translation>
    </message>
    <message>
        <source>Stop every job and close DeviceLab</source>
        <translation>Stop every job and close DeviceLab</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Start what this page runs (Ctrl+R)</source>
        <translation>Start what this page runs (Ctrl+R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Stop what runs on this page; with nothing running, leave full screen (Esc)</source>
        <translation>Stop what runs on this page; with nothing running, leave full screen (Esc)</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>&amp;Projector mode</translation>
    </message>
    <message>
        <source>Large fonts, thick lines, high contrast (F5)</source>
        <translation>Large fonts, thick lines, high contrast (F5)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>Fill the screen (F11; Esc leaves it)</source>
        <translation>Fill the screen (F11; Esc leaves it)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Larger text and plots (Ctrl +)</source>
        <translation>Larger text and plots (Ctrl +)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>Smaller text and plots (Ctrl −)</source>
        <translation>Smaller text and plots (Ctrl −)</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Reset zoom</translation>
    </message>
    <message>
        <source>Back to 100 % (Ctrl 0)</source>
        <translation>Back to 100 % (Ctrl 0)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lesson</translation>
    </message>
    <message>
        <source>Show or hide the lesson pane (F1)</source>
        <translation>Show or hide the lesson pane (F1)</translation>
    </message>
    <message>
        <source>What DeviceLab is</source>
        <translation>What DeviceLab is</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Projector mode on: fonts {points:g} pt.</source>
        <translation>Projector mode on: fonts {points:g} pt.</translation>
    </message>
    <message>
        <source>Projector mode off.</source>
        <translation>Projector mode off.</translation>
    </message>
    <message>
        <source>Zoom {percent:.0f} %</source>
        <translation>Zoom {percent:.0f} %</translation>
    </message>
    <message>
        <source>No font on this machine can draw Chinese: install one (Linux: fonts-noto-cjk; Windows and macOS have one), then choose 简体中文 again.</source>
        <translation>No font on this machine can draw Chinese: install one (Linux: fonts-noto-cjk; Windows and macOS have one), then choose 简体中文 again.</translation>
    </message>
    <message>
        <source>Nothing to start on this page.</source>
        <translation>Nothing to start on this page.</translation>
    </message>
    <message>
        <source>The lesson's settings on {device}: press Start (Ctrl+R).</source>
        <translation>The lesson's settings on {device}: press Start (Ctrl+R).</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Measured on this machine</translation>
    </message>
    <message>
        <source>hidden names an unknown control {name} (known: {known})</source>
        <translation>hidden names an unknown control {name} (known: {known})</translation>
    </message>
    <message>
        <source>experiment: {reason}</source>
        <translation>experiment: {reason}</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Open lesson</translation>
    </message>
    <message>
        <source>Stop the running job first: a lesson changes its settings.</source>
        <translation>Stop the running job first: a lesson changes its settings.</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Cannot open the lesson</translation>
    </message>
    <message>
        <source>{path}: {reason}

Nothing was changed.</source>
        <translation>{path}: {reason}

Nothing was changed.</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>Opened {path}.</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>Cannot save the lesson</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Save lesson</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>Saved {path}.</translation>
    </message>
    <message>
        <source>DeviceLab lesson (*.devicelab.json *.json)</source>
        <translation>DeviceLab lesson (*.devicelab.json *.json)</translation>
    </message>
    <message>
        <source>About DeviceLab</source>
        <translation>About DeviceLab</translation>
    </message>
    <message>
        <source>DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</source>
        <translation>DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
</context>
</TS>