/// How the catalog reads a class word that a source gives without numbers of its own: the
/// class's range in lux, with the source's figure and the sources behind it.
public struct LightClassDefinition: Sendable, Hashable, Codable {
  /// The lower edge in lux.
  public let min: Double?
  /// The upper edge in lux, or `nil` when open.
  public let max: Double?
  /// The range in the sources' unit.
  public let figure: LightFigure?
  /// What the sources say.
  public let says: String
  /// The ids of the sources.
  public let sources: [String]

  /// Creates a definition (the built-in catalog's packed form makes them).
  package init(min: Double?, max: Double?, figure: LightFigure?, says: String, sources: [String]) {
    self.min = min
    self.max = max
    self.figure = figure
    self.says = says
    self.sources = sources
  }
}

/// A rule for a group of plants (ferns, aroids, succulents, …): the classes its members
/// tolerate and do best in, and their direct sun, from sourced statements about the group.
public struct PlantGroupRule: Sendable, Hashable, Codable {
  /// The group's name, as the output prints it: "ferns", "desert succulents".
  public let name: String
  /// The class its members tolerate, a key of ``PlantCatalog/classes``.
  public let tolerates: String
  /// The class its members do best in.
  public let ideal: String
  /// The direct sun its members take.
  public let directSun: DirectSun.Exposure
  /// The ids of the sources.
  public let sources: [String]

  /// Creates a rule (the built-in catalog's packed form makes them).
  package init(
    name: String, tolerates: String, ideal: String, directSun: DirectSun.Exposure,
    sources: [String]
  ) {
    self.name = name
    self.tolerates = tolerates
    self.ideal = ideal
    self.directSun = directSun
    self.sources = sources
  }
}
