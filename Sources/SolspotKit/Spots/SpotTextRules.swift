/// The rules every spot text follows (name, room and notes), and the repair that brings a text
/// saved under older rules into them.
///
/// A text is checked in this order, and the first rule it breaks is the error:
/// 1. no bidirectional formatting character anywhere (``SpotTextProblem/ForbiddenKind/bidiControl``);
/// 2. blank characters at either end are removed: white space (Unicode's `White_Space`, so
///    also no-break spaces and line breaks) and invisible characters
///    (`Default_Ignorable_Code_Point`, such as U+200B ZERO WIDTH SPACE), whole characters at a
///    time, so an emoji sequence or a flag stays whole;
/// 3. something must remain (``SpotTextProblem/empty``), and it must hold a visible character
///    (``SpotTextProblem/noVisibleCharacter``);
/// 4. no control character (general category Cc) and no U+2028/U+2029 inside; notes may hold
///    line breaks (`\n`, `\r\n`) and tabs;
/// 5. at most ``maxCombiningMarks`` combining marks in a row;
/// 6. the limits of ``SpotTextLimits``, in characters, Unicode scalars and UTF-8 bytes.
///
/// Invisible characters inside a text are kept (a zero width joiner builds emoji sequences
/// and Persian words), and ignored where names are compared (``SpotName/key(_:)``).
public enum SpotTextRules {
  /// The most combining marks (scalars of non-zero canonical combining class) in a row: 30.
  ///
  /// Source: Unicode Standard Annex #15, section 13, "Stream-Safe Text Format", which bounds
  /// runs of non-starters at 30 so that no real text is refused.
  public static let maxCombiningMarks = 30

  /// The text with blank characters at either end removed, checked against every rule.
  ///
  /// - Throws: The first ``SpotTextProblem`` the text has.
  public static func validate(_ text: String, as field: SpotTextField) throws(SpotTextProblem)
    -> String
  {
    if let bidi = text.unicodeScalars.first(where: isBidiControl) {
      throw .forbidden(bidi, .bidiControl)
    }
    let trimmed = self.trimmed(text)
    guard !trimmed.isEmpty else {
      throw text.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? .empty : .noVisibleCharacter
    }
    guard trimmed.unicodeScalars.contains(where: isVisible) else { throw .noVisibleCharacter }
    for scalar in trimmed.unicodeScalars {
      if let kind = forbiddenKind(scalar, in: field) { throw .forbidden(scalar, kind) }
    }
    var marks = 0
    for scalar in trimmed.unicodeScalars {
      marks = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : marks + 1
      if marks > maxCombiningMarks { throw .tooManyCombiningMarks(count: longestMarkRun(trimmed)) }
    }
    let limits = SpotTextLimits.of(field)
    // Bytes and scalars are counted first: they are cheap, and bound the work of counting
    // characters in a long text.
    let bytes = trimmed.utf8.count
    let scalars = trimmed.unicodeScalars.count
    if bytes <= limits.bytes && scalars <= limits.scalars {
      let characters = trimmed.count
      if characters > limits.characters {
        throw .tooLong(unit: .characters, count: characters, maximum: limits.characters)
      }
      return trimmed
    }
    let characters = trimmed.count
    if characters > limits.characters {
      throw .tooLong(unit: .characters, count: characters, maximum: limits.characters)
    }
    if scalars > limits.scalars {
      throw .tooLong(unit: .scalars, count: scalars, maximum: limits.scalars)
    }
    throw .tooLong(unit: .bytes, count: bytes, maximum: limits.bytes)
  }

  // MARK: - Repair

  /// `text` brought into the rules with as little change as possible, or `nil` when nothing
  /// visible would remain: bidirectional formatting characters removed; U+2028, U+2029 and
  /// control characters made line breaks (notes) or spaces (names, rooms), tabs and line
  /// breaks in notes kept; combining marks past ``maxCombiningMarks`` in a row removed; blank
  /// ends removed; whole characters dropped from the end until the limits are met.
  ///
  /// For a store saved under older rules (migration 4); a text that already follows the
  /// rules is returned as ``validate(_:as:)`` returns it.
  public static func repaired(_ text: String, as field: SpotTextField) -> String? {
    var scalars = String.UnicodeScalarView()
    var marks = 0
    for scalar in text.unicodeScalars {
      if isBidiControl(scalar) { continue }
      if let kind = forbiddenKind(scalar, in: field) {
        let lineBreak = field == .notes && kind == .lineSeparator
        scalars.append(lineBreak ? "\n" : " ")
        marks = 0
        continue
      }
      marks = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : marks + 1
      if marks > maxCombiningMarks { continue }
      scalars.append(scalar)
    }
    var result = trimmed(String(scalars))
    let limits = SpotTextLimits.of(field)
    if result.count > limits.characters || result.unicodeScalars.count > limits.scalars
      || result.utf8.count > limits.bytes
    {
      var kept = ""
      var (keptScalars, keptBytes) = (0, 0)
      for character in result.prefix(limits.characters) {
        let (s, b) = (character.unicodeScalars.count, character.utf8.count)
        guard keptScalars + s <= limits.scalars, keptBytes + b <= limits.bytes else { break }
        kept.append(character)
        keptScalars += s
        keptBytes += b
      }
      result = trimmed(kept)
    }
    return (try? validate(result, as: field)) == nil ? nil : result
  }

  // MARK: - Kinds of characters

  /// Whether `scalar` is a bidirectional formatting character: U+061C ARABIC LETTER MARK,
  /// U+200E and U+200F (marks), U+202A–U+202E (embeddings and overrides), U+2066–U+2069
  /// (isolates).
  ///
  /// Source: Unicode Standard Annex #9, "Unicode Bidirectional Algorithm", table 4 (the
  /// explicit formatting characters) and section 2.6 (implicit marks).
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `scalar` is blank: white space or an invisible (default-ignorable) character.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
  }

  /// Whether `scalar` shows something by itself: not blank, not a control or format
  /// character, not a combining mark.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if isBlank(scalar) { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .nonspacingMark, .enclosingMark, .spaceSeparator,
      .lineSeparator, .paragraphSeparator:
      return false
    default:
      return true
    }
  }

  /// Why `scalar` may not be inside `field`, or `nil` when it may.
  static func forbiddenKind(_ scalar: Unicode.Scalar, in field: SpotTextField)
    -> SpotTextProblem.ForbiddenKind?
  {
    if isBidiControl(scalar) { return .bidiControl }
    if scalar == "\u{2028}" || scalar == "\u{2029}" { return .lineSeparator }
    guard scalar.properties.generalCategory == .control else { return nil }
    if field == .notes && (scalar == "\n" || scalar == "\r" || scalar == "\t") { return nil }
    return .control
  }

  /// `text` without blank characters at either end, whole characters at a time.
  static func trimmed(_ text: String) -> String {
    func isBlankCharacter(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy(isBlank)
    }
    guard let start = text.firstIndex(where: { !isBlankCharacter($0) }),
      let last = text.lastIndex(where: { !isBlankCharacter($0) })
    else { return "" }
    return String(text[start...last])
  }

  /// The longest run of combining marks in `text`.
  private static func longestMarkRun(_ text: String) -> Int {
    var (run, longest) = (0, 0)
    for scalar in text.unicodeScalars {
      run = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : run + 1
      longest = max(longest, run)
    }
    return longest
  }
}
