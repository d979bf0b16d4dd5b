/// The distribution of an error in stops: a symmetric part plus a one-sided part.
///
/// The error is `E = log2(true lux) − log2(reading)`, in EV. It is the sum of
/// - `S`, symmetric with scale `symmetricSigma`: normal, or Student's t with ``degrees``
///   degrees of freedom when part of it is an estimate (a calibration's scatter, the light's
///   variation between readings) or has heavy tails (the flat camera's geometry): these can
///   push a reading either way, and
/// - `A`, half-normal with scale `upwardSigma` (screen protectors and case lips: these only
///   remove light, so they only ever make the true value higher than the reading).
///
/// Without a one-sided part, `S` alone. With both, its distribution function is computed by
/// integrating over the smoother of the two parts with Simpson's rule, splitting at the kink
/// of the half-normal's distribution function, which keeps it accurate to about 1e-7 for any
/// ratio of the two scales. With a normal `S` the sum is a skew-normal distribution.
///
/// This is the one type every interval, band probability and comparison takes its numbers
/// from: a table or a closed form may replace its integrals without changing its callers.
///
/// Properties:
/// - `cdf` is increasing from 0 to 1; `quantile` is its inverse.
/// - With `upwardSigma == 0` it is the normal (or t) distribution with `symmetricSigma`.
/// - With `upwardSigma > 0` it leans upward: `quantile(0.5) > 0` and the upper tail is longer.
/// - Fewer degrees give longer tails: a wider interval at 90% for the same scale.
public struct LogErrorDistribution: Sendable, Hashable {
  /// The scale of the symmetric part, in EV: the standard deviation of a normal part, the
  /// scale of a t part.
  public let symmetricSigma: Double
  /// The scale of the one-sided upward part, in EV (the σ of the half-normal).
  public let upwardSigma: Double
  /// The degrees of freedom of a t-shaped symmetric part, or `nil` for a normal one. Between
  /// whole degrees the distribution is the mixture of the two whole-degree t distributions on
  /// either side, weighted linearly in 1/ν.
  public let degrees: Double?

  /// Creates the distribution of a symmetric part plus a half-normal upward part.
  ///
  /// - Precondition: both scales are finite and not negative; `degrees`, when given, is at
  ///   least 1.
  public init(symmetricSigma: Double, upwardSigma: Double = 0, degrees: Double? = nil) {
    precondition(symmetricSigma.isFinite && symmetricSigma >= 0, "sigma must be finite, ≥ 0")
    precondition(upwardSigma.isFinite && upwardSigma >= 0, "sigma must be finite, ≥ 0")
    precondition((degrees ?? 1) >= 1, "at least one degree of freedom is required")
    self.symmetricSigma = symmetricSigma
    self.upwardSigma = upwardSigma
    self.degrees = symmetricSigma > 0 ? degrees : nil
  }

  /// The distribution of `spread` (its scale and effective degrees) plus a half-normal
  /// upward part of scale `upwardSigma`.
  public init(spread: ErrorSpread, upwardSigma: Double = 0) {
    let shape = spread.shape
    self.init(symmetricSigma: shape.scale, upwardSigma: upwardSigma, degrees: shape.degrees)
  }

  /// The twelve-point Gauss rule for the half-normal weight 2φ(z) on [0, ∞): nodes and
  /// weights from the weight's moments E[Z^k] = 2^(k/2)·Γ((k+1)/2)/√π by Gautschi's Chebyshev
  /// algorithm and the Golub–Welsch eigenvalue method (W. Gautschi, *Orthogonal Polynomials:
  /// Computation and Approximation*, 2004, §2.1.7 and §3.1.1), worked out in 60-digit
  /// arithmetic. It integrates polynomials up to degree 23 exactly; `LogErrorDistributionTests`
  /// checks it against Simpson's rule.
  static let halfNormalRule: [(z: Double, weight: Double)] = [
    (0.042_270_420_203_732_91, 0.086_034_563_612_576_148),
    (0.218_078_630_227_622_18, 0.187_814_276_568_542_94),
    (0.517_805_758_219_304_97, 0.247_560_632_415_475_66),
    (0.920_484_760_099_465_68, 0.233_593_115_638_337_51),
    (1.406_247_113_359_898_8, 0.154_886_247_364_181_14),
    (1.959_946_136_174_787_5, 0.068_273_342_426_382_639),
    (2.572_240_369_942_636_4, 0.018_678_965_263_835_157),
    (3.239_740_870_295_074_9, 0.002_918_083_071_145_110_3),
    (3.965_591_715_424_169, 0.000_232_714_144_813_559_49),
    (4.762_039_898_008_812_6, 7.973_702_518_592_399_6e-6),
    (5.659_235_043_621_742_9, 8.565_882_230_093_275_7e-8),
    (6.743_276_142_803_552_1, 1.333_692_463_771_491_5e-10),
  ]

