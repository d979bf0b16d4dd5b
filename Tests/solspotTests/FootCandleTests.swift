import Foundation
import SolspotKit
import Testing

/// `--unit fc` and `SOLSPOT_UNIT=fc` print every illuminance in foot-candles, converted where
/// each figure is rendered; `plants --fc N` takes the light in foot-candles; JSON stays in lux.
@Suite("Foot-candles")
struct FootCandleTests {
  /// Lux in a foot-candle, from its definition (1 lm/ft², the foot 0.3048 m; NIST SP 811
  /// B.9: 1.076 391 E+01), apart from the code under test.
  static let luxPerFootCandle = 1 / (0.3048 * 0.3048)

  /// A figure printed before a unit: `540 lux`, `2.6–49 fc`, `at least 2,700,000 lux`.
  static func figures(_ text: String, unit: String) -> [(Double, Double)] {
    let number = "([0-9][0-9,]*(?:\\.[0-9]+)?(?:e-?[0-9]+)?)"
    guard
      let pattern = try? NSRegularExpression(
        pattern: number + "(?:(?:–| to )" + number + ")? " + unit + "\\b")
    else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      func number(_ index: Int) -> Double? {
        guard let r = Range(match.range(at: index), in: text) else { return nil }
        return Double(text[r].replacingOccurrences(of: ",", with: ""))
      }
      guard let low = number(1) else { return nil }
      return (low, number(2) ?? low)
    }
  }

  /// The lines of `text` that are neither a source's words nor a catalog's notes (a quoted
  /// statement; a plant's "  Note: …", indented), with a light typed in the other unit ("(600
  /// lux) as given") left out.
  static func ownLines(_ text: String) -> [Substring] {
    text.replacingOccurrences(
      of: #"\([0-9.,]+ (lux|fc)\) as given"#, with: "as given", options: .regularExpression
    )
    .split(separator: "\n").filter { line in
      !line.contains("\"") && !line.hasPrefix("  Note: ")
    }
  }

  /// Commands that print illuminance, run against one store: every figure of each must come
  /// out in foot-candles.
  static let commands: [[String]] = [
    ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"],
    ["lux", "-f", "2.2", "-t", "13us", "--iso", "19", "--device", "iphone-x"],
    ["lux", PhotoFixtures.path("jpeg-ii.jpg"), PhotoFixtures.path("iphone-front.jpg")],
    ["plants", "--lux", "600", "--all"],
    ["plants", "--band", "medium", "--why"],
    ["plants", "show", "pothos"],
    ["plants", "-f", "1.9", "-t", "1/500", "--iso", "100", "--why"],
    ["plants", "--spot", "sill", "--season", "summer"],
    ["spot", "show", "sill"],
    ["spot", "list"],
    ["spot", "history", "sill"],
    ["spot", "compare", "sill", "shelf"],
    ["spot", "seasons", "sill"],
    ["devices"],
    ["read", ReadCommandTests.example("clean-flat.jsonl")],
    ["read", ReadCommandTests.example("tilted-start.jsonl"), "--trace"],
    ["calibrate", "pairs", "--device", "iphone-15-front"],
    [
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device", "iphone-15-front",
    ],
    [
      "calibrate", "check", CalibrateCommandTests.fixture("check.csv"), "--device",
      "iphone-15-front",
    ],
    ["preview", "dli", "sill"],
    ["preview", "curve", "sill"],
  ]

  func store() throws -> SpotFixture {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    try fixture.ok(["add", "shelf"])
    for (spot, shutter, time) in [
      ("sill", "1/2000", "2025-07-01T12:00Z"), ("sill", "1/1000", "2025-07-02T12:00Z"),
      ("sill", "1/250", "2025-01-10T12:00Z"), ("shelf", "1/60", "2025-07-01T12:00Z"),
    ] {
      try fixture.ok(["measure", spot, "-f", "1.9", "-t", shutter, "--iso", "100", "--at", time])
    }
    // A calibration pair for 'calibrate pairs' (its reference is an illuminance too).
    let pair = try SolspotProcess.run(
      [
        "calibrate", "add", "--device", "iphone-15-front", "--lux", "700", "-f", "1.9", "-t",
        "1/30", "--iso", "100", "--store", fixture.store,
      ], environment: SolspotProcess.isolatedEnvironment(in: fixture.folder))
    #expect(pair.status == 0, "\(pair.stderr)")
    return fixture
  }

  func run(_ command: [String], _ fixture: SpotFixture, environment: [String: String]? = nil)
    throws -> SolspotProcess.Result
  {
    let usesStore =
      ["spot", "preview"].contains(command.first ?? "")
      || command.prefix(2) == ["calibrate", "pairs"]
      || (command.first == "plants" && command.contains("--spot"))
    let store = usesStore ? ["--store", fixture.store] : []
    var base = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    for (key, value) in environment ?? [:] { base[key] = value }
    return try SolspotProcess.run(command + store, environment: base)
  }

  @Test(
    "with --unit fc no command prints a lux figure of its own, and each prints the same figures in fc"
  )
  func everyFigureConverts() throws {
    #expect(Self.figures("at 540 lux, 2.6–49 fc", unit: "lux").count == 1)
    let fixture = try store()
    for command in Self.commands {
      let lux = try run(command, fixture)
      let fc = try run(command + ["--unit", "fc"], fixture)
      #expect(lux.status == fc.status, "\(command)")
      #expect(!lux.stdout.isEmpty, "\(command): \(lux.stderr)")
      let ownLux = Self.ownLines(lux.stdout).joined(separator: "\n")
      let ownFc = Self.ownLines(fc.stdout).joined(separator: "\n")
      #expect(Self.figures(ownFc, unit: "lux").isEmpty, "\(command): \(fc.stdout)")
      let inLux = Self.figures(ownLux, unit: "lux")
      let inFc = Self.figures(ownFc, unit: "fc")
      // A source's figure in foot-candles ("25 fc = 270 lux") is printed once in fc.
      let quoted = Self.figures(ownLux, unit: "fc")
      #expect(inLux.count + quoted.count >= inFc.count, "\(command)")
      guard quoted.isEmpty else { continue }
      #expect(inLux.count == inFc.count, "\(command)")
      // One unit of a figure's second significant digit: a figure's rounding.
      func step(_ x: Double) -> Double { x > 0 ? pow(10, (log10(x)).rounded(.down) - 1) : 0 }
      for (l, f) in zip(inLux, inFc) {
        // Each end within its rounding of the lux figure over 10.7639.
        let low = l.0 / Self.luxPerFootCandle
        let high = l.1 / Self.luxPerFootCandle
        #expect(abs(f.0 - low) <= step(low) * 1.01 + 0.01, "\(command): \(l) → \(f)")
        #expect(abs(f.1 - high) <= step(high) * 1.01 + 0.01, "\(command): \(l) → \(f)")
      }
      // Outward rounding of an interval's ends is checked against the computed values, which
      // the text does not give: estimateFigures.
    }
  }

  /// `value` to two significant figures, rounded as `rule` says: to the nearest, down or up.
  static func twoFigures(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    let step = pow(10, (log10(value)).rounded(.down) - 1)
    return (value / step).rounded(rule) * step
  }

  @Test("an estimate in fc is its lux value / 10.7639 to two figures, the interval outward")
  func estimateFigures() throws {
    let fixture = try store()
    for settings in [["-t", "1/60", "--iso", "100"], ["-t", "1/4000", "--iso", "50"]] {
      let command = ["lux", "-f", "1.9"] + settings
      let json = try SolspotProcess.json(try run(command + ["--json"], fixture).stdout)
      let lux = try #require(json["lux"] as? [String: Any])
      let values = try [lux["point"], lux["lower"], lux["upper"]].map {
        try #require($0 as? Double) / Self.luxPerFootCandle
      }
      let first = try run(command + ["--unit", "fc"], fixture).stdout.split(separator: "\n").first
      let printed = Self.figures(String(first ?? ""), unit: "fc")
      try #require(printed.count == 2, "\(first ?? "")")
      // JSON gives three significant figures: the exact value lies within half a unit of the
      // third figure, so each printed figure is the rounding of a value within that span.
      func within(_ printed: Double, _ value: Double, _ rule: FloatingPointRoundingRule) -> Bool {
        let half = pow(10, (log10(value)).rounded(.down) - 2) / 2
        let low = Self.twoFigures(value - half, rule)
        let high = Self.twoFigures(value + half, rule)
        return printed >= min(low, high) && printed <= max(low, high)
      }
      #expect(within(printed[0].0, values[0], .toNearestOrAwayFromZero), "\(printed) \(values)")
      #expect(within(printed[1].0, values[1], .down), "\(printed) \(values)")
      #expect(within(printed[1].1, values[2], .up), "\(printed) \(values)")
    }
  }

  @Test("SOLSPOT_UNIT=fc is --unit fc; --unit lux overrides it")
  func environment() throws {
    let fixture = try store()
    let command = ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"]
    let option = try run(command + ["--unit", "fc"], fixture)
    let variable = try run(command, fixture, environment: ["SOLSPOT_UNIT": "fc"])
    #expect(variable.stdout == option.stdout)
    #expect(variable.stdout.contains(" fc (90% interval "))
    for spelling in ["FC", "foot-candles", "footcandles"] {
      #expect(try run(command + ["--unit", spelling], fixture).stdout == option.stdout)
    }
    let back = try run(command + ["--unit", "lux"], fixture, environment: ["SOLSPOT_UNIT": "fc"])
    #expect(back.stdout == (try run(command, fixture)).stdout)
  }

  @Test("a unit that is neither lux nor fc is a usage error, from the option or the variable")
  func badUnit() throws {
    let fixture = try store()
    let command = ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"]
    let option = try run(command + ["--unit", "klux"], fixture)
    #expect(option.status == 2)
    #expect(option.stdout.isEmpty)
    #expect(option.stderr.hasPrefix("solspot: invalid value 'klux' for --unit: expected lux or fc"))
    let variable = try run(command, fixture, environment: ["SOLSPOT_UNIT": "lumens"])
    #expect(variable.status == 2)
    #expect(variable.stderr.hasPrefix("solspot: invalid value 'lumens' for SOLSPOT_UNIT: "))
  }

  @Test("JSON and spot export stay in lux whatever the unit")
  func machineOutput() throws {
    let fixture = try store()
    for command in [
      ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json"], ["spot", "list", "--json"],
      ["spot", "show", "sill", "--json"], ["plants", "--spot", "sill", "--json"],
      ["spot", "export", "--format", "csv"], ["spot", "export", "--csv"], ["spot", "export"],
    ] {
      let lux = try run(command, fixture)
      let fc = try run(command + ["--unit", "fc"], fixture)
      #expect(lux.status == 0 && fc.status == 0, "\(command): \(fc.stderr)")
      #expect(fc.stdout == lux.stdout, "\(command)")
    }
  }

  @Test("plants --fc N judges the light N × 10.7639 lux, exactly as --lux does")
  func plantsInFootCandles() throws {
    let fixture = try store()
    let fc = try run(["plants", "--fc", "50", "--json"], fixture)
    let lux = try run(["plants", "--lux", "538.2", "--json"], fixture)
    #expect(fc.status == 0)
    let fcObject = try SolspotProcess.json(fc.stdout)
    let luxObject = try SolspotProcess.json(lux.stdout)
    let fcSpot = try #require((fcObject["spot"] as? [String: Any])?["lux"] as? Double)
    // JSON gives the lux to three decimals.
    #expect(abs(fcSpot - 50 * Self.luxPerFootCandle) < 0.0005)
    func verdicts(_ object: [String: Any]) -> [String] {
      (object["plants"] as? [[String: Any]] ?? []).map {
        "\($0["id"] ?? "") \($0["verdict"] ?? "")"
      }
    }
    #expect(!verdicts(fcObject).isEmpty)
    #expect(verdicts(fcObject) == verdicts(luxObject))
    let text = try run(["plants", "--fc", "50", "--limit", "1"], fixture)
    // The first line answers which plants will do best; the spot follows it, as typed.
    #expect(text.stdout.contains("\nSpot: 50 fc as given"))
    let inLux = try run(["plants", "--fc", "50", "--limit", "1", "--unit", "lux"], fixture)
    #expect(inLux.stdout.contains("\nSpot: 538 lux (50 fc) as given"))
    let typedLux = try run(["plants", "--lux", "538.2", "--limit", "1", "--unit", "fc"], fixture)
    #expect(typedLux.stdout.contains("\nSpot: 50 fc (538.2 lux) as given"), "\(typedLux.stdout)")
    let both = try run(["plants", "--fc", "50", "--lux", "500"], fixture)
    #expect(both.status == 2)
    #expect(both.stderr.hasPrefix("solspot: give the light once: --lux N or --fc N"))
    let tooMuch = try run(["plants", "--fc", "20000"], fixture)
    #expect(tooMuch.status == 2)
    #expect(tooMuch.stderr.contains("for --fc: expected 0 to 18,580 fc"))
  }
}

/// One flag per format: `spot export --json` and `--csv`, with `--format` as an alias.
@Suite("Format flags")
struct FormatFlagTests {
  @Test("spot export --csv is --format csv, --json is the default; two formats are refused")
  func exportFlags() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    try fixture.ok(["measure", "sill", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    let csv = try fixture.ok(["export", "--csv"])
    #expect(csv == (try fixture.ok(["export", "--format", "csv"])))
    #expect(csv.hasSuffix("#end,spots=1,readings=1\n"))
    let json = try fixture.ok(["export", "--json"])
    #expect(json == (try fixture.ok(["export"])))
    #expect(json.hasPrefix("{"))
    let both = try fixture.spot(["export", "--json", "--csv"])
    #expect(both.status == 2)
    #expect(both.stderr.hasPrefix("solspot: give one format: --json, --csv or --format F"))
  }
}
