/// One spot's readings grouped by season, each season compared with the brightest one, and
/// the band changes that follow.
///
/// A reading's season is that of its local date (the UTC offset recorded with it) in the
/// spot's hemisphere (``SpotLocation/hemisphere``), across years: every December reading is
/// winter in the north, whichever year. The seasons are compared with ``LightComparison``, so a
/// ratio between seasons measured on one device with one calibration has the narrow relative
/// interval: the device's error cancels, and the spot's own geometry, the same spot seen from
/// the same place, enters once as the season term (``ErrorModel/seasonTerm``: how much it
/// changes as the sun's height and the sky change), not once per season as for two spots. Each
/// season's light variation stays.
///
/// Bounds count as ``ReadingSummary`` counts them: a season with a reading brighter than the
/// device can measure is "at least" its level, and is never said to drop to a band; a season
/// whose level cannot be pinned is neither the reference nor a change.
///
/// Near the equator (``isNearEquator``) the sun stands high all year and meteorological
/// seasons say little about the light; the report says so.
///
/// Properties: ``seasons`` holds only seasons with readings, in ``Season/yearOrder``; the
/// ``reference`` is the season with the most light; every entry of ``changes`` is darker than
/// the reference, and none contradicts a bound; a change is ``BandChange/isClear`` exactly when
/// its season's ratio to the reference is clearly below 1.
public struct SeasonalReport: Sendable, Hashable {
  /// One season's readings and their level.
  public struct SeasonLevel: Sendable, Hashable {
    /// The season.
    public let season: Season
    /// Its readings, oldest first.
    public let readings: [Reading]
    /// Their combined level.
    public let summary: ReadingSummary
    /// This season compared with the reference season; `nil` for the reference itself.
    public let comparison: LightComparison?
  }

  /// A season whose band is darker than the reference season's.
  public struct BandChange: Sendable, Hashable {
    /// The darker season.
    public let season: Season
    /// The first month of that season (1 is January), when the change begins.
    public let firstMonth: Int
    /// The band of the reference season.
    public let from: Band
    /// The verdict of the reference season, which may be a bound ("bright indirect or
    /// brighter").
    public let fromVerdict: BandVerdict
    /// The verdict of the darker season.
    public let to: BandVerdict
    /// Whether the darker season clearly gets less light than the reference: its ratio's
    /// interval lies below 1 (``LightRatio/Direction/less``). When it does not ("no clear
    /// difference"), the bands differ but the readings do not show that the light does, and
    /// the change is only possible.
    public let isClear: Bool
  }

  /// The hemisphere the seasons are reckoned in.
  public let hemisphere: Hemisphere
  /// Whether the hemisphere was assumed (the spot has no latitude or hemisphere).
  public let isHemisphereAssumed: Bool
  /// Whether the spot's latitude lies between the tropics (|latitude| < ``tropicLatitude``),
  /// where the noon sun is high all year and meteorological seasons mean little; `false`
  /// when only a hemisphere is known.
  public let isNearEquator: Bool
  /// The seasons with readings.
  public let seasons: [SeasonLevel]
  /// The season with the most light, when any season has readings.
  public let reference: Season?
  /// Seasons whose band is darker than the reference's, in year order.
  public let changes: [BandChange]

  /// Groups and compares `readings` of a spot at `location`.
  ///
  /// - Parameter seasonTerm: The season term; the built-in model's by default, and `nil` to
  ///   count the spot's geometry in both seasons as for two spots.
  public init(
    readings: [Reading], location: SpotLocation, bands: BandTable,
    confidence: Confidence = .ninety,
    seasonTerm: SeasonTerm? = ErrorModel.builtInSeasonTerm
  ) {
    let hemisphere = location.hemisphere
    self.hemisphere = hemisphere
    self.isHemisphereAssumed = location.isAssumed
    self.isNearEquator = location.latitude.map { abs($0) < Self.tropicLatitude } ?? false
    var groups: [Season: [Reading]] = [:]
    for reading in readings {
      groups[Season.of(month: reading.takenAt.local.month, in: hemisphere), default: []]
        .append(reading)
    }
    let summaries: [(Season, [Reading], ReadingSummary)] = Season.yearOrder.compactMap { season in
      guard let group = groups[season],
        let summary = ReadingSummary(group, bands: bands, confidence: confidence)
      else { return nil }
      return (season, group, summary)
    }
    let reference =
      summaries
      .compactMap { entry in Self.level(entry.2).map { (entry, $0) } }
      .max { $0.1 < $1.1 }?.0
    self.reference = reference?.0
    self.seasons = summaries.map { season, group, summary in
      let comparison =
        reference.flatMap { ref in
          season == ref.0
            ? nil
            : LightComparison(
              group, ref.1, bands: bands, confidence: confidence, spotChange: seasonTerm)
        }
      return SeasonLevel(
        season: season, readings: group, summary: summary, comparison: comparison)
    }
    guard let reference else {
      self.changes = []
      return
    }
    let referenceBand = reference.2.band
    let levels = seasons
    self.changes = summaries.compactMap { season, _, summary in
      guard season != reference.0, summary.isPinned,
        Self.isDarker(summary.band, than: referenceBand, in: bands)
      else { return nil }
      let comparison = levels.first { $0.season == season }?.comparison
      return BandChange(
        season: season, firstMonth: season.firstMonth(in: hemisphere), from: referenceBand.band,
        fromVerdict: referenceBand, to: summary.band,
        isClear: comparison?.ratio.direction == .less)
    }
  }

  /// The latitude of the tropics, in degrees: 23.44°, the tilt of the Earth's axis. Between
  /// them the noon sun passes overhead once or twice a year.
  public static let tropicLatitude = 23.44

  /// The level used to find the brightest season: the mean log2 lux, or log2 of a bound;
  /// `nil` for a level that cannot be pinned.
  static func level(_ summary: ReadingSummary) -> Double? {
    if let log2Lux = summary.log2Lux { return log2Lux }
    switch summary.value {
    case .estimate(let lux, _), .atLeast(let lux), .atMost(let lux): return Math.log2(lux)
    case nil: return nil
    }
  }

  /// Whether `verdict` names a darker band than `reference`, without relying on a bound that
  /// points the other way.
  static func isDarker(_ verdict: BandVerdict, than reference: BandVerdict, in bands: BandTable)
    -> Bool
  {
    if case .atLeast = verdict { return false }
    if case .atMost = reference { return false }
    guard let index = bands.bands.firstIndex(of: verdict.band),
      let referenceIndex = bands.bands.firstIndex(of: reference.band)
    else { return false }
    return index < referenceIndex
  }
}
