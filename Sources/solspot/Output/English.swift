/// The CLI's one list joiner and one plural rule: every sentence that names several things, or
/// a number of them, goes through these, so that "1 readings" or "a, and b" cannot happen in one
/// place and not another.
enum English {
  /// The items joined as a sentence names them: "a", "a and b", "a, b and c" (no comma before
  /// the conjunction); "" for none. `conjunction` is "or" for alternatives.
  static func list(_ items: [String], _ conjunction: String = "and") -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// The number and its noun: "1 reading", "3 readings", "0 readings"; `plural` for a noun
  /// that does not add an "s" ("1 copy", "2 copies").
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + noun(number, singular, plural)
  }

  /// The noun alone, in the number `number` asks for: "reading" for 1, "readings" otherwise.
  static func noun(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    number == 1 ? singular : plural ?? singular + "s"
  }

  /// The verb in the number its subject asks for: "comes" for 1, "come" otherwise.
  static func verb(_ number: Int, _ singular: String, _ plural: String) -> String {
    number == 1 ? singular : plural
  }
}
