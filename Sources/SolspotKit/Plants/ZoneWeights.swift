/// How much of a spot's light falls in each zone of a plant's ``LightProfile``, and the verdict
/// that gives (the rules are in ``PlantMatcher``).
struct ZoneWeights {
  /// A verdict with the side it lies on and the scope it rests on.
  struct Verdict {
    let suitability: PlantMatch.Suitability
    /// ``BandFit/tooDark`` or ``BandFit/tooBright`` for a verdict beyond a limit.
    let limit: BandFit?
    /// The broadest scope of the zones the verdict rests on; `nil` for `unknown`.
    let scope: LightEvidence.Scope?
    /// The zones the verdict rests on, darkest first.
    let zones: [LightProfile.Zone]
  }

  let profile: LightProfile
  /// The probability of each zone; `nil` for a span, which has no distribution.
  let probabilities: [Double]?
  /// The zones the light may lie in: a point's zone, the zones a span overlaps, or the zones a
  /// distribution gives at least the possible probability.
  let possible: [LightProfile.Zone]

  init(profile: LightProfile, spot: SpotRange, possible: Double) {
    self.profile = profile
    let probabilities = profile.zones.map { spot.probability(of: $0) }
    self.probabilities = probabilities.contains(nil) ? nil : probabilities.compactMap { $0 }
    self.possible = profile.zones.filter { spot.mayLie(in: $0, possible: possible) }
  }

  /// The probability of the zones whose fit is in `fits`, only those resting on statements
  /// about the plant itself when `firm`; `nil` for a span.
  func total(_ fits: Set<BandFit>, firm: Bool = false) -> Double? {
    guard let probabilities else { return nil }
    let sum = zip(profile.zones, probabilities).reduce(0.0) { total, pair in
      let (zone, probability) = pair
      guard fits.contains(zone.fit), !firm || zone.basis?.isPlantLevel == true else {
        return total
      }
      return total + probability
    }
    return Swift.min(1, Swift.max(0, sum))
  }

  /// The probability that the light is in the plant's best range.
  var ideal: Double? { total([.thrives]) }
  /// The probability that the light is in the range the plant takes.
  var range: Double? { total(Self.inRange) }
  /// The probability that the light is where no source says how the plant fares.
  var unknown: Double? { total([.unknown]) }

  static let inRange: Set<BandFit> = [.thrives, .tolerates]
  static let beyond: Set<BandFit> = [.tooDark, .tooBright]

  /// The verdict, with `confident` the probability a verdict needs and `possible` the
  /// probability that makes a side of a boundary worth saying.
  func verdict(confident: Double, possible threshold: Double) -> Verdict {
    let suitability =
      probabilities == nil
      ? spanVerdict() : distributionVerdict(confident: confident, possible: threshold)
    let deciding: [LightProfile.Zone]
    switch suitability {
    case .thrives: deciding = possible.filter { $0.fit == .thrives }
    case .tolerates, .maySuit: deciding = possible.filter { Self.inRange.contains($0.fit) }
    case .depends: deciding = possible.filter { $0.fit != .unknown }
    case .unknown: deciding = []
    case .notSuited, .mayNotSuit: deciding = possible.filter { Self.beyond.contains($0.fit) }
    }
    var limit: BandFit?
    if suitability == .notSuited || suitability == .mayNotSuit {
      let dark = weight(of: .tooDark)
      let bright = weight(of: .tooBright)
      limit = dark >= bright ? .tooDark : .tooBright
    }
    return Verdict(
      suitability: suitability, limit: limit,
      scope: deciding.compactMap { $0.basis?.scope }.max(), zones: deciding)
  }

  /// The weight of the possible zones that fit as `fit`: their probability, or their count for
  /// a span.
  private func weight(of fit: BandFit) -> Double {
    guard let probabilities else { return Double(possible.filter { $0.fit == fit }.count) }
    return zip(profile.zones, probabilities).filter { $0.0.fit == fit }.reduce(0) { $0 + $1.1 }
  }

  private func distributionVerdict(confident: Double, possible: Double)
    -> PlantMatch.Suitability
  {
    if (total([.thrives], firm: true) ?? 0) >= confident { return .thrives }
    if (total(Self.inRange, firm: true) ?? 0) >= confident { return .tolerates }
    let range = self.range ?? 0
    if range >= confident { return .maySuit }
    if range >= possible { return .depends }
    if (unknown ?? 0) >= possible { return .unknown }
    return (total(Self.beyond, firm: true) ?? 0) >= confident ? .notSuited : .mayNotSuit
  }

  private func spanVerdict() -> PlantMatch.Suitability {
    let fits = possible.map(\.fit)
    let plantLevel = possible.allSatisfy { $0.basis?.isPlantLevel == true }
    let inRange = fits.map(Self.inRange.contains)
    if fits.allSatisfy({ $0 == .thrives }), plantLevel { return .thrives }
    if inRange.allSatisfy({ $0 }) { return plantLevel ? .tolerates : .maySuit }
    if inRange.contains(true) { return .depends }
    if fits.contains(.unknown) { return .unknown }
    return plantLevel ? .notSuited : .mayNotSuit
  }
}
