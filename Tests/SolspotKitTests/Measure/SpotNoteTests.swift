import SolspotKit
import Testing

/// The notes on a reading saved to a spot: an implausible reading saved with `--force`,
/// earlier readings from another device, a photo taken in the other hemisphere than the spot's
/// seasons are reckoned in, and a remembered device.
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

  @Test("a forced note needs a refusal and keeps the device and the rules in order")
  func forced() throws {
    #expect(ForcedNote(refusals: [], device: "generic") == nil)
    let refusals: [ImplausibleReading] = [
      .brighterThanSun(lux: 250_000, isBound: true, limitLux: 130_000),
      .beyondDocumentedRange(field: .iso, value: 12, range: 19...1824, marginEV: 1.0 / 6),
    ]
    let note = try #require(ForcedNote(refusals: refusals, device: "iphone-x-front"))
    #expect(note.device == "iphone-x-front")
    #expect(note.refusals.map(\.code) == ["brighter-than-sun", "beyond-documented-range"])
    #expect(Note.forced(note).code == .forced)
  }

  @Test(
    "a remembered-device note gives the spot, the device's id and where it came from",
    arguments: RememberedDevice.Origin.allCases)
  func remembered(_ origin: RememberedDevice.Origin) throws {
    let profile = try #require(try DeviceProfileCatalog.builtIn().profile(named: "iphone-13"))
    let device = RememberedDevice(profile: profile, origin: origin)
    let note = RememberedDeviceNote(device, spot: "sill")
    #expect(note.spot == "sill")
    #expect(note.device == "iphone-13-front")
    #expect(note.origin == origin)
    #expect(Note.rememberedDevice(note).code == .rememberedDevice)
  }

  @Test("every note of a saved reading, in order: forced, another device, hemisphere, remembered")
  func savedReadingOrder() throws {
    let spot = try #require(Self.spot(.unspecified))
    let profile = try #require(try DeviceProfileCatalog.builtIn().profile(named: "iphone-13"))
    let notes = Note.savedReading(
      earlier: [Self.count("generic", 1)], device: "iphone-13-front", spot: spot,
      photoLatitude: -33.9,
      forced: [.brighterThanSun(lux: 250_000, isBound: true, limitLux: 130_000)],
      remembered: RememberedDevice(profile: profile, origin: .environment))
    #expect(
      notes.map(\.code) == [.forced, .otherDevice, .photoOtherHemisphere, .rememberedDevice])
    let plain = Note.savedReading(
      earlier: [], device: "generic", spot: spot, photoLatitude: nil, forced: [],
      remembered: nil)
    #expect(plain.isEmpty)
  }
}
