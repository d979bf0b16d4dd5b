#!/usr/bin/env python3
"""Writes the metadata test fixtures and manifest.json, their expected values.

Run from anywhere:  python3 Tests/SolspotKitTests/Metadata/Fixtures/generate.py

Needs Pillow (with WebP and AVIF support) and pillow-heif for the containers, and ExifTool,
which reads every fixture back: the generator stops if ExifTool disagrees with a value the
manifest promises, so the expected values never come from Solspot's own reader.

The Exif blocks are written here byte by byte (a small TIFF writer), so every case is exact:
both byte orders, tags in IFD0 or the Exif IFD, ISO 65535 with SensitivityType fallbacks, APEX
fallbacks, GPS south and west, and broken structures. The containers come from Pillow and
pillow-heif, which embed the block the way cameras' libraries do (the HEIF/AVIF Exif item gets
its 4-byte TIFF-header offset prefix from libheif/libavif).
"""

import io
import json
import math
import os
import struct
import subprocess
import sys

from PIL import Image
import pillow_heif

HERE = os.path.dirname(os.path.abspath(__file__))
pillow_heif.register_heif_opener()

# TIFF types
BYTE, ASCII, SHORT, LONG, RATIONAL, UNDEFINED, SRATIONAL = 1, 2, 3, 4, 5, 7, 10
SIZES = {BYTE: 1, ASCII: 1, SHORT: 2, LONG: 4, RATIONAL: 8, UNDEFINED: 1, SRATIONAL: 8}


def tiff(order, ifd0, exif=None, gps=None, ifd1=None, big=False, exif_pointer_to_ifd0=False,
         huge_count=False):
    """A TIFF structure. Each IFD is a list of (tag, type, values); values are ints, (num, den)
    pairs or a str. Data follows each IFD. Options make hostile variants."""
    e = '<' if order == 'II' else '>'
    header = (b'II' if order == 'II' else b'MM') + struct.pack(e + 'H', 43 if big else 42)
    if big:
        header += struct.pack(e + 'HHQ', 8, 0, 16)
    else:
        header += struct.pack(e + 'I', 8)
    entry_size, count_size, pointer_size, inline = (20, 8, 8, 8) if big else (12, 2, 4, 4)

    def pack_values(kind, values):
        if kind == ASCII:
            return values.encode() + b'\0'
        if kind == UNDEFINED:
            return values
        out = b''
        for v in values:
            if kind in (RATIONAL, SRATIONAL):
                out += struct.pack(e + ('II' if kind == RATIONAL else 'ii'), *v)
            else:
                out += struct.pack(e + {BYTE: 'B', SHORT: 'H', LONG: 'I'}[kind], v)
        return out

    def count_of(kind, values):
        return len(values) + 1 if kind == ASCII else len(values)

    def layout(entries, start, next_offset):
        entries = sorted(entries, key=lambda x: x[0])
        table_end = start + count_size + entry_size * len(entries) + pointer_size
        data = b''
        table = struct.pack(e + ('Q' if big else 'H'), len(entries))
        for tag, kind, values in entries:
            raw = pack_values(kind, values)
            count = count_of(kind, values)
            if len(raw) <= inline:
                field = raw.ljust(inline, b'\0')
            else:
                offset = table_end + len(data)
                field = struct.pack(e + ('Q' if big else 'I'), offset)
                data += raw
                if len(data) % 2:
                    data += b'\0'
            table += struct.pack(e + 'HH', tag, kind) + struct.pack(e + ('Q' if big else 'I'), count) + field
        table += struct.pack(e + ('Q' if big else 'I'), next_offset)
        return table + data

    # Two passes: sizes first, then offsets.
    first = len(header)
    blocks = [('ifd0', list(ifd0)), ('exif', exif), ('gps', gps), ('ifd1', ifd1)]
    sizes = {}
    for name, entries in blocks:
        if entries is not None:
            extra = [(0x8769, LONG, [0]), (0x8825, LONG, [0])] if name == 'ifd0' else []
            sizes[name] = len(layout(list(entries) + extra, 0, 0)) + 64
    offsets, position = {}, first
    for name, entries in blocks:
        if entries is not None:
            offsets[name] = position
            position += sizes[name]
    ifd0_entries = list(ifd0)
    if exif is not None:
        ifd0_entries.append((0x8769, LONG, [8 if exif_pointer_to_ifd0 else offsets['exif']]))
    if gps is not None:
        ifd0_entries.append((0x8825, LONG, [offsets['gps']]))
    out = bytearray(header)
    for name, entries in blocks:
        if entries is None:
            continue
        entries = ifd0_entries if name == 'ifd0' else entries
        next_offset = offsets.get('ifd1', 0) if name == 'ifd0' else 0
        block = layout(entries, offsets[name], next_offset)
        out += block.ljust(sizes[name], b'\0')
    if huge_count:
        # IFD0 claims 40,000 entries: over the reader's limit of 1,024.
        struct.pack_into(e + 'H', out, first, 40000)
    return bytes(out)


