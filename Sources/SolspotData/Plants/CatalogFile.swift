// The top level of a plant catalog file, `Data/plants.json` (docs/plant-catalog.md).

/// The top level of a catalog file, before it is checked.
package struct CatalogFile: Decodable, Sendable, Equatable {
  /// The format version this code reads, the value of `solspotPlants`.
  package static let formatVersion = 2

  /// The file's statement of the conversion it used.
  package let conversion: String
  /// The catalog's reading of class words, by class; empty when the file gives none.
  package let classes: [String: LightClassDefinition]
  /// The rules for plants' groups, by key; empty when the file gives none.
  package let groups: [String: PlantGroupRule]
  /// The sources, by id.
  package let sources: [String: PlantSource]
  /// The plants, in the file's order.
  package let plants: [Plant]

  /// The parts of a catalog, as they are.
  package init(
    conversion: String, classes: [String: LightClassDefinition],
    groups: [String: PlantGroupRule], sources: [String: PlantSource], plants: [Plant]
  ) {
    self.conversion = conversion
    self.classes = classes
    self.groups = groups
    self.sources = sources
    self.plants = plants
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case solspotPlants, conversion, directSunLux, classes, groups, sources, plants
  }

  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .solspotPlants)
    guard version == Self.formatVersion else {
      throw DataFieldError(
        .unsupportedVersion(version, readable: Self.formatVersion...Self.formatVersion),
        forKey: .solspotPlants, in: container)
    }
    conversion = try container.decode(String.self, forKey: .conversion)
    classes =
      try container.decodeIfPresent([String: LightClassDefinition].self, forKey: .classes) ?? [:]
    groups = try container.decodeIfPresent([String: PlantGroupRule].self, forKey: .groups) ?? [:]
    sources = try container.decode([String: PlantSource].self, forKey: .sources)
    plants = try container.decode([Plant].self, forKey: .plants)
  }
}

extension CatalogFile {
  /// Throws the first problem ``PlantCatalogValidation`` finds, for a catalog checked against
  /// bands whose direct band starts at `directSunLux`.
  package func check(directSunLux: Double, file: String) throws(DataError) {
    try PlantCatalogValidation(directSunLux: directSunLux, file: file)
      .check(sources: sources, plants: plants)
  }
}
