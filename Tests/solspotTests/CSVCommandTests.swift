import Foundation
import Testing

@testable import SolspotKit

/// `--csv` on every list and table command, run as real processes: a stable header, one row
/// per item the JSON gives, figures that are the JSON's (in lux, or in fc with fc column
/// names), and text that reads back exactly.
@Suite("CSV output")
struct CSVCommandTests {
  /// A spot name with a comma, quotes and an apostrophe, which CSV must quote.
  static let awkward = "Anna's sill, \"east\""

  /// A store with two spots (one named ``awkward``, with a room holding a comma and quotes), readings in
  /// summer and winter, and a calibration pair with a note holding a comma.
  static func store() throws -> SpotFixture {
    let fixture = try SpotFixture()
    try fixture.ok(["add", awkward, "--latitude", "51.5", "--room", "hall, \"upstairs\""])
    try fixture.ok(["add", "shelf"])
    for (spot, shutter, time) in [
      (awkward, "1/2000", "2025-07-01T12:00Z"), (awkward, "1/250", "2025-01-10T12:00Z"),
      ("shelf", "1/60", "2025-07-01T12:00Z"),
    ] {
      try fixture.ok(["measure", spot, "-f", "1.9", "-t", shutter, "--iso", "100", "--at", time])
    }
    let pair = try run(
      [
        "calibrate", "add", "--device", "iphone-15-front", "--lux", "700", "-f", "1.9", "-t",
        "1/30", "--iso", "100", "--note", "meter \"A\", flat",
      ], fixture)
    #expect(pair.status == 0, "\(pair.stderr)")
    return fixture
  }

  static func run(_ arguments: [String], _ fixture: SpotFixture) throws -> SolspotProcess.Result {
    let usesStore =
      ["spot", "preview"].contains(arguments.first ?? "") || arguments.contains("--spot")
      || ["pairs", "add"].contains(arguments.dropFirst().first ?? "")
    return try SolspotProcess.run(
      arguments + (usesStore ? ["--store", fixture.store] : []),
      environment: SolspotProcess.isolatedEnvironment(in: fixture.folder))
  }

