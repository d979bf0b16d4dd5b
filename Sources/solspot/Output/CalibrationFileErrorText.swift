import SolspotKit

/// A calibration file's error in words: "pairs.csv:7: column 'shutter': '1/0' is not an
/// exposure time such as 1/120 or 8ms".
enum CalibrationFileErrorText {
  /// The message after `solspot: `.
  static func message(_ error: CalibrationFileError) -> String {
    let place = error.line > 0 ? "\(error.file):\(error.line)" : error.file
    let reason = reason(error.reason)
    return error.column.map { "\(place): column '\($0)': \(reason)" } ?? "\(place): \(reason)"
  }

  /// The reason as a lower-case phrase.
  static func reason(_ reason: CalibrationFileError.Reason) -> String {
    switch reason {
    case .tooManyPairs(let maximum): "has more than \(maximum) pairs; split it"
    case .noHeader: "has no header line and no pairs"
    case .notCommaSeparated(let separator):
      "the columns are separated by \(SeparatorText.plural(separator)); a calibration file separates "
        + "them with commas (aperture,shutter,iso,reference_lux)"
    case .duplicateColumn: "appears twice in the header"
    case .cellCount(let count, let header): "has \(count) cells; the header has \(header)"
    case .unclosedQuote: "a quoted cell has no closing quote"
    case .textAfterQuote: "text follows a closing quote before the next comma"
    case .notJSONObject: "is not a JSON object"
    case .duplicateKey: "appears twice in the object"
    case .bool(let value): "is \(value), not a number or text"
    case .notNumberOrText: "must be a number or text"
    case .decoderMessage(let words): words
    case .mixedForms: "mixes settings and ev100 lines; a file uses one or the other"
    case .unknownColumn(let suggestion, let known):
      "is not a known column" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        + " (known: \(known.joined(separator: ", ")))"
    case .missing: "is missing"
    case .ev100WithSettings:
      "cannot be combined with aperture, shutter and iso; give one or the other"
    case .missingSetting: "is missing (give aperture, shutter and iso, or ev100)"
    case .empty: "is empty"
    case .notANumber(let text, let kind): "'\(text)' is not \(expected(kind))"
    case .referenceLux(let problem): referenceLux(problem)
    case .ev100OutOfRange(let value, let allowed):
      "\(NumberText.plain(value)) is outside \(NumberText.plain(allowed.lowerBound)) to "
        + NumberText.plain(allowed.upperBound)
    case .biasOutOfRange(let value, let allowed):
      "\(NumberText.plain(value)) is outside \(NumberText.plain(allowed.lowerBound)) to "
        + "\(NumberText.plain(allowed.upperBound)) EV"
    case .exposure(let error): ExposureText.problem(error)
    case .time(let text, let problem?): "'\(text)' is not a real day: " + DayText.problem(problem)
    case .time(let text, nil):
      "'\(text)' is not a time such as 2026-03-14T10:20:00+01:00 or a day such as 2026-03-14"
    }
  }

  /// Why a reference reading cannot be a pair's, naming the value as written.
  static func referenceLux(_ problem: ReferenceLuxProblem) -> String {
    switch problem {
    case .brighterThanDaylight(let text, let maximum):
      "\(text) lux is brighter than any daylight: sunlight above the atmosphere is about "
        + "128,000 lux, so a reference reading is at most \(LuxText.grouped(maximum)) lux"
    case .notPositive(let text): "must be greater than 0, not \(text)"
    case .tooSmall(let text, let minimum):
      "\(text) lux is too small: a reference reading is at least \(NumberText.plain(minimum)) "
        + "lux, below the finest step of lux meters"
    }
  }

  private static func expected(_ kind: CalibrationFileError.NumberKind) -> String {
    switch kind {
    case .lux: "a number of lux"
    case .bias: "an EV such as -0.7"
    case .ev100: "an exposure value such as 7.5"
    case .fNumber: "an f-number such as 1.9 or f/1.9"
    case .exposureTime: "an exposure time such as 1/120 or 8ms"
    case .iso: "an ISO speed such as 100"
    }
  }

}
