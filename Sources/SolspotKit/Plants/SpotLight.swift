/// The light at a spot, as far as it is known: what ``PlantMatcher`` matches plants against.
///
/// A band or a lux value is taken as given, exactly: `.lux(6000)` is a point in the medium
/// band with no interval, unlike an estimate, whose interval may straddle a band boundary.
public enum SpotLight: Sendable, Hashable {
  /// A band, as given: the spot is certainly in it.
  case band(Band)
  /// An illuminance in lux, as given and taken as exact: the spot is certainly in its band.
  case lux(Double)
  /// A reading with its band probabilities, or a bound (``BandVerdict/atLeast(_:)``: this band
  /// or brighter; ``BandVerdict/atMost(_:)``: this band or darker).
  case estimate(LuxEstimate)

  /// Whether the light is taken as given rather than estimated.
  public var isExact: Bool {
    if case .estimate = self { false } else { true }
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
    let count = table.bands.count
    func index(of band: Band) -> Int {
      table.bands.firstIndex { $0.id == band.id }
        ?? table.bands.firstIndex(of: table.band(forLux: band.lowerLux ?? 0)) ?? 0
    }
    func certain(_ band: Int) -> (probabilities: [Double], possible: [Int]) {
      (table.bands.indices.map { $0 == band ? 1 : 0 }, [band])
    }
    switch spot {
    case .band(let band):
      (probabilities, possible) = certain(index(of: band))
      summary = table.bands[index(of: band)].name
    case .lux(let lux):
      let band = table.band(forLux: lux)
      (probabilities, possible) = certain(index(of: band))
      summary = band.name
    case .estimate(let estimate):
      summary = estimate.band.summary
      switch estimate.band {
      case .estimate(let assessment):
        let values = table.bands.map { band in
          assessment.probabilities.first { $0.band.id == band.id }?.probability ?? 0
        }
        let named = Set(([assessment.likeliest] + assessment.possible).map(index(of:)))
        probabilities = values
        possible = table.bands.indices.filter {
          named.contains($0) || values[$0] >= table.possibleProbability
        }
      case .atLeast(let band):
        probabilities = nil
        possible = Array(index(of: band)..<count)
      case .atMost(let band):
        probabilities = nil
        possible = Array(0...index(of: band))
      }
    }
  }
}