  /// The records of CSV `text`, read by SolspotKit's RFC 4180 reader.
  static func records(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [[String]]
  {
    try CSVReader.records(in: text).map(\.fields)
  }

  /// A command's CSV form, how many rows its JSON gives, and the header it must print.
  struct Case: CustomTestStringConvertible, Sendable {
    let csv: [String]
    let json: [String]
    let header: String
    /// The items of the JSON output: one per line, or the array at a key of the one object.
    let items: @Sendable (String) throws -> Int
    var testDescription: String { csv.joined(separator: " ") }
  }

  static func lines(_ text: String) -> Int { text.split(separator: "\n").count }

  static func array(_ key: String) -> @Sendable (String) throws -> Int {
    { text in (try SolspotProcess.json(text)[key] as? [Any])?.count ?? -1 }
  }

  static let cases: [Case] = [
    Case(
      csv: ["spot", "list", "--csv"], json: ["spot", "list", "--json"],
      header: "spot,room,device,readings,latest_taken,latest_lux_kind,latest_lux,"
        + "latest_lux_lower,latest_lux_upper,latest_confidence,latest_band", items: lines),
    Case(
      csv: ["spot", "history", awkward, "--csv"], json: ["spot", "history", awkward, "--json"],
      header: "id,taken,lux_kind,lux,lux_lower,lux_upper,confidence,bound_reason,band,device,"
        + "calibration,f_number,exposure_time,iso,bias,ev100,source,file,forced", items: lines),
    Case(
      csv: ["spot", "seasons", awkward, "--csv"], json: ["spot", "seasons", awkward, "--json"],
      header: "season,readings,lux_kind,lux,lux_lower,lux_upper,confidence,band,band_kind,"
        + "reference,ratio_kind,ratio,ratio_lower,ratio_upper,direction", items: array("seasons")),
    Case(
      csv: ["devices", "--csv"], json: ["devices", "--json"],
      header: "id,name,model_identifiers,f_number,limits,calibration,constant_lux,"
        + "constant_sigma_ev,calibration_date,source,file", items: lines),
    Case(
      csv: ["plants", "--lux", "600", "--csv"], json: ["plants", "--lux", "600", "--json"],
      header: plantsHeader, items: array("plants")),
    Case(
      csv: ["plants", "--band", "medium", "--all", "--csv"],
      json: ["plants", "--band", "medium", "--all", "--json"], header: plantsHeader,
      items: array("plants")),
    Case(
      csv: ["plants", "--spot", "shelf", "--all", "--pet-safe", "--csv"],
      json: ["plants", "--spot", "shelf", "--all", "--pet-safe", "--json"], header: plantsHeader,
      items: array("plants")),
    Case(
      csv: ["plants", "-f", "1.9", "-t", "1/500", "--iso", "100", "--only", "good", "--csv"],
      json: ["plants", "-f", "1.9", "-t", "1/500", "--iso", "100", "--only", "good", "--json"],
      header: plantsHeader, items: array("plants")),
    Case(
      csv: ["plants", "search", "palm", "--csv"], json: ["plants", "search", "palm", "--json"],
      header: "id,botanical_name,common_names,synonyms,group,min_lux,max_lux,direct_sun",
      items: lines),
    Case(
      csv: ["calibrate", "pairs", "--device", "iphone-15-front", "--csv"],
      json: ["calibrate", "pairs", "--device", "iphone-15-front", "--json"],
      header: "pair,aperture,shutter,iso,bias,reference_lux,light,time,note", items: lines),
    Case(
      csv: ["preview", "curve", awkward, "--csv"], json: ["preview", "curve", awkward, "--json"],
      header: "date,hour,lux,lux_lower,lux_upper,daylight_lux,lamp_lux,confidence,"
        + "minutes_from_reading,sun_elevation", items: array("hours")),
    Case(
      csv: ["exif", PhotoFixtures.path("iphone-front.jpg"), "--csv"],
      json: ["exif", PhotoFixtures.path("iphone-front.jpg"), "--json"],
      header: "directory,tag,id,type,count,value", items: tags),
    Case(
      csv: ["preview", "due", "--now", "2025-07-20T12:00Z", "--csv"],
      json: ["preview", "due", "--now", "2025-07-20T12:00Z", "--json"],
      header: "due,spot,reason,part,plant,season,noon_elevation_from,noon_elevation_to",
      items: array("reminders")),
  ]

  /// The tags of `exif --json`.
  static func tags(_ text: String) throws -> Int {
    (try SolspotProcess.json(text)["tags"] as? [Any])?.count ?? -1
  }

  static let plantsHeader =
    "id,common_name,botanical_name,group,verdict,depth,probability,ideal_probability,"
    + "borderline,borderline_lux,deciding,rests_on_group,min_lux,max_lux,ideal_min_lux,"
    + "ideal_max_lux,direct_sun,cats,dogs"

  @Test("a header row of stable names, then one row per item the JSON gives", arguments: cases)
  func rows(_ item: Case) throws {
    let fixture = try Self.store()
    let csv = try Self.run(item.csv, fixture)
    #expect(csv.status == 0, "\(csv.stderr)")
    #expect(csv.stderr.isEmpty)
    let records = try Self.records(csv.stdout)
    #expect(records.first?.joined(separator: ",") == item.header)
    let columns = records.first?.count ?? 0
    #expect(records.allSatisfy { $0.count == columns })
    let json = try Self.run(item.json, fixture)
    let count = try item.items(json.stdout)
    #expect(count > 0)
    #expect(records.count - 1 == count)
    // Under fc the columns of light say so, and nothing else changes.
    let fc = try Self.run(item.csv + ["--unit", "fc"], fixture)
    let fcHeader = try Self.records(fc.stdout).first ?? []
    #expect(
      fcHeader
        == item.header.split(separator: ",").map {
          $0.split(separator: "_").map { $0 == "lux" ? "fc" : String($0) }.joined(separator: "_")
        })
    #expect(try Self.records(fc.stdout).count == records.count)
  }

