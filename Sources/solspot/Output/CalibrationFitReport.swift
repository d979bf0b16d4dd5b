import SolspotKit

/// What `calibrate fit` reports: the fit, the device it is for, the file and what was written.
struct CalibrationFitReport {
  let fit: CalibrationFit
  let profile: DeviceProfile
  let file: String
  /// What a pair's number is: `line` in a file, `pair` in the store.
  let placeWord: String
  /// The path of the measured profile written, if one was.
  let written: String?
}
