import SolspotKit

/// Why a fit gives no `measured` profile, in words a person can act on.
///
/// Each reason is one lower-case clause without `;`, so that a list of them joined by `; `
/// still reads as one reason per item.
enum CalibrationRefusalText {
  /// The refusal as a clause: the reason and what to do.
  static func reason(_ refusal: CalibrationRefusal) -> String {
    let unit = Illuminance.unit
    switch refusal {
    case .noReadings:
      return "holds no pairs to fit (only a header, or nothing)"
    case .noUsableReadings(let total):
      return "none of the \(total) readings can be fitted: each is at the camera's exposure "
        + "limits, so it gives only a bound"
    case .tooFewReadings(let usable, let required, let excluded):
      let left = excluded > 0 ? " (\(excluded) more were excluded)" : ""
      return "a measured calibration needs at least \(required) usable readings, but these give "
        + "\(usable)\(left)"
    case .tooNarrowRange(let range):
      return "a measured calibration needs readings over at least two decades of "
        + "\(unit.symbol) (such as \(LuxText.exact(50, in: unit)) to "
        + "\(LuxText.exact(5000, in: unit)) \(unit.symbol)), but these cover \(LuxText.range(range, in: unit)), "
        + "\(CalibrationFit.decadesText(range)) decades"
    case .tooManyOutliers(let count, let total):
      return "\(count) of \(total) pairs are outliers, more than "
        + "\(Int((CalibrationFit.maximumOutlierShare * 100).rounded()))%: the pairs do not follow "
        + "one constant (another device's pairs, another kind of light, or phone and meter "
        + "apart), and a constant fitted to the rest would hide it"
    case .implausibleConstant(let constant):
      let range = Calibration.plausibleConstantLux
      return "the pairs imply C = \(Calibration.constantText(unit.value(fromLux: constant))) "
        + "\(unit.symbol), outside the \(LuxText.exact(range.lowerBound, in: unit)) to "
        + "\(LuxText.exact(range.upperBound, in: unit)) \(unit.symbol) "
        + "of any camera read right: check the settings, the device and the meter's range"
    case .missingReferenceMeter:
      return "a measured calibration must name its reference meter"
    case .invalidDate(let text):
      if let problem = DayProblem(text) {
        return "the calibration date '\(text)' is not a real day: \(DayText.problem(problem))"
      }
      return "the calibration date must be written YYYY-MM-DD, not '\(text)'"
    case .futureDate(let text):
      return "the calibration date \(text) is after today: a calibration cannot be dated in the "
        + "future (check the date given, or the pairs' times)"
    case .invalidProfile(let error):
      return "the calibrated profile is not valid: " + DataErrorText.message(error)
    }
  }
}
