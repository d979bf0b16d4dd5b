// The JSON form of a plant catalog, `Data/plants.json` (docs/plant-catalog.md).

extension PlantCatalog {
  /// Reads a catalog from the JSON `text` of `file` and checks it against `bands`.
  ///
  /// - Throws: ``DataError`` naming `file`, the entry and field, and the reason.
  public static func decode(_ text: String, file: String, bands: BandTable) throws(DataError)
    -> PlantCatalog
  {
    try decode(text, file: file, bands: bands, trusted: false)
  }

  /// Reads a catalog; `trusted` for the built-in file, whose unknown keys the tests rule out,
  /// so that its load does not look for them in every object (every other check still runs).
  public static func decode(_ text: String, file: String, bands: BandTable, trusted: Bool)
    throws(DataError) -> PlantCatalog
  {
    let contents = try DataDecoding.decode(
      CatalogFile.self, from: text, file: file, trusted: trusted)
    return try PlantCatalog(
      conversion: contents.conversion, classes: contents.classes, groups: contents.groups,
      sources: contents.sources, plants: contents.plants, bands: bands, file: file)
  }

  /// The catalog built into the library from `Data/plants.json`, checked against the built-in
  /// bands.
  ///
  /// - Throws: ``DataError`` when the built-in file is malformed; the tests load it, so this is
  ///   a build defect, never a user's input.
  public static func builtIn() throws(DataError) -> PlantCatalog { try builtInResult.get() }

  private static let builtInResult: Result<PlantCatalog, DataError> = Result {
    () throws(DataError) -> PlantCatalog in
    guard let text = BuiltInData.text("Data/plants.json") else {
      throw DataError(file: "plants.json", field: "", reason: "is not built in")
    }
    return try decode(text, file: "plants.json", bands: try BandTable.builtIn(), trusted: true)
  }
}

/// The top level of a catalog file, before it is checked.
private struct CatalogFile: Decodable {
  let conversion: String
  let classes: [String: LightClassDefinition]
  let groups: [String: PlantGroupRule]
  let sources: [String: PlantSource]
  let plants: [Plant]

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case solspotPlants, conversion, directSunLux, classes, groups, sources, plants
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .solspotPlants)
    guard version == PlantCatalog.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .solspotPlants, in: container,
        debugDescription:
          "is version \(version); this solspot reads version \(PlantCatalog.formatVersion)")
    }
    conversion = try container.decode(String.self, forKey: .conversion)
    classes =
      try container.decodeIfPresent([String: LightClassDefinition].self, forKey: .classes) ?? [:]
    groups = try container.decodeIfPresent([String: PlantGroupRule].self, forKey: .groups) ?? [:]
    sources = try container.decode([String: PlantSource].self, forKey: .sources)
    plants = try container.decode([Plant].self, forKey: .plants)
  }
}
