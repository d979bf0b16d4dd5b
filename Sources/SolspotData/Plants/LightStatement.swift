/// One source's statement about a plant's light: its words, what it says (a role), its figure,
/// what the figure rests on and its grade.
///
/// Properties (checked by ``PlantCatalogValidation``): `source` names a source of the catalog;
/// a `sun` statement gives an exposure and no lux; any other gives lux; `about` is given
/// exactly when `scope` is not `plant`.
public struct LightStatement: Sendable, Hashable {
  /// What the statement says about the plant.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// It lives in this light.
    case tolerates
    /// It needs at least this light.
    case needs
    /// It survived this light for a while (a trial), which is weaker than living there.
    case survives
    /// It does best in this light.
    case ideal
    /// It should get no more than the upper end.
    case avoidAbove = "avoid-above"
    /// How much direct sun it takes.
    case sun

    /// Whether a lower end of this role can set the tolerated minimum.
    public var setsMinimum: Bool { self == .tolerates || self == .needs || self == .survives }
  }

  /// What a statement is about.
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    /// The plant itself: its species, or the genus or hybrid group the entry is.
    case plant
    /// The plant's genus.
    case genus
    /// A group wider than a genus (ferns, succulents, herbs).
    case group
  }

  /// The id of the source in the catalog's ``PlantCatalog/sources``.
  public let source: String
  /// The source's words, paraphrased or quoted briefly.
  public let says: String
  /// What it says.
  public let role: Role
  /// Its figure in lux, when it gives one (a class gives its range).
  public let lux: LuxBounds?
  /// The source's own figure and unit, when it gives one.
  public let figure: LightFigure?
  /// The class word, when the figure comes from the catalog's class ranges (`low`, `medium`,
  /// `bright`, `sun`).
  public let lightClass: String?
  /// For a `sun` statement, how much direct sun it says the plant takes.
  public let sun: DirectSun.Exposure?
  /// What the figure rests on.
  public let basis: LightBound.Basis
  /// What it is about.
  public let scope: Scope
  /// The genus or group it is about, as the source names it; `nil` for the plant itself.
  public let about: String?
  /// Its grade.
  public let grade: EvidenceGrade

  /// Creates a statement.
  public init(
    source: String, says: String, role: Role, lux: LuxBounds? = nil, figure: LightFigure? = nil,
    lightClass: String? = nil, sun: DirectSun.Exposure? = nil, basis: LightBound.Basis,
    scope: Scope = .plant, about: String? = nil, grade: EvidenceGrade
  ) {
    self.source = source
    self.says = says
    self.role = role
    self.lux = lux
    self.figure = figure
    self.lightClass = lightClass
    self.sun = sun
    self.basis = basis
    self.scope = scope
    self.about = about
    self.grade = grade
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
    /// Moles of photons per square metre per day, for a daily light integral.
    case molPerDay = "mol/m2/d"
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

/// A statement that disagrees with the figure the catalog uses, kept so that `--why` can show
/// it: another source's minimum a stop or more away, another direct-sun value, an ideal set
/// aside because it lies beyond what the plant takes.
public struct LightDisagreement: Sendable, Hashable {
  /// The figure disagreed with.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// The tolerated minimum.
    case toleratedMin = "tolerated.min"
    /// The lower end of the ideal.
    case idealMin = "ideal.min"
    /// The direct-sun attribute.
    case directSun
  }

  /// The figure disagreed with.
  public let field: Field
  /// The source that disagrees.
  public let source: String
  /// Its grade.
  public let grade: EvidenceGrade
  /// Its figure, for a lux field.
  public let lux: Double?
  /// Its value, for the direct-sun field.
  public let exposure: DirectSun.Exposure?

  /// Creates a disagreement.
  public init(
    field: Field, source: String, grade: EvidenceGrade, lux: Double? = nil,
    exposure: DirectSun.Exposure? = nil
  ) {
    self.field = field
    self.source = source
    self.grade = grade
    self.lux = lux
    self.exposure = exposure
  }
}
