/// A spot's daily light integral: the photosynthetic photons its day curve delivers in one
/// day, in mol m⁻² d⁻¹, with an interval.
///
/// A gated feature: outside this package it is made only through
/// ``FeatureGate/dailyLightIntegral(curve:source:)``; the initializer has `package` access.
///
/// ```
/// DLI = Σ over the 24 hours (daylight_h · k_daylight + lamp_h · k_lamp) · 0.0036
/// ```
///
/// with each hour's mean lux, k the source's PPFD per lux (``LightSource/ppfdPerLux``), and
/// 0.0036 = 3,600 s per hour / 10⁶ µmol per mol (Source: DLI = mean PPFD × hours × 0.0036,
/// docs/method.md). The point uses the curve's points and the nominal factors; the lower end
/// the curve's lower ends with the lowest factors, the upper end the upper ends with the
/// highest. Combining the two intervals end to end holds at least the curve's confidence
/// whatever the factor is within its range, so the DLI's interval is wider than either.
///
/// Properties (mirrored by the tests): `lower <= point <= upper`; a source with a wider
/// factor interval gives a wider DLI interval from the same curve; `unknown` is never narrower
/// than a known source.
public struct DailyLightIntegral: Sendable, Hashable {
  /// The DLI, in mol m⁻² d⁻¹.
  public let point: Double
  /// The lower end, in mol m⁻² d⁻¹.
  public let lower: Double
  /// The upper end, in mol m⁻² d⁻¹.
  public let upper: Double
  /// The confidence of the curve's intervals the DLI's rests on.
  public let confidence: Confidence
  /// The source the daylight was converted as.
  public let daylightSource: LightSource
  /// The source the lamp's light was converted as, when the spot has a lamp.
  public let lampSource: LightSource?
  /// The share of the point that came from the lamp, 0 to 1.
  public let lampShare: Double

  /// mol m⁻² per (µmol m⁻² s⁻¹ over one hour): 3,600 / 10⁶.
  public static let molPerMicromolHour = 0.0036

  /// The ratio of the upper to the lower end; infinite when the lower end is 0.
  public var spread: Double { lower > 0 ? upper / lower : .infinity }
}
