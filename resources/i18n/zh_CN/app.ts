<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>HideControlsDialog</name>
    <message>
        <source>Hide controls</source>
        <translation>隐藏控件</translation>
    </message>
    <message>
        <source>Ticked controls are hidden from the class. A lesson file keeps this choice.</source>
        <translation>勾选的控件将对学生隐藏。课程文件会保存此选择。</translation>
    </message>
    <message>
        <source>Tick a control to hide it</source>
        <translation>勾选控件即可隐藏</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Wait for the {name} measurement to end: two at once would share the cores and spoil both timings.</source>
        <translation>请等待 {name} 测量结束：同时进行两项测量会共用核心，使两者的计时都不准确。</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Choose a part of the lesson</source>
        <translation>选择课程的一部分</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>试一试</translation>
    </message>
    <message>
        <source>Set up this part&apos;s experiment or preset</source>
        <translation>设置这一部分的实验或预设</translation>
    </message>
    <message>
        <source>The lesson&apos;s text for this tab</source>
        <translation>此标签页的课程内容</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DeviceLab — CPU, GPU and __call__</source>
        <translation>DeviceLab — CPU、GPU 与 __call__</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About DeviceLab</source>
        <translation>关于 DeviceLab(&amp;A)</translation>
    </message>
    <message>
        <source>Show the {tab} tab</source>
        <translation>显示“{tab}”标签页</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a lesson file prepared for a class (Ctrl+O)</source>
        <translation>打开为课堂准备的课程文件 (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>保存课程(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the settings, experiment, preset and hidden controls as a lesson file (Ctrl+S)</source>
        <translation>将设置、实验、预设和隐藏的控件保存为课程文件 (Ctrl+S)</translation>
    </message>
    <message>
        <source>&amp;Hide controls…</source>
        <translation>隐藏控件(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose which controls a class sees</source>
        <translation>选择学生能看到哪些控件</translation>
    </message>
    <message>
        <source>Stop every job and close DeviceLab</source>
        <translation>停止所有任务并关闭 DeviceLab</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Start what this page runs (Ctrl+R)</source>
        <translation>开始运行本页的内容 (Ctrl+R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop what runs on this page; with nothing running, leave full screen (Esc)</source>
        <translation>停止本页正在运行的内容；若无运行内容，则退出全屏 (Esc)</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>投影模式(&amp;P)</translation>
    </message>
    <message>
        <source>Large fonts, thick lines, high contrast (F5)</source>
        <translation>大字体、粗线条、高对比度 (F5)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the screen (F11; Esc leaves it)</source>
        <translation>铺满屏幕（F11；按 Esc 退出）</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger text and plots (Ctrl +)</source>
        <translation>放大文字和图表 (Ctrl +)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller text and plots (Ctrl −)</source>
        <translation>缩小文字和图表 (Ctrl −)</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>Back to 100 % (Ctrl 0)</source>
        <translation>恢复到 100 % (Ctrl 0)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the lesson pane (F1)</source>
        <translation>显示或隐藏课程面板 (F1)</translation>
    </message>
    <message>
        <source>What DeviceLab is</source>
        <translation>DeviceLab 简介</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Projector mode on: fonts {points:g} pt.</source>
        <translation>投影模式已开启：字号 {points:g} pt。</translation>
    </message>
    <message>
        <source>Projector mode off.</source>
        <translation>投影模式已关闭。</translation>
    </message>
    <message>
        <source>Zoom {percent:.0f} %</source>
        <translation>缩放 {percent:.0f} %</translation>
    </message>
    <message>
        <source>No font on this machine can draw Chinese: install one (Linux: fonts-noto-cjk; Windows and macOS have one), then choose 简体中文 again.</source>
        <translation>本机没有可显示中文的字体：请先安装一种（Linux：fonts-noto-cjk；Windows 和 macOS 已自带），然后再次选择 简体中文。</translation>
    </message>
    <message>
        <source>Nothing to start on this page.</source>
        <translation>本页没有可开始的内容。</translation>
    </message>
    <message>
        <source>The lesson&apos;s settings on {device}: press Start (Ctrl+R).</source>
        <translation>课程设置已应用于 {device}：请按“开始”(Ctrl+R)。</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>在本机上测得</translation>
    </message>
    <message>
        <source>hidden names an unknown control {name} (known: {known})</source>
        <translation>hidden 中包含未知控件 {name}（已知：{known}）</translation>
    </message>
    <message>
        <source>experiment: {reason}</source>
        <translation>实验：{reason}</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Stop the running job first: a lesson changes its settings.</source>
        <translation>请先停止正在运行的任务：课程会更改其设置。</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>{path}: {reason}

Nothing was changed.</source>
        <translation>{path}：{reason}

未做任何更改。</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>已打开 {path}。</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>已保存 {path}。</translation>
    </message>
    <message>
        <source>DeviceLab lesson (*.devicelab.json *.json)</source>
        <translation>DeviceLab 课程 (*.devicelab.json *.json)</translation>
    </message>
    <message>
        <source>About DeviceLab</source>
        <translation>关于 DeviceLab</translation>
    </message>
    <message>
        <source>DeviceLab shows what the CPU and GPU are, how training moves to a device, why a GPU can be slower than a CPU, and why model(x) works.</source>
        <translation>DeviceLab 展示 CPU 和 GPU 是什么、训练如何迁移到设备上、为什么 GPU 可能比 CPU 慢，以及为什么 model(x) 能够工作。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
</context>
</TS>
