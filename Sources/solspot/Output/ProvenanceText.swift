import SolspotKit

/// Where a metadata value came from, as `exif`, `lux --json` and `--csv` write it: the tag in
/// ExifTool's style and the rule that chose it (docs/metadata.md).
enum ProvenanceText {
  /// `FNumber (0x829D)`, `ApertureValue (0x9202) fallback`,
  /// `RecommendedExposureIndex (0x8832, SensitivityType 2)`,
  /// `RecommendedExposureIndex (0x8832; SensitivityType 3 names ISOSpeed, not recorded)`,
  /// `GPSLatitude (0x0002) with GPSLatitudeRef (0x0001)`.
  static func source(_ provenance: Provenance) -> String {
    let tag = provenance.tag
    switch provenance.rule {
    case .tag:
      return Self.tag(tag)
    case .fallback:
      return "\(Self.tag(tag)) fallback"
    case .sensitivityType(let type):
      let name = "\(tag.name) (\(tag.hexID)"
      return name + (type.map { ", SensitivityType \($0))" } ?? ", no SensitivityType)")
    case .sensitivityTypeOther(let type, let named):
      let list = English.list(named.map(\.name))
      return "\(tag.name) (\(tag.hexID); SensitivityType \(type) names \(list), not recorded)"
    case .combined(let other):
      return "\(Self.tag(tag)) with \(Self.tag(other))"
    }
  }

  /// A tag by its name and number, as ExifTool's documentation writes it: `FNumber (0x829D)`.
  static func tag(_ tag: ExifTag) -> String {
    "\(tag.name) (\(tag.hexID))"
  }
}
