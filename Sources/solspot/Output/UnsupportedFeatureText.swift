import SolspotKit

/// A format or feature the reader does not read, in words.
enum UnsupportedFeatureText {
  /// The feature as a noun phrase: "the CRW (Canon CIFF) format".
  static func phrase(_ feature: UnsupportedFeature) -> String {
    switch feature {
    case .crwFormat: "the CRW (Canon CIFF) format"
    case .protectedExifItem: "a protected (encrypted) Exif item"
    case .constructedExifItem: "an Exif item built from other items"
    case .itemLocationVersion(let version): "'iloc' box version \(version)"
    }
  }
}
