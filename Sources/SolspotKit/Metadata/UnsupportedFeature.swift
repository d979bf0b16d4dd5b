/// A format or feature the metadata reader recognises but does not read.
public enum UnsupportedFeature: Sendable, Hashable {
  /// Canon's CRW raw format (CIFF, `HEAPCCDR`), which keeps its settings outside Exif.
  case crwFormat
  /// A HEIF Exif item marked as protected (encrypted): its `infe` box has a protection index.
  case protectedExifItem
  /// A HEIF Exif item built from other items (`iloc` construction method 2).
  case constructedExifItem
  /// An `iloc` (item location) box of a version other than 0, 1 or 2 (ISO/IEC 14496-12).
  case itemLocationVersion(Int)

  /// A stable code for scripts: `crw-format`, `protected-exif-item`, `constructed-exif-item`,
  /// `item-location-version`.
  public var code: String {
    switch self {
    case .crwFormat: "crw-format"
    case .protectedExifItem: "protected-exif-item"
    case .constructedExifItem: "constructed-exif-item"
    case .itemLocationVersion: "item-location-version"
    }
  }
}
