import Foundation
import Testing

@Suite("solspot calibrate add and pairs")
struct CalibrateStoreCommandTests {
  let fixture: SpotFixture

  init() throws { fixture = try SpotFixture() }

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      arguments + ["--store", fixture.store],
      environment: ["XDG_DATA_HOME": fixture.folder.path, "HOME": fixture.folder.path])
  }

  /// The pairs of the CSV fixture, saved one at a time as a user would.
  func addFixturePairs() throws -> Int {
    let text = try String(
      contentsOf: CalibrateCommandTests.fixtures.appendingPathComponent("pairs.csv"),
      encoding: .utf8)
    var count = 0
    for line in text.split(separator: "\n").filter({ !$0.hasPrefix("#") }).dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let result = try run([
        "calibrate", "add", "--device", "iPhone15,4", "-f", cells[0], "-t", cells[1], "--iso",
        cells[2], "--lux", cells[3], "--light", cells[4], "--at", cells[5],
      ])
      #expect(result.status == 0, "\(result.stderr)")
      count += 1
    }
    return count
  }

  @Test("add saves pairs; fit and check without a file use them, as they would the file")
  func addAndFit() throws {
    let count = try addFixturePairs()
    let fromStore = try SolspotProcess.json(
      try run(["calibrate", "fit", "--device", "iphone-15-front", "--json"]).stdout)
    let fromFile = try SolspotProcess.json(
      try SolspotProcess.run([
        "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
        "iphone-15-front", "--json",
      ]).stdout)
    #expect(fromStore["samples"] as? Int == count)
    #expect(fromStore["constantLux"] as? Double == fromFile["constantLux"] as? Double)
    #expect(fromStore["constantSigmaEV"] as? Double == fromFile["constantSigmaEV"] as? Double)
    #expect(fromStore["file"] as? String == "the store \(fixture.store)")
    let check = try run(["calibrate", "check", "--device", "iphone-15-front"])
    #expect(check.status == 0)
    #expect(check.stdout.contains("on \(count) paired readings from the store \(fixture.store):"))
    // The profile written from saved pairs takes the latest day of the pairs.
    let path = fixture.path("mine.json")
    let write = try run([
      "calibrate", "fit", "--device", "iphone-15-front", "--write", path, "--reference-meter", "m",
    ])
    #expect(write.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"date\" : \"2026-03-14\""))
  }

  @Test("add says what it saved and how many pairs the device has")
  func addText() throws {
    let result = try run([
      "calibrate", "add", "--device", "iphone-15-front", "--lux", "640", "-f", "1.9", "-t", "1/60",
      "--iso", "100",
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // C implied by one pair: 640 / 2^EV100, EV100 = log2(1.9² · 60) − 0.
    let implied = 640 / exp2(log2(1.9 * 1.9 * 60))
    #expect(
      lines.first
        == "Saved calibration pair 1 for iPhone 15 front camera (iphone-15-front): f/1.9, 1/60 s, "
        + "ISO 100 against 640 lux (on its own it implies C = "
        + String(format: "%.3g", implied) + " lux at EV 0).")
    #expect(
      lines.last
        == "1 pair saved for iphone-15-front; a fit needs at least 5, over two decades of lux.")
    let json = try SolspotProcess.json(
      try run([
        "calibrate", "add", "--device", "iphone-15-front", "--lux", "90", "-f", "1.9", "-t", "1/30",
        "--iso", "400", "--note", "hall", "--json",
      ]).stdout)
    #expect(json["pair"] as? Int == 2)
    #expect(json["reference_lux"] as? Double == 90)
    #expect(json["note"] as? String == "hall")
  }

  @Test("a shutter typed as bare seconds gets the same hint as in lux, on stderr")
  func shutterHint() throws {
    let result = try run([
      "calibrate", "add", "--device", "iphone-15-front", "--lux", "640", "-f", "1.9", "-t", "60",
      "--iso", "100", "--json",
    ])
    #expect(result.status == 0)
    #expect(try SolspotProcess.json(result.stdout)["shutter"] != nil)
    #expect(
      result.stderr.contains(
        "solspot: warning: -t 60 means 60 seconds (write 60s to say so); for 1/60 s write 1/60"))
  }

  @Test("pairs lists them, --json is a calibration file, --remove removes one")
  func pairsAndRemove() throws {
    let count = try addFixturePairs()
    let table = try run(["calibrate", "pairs", "--device", "iphone-15-front"])
    let rows = table.stdout.split(separator: "\n")
    #expect(rows.first?.hasPrefix("PAIR  TIME") == true)
    #expect(rows.count == count + 1)
    let jsonl = try run(["calibrate", "pairs", "--device", "iphone-15-front", "--json"])
    let path = fixture.path("pairs.jsonl")
    try jsonl.stdout.write(toFile: path, atomically: true, encoding: .utf8)
    let refit = try SolspotProcess.json(
      try SolspotProcess.run(["calibrate", "fit", path, "--device", "iphone-15-front", "--json"])
        .stdout)
    #expect(refit["samples"] as? Int == count)
    #expect(
      try run(["calibrate", "pairs", "--device", "iphone-15-front", "--remove", "3"]).stdout
        == "Removed calibration pair 3 of iphone-15-front.\n")
    let again = try run(["calibrate", "pairs", "--device", "iphone-15-front", "--remove", "3"])
    #expect(again.status == 1)
    #expect(again.stderr == "solspot: no calibration pair 3 is saved for iphone-15-front\n")
    let other = try run(["calibrate", "pairs", "--device", "iphone-x-front"])
    #expect(
      other.stdout == "No calibration pairs are saved for iPhone X front camera (iphone-x-front).\n"
    )
  }

  struct BadCall: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badCalls: [BadCall] = [
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "-f", "2.2", "-t", "1/60", "--iso", "100",
      ],
      status: 2, message: "solspot: missing option --lux"),
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "--lux", "-5", "-f", "2.2", "-t", "1/60",
        "--iso", "100",
      ],
      status: 2, message: "solspot: invalid value '-5' for --lux: must be greater than 0, not -5"),
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "--lux", "1e-320", "-f", "2.2", "-t",
        "1/60", "--iso", "100",
      ],
      status: 2,
      message: "solspot: invalid value '1e-320' for --lux: 1e-320 lux is too small: a reference "
        + "reading is at least 0.001 lux"),
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "--lux", "1e20", "-f", "2.2", "-t",
        "1/60", "--iso", "100",
      ],
      status: 2,
      message: "solspot: invalid value '1e20' for --lux: 1e20 lux is brighter than any daylight"),
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "--lux", "5", "-f", "2.2", "-t", "1/60",
        "--iso", "100", "--at", "2099-01-01T10:00Z",
      ],
      status: 1, message: "solspot: the time '2099-01-01T10:00Z' for --at is in the future"),
    BadCall(
      arguments: ["calibrate", "add", "--lux", "5", "-f", "2.2", "-t", "1/60", "--iso", "100"],
      status: 2, message: "solspot: missing option --device (or --profile, or SOLSPOT_DEVICE)"),
    BadCall(
      arguments: [
        "calibrate", "add", "--device", "iphone-x-front", "--lux", "5", "-f", "2.2", "-t", "1/60",
        "--iso", "100", "--at", "yesterday",
      ],
      status: 1, message: "solspot: invalid time 'yesterday' for --at"),
    BadCall(
      arguments: ["calibrate", "pairs", "--device", "iphone-x-front", "--remove", "x"], status: 2,
      message: "solspot: invalid value 'x' for --remove"),
  ]

  @Test("bad calls give one line on stderr and the documented exit code", arguments: badCalls)
  func badCall(_ call: BadCall) throws {
    let result = try run(call.arguments)
    #expect(result.status == call.status)
    #expect(result.stderr.hasPrefix(call.message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("a named store: pairs, fit, check and --remove only read it; add creates no folders")
  func namedStore() throws {
    let missing = fixture.path("typo/x.sqlite")
    let reading = [
      ["calibrate", "pairs", "--device", "iphone-x-front"],
      ["calibrate", "pairs", "--device", "iphone-x-front", "--remove", "1"],
      ["calibrate", "fit", "--device", "iphone-x-front"],
      ["calibrate", "check", "--device", "iphone-x-front"],
    ]
    for arguments in reading {
      let result = try SolspotProcess.run(arguments + ["--store", missing])
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr
          == "solspot: \(missing): the store does not exist (the path given with --store); "
          + "check the path: only 'spot add', 'spot import' and 'calibrate add' create a store\n",
        "\(arguments)")
    }
    let add = [
      "calibrate", "add", "--device", "iphone-x-front", "--lux", "500", "-f", "2.2", "-t", "1/60",
      "--iso", "100",
    ]
    let refused = try SolspotProcess.run(add + ["--store", missing])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "solspot: \(missing): the folder \(fixture.path("typo")) does not exist (the path "
        + "given with --store); check the path, or create the folder first: 'spot add', 'spot "
        + "import' and 'calibrate add' create a store, not its folders\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.path("typo")))
    // In a folder that exists, add creates the store; an empty one says it has no pairs.
    let empty = try SolspotProcess.run(
      ["calibrate", "fit", "--device", "iphone-x-front"] + [
        "--store", fixture.store,
      ])
    #expect(empty.stderr.hasPrefix("solspot: \(fixture.store): the store does not exist"))
    #expect(try run(["spot", "add", "sill"]).status == 0)
    let none = try run(["calibrate", "fit", "--device", "iphone-x-front"])
    #expect(none.status == 1)
    #expect(
      none.stderr.hasPrefix(
        "solspot: no calibration pairs are saved for iphone-x-front in \(fixture.store): "))
    #expect(try run(add).status == 0)
    #expect(
      try run(["calibrate", "pairs", "--device", "iphone-x-front"]).stdout.contains("500 lux"))
  }

  @Test("--store with a FILE is a usage error")
  func storeWithFile() throws {
    let result = try run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device", "iphone-x-front",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("solspot: --store applies only without FILE"))
  }
}
