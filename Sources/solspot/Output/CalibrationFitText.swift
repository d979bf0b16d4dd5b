import SolspotKit

/// A calibration fit as lines for people.
enum CalibrationFitText {
  static func render(_ report: CalibrationFitReport) -> String {
    let fit = report.fit
    let interval = fit.constantInterval()
    var lines = ["Calibration of \(DeviceText.name(report.profile)) from \(report.file)"]
    lines.append(
      "C = \(DeviceText.constant(fit.constantLux)) at EV 0 (90% interval "
        + "\(Illuminance.range(interval))); the profile had "
        + "\(DeviceText.constant(report.profile.calibration.constantLux)) "
        + "(\(report.profile.calibration.status.name)).")
    lines.append("Uncertainty of log2 C: " + sigmaParts(fit) + ".")
    if let residual = fit.residualSigmaEV {
      lines.append(
        "Residual σ: \(NumberText.fixed(residual, 2)) EV (the error model expects "
          + "\(NumberText.fixed(fit.modelResidualSigmaEV, 2)) EV for scene and repeatability).")
    }
    lines.append("Readings: " + readings(fit, placeWord: report.placeWord) + ".")
    // Only a profile that will be written has intervals to widen.
    lines.append(
      "\(Illuminance.unit == .lux ? "Lux" : "Foot-candle") range: \(Illuminance.range(fit.luxRange)) "
        + "(\(CalibrationFit.decadesText(fit.luxRange)) decades)"
        + (report.refusals.isEmpty ? "; estimates outside it get wider intervals." : "."))
    if let trend = fit.trend {
      lines.append(
        "Trend: residual slope \(signed(trend.slope, 3)) EV per EV (standard error "
          + "\(NumberText.fixed(trend.standardError, 3))), \(signed(trend.changeEV, 2)) EV across "
          + "the range (\(trend.isStrong ? "strong" : "not strong")).")
    }
    if !fit.lightTypes.isEmpty {
      lines.append("Light: " + fit.lightTypes.joined(separator: ", ") + ".")
    }
    for warning in fit.warnings {
      lines.append("Warning: " + CalibrationWarningText.message(warning) + ".")
    }
    lines.append("Status: " + status(report))
    if let next = nextStep(report) { lines.append("Next: " + next) }
    return lines.joined(separator: "\n")
  }

  /// How to use the profile just written.
  static func nextStep(_ report: CalibrationFitReport) -> String? {
    guard let written = report.written else { return nil }
    let id = report.profile.id
    if report.isInFolder {
      return "--device \(id) now uses this profile in every command ('solspot devices \(id)' "
        + "shows it); remove \(written) to go back."
    }
    let folder =
      UserProfiles.folder().map { "\($0)/\(id).json" } ?? "your profile folder as \(id).json"
    return "use it with --profile \(written) (solspot lux -f N -t T --iso S --profile \(written)), "
      + "or make it \(id)'s profile everywhere: copy it to \(folder), or fit with --install."
  }

  static func sigmaParts(_ fit: CalibrationFit) -> String {
    let parts = [
      "standard error \(NumberText.fixed(fit.standardErrorEV, 3)) EV",
      "reference meter \(NumberText.fixed(fit.referenceSigmaEV, 3)) EV",
    ]
    var text =
      "σ \(NumberText.fixed(fit.constantSigmaEV, 3)) EV from "
      + parts.joined(separator: ", ")
    if let scatter = fit.spotScatterEV, let degrees = fit.spotScatterDegrees {
      text += "; spot-to-spot scatter \(NumberText.fixed(scatter, 3)) EV (\(degrees) degrees)"
    }
    return text
  }

  static func readings(_ fit: CalibrationFit, placeWord: String) -> String {
    let total = fit.samples + fit.boundedReadings.count + fit.outliers.count
    var text = "\(fit.samples) fitted of \(total)"
    if !fit.boundedReadings.isEmpty {
      text +=
        "; \(fit.boundedReadings.count) at the camera's exposure limits left out ("
        + PlaceList.text(fit.boundedReadings.map(\.line), placeWord) + ")"
    }
    if !fit.outliers.isEmpty {
      let shown = fit.outliers.prefix(PlaceList.maximumShown)
      let more = fit.outliers.count - shown.count
      text +=
        "; \(English.count(fit.outliers.count, "outlier")) left out ("
        + shown.map { "\(placeWord) \($0.line), \(signed($0.deviationEV, 1)) EV" }
        .joined(separator: "; ")
        + (more > 0 ? "; and \(LuxText.grouped(Double(more))) more (see --json)" : "") + ")"
    }
    return text
  }

  static func status(_ report: CalibrationFitReport) -> String {
    if report.refusals.count == 1, let refusal = report.refusals.first {
      return "refused: " + CalibrationRefusalText.reason(refusal) + "."
    }
    if !report.refusals.isEmpty {
      return "refused, for \(report.refusals.count) reasons:\n"
        + report.refusals.enumerated().map {
          "  \($0.offset + 1). " + CalibrationRefusalText.reason($0.element) + "."
        }
        .joined(separator: "\n")
    }
    if let written = report.written { return "measured; profile written to \(written)." }
    return "measured; write the profile with --write PATH --reference-meter NAME."
  }

  /// ": reason" for one refusal; ", for 2 reasons: (1) …; (2) …" for several, on one line.
  static func reasons(_ refusals: [CalibrationRefusal]) -> String {
    guard refusals.count > 1 else {
      return refusals.first.map { ": " + CalibrationRefusalText.reason($0) } ?? ""
    }
    return ", for \(refusals.count) reasons: "
      + refusals.enumerated().map {
        "(\($0.offset + 1)) " + CalibrationRefusalText.reason($0.element)
      }.joined(separator: "; ")
  }

  static func signed(_ value: Double, _ digits: Int) -> String {
    (value >= 0 ? "+" : "") + NumberText.fixed(value, digits)
  }
}
