import SolspotKit
import Testing

/// The notes on a reading saved to a spot: earlier readings from another device, and a photo
/// taken in the other hemisphere than the spot's seasons are reckoned in.
@Suite("Notes on a saved reading")
struct SpotNoteTests {
  static let created = Timestamp(iso8601: "2025-06-21T12:00:00Z")

  static func spot(_ location: SpotLocation) -> SavedSpot? {
    created.map {
      SavedSpot(
        id: SpotID(rawValue: 1), name: "sill", room: nil, notes: nil, location: location,
        createdAt: $0)
    }
  }

  static func count(_ device: String, _ readings: Int) -> DeviceReadingCount {
    DeviceReadingCount(deviceID: device, readings: readings, uncalibrated: readings)
  }

  @Test("earlier readings from the same device, or none, give no note")
  func sameDevice() {
    #expect(OtherDeviceNote(earlier: [], device: "iphone-15-front", spot: "sill") == nil)
    #expect(
      OtherDeviceNote(
        earlier: [Self.count("iphone-15-front", 4)], device: "iphone-15-front", spot: "sill")
        == nil)
  }

  @Test("other devices are counted against all earlier readings, in order of first use")
  func otherDevices() throws {
    let earlier = [
      Self.count("iphone-12-front", 2), Self.count("iphone-15-front", 3),
      Self.count("generic", 1),
    ]
    let note = try #require(
      OtherDeviceNote(earlier: earlier, device: "iphone-15-front", spot: "sill"))
    #expect(note.others.map(\.deviceID) == ["iphone-12-front", "generic"])
    #expect(note.otherReadings == 3)
    #expect(note.earlierReadings == 6)
    #expect(Note.otherDevice(note).code == .otherDevice)
  }

  @Test(
    "a photo's latitude in the other hemisphere is noted; latitude 0 counts as north",
    arguments: [
      (-33.9, SpotLocation.unspecified, true),
      (-33.9, .hemisphere(.south), false),
      (-33.9, .latitude(51.5), true),
      (51.5, .latitude(-33.9), true),
      (0, .hemisphere(.north), false),
      (0, .hemisphere(.south), true),
      (12, .unspecified, false),
    ])
  func hemisphere(_ latitude: Double, _ location: SpotLocation, _ noted: Bool) throws {
    let note = HemisphereNote(latitude: latitude, spot: try #require(Self.spot(location)))
    #expect((note != nil) == noted)
    if let note {
      #expect(note.photoHemisphere != note.spotHemisphere)
      #expect(note.spotHemisphere == location.hemisphere)
    }
  }

  @Test("a photo without a latitude gives no hemisphere note")
  func noLatitude() throws {
    let spot = try #require(Self.spot(.hemisphere(.south)))
    #expect(HemisphereNote(latitude: nil, spot: spot) == nil)
  }

  @Test("a saved reading's notes: another device first, then the hemisphere")
  func savedReading() throws {
    let spot = try #require(Self.spot(.unspecified))
    let notes = Note.savedReading(
      earlier: [Self.count("generic", 1)], device: "iphone-15-front", spot: spot,
      photoLatitude: -33.9)
    #expect(notes.map(\.code) == [.otherDevice, .photoOtherHemisphere])
    let none = Note.savedReading(
      earlier: [], device: "generic", spot: spot, photoLatitude: nil)
    #expect(none.isEmpty)
  }
}
