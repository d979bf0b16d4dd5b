import Foundation
import Testing

@testable import SolspotKit

/// The fictional test catalog in Fixtures/test-catalog.json, so that the tests do not depend on
/// the researched data. Its plants and the bands they fit, by hand:
///
/// | plant | low | medium | bright indirect | direct |
/// |---|---|---|---|---|
/// | testus-lowlightus | thrives | tolerates | too bright | too bright |  (a ceiling)
/// | testus-mediocris | too dark | thrives | tolerates | unknown |  (a tolerated maximum)
/// | testus-brillans | too dark | too dark | thrives | tolerates |
/// | testus-solaris | too dark | too dark | too dark | thrives |
/// | testus-ignotus | unknown | unknown | unknown | unknown |
/// | testus-partialis | too dark | tolerates | unknown | unknown |
/// | testus-serpens | tolerates | thrives | unknown | unknown |
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

  /// The fits of each fixture plant, from the table above.
  static let fits: [String: [BandFit]] = [
    "testus-lowlightus": [.thrives, .tolerates, .tooBright, .tooBright],
    "testus-mediocris": [.tooDark, .thrives, .tolerates, .unknown],
    "testus-brillans": [.tooDark, .tooDark, .thrives, .tolerates],
    "testus-solaris": [.tooDark, .tooDark, .tooDark, .thrives],
    "testus-ignotus": [.unknown, .unknown, .unknown, .unknown],
    "testus-partialis": [.tooDark, .tolerates, .unknown, .unknown],
    "testus-serpens": [.tolerates, .thrives, .unknown, .unknown],
  ]
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
