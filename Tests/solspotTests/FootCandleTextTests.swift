import Foundation
import Testing

/// Under `--unit fc` only figures of light change: what a user typed, file names, a catalog's
/// quotes and sources are printed as they are, even when they hold "N lux".
@Suite("Foot-candles leave text alone")
struct FootCandleTextTests {
  @Test("a spot named '1000 lux shelf' keeps its name, room and notes under fc")
  func spotText() throws {
    let fixture = try SpotFixture()
    let name = "1000 lux shelf"
    try fixture.ok([
      "add", name, "--room", "2,000 lux room", "--notes", "a 300 lux lamp at night",
    ])
    try fixture.ok(["add", "sill"])
    for spot in [name, "sill"] {
      try fixture.ok(["measure", spot, "-f", "1.9", "-t", "1/60", "--iso", "100"])
    }
    let environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    for command in [
      ["spot", "list"], ["spot", "show", name], ["spot", "history", name],
      ["spot", "compare", name, "sill"], ["plants", "--spot", name, "--limit", "1"],
    ] {
      let fc = try SolspotProcess.run(
        command + ["--unit", "fc", "--store", fixture.store], environment: environment)
      #expect(fc.status == 0, "\(command): \(fc.stderr)")
      #expect(!fc.stdout.contains("93 fc shelf"), "\(command)")
      if command[1] != "history" { #expect(fc.stdout.contains(name), "\(command): \(fc.stdout)") }
      // Every other figure is in fc.
      var own = fc.stdout
      for text in [name, "2,000 lux room", "a 300 lux lamp at night"] {
        own = own.replacingOccurrences(of: text, with: "")
      }
      #expect(FootCandleTests.figures(own, unit: "lux").isEmpty, "\(command): \(fc.stdout)")
      if command[1] != "list" {
        #expect(!FootCandleTests.figures(own, unit: "fc").isEmpty, "\(command): \(fc.stdout)")
      }
    }
    let show = try fixture.ok(["show", name, "--unit", "fc"])
    #expect(show.hasPrefix(name + "\n"))
    #expect(show.contains("\nRoom: 2,000 lux room\n"))
    #expect(show.contains("\nNotes: a 300 lux lamp at night\n"))
  }

  @Test("file names keep their figures: lux DIR, read in parallel workers, all in fc")
  func fileNames() throws {
    let files = Dictionary(
      uniqueKeysWithValues: (1...6).map { ("500 lux/\($0)00 lux.jpg", "jpeg-ii.jpg" as String?) })
    let folder = try PhotoFixtures.makeFolder(files)
    defer { PhotoFixtures.remove(folder) }
    let result = try SolspotProcess.run(["lux", folder.path, "--unit", "fc"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").filter { $0.contains(".jpg: ") }
    #expect(lines.count == 6)
    for line in lines {
      let (path, rest) = (line.prefix { $0 != ":" }, line.drop { $0 != ":" })
      #expect(path.contains("500 lux/") && path.hasSuffix("00 lux.jpg"), "\(line)")
      #expect(FootCandleTests.figures(String(rest), unit: "lux").isEmpty, "\(line)")
      #expect(!FootCandleTests.figures(String(rest), unit: "fc").isEmpty, "\(line)")
    }
  }

  @Test("a catalog's quotes and sources and a pair's note are printed as they are")
  func quotesAndSources() throws {
    let lux = try SolspotProcess.run(["plants", "show", "pothos"])
    let fc = try SolspotProcess.run(["plants", "show", "pothos", "--unit", "fc"])
    func quotes(_ text: String) -> [Substring] {
      text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map(\.element)
    }
    func sourceNotes(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter {
        $0.range(of: #"Note: [A-Z0-9-]+: "#, options: .regularExpression) != nil
      }
    }
    #expect(!quotes(lux.stdout).isEmpty && !sourceNotes(lux.stdout).isEmpty)
    #expect(quotes(fc.stdout) == quotes(lux.stdout))
    #expect(sourceNotes(fc.stdout) == sourceNotes(lux.stdout))
    // A device's sources too: the constant's derivation names "C = 0.53 lux at EV100 0".
    let device = try SolspotProcess.run(["devices", "iphone-15-front", "--unit", "fc"])
    let source = device.stdout.split(separator: "\n").first { $0.hasPrefix("  C: ") }
    #expect(source?.contains("0.53 lux") == true, "\(device.stdout)")
    #expect(device.stdout.contains("Calibration: nominal, C = 0.04924 fc"), "\(device.stdout)")

    let fixture = try SpotFixture()
    let environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    let add = try SolspotProcess.run(
      [
        "calibrate", "add", "--device", "iphone-15-front", "--lux", "700", "-f", "1.9", "-t",
        "1/30", "--iso", "100", "--note", "meter read 700 lux", "--store", fixture.store,
        "--unit", "fc",
      ], environment: environment)
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout.contains("against 65 fc"), "\(add.stdout)")
    let pairs = try SolspotProcess.run(
      [
        "calibrate", "pairs", "--device", "iphone-15-front", "--store", fixture.store, "--unit",
        "fc",
      ],
      environment: environment)
    #expect(pairs.stdout.contains(" 65 fc "), "\(pairs.stdout)")
    #expect(pairs.stdout.contains("meter read 700 lux"), "\(pairs.stdout)")
  }

  @Test("a DLI, in mol/m²/day, reads the same in either unit")
  func dli() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    try fixture.ok([
      "measure", "sill", "-f", "1.9", "-t", "1/2000", "--iso", "100", "--at", "2025-07-01T12:00Z",
    ])
    let lux = try fixture.ok(["show", "sill"])
    #expect(!lux.isEmpty)
    let environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    func dli(_ unit: String) throws -> Substring? {
      try SolspotProcess.run(
        ["preview", "dli", "sill", "--store", fixture.store, "--unit", unit],
        environment: environment
      ).stdout.split(separator: "\n").first
    }
    let first = try dli("fc")
    #expect(first == (try dli("lux")))
    #expect(first?.contains("mol/m²/day") == true, "\(first ?? "")")
  }
}
