/// Two saved spots compared: the ratio of their light (``LightComparison``) from their readings
/// re-derived with one derivation, with each side's readings, the forced ones left out and
/// the outlier with its stored id; as ``SpotAnswers/comparison(of:with:filter:)`` gives it.
public struct SpotComparison: Sendable, Hashable {
  /// One of the two spots.
  public struct Side: Sendable, Hashable {
    /// The spot.
    public let spot: SavedSpot
    /// Every reading of the spot, re-derived, ids kept, in the store's order.
    public let readings: [StoredReading]
    /// The readings the filter chose without the forced ones, with the count left out.
    public let chosen: LevelReadings
    /// The reading that alone makes this spot's readings in the comparison disagree, with its
    /// id to remove it by.
    public let outlier: StoredReading?

    /// The spot's readings before the filter.
    public var total: Int { readings.count }
  }

  /// The first spot (the one whose light is compared).
  public let first: Side
  /// The second spot (the one it is compared with).
  public let second: Side
  /// The filter that chose both spots' readings.
  public let filter: ReadingFilter
  /// The comparison, with the pair's declared lighting (``PairLighting``).
  public let comparison: LightComparison
}
