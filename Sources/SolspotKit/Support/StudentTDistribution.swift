/// Quantiles of Student's t distribution, for intervals whose spread is estimated from a few
/// readings rather than known from the error model.
enum StudentTDistribution {
  /// Above this many degrees of freedom the Cornish–Fisher expansion is used; below it the
  /// exact series.
  static let seriesLimit = 100

  /// The value below which a t variable with `degrees` degrees of freedom falls with
  /// probability `p`.
  ///
  /// Up to ``seriesLimit`` degrees the quantile inverts the exact distribution function by
  /// Newton's method safeguarded by bisection; above, it is the Cornish–Fisher expansion in 1/ν to four terms, within 10⁻⁶ of
  /// the exact value there. Sources: Abramowitz and Stegun, *Handbook of Mathematical
  /// Functions* (1964), 26.7.3 and 26.7.4 (the distribution for whole ν) and 26.7.5 (the
  /// expansion).
  ///
  /// Properties: symmetric (`quantile(1 − p) = −quantile(p)`); above the normal quantile for
  /// p > 0.5 and falling towards it as `degrees` grows; one degree gives tan(π(p − ½)).
  ///
  /// - Precondition: `degrees ≥ 1` and `0 < p < 1`.
  static func quantile(_ p: Double, degrees: Int) -> Double {
    precondition(degrees >= 1, "at least one degree of freedom is required")
    precondition(p > 0 && p < 1, "a probability strictly between 0 and 1 is required")
    if p < 0.5 { return -quantile(1 - p, degrees: degrees) }
    if p == 0.5 { return 0 }
    guard degrees <= seriesLimit else { return cornishFisher(p, degrees: degrees) }
    // A(t|ν) = P(|T| ≤ t) rises with θ = atan(t/√ν) from 0 to 1 over [0, π/2), with slope
    // dA/dθ = 2·Γ((ν+1)/2)/(√π·Γ(ν/2))·cos^(ν−1)θ (the density times dt/dθ): Newton's method
    // in θ, kept inside a shrinking bisection bracket, from the expansion's guess.
    let target = 2 * p - 1
    let v = Double(degrees)
    let scale =
      2 * Math.exp(Math.logGamma((v + 1) / 2) - Math.logGamma(v / 2)) / Double.pi.squareRoot()
    var (low, high) = (0.0, Double.pi / 2)
    var theta = Math.atan(max(0, cornishFisher(p, degrees: degrees)) / v.squareRoot())
    for _ in 0..<100 {
      let error = centralProbability(theta: theta, degrees: degrees) - target
      if error < 0 { low = theta } else { high = theta }
      let slope = scale * Math.pow(Math.cos(theta), v - 1)
      var next = slope > 0 ? theta - error / slope : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - theta) < 1e-15 || high - low < 1e-15 {
        theta = next
        break
      }
      theta = next
    }
    return v.squareRoot() * sine(theta) / Math.cos(theta)
  }

  /// The probability that a t variable with `degrees` degrees of freedom is at most `t`.
  ///
  /// Up to ``seriesLimit`` degrees, from the exact series A(t|ν) (A&S 26.7.3–26.7.4,
  /// ``centralProbability(theta:degrees:)``): `½ + ½·sign(t)·A(|t| | ν)`. Above, the normal
  /// distribution at `t·(1 − 1/(4ν))/√(1 + t²/(2ν))` (A&S 26.7.8), within 10⁻⁴ there.
  ///
  /// Properties: increasing from 0 to 1; `cdf(0) == 0.5`; `cdf(−t) == 1 − cdf(t)`; it
  /// inverts ``quantile(_:degrees:)``.
  ///
  /// - Precondition: `degrees ≥ 1`.
  static func cdf(_ t: Double, degrees: Int) -> Double {
    precondition(degrees >= 1, "at least one degree of freedom is required")
    if t.isNaN { return .nan }
    guard degrees <= seriesLimit else {
      let v = Double(degrees)
      return NormalDistribution.cdf(t * (1 - 1 / (4 * v)) / (1 + t * t / (2 * v)).squareRoot())
    }
    let theta = Math.atan(abs(t) / Double(degrees).squareRoot())
    let central = centralProbability(theta: theta, degrees: degrees)
    return t >= 0 ? 0.5 + 0.5 * central : 0.5 - 0.5 * central
  }

  /// `(cdf(t), cdf(−t))` from one evaluation of the series: the same numbers as two calls of
  /// ``cdf(_:degrees:)``.
  ///
  /// - Precondition: `degrees ≥ 1`.
  static func tails(_ t: Double, degrees: Int) -> (lower: Double, upper: Double) {
    guard degrees <= seriesLimit, !t.isNaN else {
      return (cdf(t, degrees: degrees), cdf(-t, degrees: degrees))
    }
    let theta = Math.atan(abs(t) / Double(degrees).squareRoot())
    let central = centralProbability(theta: theta, degrees: degrees)
    let (high, low) = (0.5 + 0.5 * central, 0.5 - 0.5 * central)
    return t >= 0 ? (high, low) : (low, high)
  }

  /// The density of a t variable with `degrees` degrees of freedom at `t`:
  /// `Γ((ν+1)/2) / (√(νπ)·Γ(ν/2)) · (1 + t²/ν)^(−(ν+1)/2)`.
  ///
  /// - Precondition: `degrees ≥ 1`.
  static func pdf(_ t: Double, degrees: Int) -> Double {
    precondition(degrees >= 1, "at least one degree of freedom is required")
    let v = Double(degrees)
    let logPeak =
      Math.logGamma((v + 1) / 2) - Math.logGamma(v / 2) - 0.5 * Math.log(v * Double.pi)
    return Math.exp(logPeak - (v + 1) / 2 * Math.log(1 + t * t / v))
  }

  /// A(t|ν) = P(|T| ≤ t) as a function of θ = atan(t/√ν) (A&S 26.7.3, 26.7.4):
  ///
  /// ```
  /// ν odd:  (2/π)·(θ + sin θ·(cos θ + (2/3)cos³θ + … + (2·4···(ν−3))/(3·5···(ν−2))·cos^(ν−2)θ))
  /// ν even: sin θ·(1 + (1/2)cos²θ + … + (1·3···(ν−3))/(2·4···(ν−2))·cos^(ν−2)θ)
  /// ```
  static func centralProbability(theta: Double, degrees: Int) -> Double {
    let cosine = Math.cos(theta)
    let sinTheta = sine(theta)
    let squared = cosine * cosine
    let odd = degrees % 2 == 1
    // The series' first term and power: cos θ (power 1) when odd, 1 (power 0) when even.
    var term = odd ? cosine : 1
    var power = odd ? 1 : 0
    var sum = degrees == 1 ? 0 : term
    while power + 2 <= degrees - 2 {
      term *= Double(power + 1) / Double(power + 2) * squared
      power += 2
      sum += term
    }
    return odd ? 2 / Double.pi * (theta + sinTheta * sum) : sinTheta * sum
  }

  /// sin θ as cos(π/2 − θ), for θ in [0, π/2]: absolute error near 10⁻¹⁶, all the series needs.
  private static func sine(_ theta: Double) -> Double { Math.cos(Double.pi / 2 - theta) }

  /// The Cornish–Fisher expansion of the t quantile in powers of 1/ν (A&S 26.7.5).
  static func cornishFisher(_ p: Double, degrees: Int) -> Double {
    cornishFisher(normalQuantile: NormalDistribution.quantile(p), degrees: degrees)
  }

  /// ``cornishFisher(_:degrees:)`` from the normal quantile `z` of the same probability, for a
  /// caller that needs many degrees at one probability.
  static func cornishFisher(normalQuantile z: Double, degrees: Int) -> Double {
    let v = Double(degrees)
    let z2 = z * z
    let g1 = (z2 + 1) * z / 4
    let g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
    let g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
    let g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92_160
    return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v)
  }
}
