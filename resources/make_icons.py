"""Make the executable's icons and splash from the one source image:
``QT_QPA_PLATFORM=offscreen python resources/make_icons.py``.

``resources/devicelab.png`` (256×256, the window's icon) becomes ``devicelab.ico``
(Windows: 16 … 256 px) and ``devicelab.icns`` (macOS: 16 … 256 px and their @2x), each
size scaled smoothly by Qt and stored as PNG, which both formats accept, and
``splash.png``: the icon beside "DeviceLab" and "starting…" in both languages, which
PyInstaller's bootloader shows from the moment the frozen build is launched (Windows,
Linux) until the window first paints. ``build.spec`` puts them on the executable; run this
again after changing the PNG (the splash's Chinese needs a CJK font here).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "devicelab.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic11": 32,  # 16@2x
    b"ic12": 64,  # 32@2x
    b"ic13": 256,  # 128@2x
}
"""The icns entries a 256-pixel source can fill without enlarging it."""


def png_bytes(image: QImage, size: int) -> bytes:
    """The image scaled to size×size (smoothly) as PNG bytes."""
    scaled = image.scaled(
        size,
        size,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not scaled.save(buffer, "PNG"):
        raise RuntimeError(f"Qt could not write a {size}px PNG")
    return bytes(data)


def ico(image: QImage) -> bytes:
    """An ICO file: a directory of PNG entries (read by Windows Vista and later)."""
    pngs = [png_bytes(image, size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory = b""
    for size, png in zip(ICO_SIZES, pngs, strict=True):
        side = 0 if size == 256 else size  # 0 means 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + directory + b"".join(pngs)


def icns(image: QImage) -> bytes:
    """An ICNS file: typed PNG entries behind a big-endian length header."""
    entries = b""
    for kind, size in ICNS_TYPES.items():
        png = png_bytes(image, size)
        entries += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(entries)) + entries


SPLASH_SIZE = (440, 180)
SPLASH_WORDS = ("DeviceLab", "正在启动… · Starting…")


def splash(image: QImage) -> QImage:
    """The icon at the left, the name and "starting…" at the right, on white."""
    width, height = SPLASH_SIZE
    canvas = QImage(width, height, QImage.Format.Format_RGB32)
    canvas.fill(QColor("white"))
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    side = height - 40
    painter.drawImage(
        20,
        20,
        image.scaled(
            side,
            side,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        ),
    )
    painter.setPen(QColor("#202020"))
    for words, size, top in ((SPLASH_WORDS[0], 26, 40), (SPLASH_WORDS[1], 13, 100)):
        font = QFont()
        font.setPixelSize(size)
        font.setBold(size > 20)
        painter.setFont(font)
        painter.drawText(side + 40, top, width - side - 50, 50, Qt.AlignmentFlag.AlignLeft, words)
    painter.end()
    return canvas


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # fonts, for the splash's words
    image = QImage(str(SOURCE))
    if image.isNull() or image.width() != image.height():
        print(f"{SOURCE} must be a square image Qt can read", file=sys.stderr)
        return 1
    (HERE / "devicelab.ico").write_bytes(ico(image))
    (HERE / "devicelab.icns").write_bytes(icns(image))
    if not splash(image).save(str(HERE / "splash.png")):
        print("Qt could not write splash.png", file=sys.stderr)
        return 1
    print(f"wrote devicelab.ico, devicelab.icns and splash.png in {HERE}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
