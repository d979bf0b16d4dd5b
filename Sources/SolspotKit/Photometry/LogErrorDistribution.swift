/// The distribution of a reading's error in stops: a symmetric normal part plus a one-sided part.
///
/// The error is `E = log2(true lux) − log2(reading)`, in EV. It is the sum of
/// - `S`, normal with mean 0 and standard deviation `symmetricSigma` (calibration constant,
///   scene, repeatability: these can push a reading either way), and
/// - `A`, half-normal with scale `upwardSigma` (cover glass, smudges, screen protectors: these
///   only remove light, so they only ever make the true value higher than the reading).
///
/// `S + A` is a skew-normal distribution. Its distribution function is computed by integrating
/// over the smoother of the two parts with Simpson's rule, splitting at the kink of the
/// half-normal's distribution function, which keeps it accurate to about 1e-7 for any ratio
/// of the two scales.
///
/// Properties:
/// - `cdf` is increasing from 0 to 1; `quantile` is its inverse.
/// - With `upwardSigma == 0` it is the normal distribution with `symmetricSigma`.
/// - With `upwardSigma > 0` it leans upward: `quantile(0.5) > 0` and the upper tail is longer.
public struct LogErrorDistribution: Sendable, Hashable {
  /// The standard deviation of the symmetric part, in EV.
  public let symmetricSigma: Double
  /// The scale of the one-sided upward part, in EV (the σ of the half-normal).
  public let upwardSigma: Double

  /// Creates the distribution of a normal part plus a half-normal upward part.
  ///
  /// - Precondition: both scales are finite and not negative.
  public init(symmetricSigma: Double, upwardSigma: Double = 0) {
    precondition(symmetricSigma.isFinite && symmetricSigma >= 0, "sigma must be finite, ≥ 0")
    precondition(upwardSigma.isFinite && upwardSigma >= 0, "sigma must be finite, ≥ 0")
    self.symmetricSigma = symmetricSigma
    self.upwardSigma = upwardSigma
  }

  /// How far the integration reaches into each tail, in units of the part's scale.
  private static let reach = 9.0

  /// The mean error, `upwardSigma·√(2/π)`: the one-sided part's average loss of light.
  public var mean: Double { upwardSigma * 0.797_884_560_802_865_4 }

  /// The standard deviation of the error.
  public var standardDeviation: Double {
    (symmetricSigma * symmetricSigma + upwardSigma * upwardSigma * (1 - 2 / Double.pi))
      .squareRoot()
  }

  /// The probability that the error is at most `x` stops.
  public func cdf(_ x: Double) -> Double {
    let s = symmetricSigma
    let a = upwardSigma
    if a == 0 {
      if s == 0 { return x >= 0 ? 1 : 0 }
      return NormalDistribution.cdf(x / s)
    }
    if s == 0 {
      return x <= 0 ? 0 : 2 * NormalDistribution.cdf(x / a) - 1
    }
    let reach = Self.reach
    let value: Double
    if s >= a {
      // E = S + a·Z with Z half-normal: average Φ((x − a·z)/s) over z ≥ 0. The integrand
      // changes on a scale of s/a ≥ 1 in z, so it is smooth for the rule.
      value = Simpson.integrate(over: 0...reach) { z in
        2 * NormalDistribution.pdf(z) * NormalDistribution.cdf((x - a * z) / s)
      }
    } else {
      // E = s·Z + A: average P(A ≤ x − s·z) over normal z. That probability is zero beyond
      // z = x/s and smooth before it, so integrate up to the kink only.
      let kink = x / s
      let upper = min(reach, kink)
      guard upper > -reach else { return 0 }
      value = Simpson.integrate(over: -reach...upper) { z in
        NormalDistribution.pdf(z) * (2 * NormalDistribution.cdf((x - s * z) / a) - 1)
      }
    }
    return min(1, max(0, value))
  }

  /// The density of the error at `x` stops.
  ///
  /// In closed form: with ω = √(s² + a²) and α = a/s it is the skew-normal density
  /// (2/ω)·φ(x/ω)·Φ(α·x/ω).
  public func pdf(_ x: Double) -> Double {
    let s = symmetricSigma
    let a = upwardSigma
    if a == 0 {
      return s == 0 ? 0 : NormalDistribution.pdf(x / s) / s
    }
    if s == 0 {
      return x < 0 ? 0 : 2 * NormalDistribution.pdf(x / a) / a
    }
    let omega = (s * s + a * a).squareRoot()
    return 2 / omega * NormalDistribution.pdf(x / omega)
      * NormalDistribution.cdf(a / s * x / omega)
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
    let span = Self.reach * (symmetricSigma + upwardSigma)
    var low = -span
    var high = span
    var x = min(high, max(low, mean + standardDeviation * NormalDistribution.quantile(p)))
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
