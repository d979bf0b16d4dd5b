/// How many terminal columns text takes: one per character, two for an emoji shown as a
/// picture and for East Asian wide and fullwidth characters (CJK, Hangul, fullwidth forms).
///
/// Each character (grapheme cluster) is judged by its first scalar, so combining accents and
/// the joined parts of an emoji sequence (`👨‍👩‍👧`) add nothing. A character with a variation
/// selector 16 (U+FE0F) asks for its emoji picture and takes two. Wide ranges: Unicode
/// Standard Annex #11, East Asian Width, the W and F classes, as Markus Kuhn's `wcwidth`
/// groups them (<https://www.cl.cam.ac.uk/~mgk25/ucs/wcwidth.c>); emoji: the
/// `Emoji_Presentation` property (Unicode Technical Standard #51). Assumption: terminals
/// follow these, as the common ones do; a few disagree on rare characters.
enum DisplayWidth {
  /// The columns `text` takes.
  static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns one character takes: 2 or 1.
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  /// East Asian wide or fullwidth.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }
}
