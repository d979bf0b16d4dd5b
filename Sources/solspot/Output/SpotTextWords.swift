import SolspotKit

/// Spot names, rooms and notes in messages, and the rules they break in words
/// (``SpotTextProblem``, docs/store.md, "Names").
enum SpotTextWords {
  /// The most characters of a text a message shows before "…".
  static let shownLength = 60

  /// `text` in single quotes for a message: characters that would hide or reorder what is
  /// shown (control, bidirectional and invisible characters, line separators) as `<U+202E>`,
  /// and a long text cut at ``shownLength`` characters (or twice as many scalars, for a
  /// character carrying thousands of accents). Joiners and variation selectors, which build
  /// emoji and words, are shown as they are, unless the text has nothing else to show: then
  /// they are codes too, since alone they print as nothing.
  static func shown(_ text: String) -> String {
    var result = ""
    var count = 0
    let revealsJoiners = text.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || scalar.properties.generalCategory == .control || SpotTextRules.isBidiControl(scalar)
    }
    for scalar in text.unicodeScalars {
      count += 1
      if count > 2 * shownLength || result.count >= shownLength {
        result += "…"
        break
      }
      // Joiners and variation selectors build emoji and words; they are shown as they are.
      let hidden =
        scalar.properties.generalCategory == .control
        || SpotTextRules.isBidiControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
        || (scalar.properties.isDefaultIgnorableCodePoint
          && (revealsJoiners
            || (scalar != "\u{200D}" && scalar != "\u{200C}"
              && !(0xFE00...0xFE0F).contains(scalar.value))))
      result += hidden ? "<\(code(scalar))>" : String(scalar)
    }
    return "'" + result + "'"
  }

  /// The message for a spot error.
  static func message(_ error: SpotError) -> String {
    switch error {
    case .invalidName(let name, let problem):
      "the spot name \(shown(name)) \(self.problem(problem, field: .name))"
    case .invalidText(let field, let problem):
      "the \(field.rawValue) \(self.problem(problem, field: field))"
    case .unknownSpot(let name, let suggestions):
      "no spot named '\(name)'"
        + (suggestions.isEmpty
          ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?")
    case .nameTaken(let name):
      "a spot named '\(name)' already exists"
    case .invalidLatitude(let value):
      "latitude \(NumberText.plain(value)) is outside −90 to 90 degrees"
    case .hasReadings(let name, let count):
      "spot '\(name)' has \(English.count(count, "reading"))"
    case .invalidDevice(let id):
      "invalid device id '\(id.prefix(40))' (empty or over \(NewSpot.maxDeviceLength) characters)"
    case .unknownReading(let name, let id):
      "spot '\(name)' has no reading \(id)"
    case .noReadings(let name):
      "spot '\(name)' has no readings"
    case .readingNotConfirmed(let name, let reading):
      "removing reading \(reading.id) of spot '\(name)' was not confirmed"
    }
  }

  /// What is wrong, after "the spot name 'X' " or "the notes ".
  static func problem(_ problem: SpotTextProblem, field: SpotTextField) -> String {
    let limits = SpotTextLimits.of(field)
    switch problem {
    case .empty:
      return "is empty"
    case .noVisibleCharacter:
      return "has no visible character (only spaces or invisible characters such as U+200B)"
    case .tooLong(.characters, let count, let maximum):
      return "is \(count) characters long; the most is \(maximum)"
    case .tooLong(.scalars, let count, let maximum):
      return "is \(count) Unicode code points long; the most is \(maximum) (and "
        + "\(limits.characters) characters)"
    case .tooLong(.bytes, let count, let maximum):
      return "takes \(count) bytes of UTF-8; the most is \(maximum) (and \(limits.characters) "
        + "characters)"
    case .tooManyCombiningMarks(let count):
      return "has \(count) combining marks on one character; the most is "
        + "\(SpotTextRules.maxCombiningMarks)"
    case .forbidden(let scalar, .control):
      return field == .notes
        ? "holds the control character \(code(scalar)); notes may hold line breaks and tabs, "
          + "but no other control character"
        : "holds the control character \(code(scalar)); a \(field.rawValue) is one line, "
          + "without tabs or control characters"
    case .forbidden(let scalar, .lineSeparator):
      return field == .notes
        ? "holds \(code(scalar)), a Unicode line or paragraph separator; use an ordinary line "
          + "break"
        : "holds \(code(scalar)), a Unicode line or paragraph separator; a \(field.rawValue) "
          + "is one line"
    case .forbidden(let scalar, .bidiControl):
      return "holds \(code(scalar)), a bidirectional formatting character, which changes the "
        + "order in which the text around it is shown; remove it"
    }
  }

  /// "U+202E".
  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
