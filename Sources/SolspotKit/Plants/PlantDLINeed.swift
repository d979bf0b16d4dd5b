/// The daily light integral a plant does well in, as a source gives it.
public struct PlantDLINeed: Sendable, Hashable, Codable {
  /// How far the source's statement reaches: the plant itself, or its genus or group.
  public enum Scope: String, Sendable, Hashable, Codable, CaseIterable {
    /// The source names this plant.
    case plant
    /// The source names its genus.
    case genus
    /// The source names a group it belongs to ("ferns", "succulents").
    case group
  }

  /// The plant's id in the plant catalog (`Data/plants.json`).
  public let plant: String
  /// The lowest DLI of the range, in mol m⁻² d⁻¹.
  public let min: Double
  /// The highest DLI of the range, in mol m⁻² d⁻¹.
  public let max: Double
  /// The source's key in ``PlantDLICatalog/sources``.
  public let source: String
  /// The name the source uses (`Aloe`, `Fern`), as it wrote it.
  public let term: String
  /// How far the statement reaches.
  public let scope: Scope
}

/// Where a DLI figure comes from.
public struct PlantDLISource: Sendable, Hashable, Codable {
  /// The title.
  public let title: String
  /// Who published it.
  public let publisher: String
  /// Where it is.
  public let url: String
}
