import Foundation
import Testing

@testable import SolspotKit

/// A user catalog is checked as the built-in one is (docs/plant-matching.md, "Validation").
@Suite("Plant catalog validation")
struct PlantCatalogValidationTests {
  /// A one-plant catalog of format 2, with `light` in place of the plant's light.
  static func catalog(
    light: String = validLight, version: Int = 2, toxicity: String = unknownToxicity
  ) -> String {
    """
    {"solspotPlants": \(version), "conversion": "1 foot-candle = 10.764 lux",
     "sources": {"ME": {"title": "my readings", "publisher": "me", "url": "", "kind": "other",
                        "templated": false, "terms": {}}},
     "plants": [{"id": "my-fern", "botanicalName": "Nephrolepis 'Mine'", "synonyms": [],
                 "commonNames": ["my fern"], "group": "fern", "light": \(light),
                 "toxicity": \(toxicity)}]}
    """
  }

  static let unknownToxicity = #"{"cats": "unknown", "dogs": "unknown", "source": null}"#

  static func bound(_ lux: String, _ kind: String, basis: String = "measured") -> String {
    #"{"lux": \#(lux), "kind": "\#(kind)", "basis": "\#(basis)", "grade": "A", "sources": ["ME"]}"#
  }

  static func light(
    low: String = "800", high: String = "20000", idealLow: String = "3000",
    idealHigh: String = "15000", sun: String = "none", source: String = "ME"
  ) -> String {
    """
    {"tolerated": {"min": \(bound(low, "needs-at-least")), "max": \(bound(high, "avoid-above",
      basis: "direct-sun"))},
     "ideal": {"min": \(bound(idealLow, "grows-at")), "max": \(bound(idealHigh, "grows-at"))},
     "directSun": {"value": "\(sun)", "basis": "statement", "grade": "A", "sources": ["ME"]},
     "statements": [{"source": "\(source)", "says": "grew well at 3,000 lux", "role": "ideal",
                     "lux": {"min": 3000, "max": null}, "basis": "measured", "grade": "A"}]}
    """
  }

  static let validLight = light()

  func decode(_ text: String) throws(DataError) -> PlantCatalog {
    try PlantCatalog.decode(text, file: "my.json", bands: try BandTable.builtIn())
  }

  @Test("a valid one-plant catalog decodes, and its plant is matched")
  func valid() throws {
    let catalog = try decode(Self.catalog())
    let plant = try #require(catalog.plant(named: "my fern"))
    #expect(plant.light.tolerated.min.lux == 800)
    #expect(plant.light.directSun.exposure == .none)
    #expect(try PlantMatcher().match(plant, spot: .lux(5_000)).verdict == .good)
  }

  /// A broken light model and the field its error names.
  struct Broken: CustomTestStringConvertible, Sendable {
    let name: String
    let light: String
    let field: String
    var testDescription: String { name }
  }

  @Test(
    "a broken light model is an error naming the entry and field",
    arguments: [
      Broken(
        name: "no direct sun above 20,000 lux", light: light(high: "50000"),
        field: "plants[my-fern].light.tolerated.max.lux"),
      Broken(
        name: "an open maximum without full sun", light: light(high: "null", idealHigh: "null"),
        field: "plants[my-fern].light.tolerated.max.lux"),
      Broken(
        name: "an ideal below the minimum", light: light(idealLow: "500"),
        field: "plants[my-fern].light.ideal"),
      Broken(
        name: "an empty ideal", light: light(idealLow: "15000"),
        field: "plants[my-fern].light.ideal"),
      Broken(
        name: "no minimum", light: light(low: "null"),
        field: "plants[my-fern].light.tolerated.min.lux"),
      Broken(
        name: "a statement citing an unknown source", light: light(source: "NOBODY"),
        field: "plants[my-fern].light.statements[0].source"),
      Broken(
        name: "an unknown direct-sun value", light: light(sun: "some"),
        field: "plants[my-fern].light.directSun.value"),
      Broken(
        name: "an unknown field: a user's file is read strictly",
        light: light().replacingOccurrences(
          of: "\"directSun\":", with: "\"sunny\": 1, \"directSun\":"),
        field: "plants[my-fern].light.sunny"),
    ])
  func broken(_ row: Broken) {
    #expect {
      try decode(Self.catalog(light: row.light))
    } throws: { error in
      (error as? DataError)?.field == row.field
    }
  }

  @Test("a known toxicity keeps its listing's scope and page")
  func toxicity() throws {
    let catalog = try decode(
      Self.catalog(
        toxicity: """
          {"cats": "non-toxic", "dogs": "toxic", "source": "ME", "listing": "Nephrolepis spp.",
           "scope": "genus", "url": "https://example.org/nephrolepis"}
          """))
    let toxicity = try #require(catalog.plants.first).toxicity
    #expect(toxicity.cats == .nonToxic && toxicity.dogs == .toxic)
    #expect(toxicity.scope == .genus)
    #expect(toxicity.url == "https://example.org/nephrolepis")
    #expect(toxicity.isKnown && toxicity.isKnownForBoth && !toxicity.isPetSafe)
  }

  /// A broken toxicity entry and the field its error names.
  struct BrokenToxicity: CustomTestStringConvertible, Sendable {
    let name: String
    let toxicity: String
    let field: String
    var testDescription: String { name }
  }

  @Test(
    "a broken toxicity is an error naming the field",
    arguments: [
      BrokenToxicity(
        name: "a known verdict without a source",
        toxicity: #"{"cats": "toxic", "dogs": "unknown", "source": null}"#,
        field: "plants[my-fern].toxicity.source"),
      BrokenToxicity(
        name: "an unknown scope",
        toxicity: #"{"cats": "toxic", "dogs": "toxic", "source": "ME", "scope": "family"}"#,
        field: "plants[my-fern].toxicity.scope"),
      BrokenToxicity(
        name: "a scope without a verdict",
        toxicity: #"{"cats": "unknown", "dogs": "unknown", "source": null, "scope": "plant"}"#,
        field: "plants[my-fern].toxicity.scope"),
      BrokenToxicity(
        name: "a page without a verdict",
        toxicity: #"{"cats": "unknown", "dogs": "unknown", "source": null, "url": "x"}"#,
        field: "plants[my-fern].toxicity.url"),
      BrokenToxicity(
        name: "an unknown status",
        toxicity: #"{"cats": "safe", "dogs": "unknown", "source": "ME"}"#,
        field: "plants[my-fern].toxicity.cats"),
    ])
  func brokenToxicity(_ row: BrokenToxicity) {
    #expect {
      try decode(Self.catalog(toxicity: row.toxicity))
    } throws: { error in
      (error as? DataError)?.field == row.field
    }
  }

  @Test("format 1 is refused, naming the version")
  func version() {
    #expect {
      try decode(Self.catalog(version: 1))
    } throws: { error in
      (error as? DataError)?.field == "solspotPlants"
    }
  }

  @Test("the built-in catalog round-trips through its JSON form")
  func roundTrip() throws {
    let catalog = try PlantCatalog.builtIn()
    let plant = try #require(catalog.plant(named: "pothos"))
    let data = try JSONEncoder().encode(plant)
    let again = try JSONDecoder().decode(Plant.self, from: data)
    #expect(again == plant)
  }
}
