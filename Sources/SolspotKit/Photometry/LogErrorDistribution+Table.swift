extension LogErrorDistribution {
  /// A distribution's tails tabulated once, for the many readings that share it: its
  /// probabilities at the cost of a table look-up instead of an integral.
  ///
  /// Every reading of one device with one confidence and geometry has the same error
  /// distribution, shifted by its own point; band probabilities ask for its distribution
  /// function at the band edges. The table holds, at nodes `xᵢ = m + c·sinh(wᵢ)` equally spaced
  /// in `w` (`m` the mean, `c` the sum of the two scales), the logarithms of both tails,
  /// `log F(x)` and `log(1 − F(x))`.
  ///
  /// Between nodes it interpolates with cubic Hermite polynomials, their slopes from five-point
  /// differences of the tabulated logarithms, and takes the lower tail
  /// below the median, the upper tail above it. The sinh spacing puts nodes close together
  /// near the centre and far apart in the tails, where a t part's tails are nearly straight
  /// lines in these coordinates; the logarithms keep small tail probabilities precise in
  /// relative terms. Every number comes from the distribution's own ``cdf(_:)`` and
  /// ``upperTail(_:)``; outside the tabulated span (32 EV either side of the
  /// mean, less where a tail falls below 1e-280) the table asks the distribution itself.
  ///
  /// Properties (mirrored by the tests): `cdf` and `upperTail` agree with the distribution's
  /// within ``tolerance`` at every shape; `cdf(x) + upperTail(x)` is 1 within it;
  /// probabilities of adjacent ranges add up.
  public struct Table: Sendable {
    /// The distribution tabulated.
    public let distribution: LogErrorDistribution
    /// The largest difference from the distribution's own probabilities: 5e-9 absolute, or
    /// 1e-5 of the smaller tail where that is larger (tests check it at many shapes).
    public static let tolerance = (absolute: 5e-9, relative: 1e-5)

    /// The spacing of the nodes in `w`.
    static let step = 1.0 / 40
    /// How far the table reaches from the mean, in EV.
    static let span = 32.0

    private let center: Double
    private let scale: Double
    private let firstW: Double
    /// The x of the node where the lower tail passes one half.
    private let median: Double
    /// Four numbers a node: log F, its slope, log(1 − F), its slope (each slope times the
    /// step, as the interpolation uses it).
    private let nodes: [Double]
    private let intervals: Int

    /// Tabulates `distribution`; a distribution without a one-sided part, or without a
    /// symmetric one, is in closed form already and is asked directly.
    public init(_ distribution: LogErrorDistribution) {
      self.distribution = distribution
      let s = distribution.symmetricSigma
      let a = distribution.upwardSigma
      center = distribution.mean
      scale = s + a
      guard s > 0, a > 0 else {
        (firstW, median, nodes, intervals) = (0, center, [], 0)
        return
      }
      let step = Self.step
      let reach = Math.asinh(Self.span / scale)
      let count = Int((2 * reach / step).rounded(.up)) + 1
      let start = -Double(count - 1) / 2 * step
      var lowerLogs: [Double] = []
      var upperLogs: [Double] = []
      lowerLogs.reserveCapacity(count)
      upperLogs.reserveCapacity(count)
      var first = 0
      var last = count - 1
      var median = center
      for index in 0..<count {
        let x = center + scale * Math.sinh(start + Double(index) * step)
        let (lower, upper) = distribution.tails(x)
        if lower < 1e-280 { first = index + 1 }
        if upper < 1e-280 { last = min(last, index - 1) }
        if lower < 0.5 { median = x }
        lowerLogs.append(Math.log(max(lower, 1e-300)))
        upperLogs.append(Math.log(max(upper, 1e-300)))
      }
      var values: [Double] = []
      values.reserveCapacity(4 * count)
      for index in 0..<count {
        values += [
          lowerLogs[index], Self.slope(lowerLogs, at: index, within: first...last),
          upperLogs[index], Self.slope(upperLogs, at: index, within: first...last),
        ]
      }
      if last - first < 4 {
        (firstW, self.median, nodes, intervals) = (0, center, [], 0)
        return
      }
      firstW = start + Double(first) * step
      self.median = median
      nodes = Array(values[(4 * first)..<(4 * (last + 1))])
      intervals = last - first
    }

    /// The slope of `values` at `index` per node, by the five-point difference
    /// `(g₋₂ − 8g₋₁ + 8g₊₁ − g₊₂)/12` (error of order step⁴), one-sided near the ends of
    /// `range`: slopes from the tabulated values themselves, so that the interpolation is
    /// consistent with them wherever the integrator's own precision lies.
    static func slope(_ values: [Double], at index: Int, within range: ClosedRange<Int>)
      -> Double
    {
      guard range.count >= 5, range.contains(index) else { return 0 }
      let g = { (offset: Int) in values[index + offset] }
      switch index - range.lowerBound {
      case 0: return (-25 * g(0) + 48 * g(1) - 36 * g(2) + 16 * g(3) - 3 * g(4)) / 12
      case 1: return (-3 * g(-1) - 10 * g(0) + 18 * g(1) - 6 * g(2) + g(3)) / 12
      default: break
      }
      switch range.upperBound - index {
      case 0: return (25 * g(0) - 48 * g(-1) + 36 * g(-2) - 16 * g(-3) + 3 * g(-4)) / 12
      case 1: return (3 * g(1) + 10 * g(0) - 18 * g(-1) + 6 * g(-2) - g(-3)) / 12
      default: return (g(-2) - 8 * g(-1) + 8 * g(1) - g(2)) / 12
      }
    }

    /// Where `x` falls: the interval's first node and the fraction of the way to the next,
    /// or `nil` outside the table.
    private func position(_ x: Double) -> (index: Int, t: Double)? {
      let place = (Math.asinh((x - center) / scale) - firstW) / Self.step
      guard place >= 0, place < Double(intervals) else { return nil }
      let index = Int(place)
      return (index, place - Double(index))
    }

    /// The cubic Hermite interpolation of the log tail at `offset` (0: lower, 2: upper).
    private func logTail(_ index: Int, _ t: Double, offset: Int) -> Double {
      nodes.withUnsafeBufferPointer { node in
        let base = 4 * index + offset
        let t2 = t * t
        let t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1) * node[base] + (t3 - 2 * t2 + t) * node[base + 1]
          + (3 * t2 - 2 * t3) * node[base + 4] + (t3 - t2) * node[base + 5]
      }
    }

    /// Both tails of the distribution at one point: `P(E ≤ x)` and `P(E > x)`.
    public struct Tails: Sendable, Hashable {
      /// The point, in stops.
      public let x: Double
      /// `P(E ≤ x)`.
      public let lower: Double
      /// `P(E > x)`.
      public let upper: Double

      /// The tails at −∞.
      public static let belowAll = Tails(x: -.infinity, lower: 0, upper: 1)
      /// The tails at +∞.
      public static let aboveAll = Tails(x: .infinity, lower: 1, upper: 0)
    }

    /// Both tails at `x`: the smaller one from its logarithm, the other as one minus it.
    public func tails(_ x: Double) -> Tails {
      guard let (index, t) = position(x) else {
        return Tails(x: x, lower: distribution.cdf(x), upper: distribution.upperTail(x))
      }
      if x <= median {
        let lower = Math.exp(logTail(index, t, offset: 0))
        return Tails(x: x, lower: lower, upper: 1 - lower)
      }
      let upper = Math.exp(logTail(index, t, offset: 2))
      return Tails(x: x, lower: 1 - upper, upper: upper)
    }

    /// The probability that the error is at most `x` stops.
    public func cdf(_ x: Double) -> Double { tails(x).lower }

    /// The probability that the error is more than `x` stops.
    public func upperTail(_ x: Double) -> Double { tails(x).upper }

    /// The probability that the error lies in `lower ..< upper` (either end may be infinite),
    /// from the tail on the side of the median where the range lies, so that a small
    /// probability far out keeps its relative precision.
    public func probability(from lower: Double, to upper: Double) -> Double {
      probability(
        between: lower == -.infinity ? .belowAll : tails(lower),
        and: upper == .infinity ? .aboveAll : tails(upper))
    }

    /// The probability that the error lies between two points whose tails are known
    /// (``tails(_:)``, ``Tails/belowAll``, ``Tails/aboveAll``), `low.x ≤ high.x`.
    public func probability(between low: Tails, and high: Tails) -> Double {
      if high.x <= median { return max(0, high.lower - low.lower) }
      if low.x >= median { return max(0, low.upper - high.upper) }
      return max(0, 1 - low.lower - high.upper)
    }
  }
}
