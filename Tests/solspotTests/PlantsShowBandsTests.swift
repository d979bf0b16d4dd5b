import Foundation
import SolspotKit
import Testing

/// `plants show` prints a plant's best bands beside its best lux figures: the bands must be
/// those the figures fall in, for every plant of the built-in catalog and of the test catalog.
/// Before, the line gave the catalog's `idealBand` alone, the band of the best range's lower
/// end, so that a peace lily doing best at 1,000–21,500 lux read "best low".
@Suite("solspot plants show: best bands")
struct PlantsShowBandsTests {
  /// A plant to show, and the catalog it is in (`nil` for the built-in one).
  struct Entry: CustomTestStringConvertible, Sendable {
    let id: String
    let catalog: String?
    var testDescription: String { catalog == nil ? id : "\(id) (test catalog)" }
  }

  static let entries: [Entry] = {
    let builtIn = (try? PlantCatalog.builtIn().plants.map(\.id)) ?? []
    let fixture = try? PlantCatalog.decode(
      String(contentsOfFile: PlantsCommandTests.fixture, encoding: .utf8),
      file: PlantsCommandTests.fixture, bands: BandTable.builtIn())
    return builtIn.map { Entry(id: $0, catalog: nil) }
      + (fixture?.plants ?? []).map { Entry(id: $0.id, catalog: PlantsCommandTests.fixture) }
  }()

  @Test("every plant of both catalogs is checked")
  func allPlants() throws {
    #expect(
      Self.entries.filter { $0.catalog == nil }.count == (try PlantCatalog.builtIn().plants.count))
    #expect(Self.entries.filter { $0.catalog == nil }.count > 100)
    #expect(Self.entries.contains { $0.catalog != nil })
  }

  @Test(
    "the printed best bands are exactly those of the printed best lux figures", arguments: entries)
  func bestBandsMatchFigures(_ entry: Entry) throws {
    let result = try SolspotProcess.run(
      ["plants", "show", entry.id] + (entry.catalog.map { ["--catalog", $0] } ?? []))
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let bandLine = try #require(lines.first { $0.hasPrefix("Light bands: ") })
    let figureLine = try #require(lines.first { $0.hasPrefix("Lux figures from the evidence: ") })
    let printed = try Self.between(bandLine, ", best ", ", highest ")
    let figures = try Self.between(figureLine, ", best ", ", most tolerated ")
    let bands = try BandTable.builtIn()
    let names = bands.bands.map(\.name)
    guard let (lower, upper) = Self.luxSpan(figures) else {
      // No figures: the catalog's band, which only a user catalog gives without them.
      #expect(printed == "unknown" || entry.catalog != nil, "\(printed) for \(figures)")
      return
    }
    let shown = try #require(Self.bandSpan(printed, names: names), "\(printed)")
    let index = { (lux: Double) in bands.bands.firstIndex(of: bands.band(forLux: lux)) }
    if let lower { #expect(shown.lowerBound == index(lower), "\(printed) for \(figures)") }
    if let upper { #expect(shown.upperBound == index(upper), "\(printed) for \(figures)") }
    if let lower, upper == nil {
      // "at least": from the lower figure's band up, to a ceiling's band or the brightest.
      #expect(shown.upperBound >= (index(lower) ?? 0), "\(printed) for \(figures)")
    }
  }

  @Test("peace lily: best low to direct beside 1,000–21,500 lux")
  func peaceLily() throws {
    let result = try SolspotProcess.run(["plants", "show", "peace lily"])
    #expect(
      result.stdout.contains("Light bands: lowest low, best low to direct, highest unknown\n"))
    #expect(result.stdout.contains("best 1,000–21,500 lux"))
  }

  // MARK: - Reading the text

  static func between(_ line: String, _ start: String, _ end: String) throws -> String {
    let from = try #require(line.range(of: start))
    let to = try #require(line.range(of: end, range: from.upperBound..<line.endIndex))
    return String(line[from.upperBound..<to.lowerBound])
  }

  /// The band indices "low to direct", "medium", "bright indirect and up", "up to medium" name;
  /// `nil` for "unknown" or anything else.
  static func bandSpan(_ text: String, names: [String]) -> ClosedRange<Int>? {
    func index(_ name: some StringProtocol) -> Int? { names.firstIndex(of: String(name)) }
    if let one = index(text) { return one...one }
    if text.hasSuffix(" and up"), let from = index(text.dropLast(" and up".count)) {
      return from...(names.count - 1)
    }
    if text.hasPrefix("up to "), let to = index(text.dropFirst("up to ".count)) { return 0...to }
    let parts = text.components(separatedBy: " to ")
    if parts.count == 2, let from = index(parts[0]), let to = index(parts[1]), from < to {
      return from...to
    }
    return nil
  }

  /// The lower and upper lux of "1,000–21,500 lux", "150 lux", "at least 10,764 lux", "up to
  /// 5,300 lux"; `nil` for "unknown".
  static func luxSpan(_ text: String) -> (Double?, Double?)? {
    guard text.hasSuffix(" lux") else { return nil }
    func number(_ text: some StringProtocol) -> Double? {
      Double(text.replacingOccurrences(of: ",", with: ""))
    }
    let figure = text.dropLast(" lux".count)
    if figure.hasPrefix("at least ") { return (number(figure.dropFirst("at least ".count)), nil) }
    if figure.hasPrefix("up to ") { return (nil, number(figure.dropFirst("up to ".count))) }
    let parts = figure.split(separator: "–")
    if parts.count == 2 { return (number(parts[0]), number(parts[1])) }
    return (number(figure), number(figure))
  }
}
