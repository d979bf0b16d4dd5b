/// Spots of the radiometric model kept for the coverage simulation: for every kind, homes of
/// spots, each with its effective constant and illuminance.
///
/// The simulation draws its truths from here, never from the error model it checks: a spot's
/// geometry error is its own log2 C_eff, not a draw from the model's σ.
public struct SpotPool: Sendable {
  /// One spot: log2 of its effective constant, its illuminance (lux), and whether its frame
  /// was clipped.
  public struct Spot: Sendable, Hashable {
    /// log2 C_eff, EV.
    public let log2Constant: Double
    /// The illuminance the model found there, lux.
    public let illuminance: Double
    /// Whether Solspot's capture gate would call the frame clipped.
    public let isClipped: Bool
  }

  /// The homes of each kind, each a list of spots.
  public let homes: [SpotKind: [[Spot]]]
  /// The ranges the spots were drawn from.
  public let ranges: SpotInputRanges

  /// Draws `homes` homes of `spotsPerHome` spots for each of `kinds` from `survey`.
  public init(
    survey: SpotSurvey, kinds: [SpotKind] = SpotKind.allCases, homes: Int, spotsPerHome: Int,
    seed: UInt64
  ) {
    var byKind: [SpotKind: [[Spot]]] = [:]
    for kind in kinds {
      let samples = survey.draw(kind, homes: homes, spotsPerHome: spotsPerHome, seed: seed)
      var grouped: [Int: [Spot]] = [:]
      for sample in samples {
        grouped[sample.home, default: []].append(
          Spot(
            log2Constant: sample.log2Constant, illuminance: sample.measurement.illuminance,
            isClipped: sample.measurement.isClippedFrame))
      }
      byKind[kind] = grouped.keys.sorted().compactMap { grouped[$0] }.filter { $0.count >= 2 }
    }
    self.homes = byKind
    self.ranges = survey.ranges
  }
}
