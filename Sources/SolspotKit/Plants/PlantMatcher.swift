/// Judges which plants suit a spot: the spot's light on the lux axis (a point, a band, a
/// bound, or an estimate's distribution) against each plant's tolerated and ideal ranges
/// (docs/plant-matching.md).
///
/// ```
/// P(dark)   = P(light < tolerated.min)        P(bright) = P(light ≥ tolerated.max)
/// P(range)  = 1 − P(dark) − P(bright)         P(ideal)  = P(ideal.min ≤ light < ideal.max)
/// verdict   the likeliest of too dark, tolerated, too bright (ties: tolerated, then too dark);
///           tolerated is good when P(ideal) ≥ P(range) / 2, else possible
/// borderline  the light's point within half a stop of tolerated.min (dark) or .max (bright)
/// ```
///
/// A point (`--lux`) has probabilities of exactly 0 and 1. A span (a band, a bound) has no
/// distribution: it is good if it reaches the ideal, possible if it reaches the tolerated
/// range, else too dark or too bright; borderline on the side where it reaches past a limit.
public struct PlantMatcher: Sendable {
  /// The bands, for band listings.
  public let bands: BandTable

  /// Creates a matcher for `bands`.
  public init(bands: BandTable) { self.bands = bands }

  /// Creates a matcher with the built-in bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init() throws(DataError) { self.init(bands: try .builtIn()) }

  // MARK: - Matching

  /// How `plant` suits `spot`.
  public func match(_ plant: Plant, spot: SpotLight) -> PlantMatch {
    let range = SpotRange(spot).tabulating(Self.cuts(of: plant))
    return match(plant, spot: range)
  }

  /// Every plant's match for `spot`, ranked best first (``rank(_:)``).
  public func matches(_ plants: [Plant], spot: SpotLight) -> [PlantMatch] {
    let range = SpotRange(spot).tabulating(plants.flatMap(Self.cuts(of:)))
    return Self.rank(plants.map { match($0, spot: range) })
  }

  /// `matches` in ranking order: by verdict (good, possible, too dark, too bright); for
  /// `possible`, nearest its best first: by the probability of the ideal range (to a hundredth),
  /// highest first, then by ``PlantMatch/idealShortfall`` (to a hundredth of a stop), least
  /// first; then by ``PlantMatch/rankingProbability``, highest first (absent for a span,
  /// last); then by the room left before the nearer limit, most first (least shortfall first
  /// beyond it); then by the grade of the bound the verdict rests on; then by botanical name
  /// and id.
  public static func rank(_ matches: [PlantMatch]) -> [PlantMatch] {
    // The keys are taken out once, so that the sort compares small values instead of copying
    // two matches (and their plants) for every comparison.
    let hundredths = { (value: Double) in (value * 100).rounded() }
    let keys = matches.map { match in
      (
        verdict: match.verdict,
        // For `possible`, nearest its best first (to a hundredth).
        ideal: match.verdict == .possible ? hundredths(match.idealProbability ?? 0) : 0,
        shortfall: match.verdict == .possible ? hundredths(match.idealShortfall) : 0,
        probability: match.rankingProbability ?? -1,
        // Margins to a hundredth of a stop: a level and the one estimate it rests on rank
        // alike.
        margin: hundredths(match.margin), grade: match.decidingBound.grade,
        name: PlantNameKey.fold(match.plant.botanicalName), id: match.plant.id
      )
    }
    return matches.indices.sorted { a, b in
      let x = keys[a]
      let y = keys[b]
      if x.verdict != y.verdict { return x.verdict < y.verdict }
      if x.ideal != y.ideal { return x.ideal > y.ideal }
      if x.shortfall != y.shortfall { return x.shortfall < y.shortfall }
      if x.probability != y.probability { return x.probability > y.probability }
      if x.margin != y.margin { return x.margin > y.margin }
      if x.grade != y.grade { return x.grade < y.grade }
      if x.name != y.name { return x.name < y.name }
      return x.id < y.id
    }.map { matches[$0] }
  }

  /// The figures whose distribution function a match asks for.
  static func cuts(of plant: Plant) -> [Double] {
    let light = plant.light
    return [
      light.tolerated.min.lux, light.tolerated.max.lux, light.ideal.min.lux,
      light.ideal.max.lux,
    ].compactMap { $0 }
  }

