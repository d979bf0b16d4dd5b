import Foundation
import SolspotKit
import Testing

@testable import solspot

/// What `solspot lux` says about readings a new user gets wrong or misreads.
@Suite("solspot lux wording")
struct LuxWordingTests {
  @Test("an interval reaching two neighbouring bands names both, in text and JSON")
  func straddling() throws {
    // At 50%, settings biased so that the computed lower end is 2,497 lux: just into low.
    let bias = try ExpectedEstimate.bias(
      putting: 2_497, f: 1.9, t: 1.0 / 500, iso: 100, confidence: 0.5)
    let arguments = [
      "lux", "-f", "1.9", "-t", "1/500", "--iso", "100", "--bias", "\(bias)", "--confidence",
      "50%",
    ]
    let estimate = try ExpectedEstimate.of(
      f: 1.9, t: 1.0 / 500, iso: 100, bias: bias, confidence: 0.5)
    let interval = try #require(estimate.value.interval)
    #expect(interval.lower < 2_500 && interval.upper < 10_000)
    let text = try SolspotProcess.run(arguments)
    #expect(text.stdout.hasPrefix(estimate.value.text + "\n"))
    // Bright indirect holds more than 10% of the probability, so it is named too.
    #expect(text.stdout.contains("\nBand: medium, possibly low or bright indirect (medium "))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(arguments + ["--json", "--explain"]).stdout)
    let band = try #require(json["band"] as? [String: Any])
    #expect(band["summary"] as? String == "medium, possibly low or bright indirect")
    #expect(band["straddles"] as? Bool == true)
    #expect(band["possible"] as? [String] == ["low", "bright-indirect"])
    // The computed lower end, 2,497 lux, stays below 2,500 in JSON too.
    let lux = try #require(json["lux"] as? [String: Any])
    #expect(lux["lower"] as? Double == 2_490)
  }

  @Test("a band the words name as possible gets its figure, even below 1%")
  func possibleBelowOnePercent() throws {
    // The 99.9% interval's upper end just into medium.
    let bias = try ExpectedEstimate.bias(
      putting: 2_600, upper: true, f: 1.9, t: 1.0 / 60, iso: 100, confidence: 0.999)
    let text = try SolspotProcess.run([
      "lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--bias", "\(bias)", "--confidence",
      "99.9%",
    ])
    #expect(text.status == 0)
    #expect(text.stdout.contains("\nBand: low, possibly medium (low >99%, medium <1%)\n"))
    let estimate = try ExpectedEstimate.of(
      f: 1.9, t: 1.0 / 60, iso: 100, bias: bias, confidence: 0.999)
    #expect(text.stdout.hasPrefix(estimate.value.text + "\n"))
  }

  @Test("bounds in JSON round outward: 'at least' down, 'at most' up")
  func boundsOutward() throws {
    let bright = try SolspotProcess.json(
      try SolspotProcess.run([
        "lux", "-f", "2.2", "-t", "13us", "--iso", "19", "--device", "iphone-x-front", "--json",
        "--explain",
      ]).stdout)
    let atLeast = try #require((bright["lux"] as? [String: Any])?["lower"] as? Double)
    let dark = try SolspotProcess.json(
      try SolspotProcess.run([
        "lux", "-f", "2.2", "-t", "0.5", "--iso", "1824", "--device", "iphone-x-front", "--json",
        "--explain",
      ]).stdout)
    let atMost = try #require((dark["lux"] as? [String: Any])?["upper"] as? Double)
    // The same bounds at three figures, from the text's two-figure ones: never inside them.
    let brightText = try #require(bright["lux"] as? [String: Any])["text"] as? String
    let darkText = try #require(dark["lux"] as? [String: Any])["text"] as? String
    let expected = try ExpectedEstimate.of(
      f: 2.2, t: 13e-6, iso: 19, device: "iphone-x-front")
    guard case .atLeast(let bound) = expected.value else {
      Issue.record("expected an 'at least' bound")
      return
    }
    #expect(brightText == expected.value.text)
    #expect(atLeast <= bound && atLeast > bound * 0.99)
    #expect(darkText?.hasPrefix("darker than this device can measure (at most ") == true)
    #expect(atMost > 0)
  }

