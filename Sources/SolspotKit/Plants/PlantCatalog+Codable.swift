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
  /// The build checks the file with the same decoding and ``PlantCatalogValidation`` as
  /// ``decode(_:file:bands:)`` (an invalid file fails the build) and embeds it packed
  /// (``CatalogFile/packed()``), so loading it reads the packed form and checks nothing again:
  /// about a millisecond instead of tens (docs/benchmarks.md).
  ///
  /// - Throws: ``DataError`` when the packed form cannot be read: a build defect, never a
  ///   user's input.
  public static func builtIn() throws(DataError) -> PlantCatalog { try builtInResult.get() }

  private static let builtInResult: Result<PlantCatalog, DataError> = Result {
    () throws(DataError) -> PlantCatalog in
    guard let packed = BuiltInData.packed("Data/plants.json") else {
      throw DataError(file: "plants.json", field: "", reason: .notBuiltIn)
    }
    return PlantCatalog(checked: try CatalogFile(packed: packed, file: "plants.json"))
  }
}
