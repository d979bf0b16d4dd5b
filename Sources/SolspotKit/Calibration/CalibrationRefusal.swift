/// Why paired readings cannot give a `measured` profile, with the numbers a person can act
/// on (the CLI words them).
///
/// A fit lists every refusal that applies, so that one attempt tells everything to fix.
public enum CalibrationRefusal: Error, Sendable, Hashable {
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
}