def rational(value, den=1000000):
    return (round(value * den), den)


def dms(degrees):
    degrees = abs(degrees)
    d = int(degrees)
    m = int((degrees - d) * 60)
    s = (degrees - d - m / 60) * 3600
    return [(d, 1), (m, 1), (round(s * 10000), 10000)]


def pixels():
    return Image.new('RGB', (16, 16), (120, 160, 90))


def jpeg(exif_block):
    plain = io.BytesIO()
    pixels().save(plain, 'JPEG', quality=70)
    data = plain.getvalue()
    if exif_block is None:
        return data
    app1 = b'Exif\0\0' + exif_block
    return data[:2] + b'\xFF\xE1' + struct.pack('>H', len(app1) + 2) + app1 + data[2:]


def container(kind, exif_block):
    buffer = io.BytesIO()
    image = pixels()
    if kind == 'HEIF':
        image.save(buffer, 'HEIF', exif=exif_block, quality=50)
    elif kind == 'AVIF':
        image.save(buffer, 'AVIF', exif=exif_block, quality=50)
    elif kind == 'PNG':
        image.save(buffer, 'PNG', exif=exif_block)
    elif kind == 'WebP':
        image.save(buffer, 'WEBP', exif=exif_block, quality=50)
    return buffer.getvalue()


# MARK: - Rewriting a HEIF's Exif item (idat, split extents)

def _boxes(data, start, end):
    """(type, offset, size) of the boxes in data[start:end] (32-bit sizes only)."""
    out, i = [], start
    while i < end:
        size, kind = struct.unpack('>I4s', data[i:i + 8])
        out.append((kind, i, size))
        i += size
    return out


def _box(kind, payload):
    return struct.pack('>I4s', 8 + len(payload), kind) + payload


def _parse_iloc(payload):
    """The items of an 'iloc' payload: dicts of id, method, dri, base, extents [(offset, length)]."""
    version = payload[0]
    sizes = payload[4] >> 4, payload[4] & 15, payload[5] >> 4, payload[5] & 15
    offset_size, length_size, base_size, index_size = sizes
    if version == 0:
        index_size = 0
    pos = 6

    def read(size):
        nonlocal pos
        value = int.from_bytes(payload[pos:pos + size], 'big') if size else 0
        pos += size
        return value

    count = read(4 if version == 2 else 2)
    items = []
    for _ in range(count):
        item = {'id': read(4 if version == 2 else 2), 'method': 0}
        if version in (1, 2):
            item['method'] = read(2) & 15
        item['dri'] = read(2)
        item['base'] = read(base_size)
        extents = []
        for _ in range(read(2)):
            read(index_size)
            extents.append((read(offset_size), read(length_size)))
        item['extents'] = extents
        items.append(item)
    return items


def _build_iloc(items):
    """An 'iloc' payload, version 1: 4-byte offsets and lengths, no base offset or index."""
    out = struct.pack('>B3xBBH', 1, 0x44, 0x00, len(items))
    for item in items:
        out += struct.pack('>HHHH', item['id'], item['method'], item['dri'], len(item['extents']))
        for offset, length in item['extents']:
            out += struct.pack('>II', offset, length)
    return out


def _exif_item_id(data, iinf_offset, iinf_size):
    version = data[iinf_offset + 8]
    start = iinf_offset + 12 + (2 if version == 0 else 4)
    for kind, offset, size in _boxes(data, start, iinf_offset + iinf_size):
        if kind == b'infe' and data[offset + 8] >= 2:
            id_size = 2 if data[offset + 8] == 2 else 4
            item_id = int.from_bytes(data[offset + 12:offset + 12 + id_size], 'big')
            if data[offset + 14 + id_size:offset + 18 + id_size] == b'Exif':
                return item_id
    raise SystemExit('no Exif item')


