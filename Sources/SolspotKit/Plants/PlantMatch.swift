/// How one plant suits one spot: a verdict with the probability behind it and the bounds it
/// rests on. Made by ``PlantMatcher``; the rules are in docs/plant-matching.md.
///
/// Properties (mirrored by the tests):
/// - `good` only where the plant's ideal range holds the light (for a distribution: where the
///   tolerated range is the likeliest of too dark, tolerated and too bright, and the ideal
///   holds at least half of the tolerated share); never below the tolerated minimum;
/// - a plant that takes no direct sun is never `good` or `possible` at 20,000 lux or more;
/// - for light taken as exact (`--lux`) the probabilities are exactly 0 or 1; for a span (a
///   band, a bound) they are `nil`;
/// - `borderline` is set when the light lies within half a stop of a tolerated limit, or a
///   span reaches past one.
public struct PlantMatch: Sendable, Hashable {
  /// The bound a verdict rests on.
  public enum Deciding: String, Sendable, Hashable, CaseIterable {
    /// The tolerated minimum (too dark, or possible below the ideal).
    case toleratedMin = "tolerated.min"
    /// The tolerated maximum (too bright, or possible above the ideal).
    case toleratedMax = "tolerated.max"
    /// The ideal range (good).
    case ideal
  }

  /// The plant.
  public let plant: Plant
  /// The verdict.
  public let verdict: PlantVerdict
  /// The probability that the spot's light lies in the plant's tolerated range; `nil` for a
  /// span, which has no distribution.
  public let probability: Double?
  /// The probability that it lies in the ideal range; `nil` for a span.
  public let idealProbability: Double?
  /// The probability that it lies below the tolerated minimum; `nil` for a span.
  public let darkProbability: Double?
  /// The probability that it lies at or above the tolerated maximum; `nil` for a span.
  public let brightProbability: Double?
  /// Set when the verdict is close to a tolerated limit.
  public let borderline: Borderline?
  /// The bound the verdict rests on.
  public let deciding: Deciding
  /// How much room the light leaves before the nearer tolerated limit, in stops (negative
  /// beyond it): the ranking's tie-break, most room first.
  public let margin: Double
  /// How far the light's point lies from the ideal range, in stops (0 inside it): how near
  /// its best a `possible` plant is, the ranking's key within that verdict, nearest first.
  public let idealShortfall: Double

  /// Creates a match; ``PlantMatcher`` is the usual way to make one.
  public init(
    plant: Plant, verdict: PlantVerdict, probability: Double?, idealProbability: Double?,
    darkProbability: Double? = nil, brightProbability: Double? = nil,
    borderline: Borderline? = nil, deciding: Deciding, margin: Double = 0,
    idealShortfall: Double = 0
  ) {
    self.plant = plant
    self.verdict = verdict
    self.probability = probability
    self.idealProbability = idealProbability
    self.darkProbability = darkProbability
    self.brightProbability = brightProbability
    self.borderline = borderline
    self.deciding = deciding
    self.margin = margin
    self.idealShortfall = idealShortfall
  }

  /// The bound the verdict rests on, from the plant's light (the ideal's lower end for `ideal`).
  public var decidingBound: LightBound {
    let light = plant.light
    switch deciding {
    case .toleratedMin: return light.tolerated.min
    case .toleratedMax: return light.tolerated.max
    case .ideal: return light.ideal.min
    }
  }

  /// Whether the verdict rests on the rule for the plant's group rather than on a statement
  /// about the plant or its genus: it is then "probably …".
  public var restsOnGroup: Bool {
    let bound = decidingBound
    if bound.basis == .directSun { return plant.light.directSun.basis == .groupDefault }
    return bound.basis == .groupDefault
  }
}
