import SolspotKit

/// Saved calibration pairs as text for people.
enum CalibrationPairText {
  /// "Saved calibration pair 3 for …: f/1.9, 1/60 s, ISO 100 against 640 lux (it implies
  /// C = 2.9 lux); 3 pairs saved for this device."
  static func saved(_ pair: StoredCalibrationPair, profile: DeviceProfile, count: Int) -> String {
    let observation = pair.observation
    let implied = NumberText.significant(observation.impliedConstantLux, 3, keepingZeros: true)
    return "Saved calibration pair \(pair.id) for \(DeviceText.name(profile)): "
      + (observation.exposure?.text ?? "EV100 \(NumberText.fixed(observation.sceneEV, 2))")
      + " against \(LuxText.exact(observation.referenceLux)) lux (on its own it implies "
      + "C = \(implied) lux at EV 0).\n"
      + "\(count) pair\(count == 1 ? "" : "s") saved for \(profile.id); "
      + (count >= 5
        ? "'solspot calibrate fit --device \(profile.id)' fits them."
        : "a fit needs at least 5, over two decades of lux.")
  }

  /// One line per pair: number, time, settings, reference lux, light and note.
  static func table(_ pairs: [StoredCalibrationPair], profile: DeviceProfile) -> String {
    guard !pairs.isEmpty else {
      return "No calibration pairs are saved for \(DeviceText.name(profile))."
    }
    let rows = pairs.map { pair in
      [
        String(pair.id), pair.takenAt.local.minuteText + " " + pair.takenAt.offsetText,
        pair.observation.exposure?.text ?? "",
        LuxText.exact(pair.observation.referenceLux) + " lux",
        pair.observation.light ?? "", pair.observation.note ?? "",
      ]
    }
    let header = ["PAIR", "TIME", "SETTINGS", "REFERENCE", "LIGHT", "NOTE"]
    return TextColumns.render([header] + rows)
  }
}
