/// The readings of a spot that a level, a comparison, a season or a plant verdict rests on:
/// those a ``ReadingFilter`` chooses, without the forced ones.
///
/// A forced reading (``Reading/isForced``) was saved with `spot measure --force` although it
/// is implausible (``ImplausibleReading``): more light than full sun, or settings the device
/// cannot produce. It is kept and listed (`spot history`), but it is not the spot's light, so
/// it is left out here, before the readings reach ``ReadingSummary``, ``LightComparison`` or
/// ``SeasonalReport``, and ``forcedLeftOut`` says how many were, for the output to say so.
///
/// Properties (mirrored by the tests): ``readings`` holds no forced reading and keeps the
/// order of the input; `readings.count + forcedLeftOut` is the number of readings the filter
/// chooses; without forced readings, ``readings`` is exactly what the filter chooses.
public struct LevelReadings: Sendable, Hashable {
  /// The readings the filter chooses that are not forced, in their order.
  public let readings: [Reading]
  /// How many readings the filter chose that were forced, and so left out.
  public let forcedLeftOut: Int

  /// The readings of a spot in `hemisphere` that `filter` chooses, forced ones left out.
  public init(_ all: [Reading], filter: ReadingFilter = .all, hemisphere: Hemisphere = .north) {
    let chosen = filter.apply(all, hemisphere: hemisphere)
    let used = chosen.filter { !$0.isForced }
    readings = used
    forcedLeftOut = chosen.count - used.count
  }
}