def heif_rewritten(data, mode):
    """The HEIF file `data` with its Exif item moved into 'idat' (mode 'idat', construction
    method 1) or split into two extents, the second in an 'mdat' box at the end of the file
    (mode 'split'). The bytes the first extent no longer covers are zeroed, so a reader that
    reads the item as one run gets zeros, not the Exif data. Other items keep their bytes; their
    offsets move with the 'meta' box's new size."""
    top = _boxes(data, 0, len(data))
    meta = next(b for b in top if b[0] == b'meta')
    _, meta_offset, meta_size = meta
    assert all(offset > meta_offset for kind, offset, _ in top if kind == b'mdat')
    children = _boxes(data, meta_offset + 12, meta_offset + meta_size)
    iloc = next(b for b in children if b[0] == b'iloc')
    iinf = next(b for b in children if b[0] == b'iinf')
    items = _parse_iloc(data[iloc[1] + 8:iloc[1] + iloc[2]])
    exif_id = _exif_item_id(data, iinf[1], iinf[2])
    exif = next(item for item in items if item['id'] == exif_id)
    assert exif['method'] == 0 and exif['dri'] == 0
    payload = b''.join(data[exif['base'] + o:exif['base'] + o + n] for o, n in exif['extents'])
    for item in items:  # absolute offsets from here on
        item['extents'] = [(item['base'] + o, n) for o, n in item['extents']]
        item['base'] = 0
    body = bytearray(data)
    idat = b''
    (first, length), = exif['extents']
    half = length // 2
    if mode == 'split':  # two extents from the start, so that the 'iloc' size is final
        exif['extents'] = [(first, half), (0, length - half)]
    if mode == 'idat':
        exif['method'] = 1
        exif['extents'] = [(0, len(payload))]
        idat = _box(b'idat', payload)
    new_meta_children = b''.join(
        _box(b'iloc', _build_iloc(items)) if kind == b'iloc' else data[offset:offset + size]
        for kind, offset, size in children) + idat
    new_meta = struct.pack('>I4s', 12 + len(new_meta_children), b'meta') + data[meta_offset + 8:meta_offset + 12]
    delta = len(new_meta) + len(new_meta_children) - meta_size
    for item in items:
        if item['method'] == 0:
            item['extents'] = [(o + delta if o >= meta_offset + meta_size else o, n)
                               for o, n in item['extents']]
    if mode == 'split':
        exif['extents'] = [(exif['extents'][0][0], half), (len(data) + delta + 8, length - half)]
        body[first + half:first + length] = bytes(length - half)
    new_meta_children = b''.join(
        _box(b'iloc', _build_iloc(items)) if kind == b'iloc' else data[offset:offset + size]
        for kind, offset, size in children) + idat
    out = (bytes(body[:meta_offset]) + new_meta + new_meta_children
           + bytes(body[meta_offset + meta_size:]))
    if mode == 'split':
        out += _box(b'mdat', payload[half:])
    assert _heif_exif_payload(out) == payload, 'the rewritten Exif item reads back differently'
    return out


def _heif_exif_payload(data):
    """The Exif item's bytes, joined from its extents in the file or in 'idat'."""
    meta = next(b for b in _boxes(data, 0, len(data)) if b[0] == b'meta')
    children = _boxes(data, meta[1] + 12, meta[1] + meta[2])
    iloc = next(b for b in children if b[0] == b'iloc')
    iinf = next(b for b in children if b[0] == b'iinf')
    idat = next((b for b in children if b[0] == b'idat'), None)
    exif_id = _exif_item_id(data, iinf[1], iinf[2])
    item = next(i for i in _parse_iloc(data[iloc[1] + 8:iloc[1] + iloc[2]]) if i['id'] == exif_id)
    start = item['base'] + (idat[1] + 8 if item['method'] == 1 else 0)
    return b''.join(data[start + o:start + o + n] for o, n in item['extents'])


# MARK: - The cases

