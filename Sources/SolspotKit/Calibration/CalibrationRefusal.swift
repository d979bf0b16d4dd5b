/// Why paired readings cannot give a `measured` profile, in words a person can act on.
///
/// A fit lists every refusal that applies, so that one attempt tells everything to fix. Each
/// description is one clause without `;`, so that a list of them joined by `; ` still reads
/// as one reason per item.
public enum CalibrationRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// There are no pairs at all: a file with only a header, or no lines.
  case noReadings
  /// No reading is left to fit: every one was at the camera's exposure limits.
  case noUsableReadings(total: Int)
  /// Fewer usable readings than a measured profile requires (5).
  case tooFewReadings(usable: Int, required: Int, excluded: Int)
  /// The usable readings cover less than two decades of lux.
  case tooNarrowRange(ClosedRange<Double>)
  /// More than ``CalibrationFit/maximumOutlierShare`` of the pairs were outliers.
  case tooManyOutliers(Int, of: Int)
  /// The fitted constant lies outside ``Calibration/plausibleConstantLux``.
  case implausibleConstant(Double)
  /// The reference meter's name is empty.
  case missingReferenceMeter
  /// The date is not a real day written `YYYY-MM-DD`.
  case invalidDate(String)
  /// The date is after today: a calibration cannot have happened yet.
  case futureDate(String)
  /// The profile the calibration was to go into rejected it.
  case invalidProfile(DataError)

  /// A stable code for scripts: `too-few-readings`, `too-narrow-range`, …
  public var code: String {
    switch self {
    case .noReadings: "no-readings"
    case .noUsableReadings: "no-usable-readings"
    case .tooFewReadings: "too-few-readings"
    case .tooNarrowRange: "too-narrow-range"
    case .tooManyOutliers: "too-many-outliers"
    case .implausibleConstant: "implausible-constant"
    case .missingReferenceMeter: "missing-reference-meter"
    case .invalidDate: "invalid-date"
    case .futureDate: "future-date"
    case .invalidProfile: "invalid-profile"
    }
  }

  /// A lower-case phrase with the reason and what to do, its figures in lux.
  public var description: String { description(in: .lux) }

  /// ``description`` with its figures of light in `unit`.
  public func description(in unit: IlluminanceUnit) -> String {
    switch self {
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
        + "\(unit.symbol) (such as \(LuxText.exact(50, in: unit)) to \(LuxText.exactText(5000, in: unit))), but "
        + "these cover \(LuxText.range(range, in: unit)), "
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
        + "\(LuxText.exactText(range.upperBound, in: unit)) "
        + "of any camera read right: check the settings, the device and the meter's range"
    case .missingReferenceMeter:
      return "a measured calibration must name its reference meter"
    case .invalidDate(let text):
      if let problem = CalendarDay.problem(text) {
        return "the calibration date '\(text)' is not a real day: \(problem)"
      }
      return "the calibration date must be written YYYY-MM-DD, not '\(text)'"
    case .futureDate(let text):
      return "the calibration date \(text) is after today: a calibration cannot be dated in the "
        + "future (check the date given, or the pairs' times)"
    case .invalidProfile(let error):
      return "the calibrated profile is not valid: \(error)"
    }
  }
}
