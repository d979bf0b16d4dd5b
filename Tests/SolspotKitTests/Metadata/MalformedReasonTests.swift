import Testing

@testable import SolspotKit

/// A malformed structure is reported as a typed reason with its numbers, not a sentence.
@Suite("Malformed structures")
struct MalformedReasonTests {
  static func reason(_ bytes: [UInt8]) -> MalformedReason? {
    do {
      _ = try MetadataReader().read(bytes: bytes, name: "a.jpg")
      return nil
    } catch {
      guard case .malformed(_, let reason) = error.kind else { return nil }
      return reason
    }
  }

  @Test("a JPEG segment without a marker byte")
  func noMarker() {
    // An APP0 segment of 4 bytes, then a zero where the next marker belongs.
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
    #expect(Self.reason(bytes) == .noMarker)
  }

  @Test("a JPEG segment whose length is below 2")
  func lengthBelowTwo() {
    #expect(Self.reason([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x01, 0x00, 0x00]) == .lengthBelowTwo)
  }

  @Test("an IFD whose entries run past the end names their count")
  func entriesPastEnd() {
    // Little-endian TIFF, IFD0 at 8 claiming 200 entries in a 12-byte file.
    let bytes: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00, 0x00]
    #expect(Self.reason(bytes) == .entriesPastEnd(count: 200))
  }
}
