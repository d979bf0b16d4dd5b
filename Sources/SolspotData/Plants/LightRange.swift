/// A range of light, its lower and upper bound each with what it rests on.
public struct LightRange: Sendable, Hashable {
  /// The lower bound; its `lux` is known in a catalog.
  public let min: LightBound
  /// The upper bound; a `nil` `lux` is open (no upper limit).
  public let max: LightBound

  /// Creates a range.
  public init(min: LightBound, max: LightBound) {
    self.min = min
    self.max = max
  }

  /// Whether `lux` lies in the range: from `min` (included) to `max` (excluded).
  public func contains(_ lux: Double) -> Bool {
    lux >= (min.lux ?? 0) && max.lux.map { lux < $0 } ?? true
  }
}

/// One bound of a plant's light: a figure in lux with its kind, its basis, its evidence grade
/// and its sources.
public struct LightBound: Sendable, Hashable {
  /// What the bound says about the plant.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// It needs at least this much light: the tolerated minimum.
    case needsAtLeast = "needs-at-least"
    /// It grows best from or up to here: an end of the ideal.
    case growsAt = "grows-at"
    /// It should get no more: the tolerated maximum.
    case avoidAbove = "avoid-above"
  }

  /// What the figure rests on, strongest first.
  public enum Basis: String, Sendable, Hashable, CaseIterable, DeclarationOrdered {
    /// A figure measured for this plant (a trial, a survey of interiors).
    case measured
    /// A statement about the plant with a figure of the source's own.
    case statement
    /// A class word ("tolerates low light") read as the class's range: its lower edge for a
    /// minimum.
    case classRange = "class-range"
    /// The rule for the plant's group, from sourced statements about the group.
    case groupDefault = "group-default"
    /// The plant's ``DirectSun`` attribute: 20,000 lux for none, 25,000 for morning or
    /// filtered sun, open for full sun.
    case directSun = "direct-sun"
  }

  /// The figure in lux; `nil` for an open upper end.
  public let lux: Double?
  /// What the bound says.
  public let kind: Kind
  /// What it rests on.
  public let basis: Basis
  /// The grade of the statements it comes from (docs/plant-catalog.md, "Grades").
  public let grade: EvidenceGrade
  /// The ids of the sources, sorted.
  public let sources: [String]

  /// Creates a bound.
  public init(
    lux: Double?, kind: Kind, basis: Basis, grade: EvidenceGrade, sources: [String] = []
  ) {
    self.lux = lux
    self.kind = kind
    self.basis = basis
    self.grade = grade
    self.sources = sources
  }
}

/// How strong a statement is, best first (docs/plant-catalog.md, "Grades").
public enum EvidenceGrade: String, Sendable, Hashable, CaseIterable, DeclarationOrdered {
  /// A measured figure about the plant.
  case a = "A"
  /// An extension service or botanical garden about the plant.
  case b = "B"
  /// Another source about the plant.
  case c = "C"
  /// A statement about the plant's genus, or the rule for its group.
  case d = "D"
  /// Another source's statement about a wider group.
  case e = "E"
}
