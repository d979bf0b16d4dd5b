/// Tail probabilities of the binomial distribution and the Clopper–Pearson interval, for
/// judging how often intervals held (``CoverageTally``).
///
/// The tails are regularized incomplete beta functions, `P(X ≤ k) = I_{1−p}(n − k, k + 1)`,
/// evaluated by their continued fraction (Lentz's method) with ln Γ from Lanczos's series.
/// Source: Press et al., "Numerical Recipes", 3rd ed. (2007), §6.1 (`gammln`) and §6.4
/// (`betai`, `betacf`). Accurate to about 1e-12 for the sizes a coverage check sees.
enum BinomialDistribution {
  /// P(X ≤ k) for X ~ Binomial(n, p).
  ///
  /// - Precondition: `n ≥ 0` and `0 ≤ p ≤ 1`.
  static func cumulative(_ k: Int, trials n: Int, probability p: Double) -> Double {
    precondition(n >= 0 && p >= 0 && p <= 1, "n ≥ 0, 0 ≤ p ≤ 1")
    if k < 0 { return 0 }
    if k >= n { return 1 }
    return regularizedBeta(1 - p, a: Double(n - k), b: Double(k + 1))
  }

  /// P(X ≥ k) for X ~ Binomial(n, p).
  static func upperTail(_ k: Int, trials n: Int, probability p: Double) -> Double {
    1 - cumulative(k - 1, trials: n, probability: p)
  }

  /// The Clopper–Pearson ("exact") interval for the probability behind `k` successes in `n`
  /// trials at two-sided `confidence`: each end is where the observed count is just in the
  /// outer (1 − confidence)/2 tail. It never covers less than `confidence`.
  ///
  /// Source: Clopper and Pearson, "The use of confidence or fiducial limits illustrated in the
  /// case of the binomial", Biometrika 26 (1934) 404–413.
  ///
  /// - Precondition: `0 ≤ k ≤ n`, `n ≥ 1`, `0 < confidence < 1`.
  static func clopperPearson(_ k: Int, trials n: Int, confidence: Double) -> ClosedRange<Double> {
    precondition(k >= 0 && k <= n && n >= 1, "0 ≤ k ≤ n, n ≥ 1")
    let tail = (1 - confidence) / 2
    // The lower end: P(X ≥ k; p) = tail, which rises with p; the upper: P(X ≤ k; p) = tail,
    // which falls with p.
    let lower = k == 0 ? 0 : solve { upperTail(k, trials: n, probability: $0) >= tail }
    let upper = k == n ? 1 : solve { cumulative(k, trials: n, probability: $0) <= tail }
    return lower...max(lower, upper)
  }

  /// The smallest p in 0...1 for which `isPast` holds, by bisection; `isPast` must be false
  /// below some p and true above it.
  private static func solve(_ isPast: (Double) -> Bool) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle }
    }
    return (low + high) / 2
  }

  // MARK: - Special functions

  /// The regularized incomplete beta function I_x(a, b), for a, b > 0 and 0 ≤ x ≤ 1.
  static func regularizedBeta(_ x: Double, a: Double, b: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let front = Math.exp(
      logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
    // The continued fraction converges fast for x below (a + 1)/(a + b + 2); above it, use
    // the symmetry I_x(a, b) = 1 − I_{1−x}(b, a).
    if x < (a + 1) / (a + b + 2) {
      return front * continuedFraction(x, a: a, b: b) / a
    }
    return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
  }

  /// The continued fraction of the incomplete beta function, by Lentz's method.
  private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
    let tiny = 1e-300
    let epsilon = 1e-15
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var result = d
    for m in 1...10_000 {
      let m = Double(m)
      let m2 = 2 * m
      // The even step.
      var term = m * (b - m) * x / ((a + m2 - 1) * (a + m2))
      d = 1 + term * d
      if abs(d) < tiny { d = tiny }
      c = 1 + term / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      result *= d * c
      // The odd step.
      term = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))
      d = 1 + term * d
      if abs(d) < tiny { d = tiny }
      c = 1 + term / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      result *= delta
      if abs(delta - 1) < epsilon { break }
    }
    return result
  }

  /// ln Γ(x) for x > 0, by Lanczos's series (g = 7, nine terms; relative error below 1e-15).
  static func logGamma(_ x: Double) -> Double {
    let coefficients = [
      0.999_999_999_999_809_93, 676.520_368_121_885_1, -1_259.139_216_722_402_8,
      771.323_428_777_653_13, -176.615_029_162_140_59, 12.507_343_278_686_905,
      -0.138_571_095_265_720_12, 9.984_369_578_019_571_6e-6, 1.505_632_735_149_311_6e-7,
    ]
    if x < 0.5 {
      // Reflection: Γ(x)Γ(1 − x) = π / sin(πx).
      return Math.log(Double.pi / abs(sine(Double.pi * x))) - logGamma(1 - x)
    }
    let z = x - 1
    var sum = coefficients[0]
    for (index, coefficient) in coefficients.enumerated().dropFirst() {
      sum += coefficient / (z + Double(index))
    }
    let t = z + 7.5
    return 0.5 * Math.log(2 * Double.pi) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
  }

  private static func sine(_ x: Double) -> Double { Math.cos(x - Double.pi / 2) }
}
