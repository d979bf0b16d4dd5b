/// The season term split into what lasts through a season and what changes with each moment,
/// derived from the radiometric model's spots measured at many moments of a summer and a
/// winter (``SeasonSurvey/drawMoments(_:homes:spotsPerHome:moments:seed:)``).
///
/// A reading's geometry error at moment i of season s is the season's mean and the moment's
/// own departure from it:
///
/// ```
/// g_si = G_s + e_si               G_s: the mean of log2 C_eff over the season's moments
/// error of a season ratio = (G_A − G_B) + mean of n_A e_A − mean of n_B e_B
/// ```
///
/// The moments' skies, days and hours are drawn on their own, so the e are independent and a
/// mean of n of them has 1/n of their variance. Two parts follow:
///
/// 1. **Lasting** (σ_lasting): the change of the seasons' mean geometry, G_summer − G_winter
///    over ``momentsPerSeason`` moments of each, sized by ``SeasonTermDerivation``'s rule (the
///    smallest scale, in the shape giving the narrowest 90% interval, that holds the changes
///    at every level for every kind of room).
/// 2. **Per moment** (σ_moment): sized by the same rule on the changes between one moment of
///    each season (summer moment k against winter moment k), with the lasting part held
///    fixed and the per-moment part entering as σ_moment·√(1/1 + 1/1): the ratio of one
///    reading per season holds what the whole term held.
///
/// A ratio of n_A and n_B readings then carries `lasting + moment·√(w_A/n_A + w_B/n_B)`, w the
/// light prior's share of each season's variation (``SeasonTerm``: the readings' own scatter
/// measures the rest). A mean over finitely many moments still holds 2σ²/M of the moments'
/// variance: the lasting part errs on the wide side by that much.
public struct SeasonTermSplit: Sendable, Hashable {
  /// The moments of each season the lasting part's means are taken over.
  public let momentsPerSeason: Int
  /// The lasting part: the change of the seasons' mean geometry.
  public let lasting: SeasonTermDerivation
  /// The per-moment part, sized on one moment of each season with the lasting part fixed.
  public let moment: SeasonTermDerivation
  /// The root mean square of each kind's departures of one moment from its season's mean, EV
  /// (with the M/(M − 1) correction for the mean taken out).
  public let momentRootMeanSquare: [SeasonRoomKind: Double]

  /// Splits the term of `spots` (each measured at the same number of moments per season).
  ///
  /// - Parameters:
  ///   - spots: The spots of each kind of room, each at several moments of each season.
  ///   - repeatabilitySigmaEV: σ_r, one reading's scatter.
  ///   - levels: The levels every kind must meet.
  public init(
    spots: [SeasonRoomKind: [SeasonSurvey.SpotSeasons]], repeatabilitySigmaEV: Double,
    levels: [Confidence]
  ) {
    func log2s(_ list: [SpotMeasurement]) -> [Double] { list.map(\.log2EffectiveConstant) }
    func mean(_ values: [Double]) -> Double {
      values.reduce(0, +) / Double(max(1, values.count))
    }
    var lastingChanges: [SeasonRoomKind: [Double]] = [:]
    var momentChanges: [SeasonRoomKind: [Double]] = [:]
    var residuals: [SeasonRoomKind: Double] = [:]
    var moments = 0
    for (kind, list) in spots {
      var squares = 0.0
      var count = 0
      for spot in list {
        let summer = log2s(spot.summer)
        let winter = log2s(spot.winter)
        guard !summer.isEmpty, !winter.isEmpty else { continue }
        moments = max(moments, min(summer.count, winter.count))
        lastingChanges[kind, default: []].append(mean(summer) - mean(winter))
        momentChanges[kind, default: []].append(contentsOf: zip(summer, winter).map { $0 - $1 })
        for values in [summer, winter] where values.count > 1 {
          let centre = mean(values)
          squares += values.reduce(0) { $0 + ($1 - centre) * ($1 - centre) }
          count += values.count - 1
        }
      }
      residuals[kind] = count > 0 ? (squares / Double(count)).squareRoot() : 0
    }
    let lasting = SeasonTermDerivation(
      changes: lastingChanges, repeatabilitySigmaEV: repeatabilitySigmaEV, levels: levels)
    self.lasting = lasting
    self.moment = SeasonTermDerivation(
      changes: momentChanges, fixed: lasting.spread, factor: 2.0.squareRoot(),
      repeatabilitySigmaEV: repeatabilitySigmaEV, levels: levels)
    self.momentsPerSeason = moments
    self.momentRootMeanSquare = residuals
  }

  /// The split as the term a ratio uses.
  public var term: SeasonTerm { SeasonTerm(lasting: lasting.spread, moment: moment.spread) }
}
