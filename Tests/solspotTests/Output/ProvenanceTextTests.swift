import SolspotKit
import Testing

@testable import solspot

/// Where a metadata value came from, in ExifTool's style.
@Suite("Metadata sources as text")
struct ProvenanceTextTests {
  @Test("provenance reads as docs/metadata.md's table")
  func provenance() {
    let table: [(Provenance, String)] = [
      (Provenance(tag: .fNumber, directory: .exif), "FNumber (0x829D)"),
      (
        Provenance(tag: .apertureValue, directory: .exif, rule: .fallback(replacing: .fNumber)),
        "ApertureValue (0x9202) fallback"
      ),
      (
        Provenance(tag: .recommendedExposureIndex, directory: .exif, rule: .sensitivityType(2)),
        "RecommendedExposureIndex (0x8832, SensitivityType 2)"
      ),
      (
        Provenance(tag: .isoSpeed, directory: .exif, rule: .sensitivityType(nil)),
        "ISOSpeed (0x8833, no SensitivityType)"
      ),
      (
        Provenance(
          tag: .recommendedExposureIndex, directory: .exif,
          rule: .sensitivityTypeOther(3, named: [.isoSpeed])),
        "RecommendedExposureIndex (0x8832; SensitivityType 3 names ISOSpeed, not recorded)"
      ),
      (
        Provenance(
          tag: .isoSpeed, directory: .exif,
          rule: .sensitivityTypeOther(
            4, named: [.recommendedExposureIndex, .standardOutputSensitivity])),
        "ISOSpeed (0x8833; SensitivityType 4 names RecommendedExposureIndex and "
          + "StandardOutputSensitivity, not recorded)"
      ),
      (
        Provenance(tag: .gpsLatitude, directory: .gps, rule: .combined(with: .gpsLatitudeRef)),
        "GPSLatitude (0x0002) with GPSLatitudeRef (0x0001)"
      ),
    ]
    for (provenance, text) in table { #expect(ProvenanceText.source(provenance) == text) }
  }
}
