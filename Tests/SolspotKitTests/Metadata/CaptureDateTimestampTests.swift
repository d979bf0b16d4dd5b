import Foundation
import Testing

@testable import SolspotKit

@Suite("Capture date as a timestamp")
struct CaptureDateTimestampTests {
  @Test(
    "with its offset, the moment is the one its ISO 8601 text names",
    arguments: [
      ("2021:04:11 15:47:53", "-05:00"), ("2024:02:29 00:00:00", "+00:00"),
      ("2023:12:31 23:59:59", "+14:00"), ("1999:01:01 00:00:00", "-09:30"),
      ("2025:06:21 12:00:00", "+05:45"),
    ])
  func withOffset(_ exif: String, _ offset: String) throws {
    let date = try #require(CaptureDate(exif: exif, offset: offset))
    let timestamp = try #require(date.timestamp)
    #expect(timestamp == Timestamp(iso8601: date.iso8601))
    let expected: String = date.iso8601.replacingOccurrences(of: "+00:00", with: "Z")
    #expect(timestamp.iso8601 == expected)
  }

  @Test("without an offset there is no moment, unless the caller assumes one")
  func withoutOffset() throws {
    let date = try #require(CaptureDate(exif: "2022:01:15 17:45:10"))
    #expect(date.timestamp == nil)
    for offset in [-300, 0, 60, 330] {
      let assumed = try #require(date.timestamp(utcOffsetMinutes: offset))
      #expect(assumed.utcOffsetMinutes == offset)
      let local = assumed.local
      let fields: [Int] = [
        local.year, local.month, local.day, local.hour, local.minute, local.second,
      ]
      #expect(fields == [2022, 1, 15, 17, 45, 10])
    }
    #expect(date.timestamp(utcOffsetMinutes: 24 * 60) == nil)
  }

  @Test("a leap second shows as the second before it")
  func leapSecond() throws {
    let date = try #require(CaptureDate(exif: "2016:12:31 23:59:60", offset: "+00:00"))
    #expect(date.timestamp?.iso8601 == "2016-12-31T23:59:59Z")
  }
}
