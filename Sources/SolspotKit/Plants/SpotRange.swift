/// Where the true light at a spot may lie, on the lux axis: what ``PlantMatcher`` weighs a
/// plant's ``LightProfile`` against.
enum SpotRange {
  /// One value, taken as exact (`--lux`).
  case point(Double)
  /// Somewhere from `lower` to `upper`, with no distribution over it: a band, or a bound.
  /// `upper` is included only for an "at most" bound.
  case span(lower: Double, upper: Double, includesUpper: Bool)
  /// A reading: the true light is `point · 2^E`, with the error `E` in stops following
  /// `error`.
  case distribution(point: Double, error: LogErrorDistribution)

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

  /// The probability that the true light lies in `zone`; `nil` for a span, which has no
  /// distribution. Exactly 0 or 1 for a point.
  func probability(of zone: LightProfile.Zone) -> Double? {
    switch self {
    case .point(let lux):
      return zone.contains(lux) ? 1 : 0
    case .span:
      return nil
    case .distribution(let point, let error):
      let pointEV = Math.log2(point)
      let lower = zone.lower > 0 ? Math.log2(zone.lower) - pointEV : -.infinity
      let upper = zone.upper.isFinite ? Math.log2(zone.upper) - pointEV : .infinity
      return error.probability(from: lower, to: upper)
    }
  }

  /// The probability that the true light lies below `lux`; `nil` for a span.
  func probability(below lux: Double) -> Double? {
    switch self {
    case .point(let value): value < lux ? 1 : 0
    case .span: nil
    case .distribution(let point, let error):
      lux > 0 ? error.cdf(Math.log2(lux) - Math.log2(point)) : 0
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
