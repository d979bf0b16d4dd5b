/// The standard normal distribution: mean 0, standard deviation 1.
///
/// Properties:
/// - `cdf` is increasing, `cdf(0) == 0.5`, and `cdf(-z) == 1 - cdf(z)` to rounding.
/// - `pdf` integrates to 1 and peaks at 0 with the value 1/√(2π).
public enum NormalDistribution {
  /// 1/√(2π), the peak of the standard normal density.
  static let densityAtZero = 0.398_942_280_401_432_7

  /// The probability that a standard normal variable is at most `z`.
  ///
  /// Computed as ½·erfc(−z/√2), which keeps full relative precision in the lower tail.
  public static func cdf(_ z: Double) -> Double {
    0.5 * Math.erfc(-z * 0.707_106_781_186_547_6)
  }

  /// The standard normal density at `z`.
  public static func pdf(_ z: Double) -> Double {
    densityAtZero * Math.exp(-0.5 * z * z)
  }

  /// The value below which a standard normal variable falls with probability `p`.
  ///
  /// Found by bisection on `cdf` to about 1e-12.
  ///
  /// - Precondition: `0 < p < 1`.
  public static func quantile(_ p: Double) -> Double {
    precondition(p > 0 && p < 1, "a probability strictly between 0 and 1 is required")
    return Bisection.root(in: -40...40) { cdf($0) - p }
  }
}
