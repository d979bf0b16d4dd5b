import Foundation
import Testing

/// What `calibrate` says about input it cannot use: empty files, wrong separators, bad times,
/// a narrow range, a folder to write to, a misnamed profile. Each message names the problem
/// and what to do.
@Suite("solspot calibrate: messages about input")
struct CalibrateInputTests {
  let fixture: SpotFixture

  init() throws { fixture = try SpotFixture() }

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      arguments, environment: ["XDG_DATA_HOME": fixture.folder.path, "HOME": fixture.folder.path])
  }

  /// Writes `text` to a file named `name` in the test's folder.
  func file(_ name: String, _ text: String) throws -> String {
    let path = fixture.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The pairs fixture with `transform` applied to each line after the comment.
  func pairs(_ name: String, _ transform: (Int, String) -> String) throws -> String {
    let lines = try String(
      contentsOfFile: CalibrateCommandTests.fixture("pairs.csv"), encoding: .utf8
    ).split(separator: "\n").dropFirst().map(String.init)
    return try file(
      name, lines.enumerated().map { transform($0.offset, $0.element) }.joined(separator: "\n"))
  }

  @Test("a file with only a header says it holds no pairs")
  func headerOnly() throws {
    for (name, text) in [
      ("empty.csv", "aperture,shutter,iso,reference_lux\n"), ("empty.jsonl", "\n"),
    ] {
      let path = try file(name, text)
      let fit = try run(["calibrate", "fit", path, "--device", "iphone-15-front"])
      #expect(fit.status == 1)
      #expect(fit.stdout.isEmpty)
      #expect(fit.stderr == "solspot: \(path): holds no pairs to fit (only a header, or nothing)\n")
    }
  }

  @Test("columns separated by semicolons or tabs: the message says to use commas")
  func separators() throws {
    for (name, separator, word) in [("semi.csv", ";", "semicolons"), ("tabs.csv", "\t", "tabs")] {
      let path = try pairs(name) { $1.replacingOccurrences(of: ",", with: separator) }
      let fit = try run(["calibrate", "fit", path, "--device", "iphone-15-front"])
      #expect(fit.status == 1)
      #expect(
        fit.stderr
          == "solspot: \(path):1: the columns are separated by \(word); a calibration file "
          + "separates them with commas (aperture,shutter,iso,reference_lux)\n")
    }
  }

  @Test("a 'time' that is not a time is an error naming the line; a day alone is fine")
  func badTimes() throws {
    let cases = [
      (
        "yesterday",
        "'yesterday' is not a time such as 2026-03-14T10:20:00+01:00 or a day such as 2026-03-14"
      ),
      ("2026-13-45", "'2026-13-45' is not a real day: there is no month 13"),
      ("2026-03-14T25:00:00+01:00", "'2026-03-14T25:00:00+01:00' is not a time such as "),
    ]
    for (index, (cell, reason)) in cases.enumerated() {
      let path = try pairs("time\(index).csv") { line, text in
        line == 3 ? text.replacingOccurrences(of: "2026-03-12T11:14:00+01:00", with: cell) : text
      }
      let fit = try run(["calibrate", "fit", path, "--device", "iphone-15-front"])
      #expect(fit.status == 1)
      #expect(fit.stderr.hasPrefix("solspot: \(path):4: column 'time': \(reason)"), "\(fit.stderr)")
    }
    // A day alone, or a time without an offset, still dates the pair.
    let plain = try pairs("plain.csv") { line, text in
      line == 5
        ? text.replacingOccurrences(of: "2026-03-14T13:28:00+01:00", with: "2026-03-15")
        : line == 6
          ? text.replacingOccurrences(of: "2026-03-10T14:35:00+01:00", with: "2026-03-10 14:35")
          : text
    }
    let path = fixture.path("plain.json")
    let fit = try run([
      "calibrate", "fit", plain, "--device", "iphone-15-front", "--write", path,
      "--reference-meter", "M",
    ])
    #expect(fit.status == 0, "\(fit.stderr)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"date\" : \"2026-03-15\""))
  }

  @Test("a narrow range: the warning says only what is missing, and has its own code")
  func narrowRange() throws {
    // 58–8,020 lux: dim enough, not bright enough.
    let path = try pairs("narrow.csv") { line, text in
      guard line > 0, let lux = Double(text.split(separator: ",")[3]) else { return text }
      return (50...10_000).contains(lux) ? text : "#" + text
    }
    let fit = try run(["calibrate", "fit", path, "--device", "iphone-15-front"])
    #expect(fit.status == 0)
    #expect(
      fit.stdout.split(separator: "\n").contains(
        "Warning: the readings cover only 58–8,100 lux, 2.1 decades; readings outside that range "
          + "get wider intervals, so add brighter spots, up to 100,000 lux (100 to 100,000 lux "
          + "covers homes)."))
    let json = try SolspotProcess.json(
      try run(["calibrate", "fit", path, "--device", "iphone-15-front", "--json"]).stdout)
    let warnings = (json["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    #expect(warnings.contains("narrow-range"))
    #expect(json["decades"] as? Double == 2.1)
    // Under two decades: refused, with a code of its own.
    let narrower = try pairs("narrower.csv") { line, text in
      guard line > 0, let lux = Double(text.split(separator: ",")[3]) else { return text }
      return (400...10_000).contains(lux) ? text : "#" + text
    }
    let refused = try SolspotProcess.json(
      try run(["calibrate", "fit", narrower, "--device", "iphone-15-front", "--json"]).stdout)
    let codes = (refused["refusals"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    #expect(codes == ["too-narrow-range"])
  }

  @Test("--write to a folder, or into a folder that does not exist, says so plainly")
  func writeTargets() throws {
    let folder = fixture.path("profiles")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let base = [
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device", "iphone-15-front",
      "--reference-meter", "M",
    ]
    let onFolder = try run(base + ["--write", folder, "--force"])
    #expect(onFolder.status == 1)
    #expect(
      onFolder.stderr
        == "solspot: \(folder): is a folder; give a file path such as "
        + "\(folder)/iphone-15-front.json\n")
    let missing = fixture.path("nowhere/mine.json")
    let noFolder = try run(base + ["--write", missing])
    #expect(noFolder.status == 1)
    #expect(
      noFolder.stderr
        == "solspot: \(missing): cannot be written: the folder \(fixture.path("nowhere")) does "
        + "not exist\n")
  }

  @Test("a profile file named after another id says which id it holds and what to name it")
  func misnamedProfile() throws {
    let folder = fixture.folder.appendingPathComponent("solspot/profiles")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("my-phone.json").path
    let fit = try run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device", "iphone-15-front",
      "--write", path, "--reference-meter", "M",
    ])
    #expect(fit.status == 0)
    let message =
      "\(path): the file holds profile 'iphone-15-front'; name it iphone-15-front.json (a "
      + "profile file is named after its id)"
    // Asked for, by id or by model identifier, the profile it holds is an error: the
    // built-in nominal profile must not silently stand in for a calibrated one.
    for device in ["iphone-15-front", "iPhone15,4"] {
      let lux = try run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", device])
      #expect(lux.status == 1)
      #expect(lux.stderr == "solspot: \(message)\n")
    }
    // Anything else runs, with one warning.
    let devices = try run(["devices"])
    #expect(devices.status == 0)
    #expect(devices.stderr == "solspot: warning: \(message); left out\n")
    let other = try run(["lux", "-f", "2.2", "-t", "1/60", "--iso", "100", "--device", "iphone-x"])
    #expect(other.status == 0)
    #expect(other.stderr == "solspot: warning: \(message); left out\n")
  }
}
