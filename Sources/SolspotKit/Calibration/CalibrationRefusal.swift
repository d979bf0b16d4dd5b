/// Why paired readings cannot give a `measured` profile, in words a person can act on.
public enum CalibrationRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// No reading is left to fit: every one was at the camera's limits or an outlier.
  case noUsableReadings(total: Int)
  /// Fewer usable readings than a measured profile requires (5).
  case tooFewReadings(usable: Int, required: Int, excluded: Int)
  /// The usable readings cover less than two decades of lux.
  case narrowRange(ClosedRange<Double>)
  /// The reference meter's name is empty.
  case missingReferenceMeter
  /// The date is not a day written `YYYY-MM-DD`.
  case invalidDate(String)
  /// The profile the calibration was to go into rejected it.
  case invalidProfile(DataError)

  /// A stable code for scripts: `too-few-readings`, `narrow-range`, …
  public var code: String {
    switch self {
    case .noUsableReadings: "no-usable-readings"
    case .tooFewReadings: "too-few-readings"
    case .narrowRange: "narrow-range"
    case .missingReferenceMeter: "missing-reference-meter"
    case .invalidDate: "invalid-date"
    case .invalidProfile: "invalid-profile"
    }
  }

  /// A lower-case phrase with the reason and what to do.
  public var description: String {
    switch self {
    case .noUsableReadings(let total):
      return "none of the \(total) readings can be fitted: each is at the camera's exposure "
        + "limits or an outlier"
    case .tooFewReadings(let usable, let required, let excluded):
      let left = excluded > 0 ? " (\(excluded) more were excluded)" : ""
      return "a measured calibration needs at least \(required) usable readings; these give "
        + "\(usable)\(left)"
    case .narrowRange(let range):
      let decades = Math.log10(range.upperBound / range.lowerBound)
      return "a measured calibration needs readings over at least two decades of lux (such as "
        + "50 to 5,000 lux); these cover \(LuxText.format(range.lowerBound, rounding: .down))–"
        + "\(LuxText.format(range.upperBound, rounding: .up)) lux, \(NumberText.fixed(decades, 1)) decades"
    case .missingReferenceMeter:
      return "a measured calibration must name its reference meter"
    case .invalidDate(let text):
      return "the calibration date must be written YYYY-MM-DD, not '\(text)'"
    case .invalidProfile(let error):
      return "the calibrated profile is not valid: \(error)"
    }
  }
}
