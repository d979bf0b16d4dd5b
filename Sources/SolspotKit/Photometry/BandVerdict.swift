/// What a reading says about the band of its spot.
public enum BandVerdict: Sendable, Hashable {
  /// A reading with an interval: the band of its point value and the probability of each band.
  case estimate(BandAssessment)
  /// A reading at the bright end of the device: the spot is in this band or a brighter one.
  case atLeast(Band)
  /// A reading at the dark end of the device: the spot is in this band or a darker one.
  case atMost(Band)

  /// The band named first: the likeliest band, or the band of the bound.
  public var band: Band {
    switch self {
    case .estimate(let assessment): assessment.likeliest
    case .atLeast(let band), .atMost(let band): band
    }
  }

  /// The verdict in words: "medium", "medium, possibly bright indirect",
  /// "bright indirect or brighter", "low".
  public var summary: String {
    switch self {
    case .estimate(let assessment): assessment.summary
    case .atLeast(let band): band.upperLux == nil ? band.name : "\(band.name) or brighter"
    case .atMost(let band): band.lowerLux == nil ? band.name : "\(band.name) or darker"
    }
  }
}

/// The band of an estimate's point value, how likely each band is, and whether that is
/// confident.
///
/// The band named first is the likeliest band. It is usually the band of the point value, but
/// the one-sided attenuation puts more probability above the point than below it, so a point
/// just under a boundary can have the band above as its likeliest.
///
/// Properties:
/// - `probabilities` has one entry per band of the table, in order, summing to 1.
/// - `likeliest` holds the largest probability (ties go to the darker band).
/// - `isConfident` exactly when `likeliest` holds at least the table's `confidentProbability`.
/// - `possible` never contains `likeliest`, and is not empty when the verdict is not confident.
public struct BandAssessment: Sendable, Hashable {
  /// The band that contains the point value.
  public let band: Band
  /// The band with the largest probability: the one the verdict names.
  public let likeliest: Band
  /// The probability of every band, darkest first.
  public let probabilities: [BandProbability]
  /// Whether the likeliest band holds at least the confident probability.
  public let isConfident: Bool
  /// The other bands that are possible, most probable first.
  public let possible: [Band]

  /// Judges the band of `pointLux` when its error follows `distribution`.
  public init(pointLux: Double, distribution: LogErrorDistribution, table: BandTable) {
    let probabilities = table.probabilities(pointLux: pointLux, distribution: distribution)
    let ranked = probabilities.enumerated().sorted {
      $0.element.probability != $1.element.probability
        ? $0.element.probability > $1.element.probability : $0.offset < $1.offset
    }.map(\.element)
    let likeliest = ranked[0]
    let others = ranked.dropFirst()
    var possible = others.filter { $0.probability >= table.possibleProbability }.map(\.band)
    let isConfident = likeliest.probability >= table.confidentProbability
    if !isConfident, possible.isEmpty, let runnerUp = others.first {
      possible = [runnerUp.band]
    }
    self.band = table.band(forLux: pointLux)
    self.likeliest = likeliest.band
    self.probabilities = probabilities
    self.isConfident = isConfident
    self.possible = possible
  }

  /// The probability of the likeliest band.
  public var probability: Double {
    probabilities.first { $0.band == likeliest }?.probability ?? 0
  }

  /// Whether the reading's interval straddles a band boundary to a degree worth saying.
  public var straddles: Bool { !possible.isEmpty }

  /// The verdict in words: "medium" or "medium, possibly low or bright indirect".
  public var summary: String {
    guard !possible.isEmpty else { return likeliest.name }
    return "\(likeliest.name), possibly " + possible.map(\.name).joined(separator: " or ")
  }
}
