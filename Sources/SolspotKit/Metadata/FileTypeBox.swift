/// The `ftyp` box that starts an ISOBMFF file, and the image format its brands declare.
///
/// ISOBMFF is also the container of MP4, QuickTime MOV, 3GP and M4A, so an `ftyp` box alone
/// does not make a photo. A file is read as HEIF or AVIF only when its major brand or one of
/// its compatible brands is an image brand below; any other ISOBMFF file (a video, a sound) is
/// an unknown format, skipped when found in a folder.
///
/// | brands | meaning | source (ISO/IEC 23008-12:2022 unless named) |
/// |---|---|---|
/// | `mif1`, `mif2`, `msf1` | HEIF image, image with more item properties, image sequence, of any codec | §10.2.2, §10.2.3, §10.3.1 |
/// | `miaf` | MIAF, a HEIF profile (its profile brands, such as `MiHB`, come with it) | ISO/IEC 23000-22 |
/// | `heic`, `heix`, `hevc`, `hevx` | HEVC images and image sequences | §B.4.1, §B.4.2 |
/// | `heim`, `heis`, `hevm`, `hevs` | layered (multiview, scalable) HEVC images and sequences | §B.4.3, §B.4.4 |
/// | `vvic`, `vvis`; `evbi`, `evmi`, `evbs`, `evms` | VVC and EVC images and sequences | §L.4, §M.4 |
/// | `jpeg`, `jpgs`; `avci`, `avcs` | JPEG and AVC images and sequences | Annex H; libheif (no section) |
/// | `j2ki`, `j2is` | JPEG 2000 images and sequences | ISO/IEC 15444-16 §6.5, §7.6 |
/// | `avif`, `avis`, `avio`; `MA1B`, `MA1A` | AV1 images and sequences; the AVIF Baseline and Advanced profiles | AV1 Image File Format (AVIF), aomediacodec.github.io/av1-avif |
/// | `crx ` (major brand only) | Canon CR3 raw | ExifTool `QuickTime.pm` (`%ftypLookup`) |
///
/// The list and its sections are libheif's (`libheif/api/libheif/heif_brands.h`). HEIF
/// writers list a structural brand (`mif1`, `msf1`) next to the codec brand; a codec brand is
/// accepted alone too, for writers that leave the structural one out. ExifTool tells images
/// from videos the same way: its `%ftypLookup` names `heic`, `hevc`, `mif1`, `msf1`, `heix` and `avif` "High
/// Efficiency Image Format" or "AV1 Image File Format", and `isom`, `mp41`, `qt  ` video types.
struct FileTypeBox {
  /// The major brand, bytes 8–11.
  let majorBrand: String
  /// The compatible brands after the minor version, as far as the box and the bytes go.
  let compatibleBrands: [String]

  /// The brands of an AVIF file; also the name of the format when one of them comes first.
  static let avifBrands: Set<String> = ["avif", "avis", "avio", "MA1B", "MA1A"]
  /// The codec brands of HEIF other than AV1's.
  static let heifCodecBrands: Set<String> = [
    "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "vvic", "vvis", "evbi",
    "evmi", "evbs", "evms", "jpeg", "jpgs", "avci", "avcs", "j2ki", "j2is",
  ]
  /// The structural HEIF brands, which name no codec.
  static let structuralBrands: Set<String> = ["mif1", "mif2", "msf1", "miaf"]
  /// At most this many compatible brands are looked at (real files list two to six).
  static let maxCompatibleBrands = 64

  /// The `ftyp` box at the start of `head`, or `nil` when the bytes do not start with one.
  init?(_ head: ByteReader) {
    guard head.fourCC(4) == "ftyp", let major = head.fourCC(8), let size = head.u32(0) else {
      return nil
    }
    majorBrand = major
    // A size of 0 ("to the end of the file") or 1 (a 64-bit size follows) is not used for
    // `ftyp` in practice; then the brands are read as far as the bytes in hand go.
    let end = size >= 16 ? min(Int(size), head.count) : head.count
    var brands: [String] = []
    var offset = 16
    while offset + 4 <= end, brands.count < Self.maxCompatibleBrands,
      let brand = head.fourCC(offset)
    {
      brands.append(brand)
      offset += 4
    }
    compatibleBrands = brands
  }

  /// The format the brands declare: CR3 for the major brand `crx `; else AVIF or HEIF from
  /// the first codec brand (major brand first, then the compatible ones in order), or HEIF
  /// for a structural brand alone; `nil` for any other ISOBMFF file.
  var format: ImageFormat? {
    if majorBrand == "crx " { return .cr3 }
    let brands = [majorBrand] + compatibleBrands
    for brand in brands {
      if Self.avifBrands.contains(brand) { return .avif }
      if Self.heifCodecBrands.contains(brand) { return .heif }
    }
    return brands.contains(where: Self.structuralBrands.contains) ? .heif : nil
  }
}
