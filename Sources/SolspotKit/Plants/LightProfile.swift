/// A plant's light needs on the lux axis: where it is too dark, where it tolerates the light,
/// where it does best, where it is too bright, and where no source says, each with the
/// statements that say so (docs/plant-matching.md, "A plant's light on the lux axis").
///
/// Built from the catalog's lux figures wherever they exist; a band stands in only for a figure
/// the catalog gives as a band alone (a user catalog's `idealBand` without `lux.idealMin`, a
/// `maxBand` without `lux.max`).
///
/// ```
/// below lux.min                       too dark
/// lux.idealMin ..< idealMax           thrives (an ideal with no upper figure runs on up)
/// from a ceiling up                   too bright (maxBasis ceiling, or not given)
/// lux.min (or the ideal) ..< top      tolerates, where top is the brightest light a source
///                                     says the plant takes: the ideal's upper end, a ceiling,
///                                     a tolerated class's upper end, a statement's range
/// elsewhere                           unknown
/// ```
///
/// Properties (mirrored by the tests): the zones cover 0 lux to infinity without gaps or
/// overlaps, in order; neighbouring zones differ in fit or basis; a zone is too dark only below
/// `lux.min` and too bright only from a ceiling up; every zone but an unknown one has a basis.
public struct LightProfile: Sendable, Hashable {
  /// A stretch of lux where the plant fits the light one way, for one reason.
  public struct Zone: Sendable, Hashable {
    /// The lowest lux of the zone (included).
    public let lower: Double
    /// The lux where the next zone starts (excluded), or infinity.
    public let upper: Double
    /// How the plant fits light in the zone.
    public let fit: BandFit
    /// The statements the fit rests on; `nil` for an unknown zone.
    public let basis: LightBasis?

    /// Whether `lux` lies in the zone.
    public func contains(_ lux: Double) -> Bool { lux >= lower && lux < upper }
  }

  /// A figure of the plant's needs with what it rests on.
  public struct Figure: Sendable, Hashable {
    /// The figure in lux; infinity for an open upper end.
    public let lux: Double
    /// The statements that give it.
    public let basis: LightBasis
    /// The band whose limit stands in for this figure because no source gives it, or `nil`
    /// for a figure from the statements.
    public let band: Band?

    /// Creates a figure; `band` when a band's limit stands in for it.
    public init(lux: Double, basis: LightBasis, band: Band? = nil) {
      self.lux = lux
      self.basis = basis
      self.band = band
    }
  }

  /// The zones, darkest first, from 0 lux to infinity.
  public let zones: [Zone]
  /// The least light the plant needs (`lux.min`).
  public let minimum: Figure?
  /// The lower end of the light it does best in.
  public let idealLower: Figure?
  /// The upper end of the light it does best in; infinity when the sources' ideal has no upper
  /// end ("full sun, over 21,500 lux").
  public let idealUpper: Figure?
  /// The light from which it is too bright.
  public let ceiling: Figure?
  /// The darkest light its sources say it takes.
  public let knownLower: Figure?
  /// The brightest light its sources say it takes; infinity when a class it takes has no upper
  /// end.
  public let knownUpper: Figure?
  /// The upper end of a class of light the plant is said to tolerate that has no lower end
  /// (Tropicopia's "diffuse light, under 5,300 lux"), the highest when there are several: the
  /// sources say it takes less light than this, and not how much less, so it sets no zone.
  public let toleratedBelow: Figure?
  /// The figures above that are conversions from foot-candles (``PlantLight/isConverted(_:excluding:)``).
  private let converted: Set<Double>

