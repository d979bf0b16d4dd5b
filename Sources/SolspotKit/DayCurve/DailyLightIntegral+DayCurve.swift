/// A day curve's daily light integral: the DLI made from a spot's light through the day.
///
/// It lives with the day curve it integrates, so that Lighting, below DayCurve in
/// docs/architecture.md, does not name the curve.
extension DailyLightIntegral {
  /// The DLI of `curve`.
  ///
  /// - Parameter source: The source of the light that is not daylight: at a spot with a lamp,
  ///   the lamp's (instead of its own source), the daylight staying daylight; at a spot
  ///   without one, the light its readings measured (a room lamp no schedule records);
  ///   `nil` keeps daylight and the lamp's own source.
  package init(curve: DayCurve, source: LightSource? = nil) {
    let daylightSource = curve.lamp == nil ? source ?? .daylight : .daylight
    let lampSource = curve.lamp.map { source ?? $0.source }
    let day = daylightSource.ppfdPerLux
    let lamp = (lampSource ?? .unknown).ppfdPerLux
    var point = (daylight: 0.0, lamp: 0.0)
    var lower = 0.0
    var upper = 0.0
    for hour in curve.hours {
      point.daylight += hour.daylight.point * day.nominal
      point.lamp += hour.lamp.point * lamp.nominal
      lower += hour.daylight.lower * day.lower + hour.lamp.lower * lamp.lower
      upper += hour.daylight.upper * day.upper + hour.lamp.upper * lamp.upper
    }
    let total = point.daylight + point.lamp
    self.point = total * Self.molPerMicromolHour
    self.lower = min(lower * Self.molPerMicromolHour, self.point)
    self.upper = max(upper * Self.molPerMicromolHour, self.point)
    self.confidence = curve.confidence
    self.daylightSource = daylightSource
    self.lampSource = lampSource
    self.lampShare = total > 0 ? point.lamp / total : 0
  }
}
