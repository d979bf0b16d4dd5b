/// Quantiles of the chi-square distribution, for testing whether a sample's scatter is larger
/// than a model says.
enum ChiSquareDistribution {
  /// The value below which a chi-square variable with `degrees` degrees of freedom falls with
  /// probability `p`.
  ///
  /// Wilson–Hilferty's cube-root approximation, `k·(1 − 2/(9k) + z·√(2/(9k)))³` with z the
  /// normal quantile of `p`. Source: Wilson and Hilferty, "The distribution of chi-square",
  /// PNAS 17 (1931) 684–688. At p = 0.95 it is within 1.5% of the exact value for one degree of
  /// freedom and within 0.2% from four on.
  ///
  /// - Precondition: `degrees ≥ 1` and `0 < p < 1`.
  static func quantile(_ p: Double, degrees: Int) -> Double {
    quantile(normalQuantile: NormalDistribution.quantile(p), degrees: degrees)
  }

  /// The same quantile from the normal quantile z of the probability, for callers that
  /// reuse one probability many times.
  static func quantile(normalQuantile z: Double, degrees: Int) -> Double {
    precondition(degrees >= 1, "at least one degree of freedom is required")
    let k = Double(degrees)
    let spread = 2 / (9 * k)
    let root = 1 - spread + z * spread.squareRoot()
    return k * root * root * root
  }
}
