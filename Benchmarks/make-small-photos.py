#!/usr/bin/env python3
"""Write a folder of small generated photos with exposure Exif, for Benchmarks/bench-metadata.sh.

    Benchmarks/make-small-photos.py FOLDER [COUNT]

COUNT files (default 2,000), about 2-6 KB each, in seven formats taken in turn: JPEG, HEIC,
PNG (eXIf chunk), WebP (EXIF chunk), TIFF, DNG and ORF (both TIFF-based, written here by hand).
Each carries Make, Model, LensModel, FNumber, ExposureTime, ISOSpeedRatings and
DateTimeOriginal with an offset, as a phone's front camera writes them; the settings vary from
file to file. Deterministic: the same COUNT gives the same bytes.

Needs Pillow and pillow-heif (pip install pillow pillow-heif): a benchmark tool, never a
dependency of the product or of `swift test`.
"""

import io
import os
import random
import struct
import sys

from PIL import Image

try:
    import pillow_heif
except ImportError:  # pragma: no cover - reported below
    pillow_heif = None

FORMATS = ["jpg", "heic", "png", "webp", "tif", "dng", "orf"]
MODELS = [("iPhone 13", "iPhone 13 front camera 2.71mm f/2.2", 2.2),
          ("iPhone 15 Pro", "iPhone 15 Pro front camera 2.69mm f/1.9", 1.9)]
SHUTTERS = [(1, 15), (1, 30), (1, 60), (1, 120), (1, 250), (1, 1000), (1, 4000)]
ISOS = [25, 32, 50, 100, 200, 400, 800, 1600]


def settings(index):
    model, lens, f_number = MODELS[index % len(MODELS)]
    shutter = SHUTTERS[(index // 2) % len(SHUTTERS)]
    iso = ISOS[(index // 3) % len(ISOS)]
    day = 1 + index % 28
    stamp = f"2025:06:{day:02d} {8 + index % 10:02d}:{index % 60:02d}:00"
    return model, lens, f_number, shutter, iso, stamp


def picture(index):
    rng = random.Random(index)
    image = Image.new("RGB", (72, 54))
    base = rng.randrange(200)
    image.putdata([(base + x // 2 + rng.randrange(24), base + y + rng.randrange(24), 96 + rng.randrange(24))
                   for y in range(54) for x in range(72)])
    return image


def pillow_exif(index):
    model, lens, f_number, shutter, iso, stamp = settings(index)
    exif = Image.Exif()
    exif[0x010F] = "Apple"
    exif[0x0110] = model
    ifd = exif.get_ifd(0x8769)
    ifd[0x829A] = shutter[0] / shutter[1]
    ifd[0x829D] = f_number
    ifd[0x8827] = iso
    ifd[0x9003] = stamp
    ifd[0x9011] = "+02:00"
    ifd[0xA434] = lens
    return exif


# MARK: - TIFF, DNG and ORF, written by hand (Pillow writes no Exif IFD into a TIFF)

def tiff_bytes(index, magic, dng):
    """A little-endian TIFF of a 32x24 RGB strip, IFD0 with an Exif IFD."""
    model, lens, f_number, shutter, iso, stamp = settings(index)
    width, height = 32, 24
    pixels = bytes(random.Random(index).randrange(256) for _ in range(width * height * 3))
    ascii_ = lambda s: s.encode() + b"\0"
    ifd0 = [(0x0100, 3, 1, width), (0x0101, 3, 1, height), (0x0102, 3, 3, b"".join(struct.pack("<H", 8) for _ in range(3))),
            (0x0103, 3, 1, 1), (0x0106, 3, 1, 2), (0x010F, 2, None, ascii_("Apple")),
            (0x0110, 2, None, ascii_(model)), (0x0111, 4, 1, "strip"), (0x0115, 3, 1, 3),
            (0x0116, 3, 1, height), (0x0117, 4, 1, len(pixels)), (0x8769, 4, 1, "exif")]
    if dng:
        ifd0.append((0xC612, 1, 4, bytes([1, 4, 0, 0])))
    exif = [(0x829A, 5, 1, struct.pack("<II", *shutter)),
            (0x829D, 5, 1, struct.pack("<II", int(f_number * 10), 10)),
            (0x8827, 3, 1, iso), (0x9003, 2, None, ascii_(stamp)),
            (0x9011, 2, None, ascii_("+02:00")), (0xA434, 2, None, ascii_(lens))]
    ifd0.sort()
    exif.sort()

    def ifd_size(entries):
        return 2 + 12 * len(entries) + 4

    def extra(entries):
        return sum(len(v) + (len(v) & 1) for _, t, n, v in entries if isinstance(v, bytes) and len(v) > 4)

    ifd0_at = 8
    exif_at = ifd0_at + ifd_size(ifd0) + extra(ifd0)
    strip_at = exif_at + ifd_size(exif) + extra(exif)

    def encode(entries, start, pointers):
        head = struct.pack("<H", len(entries))
        data = b""
        data_at = start + ifd_size(entries)
        for tag, type_, count, value in entries:
            if isinstance(value, str):
                value = pointers[value]
            if isinstance(value, bytes):
                unit = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8}[type_]
                count = len(value) // unit
                if len(value) <= 4:
                    field = value.ljust(4, b"\0")
                else:
                    field = struct.pack("<I", data_at + len(data))
                    data += value + (b"\0" if len(value) & 1 else b"")
            else:
                field = struct.pack("<H", value) + b"\0\0" if type_ == 3 else struct.pack("<I", value)
            head += struct.pack("<HHI", tag, type_, count) + field
        return head + struct.pack("<I", 0) + data

    pointers = {"strip": strip_at, "exif": exif_at}
    header = magic + struct.pack("<I", ifd0_at)
    return header + encode(ifd0, ifd0_at, pointers) + encode(exif, exif_at, pointers) + pixels


def write(folder, index):
    kind = FORMATS[index % len(FORMATS)]
    path = os.path.join(folder, f"{index:05d}.{kind}")
    if kind in ("tif", "dng", "orf"):
        magic = b"IIRO" if kind == "orf" else b"II*\0"
        data = tiff_bytes(index, magic, dng=kind == "dng")
    else:
        buffer = io.BytesIO()
        image = picture(index)
        exif = pillow_exif(index)
        if kind == "jpg":
            image.save(buffer, "JPEG", quality=80, exif=exif)
        elif kind == "png":
            image.save(buffer, "PNG", exif=exif)
        elif kind == "webp":
            image.save(buffer, "WEBP", quality=80, exif=exif)
        else:
            image.save(buffer, "HEIF", quality=50, exif=exif.tobytes())
        data = buffer.getvalue()
    with open(path, "wb") as out:
        out.write(data)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[2].strip())
    if pillow_heif is None:
        sys.exit("make-small-photos: pillow-heif is not installed (pip install pillow pillow-heif)")
    pillow_heif.register_heif_opener()
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 2000
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        write(folder, index)


if __name__ == "__main__":
    main()