  /// How far the integration reaches into each tail, in units of the part's scale.
  private static let reach = 9.0

  /// The mean error, `upwardSigma·√(2/π)`: the one-sided part's average loss of light.
  public var mean: Double { upwardSigma * 0.797_884_560_802_865_4 }

  /// The standard deviation of the error; infinite for a t part with 2 degrees or fewer.
  public var standardDeviation: Double {
    var symmetric = symmetricSigma * symmetricSigma
    if let degrees {
      symmetric = degrees > 2 ? symmetric * degrees / (degrees - 2) : .infinity
    }
    return (symmetric + upwardSigma * upwardSigma * (1 - 2 / Double.pi)).squareRoot()
  }

  /// The whole degrees on either side of ``degrees`` and the weight of the upper one.
  private var wholeDegrees: (lower: Int, upper: Int, weight: Double)? {
    guard let degrees else { return nil }
    let lower = max(1, Int(degrees.rounded(.down)))
    let upper = lower + 1
    let weight =
      degrees <= Double(lower)
      ? 0 : (1 / Double(lower) - 1 / degrees) / (1 / Double(lower) - 1 / Double(upper))
    return (lower, upper, weight)
  }

  /// The symmetric part's distribution function at `z` scales.
  private func symmetricCDF(_ z: Double) -> Double {
    guard let (lower, upper, weight) = wholeDegrees else { return NormalDistribution.cdf(z) }
    let low = StudentTDistribution.cdf(z, degrees: lower)
    guard weight > 0 else { return low }
    return (1 - weight) * low + weight * StudentTDistribution.cdf(z, degrees: upper)
  }

  /// `(symmetricCDF(z), symmetricCDF(−z))`, the t parts' series worked out once for both.
  private func symmetricTails(_ z: Double) -> (lower: Double, upper: Double) {
    guard let (lower, upper, weight) = wholeDegrees else {
      return (NormalDistribution.cdf(z), NormalDistribution.cdf(-z))
    }
    let low = StudentTDistribution.tails(z, degrees: lower)
    guard weight > 0 else { return low }
    let high = StudentTDistribution.tails(z, degrees: upper)
    return (
      (1 - weight) * low.lower + weight * high.lower,
      (1 - weight) * low.upper + weight * high.upper
    )
  }

  /// `(cdf(x), upperTail(x))`: the same numbers, the two tails from one pass over the
  /// half-normal where the Gauss rule applies (a table is built from many such pairs).
  func tails(_ x: Double) -> (lower: Double, upper: Double) {
    let s = symmetricSigma
    let a = upwardSigma
    guard a > 0, s > 0, s >= 2 * a else { return (cdf(x), upperTail(x)) }
    var lower = 0.0
    var upper = 0.0
    for node in Self.halfNormalRule {
      let pair = symmetricTails((x - a * node.z) / s)
      lower += node.weight * pair.lower
      upper += node.weight * pair.upper
    }
    return (min(1, max(0, lower)), min(1, max(0, upper)))
  }

  /// The symmetric part's density at `z` scales (per scale).
  private func symmetricPDF(_ z: Double) -> Double {
    guard let (lower, upper, weight) = wholeDegrees else { return NormalDistribution.pdf(z) }
    let low = StudentTDistribution.pdf(z, degrees: lower)
    guard weight > 0 else { return low }
    return (1 - weight) * low + weight * StudentTDistribution.pdf(z, degrees: upper)
  }

  /// The probability that the error is at most `x` stops.
  public func cdf(_ x: Double) -> Double { tail(x, upper: false) }

  /// The probability that the error is more than `x` stops, `1 − cdf(x)`, computed from the
  /// upper tail itself so that it keeps its relative precision where `cdf` is close to 1.
  public func upperTail(_ x: Double) -> Double { tail(x, upper: true) }

