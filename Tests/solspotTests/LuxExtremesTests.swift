import Foundation
import Testing

/// `solspot lux` at the ends of every allowed range, alone and in combination: a clean result
/// or a clean error, never a crash (a crash is a signal, shown as a status above 128 or an
/// empty output).
@Suite("solspot lux at the extremes")
struct LuxExtremesTests {
  /// One corner of the allowed settings.
  struct Corner: CustomTestStringConvertible, Sendable {
    let fNumber: String
    let shutter: String
    let iso: String
    let bias: String
    var arguments: [String] { ["-f", fNumber, "-t", shutter, "--iso", iso, "--bias", bias] }
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Every combination of the ends of the f-number, time, ISO and bias ranges (docs/cli.md).
  static let corners: [Corner] = {
    var corners: [Corner] = []
    for fNumber in ["0.5", "512"] {
      for shutter in ["1us", "3600s"] {
        for iso in ["1", "10000000"] {
          for bias in ["-10", "10"] {
            corners.append(Corner(fNumber: fNumber, shutter: shutter, iso: iso, bias: bias))
          }
        }
      }
    }
    return corners
  }()

  /// Checks that `result` is a clean success: a first line of lux, no message, no crash.
  func expectClean(
    _ result: SolspotProcess.Result, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
    #expect(result.stdout.contains(" lux"), sourceLocation: sourceLocation)
    for bad in ["nan", "inf", "e+"] {
      #expect(!result.stdout.lowercased().contains(bad), "\(bad)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "every corner of the allowed settings gives a clean reading, text and JSON", arguments: corners)
  func corner(_ corner: Corner) throws {
    for confidence in ["50%", "99.9%"] {
      let arguments = ["lux"] + corner.arguments + ["--confidence", confidence]
      expectClean(try SolspotProcess.run(arguments))
      let json = try SolspotProcess.run(arguments + ["--json"])
      #expect(json.status == 0, "\(json.stderr)")
      let object = try SolspotProcess.json(json.stdout)
      let lux = try #require(object["lux"] as? [String: Any])
      let lower = try #require(lux["lower"] as? Double)
      let upper = try #require(lux["upper"] as? Double)
      let point = try #require(lux["point"] as? Double)
      #expect(lower > 0 && lower <= point && point <= upper && upper.isFinite)
    }
  }

  @Test(
    "the extremes with a device whose limits they lie beyond", arguments: [corners[0], corners[15]])
  func beyondDevice(_ corner: Corner) throws {
    let result = try SolspotProcess.run(
      ["lux"] + corner.arguments + ["--device", "iphone-x-front"])
    expectClean(result)
    #expect(result.stdout.contains("Note: the settings lie beyond this device's documented"))
  }

  @Test(
    "a profile at either end of the allowed constants gives clean readings at the corners",
    arguments: ["0.053", "5.3"])
  func extremeConstant(_ constant: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-constant-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generic = try #require(
      try SolspotProcess.run(["devices", "generic", "--json"]).stdout.split(separator: "\n").first)
    var object = try SolspotProcess.json(String(generic))
    var calibration = try #require(object["calibration"] as? [String: Any])
    calibration["constantLux"] = Double(constant)
    object["calibration"] = calibration
    let file = folder.appendingPathComponent("generic.json")
    try JSONSerialization.data(withJSONObject: object).write(to: file)
    for corner in [Self.corners[0], Self.corners[15]] {
      let arguments = ["lux"] + corner.arguments + ["--profile", file.path]
      expectClean(try SolspotProcess.run(arguments))
      let json = try SolspotProcess.run(arguments + ["--json"])
      #expect(json.status == 0, "\(json.stderr)")
    }
  }

  /// A value just outside one allowed range, and the option it belongs to.
  struct Outside: CustomTestStringConvertible, Sendable {
    let option: String
    let value: String
    var testDescription: String { "\(option) \(value)" }
  }

  @Test(
    "just outside an allowed range is a clean usage error naming the option",
    arguments: [
      Outside(option: "-f", value: "0.49"), Outside(option: "-f", value: "513"),
      Outside(option: "-t", value: "0.9us"), Outside(option: "-t", value: "3601s"),
      Outside(option: "--iso", value: "0.99"), Outside(option: "--iso", value: "10000001"),
      Outside(option: "--bias", value: "-10.01"), Outside(option: "--bias", value: "10.01"),
      Outside(option: "-f", value: "1e308"), Outside(option: "--iso", value: "1e-308"),
    ])
  func outside(_ row: Outside) throws {
    var settings = ["-f": "1.9", "-t": "1/60", "--iso": "100"]
    settings[row.option] = row.value
    let arguments = ["lux"] + settings.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    let result = try SolspotProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("solspot: invalid value '\(row.value)' for "))
    #expect(result.stderr.hasSuffix("(see 'solspot help lux')\n"))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("the darkest and brightest settings give clean plant lists")
  func plants() throws {
    for corner in [Self.corners[0], Self.corners[15]] {
      let result = try SolspotProcess.run(["plants"] + corner.arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains(" lux"))
      let json = try SolspotProcess.run(["plants"] + corner.arguments + ["--json"])
      #expect(json.status == 0, "\(json.stderr)")
      _ = try SolspotProcess.json(json.stdout)
    }
  }

  @Test("captures at the darkest and brightest settings read cleanly")
  func captures() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-extremes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, settings) in [("dark", "3600,10000000,0.5"), ("bright", "0.000001,1,512")] {
      var text = "{\"solspotCapture\": 1, \"device\": \"generic\"}\n"
      text += "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,"
      text += "gravityX,gravityY,gravityZ,clippedFraction\n"
      for index in 0..<90 {
        text += "\(0.5 + Double(index) / 30),\(settings),0,false,0,0,-1,\n"
      }
      let file = folder.appendingPathComponent("\(name).csv")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let result = try SolspotProcess.run(["read", file.path])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stdout.contains(" lux"), "\(name)")
      let json = try SolspotProcess.run(["read", file.path, "--json"])
      #expect(json.status == 0, "\(name): \(json.stderr)")
    }
  }

  @Test(
    "a calibration against absurd reference readings is refused cleanly, naming the column",
    arguments: [20, -30])
  func calibration(_ power: Int) throws {
    var text = "aperture,shutter,iso,reference_lux\n"
    for (index, shutter) in ["1/8", "1/30", "1/60", "1/120", "1/240", "1/500"].enumerated() {
      // Spread over three decades, as a fit needs two.
      text += "1.9,\(shutter),100,1e\(power + index % 3)\n"
    }
    for format in [[], ["--json"]] {
      let result = try SolspotProcess.run(
        ["calibrate", "fit", "-", "--device", "iphone-15-front"] + format, input: Data(text.utf8))
      #expect(result.status == 1, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("solspot: "))
      #expect(result.stderr.contains("column 'reference_lux'"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
  }
}
