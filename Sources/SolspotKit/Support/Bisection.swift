/// Root finding by bisection, for increasing functions.
enum Bisection {
  /// The point in `interval` where the increasing function `f` crosses zero.
  ///
  /// When `f` does not change sign over `interval`, the end nearer the crossing is returned.
  /// Stops when the bracket is narrower than `tolerance` or after 200 halvings.
  static func root(
    in interval: ClosedRange<Double>, tolerance: Double = 1e-12, _ f: (Double) -> Double
  ) -> Double {
    var low = interval.lowerBound
    var high = interval.upperBound
    if f(low) >= 0 { return low }
    if f(high) <= 0 { return high }
    for _ in 0..<200 where high - low > tolerance {
      let middle = 0.5 * (low + high)
      if f(middle) < 0 { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }
}
