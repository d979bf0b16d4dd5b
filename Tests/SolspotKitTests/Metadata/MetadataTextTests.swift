import Testing

@testable import SolspotKit

@Suite("Metadata dates as text")
struct MetadataTextTests {
  @Test("capture dates: real dates only, offsets when well formed")
  func dates() {
    #expect(
      CaptureDate(exif: "2021:04:11 15:47:53", offset: "-05:00")?.iso8601
        == "2021-04-11T15:47:53-05:00")
    #expect(CaptureDate(exif: "2024:02:29 00:00:00")?.iso8601 == "2024-02-29T00:00:00")
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
