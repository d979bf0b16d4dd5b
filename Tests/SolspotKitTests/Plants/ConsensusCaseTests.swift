import Foundation
import Testing

@testable import SolspotKit

/// Clear-cut cases, most from extension services and botanical gardens, the rest from growers'
/// pages, each row with its source, the page's address and its words
/// (Fixtures/consensus-cases.json): low-light staples at 500–800 lux, desert succulents and
/// herbs in dim spots, shade plants in full sun, sun lovers in direct sun, foliage plants in
/// bright indirect light. Each row asserts the verdict class its source gives; the test fails
/// on any disagreement.
@Suite("Consensus cases")
struct ConsensusCaseTests {
  /// One case: a plant by the name a grower types, a light level, the expected verdict class
  /// (`suited` = good or possible, or a verdict code), and the source that says so.
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    let plant: String
    let lux: Double
    let expect: String
    let source: String
    let url: String
    let says: String
    var testDescription: String { "\(plant) at \(Int(lux)) lux: \(expect)" }
  }

  static let cases: [Case] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/consensus-cases.json")
    guard let data = try? Data(contentsOf: file),
      let cases = try? JSONDecoder().decode([Case].self, from: data)
    else { return [] }
    return cases
  }()

  @Test("the table has at least 60 rows, every one citing a source of the catalog")
  func table() throws {
    #expect(Self.cases.count >= 60)
    let catalog = try PlantCatalog.builtIn()
    for row in Self.cases {
      let source = try #require(catalog.sources[row.source], "\(row.source)")
      #expect(!source.title.isEmpty && !source.publisher.isEmpty && !source.url.isEmpty)
      #expect(!row.says.isEmpty)
      #expect(row.url.hasPrefix("http"), "\(row.plant): \(row.url)")
    }
    let kinds = Set(Self.cases.map(\.expect))
    #expect(kinds == ["suited", "good", "tooDark", "tooBright"])
  }

  @Test("at least 60 rows cite an extension service or a botanical garden")
  func strongSources() throws {
    let catalog = try PlantCatalog.builtIn()
    let strong = Self.cases.filter { row in
      let kind = catalog.sources[row.source]?.kind
      return kind == .extension || kind == .botanicalGarden
    }
    #expect(strong.count >= 60)
  }

  @Test("each case gets the verdict its source gives", arguments: cases)
  func verdict(_ row: Case) throws {
    let catalog = try PlantCatalog.builtIn()
    let plant = try #require(catalog.plant(named: row.plant), "no plant is called \(row.plant)")
    let match = try PlantMatcher().match(plant, spot: .lux(row.lux))
    if row.expect == "suited" {
      #expect(match.verdict.isSuited, "\(row.plant): \(match.verdict)")
    } else {
      #expect(match.verdict.rawValue == row.expect, "\(row.plant): \(match.verdict)")
    }
  }
}