  /// The profile of `light` under `bands`, with statements from the sources in `templated`
  /// left out (a templated source never sets a figure).
  public init(_ light: PlantLight, bands: BandTable, templated: Set<String> = []) {
    let figures = LightProfileFigures(light, bands: bands, templated: templated)
    minimum = figures.minimum
    idealLower = figures.idealLower
    idealUpper = figures.idealUpper
    ceiling = figures.ceiling
    knownLower = figures.knownLower
    knownUpper = figures.knownUpper
    toleratedBelow = figures.toleratedBelow
    converted = Set(
      [minimum, idealLower, idealUpper, ceiling, knownLower, knownUpper, toleratedBelow]
        .compactMap { $0 }.filter { $0.band == nil && $0.lux.isFinite }.map(\.lux)
        .filter { light.isConverted($0, excluding: templated) })
    var ideal: (Figure, Figure)?
    if let lower = figures.idealLower, let upper = figures.idealUpper { ideal = (lower, upper) }
    var known: (Figure, Figure)?
    if let lower = figures.knownLower, let upper = figures.knownUpper { known = (lower, upper) }
    zones = Self.zones(
      minimum: figures.minimum, ideal: ideal, ceiling: figures.ceiling, known: known)
  }

  /// Whether `lux`, one of the figures above, is a conversion from foot-candles, to be printed
  /// to three significant figures (``LuxText/converted(_:)``): "1,620 lux" for 150 fc.
  public func isConverted(_ lux: Double) -> Bool { converted.contains(lux) }

  /// Whether the best light the sources give starts at the plant's ceiling: one figure that is
  /// both its best light and the most it takes (Phalaenopsis: 1,500 fc to bring it into flower,
  /// and no more than 1,500 fc). No light is then judged best, as light at a ceiling is too
  /// bright; the reasons say so plainly (docs/plant-matching.md, "The reason in words").
  public var isBestAtCeiling: Bool {
    guard let lower = idealLower, let ceiling else { return false }
    return lower.lux == ceiling.lux
  }

  /// Whether any light is known to suit the plant.
  public var hasRange: Bool { zones.contains { $0.fit == .thrives || $0.fit == .tolerates } }

  /// The zone that contains `lux`.
  public func zone(at lux: Double) -> Zone {
    zones.first { $0.contains(lux) } ?? zones[zones.count - 1]
  }

  // MARK: - Zones

  /// Cuts 0…∞ at every figure and gives each piece its fit: too dark below the minimum, too
  /// bright from the ceiling up, thrives in the ideal, tolerates in the known range, else
  /// unknown.
  private static func zones(
    minimum: Figure?, ideal: (lower: Figure, upper: Figure)?, ceiling: Figure?,
    known: (lower: Figure, upper: Figure)?
  ) -> [Zone] {
    let cuts = [minimum, ideal?.lower, ideal?.upper, ceiling, known?.lower, known?.upper]
      .compactMap { $0?.lux }.filter { $0 > 0 && $0.isFinite }
    let points = [0] + Array(Set(cuts)).sorted()
    var zones: [Zone] = []
    for (index, lower) in points.enumerated() {
      let upper = index + 1 < points.count ? points[index + 1] : .infinity
      let (fit, basis) = fit(
        at: lower, minimum: minimum, ideal: ideal, ceiling: ceiling, known: known)
      if let last = zones.last, last.fit == fit, last.basis == basis {
        zones[zones.count - 1] = Zone(lower: last.lower, upper: upper, fit: fit, basis: basis)
      } else {
        zones.append(Zone(lower: lower, upper: upper, fit: fit, basis: basis))
      }
    }
    return zones
  }

  private static func fit(
    at lux: Double, minimum: Figure?, ideal: (lower: Figure, upper: Figure)?, ceiling: Figure?,
    known: (lower: Figure, upper: Figure)?
  ) -> (BandFit, LightBasis?) {
    if let minimum, lux < minimum.lux { return (.tooDark, minimum.basis) }
    if let ceiling, lux >= ceiling.lux { return (.tooBright, ceiling.basis) }
    if let ideal, lux >= ideal.lower.lux, lux < ideal.upper.lux {
      return (.thrives, ideal.lower.basis)
    }
    if let known, lux >= known.lower.lux, lux < known.upper.lux {
      // Below the ideal the plant takes the light because of its minimum; above it, because of
      // the statement that reaches that high.
      let belowIdeal = ideal.map { lux < $0.lower.lux } ?? (minimum != nil)
      return (.tolerates, belowIdeal ? (minimum ?? known.lower).basis : known.upper.basis)
    }
    return (.unknown, nil)
  }
}
