// MARK: - Sources cited in notes

extension PlantLight {
  /// The source id a care note starts with, when it starts like a citation; else `nil`.
  ///
  /// A note taken from a source starts with that source's id and a colon, the id optionally
  /// followed by a bracket saying what the source spoke of (docs/plant-catalog.md, "Plant"):
  ///
  /// ```
  /// NYBG-POTHOS: prefers bright, filtered light …          → NYBG-POTHOS
  /// CBG-HERBS (group statement): most herbs need …         → CBG-HERBS
  /// Tropicopia says it tolerates full sun                  → nil (no id)
  /// EDIS rules out direct sun …                            → nil (no colon)
  /// ```
  ///
  /// Properties: an id is two or more characters of capital letters A–Z, digits and single
  /// hyphens, starting with a letter and not ending with a hyphen; it is followed at once by
  /// `:`, or by a space and one bracket `(…)` and then `:`. Whether the id names a source is
  /// not checked here: ``PlantCatalogValidation`` checks it.
  public static func citedSource(inNote note: String) -> String? {
    let characters = Array(note.unicodeScalars)
    func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
      ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
    var end = 0
    while end < characters.count, isIDCharacter(characters[end]) { end += 1 }
    let id = String(String.UnicodeScalarView(characters[0..<end]))
    guard end >= 2, let first = characters.first, ("A"..."Z").contains(first),
      !id.hasSuffix("-"), !id.contains("--")
    else { return nil }
    var index = end
    if index + 1 < characters.count, characters[index] == " ", characters[index + 1] == "(" {
      guard let close = characters[(index + 2)...].firstIndex(of: ")") else { return nil }
      index = close + 1
    }
    guard index < characters.count, characters[index] == ":" else { return nil }
    return id
  }

  /// The ids of the sources the notes cite (``citedSource(inNote:)``), in the notes' order,
  /// each once.
  public var noteSources: [String] {
    var ids: [String] = []
    for note in notes {
      guard let id = Self.citedSource(inNote: note), !ids.contains(id) else { continue }
      ids.append(id)
    }
    return ids
  }
}
