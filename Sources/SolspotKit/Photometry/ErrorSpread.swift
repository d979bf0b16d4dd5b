/// The symmetric part of an error in stops, as a sum of independent parts: some of known size
/// (normal), some whose size is an estimate or whose shape has heavy tails (Student's t with a
/// number of degrees of freedom).
///
/// Parts add by their variances (the squares of their scales). The sum is carried as one
/// scaled t distribution, `u · T(ν_eff)`, by the Welch–Satterthwaite rule of the GUM (JCGM
/// 100:2008, G.4.1–G.4.2):
///
/// ```
/// u²    = Σ uᵢ²                              every part
/// ν_eff = u⁴ / Σ (u_ν² )² / ν                over the t parts, grouped by ν
/// ```
///
/// kept as it is: the GUM (G.4.1) lets ν_eff that is not whole be interpolated, and
/// ``LogErrorDistribution`` interpolates between the whole degrees on either side, so that an
/// error never grows wider when one of its parts shrinks (rounding down would make it jump).
/// Parts with the same ν are added before the rule (``studentVariances`` keys them by ν):
/// parts that rest on one estimate (a calibration's scatter for a new spot and for its mean)
/// are one part, not two independent ones, and two parts that share ν by chance count as one,
/// which only lowers ν_eff. A sum without t parts is normal (``effectiveDegrees`` is `nil`).
///
/// Properties (mirrored by the tests): adding a part never lowers ``variance``; a sum of
/// normal parts has no degrees; one t part alone keeps its ν; ν_eff is at least the smallest
/// ν of its parts.
public struct ErrorSpread: Sendable, Hashable {
  /// The variance of the normal parts, EV².
  public private(set) var normalVariance: Double
  /// The variance of the t parts by their degrees of freedom, EV².
  public private(set) var studentVariances: [Int: Double]

  /// No error.
  public static let zero = ErrorSpread(normalVariance: 0, studentVariances: [:])

  /// Above this many effective degrees the sum is taken as normal: the 95% quantile of t with
  /// 1,000 degrees is within 0.1% of the normal's.
  public static let normalDegrees = 1000

  private init(normalVariance: Double, studentVariances: [Int: Double]) {
    self.normalVariance = normalVariance
    self.studentVariances = studentVariances
  }

  /// One part of scale `sigma` EV: normal, or Student's t with `degrees` degrees of freedom.
  ///
  /// - Precondition: `sigma` is finite and not negative; `degrees`, when given, is at least 1.
  public init(sigma: Double, degrees: Int? = nil) {
    precondition(sigma.isFinite && sigma >= 0, "sigma must be finite and not negative")
    precondition((degrees ?? 1) >= 1, "at least one degree of freedom is required")
    let variance = sigma * sigma
    if let degrees, variance > 0 {
      self.init(normalVariance: 0, studentVariances: [degrees: variance])
    } else {
      self.init(normalVariance: variance, studentVariances: [:])
    }
  }

  /// The sum of two independent errors.
  public static func + (lhs: ErrorSpread, rhs: ErrorSpread) -> ErrorSpread {
    var sum = lhs
    sum.normalVariance += rhs.normalVariance
    for (degrees, variance) in rhs.studentVariances {
      sum.studentVariances[degrees, default: 0] += variance
    }
    return sum
  }

  /// Adds an independent error.
  public static func += (lhs: inout ErrorSpread, rhs: ErrorSpread) { lhs = lhs + rhs }

  /// The error multiplied by `weight` (its variances by `weight²`), as in a weighted mean.
  public func scaled(by weight: Double) -> ErrorSpread {
    let square = weight * weight
    return ErrorSpread(
      normalVariance: normalVariance * square,
      studentVariances: studentVariances.mapValues { $0 * square })
  }

  /// The variance of the sum, EV² (of its scales: a t part's scale, not its variance).
  public var variance: Double {
    studentVariances.values.reduce(normalVariance, +)
  }

  /// The scale of the sum, `u`, EV.
  public var sigma: Double { variance.squareRoot() }

  /// The effective degrees of freedom by Welch–Satterthwaite, at least 1, or `nil` when the
  /// sum is normal (no t parts, or more than ``normalDegrees``).
  public var effectiveDegrees: Double? {
    var denominator = 0.0
    for (degrees, variance) in studentVariances where variance > 0 {
      denominator += variance * variance / Double(degrees)
    }
    guard denominator > 0 else { return nil }
    let total = variance
    let degrees = total * total / denominator
    guard degrees.isFinite, degrees < Double(Self.normalDegrees) else { return nil }
    return max(1, degrees)
  }
}
