/// The rules for spot names and the other texts a spot carries.
///
/// A name is any text of 1 to 100 characters without line breaks or other control
/// characters, with surrounding spaces removed: quotes, apostrophes, unicode and SQL
/// metacharacters (`'; DROP TABLE spots; --`) are ordinary characters, since every value is
/// bound as a parameter. Names are unique ignoring case (``key(_:)``), so "Windowsill" and
/// "windowsill" are one spot.
public enum SpotName {
  /// The longest name, in characters.
  public static let maxLength = 100
  /// The longest room, in characters.
  public static let roomMaxLength = 100
  /// The longest notes, in characters.
  public static let notesMaxLength = 2_000

  /// The name with surrounding spaces removed.
  ///
  /// - Throws: ``SpotError/invalidName(_:reason:)`` when it is empty, too long or holds a
  ///   control character.
  public static func validate(_ name: String) throws(SpotError) -> String {
    do {
      return try validateText(name, "name", maxLength: maxLength, lines: false)
    } catch {
      if case .invalidText(_, let reason) = error { throw .invalidName(name, reason: reason) }
      throw error
    }
  }

  /// `text` with surrounding spaces removed, checked for length and control characters.
  static func validateText(
    _ text: String, _ field: String, maxLength: Int = roomMaxLength, lines: Bool = false
  ) throws(SpotError) -> String {
    let trimmed = String(Substring(text).trimmingSpaces())
    guard !trimmed.isEmpty else { throw .invalidText(field: field, reason: "must not be empty") }
    guard trimmed.count <= maxLength else {
      throw .invalidText(field: field, reason: "must be at most \(maxLength) characters")
    }
    let allowed: Set<Unicode.Scalar> = lines ? ["\n", "\r", "\t"] : []
    guard
      !trimmed.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control && !allowed.contains($0)
      })
    else {
      throw .invalidText(
        field: field,
        reason: lines
          ? "must not contain control characters other than line breaks and tabs"
          : "must not contain control characters such as line breaks")
    }
    return trimmed
  }

  /// The key names are unique and looked up by: the name in lower case.
  public static func key(_ name: String) -> String { name.lowercased() }

  /// Up to `limit` of `names` close to `name`, nearest first, for "did you mean".
  ///
  /// Names are compared without case, accents, apostrophes or other punctuation (the folding
  /// of plant names, ``PlantNameKey``), so "mums shelf" finds "Mum's shelf" and "lete" finds
  /// "L'été", then by ``Suggestions/closest(to:among:limit:)``. A name with no letters or
  /// digits (an emoji) is compared as it is, in lower case.
  public static func suggestions(for name: String, among names: [String], limit: Int = 3)
    -> [String]
  {
    func folded(_ text: String) -> String {
      let key = PlantNameKey.fold(text)
      return key.isEmpty ? text.lowercased() : key
    }
    let keys = names.map(folded)
    var result: [String] = []
    for key in Suggestions.closest(to: folded(name), among: keys, limit: limit) {
      for (index, candidate) in keys.enumerated()
      where candidate == key && !result.contains(names[index]) && result.count < limit {
        result.append(names[index])
      }
    }
    return result
  }
}
