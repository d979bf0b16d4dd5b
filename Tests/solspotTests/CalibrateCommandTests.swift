import Foundation
import SolspotKit
import Testing

@testable import solspot

@Suite("solspot calibrate")
struct CalibrateCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/calibration")
  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  /// A fresh folder for one test, standing in for the user's data folder.
  let home: URL
  var environment: [String: String] { ["XDG_DATA_HOME": home.path, "HOME": home.path] }

  init() throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-calibrate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String], input: Data? = nil) throws -> SolspotProcess.Result {
    try SolspotProcess.run(arguments, input: input, environment: environment)
  }

  /// The constant the fixture implies, worked out here from its settings: the mean of
  /// log2(lux) − EV100 with EV100 = log2(N²/t) − log2(S/100).
  func expectedConstant(_ name: String) throws -> Double {
    let lines = try String(contentsOfFile: Self.fixture(name), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
    let values = lines.map { line -> Double in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let n = Double(cells[0]) ?? 0
      let t = 1 / (Double(cells[1].dropFirst(2)) ?? 1)
      let ev = log2(n * n / t) - log2((Double(cells[2]) ?? 0) / 100)
      return log2(Double(cells[3]) ?? 0) - ev
    }
    return exp2(values.reduce(0, +) / Double(values.count))
  }

  @Test("fit prints the constant with its interval, the scatter, the range and the status")
  func fitText() throws {
    let result = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "Calibration of iPhone 15 front camera (iphone-15-front) from "
        + Self.fixture("pairs.csv"))
    let c = try expectedConstant("pairs.csv")
    #expect(
      lines.contains {
        $0.hasPrefix("C = \(NumberText.significant(c, 3)) lux at EV 0 (90% interval ")
      })
    #expect(lines.contains("Readings: 16 fitted of 16."))
    #expect(lines.contains { $0.hasPrefix("Lux range: 20–30,000 lux") })
    #expect(lines.contains { $0.hasPrefix("Residual σ: ") })
    #expect(
      lines.last == "Status: measured; write the profile with --write PATH --reference-meter NAME.")
  }

  @Test("fit --json has the documented fields, and CSV and JSON Lines agree")
  func fitJSON() throws {
    let result = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--json",
    ])
    #expect(result.status == 0)
    let object = try SolspotProcess.json(result.stdout)
    let c = try #require(object["constantLux"] as? Double)
    #expect(abs(c / (try expectedConstant("pairs.csv")) - 1) < 0.001)
    #expect(object["samples"] as? Int == 16)
    #expect(object["status"] as? String == "measured")
    let interval = try #require(object["interval"] as? [String: Any])
    #expect((interval["lower"] as? Double ?? 9) < c && c < (interval["upper"] as? Double ?? 0))
    #expect(object["lightTypes"] as? [String] == ["daylight", "fluorescent", "led"])
    let sigma = try #require(object["constantSigmaEV"] as? Double)
    let parts = [object["standardErrorEV"], object["referenceSigmaEV"]].compactMap { $0 as? Double }
    #expect(abs(sigma - parts.map { $0 * $0 }.reduce(0, +).squareRoot()) < 0.002)
    // The JSON Lines fixture holds the first eight pairs of the CSV.
    let lines = try run([
      "calibrate", "fit", Self.fixture("pairs.jsonl"), "--device", "iphone-15-front", "--json",
    ])
    #expect(try SolspotProcess.json(lines.stdout)["samples"] as? Int == 8)
    // The same from standard input, recognised by its first character.
    let piped = try run(
      ["calibrate", "fit", "-", "--device", "iphone-15-front", "--json"],
      input: try Data(contentsOf: Self.fixtures.appendingPathComponent("pairs.jsonl")))
    let pipedObject = try SolspotProcess.json(piped.stdout)
    #expect(pipedObject["file"] as? String == "<stdin>")
    #expect(
      pipedObject["constantLux"] as? Double == (try SolspotProcess.json(lines.stdout))[
        "constantLux"] as? Double)
  }

  @Test("--write makes a measured profile that lux uses with --profile, narrower and calibrated")
  func writeAndUse() throws {
    let path = home.appendingPathComponent("mine.json").path
    let fit = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "Sekonic C-800",
    ])
    #expect(fit.status == 0)
    #expect(fit.stdout.contains("\nStatus: measured; profile written to \(path).\n"))
    // The next step: how to use the file.
    let folder = home.appendingPathComponent("solspot/profiles").path
    #expect(
      fit.stdout.hasSuffix(
        "\nNext: use it with --profile \(path) (solspot lux -f N -t T --iso S --profile \(path)), "
          + "or make it iphone-15-front's profile everywhere: copy it to "
          + "\(folder)/iphone-15-front.json, or fit with --install.\n"))
    let profile = try DeviceProfile.decode(
      String(contentsOfFile: path, encoding: .utf8), file: path)
    let measurement = try #require(profile.calibration.measurement)
    #expect(profile.id == "iphone-15-front" && profile.fNumber == 1.9)
    #expect(measurement.samples == 16 && measurement.referenceMeter == "Sekonic C-800")
    #expect(measurement.date == "2026-03-14")  // the latest day in the 'time' column
    #expect(measurement.scope == .unit)

    let settings = ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json"]
    let nominal = try SolspotProcess.json(
      try run(settings + ["--device", "iphone-15-front"]).stdout)
    let measured = try SolspotProcess.json(try run(settings + ["--profile", path]).stdout)
    func spread(_ object: [String: Any]) throws -> Double {
      let lux = try #require(object["lux"] as? [String: Any])
      return try #require(lux["upper"] as? Double) / (try #require(lux["lower"] as? Double))
    }
    #expect(try spread(measured) < spread(nominal))
    let device = try #require(measured["device"] as? [String: Any])
    #expect(device["calibration"] as? String == "measured")

    // Below the calibrated range (20 lux and up) the interval widens and says so.
    let dim = try run(["lux", "-f", "1.9", "-t", "1/4", "--iso", "1600", "--profile", path])
    #expect(dim.stdout.contains("Note: this reading lies outside the "))
    #expect(dim.stdout.contains("the interval is widened for it"))
    let dimJSON = try SolspotProcess.json(
      try run([
        "lux", "-f", "1.9", "-t", "1/4", "--iso", "1600", "--profile", path, "--json", "--explain",
      ]).stdout)
    let components = try #require(
      (dimJSON["error"] as? [String: Any])?["components"] as? [[String: Any]])
    #expect(components.contains { $0["id"] as? String == "extrapolation" })
  }

  @Test("a profile in the user's profile folder replaces the built-in one with its id")
  func profileFolder() throws {
    let folder = home.appendingPathComponent("solspot/profiles")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("iphone-15-front.json").path
    let fit = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "Sekonic C-800", "--scope", "model", "--date", "2026-03-20",
    ])
    #expect(fit.status == 0)
    let lux = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iPhone15,4"])
    #expect(
      lux.stdout.contains(
        "calibrated against Sekonic C-800 on 2026-03-20 (16 readings); made on another unit of "
          + "this model, so unit-to-unit variation is added to the interval."))
    let devices = try run(["devices"])
    #expect(
      devices.stdout.split(separator: "\n").contains {
        $0.hasPrefix("iphone-15-front ") && $0.hasSuffix("measured     your folder")
      })
    // Without the folder the built-in profile is back.
    let other = try SolspotProcess.run(
      ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front"],
      environment: ["XDG_DATA_HOME": home.appendingPathComponent("elsewhere").path])
    #expect(other.stdout.contains("not calibrated"))

    // A broken file that is not the profile asked for gives one warning, and the rest runs.
    try "{ not json".write(
      toFile: folder.appendingPathComponent("broken.json").path, atomically: true, encoding: .utf8)
    let warned = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(warned.status == 0)
    #expect(
      warned.stderr
        == "solspot: warning: \(folder.path)/broken.json: is not valid JSON; left out\n")
    let stillMeasured = try run([
      "lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front",
    ])
    #expect(stillMeasured.stdout.contains("calibrated against Sekonic C-800"))
    // The profile asked for is an error naming its file, never silently skipped.
    let asked = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "broken"])
    #expect(asked.status == 1)
    #expect(asked.stderr == "solspot: \(folder.path)/broken.json: is not valid JSON\n")
    try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
    let mine = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iPhone15,4"])
    #expect(mine.status == 1)
    #expect(mine.stderr.hasPrefix("solspot: \(path): is not valid JSON"))
  }

  @Test("--install writes the profile into the folder under its id, and never replaces one")
  func install() throws {
    let arguments = [
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iPhone15,4", "--install",
      "--reference-meter", "Sekonic C-800",
    ]
    let fit = try run(arguments)
    #expect(fit.status == 0)
    let path = home.appendingPathComponent("solspot/profiles/iphone-15-front.json").path
    #expect(fit.stdout.contains("\nStatus: measured; profile written to \(path).\n"))
    #expect(
      fit.stdout.hasSuffix(
        "\nNext: --device iphone-15-front now uses this profile in every command ('solspot "
          + "devices iphone-15-front' shows it); remove \(path) to go back.\n"))
    let lux = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15"])
    #expect(lux.stdout.contains("calibrated against Sekonic C-800"))
    let again = try run(arguments)
    #expect(again.status == 1)
    #expect(again.stderr == "solspot: \(path): already exists; give --force to replace it\n")
    #expect(try run(arguments + ["--force"]).status == 0)
    let both = try run(arguments + ["--write", "x.json"])
    #expect(both.status == 2)
    #expect(both.stderr.hasPrefix("solspot: give --write PATH or --install, not both"))
  }

  @Test("a profile dated after today is refused where it is read")
  func futureProfile() throws {
    let path = home.appendingPathComponent("future.json").path
    _ = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "meter",
    ])
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: "\"2026-03-14\"", with: "\"2099-01-01\"")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let lux = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--profile", path])
    #expect(lux.status == 1)
    #expect(
      lux.stderr
        == "solspot: \(path): field 'calibration.date': 2099-01-01 is after today: a calibration "
        + "cannot be dated in the future\n")
  }

  @Test("fewer than 5 pairs: the fit is shown, refused with the reason, and the status is 1")
  func refusal() throws {
    let path = home.appendingPathComponent("few.json").path
    let plain = try run([
      "calibrate", "fit", Self.fixture("few.csv"), "--device", "iphone-15-front",
    ])
    // A refused fit is a failure to scripts, even without --write; the report still prints.
    #expect(plain.status == 1)
    #expect(plain.stderr.isEmpty)
    #expect(
      plain.stdout.contains(
        "Status: refused: a measured calibration needs at least 5 usable readings, but these give 4."
      ))
    let write = try run([
      "calibrate", "fit", Self.fixture("few.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "meter",
    ])
    #expect(write.status == 1)
    #expect(
      write.stderr
        == "solspot: cannot write a measured profile: a measured calibration needs at least 5 usable readings, but these give 4\n"
    )
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("--write never replaces a file unless --force is given")
  func noOverwrite() throws {
    let path = home.appendingPathComponent("kept.json").path
    try "precious".write(toFile: path, atomically: true, encoding: .utf8)
    let arguments = [
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "meter",
    ]
    let refused = try run(arguments)
    #expect(refused.status == 1)
    #expect(refused.stderr == "solspot: \(path): already exists; give --force to replace it\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
    #expect(try run(arguments + ["--force"]).status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"status\" : \"measured\""))
  }

  struct BadCall: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badCalls: [BadCall] = [
    BadCall(
      arguments: ["calibrate", "fitt"], status: 2,
      message: "solspot: unknown command 'calibrate fitt'; did you mean 'calibrate fit'?"),
    BadCall(
      arguments: ["calibrate", "fit", "x.csv"], status: 2,
      message: "solspot: missing option --device (or --profile, or SOLSPOT_DEVICE)"),
    BadCall(
      arguments: ["calibrate", "fit", "x.csv", "--device", "iphone-x-front", "--write", "p.json"],
      status: 2, message: "solspot: missing option --reference-meter"),
    BadCall(
      arguments: ["calibrate", "fit", "x.csv", "--device", "iphone-x-front", "--scope", "model"],
      status: 2, message: "solspot: --scope applies only with --write or --install"),
    BadCall(
      arguments: [
        "calibrate", "fit", "x.csv", "--device", "iphone-x-front", "--write", "p",
        "--reference-meter", "m", "--scope", "sideways",
      ], status: 2, message: "solspot: invalid value 'sideways' for --scope: expected unit or model"
    ),
    BadCall(
      arguments: [
        "calibrate", "fit", "x.csv", "--device", "iphone-x-front", "--reference-sigma", "2",
      ], status: 2, message: "solspot: invalid value '2' for --reference-sigma"),
    BadCall(
      arguments: [
        "calibrate", "check", "x.csv", "--device", "iphone-x-front", "--profile",
        fixture("pairs.csv"),
      ], status: 1, message: "solspot: \(fixture("pairs.csv")): is not valid JSON"),
    BadCall(
      arguments: ["calibrate", "fit", "missing.csv", "--device", "iphone-x-front"], status: 1,
      message: "solspot: missing.csv: no such file"),
    BadCall(
      arguments: ["calibrate", "fit", fixture("bad-shutter.csv"), "--device", "iphone-x-front"],
      status: 1,
      message:
        "solspot: \(fixture("bad-shutter.csv")):3: column 'shutter': '1/0' is not an exposure time such as 1/120 or 8ms"
    ),
    BadCall(
      arguments: ["calibrate", "fit", fixture("pairs.csv"), "--device", "pixel-9"], status: 1,
      message: "solspot: unknown device 'pixel-9'"),
  ]

  @Test("calibrate alone prints its help with the subcommands and exits 0, as spot alone does")
  func alone() throws {
    for group in ["calibrate", "spot"] {
      let result = try run([group])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(result.stdout == (try run(["help", group])).stdout)
      #expect(result.stdout.contains("SUBCOMMANDS:"))
    }
    #expect(try run(["calibrate"]).stdout.contains("  fit "))
  }

  @Test("bad calls give one line on stderr and the documented exit code", arguments: badCalls)
  func badCall(_ call: BadCall) throws {
    let result = try run(call.arguments)
    #expect(result.status == call.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(call.message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("--device and --profile naming different devices is a usage error")
  func conflictingDevice() throws {
    let path = home.appendingPathComponent("p.json").path
    _ = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "meter",
    ])
    let result = try run([
      "calibrate", "check", Self.fixture("check.csv"), "--device", "iphone-x", "--profile", path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("name different devices"))
    let same = try run([
      "calibrate", "check", Self.fixture("check.csv"), "--device", "iPhone15,4", "--profile", path,
    ])
    #expect(same.status == 0)
  }

  /// A check file of `count` pairs for `profile`, in EV100 form: lux spread in log over the
  /// profile's calibrated range (or 30 to 20,000 lux), each reference reading placed at an
  /// evenly spread quantile of the estimate's own error and moved by `shiftEV`, so that a
  /// right profile's intervals hold as they claim.
  func checkFile(for profile: DeviceProfile, count: Int, shiftEV: Double = 0, name: String)
    throws -> String
  {
    let estimator = try LuxEstimator(profile: profile)
    let valid = profile.calibration.measurement?.validLux ?? 30...20_000
    // Kept well under the 200,000 lux a reference reading may have, shifted or not.
    let range = valid.lowerBound...min(valid.upperBound, 5_000)
    var rows = ["ev100,reference_lux,light"]
    for i in 0..<count {
      let target =
        range.lowerBound
        * pow(range.upperBound / range.lowerBound, (Double(i) + 0.5) / Double(count))
      let ev = log2(target / profile.calibration.constantLux)
      let (point, _) = estimator.interval(sceneEV: ev)
      // Quantiles in a scrambled order, so that they do not follow the lux.
      let p = (Double((i * 7) % count) + 0.5) / Double(count)
      let distribution = estimator.model.budget(calibration: profile.calibration, pointLux: point)
        .distribution()
      let lux = point * exp2(distribution.quantile(p) + shiftEV)
      rows.append("\(ev),\(lux),\(i % 2 == 0 ? "daylight" : "led")")
    }
    let path = home.appendingPathComponent(name).path
    try (rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("check on a few pairs that all fit calls the verdict inconclusive, not about right")
  func checkFew() throws {
    let profile = try #require(try DeviceProfileCatalog.builtIn().profile(named: "iphone-15-front"))
    let path = try checkFile(for: profile, count: 6, name: "few.csv")
    let text = try run(["calibrate", "check", path, "--device", "iphone-15-front"])
    #expect(text.status == 0)
    #expect(!text.stdout.contains("about right"))
    #expect(
      text.stdout.contains(
        "\nVerdict: inconclusive: with 6 pairs, intervals too narrow or too wide by a margin "
          + "that matters would look like this too; 20 or more pairs give a real check.\n"))
    #expect(!text.stdout.contains("only a gross error shows"))
    let json = try SolspotProcess.json(
      try run(["calibrate", "check", path, "--device", "iphone-15-front", "--json"]).stdout)
    #expect(json["verdict"] as? String == "inconclusive")
  }

  /// The measured profile `calibrate fit` writes for the fixture's pairs, and its path.
  func fittedProfile() throws -> (DeviceProfile, String) {
    let path = home.appendingPathComponent("p.json").path
    _ = try run([
      "calibrate", "fit", Self.fixture("pairs.csv"), "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "meter",
    ])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return (try DeviceProfile.decode(text, file: "p.json"), path)
  }

  @Test("check reports coverage at four levels with binomial ranges and a verdict")
  func check() throws {
    let (profile, path) = try fittedProfile()
    let pairs = try checkFile(for: profile, count: 30, name: "check.csv")
    let text = try run(["calibrate", "check", pairs, "--profile", path])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Coverage of the measured profile of iPhone 15 front camera (iphone-15-front) on 30 paired readings from \(pairs):"
    )
    #expect(lines.filter { $0.hasPrefix("  ") && $0.contains(" intervals: ") }.count == 4)
    // Quantiles 0.5/30 … 29.5/30: the 90% interval holds the 27 from 2.5/30 to 27.5/30, and
    // its ends, rounded outward to two figures as printed, may take in one more.
    #expect(
      lines.contains {
        ($0.hasPrefix("  90% intervals: 27 of 30") || $0.hasPrefix("  90% intervals: 28 of 30"))
          && $0.hasSuffix(": about right")
      })
    #expect(
      lines.contains(
        "Verdict: about right: the intervals contain the reference about as often as they claim."))
    #expect(
      lines.contains(
        "Note: these pairs all come from one phone and share its error (its constant, glass and "
          + "view), so this checks the profile for this phone, not for phones in general."))
    let json = try SolspotProcess.json(
      try run(["calibrate", "check", pairs, "--profile", path, "--json"]).stdout)
    let levels = try #require(json["levels"] as? [[String: Any]])
    #expect(levels.map { $0["confidence"] as? Double } == [0.5, 0.8, 0.9, 0.95])
    #expect(levels.allSatisfy { $0["total"] as? Int == 30 })
    let contained = levels.compactMap { $0["contained"] as? Int }
    #expect(contained == contained.sorted())  // wider intervals contain at least as many
    #expect(json["verdict"] as? String == "aboutRight")
    #expect(json["rangeConfidence"] as? Double == 0.975)
    #expect(json["small"] as? Bool == false)
  }

  @Test("a profile whose constant is off by more than its intervals allow is found too narrow")
  func checkMiscalibrated() throws {
    let (profile, path) = try fittedProfile()
    // The light is 2.5 EV above what the profile reads: beyond most of its 90% intervals.
    let pairs = try checkFile(for: profile, count: 30, shiftEV: 2.5, name: "check.csv")
    let result = try run(["calibrate", "check", pairs, "--profile", path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("  90% intervals: ") && $0.hasSuffix(": too narrow") })
    #expect(
      lines.contains(
        "Verdict: too narrow: the profile states more certainty than these readings support: "
          + "refit it with more readings, or check that phone and meter lay side by side."))
    #expect(lines.last?.hasPrefix("Outside the 90% interval: lines ") == true)
    let json = try SolspotProcess.json(
      try run(["calibrate", "check", pairs, "--profile", path, "--json"]).stdout)
    #expect(json["verdict"] as? String == "tooNarrow")
    let levels = try #require(json["levels"] as? [[String: Any]])
    let ninety = try #require(levels.first { $0["confidence"] as? Double == 0.9 })
    let missed = (ninety["total"] as? Int ?? 0) - (ninety["contained"] as? Int ?? 0)
    #expect((json["missedLines"] as? [Int])?.count == missed && missed > 15)
  }
}
