/// Whether the latest samples are clipped or at an end of the camera's range, each with
/// hysteresis.
///
/// - Clipped: from `clippedFraction >= clippedEnter` until `clippedFraction < clippedExit`.
///   Samples without a clipped fraction leave the flag as it is.
/// - Bright end: from settings within 2^(1/6) of both the lowest ISO and the shortest exposure
///   (``ExposureLimits/check(_:)``'s margin) until they leave 2^`limitExitStops` of them.
/// - Dark end: the same at the highest ISO and longest exposure.
///
/// Without exposure limits (an unknown camera) neither end is recognised.
struct SaturationFlags: Sendable, Hashable {
  /// The levels, from ``GateThresholds``.
  struct Levels {
    let clippedEnter: Double
    let clippedExit: Double
    let limitEnterMargin: Double
    let limitExitMargin: Double
  }

  private(set) var isClipped = false
  private(set) var isAtBrightEnd = false
  private(set) var isAtDarkEnd = false

  /// Whether the settings sit at either end of the range.
  var isAtLimit: Bool { isAtBrightEnd || isAtDarkEnd }

  /// How the flags changed since `earlier`, or `nil` when they are the same; when several
  /// changed, the first in ``SaturationChange``'s order names the change.
  func change(since earlier: SaturationFlags) -> SaturationChange? {
    if isClipped && !earlier.isClipped { return .clipped }
    if isAtBrightEnd && !earlier.isAtBrightEnd { return .brightEnd }
    if isAtDarkEnd && !earlier.isAtDarkEnd { return .darkEnd }
    if !isClipped && earlier.isClipped { return .unclipped }
    if self != earlier { return .withinRange }
    return nil
  }

  mutating func update(_ sample: CaptureSample, limits: ExposureLimits?, levels: Levels) {
    if let fraction = sample.clippedFraction {
      isClipped = isClipped ? fraction >= levels.clippedExit : fraction >= levels.clippedEnter
    }
    guard let limits else { return }
    let settings = sample.settings
    isAtBrightEnd = limits.isAtBrightEnd(
      settings, margin: isAtBrightEnd ? levels.limitExitMargin : levels.limitEnterMargin)
    isAtDarkEnd = limits.isAtDarkEnd(
      settings, margin: isAtDarkEnd ? levels.limitExitMargin : levels.limitEnterMargin)
  }
}