def camera(make, model, f, t, iso, bias=None, bv=None, lens=None, date=None, offset=None,
           lat=None, lon=None, extra=()):
    """IFD0, Exif IFD and GPS IFD entries for a typical camera, and the expected fields."""
    ifd0 = [(0x010F, ASCII, make), (0x0110, ASCII, model)]
    exif = []
    expect = {'make': make, 'model': model}
    if f is not None:
        exif.append((0x829D, RATIONAL, [f]))
        expect['fNumber'] = [f[0] / f[1], 'FNumber (0x829D)']
    if t is not None:
        exif.append((0x829A, RATIONAL, [t]))
        expect['exposureTime'] = [t[0] / t[1], 'ExposureTime (0x829A)']
    if iso is not None:
        exif.append((0x8827, SHORT, [iso]))
        if iso != 65535:
            expect['iso'] = [iso, 'PhotographicSensitivity (0x8827)']
    if bias is not None:
        exif.append((0x9204, SRATIONAL, [bias]))
        expect['exposureBias'] = [bias[0] / bias[1], 'ExposureBiasValue (0x9204)']
    if bv is not None:
        exif.append((0x9203, SRATIONAL, [bv]))
        expect['brightness'] = [bv[0] / bv[1], 'BrightnessValue (0x9203)']
    if lens is not None:
        exif.append((0xA434, ASCII, lens))
        expect['lensModel'] = lens
    if date is not None:
        exif.append((0x9003, ASCII, date))
        text = date[:10].replace(':', '-') + 'T' + date[11:]
        if offset is not None:
            exif.append((0x9011, ASCII, offset))
            text += offset
        expect['dateTimeOriginal'] = text
    exif += list(extra)
    gps = None
    if lat is not None:
        gps = [(0x0001, ASCII, 'N' if lat >= 0 else 'S'), (0x0002, RATIONAL, dms(lat)),
               (0x0003, ASCII, 'E' if lon >= 0 else 'W'), (0x0004, RATIONAL, dms(lon))]
        expect['latitude'] = math.copysign(sum(a / b / 60 ** i for i, (a, b) in enumerate(dms(lat))), lat)
        expect['longitude'] = math.copysign(sum(a / b / 60 ** i for i, (a, b) in enumerate(dms(lon))), lon)
    return ifd0, exif, gps, expect


CASES = []


def case(name, data, format, order=None, expect=None, error=None, note='', device=None,
         warnings=0, exiftool_reads=None):
    """One fixture. `exiftool_reads` names another fixture whose Exif bytes are the same, for a
    structure ExifTool 12.57 cannot read ("Can't currently extract Exif with construction method
    1"): the check then reads that one."""
    CASES.append(dict(file=name, data=data, format=format, byteOrder=order, expect=expect or {},
                      error=error, note=note, device=device, warnings=warnings,
                      exiftool_reads=exiftool_reads))


