/// What the engine offers, free or behind the gate (``FeatureGate``). The codes are stable.
///
/// Free, always: every light reading, including the difficult bright ones. Gated: the day
/// curve, the daily light integral it feeds (with its plant verdicts), and the reminders that
/// hang off both.
public enum Feature: String, Sendable, Hashable, CaseIterable {
  /// A lux estimate from exposure settings or a photo, with its interval and band.
  case luxEstimate = "lux-estimate"
  /// A bound: brighter or darker than the device can measure.
  case boundReading = "bound-reading"
  /// A saturated or clipped reading, named as such.
  case saturatedReading = "saturated-reading"
  /// A capture replayed through the gates (flat, settled).
  case capture
  /// Saved spots and their readings.
  case savedSpots = "saved-spots"
  /// A comparison of two spots or two sets of readings.
  case comparison
  /// A spot's light season by season.
  case seasons
  /// A plant verdict from lux.
  case luxPlantVerdict = "lux-plant-verdict"
  /// Calibration against a reference meter.
  case calibration
  /// A spot's light hour by hour through a day.
  case dayCurve = "day-curve"
  /// A spot's daily light integral, and plant verdicts from it.
  case dailyLightIntegral = "daily-light-integral"
  /// When each spot should be measured again.
  case reminders
}
