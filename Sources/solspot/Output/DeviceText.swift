import SolspotKit

/// Device profiles as text for people.
enum DeviceText {
  /// One line per profile: id, name, lens, limits and calibration.
  static func table(_ profiles: [DeviceProfile]) -> String {
    let rows = profiles.map { profile in
      [
        profile.id, profile.displayName, profile.fNumber.map { "f/\(NumberText.plain($0))" } ?? "—",
        limits(profile), profile.calibration.status.name,
      ]
    }
    let header = ["ID", "CAMERA", "LENS", "LIMITS", "CALIBRATION"]
    return TextColumns.render([header] + rows)
  }

  /// "iPhone 13 front camera (iphone-13-front)", or "unknown camera (generic profile)".
  static func name(_ profile: DeviceProfile) -> String {
    profile.id == DeviceProfileCatalog.genericID
      ? "unknown camera (generic profile)" : "\(profile.displayName) (\(profile.id))"
  }

  /// "documented", "generic", "partly generic" or "unknown".
  static func limits(_ profile: DeviceProfile) -> String {
    guard let limits = profile.exposureLimits else { return "unknown" }
    let statuses = [limits.iso.status, limits.exposureDuration.status]
    if statuses.allSatisfy({ $0 == .documented }) { return "documented" }
    if statuses.allSatisfy({ $0 == .generic }) { return "generic" }
    return "partly generic"
  }

  /// Everything in one profile, with its sources.
  static func detail(_ profile: DeviceProfile) -> String {
    var lines = [name(profile)]
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
      "Calibration: \(calibration.status.name), C = \(NumberText.significant(calibration.constantLux, 4)) lux "
        + "± \(NumberText.significant(calibration.constantSigmaEV, 3)) EV; \(calibration.wording)")
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
}
