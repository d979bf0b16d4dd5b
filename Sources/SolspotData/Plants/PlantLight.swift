/// The light a plant takes, as its sources give it: the range it tolerates, the range it does
/// best in, whether it takes direct sun, and the statements behind them.
///
/// The catalog derives these from the statements (docs/plant-catalog.md, "Deriving a plant's
/// light"); the matcher only reads them (docs/plant-matching.md).
///
/// Properties (checked by ``PlantCatalogValidation``): `tolerated.min` is known and at least 0;
/// `tolerated.min ≤ ideal.min < ideal.max ≤ tolerated.max`, an open (`nil`) upper end being the
/// highest; a plant whose ``DirectSun/Exposure`` is `none` takes no more than 20,000 lux, where
/// the direct band starts; only a `full` plant has an open tolerated maximum.
public struct PlantLight: Sendable, Hashable {
  /// The light the plant lives in: below `min` too dark, from `max` up too bright.
  public let tolerated: LightRange
  /// The light it does best in, inside `tolerated`.
  public let ideal: LightRange
  /// Whether it takes direct sun, and what says so.
  public let directSun: DirectSun
  /// The key of the group rule that fills gaps for it (`aroid`, `fern`, `succulent`, …), when
  /// the catalog names one.
  public let lightGroup: String?
  /// What the sources say, each statement graded.
  public let statements: [LightStatement]
  /// Statements that disagree with the figures used, kept to be shown (`--why`).
  public let disagreements: [LightDisagreement]
  /// Care notes about light; a note taken from a source starts with its id and a colon.
  public let notes: [String]
  /// Room for the light the plant needs over a day (issue 19), when a later catalog gives it.
  public let dli: LightFigure?

  /// Creates the light needs.
  public init(
    tolerated: LightRange, ideal: LightRange, directSun: DirectSun, lightGroup: String? = nil,
    statements: [LightStatement] = [], disagreements: [LightDisagreement] = [],
    notes: [String] = [], dli: LightFigure? = nil
  ) {
    self.tolerated = tolerated
    self.ideal = ideal
    self.directSun = directSun
    self.lightGroup = lightGroup
    self.statements = statements
    self.disagreements = disagreements
    self.notes = notes
    self.dli = dli
  }

  /// The least light the plant takes, in lux.
  public var minimumLux: Double { tolerated.min.lux ?? 0 }

  /// How many sources put the plant's lowest light within a stop of its tolerated minimum:
  /// how well established the figure is, for ranking plants of equal depth.
  public var minimumSupport: Int {
    let limit = minimumLux * 2
    let sources = statements.filter {
      $0.role.setsMinimum && ($0.lux?.min).map { $0 <= limit } == true
    }.map(\.source)
    return Set(sources).count
  }

  /// Whether the deciding figures rest only on the rule for the plant's group: the verdicts
  /// are then "probably …" (docs/plant-matching.md, "Group rules").
  public var restsOnGroup: Bool {
    tolerated.min.basis == .groupDefault && directSun.basis == .groupDefault
  }
}
