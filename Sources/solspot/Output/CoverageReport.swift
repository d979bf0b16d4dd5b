import SolspotKit

/// What `calibrate check` reports: the coverage check, the profile and the file.
struct CoverageReport {
  let check: CoverageCheck
  let profile: DeviceProfile
  let file: String
  /// What a pair's number is: `line` in a file, `pair` in the store.
  let placeWord: String

  /// What the person checking should know besides the verdict: pairs at another lens.
  var warnings: [CalibrationWarning] {
    check.lensMismatch.map { [.apertureMismatch($0)] } ?? []
  }

  /// The verdict's consequence in words, which depends on whether the profile was measured.
  var advice: String? {
    guard let verdict = check.verdict else { return nil }
    let measured = profile.calibration.isMeasured
    switch verdict {
    case .tooNarrow:
      return measured
        ? "the profile states more certainty than these readings support: refit it with more "
          + "readings, or check that phone and meter lay side by side"
        : "this phone reads further from the default constant than its nominal intervals "
          + "allow: calibrate it (solspot calibrate fit)"
    case .aboutRight:
      return "the intervals contain the reference about as often as they claim"
    case .inconclusive:
      return "with \(check.estimates) pairs, intervals too narrow or too wide by a margin that "
        + "matters would look like this too; \(CoverageCheck.smallSample) or more pairs give a "
        + "real check"
    case .tooWide:
      return measured
        ? "the intervals are wider than these readings need: the profile is conservative"
        : "the intervals are wider than this phone needs: a calibration would narrow them"
    }
  }
}
