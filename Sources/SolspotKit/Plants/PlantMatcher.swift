/// Judges which plants suit a spot, from a band, a lux value taken as exact, or an estimate
/// with its band probabilities (docs/plant-matching.md).
///
/// ```
/// fit(band)   thrives in the ideal band, tolerates inside the known range, too dark or too
///             bright beyond a known limit, unknown beyond a limit no source gives
/// P(range)    = Σ P(band) over the bands the plant thrives in or tolerates
/// P(ideal)    = P(ideal band)
/// verdict     thrives    if P(ideal) ≥ c         (c: the table's confident probability, 0.8)
///             tolerates  if P(range) ≥ c
///             depends    if P(range) ≥ p         (p: the table's possible probability, 0.1)
///             unknown    if P(unknown) ≥ p
///             not suited otherwise
/// ```
///
/// A bound (`at least` / `at most`) has no spread over its bands, so its verdict comes from
/// the fits of the bands it allows: all thrives, all in range, some in range, some unknown,
/// else not suited; its probabilities are `nil`.
///
/// The known range runs from `minBand` to `maxBand`; where one of them is unknown it ends at
/// the ideal band (or the other limit), and beyond it the fit is `unknown`, never suited. Above
/// a `maxBand` whose basis is `tolerated` (a floor under the real limit) the fit is `unknown`
/// too; above any other known `maxBand` it is too bright.
public struct PlantMatcher: Sendable {
  /// The bands, with the probabilities that make a verdict confident or a band possible.
  public let bands: BandTable

  /// Creates a matcher for `bands`; a catalog's band ids must be those of this table.
  public init(bands: BandTable) { self.bands = bands }

  /// Creates a matcher with the built-in bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init() throws(DataError) { self.init(bands: try .builtIn()) }

  // MARK: - Fit by band

  /// How `plant` fits each band of the table, darkest first.
  public func fits(_ plant: Plant) -> [BandFit] {
    let light = plant.light
    let min = index(light.minBand)
    let ideal = index(light.idealBand)
    let max = index(light.maxBand)
    guard let low = min ?? ideal ?? max, let high = max ?? ideal ?? min else {
      return bands.bands.map { _ in .unknown }
    }
    return bands.bands.indices.map { band in
      if band == ideal { return .thrives }
      if band >= low && band <= high { return .tolerates }
      if band < low { return min == nil ? .unknown : .tooDark }
      return light.isMaxBandCeiling ? .tooBright : .unknown
    }
  }

  private func index(_ id: String?) -> Int? {
    id.flatMap { id in bands.bands.firstIndex { $0.id == id } }
  }

  // MARK: - Matching

  /// How `plant` suits `spot`.
  public func match(_ plant: Plant, spot: SpotLight) -> PlantMatch {
    match(plant, spot: SpotBands(spot, table: bands))
  }

  /// Every plant's match for `spot`, ranked: by suitability (thrives, tolerates, depends,
  /// light needs unknown, not suited), then by ``PlantMatch/rankingProbability``, highest
  /// first (`nil` last), then by botanical name ignoring case and accents, then by id.
  public func matches(_ plants: [Plant], spot: SpotLight) -> [PlantMatch] {
    let spotBands = SpotBands(spot, table: bands)
    let matches = plants.map { match($0, spot: spotBands) }
    let keys = matches.map { PlantNameKey.fold($0.plant.botanicalName) }
    return matches.indices.sorted { a, b in
      let x = matches[a]
      let y = matches[b]
      if x.suitability != y.suitability { return x.suitability < y.suitability }
      let px = x.rankingProbability ?? -1
      let py = y.rankingProbability ?? -1
      if px != py { return px > py }
      if keys[a] != keys[b] { return keys[a] < keys[b] }
      return x.plant.id < y.plant.id
    }.map { matches[$0] }
  }

  private func match(_ plant: Plant, spot: SpotBands) -> PlantMatch {
    let fits = fits(plant)
    let suitability: PlantMatch.Suitability
    var rangeProbability: Double?
    var idealProbability: Double?
    if let probabilities = spot.probabilities {
      func total(_ kinds: Set<BandFit>) -> Double {
        let sum = zip(fits, probabilities).reduce(0) { $0 + (kinds.contains($1.0) ? $1.1 : 0) }
        return Swift.min(1, Swift.max(0, sum))
      }
      let ideal = total([.thrives])
      let range = total([.thrives, .tolerates])
      let unknown = total([.unknown])
      rangeProbability = range
      idealProbability = plant.light.idealBand == nil ? nil : ideal
      if ideal >= bands.confidentProbability {
        suitability = .thrives
      } else if range >= bands.confidentProbability {
        suitability = .tolerates
      } else if range >= bands.possibleProbability {
        suitability = .depends
      } else if unknown >= bands.possibleProbability {
        suitability = .unknown
      } else {
        suitability = .notSuited
      }
    } else {
      let possible = spot.possible.map { fits[$0] }
      let inRange = possible.map { $0 == .thrives || $0 == .tolerates }
      if possible.allSatisfy({ $0 == .thrives }) {
        suitability = .thrives
      } else if inRange.allSatisfy({ $0 }) {
        suitability = .tolerates
      } else if inRange.contains(true) {
        suitability = .depends
      } else if possible.contains(.unknown) {
        suitability = .unknown
      } else {
        suitability = .notSuited
      }
    }
    let boundaries = zip(spot.possible, spot.possible.dropFirst()).compactMap {
      pair -> MatchBoundary? in
      let (below, above) = pair
      guard above == below + 1, fits[below] != fits[above],
        let lux = bands.bands[below].upperLux
      else { return nil }
      return MatchBoundary(lux: lux, below: fits[below], above: fits[above])
    }
    let wording = PlantMatchWording(bands: bands, plant: plant, fits: fits, spot: spot)
    return PlantMatch(
      plant: plant, suitability: suitability, rangeProbability: rangeProbability,
      idealProbability: idealProbability, boundaries: boundaries,
      reason: wording.reason(suitability, boundaries: boundaries))
  }
}