def build():
    ifd0, exif, gps, expect = camera(
        'Canon', 'Canon EOS R5', (28, 10), (1, 125), 400, bias=(-2, 3), bv=(55, 10),
        lens='RF24-105mm F4 L IS USM', date='2024:06:21 12:30:00', offset='+02:00',
        lat=52.516272, lon=13.377722)
    block_ii = tiff('II', ifd0, exif, gps)
    block_mm = tiff('MM', ifd0, exif, gps)
    case('jpeg-ii.jpg', jpeg(block_ii), 'JPEG', 'II', expect,
         note='all fields, little-endian, GPS north and east')
    case('jpeg-mm.jpg', jpeg(block_mm), 'JPEG', 'MM', expect, note='all fields, big-endian')
    heic = container('HEIF', block_mm)
    case('heic-exif.heic', heic, 'HEIF', 'MM', expect,
         note='Exif item with its 4-byte TIFF-header offset prefix')
    case('heic-exif-offset-6.heic', container('HEIF', b'Exif\0\0' + block_ii), 'HEIF', 'II', expect,
         note='Exif item whose prefix gives offset 6, past Exif\\0\\0, as iPhones write it')
    case('heic-exif-idat.heic', heif_rewritten(heic, 'idat'), 'HEIF', 'MM', expect,
         note="Exif item in the 'idat' box (iloc construction method 1)",
         exiftool_reads='heic-exif.heic')
    case('heic-exif-two-extents.heic', heif_rewritten(heic, 'split'), 'HEIF', 'MM', expect,
         note='Exif item in two extents, the second in an mdat at the end; the bytes after the '
              'first are zeroed')
    case('avif-exif.avif', container('AVIF', block_ii), 'AVIF', 'II', expect,
         note='AVIF Exif item with its 4-byte TIFF-header offset prefix')
    case('png-exif.png', container('PNG', block_mm), 'PNG', 'MM', expect, note='eXIf chunk')
    case('webp-exif.webp', container('WebP', block_ii), 'WebP', 'II', expect, note='RIFF EXIF chunk')

    # A phone's front camera, matched to its device profile by Make, Model and LensModel.
    ifd0, exif, gps, expect = camera(
        'Apple', 'iPhone 13', (22, 10), (1, 60), 100, bias=(0, 1),
        lens='iPhone 13 front camera 2.71mm f/2.2', date='2023:12:21 09:15:42', offset='-05:00')
    case('iphone-front.jpg', jpeg(tiff('MM', ifd0, exif, gps)), 'JPEG', 'MM', expect,
         device='iphone-13-front', note='matches the iphone-13-front profile')

    # TIFF files in both byte orders, GPS south and west.
    ifd0, exif, gps, expect = camera(
        'NIKON CORPORATION', 'NIKON D850', (80, 10), (1, 250), 64, bias=(1, 3),
        date='2022:01:15 17:45:10', lat=-34.603722, lon=-58.381592)
    ifd0 = ifd0 + [(0x0100, SHORT, [16]), (0x0101, SHORT, [16]), (0x0103, SHORT, [1])]
    case('tiff-ii-south-west.tif', tiff('II', ifd0, exif, gps), 'TIFF', 'II', expect,
         note='GPS south and west are negative')
    case('tiff-mm-south-west.tif', tiff('MM', ifd0, exif, gps), 'TIFF', 'MM', expect,
         note='big-endian TIFF')
    # (No GPS here: ExifTool 12.57 reads a BigTIFF GPS IFD with the wrong tag table.)
    big_expect = {k: v for k, v in expect.items() if k not in ('latitude', 'longitude')}
    case('bigtiff-ii.tif', tiff('II', ifd0, exif, big=True), 'BigTIFF', 'II', big_expect,
         note='BigTIFF: 64-bit offsets and 20-byte entries')

    # DNG-like: TIFF-EP style, exposure tags in IFD0, no Exif IFD, a second IFD in the chain.
    dng0 = [(0x00FE, LONG, [1]), (0x010F, ASCII, 'Leica Camera AG'), (0x0110, ASCII, 'LEICA Q2'),
            (0x829A, RATIONAL, [(1, 500)]), (0x829D, RATIONAL, [(56, 10)]),
            (0x8827, SHORT, [200]), (0x9003, ASCII, '2021:08:01 10:00:00'),
            (0xC612, BYTE, [1, 4, 0, 0]), (0xC614, ASCII, 'LEICA Q2')]
    case('dng-like.dng', tiff('MM', dng0, ifd1=[(0x00FE, LONG, [0]), (0x0100, SHORT, [8])]),
         'TIFF', 'MM',
         {'make': 'Leica Camera AG', 'model': 'LEICA Q2', 'fNumber': [5.6, 'FNumber (0x829D)'],
          'exposureTime': [0.002, 'ExposureTime (0x829A)'],
          'iso': [200, 'PhotographicSensitivity (0x8827)'],
          'dateTimeOriginal': '2021-08-01T10:00:00'},
         note='DNG-like: exposure tags in IFD0 (TIFF-EP), no Exif IFD, IFD1 in the chain')

    # ISO 65535 and SensitivityType fallbacks.
    for name, extra, iso, source in [
        ('iso-65535-rei.jpg', [(0x8830, SHORT, [2]), (0x8832, LONG, [80000])], 80000,
         'RecommendedExposureIndex (0x8832, SensitivityType 2)'),
        ('iso-65535-sos.jpg', [(0x8830, SHORT, [1]), (0x8831, LONG, [102400])], 102400,
         'StandardOutputSensitivity (0x8831, SensitivityType 1)'),
        ('iso-65535-rei-and-sos.jpg',
         [(0x8830, SHORT, [4]), (0x8831, LONG, [128000]), (0x8832, LONG, [100000])], 100000,
         'RecommendedExposureIndex (0x8832, SensitivityType 4)'),
    ]:
        ifd0, exif, gps, expect = camera('Sony', 'ILCE-7SM3', (14, 10), (1, 30), 65535,
                                         extra=extra)
        expect['iso'] = [iso, source]
        case(name, jpeg(tiff('II', ifd0, exif)), 'JPEG', 'II', expect,
             note='ISO 65535: the value is in the tag SensitivityType names')
    ifd0, exif, gps, expect = camera('Jolla', 'Jolla', (24, 10), (1, 25), None,
                                     extra=[(0x8830, SHORT, [3]), (0x8833, LONG, [1600])])
    expect['iso'] = [1600, 'ISOSpeed (0x8833, SensitivityType 3)']
    case('iso-missing-isospeed.jpg', jpeg(tiff('MM', ifd0, exif)), 'JPEG', 'MM', expect,
         note='no PhotographicSensitivity: ISOSpeed named by SensitivityType 3')
    ifd0, exif, gps, expect = camera('Sony', 'ILCE-7SM3', (14, 10), (1, 30), 65535)
    case('iso-65535-no-fallback.jpg', jpeg(tiff('II', ifd0, exif)), 'JPEG', 'II', expect,
         error=['no-exposure-data', ['iso']],
         note='ISO 65535 without a sensitivity tag: the ISO is unknown')

    # APEX fallbacks.
    ifd0, exif, gps, expect = camera(
        'FUJIFILM', 'FinePix2400Zoom', None, None, 200,
        extra=[(0x9202, RATIONAL, [(3, 1)]), (0x9201, SRATIONAL, [(7, 1)]),
               (0x9203, SRATIONAL, [(-1, 1)])])
    expect['fNumber'] = [2 ** 1.5, 'ApertureValue (0x9202) fallback']
    expect['exposureTime'] = [1 / 128, 'ShutterSpeedValue (0x9201) fallback']
    case('apex-only.jpg', jpeg(tiff('II', ifd0, exif)), 'JPEG', 'II', expect,
         note='ApertureValue and ShutterSpeedValue stand in; BrightnessValue 0xFFFFFFFF/1 is unknown')
    ifd0, exif, gps, expect = camera('SAMSUNG', 'GT-I9000', (0, 1), (1, 100), 80,
                                     extra=[(0x9202, RATIONAL, [(4, 1)])])
    expect['fNumber'] = [4.0, 'ApertureValue (0x9202) fallback']
    case('fnumber-zero-apex.jpg', jpeg(tiff('MM', ifd0, exif)), 'JPEG', 'MM', expect,
         note='FNumber 0/1 counts as missing')

    # Missing data.
    ifd0, exif, gps, expect = camera('Kodak', 'DC240', None, None, None)
    case('missing-exposure.jpg', jpeg(tiff('MM', ifd0, exif)), 'JPEG', 'MM', expect,
         error=['no-exposure-data', ['fNumber', 'exposureTime', 'iso']],
         note='an Exif block without exposure settings')
    case('no-exif.jpg', jpeg(None), 'JPEG', error=['no-exif', []], note='a JPEG without Exif')
    case('no-exif.png', _png_plain(), 'PNG',
         error=['no-exif', []], note='a PNG without Exif')
    ifd0, exif, gps, expect = camera('Canon', 'Canon EOS 6D', (13, 1), (5, 2), 0)
    case('iso-zero.jpg', jpeg(tiff('II', ifd0, exif)), 'JPEG', 'II',
         dict(expect, iso=[0, 'PhotographicSensitivity (0x8827)']),
         error=['invalid-exposure', []], note='ISO 0 is read but no camera uses it')

    # Broken structures, all read from the good JPEG's Exif block.
    good = jpeg(block_ii)
    case('truncated-app1.jpg', good[:200], 'JPEG', error=['truncated', []],
         note='the file ends inside the APP1 segment')
    loop = tiff('II', ifd0, exif, exif_pointer_to_ifd0=True)
    case('ifd-loop.jpg', jpeg(loop), 'JPEG', error=['loop', []],
         note='the Exif IFD pointer points back at IFD0')
    huge = tiff('MM', ifd0, exif, huge_count=True)
    case('huge-entry-count.tif', huge, 'TIFF', error=['limit-exceeded', []],
         note='IFD0 claims 40,000 entries')
    # A value offset far past the end: the entry is skipped with a warning, the rest is read.
    ifd0b, exifb, gpsb, expectb = camera('Canon', 'Canon EOS 5D', (40, 10), (1, 200), 100)
    block = bytearray(tiff('II', ifd0b, exifb))
    model_entry = block.find(struct.pack('<HH', 0x0110, ASCII))
    struct.pack_into('<I', block, model_entry + 8, 0x7FFF0000)
    del expectb['model']
    case('offset-past-end.jpg', jpeg(bytes(block)), 'JPEG', 'II', expectb, warnings=1,
         note='Model points past the end of the block: skipped with a warning')


