/// Where the true light at a spot may lie, on the lux axis: what ``PlantMatcher`` weighs a
/// plant's light against.
enum SpotRange {
  /// One value, taken as exact (`--lux`).
  case point(Double)
  /// Somewhere from `lower` to `upper`, with no distribution over it: a band, or a bound.
  /// `upper` is included only for an "at most" bound.
  case span(lower: Double, upper: Double, includesUpper: Bool)
  /// A reading: the true light is `point · 2^E`, with the error `E` in stops following
  /// `error`. `below` holds `P(light < lux)` already worked out for some lux
  /// (``tabulating(_:)``).
  case distribution(point: Double, error: LogErrorDistribution, below: [Double: Double] = [:])

  init(_ spot: SpotLight) {
    switch spot {
    case .lux(let lux):
      self = .point(lux)
    case .band(let band):
      self = .span(
        lower: band.lowerLux ?? 0, upper: band.upperLux ?? .infinity, includesUpper: false)
    case .estimate(let estimate):
      self = Self(estimate.value, error: estimate.distribution)
    case .level(let summary):
      if let value = summary.value {
        self = Self(value, error: summary.distribution)
      } else {
        // Readings beyond both ends of the device's range: the level could lie anywhere.
        self = .span(lower: 0, upper: .infinity, includesUpper: false)
      }
    }
  }

  private init(_ value: LuxValue, error: LogErrorDistribution?) {
    switch value {
    case .atLeast(let lux):
      self = .span(lower: lux, upper: .infinity, includesUpper: false)
    case .atMost(let lux):
      self = .span(lower: 0, upper: lux, includesUpper: true)
    case .estimate(let point, let interval):
      if let error {
        self = .distribution(point: point, error: error)
      } else {
        // Not reached: every estimate carries its distribution. The interval is the most that
        // is known without it.
        self = .span(lower: interval.lower, upper: interval.upper, includesUpper: true)
      }
    }
  }

  /// The same range with `P(light < lux)` worked out once for each of `cuts`, for a
  /// distribution; unchanged otherwise.
  ///
  /// The error's distribution function is a numerical integral (``LogErrorDistribution``), and
  /// a ranking asks for it at the same figures over and over: the ends of each plant's
  /// ranges, and plants share figures (269 lux, 20,000 lux,
  /// 10,764 lux). Worked out once per figure, a ranking of the catalog costs a few dozen
  /// integrals instead of thousands; the values are the same.
  func tabulating(_ cuts: some Sequence<Double>) -> SpotRange {
    guard case .distribution(let point, let error, var below) = self else { return self }
    for lux in cuts where below[lux] == nil {
      below[lux] = Self.cdf(lux, point: point, error: error)
    }
    return .distribution(point: point, error: error, below: below)
  }

  /// `P(light < lux)` for light `point · 2^E`.
  private static func cdf(_ lux: Double, point: Double, error: LogErrorDistribution) -> Double {
    guard lux > 0 else { return 0 }
    guard lux.isFinite else { return 1 }
    return error.cdf(Math.log2(lux) - Math.log2(point))
  }

  /// The probability that the true light lies below `lux`; `nil` for a span.
  func probability(below lux: Double) -> Double? {
    switch self {
    case .point(let value): value < lux ? 1 : 0
    case .span: nil
    case .distribution(let point, let error, let below):
      below[lux] ?? Self.cdf(lux, point: point, error: error)
    }
  }

  /// The light a verdict's closeness to a limit is measured from: a point, a distribution's
  /// point, or the geometric middle of a span (its open ends held at 250 lux and at
  /// ``EstimateNote/brightestDaylightLux``).
  var center: Double {
    switch self {
    case .point(let lux), .distribution(let lux, _, _): return lux
    case .span(let lower, let upper, _):
      let low = Swift.max(lower, 250)
      let high = Swift.min(upper, EstimateNote.brightestDaylightLux)
      return high > low ? (low * high).squareRoot() : low
    }
  }

  /// The ends of a span; `nil` otherwise.
  var spanEnds: (lower: Double, upper: Double)? {
    guard case .span(let lower, let upper, _) = self else { return nil }
    return (lower, upper)
  }
}
