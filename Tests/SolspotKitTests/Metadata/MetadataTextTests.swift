import Testing

@testable import SolspotKit

@Suite("Metadata sources and dates as text")
struct MetadataTextTests {
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
    for (provenance, text) in table { #expect(provenance.description == text) }
  }

  @Test("capture dates: real dates only, offsets when well formed")
  func dates() {
    #expect(
      CaptureDate(exif: "2021:04:11 15:47:53", offset: "-05:00")?.description
        == "2021-04-11T15:47:53-05:00")
    #expect(CaptureDate(exif: "2024:02:29 00:00:00")?.description == "2024-02-29T00:00:00")
    #expect(CaptureDate(exif: "2023:02:29 00:00:00") == nil)
    #expect(CaptureDate(exif: "    :  :     :  :  ") == nil)
    #expect(CaptureDate(exif: "0000:00:00 00:00:00") == nil)
    #expect(CaptureDate(exif: "2021:04:11 25:00:00") == nil)
    #expect(CaptureDate(exif: "2021:04:11 15:47:53", offset: "05:00")?.utcOffsetMinutes == nil)
    #expect(CaptureDate(exif: "2021:04:11 15:47:53", offset: "+05:30")?.utcOffsetMinutes == 330)
    // Signs or spaces where digits belong are not an offset (Int("-1") would read them).
    for offset in ["+-1:00", "+1-:00", "+01:-5", "+ 1:00", "-05:+0"] {
      #expect(
        CaptureDate(exif: "2021:04:11 15:47:53", offset: offset)?.utcOffsetMinutes == nil,
        "\(offset)")
    }
  }
}
