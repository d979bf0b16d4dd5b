/// Spots of the radiometric model measured at several moments of a summer and a winter, kept
/// for the coverage simulation of season ratios (``CoverageSimulation``).
///
/// The simulation's truths come from here, never from the error model it checks: a reading's
/// geometry error is the log2 C_eff of its own moment, its light the model's illuminance at
/// that moment, and a season's true level the mean of log2 illuminance over the season's
/// moments.
public struct SeasonPool: Sendable {
  /// One moment of a spot: log2 of its effective constant and its illuminance (lux).
  public struct Moment: Sendable, Hashable {
    /// log2 C_eff, EV.
    public let log2Constant: Double
    /// The illuminance, lux.
    public let illuminance: Double
  }

  /// One spot at the moments of each season.
  public struct Spot: Sendable, Hashable {
    /// The summer moments.
    public let summer: [Moment]
    /// The winter moments.
    public let winter: [Moment]

    /// The season's true level: the mean of log2 illuminance over its moments.
    public func level(_ season: SeasonMoment.SolsticeSeason) -> Double {
      let moments = season == .summer ? summer : winter
      return moments.reduce(0) { $0 + Math.log2($1.illuminance) } / Double(max(1, moments.count))
    }
  }

  /// The homes of each kind of room, each a list of spots.
  public let homes: [SeasonRoomKind: [[Spot]]]

  /// Draws `homes` homes of `spotsPerHome` spots for each kind from `survey`, each spot at
  /// `moments` moments of each season.
  public init(
    survey: SeasonSurvey, kinds: [SeasonRoomKind] = SeasonRoomKind.allCases, homes: Int,
    spotsPerHome: Int, moments: Int, seed: UInt64
  ) {
    var byKind: [SeasonRoomKind: [[Spot]]] = [:]
    for kind in kinds {
      let drawn = survey.drawMoments(
        kind, homes: homes, spotsPerHome: spotsPerHome, moments: moments, seed: seed)
      var grouped: [Int: [Spot]] = [:]
      for spot in drawn {
        func moments(_ list: [SpotMeasurement]) -> [Moment] {
          list.map { Moment(log2Constant: $0.log2EffectiveConstant, illuminance: $0.illuminance) }
        }
        grouped[spot.home, default: []].append(
          Spot(summer: moments(spot.summer), winter: moments(spot.winter)))
      }
      byKind[kind] = grouped.keys.sorted().compactMap { grouped[$0] }
    }
    self.homes = byKind
  }
}
