import SolspotKit
import Testing

/// Settings as they were typed: a bare whole number of seconds and an f-number no phone has
/// are noted, never refused.
@Suite("Settings notes")
struct SettingsNoteTests {
  @Test(
    "a shutter typed as a bare whole number of seconds is noted",
    arguments: [
      ("60", 60), ("1", 1), (" 2\t", 2), ("15", 15),
    ])
  func bareSeconds(_ text: String, _ seconds: Int) {
    #expect(SettingsNote.shutter(text) == .shutterSeconds(seconds))
  }

  @Test(
    "a shutter written as a fraction, with a unit or as a decimal is not",
    arguments: ["1/60", "60s", "8ms", "0.5", "0", "", "  ", "-2", "1e2"])
  func writtenOut(_ text: String) {
    #expect(SettingsNote.shutter(text) == nil)
  }

  @Test(
    "an f-number above f/4 is unusual; a whole one from 10 to 99 likely lost its point",
    arguments: [
      (19.0, 1.9 as Double?), (22, 2.2), (10, 1.0), (99, 9.9), (5.6, nil), (100, nil),
      (4.5, nil),
    ])
  func unusualAperture(_ fNumber: Double, _ likely: Double?) {
    #expect(SettingsNote.aperture(fNumber) == .unusualAperture(fNumber: fNumber, likely: likely))
  }

  @Test("phone f-numbers up to f/4 are not noted", arguments: [1.5, 1.9, 2.2, 2.8, 4.0])
  func usualAperture(_ fNumber: Double) {
    #expect(SettingsNote.aperture(fNumber) == nil)
  }

  @Test("the shutter's note comes first; a profile with a lens gets no aperture note")
  func notes() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let exposure = try Exposure(fNumber: 19, exposureTime: 60, iso: 100)
    #expect(
      SettingsNote.notes(shutter: "60", exposure: exposure, profile: catalog.generic) == [
        .shutterSeconds(60), .unusualAperture(fNumber: 19, likely: 1.9),
      ])
    let phone = try #require(catalog.profile(named: "iphone-15-front"))
    #expect(phone.fNumber != nil)
    #expect(
      SettingsNote.notes(shutter: "1/60", exposure: exposure, profile: phone).isEmpty)
    #expect(
      SettingsNote.notes(shutter: nil, exposure: exposure, profile: catalog.generic).count == 1)
  }
}
