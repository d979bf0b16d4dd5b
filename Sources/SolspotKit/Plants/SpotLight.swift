/// The light at a spot, as far as it is known: what ``PlantMatcher`` matches plants against.
///
/// A band or a lux value is taken as given, exactly: `.lux(6000)` is a point in the medium
/// band with no interval, unlike an estimate, whose interval may straddle a band boundary. A
/// saved spot's level (``ReadingSummary``, its readings combined) is matched like an estimate:
/// by its band probabilities, or as a bound when every reading was one.
public enum SpotLight: Sendable, Hashable {
  /// A band, as given: the spot is certainly in it.
  case band(Band)
  /// An illuminance in lux, as given and taken as exact: the spot is certainly in its band.
  case lux(Double)
  /// A reading with its band probabilities, or a bound (``BandVerdict/atLeast(_:)``: this band
  /// or brighter; ``BandVerdict/atMost(_:)``: this band or darker).
  case estimate(LuxEstimate)
  /// The level of a saved spot's readings combined, with its interval and band probabilities,
  /// or a bound (docs/uncertainty.md, "Several readings of one place").
  case level(ReadingSummary)

  /// Whether the light is taken as given rather than estimated.
  public var isExact: Bool {
    switch self {
    case .band, .lux: true
    case .estimate, .level: false
    }
  }

  /// The band verdict of an estimate or a level; `nil` for light taken as given.
  public var verdict: BandVerdict? {
    switch self {
    case .band, .lux: nil
    case .estimate(let estimate): estimate.band
    case .level(let summary): summary.band
    }
  }
}

/// Where a spot's light may lie among the bands of a table.
struct SpotBands {
  /// The probability of each band, darkest first; `nil` for a bound, whose spread over its
  /// bands is not known.
  let probabilities: [Double]?
  /// The indices of the bands the spot may be in, darkest first: the likeliest band, and every
  /// band the reading names as possible.
  let possible: [Int]
  /// The light in words: "medium", "medium, possibly bright indirect", "medium or brighter".
  let summary: String

  init(_ spot: SpotLight, table: BandTable) {
    func certain(_ band: Band) -> [Int] { [Self.index(of: band, in: table)] }
    let verdict: BandVerdict
    switch spot {
    case .band(let band):
      (probabilities, possible, summary) = (
        Self.certain(band, in: table), certain(band), Self.name(band, in: table)
      )
      return
    case .lux(let lux):
      let band = table.band(forLux: lux)
      (probabilities, possible, summary) = (Self.certain(band, in: table), certain(band), band.name)
      return
    case .estimate(let estimate): verdict = estimate.band
    case .level(let level): verdict = level.band
    }
    summary = verdict.summary
    switch verdict {
    case .estimate(let assessment):
      let values = table.bands.map { band in
        assessment.probabilities.first { $0.band.id == band.id }?.probability ?? 0
      }
      let named = Set(
        ([assessment.likeliest] + assessment.possible).map { Self.index(of: $0, in: table) })
      probabilities = values
      possible = table.bands.indices.filter {
        named.contains($0) || values[$0] >= table.possibleProbability
      }
    case .atLeast(let band):
      probabilities = nil
      possible = Array(Self.index(of: band, in: table)..<table.bands.count)
    case .atMost(let band):
      probabilities = nil
      possible = Array(0...Self.index(of: band, in: table))
    }
  }

  /// The index of `band` in `table`, or of the table's band at its lower limit.
  private static func index(of band: Band, in table: BandTable) -> Int {
    table.bands.firstIndex { $0.id == band.id }
      ?? table.bands.firstIndex(of: table.band(forLux: band.lowerLux ?? 0)) ?? 0
  }

  /// Probability 1 for `band`, 0 for the others.
  private static func certain(_ band: Band, in table: BandTable) -> [Double] {
    let index = index(of: band, in: table)
    return table.bands.indices.map { $0 == index ? 1 : 0 }
  }

  private static func name(_ band: Band, in table: BandTable) -> String {
    table.bands[index(of: band, in: table)].name
  }
}