  func match(_ plant: Plant, spot: SpotRange) -> PlantMatch {
    let light = plant.light
    let low = light.tolerated.min.lux ?? 0
    let high = light.tolerated.max.lux ?? .infinity
    let center = spot.center
    let margin = Swift.min(Math.log2(center / Swift.max(low, 1)), Math.log2(high / center))
    let shortfall = Self.idealShortfall(
      center, low: light.ideal.min.lux ?? low, high: light.ideal.max.lux ?? .infinity)
    if let ends = spot.spanEnds {
      return spanMatch(
        plant, lower: ends.lower, upper: ends.upper, margin: margin, shortfall: shortfall)
    }
    let dark = spot.probability(below: low) ?? 0
    let bright = high.isFinite ? 1 - (spot.probability(below: high) ?? 1) : 0
    let range = Swift.max(0, 1 - dark - bright)
    let idealLow = light.ideal.min.lux ?? low
    let idealHigh = light.ideal.max.lux ?? .infinity
    let ideal = Swift.max(
      0,
      (idealHigh.isFinite ? spot.probability(below: idealHigh) ?? 1 : 1)
        - (spot.probability(below: idealLow) ?? 0))
    let verdict = PlantVerdict.likeliest(dark: dark, range: range, bright: bright, ideal: ideal)
    let deciding: PlantMatch.Deciding =
      switch verdict {
      case .good: .ideal
      case .possible: center < idealLow ? .toleratedMin : .toleratedMax
      case .tooDark: .toleratedMin
      case .tooBright: .toleratedMax
      }
    return PlantMatch(
      plant: plant, verdict: verdict, probability: range, idealProbability: ideal,
      darkProbability: dark, brightProbability: bright,
      borderline: Self.borderline(center, low: low, high: high), deciding: deciding,
      margin: margin, idealShortfall: shortfall)
  }

  /// A span's match: the best the span offers the plant, borderline where it reaches past a
  /// limit.
  private func spanMatch(
    _ plant: Plant, lower: Double, upper: Double, margin: Double, shortfall: Double
  ) -> PlantMatch {
    let light = plant.light
    let low = light.tolerated.min.lux ?? 0
    let high = light.tolerated.max.lux ?? .infinity
    let idealLow = light.ideal.min.lux ?? low
    let idealHigh = light.ideal.max.lux ?? .infinity
    let verdict: PlantVerdict
    let deciding: PlantMatch.Deciding
    if upper <= low {
      (verdict, deciding) = (.tooDark, .toleratedMin)
    } else if lower >= high {
      (verdict, deciding) = (.tooBright, .toleratedMax)
    } else if upper > idealLow, lower < idealHigh {
      (verdict, deciding) = (.good, .ideal)
    } else {
      (verdict, deciding) = (.possible, upper <= idealLow ? .toleratedMin : .toleratedMax)
    }
    var borderline: Borderline?
    if verdict.isSuited {
      if lower < low {
        borderline = Borderline(side: .dark, lux: low)
      } else if upper > high {
        borderline = Borderline(side: .bright, lux: high)
      }
    }
    return PlantMatch(
      plant: plant, verdict: verdict, probability: nil, idealProbability: nil,
      borderline: borderline, deciding: deciding, margin: margin, idealShortfall: shortfall)
  }

  /// How far `lux` lies from the ideal range [`low`, `high`), in stops; 0 inside it.
  static func idealShortfall(_ lux: Double, low: Double, high: Double) -> Double {
    let point = Swift.max(lux, 1)
    if point < low { return Math.log2(low / point) }
    if high.isFinite, point >= high { return Math.log2(point / high) }
    return 0
  }

  /// Borderline when `lux` lies within half a stop of a tolerated limit; the nearer one.
  static func borderline(_ lux: Double, low: Double, high: Double) -> Borderline? {
    let toLow = low > 0 ? abs(Math.log2(lux / low)) : .infinity
    let toHigh = high.isFinite ? abs(Math.log2(high / lux)) : .infinity
    guard Swift.min(toLow, toHigh) < Borderline.stops else { return nil }
    return toLow <= toHigh
      ? Borderline(side: .dark, lux: low) : Borderline(side: .bright, lux: high)
  }
}

extension PlantMatch {
  /// The probability the ranking uses, higher first: of the ideal for good, of the tolerated
  /// range otherwise (for too dark or too bright: the nearest to suiting first); `nil` for a
  /// span.
  public var rankingProbability: Double? {
    verdict == .good ? idealProbability : probability
  }
}
