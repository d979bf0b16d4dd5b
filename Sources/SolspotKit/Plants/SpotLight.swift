/// The light at a spot, as far as it is known: what ``PlantMatcher`` matches plants against.
///
/// A lux value is taken as given, exactly: `.lux(6000)` is a point with no interval. A band is
/// a stretch of lux the spot lies somewhere in, with no distribution over it. An estimate, or
/// a saved spot's level (``ReadingSummary``, its readings combined), is a distribution of the
/// true light around its point, or only a bound ("at most 3.2 lux") at the ends of a camera's
/// range.
public enum SpotLight: Sendable, Hashable {
  /// A band, as given: the spot lies somewhere in it, and nothing says where.
  case band(Band)
  /// An illuminance in lux, as given and taken as exact: a point.
  case lux(Double)
  /// A reading with its band probabilities, or a bound (``BandVerdict/atLeast(_:)``: this band
  /// or brighter; ``BandVerdict/atMost(_:)``: this band or darker).
  case estimate(LuxEstimate)
  /// The level of a saved spot's readings combined, with its interval and band probabilities,
  /// or a bound (docs/uncertainty.md, "Several readings of one place").
  case level(ReadingSummary)

  /// Whether the light is taken as given rather than estimated.
  public var isExact: Bool {
    switch self {
    case .band, .lux: true
    case .estimate, .level: false
    }
  }

  /// The band verdict of an estimate or a level; `nil` for light taken as given.
  public var verdict: BandVerdict? {
    switch self {
    case .band, .lux: nil
    case .estimate(let estimate): estimate.band
    case .level(let summary): summary.band
    }
  }
}
