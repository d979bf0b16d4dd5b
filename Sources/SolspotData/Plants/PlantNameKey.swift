/// Plant names reduced to what a search compares: lower case, without accents, apostrophes or
/// other punctuation, words separated by single spaces.
///
/// "Mother-in-law's Tongue" → `mother in laws tongue`; "Pothós" → `pothos`;
/// "Alocasia × amazonica" → `alocasia amazonica`. Foundation-free: a Latin letter with marks is
/// reduced to its base letter by its Unicode name ("LATIN SMALL LETTER E WITH ACUTE" → e), and
/// combining marks are dropped.
///
/// Properties: the key of a key is itself; two names that differ only in case, accents or
/// punctuation have the same key.
package enum PlantNameKey {
  /// The folded name, words separated by one space.
  package static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
    var folded = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      guard let piece = letters(scalar) else {
        pendingSpace = !folded.isEmpty
        continue
      }
      if piece.isEmpty { continue }
      if pendingSpace {
        folded.append(" ")
        pendingSpace = false
      }
      folded += piece
    }
    return folded
  }

  /// ``fold(_:)`` for ASCII text, byte by byte: the same rules as ``letters(_:)``'s ASCII
  /// cases, without making a string for each character (names are folded for every plant
  /// when a catalog is first searched).
  private static func foldASCII(_ text: String) -> String {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      let piece: UInt8
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        piece = byte
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): piece = byte + 32
      case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
      default:
        pendingSpace = !folded.isEmpty
        continue
      }
      if pendingSpace {
        folded.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      folded.append(piece)
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// The words of the folded name.
  package static func words(_ text: String) -> [Substring] {
    fold(text).split(separator: " ")
  }

  /// What `scalar` becomes: letters or digits, an empty string for something dropped (an
  /// apostrophe, a combining mark), or `nil` for a word break.
  private static func letters(_ scalar: Unicode.Scalar) -> String? {
    if scalar.isASCII {
      switch scalar {
      case "a"..."z", "0"..."9": return String(scalar)
      case "A"..."Z": return String(scalar).lowercased()
      case "'", "`": return ""
      default: return nil
      }
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return ""
    default: break
    }
    // Right and modifier apostrophes join a word like the ASCII one.
    if scalar == "\u{2019}" || scalar == "\u{02BC}" { return "" }
    if let base = latinBase(properties.name) { return base }
    if properties.isAlphabetic || properties.numericType != nil {
      return properties.lowercaseMapping
    }
    return nil
  }

  /// The base letters of a Latin letter with marks, from its Unicode name:
  /// "LATIN CAPITAL LETTER O WITH STROKE" → `o`, "LATIN SMALL LETTER AE" → `ae`,
  /// "LATIN SMALL LETTER SHARP S" → `ss`, "LATIN SMALL LIGATURE OE" → `oe`.
  private static func latinBase(_ name: String?) -> String? {
    guard let name, name.hasPrefix("LATIN ") else { return nil }
    let words = name.split(separator: " ")
    guard words.count >= 4, words[2] == "LETTER" || words[2] == "LIGATURE" else { return nil }
    var base = words[3]
    if base == "SHARP", words.count > 4, words[4] == "S" { return "ss" }
    if base == "DOTLESS", words.count > 4 { base = words[4] }
    guard base.count <= 2, base.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    return base.lowercased()
  }
}
