"""A machine with no font that draws Chinese (a fresh Linux without fonts-noto-cjk): the
window stays in English and says why. The Chinese tests check that there instead."""


def stays_english_without_a_chinese_font(window) -> bool:
    """True, having checked the fallback, where no font draws Chinese; False elsewhere."""
    from gui import i18n

    if i18n.chinese_font_family() is not None:
        return False
    window.view.set_language("zh_CN", remember=False)
    assert window.tabs.tabText(0) == "Hardware"
    assert window.statusBar().currentMessage() == i18n.NO_CJK_FONT
    return True