  /// `cdf(x)`, or with `upper` the upper tail `P(E > x)`: the symmetric part's tail
  /// `F_S(±u)` averaged over the one-sided part.
  private func tail(_ x: Double, upper: Bool) -> Double {
    let s = symmetricSigma
    let a = upwardSigma
    // The symmetric part's lower tail at u, or its upper tail (F_S(−u), by its symmetry).
    func part(_ u: Double) -> Double { symmetricCDF(upper ? -u : u) }
    if a == 0 {
      if s == 0 { return (x >= 0) != upper ? 1 : 0 }
      return part(x / s)
    }
    if s == 0 {
      guard x > 0 else { return upper ? 1 : 0 }
      return upper ? 2 * NormalDistribution.cdf(-x / a) : 2 * NormalDistribution.cdf(x / a) - 1
    }
    let reach = Self.reach
    let value: Double
    if s >= 2 * a {
      // E = S + a·Z with Z half-normal: average F_S((x − a·z)/s) over z ≥ 0, smooth in z on a
      // scale of s/a ≥ 2: a Gauss rule for the half-normal weight integrates it to about
      // 1e-10 with twelve evaluations.
      value = Self.halfNormalRule.reduce(0) { sum, node in
        sum + node.weight * part((x - a * node.z) / s)
      }
    } else if s >= a || degrees != nil {
      // The same average, less smooth: Simpson's rule, given more panels when a t part is the
      // smaller one.
      let panels = s >= a ? 128 : min(8192, 128 * Int((a / s).rounded(.up)))
      value = Simpson.integrate(over: 0...reach, intervals: panels) { z in
        2 * NormalDistribution.pdf(z) * part((x - a * z) / s)
      }
    } else {
      // E = s·Z + A: average P(A ≤ x − s·z) over normal z. That probability is zero beyond
      // z = x/s (where the upper tail P(A > x − s·z) is one) and smooth before it, so
      // integrate up to the kink only.
      let kink = x / s
      let upperEnd = min(reach, kink)
      let beyond = upper ? NormalDistribution.cdf(-kink) : 0
      guard upperEnd > -reach else { return min(1, max(0, beyond)) }
      value =
        beyond
        + Simpson.integrate(over: -reach...upperEnd) { z in
          let y = (x - s * z) / a
          return NormalDistribution.pdf(z)
            * (upper ? 2 * NormalDistribution.cdf(-y) : 2 * NormalDistribution.cdf(y) - 1)
        }
    }
    return min(1, max(0, value))
  }

  /// The density of the error at `x` stops.
  ///
  /// With a normal symmetric part, in closed form: with ω = √(s² + a²) and α = a/s it is the
  /// skew-normal density (2/ω)·φ(x/ω)·Φ(α·x/ω); with a t part, by integration over the
  /// half-normal.
  public func pdf(_ x: Double) -> Double {
    let s = symmetricSigma
    let a = upwardSigma
    if a == 0 {
      return s == 0 ? 0 : symmetricPDF(x / s) / s
    }
    if s == 0 {
      return x < 0 ? 0 : 2 * NormalDistribution.pdf(x / a) / a
    }
    guard degrees != nil else {
      let omega = (s * s + a * a).squareRoot()
      return 2 / omega * NormalDistribution.pdf(x / omega)
        * NormalDistribution.cdf(a / s * x / omega)
    }
    guard s >= 2 * a else {
      return Simpson.integrate(over: 0...Self.reach) { z in
        2 * NormalDistribution.pdf(z) * symmetricPDF((x - a * z) / s) / s
      }
    }
    return Self.halfNormalRule.reduce(0) { sum, node in
      sum + node.weight * symmetricPDF((x - a * node.z) / s) / s
    }
  }

  /// The error, in stops, below which the true value falls with probability `p`.
  ///
  /// Newton's method on ``cdf(_:)`` from the normal approximation, kept inside a shrinking
  /// bisection bracket, to about 1e-10 EV in a handful of steps.
  ///
  /// - Precondition: `0 < p < 1`.
  public func quantile(_ p: Double) -> Double {
    precondition(p > 0 && p < 1, "a probability strictly between 0 and 1 is required")
    if symmetricSigma == 0 && upwardSigma == 0 { return 0 }
    let whole = wholeDegrees?.lower
    let tail =
      whole.map {
        max(Self.reach, 2 * StudentTDistribution.quantile(max(p, 1 - p), degrees: $0))
      } ?? Self.reach
    let span = tail * symmetricSigma + Self.reach * upwardSigma
    var low = -span
    var high = span
    let guess =
      whole.map { StudentTDistribution.quantile(p, degrees: $0) * symmetricSigma + mean }
      ?? mean + standardDeviation * NormalDistribution.quantile(p)
    var x = min(high, max(low, guess))
    for _ in 0..<100 {
      let error = cdf(x) - p
      if abs(error) < 1e-13 { return x }
      if error < 0 { low = x } else { high = x }
      let slope = pdf(x)
      var next = slope > 1e-300 ? x - error / slope : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - x) < 1e-11 || high - low < 1e-11 { return next }
      x = next
    }
    return x
  }

  /// The central interval of the error at `confidence`, in stops, widened to contain 0:
  /// `[min(0, q((1 − p)/2)), max(0, q((1 + p)/2))]`.
  ///
  /// The widening happens only when the one-sided part is so large that the whole central
  /// interval lies above 0; an interval around a reading then still contains the reading,
  /// which only makes it more conservative.
  public func centralInterval(_ confidence: Confidence) -> ClosedRange<Double> {
    min(0, quantile(confidence.lowerTail))...max(0, quantile(confidence.upperTail))
  }

  /// The probability that the error lies in `lower ..< upper` (either end may be infinite).
  public func probability(from lower: Double, to upper: Double) -> Double {
    let high = upper == .infinity ? 1 : cdf(upper)
    let low = lower == -.infinity ? 0 : cdf(lower)
    return max(0, high - low)
  }
}
