import Foundation
import Testing

/// What `solspot read` says beyond the reading: a reading superseded before the capture ended,
/// a clipped frame rather than a camera at the end of its range, and which device was used.
@Suite("solspot read: supersession, clipping and the device")
struct ReadOutcomeTests {
  /// One sample line, flat and still: 1/60 s at f/1.9 and ISO 100 (about 540 lux).
  static func sample(
    _ time: Double, offset: Double = 0, exposure: Double = 1.0 / 60, iso: Double = 100,
    clipped: Double = 0, tilt: Double = 0
  ) -> String {
    let y = sin(tilt * Double.pi / 180)
    let z = -cos(tilt * Double.pi / 180)
    return #"{"t": \#(time), "exposureDuration": \#(exposure), "iso": \#(iso), "#
      + #""lensAperture": 1.9, "exposureTargetOffset": \#(offset), "#
      + #""isAdjustingExposure": false, "gravity": [0, \#(y), \#(z)], "#
      + #""clippedFraction": \#(clipped)}"#
  }

  /// A capture: the header, then `seconds` of samples at 30 Hz made by `make` from the time.
  static func capture(
    device: String = "iphone-15-front", seconds: Double, _ make: (Double) -> String
  ) -> Data {
    let header =
      #"{"solspotCapture": 1, "device": "\#(device)", "app": "Solspot 1.0 (42)", "#
      + #""started": "2025-06-21T14:30:05+02:00"}"#
    let lines = (0..<Int(seconds * 30)).map { make(Double($0) / 30) }
    return Data(([header] + lines).joined(separator: "\n").utf8 + [0x0A])
  }

