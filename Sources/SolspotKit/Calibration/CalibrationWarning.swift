/// Something a person making a calibration should know about their readings.
///
/// None of these stops a `measured` profile (``CalibrationRefusal`` does); each says what
/// would make the calibration better, or how the fit widened the constant's uncertainty to
/// stay honest about a problem it found.
public enum CalibrationWarning: Sendable, Hashable {
  /// Fewer than ``CalibrationFit/comfortableSamples`` readings.
  case fewReadings(Int)
  /// The readings cover less than three decades of lux: readings outside them widen.
  case narrowRange(ClosedRange<Double>)
  /// Every reading that names its light names the same kind.
  case oneLightType(String)
  /// No reading names its kind of light.
  case lightNotRecorded
  /// This many readings could not be checked against the camera's exposure limits (only an
  /// EV was given, or the device's limits are unknown), so a saturated one would go unnoticed.
  case limitsNotChecked(Int)
  /// Pairs were taken at an f-number other than the device's lens: another device's pairs,
  /// or wrong settings.
  case apertureMismatch(LensMismatch)
  /// The residuals scatter significantly more than the error model assumes (`addedEV`: by how
  /// much, in quadrature); new readings' intervals rest on the observed scatter.
  case largeScatter(observedEV: Double, modelEV: Double, addedEV: Double)
  /// The residuals trend with brightness; each reading's interval is widened by the trend at
  /// its level (`addedEV`: the σ this adds at the ends of the range).
  case strongTrend(slope: Double, changeEV: Double, addedEV: Double)
  /// Two or more outliers, all under one kind of light: the constant may differ under it.
  case outliersOneLight(String, count: Int)
  /// More than ``CalibrationFit/noticeableOutlierShare`` of the pairs were outliers, but not
  /// so many as to refuse the fit.
  case manyOutliers(Int, of: Int)

  /// A stable code for scripts: `few-readings`, `narrow-range`, …
  public var code: String {
    switch self {
    case .fewReadings: "few-readings"
    case .narrowRange: "narrow-range"
    case .oneLightType: "one-light-type"
    case .lightNotRecorded: "light-not-recorded"
    case .limitsNotChecked: "limits-not-checked"
    case .apertureMismatch: "aperture-mismatch"
    case .largeScatter: "large-scatter"
    case .strongTrend: "strong-trend"
    case .outliersOneLight: "outliers-one-light"
    case .manyOutliers: "many-outliers"
    }
  }
}
