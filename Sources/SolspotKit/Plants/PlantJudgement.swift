/// Plants judged against a spot's light, or why none is: what ``PlantMatcher/judge(_:spot:ranked:)``
/// gives.
public enum PlantJudgement: Sendable, Hashable {
  /// Each plant's match, in the order asked for.
  case judged([PlantMatch])
  /// No plant is judged, for this reason: a verdict against the light would read as real.
  case notJudged(Reason)

  /// Why no plant is judged against a spot's light, with a stable code (the raw value).
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The light claims more than any spot receives (``SpotLight/isImplausiblyBright``: above
    /// ``EstimateNote/brightestDaylightLux``, 130,000 lux): the settings or the figure are
    /// wrong, or the sun shone into the lens (docs/plant-matching.md, "Light no spot
    /// receives").
    case implausiblyBright = "implausibly-bright"
  }

  /// The matches; none when no plant is judged.
  public var matches: [PlantMatch] {
    switch self {
    case .judged(let matches): matches
    case .notJudged: []
    }
  }

  /// Why no plant is judged, or `nil` when they are.
  public var notJudgedReason: Reason? {
    switch self {
    case .judged: nil
    case .notJudged(let reason): reason
    }
  }
}