  @Test("--json with --csv is a usage error on every command", arguments: cases)
  func bothFormats(_ item: Case) throws {
    let fixture = try Self.store()
    let both = try Self.run(item.csv + ["--json"], fixture)
    #expect(both.status == 2)
    #expect(both.stdout.isEmpty)
    #expect(both.stderr.hasPrefix("solspot: --json and --csv cannot be combined"), "\(both.stderr)")
  }

  @Test("a name with a comma and quotes, a room and a note read back exactly")
  func roundTrip() throws {
    let fixture = try Self.store()
    let list = try Self.records(try Self.run(["spot", "list", "--csv"], fixture).stdout)
    let row = try #require(list.first { $0.first == Self.awkward })
    #expect(row[1] == "hall, \"upstairs\"")
    #expect(row[3] == "2")
    let due = try Self.records(
      try Self.run(["preview", "due", "--now", "2025-07-20T12:00Z", "--csv"], fixture).stdout)
    #expect(due.dropFirst().contains { $0[1] == Self.awkward })
    let pairs = try Self.run(
      ["calibrate", "pairs", "--device", "iphone-15-front", "--csv"], fixture)
    #expect(try Self.records(pairs.stdout).last?.last == "meter \"A\", flat")
    // In lux the pairs' CSV is a calibration file: fit reads it back, pair for pair.
    let file = fixture.path("pairs.csv")
    try Data(pairs.stdout.utf8).write(to: URL(fileURLWithPath: file))
    let fit = try Self.run(
      ["calibrate", "fit", file, "--device", "iphone-15-front", "--json"], fixture)
    #expect(fit.stderr.isEmpty, "\(fit.stderr)")
    #expect(fit.stdout.contains("\"samples\":1"), "\(fit.stdout)")
  }

  @Test("figures are the JSON's exact lux to three figures, and the lux value / 10.7639 in fc")
  func figures() throws {
    let fixture = try Self.store()
    let json = try Self.run(["spot", "history", Self.awkward, "--json"], fixture).stdout
      .split(separator: "\n").map { try SolspotProcess.json(String($0)) }
    func column(_ unit: String, _ name: String) throws -> [Double] {
      let records = try Self.records(
        try Self.run(["spot", "history", Self.awkward, "--csv", "--unit", unit], fixture).stdout)
      let index = try #require(records.first?.firstIndex(of: name))
      return records.dropFirst().compactMap { Double($0[index]) }
    }
    // The JSON holds the exact figures; the CSV rounds them, ranges outward.
    for (key, name, rounding) in [
      ("point", "", SignificantFigures.Rounding.nearest), ("lower", "_lower", .down),
      ("upper", "_upper", .up),
    ] {
      let exact = try json.map { try #require(($0["lux"] as? [String: Any])?[key] as? Double) }
      let lux = try exact.map {
        try #require(SignificantFigures($0, figures: 3, rounding: rounding)).value
      }
      #expect(lux != exact)
      #expect(try column("lux", "lux" + name) == lux)
      let fc = try column("fc", "fc" + name)
      #expect(fc.count == lux.count)
      for (f, l) in zip(fc, lux) {
        // Three figures of each, each rounded once from the same computed value.
        #expect(abs(f - l / FootCandleTests.luxPerFootCandle) <= f * 0.006, "\(f) fc, \(l) lux")
      }
    }
  }

  @Test("devices ID and calibrate pairs --remove have no list to print as CSV")
  func notLists() throws {
    let fixture = try Self.store()
    let device = try Self.run(["devices", "iphone-15-front", "--csv"], fixture)
    #expect(device.status == 2)
    #expect(device.stderr.hasPrefix("solspot: --csv lists the profiles"), "\(device.stderr)")
    let remove = try Self.run(
      ["calibrate", "pairs", "--device", "iphone-15-front", "--remove", "1", "--csv"], fixture)
    #expect(remove.status == 2)
    #expect(remove.stderr.hasPrefix("solspot: --csv lists the pairs"), "\(remove.stderr)")
  }
}
