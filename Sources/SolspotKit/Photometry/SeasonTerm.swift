/// How much one spot's own geometry error can change between two seasons, for a ratio of its
/// seasons' readings: a part that lasts through a season and a part that changes with each
/// moment's sky, day and hour (``SeasonTermSplit``).
///
/// Each reading is taken at its own moment and carries that moment's geometry, so the
/// per-moment part is in the readings' own scatter, which the light's variation measures
/// (the light's variation between readings, `LightVariation`): with many readings it enters
/// through that alone. The variation's
/// prior (τ₀, ν₀) speaks of the light, not of the geometry; the per-moment part belongs in it
/// for a season's readings, as a prior of τ₀² + σ_moment², whose share of the posterior is
/// ν₀/ν_n. A season of n readings with posterior degrees ν_n therefore adds
/// σ_moment²·(ν₀/ν_n)/n:
///
/// ```
/// season term = lasting + moment·√(w_A/n_A + w_B/n_B)      w = ν₀/ν_n, 1 for one reading
/// ```
///
/// One reading of each season carries `lasting + moment·√2`, as the whole term of one moment
/// of each; ten readings of one device each, `lasting + moment·√(2·(11/20)/10)`. The caller
/// gives the shares (``spread(readings:_:priorShares:)``).
///
/// Properties (mirrored by the tests): never narrower than ``lasting``; narrows as either
/// count grows; with one reading per season, `lasting + moment·√2`.
public struct SeasonTerm: Sendable, Hashable {
  /// The change of the seasons' mean geometry, EV.
  public let lasting: ErrorSpread
  /// One moment's departure from its season's mean geometry, EV.
  public let moment: ErrorSpread

  /// Creates a term from its two parts.
  public init(lasting: ErrorSpread, moment: ErrorSpread = .zero) {
    self.lasting = lasting
    self.moment = moment
  }

  /// The term of a ratio of `first` readings against `second`, whose light variations'
  /// priors hold `priorShares` of their posteriors (ν₀/ν_n, each 0 to 1; 1 for one reading).
  ///
  /// - Precondition: both counts are at least 1.
  public func spread(
    readings first: Int, _ second: Int, priorShares: (Double, Double) = (1, 1)
  ) -> ErrorSpread {
    precondition(first >= 1 && second >= 1, "a season needs a reading")
    func share(_ count: Int, _ prior: Double) -> Double {
      min(1, max(0, prior)) / Double(count)
    }
    let factor = (share(first, priorShares.0) + share(second, priorShares.1)).squareRoot()
    return lasting + moment.scaled(by: factor)
  }
}
