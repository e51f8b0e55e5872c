#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a macOS .icns file from square PNGs, without iconutil (macOS only) or
png2icns (no 1024-pixel or Retina entries).

Usage: make-icns.py OUT.icns PNG...   (each PNG 16, 32, 64, 128, 256, 512 or 1024 pixels)

Since OS X 10.7 every entry may hold a PNG as it is, so no pixel conversion is needed.
Each size goes under every type code that wants it: 32 pixels is both the 32-point icon
and the 16-point Retina icon.
"""
import struct
import sys

# pixel size -> ICNS type codes holding a PNG of that size (Apple's "Icon Services" list)
TYPES = {
    16: [b"icp4"],
    32: [b"icp5", b"ic11"],
    64: [b"icp6", b"ic12"],
    128: [b"ic07"],
    256: [b"ic08", b"ic13"],
    512: [b"ic09", b"ic14"],
    1024: [b"ic10"],
}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data, path):
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        sys.exit(f"{path}: not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    if width != height or width not in TYPES:
        sys.exit(f"{path}: {width}x{height} is not an icon size ({sorted(TYPES)})")
    return width


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    entries = {}
    for path in sys.argv[2:]:
        with open(path, "rb") as f:
            data = f.read()
        entries[png_size(data, path)] = data
    body = b"".join(code + struct.pack(">I", len(data) + 8) + data
                    for size, data in sorted(entries.items()) for code in TYPES[size])
    with open(sys.argv[1], "wb") as f:
        f.write(b"icns" + struct.pack(">I", len(body) + 8) + body)


if __name__ == "__main__":
    main()
