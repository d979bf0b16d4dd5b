import SolspotKit

/// A capture that cannot be read, in words: "line 12: field 'iso' must be a number", "line 1:
/// unknown column 'isoo'; did you mean 'iso'?". A lower-case phrase without the file's name;
/// ``CaptureText/failure(_:file:)`` adds it.
enum CaptureErrorText {
  /// "line 12: field 'iso' must be a number".
  static func message(_ error: CaptureError) -> String {
    guard let line = error.line else { return problem(error.kind) }
    return "line \(line): " + problem(error.kind)
  }

  /// "field 'iso'", "column 'iso'".
  static func name(_ name: CaptureError.Name) -> String {
    "\(name.isColumn ? "column" : "field") '\(name.spelling)'"
  }

  /// The problem as a lower-case phrase.
  static func problem(_ kind: CaptureError.Kind) -> String {
    switch kind {
    case .notJSON(let problem):
      "not valid JSON: " + JSONProblemText.phrase(problem)
    case .notObject:
      "expected a JSON object, one sample per line"
    case .notACapture:
      "this is not a capture: its first line of data (not blank, not a # comment) is neither "
        + "a JSON object nor a CSV column row such as "
        + "'\(CaptureFormat.csvColumns.prefix(3).joined(separator: ",")),…'"
    case .notCommaSeparated(let separator):
      "the CSV columns are separated by \(SeparatorText.plural(separator)); a capture's columns must be separated by "
        + "commas"
    case .missing(let field):
      "\(name(field)) is missing"
    case .unknown(let field, let suggestion):
      "unknown \(name(field))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .duplicate(let field):
      "\(name(field)) appears twice"
    case .wrongType(let field, let expected):
      "\(name(field)) must be \(type(expected))"
    case .invalidValue(let field, let invalid):
      "\(name(field)): \(reason(invalid))"
    case .cellCount(let expected, let found):
      "expected \(expected) cells as the column row names, found \(found)"
    case .jsonInCSV:
      "a JSON object in a CSV capture: a capture's lines are all CSV rows or all JSON objects"
    case .badCell(.unclosedQuote):
      "malformed CSV: a quoted cell is not closed"
    case .badCell(.textAfterQuote):
      "malformed CSV: text follows a closing quote"
    case .unsupportedVersion(let version):
      "capture format version \(version) is not supported (this solspot reads version "
        + "\(CaptureHeader.currentVersion))"
    case .misplacedHeader:
      "a capture header may only be the first line"
    case .lineTooLong(let limit):
      "line is longer than \(limit) bytes"
    case .photo(let format):
      "this is a photo (\(format.rawValue)), not a capture: a capture is the stream of samples "
        + "recorded while the phone lies at the spot"
    }
  }

  /// What a field must be: "a number", "true or false".
  static func type(_ type: CaptureError.ValueType) -> String {
    switch type {
    case .number: "a number"
    case .wholeNumber: "a whole number"
    case .boolean: "true or false"
    case .text: "text"
    case .gravityList: "a list of 3 numbers [x, y, z]"
    }
  }

  /// Why a value is one no camera or motion sensor produces.
  static func reason(_ invalid: CaptureError.Invalid) -> String {
    switch invalid {
    case .timeNotFinite:
      return "must be a finite number of seconds"
    case .timeBeyondLimit(let seconds):
      return "\(NumberText.significant(seconds, 6)) s is beyond ±10,000,000,000 s, where a time "
        + "no longer keeps the spacing of frames; give seconds (is it in milliseconds or "
        + "nanoseconds?)"
    case .exposure(let error):
      return setting(error)
    case .offsetOutOfRange(let offset):
      return "\(NumberText.plain(offset)) EV is outside the range "
        + "\(NumberText.plain(CaptureSample.offsetRange.lowerBound)) to "
        + "\(NumberText.plain(CaptureSample.offsetRange.upperBound))"
    case .notAFraction(let fraction):
      return "must be a fraction from 0 to 1, not \(NumberText.plain(fraction))"
    case .gravityComponent(let value, let isList):
      let limit = Int(Gravity.componentLimit)
      return isList
        ? "components must be finite numbers of at most \(limit) g, not \(NumberText.plain(value))"
        : "must be a finite number of at most \(limit) g, not " + NumberText.plain(value)
    case .notATime(let text):
      return "'\(text)' is not an ISO 8601 time with a UTC offset, such as "
        + "2025-06-21T14:30:05+02:00"
    }
  }

  /// A setting's problem as a capture error words it (other commands word ``ExposureError``
  /// with the option that gave it: ``ExposureText/problem(_:)``).
  static func setting(_ error: ExposureError) -> String {
    let name =
      switch error.field {
      case .fNumber: "f-number"
      case .exposureTime: "exposure time"
      case .iso: "ISO"
      case .bias: "exposure bias"
      }
    switch error {
    case .notFinite(_, let value): return "\(name) must be a finite number, not \(value)"
    case .notPositive(_, let value):
      return "\(name) must be greater than zero, not \(NumberText.plain(value))"
    case .outOfRange(_, let value, let allowed):
      return "\(name) \(NumberText.plain(value)) is outside the range "
        + "\(NumberText.plain(allowed.lowerBound)) to \(NumberText.plain(allowed.upperBound))"
    }
  }
}
