import SolspotKit
import Testing

/// A saved reading's `--json` (`spot history`) holds its record's exact `lux`; an estimate's
/// `--json` (`lux`, `read`, `spot measure`) prints it rounded, as `luxText` words it.
enum SavedReadingJSON {
  /// Expects the saved reading's exact value to be the one `printed` rounds: the same kind
  /// and confidence, the point to three significant figures, the ends rounded outward, and
  /// the saved `luxText` to be the printed `text` when there is one.
  static func expectSameValue(
    saved reading: [String: Any], printed lux: [String: Any],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let saved = try #require(reading["lux"] as? [String: Any], sourceLocation: sourceLocation)
    #expect(saved["kind"] as? String == lux["kind"] as? String, sourceLocation: sourceLocation)
    #expect(
      saved["confidence"] as? Double == lux["confidence"] as? Double,
      sourceLocation: sourceLocation)
    for (key, rounding) in [
      ("point", SignificantFigures.Rounding.nearest), ("lower", .down), ("upper", .up),
    ] {
      let rounded = (saved[key] as? Double).flatMap {
        SignificantFigures($0, figures: 3, rounding: rounding)?.value
      }
      #expect(rounded == lux[key] as? Double, "\(key)", sourceLocation: sourceLocation)
    }
    if let text = lux["text"] as? String {
      #expect(reading["luxText"] as? String == text, sourceLocation: sourceLocation)
    }
  }
}
