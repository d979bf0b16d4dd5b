/// The light a plant needs: the bands it tolerates and does best in, the lux figures they come
/// from, and the evidence behind them.
///
/// Bands are given by the ids of a ``BandTable`` (`low`, `medium`, `bright-indirect`,
/// `direct`); `nil` means no source says. The catalog derives each band from the lux figures,
/// never from a source's words (docs/plant-catalog.md, "Deriving lux and bands").
///
/// Properties (checked by ``PlantCatalogValidation``): `minBand ≤ idealBand ≤ maxBand` where
/// known; `minBand` is the band of `lux.min`; `maxBand` is the band of `lux.max` when that is
/// known; every plant has evidence, and not only from templated sources.
public struct PlantLight: Sendable, Hashable {
  /// What `maxBand` rests on (docs/plant-catalog.md, "Schema changes").
  public enum MaxBasis: String, Sendable, Hashable, CaseIterable {
    /// A source's ceiling: the plant should get no more; brighter bands are too bright.
    case ceiling
    /// The brightest class a source says the plant tolerates: it takes at least that much, and
    /// whether it takes more is unknown.
    case tolerated
    /// `direct`, because a source's ideal class starts in direct sun.
    case ideal
  }

  /// The catalog's lux figures for a plant; `nil` where no source gives one.
  ///
  /// `max` is the most light a source says the plant tolerates, which is a "tolerates at
  /// least this much" figure rather than a ceiling.
  public struct LuxFigures: Sendable, Hashable {
    /// The least light the plant needs, in lux.
    public let min: Double?
    /// The lower end of the light it does best in, in lux.
    public let idealMin: Double?
    /// The upper end of the light it does best in, in lux.
    public let idealMax: Double?
    /// The most light a source says it tolerates, in lux.
    public let max: Double?

    /// Creates the figures.
    public init(min: Double?, idealMin: Double?, idealMax: Double?, max: Double?) {
      self.min = min
      self.idealMin = idealMin
      self.idealMax = idealMax
      self.max = max
    }
  }

  /// The id of the darkest band the plant tolerates.
  public let minBand: String?
  /// The id of the brightest band the plant tolerates.
  public let maxBand: String?
  /// The id of the band it does best in.
  public let idealBand: String?
  /// What `maxBand` rests on; `nil` when `maxBand` is unknown or the file does not say (a user
  /// catalog), in which case `maxBand` is read as the issue defines it: the highest band the
  /// plant tolerates.
  public let maxBasis: MaxBasis?
  /// The lux figures the bands come from.
  public let lux: LuxFigures
  /// What the sources say, each with its own figure and unit.
  public let evidence: [LightEvidence]
  /// Care notes about light, e.g. "direct sun scorches leaves".
  public let notes: [String]
  /// One sentence when the sources disagree, else `nil`.
  public let disagreement: String?

  /// Creates the light needs.
  public init(
    minBand: String?, maxBand: String?, idealBand: String?, maxBasis: MaxBasis? = nil,
    lux: LuxFigures, evidence: [LightEvidence], notes: [String] = [],
    disagreement: String? = nil
  ) {
    self.minBand = minBand
    self.maxBand = maxBand
    self.idealBand = idealBand
    self.maxBasis = maxBasis
    self.lux = lux
    self.evidence = evidence
    self.notes = notes
    self.disagreement = disagreement
  }

  /// Whether no band at all is known.
  public var isUnknown: Bool { minBand == nil && maxBand == nil && idealBand == nil }

  /// Whether the bands above `maxBand` are known to be too bright: `maxBand` is known and
  /// rests on a ceiling, or its basis is not given. A `tolerated` maximum is a floor under the
  /// real limit, so what lies above it is unknown.
  public var isMaxBandCeiling: Bool { maxBand != nil && maxBasis != .tolerated }
}
