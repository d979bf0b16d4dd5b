/// The rules for spot names: ``SpotTextRules`` for what a name may hold, and ``key(_:)`` for
/// when two names are the same spot.
///
/// Quotes, apostrophes, any script, emoji and SQL metacharacters (`'; DROP TABLE spots; --`)
/// are ordinary characters, since every value is bound as a parameter. Names are unique by
/// their key: "Windowsill" and "windowsill", "Straße" and "STRASSE", "ΟΔΟΣ" and "οδος" are
/// one spot, and so are names that differ only by invisible characters ("sill" and "sill"
/// with a U+200B ZERO WIDTH SPACE inside).
public enum SpotName {
  /// The longest name, in characters.
  public static let maxLength = SpotTextLimits.name.characters
  /// The longest room, in characters.
  public static let roomMaxLength = SpotTextLimits.name.characters
  /// The longest notes, in characters.
  public static let notesMaxLength = SpotTextLimits.notes.characters

  /// The name with blank characters at either end removed.
  ///
  /// - Throws: ``SpotError/invalidName(_:problem:)`` with the rule it breaks
  ///   (``SpotTextRules``).
  public static func validate(_ name: String) throws(SpotError) -> String {
    do {
      return try SpotTextRules.validate(name, as: .name)
    } catch {
      throw .invalidName(name, problem: error)
    }
  }

  /// A room or notes with blank characters at either end removed.
  ///
  /// - Throws: ``SpotError/invalidText(field:problem:)``.
  static func validateText(_ text: String, _ field: SpotTextField) throws(SpotError) -> String {
    do {
      return try SpotTextRules.validate(text, as: field)
    } catch {
      throw .invalidText(field: field, problem: error)
    }
  }

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
