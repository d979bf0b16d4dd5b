import SolspotKit

/// The JSON form of a calibration fit (docs/cli.md, `calibrate fit`). Field names are stable.
struct CalibrationFitJSON: Encodable {
  struct Device: Encodable {
    let id: String
    let name: String
  }

  struct Interval: Encodable {
    let confidence: Double
    let lower: Double
    let upper: Double
  }

  struct Excluded: Encodable {
    let line: Int
    /// `brightEnd` or `darkEnd` for a bound; `outlier` for an outlier.
    let reason: String
    let deviationEV: Double?
  }

  struct Trend: Encodable {
    let slope: Double
    let standardError: Double
    let changeEV: Double
    let strong: Bool
  }

  struct Message: Encodable {
    let code: String
    let message: String
  }

  let device: Device
  let file: String
  let constantLux: Double
  let constantSigmaEV: Double
  let standardErrorEV: Double
  let referenceSigmaEV: Double
  let excessScatterEV: Double?
  let trendSigmaEV: Double?
  let spotScatterEV: Double?
  let spotScatterDegrees: Int?
  let interval: Interval
  let residualSigmaEV: Double?
  let modelResidualSigmaEV: Double
  let samples: Int
  let excluded: [Excluded]
  let validLux: [String: Double]
  let decades: Double
  let trend: Trend?
  let lightTypes: [String]
  let warnings: [Message]
  let status: String
  let refusals: [Message]
  let written: String?

  init(_ report: CalibrationFitReport) {
    let fit = report.fit
    let range = fit.constantInterval()
    device = Device(id: report.profile.id, name: report.profile.displayName)
    file = report.file
    constantLux = JSONLine.significant(fit.constantLux, 4)
    constantSigmaEV = JSONLine.decimals(fit.constantSigmaEV, 3)
    standardErrorEV = JSONLine.decimals(fit.standardErrorEV, 3)
    referenceSigmaEV = JSONLine.decimals(fit.referenceSigmaEV, 3)
    excessScatterEV = fit.excessScatterEV.map { JSONLine.decimals($0, 3) }
    trendSigmaEV = fit.trendSigmaEV.map { JSONLine.decimals($0, 3) }
    spotScatterEV = fit.spotScatterEV.map { JSONLine.decimals($0, 3) }
    spotScatterDegrees = fit.spotScatterDegrees
    interval = Interval(
      confidence: 0.9, lower: JSONLine.lower(range.lowerBound),
      upper: JSONLine.upper(range.upperBound))
    residualSigmaEV = fit.residualSigmaEV.map { JSONLine.decimals($0, 3) }
    modelResidualSigmaEV = JSONLine.decimals(fit.modelResidualSigmaEV, 3)
    samples = fit.samples
    excluded =
      (fit.boundedReadings.map {
        Excluded(line: $0.line, reason: $0.limit.rawValue, deviationEV: nil)
      }
      + fit.outliers.map {
        Excluded(
          line: $0.line, reason: "outlier", deviationEV: JSONLine.decimals($0.deviationEV, 3))
      }).sorted { $0.line < $1.line }
    validLux = ["min": fit.luxRange.lowerBound, "max": fit.luxRange.upperBound]
    decades = CalibrationFit.roundedDecades(fit.luxRange)
    trend = fit.trend.map {
      Trend(
        slope: JSONLine.decimals($0.slope, 4),
        standardError: JSONLine.decimals($0.standardError, 4),
        changeEV: JSONLine.decimals($0.changeEV, 3), strong: $0.isStrong)
    }
    lightTypes = fit.lightTypes
    warnings = fit.warnings.map {
      Message(code: $0.code, message: CalibrationWarningText.message($0))
    }
    status = report.refusals.isEmpty ? "measured" : "refused"
    refusals = report.refusals.map {
      Message(code: $0.code, message: CalibrationRefusalText.reason($0))
    }
    written = report.written
  }
}
