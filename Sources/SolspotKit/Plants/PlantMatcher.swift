/// Judges which plants suit a spot: the spot's light on the lux axis (a point, a band, a
/// bound, or an estimate's distribution) against each plant's ``LightProfile``
/// (docs/plant-matching.md).
///
/// ```
/// P(zone)     the probability that the true light lies in a zone of the profile
/// P(ideal)    = Σ P over the zones it thrives in      P(range) = Σ P over thrives and tolerates
/// firm        the same sums over the zones that rest on statements about the plant itself
/// verdict     thrives      if firm P(ideal) ≥ c      (c: the table's confident probability, 0.8)
///             tolerates    if firm P(range) ≥ c
///             may suit     if P(range) ≥ c
///             depends      if P(range) ≥ p      (p: the table's possible probability, 0.1)
///             unknown      if P(unknown) ≥ p
///             not suited   if firm P(too dark or too bright) ≥ c
///             may not suit otherwise
/// ```
///
/// A point (`--lux`) has probabilities of exactly 0 and 1. A band or a bound has no
/// distribution over its span, so its verdict comes from the zones it overlaps: all thrives,
/// all in range, some in range (depends), some unknown, else beyond a limit; each of thrives,
/// tolerates and not suited only when every zone it rests on is plant-level, else may suit or
/// may not suit. Its probabilities are `nil`.
public struct PlantMatcher: Sendable {
  /// The bands, with the probabilities that make a verdict confident or a zone possible.
  public let bands: BandTable
  /// The ids of the templated sources, whose statements set no figure.
  public let templatedSources: Set<String>

  /// Creates a matcher for `bands`; a catalog's band ids must be those of this table.
  public init(bands: BandTable, templatedSources: Set<String> = []) {
    self.bands = bands
    self.templatedSources = templatedSources
  }

  /// Creates a matcher for the plants of `catalog`, leaving its templated sources out of every
  /// figure.
  public init(bands: BandTable, catalog: PlantCatalog) {
    self.init(
      bands: bands,
      templatedSources: Set(catalog.sources.filter { $0.value.isTemplated }.map(\.key)))
  }

  /// Creates a matcher with the built-in bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init() throws(DataError) { self.init(bands: try .builtIn()) }

  /// The light needs of `plant` on the lux axis.
  public func profile(of plant: Plant) -> LightProfile {
    LightProfile(plant.light, bands: bands, templated: templatedSources)
  }

  // MARK: - Matching

  /// How `plant` suits `spot`.
  public func match(_ plant: Plant, spot: SpotLight) -> PlantMatch {
    let profile = profile(of: plant)
    let range = SpotRange(spot).tabulating(profile.zones.map(\.lower))
    return match(plant, profile: profile, spot: range, light: spot)
  }

  /// Every plant's match for `spot`, ranked: by suitability (thrives, tolerates, depends, may
  /// suit, light needs unknown, may not suit, not suited), then by
  /// ``PlantMatch/rankingProbability``, highest first (`nil` last), then by botanical name
  /// ignoring case and accents, then by id.
  public func matches(_ plants: [Plant], spot: SpotLight) -> [PlantMatch] {
    let profiles = plants.map(profile(of:))
    let range = SpotRange(spot).tabulating(profiles.flatMap { $0.zones.map(\.lower) })
    let matches = zip(plants, profiles).map { plant, profile in
      match(plant, profile: profile, spot: range, light: spot)
    }
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

  private func match(
    _ plant: Plant, profile: LightProfile, spot: SpotRange, light: SpotLight
  ) -> PlantMatch {
    let weights = ZoneWeights(profile: profile, spot: spot, possible: bands.possibleProbability)
    let verdict = weights.verdict(
      confident: bands.confidentProbability, possible: bands.possibleProbability)
    let boundaries = zip(profile.zones, profile.zones.dropFirst()).compactMap {
      pair -> MatchBoundary? in
      let (below, above) = pair
      guard below.fit != above.fit, spot.straddles(above.lower, possible: bands.possibleProbability)
      else { return nil }
      return MatchBoundary(
        lux: above.lower, below: below.fit, above: above.fit,
        isConverted: profile.isConverted(above.lower))
    }
    let wording = PlantMatchWording(
      bands: bands, profile: profile, spot: spot, light: light, weights: weights)
    return PlantMatch(
      plant: plant, suitability: verdict.suitability, limit: verdict.limit,
      rangeProbability: weights.range,
      idealProbability: profile.idealLower == nil ? nil : weights.ideal,
      boundaries: boundaries, scope: verdict.scope,
      reason: wording.reason(verdict, boundaries: boundaries))
  }
}
