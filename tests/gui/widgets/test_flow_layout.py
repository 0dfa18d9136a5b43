"""The flow layout of the lesson pane's buttons: one row where there is room, more rows
where there is not, never wider than its widest button."""

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from gui.widgets.flow_layout import FlowLayout


def _pane(qtbot, width: int) -> tuple[QWidget, list[QPushButton]]:
    pane = QWidget()
    qtbot.addWidget(pane)
    column = QVBoxLayout(pane)
    flow = FlowLayout()
    buttons = [QPushButton(text) for text in ("Compare with the class", "Take apart", "Try it")]
    for button in buttons:
        flow.addWidget(button)
    column.addLayout(flow)
    column.addStretch(1)
    pane.resize(width, 300)
    pane.show()
    qtbot.waitExposed(pane)
    return pane, buttons


def test_with_room_the_buttons_sit_in_one_row_at_the_right(qtbot):
    pane, buttons = _pane(qtbot, 900)
    assert len({button.y() for button in buttons}) == 1
    assert buttons[-1].geometry().right() >= pane.width() - 20  # aligned right
    assert buttons[0].geometry().right() < buttons[1].x()  # in order, apart


def test_a_narrow_pane_wraps_them_each_whole_and_none_overlapping(qtbot):
    widest = max(QPushButton(t).sizeHint().width() for t in ("Compare with the class",))
    pane, buttons = _pane(qtbot, widest + 30)
    assert pane.minimumSizeHint().width() < sum(b.sizeHint().width() for b in buttons)
    assert len({button.y() for button in buttons}) >= 2
    for button in buttons:
        assert pane.rect().contains(button.geometry())
        assert button.width() == button.sizeHint().width()
    for first in buttons:
        for second in buttons:
            assert first is second or not first.geometry().intersects(second.geometry())


def test_a_hidden_button_takes_no_room(qtbot):
    _, buttons = _pane(qtbot, 900)
    right = buttons[0].geometry().right()
    buttons[1].hide()
    qtbot.waitUntil(lambda: buttons[0].geometry().right() > right)
    assert buttons[0].geometry().right() < buttons[2].x()
