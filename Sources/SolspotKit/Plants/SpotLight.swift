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

  /// Whether the light claims more than any spot receives, so that no plant can be judged
  /// against it (docs/plant-matching.md, "Light no spot receives"): an estimate with the
  /// ``EstimateNote/implausiblyBright`` note, a level whose value is such (a point or an "at
  /// least" bound above ``EstimateNote/brightestDaylightLux``), or a lux figure above it. A band
  /// never is: the direct band is real light.
  public var isImplausiblyBright: Bool {
    switch self {
    case .band: false
    case .lux(let lux): lux > EstimateNote.brightestDaylightLux
    case .estimate(let estimate): estimate.notes.contains(.implausiblyBright)
    case .level(let summary): summary.value.map(EstimateNote.isImplausiblyBright) ?? false
    }
  }
}
