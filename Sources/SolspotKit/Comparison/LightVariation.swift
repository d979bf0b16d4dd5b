/// How much the light at one spot varies between readings, as its readings and a prior tell.
///
/// A spot's level is the typical light there, and its readings are a sample of moments: the
/// light changes with the hour, the weather and the blinds. The spread of a reading about the
/// level (the light's change plus the reading's own scatter) is σ_b, unknown for each spot.
/// Its prior is scaled-inverse-χ² with scale ``priorSigmaEV`` and weight ``priorDegrees``;
/// the readings of each device group (its mean taken out) add their squares. The posterior is
/// again scaled-inverse-χ², and the level's deviation from the mean of n readings is then
/// Student's t (Gelman et al., *Bayesian Data Analysis*, 3rd ed., 2013, §3.2–3.3, with the
/// mean's prior flat):
///
/// ```
/// ν_n  = ν₀ + Σ (n_g − 1)                        groups g of one device and calibration
/// s_n² = (ν₀·τ₀² + Σ Σ (y − ȳ_g)²) / ν_n
/// level − ȳ_g  ~  s_n/√n_g · T(ν_n)
/// ```
///
/// One reading gives the prior alone; readings that agree narrow it, readings far apart widen
/// it, and no number of readings ever gives no answer. Bounds are not part of it: a bound is
/// the device's limit, not a measure of the light.
///
/// Properties (mirrored by the tests): ``sigmaEV`` lies between the prior's and the observed
/// scatter; ``degrees`` grows by one per reading beyond the first of each group.
public struct LightVariation: Sendable, Hashable {
  /// τ₀: the prior's scale, 0.66 EV (a factor of 1.6 at one σ).
  ///
  /// Assumption, from stated ranges: between readings of one spot in one season, daylight
  /// indoors changes by a factor of up to 4 between dull and bright days (±1 EV), and with the
  /// sun's height through the working day (20° to 40°, horizontal light roughly ∝ sin h, a
  /// factor of 1.9); spots feel it from half to one and a half times as much (deep in a room,
  /// on a sill). The root mean square of that over spots is 0.66 EV. The coverage
  /// simulation draws its light from these ranges in their own shapes
  /// (``LightVariationTruth``), not from this prior.
  public static let priorSigmaEV = 0.66
  /// ν₀: the prior's weight, in readings' worth of scatter: 11.
  ///
  /// Assumption, from the same ranges: spots' σ² spreads from 0.1 to 0.9 EV² under them, and
  /// the scaled-inverse-χ² whose squared coefficient of variation, 2/(ν₀ − 4), matches theirs
  /// (0.29) has 11 degrees: the method of moments. A dozen readings outweigh it.
  public static let priorDegrees = 11

  /// The readings' own scatter about their groups' means, `√(SS/(n − g))`, in EV; `nil` with
  /// no group of two or more.
  public let observedSigmaEV: Double?
  /// Readings less groups: the scatter's own degrees of freedom.
  public let observedDegrees: Int
  /// s_n, the posterior scale, in EV.
  public let sigmaEV: Double
  /// ν_n, the posterior degrees of freedom.
  public let degrees: Int
  /// The brightest reading's lux over the darkest's (1 for one reading).
  public let spreadRatio: Double
  /// The one reading that alone makes the readings vary more than the prior allows, as its
  /// group and place in `groups`; `nil` when the variation is within the prior, or when no
  /// single reading's removal brings it within (the readings disagree among themselves), or
  /// more than one's would (two readings: either could be the odd one).
  /// ``outlier(in:sumOfSquares:)`` says how it is found.
  public let outlier: Position?

  /// A value's place in the groups given: its group and its index there.
  public struct Position: Sendable, Hashable {
    /// The group's index.
    public let group: Int
    /// The value's index within its group.
    public let index: Int
  }

  /// The variation of readings whose log2 lux values are `groups` (one list per device and
  /// calibration).
  public init(groups: [[Double]]) {
    var squares = 0.0
    var observed = 0
    for values in groups where !values.isEmpty {
      let mean = values.reduce(0, +) / Double(values.count)
      squares += values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
      observed += values.count - 1
    }
    let prior = Double(Self.priorDegrees)
    let degrees = Self.priorDegrees + observed
    self.observedDegrees = observed
    self.observedSigmaEV = observed > 0 ? (squares / Double(observed)).squareRoot() : nil
    self.degrees = degrees
    self.sigmaEV =
      ((prior * Self.priorSigmaEV * Self.priorSigmaEV + squares) / Double(degrees)).squareRoot()
    let all = groups.flatMap { $0 }
    self.spreadRatio = Math.exp2((all.max() ?? 0) - (all.min() ?? 0))
    self.outlier =
      sigmaEV > Self.priorSigmaEV ? Self.outlier(in: groups, sumOfSquares: squares) : nil
  }

  /// The one value whose removal brings s_n within the prior's scale, if exactly one does.
  ///
  /// Removing value y from a group of n with mean ȳ takes `n/(n − 1) · (y − ȳ)²` from the
  /// sum of squares and one degree of freedom (a group of one loses nothing); each value is
  /// tried in O(1), so the search is linear in the readings.
  static func outlier(in groups: [[Double]], sumOfSquares squares: Double) -> Position? {
    let prior = Double(priorDegrees) * priorSigmaEV * priorSigmaEV
    let degrees = Double(priorDegrees + groups.reduce(0) { $0 + max($1.count - 1, 0) })
    var found: Position?
    for (group, values) in groups.enumerated() where values.count >= 2 {
      let count = Double(values.count)
      let mean = values.reduce(0, +) / count
      for (index, value) in values.enumerated() {
        let left = squares - count / (count - 1) * (value - mean) * (value - mean)
        guard ((prior + max(left, 0)) / (degrees - 1)).squareRoot() <= priorSigmaEV else {
          continue
        }
        if found != nil { return nil }
        found = Position(group: group, index: index)
      }
    }
    return found
  }

  /// The error of the mean of `count` readings of one group: `s_n/√count`, t with ν_n.
  public func spread(count: Int) -> ErrorSpread {
    precondition(count >= 1, "a mean needs a reading")
    return ErrorSpread(sigma: sigmaEV / Double(count).squareRoot(), degrees: degrees)
  }

  /// The prior's share of the posterior, ν₀/ν_n: 1 for one reading, less with every reading
  /// beyond the first of a group (a season's per-moment geometry, ``SeasonTerm``, enters by it).
  public var priorShare: Double { Double(Self.priorDegrees) / Double(max(1, degrees)) }

  /// The prior's share for `readings` readings of one group: ν₀/(ν₀ + readings − 1).
  public static func priorShare(readings: Int) -> Double {
    Double(priorDegrees) / Double(priorDegrees + max(1, readings) - 1)
  }

  /// Whether the readings vary more than the prior says a spot's light typically does.
  public var exceedsPrior: Bool { sigmaEV > Self.priorSigmaEV }
}
