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
      return tag.description
    case .fallback:
      return "\(tag.description) fallback"
    case .sensitivityType(let type):
      let name = tag.description.dropLast()
      return name + (type.map { ", SensitivityType \($0))" } ?? ", no SensitivityType)")
    case .sensitivityTypeOther(let type, let named):
      let list = English.list(named.map(\.name))
      return tag.description.dropLast() + "; SensitivityType \(type) names \(list), not recorded)"
    case .combined(let other):
      return "\(tag.description) with \(other.description)"
    }
  }
}