  @Test("a reading the light then changed under is printed as superseded, and exits 1")
  func superseded() throws {
    let input = Self.capture(seconds: 3) { t in Self.sample(t, offset: t < 2 ? 0 : 3) }
    let text = try SolspotProcess.run(["read", "-"], input: input)
    #expect(text.status == 1)
    #expect(text.stderr.isEmpty)
    // Why the reading no longer stands comes first, then its figure, marked as before then.
    #expect(
      text.stdout.hasPrefix(
        "Superseded at 2.000 s: the light changed by 3.00 EV while the phone lay at the spot, "
          + "and no new reading was committed; the reading below describes the light before "
          + "then, not the spot's light since. Measure again.\nBefore then: "))
    #expect(text.stdout.contains(" lux (90% interval "))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["read", "-", "--json", "--explain"], input: input).stdout)
    #expect(json["committed"] as? Bool == true)
    #expect(json["stands"] as? Bool == false)
    let superseded = try #require(json["superseded"] as? [String: Any])
    #expect(superseded["t"] as? Double == 2)
    #expect(superseded["reason"] as? String == "light-changed")
    #expect(superseded["description"] as? String == "the light changed by 3.00 EV")
  }

  @Test("picking the phone up after a reading leaves it standing: exit 0")
  func pickedUp() throws {
    let input = Self.capture(seconds: 3) { t in
      Self.sample(t, offset: t < 2 ? 0 : 3, tilt: t < 2 ? 0 : 40)
    }
    let result = try SolspotProcess.run(["read", "-", "--json"], input: input)
    #expect(result.status == 0)
    let json = try SolspotProcess.json(result.stdout)
    #expect(json["stands"] as? Bool == true)
    #expect(json["superseded"] == nil)
    #expect((json["state"] as? [String: Any])?["state"] as? String == "tilted")
  }

  @Test("a clipped frame in a dim room says so, not that the device's range was exceeded")
  func clippedInDimLight() throws {
    // 1/4 s at ISO 1000 is about 2 lux, far from the bright end; a lamp in view clips 5%.
    let input = Self.capture(seconds: 2) { t in
      Self.sample(t, exposure: 0.25, iso: 1000, clipped: 0.05)
    }
    let text = try SolspotProcess.run(["read", "-"], input: input)
    #expect(text.status == 0)
    let first = text.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.hasPrefix(
        "Part of the view is clipped (5% of the frame): a light source or bright patch in view; "
          + "at least "))
    #expect(!text.stdout.contains("Brighter than this device can measure"))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["read", "-", "--json", "--explain"], input: input).stdout)
    #expect(json["bound"] as? String == "clipped")
    let lux = try #require((json["estimate"] as? [String: Any])?["lux"] as? [String: Any])
    #expect(lux["kind"] as? String == "atLeast")
    #expect(
      (lux["text"] as? String)?.hasPrefix("part of the view is clipped (5% of the frame)") == true)
    #expect((json["window"] as? [String: Any])?["clippedFraction"] as? Double == 0.05)
  }

  @Test("at the bright end of the range, clipped or not, the range was exceeded")
  func brightEnd() throws {
    let input = Self.capture(device: "iphone-x-front", seconds: 2) { t in
      Self.sample(t, offset: 1, exposure: 0.000013, iso: 19, clipped: 0.05)
    }
    let text = try SolspotProcess.run(["read", "-"], input: input)
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("Brighter than this device can measure (at least "))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["read", "-", "--json"], input: input).stdout)
    #expect(json["bound"] as? String == "bright-end")
    let example = ReadCommandTests.example("bright-window.jsonl")
    let window = try SolspotProcess.json(
      try SolspotProcess.run(["read", example, "--json"]).stdout)
    #expect(
      window["bound"] as? String == "clipped", "the example's sky clips; 1/4000 s is in range")
  }

  @Test("--device over a different header device adds a note; the header is echoed in JSON")
  func deviceNote() throws {
    let input = Self.capture(seconds: 2) { t in Self.sample(t) }
    let text = try SolspotProcess.run(["read", "-", "--device", "iphone-x-front"], input: input)
    #expect(text.status == 0)
    #expect(
      text.stdout.hasSuffix(
        "\nNote: --device iphone-x-front was used, not the capture header's device "
          + "'iphone-15-front'.\n"))
    let same = try SolspotProcess.run(["read", "-", "--device", "iPhone15,4"], input: input)
    #expect(!same.stdout.contains("Note: --device"), "the header's own device, by another name")
    let json = try SolspotProcess.json(
      try SolspotProcess.run(
        ["read", "-", "--device", "iphone-x-front", "--json", "--explain"], input: input
      ).stdout)
    let device = try #require(json["device"] as? [String: Any])
    #expect(device["id"] as? String == "iphone-x-front")
    #expect(device["source"] as? String == "option")
    #expect(device["headerDevice"] as? String == "iphone-15-front")
    #expect((device["note"] as? String)?.hasPrefix("--device iphone-x-front was used") == true)
    let header = try #require(json["header"] as? [String: Any])
    #expect(header["device"] as? String == "iphone-15-front")
    #expect(header["app"] as? String == "Solspot 1.0 (42)")
    #expect(header["started"] as? String == "2025-06-21T14:30:05+02:00")
    #expect(header["version"] as? Int == 1)
    let plain = try SolspotProcess.json(
      try SolspotProcess.run(["read", "-", "--json"], input: input).stdout)
    #expect((plain["device"] as? [String: Any])?["source"] as? String == "header")
    #expect((plain["device"] as? [String: Any])?["note"] == nil)
  }

  @Test("an unknown device in the header is named as the header's, unless --device overrides it")
  func unknownHeaderDevice() throws {
    let input = Self.capture(device: "nokia-3310", seconds: 2) { t in Self.sample(t) }
    let failed = try SolspotProcess.run(["read", "-"], input: input)
    #expect(failed.status == 1)
    #expect(failed.stdout.isEmpty)
    #expect(
      failed.stderr
        == "solspot: standard input: line 1: the capture header names an unknown device "
        + "'nokia-3310' (see 'solspot devices' for the list; --device overrides it)\n")
    let overridden = try SolspotProcess.run(
      ["read", "-", "--device", "iphone-15-front"], input: input)
    #expect(overridden.status == 0)
    #expect(overridden.stdout.contains("not the capture header's device 'nokia-3310'"))
  }
}
