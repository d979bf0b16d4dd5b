import Foundation
import Testing

@testable import SolspotKit

/// A saved reading as data: the one `Codable` form exports and `--json` outputs share.
@Suite("Reading records")
struct ReadingRecordTests {
  static func readings() throws -> [Reading] {
    var forced = try Readings.make(shutter: 60, device: "iphone-15-front")
    forced.isForced = true
    return [
      try Readings.make(shutter: 60),
      try Readings.make(shutter: 8, iso: 400, source: .photo(file: "IMG 1, sill.jpg")),
      try Readings.clipped(),
      forced,
    ]
  }

  @Test("a record holds its reading's fields, and reads back to the same reading")
  func roundTrip() throws {
    for reading in try Self.readings() {
      let record = ReadingRecord(reading)
      // A record keeps the four stored error sizes, not the shapes and the trend's bias a fresh
      // estimate carries (saved readings are re-derived with their device's current profile:
      // ReadingDerivation), so the reading it gives holds the same fields but those, and
      // records it again unchanged.
      let back = try record.reading()
      #expect(ReadingRecord(back) == record)
      #expect(back.takenAt == reading.takenAt && back.exposure == reading.exposure)
      #expect(back.value == reading.value && back.bandID == reading.bandID)
      #expect(back.source == reading.source && back.isForced == reading.isForced)
      #expect(record.time == reading.takenAt.iso8601)
      #expect(record.settings == ReadingRecord.Settings(reading.exposure))
      #expect(record.lux.kind.rawValue == reading.value.kindName)
      #expect(record.source.rawValue == reading.source.kind)
      #expect(record.calibration.status.rawValue == reading.calibration.statusName)
      #expect(record.limitCheck == reading.limitCheck)
      #expect(record.boundReason == reading.boundReason)
      #expect(record.forced == (reading.isForced ? true : nil))
      let json = try JSONEncoder().encode(record)
      #expect(try JSONDecoder().decode(ReadingRecord.self, from: json) == record)
    }
  }

  @Test("a record no reading can have names its field, as a value")
  func checked() throws {
    var record = ReadingRecord(try Readings.make(shutter: 60))
    record.ev100 += 1
    #expect {
      try record.reading()
    } throws: { error in
      guard let error = error as? DataError, case .ev100Mismatch = error.reason else {
        return false
      }
      return error.field == "ev100"
    }
    record = ReadingRecord(try Readings.make(shutter: 60))
    record.lux.confidence = 0.2
    #expect(
      throws: DataError(
        file: "", field: "lux.confidence", reason: .outOfRange(0.2, .from(0.5, to: 0.999)))
    ) {
      try record.reading()
    }
  }
}
