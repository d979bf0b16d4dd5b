import SolspotKit

/// What a person making a calibration should know about their readings, in words.
enum CalibrationWarningText {
  /// The warning as a lower-case phrase.
  static func message(_ warning: CalibrationWarning) -> String {
    let unit = Illuminance.unit
    switch warning {
    case .fewReadings(let count):
      return "only \(English.count(count, "reading")): \(CalibrationFit.comfortableSamples) or "
        + "more, at different spots and times of day, pin the constant down better"
    case .narrowRange(let range):
      let homes = CalibrationFit.homeLux
      let needsDimmer = range.lowerBound > homes.lowerBound
      let needsBrighter = range.upperBound < homes.upperBound
      let advice =
        switch (needsDimmer, needsBrighter) {
        case (true, false):
          "dimmer spots, down to \(LuxText.exact(homes.lowerBound, in: unit)) \(unit.symbol)"
        case (false, true):
          "brighter spots, up to \(LuxText.exact(homes.upperBound, in: unit)) \(unit.symbol)"
        default: "dimmer and brighter spots"
        }
      return "the readings cover only \(LuxText.range(range, in: unit)), "
        + "\(CalibrationFit.decadesText(range)) decades; readings outside that range get wider "
        + "intervals, so add \(advice) (\(LuxText.exact(homes.lowerBound, in: unit)) to "
        + "\(LuxText.exact(homes.upperBound, in: unit)) \(unit.symbol) covers homes)"
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
      return lens(mismatch)
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
      return "\(count) of \(total) pairs \(English.verb(count, "was", "were")) left out as "
        + "outliers, far more than chance gives (about one in 2,000): check that phone and "
        + "meter lay side by side, flat, in the same light, and that the pairs are all this "
        + "device's"
    }
  }

  /// "16 of 16 pairs were taken at f/2.2, but this device's lens is f/1.9: check that the
  /// pairs come from this device and that their settings are right".
  static func lens(_ mismatch: LensMismatch) -> String {
    let apertures = mismatch.fNumbers.map { "f/\(NumberText.plain($0))" }
    return "\(mismatch.pairs) of \(mismatch.checked) pairs "
      + "\(English.verb(mismatch.pairs, "was", "were")) taken at \(English.list(apertures)), but "
      + "this device's lens is f/\(NumberText.plain(mismatch.lens)): check that the pairs come "
      + "from this device and that their settings are right"
  }

  /// The notes a measured profile keeps about its fit, each written after `Calibration: `:
  /// the scope when the fit was made on another unit, and the warnings that stay true of the
  /// profile (a trend, a large scatter, one kind of light or none recorded).
  static func profileNotes(
    _ warnings: [CalibrationWarning], scope: Calibration.Measurement.Scope
  ) -> [String] {
    var notes: [String] = []
    if scope == .model {
      notes.append(
        "made on another unit of this model: unit-to-unit variation is added to every estimate.")
    }
    for warning in warnings {
      switch warning {
      case .strongTrend, .largeScatter, .oneLightType, .lightNotRecorded:
        notes.append(message(warning) + ".")
      default:
        break
      }
    }
    return notes
  }
}
