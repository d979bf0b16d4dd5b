/// Composite Simpson integration over a closed interval.
enum Simpson {
  /// The integral of `f` over `range`, using `intervals` panels (rounded up to an even number).
  ///
  /// The error shrinks with the fourth power of the panel width for smooth integrands; callers
  /// split their range where the integrand has a kink.
  static func integrate(
    over range: ClosedRange<Double>, intervals: Int = 128, _ f: (Double) -> Double
  ) -> Double {
    let count = max(2, intervals + intervals % 2)
    let width = range.upperBound - range.lowerBound
    guard width > 0 else { return 0 }
    let step = width / Double(count)
    var sum = f(range.lowerBound) + f(range.upperBound)
    for index in 1..<count {
      let weight: Double = index % 2 == 1 ? 4 : 2
      sum += weight * f(range.lowerBound + Double(index) * step)
    }
    return sum * step / 3
  }
}
