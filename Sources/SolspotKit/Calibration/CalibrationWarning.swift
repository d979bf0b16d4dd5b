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

  /// The warning in plain words, its figures in lux.
  public var message: String { message(in: .lux) }

  /// The warning in plain words, its figures of light in `unit`.
  public func message(in unit: IlluminanceUnit) -> String {
    switch self {
    case .fewReadings(let count):
      return
        "only \(count) reading\(count == 1 ? "" : "s"): \(CalibrationFit.comfortableSamples) or more, at "
        + "different spots and times of day, pin the constant down better"
    case .narrowRange(let range):
      let homes = CalibrationFit.homeLux
      let needsDimmer = range.lowerBound > homes.lowerBound
      let needsBrighter = range.upperBound < homes.upperBound
      let advice =
        switch (needsDimmer, needsBrighter) {
        case (true, false): "dimmer spots, down to \(LuxText.exactText(homes.lowerBound, in: unit))"
        case (false, true): "brighter spots, up to \(LuxText.exactText(homes.upperBound, in: unit))"
        default: "dimmer and brighter spots"
        }
      return "the readings cover only \(LuxText.range(range, in: unit)), "
        + "\(CalibrationFit.decadesText(range)) decades; readings outside that range get wider "
        + "intervals, so add \(advice) (\(LuxText.exact(homes.lowerBound, in: unit)) to "
        + "\(LuxText.exactText(homes.upperBound, in: unit)) covers homes)"
    case .oneLightType(let light):
      return "every reading is under one kind of light (\(light)); a camera is not weighted like "
        + "the eye, so add readings under other light (daylight, LED, fluorescent) to check "
        + "that the constant holds for them"
    case .lightNotRecorded:
      return "no reading says what light it was under (add a 'light' column: daylight, led, "
        + "fluorescent, incandescent); the constant is untested across kinds of light"
    case .limitsNotChecked(let count):
      return "\(count) readings could not be checked against the camera's exposure limits, so "
        + "a saturated one would go unnoticed"
    case .apertureMismatch(let mismatch):
      return mismatch.message
    case .largeScatter(let observed, let model, let added):
      return "the readings scatter by \(NumberText.fixed(observed, 2)) EV around the constant, "
        + "more than the \(NumberText.fixed(model, 2)) EV the error model assumes for scene and "
        + "repeatability (\(NumberText.fixed(added, 2)) EV more in quadrature): intervals from "
        + "this profile rest on that scatter, comparisons included: check that phone and meter "
        + "lay side by side, flat, in the same light"
    case .strongTrend(let slope, let change, let added):
      return "the residuals trend with brightness (slope \(NumberText.fixed(slope, 3)) EV per "
        + "EV, \(change >= 0 ? "+" : "")\(NumberText.fixed(change, 2)) EV across the range): "
        + "this camera's response is not a single constant; each reading's interval is widened "
        + "by the trend at its level (by \(NumberText.fixed(added, 2)) EV at the ends of the "
        + "range)"
    case .outliersOneLight(let light, let count):
      return "the \(count) outliers left out are all under \(light) light: this camera's "
        + "constant may differ under it, and the profile would then be wrong there; take more "
        + "pairs under \(light) light to tell"
    case .manyOutliers(let count, let total):
      return "\(count) of \(total) pairs \(count == 1 ? "was" : "were") left out as outliers, "
        + "far more than chance gives (about one in 2,000): check that phone and meter lay side by side, flat, in the same "
        + "light, and that the pairs are all this device's"
    }
  }
}
