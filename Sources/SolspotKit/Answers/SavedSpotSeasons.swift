/// A saved spot's light season by season: its readings re-derived, the forced ones left out,
/// grouped by meteorological season in the spot's hemisphere (``SeasonalReport``); as
/// ``SpotAnswers/seasons(of:)`` gives it.
public struct SavedSpotSeasons: Sendable, Hashable {
  /// The spot.
  public let spot: SavedSpot
  /// Every reading of the spot, re-derived, ids kept, in the store's order.
  public let readings: [StoredReading]
  /// The readings the seasons rest on: all but the forced ones, with the count left out.
  public let chosen: LevelReadings
  /// The seasons, each with its level, compared with the brightest.
  public let report: SeasonalReport
}
