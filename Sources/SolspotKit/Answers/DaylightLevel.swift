/// A saved spot's level for plant verdicts: as ``SpotLevel``, and without the readings taken at
/// night (``DaylightReadings``), which measured a lamp rather than the daylight a plant's needs
/// are stated in; as ``SpotAnswers/daylightLevel(of:filter:)`` gives it.
///
/// Properties (mirrored by the tests): `daylight.readings.count + daylight.nightLeftOut +
/// chosen.forcedLeftOut` is the number of readings the filter chooses; the summary rests on
/// `daylight.readings`.
public struct DaylightLevel: Sendable, Hashable {
  /// The spot.
  public let spot: SavedSpot
  /// Every reading of the spot, re-derived, ids kept, in the store's order.
  public let readings: [StoredReading]
  /// The filter that chose the readings.
  public let filter: ReadingFilter
  /// The readings the filter chose without the forced ones, with the count left out.
  public let chosen: LevelReadings
  /// Those taken by day, with the count of night readings left out.
  public let daylight: DaylightReadings
  /// The level of the daylight readings.
  public let summary: ReadingSummary
  /// The one reading that alone makes the daylight readings disagree, with its id.
  public let outlier: StoredReading?

  /// The spot's readings before the filter.
  public var total: Int { readings.count }

  /// The daylight level of `spot` from its re-derived `readings`, chosen by `filter`.
  ///
  /// - Throws: ``AnswerError/noUsableReadings(spot:total:forcedLeftOut:)`` when no reading
  ///   is left to rest on.
  public init(spot: SavedSpot, readings: [StoredReading], filter: ReadingFilter, bands: BandTable)
    throws(AnswerError)
  {
    let chosen = LevelReadings(
      readings.map(\.reading), filter: filter, hemisphere: spot.location.hemisphere)
    let daylight = DaylightReadings(chosen.readings, latitude: spot.location.latitude)
    guard let summary = ReadingSummary(daylight.readings, bands: bands) else {
      throw .noUsableReadings(
        spot: spot.name, total: readings.count, forcedLeftOut: chosen.forcedLeftOut)
    }
    self.spot = spot
    self.readings = readings
    self.filter = filter
    self.chosen = chosen
    self.daylight = daylight
    self.summary = summary
    self.outlier = SpotAnswers.stored(
      summary.outlierIndex.map { daylight.readings[$0] }, in: readings)
  }
}
