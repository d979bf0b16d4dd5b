/// Where the true light at a spot may lie, on the lux axis: what ``PlantMatcher`` weighs a
/// plant's ``LightProfile`` against.
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
      } else if summary.isUnsettled, let span = summary.readingsSpan {
        // Two readings that disagree: no level, but the light measured here lay within their
        // intervals, with nothing said of where.
        self = .span(lower: span.lower, upper: span.upper, includesUpper: true)
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
  /// a ranking asks for it at the same figures over and over: each zone's two ends, whether a
  /// zone is possible, whether a boundary is straddled, and plants share figures (21,500 lux,
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

  /// The probability that the true light lies in `zone`; `nil` for a span, which has no
  /// distribution. Exactly 0 or 1 for a point.
  func probability(of zone: LightProfile.Zone) -> Double? {
    switch self {
    case .point(let lux):
      return zone.contains(lux) ? 1 : 0
    case .span:
      return nil
    case .distribution:
      let high = probability(below: zone.upper) ?? 1
      let low = probability(below: zone.lower) ?? 0
      return max(0, high - low)
    }
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

  /// Whether the light may lie in `zone`: a point in it, a span overlapping it, or a
  /// distribution giving it at least `possible`.
  func mayLie(in zone: LightProfile.Zone, possible: Double) -> Bool {
    switch self {
    case .point(let lux):
      return zone.contains(lux)
    case .span(let lower, let upper, let includesUpper):
      let startsBelowEnd = includesUpper ? zone.lower <= upper : zone.lower < upper
      return startsBelowEnd && zone.upper > lower
    case .distribution:
      return (probability(of: zone) ?? 0) >= possible
    }
  }

  /// Whether the light may lie on either side of `lux`: strictly inside a span, or with at
  /// least `possible` on each side of a distribution. Never for a point.
  func straddles(_ lux: Double, possible: Double) -> Bool {
    switch self {
    case .point:
      return false
    case .span(let lower, let upper, _):
      return lux > lower && lux < upper
    case .distribution:
      let below = probability(below: lux) ?? 0
      return below >= possible && 1 - below >= possible
    }
  }
}
