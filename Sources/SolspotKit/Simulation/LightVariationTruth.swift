/// How the light at a simulated spot varies between readings, for the coverage simulation of
/// levels and ratios: a truth drawn apart from the prior of ``LightVariation``, in another
/// shape and from stated physical ranges (assumptions).
///
/// A daylit spot's light at a moment is its level times a factor for the day and one for the
/// hour, both scaled by the spot's own sensitivity:
///
/// ```
/// v = a · (d + h − mean h)      d ~ Uniform(−1, 1) EV             the day: dull to bright
///                               h = log2 sin(elevation)           the hour: the sun from
///                               elevation ~ Uniform(20°, 40°)      morning to noon
///                               a ~ Uniform(0.5, 1.5)             the spot: deep in a room or
///                                                                 on a sill
/// ```
///
/// so v has mean 0 (the level is the light's mean in stops) and a spread of about 0.65 EV,
/// differing from spot to spot, not normal. Lamp light at night varies only by the reading's
/// own scatter, which the camera adds.
struct LightVariationTruth: Sendable {
  /// Whether the spot is lit by daylight (every kind but lamps at night).
  let isDaylight: Bool
  /// The spot's sensitivity a.
  let amplitude: Double

  /// The mean of log2 sin(h) for h uniform over 20°–40°, worked out once.
  static let meanHour: Double = {
    var sum = 0.0
    let steps = 2000
    for index in 0..<steps {
      let degrees = 20 + 20 * (Double(index) + 0.5) / Double(steps)
      sum += Math.log2(Math.sin(degrees * Double.pi / 180))
    }
    return sum / Double(steps)
  }()

  /// A spot's variation: daylight unless `kind` is lamps at night.
  init(kind: SpotKind, using generator: inout SplitMix64) {
    isDaylight = kind != .lamps
    amplitude = Double.random(in: 0.5...1.5, using: &generator)
  }

  /// The light at one moment, in EV from the level.
  func draw(using generator: inout SplitMix64) -> Double {
    guard isDaylight else { return 0 }
    let day = Double.random(in: -1...1, using: &generator)
    let elevation = Double.random(in: 20...40, using: &generator)
    let hour = Math.log2(Math.sin(elevation * Double.pi / 180)) - Self.meanHour
    return amplitude * (day + hour)
  }
}
