import SolspotKit

/// The JSON form of a coverage check (docs/cli.md, `calibrate check`). Field names are stable.
struct CoverageJSON: Encodable {
  struct Level: Encodable {
    let confidence: Double
    let contained: Int
    let total: Int
    let coverage: Double?
    let lower: Double?
    let upper: Double?
    let verdict: String?
  }

  struct Device: Encodable {
    let id: String
    let name: String
    let calibration: String
  }

  let device: Device
  let file: String
  let estimates: Int
  let levels: [Level]
  let bounds: [Level]
  /// The two-sided confidence of each level's `lower`–`upper` range.
  let rangeConfidence: Double
  let verdict: String?
  let advice: String?
  let small: Bool
  let missedLines: [Int]
  let brokenBoundLines: [Int]
  let warnings: [CalibrationFitJSON.Message]
  /// `same` or `unknown` for a measured profile; absent for a nominal one.
  let fitPairs: String?

  init(_ report: CoverageReport) {
    let check = report.check
    device = Device(
      id: report.profile.id, name: report.profile.displayName,
      calibration: report.profile.calibration.status.name)
    file = report.file
    estimates = check.estimates
    levels = check.tallies.map { Self.level($0, check: check, isBound: false) }
    bounds = check.boundTallies.map { Self.level($0, check: check, isBound: true) }
    rangeConfidence = JSONLine.decimals(check.rangeConfidence, 4)
    verdict = check.verdict?.rawValue
    advice = report.advice
    small = check.isSmall
    missedLines = check.missedLines
    brokenBoundLines = check.brokenBoundLines
    fitPairs = check.fitOverlap?.rawValue
    warnings = report.warnings.map {
      CalibrationFitJSON.Message(code: $0.code, message: CalibrationWarningText.message($0))
    }
  }

  /// A bound at confidence p claims at least (1 + p)/2, so it gets no verdict against p.
  static func level(_ tally: CoverageTally, check: CoverageCheck, isBound: Bool) -> Level {
    let range = tally.exactInterval(confidence: check.rangeConfidence)
    return Level(
      confidence: tally.confidence.level, contained: tally.contained, total: tally.total,
      coverage: tally.coverage.map { JSONLine.decimals($0, 4) },
      lower: range.map { JSONLine.decimals($0.lowerBound, 4, rounding: .down) },
      upper: range.map { JSONLine.decimals($0.upperBound, 4, rounding: .up) },
      verdict: isBound ? nil : check.judgement(tally)?.verdict.rawValue)
  }
}
