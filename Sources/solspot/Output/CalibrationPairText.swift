import SolspotKit

/// Saved calibration pairs as text for people.
enum CalibrationPairText {
  /// "Saved calibration pair 3 for …: f/1.9, 1/60 s, ISO 100 against 640 lux (it implies
  /// C = 2.9 lux); 3 pairs saved for this device."
  static func saved(_ pair: StoredCalibrationPair, profile: DeviceProfile, count: Int) -> String {
    let observation = pair.observation
    let implied = DeviceText.constant(observation.impliedConstantLux)
    return "Saved calibration pair \(pair.id) for \(DeviceText.name(profile)): "
      + (observation.exposure.map(ExposureText.settings)
        ?? "EV100 \(NumberText.fixed(observation.sceneEV, 2))")
      + " against \(Illuminance.exact(observation.referenceLux)) (on its own it "
      + "implies C = \(implied) at EV 0).\n"
      + "\(English.count(count, "pair")) saved for \(profile.id); "
      + (count >= 5
        ? "'solspot calibrate fit --device \(profile.id)' fits them."
        : "a fit needs at least 5, over two decades of lux.")
  }

  /// What to check about a pair just saved: a lens other than the device's, or a constant
  /// no camera read right has (``Calibration/plausibleConstantLux``). Each is one phrase.
  static func warnings(_ pair: StoredCalibrationPair, profile: DeviceProfile) -> [String] {
    var warnings: [String] = []
    if let mismatch = LensMismatch(observations: [pair.observation], profile: profile) {
      warnings.append(
        "f/\(NumberText.plain(mismatch.fNumbers.first ?? 0)) is not this device's f/"
          + "\(NumberText.plain(mismatch.lens)) lens: check that the pair comes from this "
          + "device and that its settings are right (remove it with 'solspot calibrate pairs "
          + "--device \(profile.id) --remove \(pair.id)')")
    }
    let implied = pair.observation.impliedConstantLux
    let plausible = Calibration.plausibleConstantLux
    if !plausible.contains(implied) {
      warnings.append(
        "this pair implies C = \(DeviceText.constant(implied)), outside the "
          + "\(Illuminance.exactFigure(plausible.lowerBound))–\(Illuminance.exact(plausible.upperBound)) "
          + "of any camera read right: check the settings and the meter's reading (remove "
          + "it with 'solspot calibrate pairs --device \(profile.id) --remove \(pair.id)')")
    }
    return warnings
  }

  /// One line per pair: number, time, settings, reference lux, light and note.
  static func table(_ pairs: [StoredCalibrationPair], profile: DeviceProfile) -> String {
    guard !pairs.isEmpty else {
      return "No calibration pairs are saved for \(DeviceText.name(profile))."
    }
    let rows = pairs.map { pair in
      [
        String(pair.id), pair.takenAt.local.minuteText + " " + pair.takenAt.iso8601Offset,
        pair.observation.exposure.map(ExposureText.settings) ?? "",
        Illuminance.exact(pair.observation.referenceLux),
        pair.observation.light ?? "", pair.observation.note ?? "",
      ]
    }
    let header = ["PAIR", "TIME", "SETTINGS", "REFERENCE", "LIGHT", "NOTE"]
    return TextColumns.render([header] + rows)
  }
}
