/// A checked set of plants and the sources behind them, with the ways to find a plant by name.
///
/// The built-in catalog comes from `Data/plants.json`; a user may load their own file in the
/// same format (docs/plant-catalog.md). Either way ``PlantCatalogValidation`` checks every
/// entry before the catalog exists, so a catalog in hand is consistent with its band table.
public struct PlantCatalog: Sendable {
  /// The format version this code reads, the value of `solspotPlants`.
  public static let formatVersion = CatalogFile.formatVersion
  /// Lux per foot-candle, the one conversion every source figure of the built-in catalog went
  /// through when it was built (`Data/plants.json`, `conversion`: "1 foot-candle = 10.764 lux").
  /// Printing uses the exact ``IlluminanceUnit/luxPerFootCandle``; the two differ by 0.001%.
  public static let luxPerFootCandle = 10.764

  /// The file's statement of the conversion it used, for people.
  public let conversion: String
  /// The catalog's reading of class words ("low light" = 25–100 fc), by class, when the file
  /// gives it (informational: the statements carry their own lux).
  public let classes: [String: LightClassDefinition]
  /// The rules for plants' groups that fill gaps, by key, when the file gives them
  /// (informational: the statements carry them).
  public let groups: [String: PlantGroupRule]
  /// The sources, by id.
  public let sources: [String: PlantSource]
  /// The plants, in the file's order.
  public let plants: [Plant]
  /// The names of every plant, for lookup and search, folded at the first use: a command that
  /// only matches light never pays for them.
  var names: PlantNameIndex { nameIndex.index }
  private let nameIndex: LazyNameIndex

  /// Creates a catalog and checks every entry against `bands`.
  ///
  /// - Parameters:
  ///   - file: The name errors are reported under.
  /// - Throws: ``DataError`` naming the first problem: its entry and field
  ///   (`plants[dracaena-trifasciata].light.tolerated.min`) and the reason.
  public init(
    conversion: String, classes: [String: LightClassDefinition] = [:],
    groups: [String: PlantGroupRule] = [:], sources: [String: PlantSource],
    plants: [Plant], bands: BandTable, file: String = "plants.json"
  ) throws(DataError) {
    let direct = PlantCatalogValidation.directSunLux(bandLowerLimits: bands.bands.map(\.lowerLux))
    try PlantCatalogValidation(directSunLux: direct, file: file)
      .check(sources: sources, plants: plants)
    self.init(
      checked: CatalogFile(
        conversion: conversion, classes: classes, groups: groups, sources: sources,
        plants: plants))
  }

  /// A catalog whose entries ``PlantCatalogValidation`` has already checked: the built-in one,
  /// checked when the build packed it.
  package init(checked file: CatalogFile) {
    self.conversion = file.conversion
    self.classes = file.classes
    self.groups = file.groups
    self.sources = file.sources
    self.plants = file.plants
    self.nameIndex = LazyNameIndex(file.plants)
  }

  // MARK: - Finding plants

  /// The plant with this id or name (botanical, synonym or common), ignoring case, accents and
  /// punctuation, or `nil` when none has it exactly.
  public func plant(named text: String) -> Plant? {
    names.exact(text).map { plants[$0] }
  }

  /// The plants of the genus called `text`, by botanical name, when `text` is one word that
  /// starts the botanical name or a synonym of at least one plant ("calathea" gives the
  /// *Goeppertia* listed as *Calathea*); empty otherwise. Case, accents and punctuation do not
  /// matter.
  ///
  /// A genus is a question about each of its species, so a caller that judges plants by name
  /// judges every one of these.
  public func plants(inGenus text: String) -> [Plant] {
    names.genus(text).map { plants[$0] }
  }

  /// The plants whose names match `query`, best first (see ``PlantNameIndex``).
  public func search(_ query: String) -> [PlantSearchResult] {
    names.search(query).map { hit in
      PlantSearchResult(plant: plants[hit.plant], matchedName: hit.name, quality: hit.quality)
    }
  }

  /// Up to `limit` names close to `text`, for "did you mean" hints, nearest first.
  public func suggestions(for text: String, limit: Int = 3) -> [String] {
    names.suggestions(for: text, limit: limit)
  }

  /// The sources `plant` cites for its light (in its statements, bounds and disagreements, and
  /// at the start of its notes, ``PlantLight/noteSources``) and its toxicity, sorted by id,
  /// each once.
  public func sources(of plant: Plant) -> [(id: String, source: PlantSource)] {
    let light = plant.light
    var ids = Set(
      light.statements.map(\.source) + light.noteSources + light.disagreements.map(\.source)
        + light.tolerated.min.sources + light.tolerated.max.sources + light.ideal.min.sources
        + light.ideal.max.sources + light.directSun.sources)
    if let toxicity = plant.toxicity.source { ids.insert(toxicity) }
    return ids.sorted().compactMap { id in sources[id].map { (id, $0) } }
  }
}

/// A plant found by ``PlantCatalog/search(_:)``, with the name that matched.
public struct PlantSearchResult: Sendable, Hashable {
  /// How well a name matched a query, best first.
  public enum Quality: Int, Sendable, Hashable, Comparable {
    /// The whole name, ignoring case, accents and punctuation.
    case exact = 0
    /// The name starts with the query.
    case prefix = 1
    /// Every word of the query is a word of the name, in any order; the last one typed may
    /// be the start of one.
    case words = 2

    /// Whether `lhs` is the better match.
    public static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The plant.
  public let plant: Plant
  /// The name of the plant that matched best, as the catalog spells it.
  public let matchedName: String
  /// How well it matched.
  public let quality: Quality
}
