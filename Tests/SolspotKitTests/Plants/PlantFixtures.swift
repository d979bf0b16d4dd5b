import Foundation
import Testing

@testable import SolspotKit

/// The fictional test catalog in Fixtures/test-catalog.json, so that the tests do not depend on
/// the researched data. Its plants' light on the lux axis, by hand (each zone from its lower
/// end up to the next; docs/plant-matching.md):
///
/// | plant | zones |
/// |---|---|
/// | testus-lowlightus | too dark · 269 tolerates · 538 thrives · 1,076 tolerates · 5,382 too bright (a ceiling) |
/// | testus-mediocris | too dark · 3,000 tolerates · 4,000 thrives · 8,000 tolerates · 12,000 unknown (a tolerated maximum) |
/// | testus-brillans | too dark · 10,764 thrives (to 20,000, the end of its band: no ideal figure) · 20,000 tolerates (an open class) |
/// | testus-solaris | too dark · 20,000 tolerates · 25,000 thrives (open) |
/// | testus-ignotus | unknown |
/// | testus-partialis | too dark · 2,691 tolerates (to 10,000, the end of its band: no upper figure) · 10,000 unknown |
/// | testus-serpens | too dark · 538 tolerates · 3,000 thrives (open) |
/// | testus-violetta | too dark · 1,615 tolerates · 3,200 thrives · 10,764 unknown |
/// | testus-gregarius | too dark · 10,764 tolerates · 20,000 unknown, all from a group statement |
/// | testus-mixtus | too dark · 538 tolerates · 3,000 thrives (a genus statement) · 10,000 unknown |
enum PlantFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let catalogFile = folder.appendingPathComponent("test-catalog.json")

  static func text() throws -> String { try String(contentsOf: catalogFile, encoding: .utf8) }

  static func catalog() throws -> PlantCatalog {
    try PlantCatalog.decode(try text(), file: "test-catalog.json", bands: try BandTable.builtIn())
  }

  /// The catalog as a mutable JSON object.
  static func object() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(try text().utf8))
    return try #require(object as? [String: Any])
  }

  /// Decodes `object` as a catalog named `broken.json`.
  static func decode(_ object: [String: Any]) throws -> PlantCatalog {
    let data = try JSONSerialization.data(withJSONObject: object)
    return try PlantCatalog.decode(
      String(decoding: data, as: UTF8.self), file: "broken.json", bands: try BandTable.builtIn())
  }

  /// The zones of each fixture plant, from the table above: each zone's lower end, fit and
  /// the scope of its basis (`nil` for unknown).
  static let zones: [String: [(lower: Double, fit: BandFit, scope: LightEvidence.Scope?)]] = [
    "testus-lowlightus": [
      (0, .tooDark, .plant), (269, .tolerates, .plant), (538, .thrives, .plant),
      (1076, .tolerates, .plant), (5382, .tooBright, .plant),
    ],
    "testus-mediocris": [
      (0, .tooDark, .plant), (3000, .tolerates, .plant), (4000, .thrives, .plant),
      (8000, .tolerates, .plant), (12000, .unknown, nil),
    ],
    "testus-brillans": [
      (0, .tooDark, .plant), (10764, .thrives, .plant), (20000, .tolerates, .plant),
    ],
    "testus-solaris": [
      (0, .tooDark, .plant), (20000, .tolerates, .plant), (25000, .thrives, .plant),
    ],
    "testus-ignotus": [(0, .unknown, nil)],
    "testus-partialis": [
      (0, .tooDark, .plant), (2691, .tolerates, .plant), (10000, .unknown, nil),
    ],
    "testus-serpens": [(0, .tooDark, .plant), (538, .tolerates, .plant), (3000, .thrives, .plant)],
    "testus-violetta": [
      (0, .tooDark, .plant), (1615, .tolerates, .plant), (3200, .thrives, .plant),
      (10764, .unknown, nil),
    ],
    "testus-gregarius": [
      (0, .tooDark, .group), (10764, .tolerates, .group), (20000, .unknown, nil),
    ],
    "testus-mixtus": [
      (0, .tooDark, .plant), (538, .tolerates, .plant), (3000, .thrives, .genus),
      (10000, .unknown, nil),
    ],
  ]

  /// The fit of fixture plant `id` at `lux`, from ``zones``.
  static func fit(_ id: String, at lux: Double) -> (fit: BandFit, scope: LightEvidence.Scope?)? {
    guard let zones = zones[id], let zone = zones.last(where: { $0.lower <= lux }) else {
      return nil
    }
    return (zone.fit, zone.scope)
  }
}

extension Dictionary where Key == String, Value == Any {
  /// Edits the plant with id `id` in a catalog object.
  mutating func editPlant(_ id: String, _ edit: (inout [String: Any]) -> Void) {
    guard var plants = self["plants"] as? [[String: Any]],
      let index = plants.firstIndex(where: { $0["id"] as? String == id })
    else { return }
    edit(&plants[index])
    self["plants"] = plants
  }

  /// Edits the dictionary at `key`, creating it when missing.
  mutating func edit(_ key: String, _ edit: (inout [String: Any]) -> Void) {
    var inner = self[key] as? [String: Any] ?? [:]
    edit(&inner)
    self[key] = inner
  }

  /// Edits the evidence at `index` of a plant object.
  mutating func editEvidence(_ index: Int, _ edit: (inout [String: Any]) -> Void) {
    self.edit("light") { light in
      guard var evidence = light["evidence"] as? [[String: Any]], evidence.indices.contains(index)
      else { return }
      edit(&evidence[index])
      light["evidence"] = evidence
    }
  }
}
