import SolspotKit

/// What `calibrate fit` reports: the fit, the device it is for, the file and what was written.
struct CalibrationFitReport {
  let fit: CalibrationFit
  /// Why no measured profile: the fit's refusals, and with `--write` those of the meter's name
  /// and the date too. Empty when the fit may become (or became) a measured profile.
  let refusals: [CalibrationRefusal]
  let profile: DeviceProfile
  let file: String
  /// What a pair's number is: `line` in a file, `pair` in the store.
  let placeWord: String
  /// The path of the measured profile written, if one was.
  let written: String?
  /// Whether it was written into the user's profile folder under its id, where `--device`
  /// finds it.
  var isInFolder = false
}
