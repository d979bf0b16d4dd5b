/// A saved spot's level: its readings as the current profiles give them, those a filter
/// chooses without the forced ones (``LevelReadings``), combined (``ReadingSummary``), as
/// ``SpotAnswers/level(of:filter:)`` gives it.
public struct SpotLevel: Sendable, Hashable {
  /// The spot.
  public let spot: SavedSpot
  /// Every reading of the spot, re-derived, ids kept, in the store's order.
  public let readings: [StoredReading]
  /// The filter that chose the readings.
  public let filter: ReadingFilter
  /// The readings the level rests on, with the count of forced ones left out.
  public let chosen: LevelReadings
  /// The level, or `nil` when no reading was chosen.
  public let summary: ReadingSummary?
  /// The one reading that alone makes the chosen readings disagree
  /// (``ReadingSummary/outlierIndex``), with its id to remove it by.
  public let outlier: StoredReading?

  /// The spot's readings before the filter.
  public var total: Int { readings.count }

  /// The level of `spot` from its re-derived `readings`, chosen by `filter`.
  public init(spot: SavedSpot, readings: [StoredReading], filter: ReadingFilter, bands: BandTable) {
    self.spot = spot
    self.readings = readings
    self.filter = filter
    let chosen = LevelReadings(
      readings.map(\.reading), filter: filter, hemisphere: spot.location.hemisphere)
    self.chosen = chosen
    let summary = ReadingSummary(chosen.readings, bands: bands)
    self.summary = summary
    self.outlier = SpotAnswers.stored(
      summary?.outlierIndex.map { chosen.readings[$0] }, in: readings)
  }
}