def _png_plain():
    buffer = io.BytesIO()
    pixels().save(buffer, 'PNG')
    return buffer.getvalue()


# MARK: - Checking against ExifTool, writing

def exiftool(path):
    out = subprocess.run(
        ['exiftool', '-n', '-json', '-EXIF:FNumber', '-EXIF:ExposureTime', '-EXIF:ISO',
         '-EXIF:ExposureCompensation', '-EXIF:Make', '-EXIF:Model', '-EXIF:LensModel',
         '-Composite:GPSLatitude', '-Composite:GPSLongitude', '-Composite:LightValue',
         '-EXIF:RecommendedExposureIndex', '-EXIF:StandardOutputSensitivity', '-EXIF:ISOSpeed',
         '-EXIF:ApertureValue', '-EXIF:ShutterSpeedValue', '-ExifByteOrder', path],
        capture_output=True, text=True)
    return json.loads(out.stdout)[0] if out.stdout.strip() else {}


def check(item, path):
    """Stops when ExifTool reads a value differently from what the manifest expects."""
    if item['error'] and item['error'][0] not in ('no-exposure-data', 'invalid-exposure'):
        item.pop('exiftool_reads')
        return
    reads = item.pop('exiftool_reads')
    got = exiftool(os.path.join(HERE, reads) if reads else path)
    expect = item['expect']
    pairs = [('make', 'Make'), ('model', 'Model'), ('lensModel', 'LensModel')]
    for key, tag in pairs:
        if key in expect and str(got.get(tag)) != expect[key]:
            sys.exit(f'{item["file"]}: ExifTool {tag} {got.get(tag)!r} != {expect[key]!r}')
    tags = {'FNumber (0x829D)': 'FNumber', 'ExposureTime (0x829A)': 'ExposureTime',
            'PhotographicSensitivity (0x8827)': 'ISO', 'ExposureBiasValue (0x9204)': 'ExposureCompensation',
            'ApertureValue (0x9202) fallback': 'ApertureValue',
            'ShutterSpeedValue (0x9201) fallback': 'ShutterSpeedValue'}
    for key in ('fNumber', 'exposureTime', 'iso', 'exposureBias'):
        if key not in expect:
            continue
        value, source = expect[key]
        tag = tags.get(source) or source.split(' ')[0]
        if tag not in got or abs(float(str(got[tag]).split()[0]) - value) > 1e-6 * max(1, abs(value)):
            sys.exit(f'{item["file"]}: ExifTool {tag} {got.get(tag)!r} != {value!r}')
    for key, tag in (('latitude', 'GPSLatitude'), ('longitude', 'GPSLongitude')):
        if key in expect and abs(got.get(tag, 999) - expect[key]) > 1e-6:
            sys.exit(f'{item["file"]}: ExifTool {tag} {got.get(tag)!r} != {expect[key]!r}')
    if item['byteOrder'] and item['format'] != 'BigTIFF' and got.get('ExifByteOrder') != item['byteOrder']:
        sys.exit(f'{item["file"]}: ExifTool byte order {got.get("ExifByteOrder")}')


def main():
    build()
    manifest = []
    for item in CASES:
        path = os.path.join(HERE, item['file'])
        with open(path, 'wb') as handle:
            handle.write(item.pop('data'))
        check(item, path)
        manifest.append(item)
    with open(os.path.join(HERE, 'manifest.json'), 'w') as handle:
        json.dump(manifest, handle, indent=1, sort_keys=True)
        handle.write('\n')
    print(f'wrote {len(manifest)} fixtures; ExifTool agrees with every expected value')


if __name__ == '__main__':
    main()
