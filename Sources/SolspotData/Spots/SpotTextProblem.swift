/// A text field of a saved spot.
public enum SpotTextField: String, Sendable, Hashable, CaseIterable {
  /// The spot's name, unique in its store.
  case name
  /// The room it is in.
  case room
  /// Free notes, which may hold line breaks.
  case notes
}

/// A unit a text's length is counted in.
public enum SpotTextUnit: String, Sendable, Hashable {
  /// Characters as a reader sees them (Swift's `Character`, Unicode's extended grapheme
  /// clusters): "é" is one however it is encoded, and so is "👨‍👩‍👧".
  case characters
  /// Unicode scalars (code points other than surrogates): "👨‍👩‍👧" is five.
  case scalars = "unicode-scalars"
  /// Bytes of UTF-8, as the store saves the text.
  case bytes = "utf8-bytes"
}

/// The longest a text field may be, in each unit; a text must fit all three.
///
/// Characters are what the user sees; scalars and bytes bound what one character may hide
/// ("a" with 5,000 combining accents is one character and 10,001 bytes), so the store's rows
/// stay small whatever the input.
public struct SpotTextLimits: Sendable, Hashable {
  /// The most characters.
  public let characters: Int
  /// The most Unicode scalars.
  public let scalars: Int
  /// The most bytes of UTF-8.
  public let bytes: Int

  /// The limit in `unit`.
  public func maximum(_ unit: SpotTextUnit) -> Int {
    switch unit {
    case .characters: characters
    case .scalars: scalars
    case .bytes: bytes
    }
  }

  /// A name or a room: 100 characters, 400 scalars, 800 bytes.
  ///
  /// Assumption: four scalars per character is room for any script's accents and for emoji
  /// sequences (a flag is two, a family five to seven), and 800 bytes for names of 100
  /// characters of any script (CJK and most others take three bytes each).
  public static let name = SpotTextLimits(characters: 100, scalars: 400, bytes: 800)
  /// Notes: 2,000 characters, 8,000 scalars, 16,000 bytes (the same ratios as a name).
  public static let notes = SpotTextLimits(characters: 2_000, scalars: 8_000, bytes: 16_000)

  /// The limits of `field`.
  public static func of(_ field: SpotTextField) -> SpotTextLimits {
    field == .notes ? notes : name
  }
}

/// Why a spot's name, room or notes was refused.
public enum SpotTextProblem: Error, Sendable, Hashable {
  /// Nothing but spaces.
  case empty
  /// No visible character: only invisible characters (such as U+200B ZERO WIDTH SPACE or
  /// U+2060 WORD JOINER), spaces, or combining marks with nothing to combine with.
  case noVisibleCharacter
  /// Longer than the limit in `unit` (``SpotTextLimits``).
  case tooLong(unit: SpotTextUnit, count: Int, maximum: Int)
  /// One character carries more than ``SpotTextRules/maxCombiningMarks`` combining marks in
  /// a row.
  case tooManyCombiningMarks(count: Int)
  /// A character the field may not hold, and why.
  case forbidden(Unicode.Scalar, ForbiddenKind)

  /// Why a character is refused.
  public enum ForbiddenKind: String, Sendable, Hashable {
    /// A control character (general category Cc), such as a tab or an escape; a line break
    /// in a name or a room.
    case control
    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which break lines like a line
    /// break in many programs.
    case lineSeparator = "line-separator"
    /// A bidirectional formatting character (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
    /// U+061C), which reorders the text around it when displayed (the "Trojan Source" attack,
    /// CVE-2021-42574).
    case bidiControl = "bidi-control"
  }

  /// A stable code: `empty`, `no-visible-character`, `too-long`, `too-many-combining-marks`,
  /// `control`, `line-separator` or `bidi-control`.
  public var code: String {
    switch self {
    case .empty: "empty"
    case .noVisibleCharacter: "no-visible-character"
    case .tooLong: "too-long"
    case .tooManyCombiningMarks: "too-many-combining-marks"
    case .forbidden(_, let kind): kind.rawValue
    }
  }
}
