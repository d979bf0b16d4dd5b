import SolspotKit

/// Device profiles as text for people.
enum DeviceText {
  /// One line per profile: id, name, lens, limits, calibration and where it comes from, and a
  /// line naming the profile folder when any profile comes from there.
  ///
  /// - Parameters:
  ///   - files: The paths of the profiles from the user's profile folder, by id.
  ///   - folder: The profile folder.
  static func table(_ profiles: [DeviceProfile], files: [String: String], folder: String?)
    -> String
  {
    let rows = profiles.map { profile in
      [
        profile.id, profile.displayName, profile.fNumber.map { "f/\(NumberText.plain($0))" } ?? "—",
        limits(profile), profile.calibration.status.name,
        files[profile.id] == nil ? "built-in" : "your folder",
      ]
    }
    let header = ["ID", "CAMERA", "LENS", "LIMITS", "CALIBRATION", "SOURCE"]
    var text = TextColumns.render([header] + rows)
    if !files.isEmpty, let folder {
      text += "\nProfiles marked 'your folder' are in \(folder)."
    }
    return text
  }

  /// "iPhone 13 front camera (iphone-13-front)", "Generic camera (generic)": the display name
  /// and the id, for every profile alike, so that the name `devices` lists and the id a spot's
  /// readings keep are the ones every output uses.
  static func name(_ profile: DeviceProfile) -> String {
    "\(profile.displayName) (\(profile.id))"
  }

  /// A calibration constant C, the illuminance at EV 0, in the printed unit to three
  /// significant figures (``Calibration/constantText(_:)``): "2.88 lux", "0.268 fc".
  static func constant(_ lux: Double) -> String {
    return Calibration.constantText(Illuminance.value(lux)) + " " + Illuminance.symbol
  }

  /// "documented", "generic", "partly generic" or "unknown".
  static func limits(_ profile: DeviceProfile) -> String {
    guard let limits = profile.exposureLimits else { return "unknown" }
    let statuses = [limits.iso.status, limits.exposureDuration.status]
    if statuses.allSatisfy({ $0 == .documented }) { return "documented" }
    if statuses.allSatisfy({ $0 == .generic }) { return "generic" }
    return "partly generic"
  }

  /// Everything in one profile, with its sources and the file it comes from.
  ///
  /// - Parameters:
  ///   - file: The path of the profile in the user's profile folder, or `nil` for a built-in one.
  ///   - replacesBuiltIn: Whether a built-in profile has the same id.
  static func detail(_ profile: DeviceProfile, file: String?, replacesBuiltIn: Bool) -> String {
    var lines = [name(profile)]
    if let file {
      lines.append(
        "Profile file: \(file) (your profile folder"
          + (replacesBuiltIn ? "; it replaces the built-in profile)" : ")"))
    } else {
      lines.append("Profile file: built in")
    }
    if !profile.modelIdentifiers.isEmpty {
      lines.append("Model identifiers: " + profile.modelIdentifiers.joined(separator: ", "))
    }
    if let match = profile.match {
      lines.append(
        "Recognised from photos by: Make \(match.make), Model "
          + match.models.joined(separator: " or ")
          + (match.lensModelPrefixes.isEmpty
            ? "" : ", LensModel starting " + match.lensModelPrefixes.joined(separator: " or ")))
    }
    lines.append("Lens: " + (profile.fNumber.map { "f/\(NumberText.plain($0))" } ?? "unknown"))
    if let limits = profile.exposureLimits {
      lines.append(
        "ISO: \(NumberText.plain(limits.iso.min))–\(NumberText.plain(limits.iso.max)) "
          + "(\(limits.iso.status.rawValue))")
      lines.append(
        "Exposure: \(ExposureTimeText.format(limits.exposureDuration.min))–"
          + "\(ExposureTimeText.format(limits.exposureDuration.max)) "
          + "(\(limits.exposureDuration.status.rawValue))")
    } else {
      lines.append("Exposure limits: unknown")
    }
    let calibration = profile.calibration
    lines.append(
      "Calibration: \(calibration.status.name), C = "
        + "\(NumberText.significant(Illuminance.value(calibration.constantLux), 4)) "
        + "\(Illuminance.symbol) "
        + "± \(NumberText.significant(calibration.constantSigmaEV, 3)) EV; \(self.calibration(calibration))"
    )
    lines.append("  C: \(calibration.constantSource)")
    lines.append("  Uncertainty: \(calibration.sigmaBasis)")
    if let limits = profile.exposureLimits {
      lines.append("  ISO limits: \(limits.iso.source)")
      lines.append("  Exposure limits: \(limits.exposureDuration.source)")
    }
    for source in profile.sources { lines.append("  \(source.fact): \(source.source)") }
    for note in profile.notes { lines.append("Note: \(note)") }
    return lines.joined(separator: "\n")
  }

  /// The calibration status in words: "not calibrated: rough estimate; the category is the
  /// reliable part", or who calibrated it, when, with how many readings, and its caveats.
  static func calibration(_ calibration: Calibration) -> String {
    guard let measurement = calibration.measurement else {
      return "not calibrated: " + NoteText.roughEstimate
    }
    return
      ([
        "calibrated against \(measurement.referenceMeter) on \(measurement.date) "
          + "(\(English.count(measurement.samples, "reading")))"
      ] + caveats(measurement)).joined(separator: "; ")
  }

  /// What a reader of an estimate from a measured calibration must know besides who made it
  /// and when: that it was made on another unit, that the constant varies with brightness.
  static func caveats(_ measurement: Calibration.Measurement) -> [String] {
    var caveats: [String] = []
    if measurement.scope == .model {
      caveats.append(
        "made on another unit of this model, so unit-to-unit variation is added to the interval")
    }
    if let change = measurement.trendChangeEV {
      caveats.append(
        "its constant varies with brightness (\(change >= 0 ? "+" : "")"
          + "\(NumberText.fixed(change, 2)) EV across \(Illuminance.range(measurement.validLux))), "
          + "so the interval is widened for it")
    }
    return caveats
  }
}
