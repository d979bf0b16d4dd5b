/// One source's statement about a plant's light: its words, its own figure and unit, and that
/// figure in lux.
///
/// Properties (checked by ``PlantCatalogValidation``): `source` names a source of the catalog;
/// `lux` is `figure` converted at 10.764 lux per foot-candle, rounded to whole lux or to two
/// significant figures; a bound of `lux` is set exactly when that bound of `figure` is.
public struct LightEvidence: Sendable, Hashable {
  /// What the statement says about the plant.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// The plant needs or survives at least this.
    case minimum
    /// The plant does best in this.
    case ideal
    /// A class of light the plant tolerates.
    case tolerated
    /// A tolerated class below the plant's ideal one.
    case toleratedBelow = "tolerated-below"
    /// A tolerated class above the plant's ideal one.
    case toleratedAbove = "tolerated-above"
    /// The plant should get no more than the figure's upper bound: a ceiling.
    case maximum
  }

  /// What a statement is about: the plant itself, its genus, or a group of plants.
  ///
  /// A statement about a genus ("Ficus") or a group ("most succulents") speaks of most of its
  /// members, not of this plant: a verdict that rests only on such statements is softened
  /// (docs/plant-matching.md, "Statements about a genus or a group").
  public enum Scope: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The plant itself: its species, or the genus or hybrid group the catalog entry is.
    case plant
    /// The plant's genus, as a whole.
    case genus
    /// A group of plants wider than a genus, such as succulents, ferns or herbs.
    case group

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is the narrower scope: plant, then genus, then group.
    public static func < (lhs: Scope, rhs: Scope) -> Bool { lhs.order < rhs.order }
  }

  /// Where the figure comes from.
  public enum Via: String, Sendable, Hashable, CaseIterable {
    /// The source gives a number for this plant.
    case figure
    /// The source gives a word, and its own glossary (``PlantSource/terms``) the number.
    case terms
  }

  /// The id of the source in the catalog's ``PlantCatalog/sources``.
  public let source: String
  /// The source's words, quoted or closely paraphrased.
  public let says: String
  /// The source's own figure and unit, when it gives one.
  public let figure: LightFigure?
  /// The figure in lux.
  public let lux: LuxBounds?
  /// What the statement says about the plant, when recorded.
  public let role: Role?
  /// Whether the figure is the source's number for the plant or its glossary's.
  public let via: Via?
  /// What the statement is about: the plant itself (the default), its genus or a group.
  public let scope: Scope
  /// The genus or group the statement is about, as the source names it ("Ficus",
  /// "succulents"); `nil` for a statement about the plant itself.
  public let about: String?

  /// Creates a piece of evidence.
  public init(
    source: String, says: String, figure: LightFigure?, lux: LuxBounds?, role: Role? = nil,
    via: Via?, scope: Scope = .plant, about: String? = nil
  ) {
    self.source = source
    self.says = says
    self.figure = figure
    self.lux = lux
    self.role = role
    self.via = via
    self.scope = scope
    self.about = about
  }
}

/// A range of light in a source's own unit, either end open (`nil`).
public struct LightFigure: Sendable, Hashable {
  /// The unit of a source's light figure.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Lux: lumens per square metre.
    case lux
    /// Foot-candles: lumens per square foot.
    case footCandle = "fc"

    /// Lux per one of this unit: 1, or 10.764 for a foot-candle.
    ///
    /// Source: 1 lm/ft² = 10.7639 lm/m² (REFERENCE.md, "Light for plants"); the catalog rounds
    /// it to 10.764.
    public var luxPerUnit: Double {
      switch self {
      case .lux: 1
      case .footCandle: PlantCatalog.luxPerFootCandle
      }
    }
  }

  /// The lower end, or `nil` when open.
  public let min: Double?
  /// The upper end, or `nil` when open.
  public let max: Double?
  /// The unit both ends are in.
  public let unit: Unit

  /// Creates a figure.
  public init(min: Double?, max: Double?, unit: Unit) {
    self.min = min
    self.max = max
    self.unit = unit
  }
}

/// A range of lux, either end open (`nil`).
public struct LuxBounds: Sendable, Hashable {
  /// The lower end in lux, or `nil`.
  public let min: Double?
  /// The upper end in lux, or `nil`.
  public let max: Double?

  /// Creates bounds.
  public init(min: Double?, max: Double?) {
    self.min = min
    self.max = max
  }
}