  @Test("an 'at least' bound above full sunlight carries the implausibly-bright note")
  func implausibleBound() throws {
    let arguments = ["lux", "-f", "2.2", "-t", "13us", "--iso", "19", "--device", "iphone-x-front"]
    let text = try SolspotProcess.run(arguments)
    #expect(
      text.stdout.contains(
        "\nNote: this reads above 130,000 lux, more than full sunlight (about 108,000 lux), which no spot receives; check the settings and the device.\n"
      ))
    let json = try SolspotProcess.json(try SolspotProcess.run(arguments + ["--json"]).stdout)
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.first?["code"] as? String == "implausibly-bright")
  }

  @Test("-t as a bare whole number is taken as seconds, with a note; with a unit, without")
  func bareSeconds() throws {
    let arguments = ["lux", "-f", "1.9", "-t", "60", "--iso", "100"]
    let text = try SolspotProcess.run(arguments)
    #expect(text.status == 0)
    let sixty = try ExpectedEstimate.of(f: 1.9, t: 60, iso: 100)
    #expect(text.stdout.hasPrefix(sixty.value.text))
    #expect(text.stdout.contains(Self.noteLine(.shutterSeconds(60))))
    let json = try SolspotProcess.json(try SolspotProcess.run(arguments + ["--json"]).stdout)
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.first?["code"] as? String == "shutter-seconds")
    #expect(notes.first?["seconds"] as? Int == 60)
    for quiet in ["60s", "1/60", "0.5", "8ms"] {
      let result = try SolspotProcess.run(
        ["lux", "-f", "1.9", "-t", quiet, "--iso", "100", "--json"])
      let codes = try Self.codes(result.stdout)
      #expect(!codes.contains("shutter-seconds"), "\(quiet)")
    }
    let one = try SolspotProcess.run(["lux", "-f", "1.9", "-t", "1", "--iso", "100"])
    #expect(one.stdout.contains(Self.noteLine(.shutterSeconds(1))))
  }

  @Test("an f-number no phone has gets a note, and the likely one when a point went missing")
  func unusualAperture() throws {
    let lost = try SolspotProcess.run(["lux", "-f", "19", "-t", "1/60", "--iso", "100"])
    #expect(lost.status == 0)
    #expect(lost.stdout.contains(Self.noteLine(.unusualAperture(fNumber: 19, likely: 1.9))))
    let odd = try SolspotProcess.run(["lux", "-f", "5.6", "-t", "1/60", "--iso", "100"])
    #expect(odd.stdout.contains(Self.noteLine(.unusualAperture(fNumber: 5.6, likely: nil))))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["lux", "-f", "19", "-t", "1/60", "--iso", "100", "--json"]).stdout)
    let note = try #require((json["notes"] as? [[String: Any]])?.first)
    #expect(note["code"] as? String == "unusual-aperture")
    #expect(note["fNumber"] as? Double == 19 && note["likelyFNumber"] as? Double == 1.9)
    let usual = try SolspotProcess.run(
      ["lux", "-f", "2.8", "-t", "1/60", "--iso", "100", "--json"])
    #expect(!(try Self.codes(usual.stdout)).contains("unusual-aperture"))
    // A profile with a lens already says the f-number differs from it.
    let profiled = try SolspotProcess.run(
      ["lux", "-f", "19", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front", "--json"])
    let codes = try Self.codes(profiled.stdout)
    #expect(!codes.contains("unusual-aperture"))
    #expect(codes.contains("aperture-mismatch"))
  }

  @Test("a file that exists is read as a photo, whatever its name")
  func settingNamedFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-wording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a photo".utf8).write(to: folder.appendingPathComponent("100"))
    let result = try SolspotProcess.run(["lux", "100"], directory: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("solspot: 100: "))
    #expect(!result.stderr.contains("not files"))
  }

  @Test("process tests run isolated from the developer's store and profiles")
  func isolation() throws {
    let folder = URL(fileURLWithPath: "/tmp/isolated")
    let environment = SolspotProcess.isolatedEnvironment(
      in: folder,
      from: [
        "HOME": "/home/developer", "XDG_DATA_HOME": "/home/developer/.data",
        "SOLSPOT_STORE": "/home/developer/spots.sqlite", "PATH": "/usr/bin",
      ])
    #expect(environment["SOLSPOT_STORE"] == nil)
    #expect(environment["HOME"] == "/tmp/isolated")
    #expect(environment["XDG_DATA_HOME"] == "/tmp/isolated/data")
    #expect(environment["PATH"] == "/usr/bin")
    // Without a store of their own, the runs see an empty one and no profiles of the user's
    // (read-only, so a broken isolation cannot add to a developer's store).
    let listed = try SolspotProcess.run(["spot", "list"])
    #expect(listed.stdout.hasPrefix("No spots yet"))
    let devices = try SolspotProcess.run(["devices"])
    #expect(!devices.stdout.contains("your folder"))
  }

  /// The text line `lux` prints for a settings note.
  static func noteLine(_ note: SettingsNote) -> String {
    "\nNote: \(NoteText.render(.settings(note))).\n"
  }

  /// The note codes of one `lux --json` object.
  static func codes(_ json: String) throws -> [String] {
    let notes = try SolspotProcess.json(json)["notes"] as? [[String: Any]]
    return notes?.compactMap { $0["code"] as? String } ?? []
  }
}
