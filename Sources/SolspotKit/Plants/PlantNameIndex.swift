/// Every name of every plant of a catalog, folded for lookup, search and "did you mean".
///
/// Names are compared by ``PlantNameKey``: case, accents and punctuation do not matter. A
/// search matches a name when the whole name equals the query, when the name starts with it
/// (also with the spaces taken out), or when every word of the query is a word of the name, in
/// any order, the word typed last also the start of one (`snake` finds "snake plant", `tongue
/// law` finds "mother-in-law's tongue", `air plant` does not find "airplane plant"), or when the query without spaces starts at a word of the name without spaces
/// (`snakeplant`). The plant's id counts as a name.
///
/// Ranking, deterministic: the best quality of any of the plant's names (exact, then prefix,
/// then words), then the botanical name's key, then the id.
struct PlantNameIndex: Sendable {
  /// One name of one plant.
  struct Entry: Sendable {
    let plant: Int
    let name: String
    let key: String
    let compact: String
    let words: [Substring]
    /// `compact` from the start of each word on: where a query without spaces may start.
    let compactTails: [Substring]
    /// The first bytes of the words: every kind of match starts a word with the query's first
    /// byte, so an entry without it is skipped at once.
    let initials: Set<UInt8>
  }

  /// A plant found by a search: its index in the catalog and its best name.
  struct Hit: Sendable {
    let plant: Int
    let name: String
    let quality: PlantSearchResult.Quality
  }

  let entries: [Entry]
  /// The botanical name's key of each plant, for the tie-break.
  let sortKeys: [String]
  let ids: [String]
  /// The first word of the botanical name and of each synonym of each plant: its genera.
  let genera: [Set<String>]

  init(_ plants: [Plant]) {
    var entries: [Entry] = []
    for (index, plant) in plants.enumerated() {
      for name in plant.names + [plant.id] {
        let key = PlantNameKey.fold(name)
        guard !key.isEmpty else { continue }
        let words = key.split(separator: " ")
        let compact = Self.compact(key)
        var tails: [Substring] = []
        var offset = 0
        for word in words {
          tails.append(compact.dropFirst(offset))
          offset += word.count
        }
        entries.append(
          Entry(
            plant: index, name: name, key: key, compact: compact, words: words,
            compactTails: tails, initials: Set(words.compactMap(\.utf8.first))))
      }
    }
    self.entries = entries
    self.sortKeys = plants.map { PlantNameKey.fold($0.botanicalName) }
    self.ids = plants.map(\.id)
    self.genera = plants.map { plant in
      Set(
        ([plant.botanicalName] + plant.synonyms).compactMap {
          PlantNameKey.fold($0).split(separator: " ").first.map(String.init)
        })
    }
  }

  /// The plants whose botanical name or a synonym starts with the one word `text`, in the
  /// order of their botanical names; empty for more than one word.
  func genus(_ text: String) -> [Int] {
    let key = PlantNameKey.fold(text)
    guard !key.isEmpty, !key.contains(" ") else { return [] }
    return genera.indices.filter { genera[$0].contains(key) }.sorted { a, b in
      sortKeys[a] != sortKeys[b] ? sortKeys[a] < sortKeys[b] : ids[a] < ids[b]
    }
  }

  /// The plant one of whose names is `text`, ignoring case, accents and punctuation.
  func exact(_ text: String) -> Int? {
    let key = PlantNameKey.fold(text)
    guard !key.isEmpty else { return nil }
    return entries.first { $0.key == key }?.plant
  }

  /// The plants matching `query`, best first; empty for a query without letters or digits.
  func search(_ query: String) -> [Hit] {
    let key = PlantNameKey.fold(query)
    guard !key.isEmpty else { return [] }
    let compactKey = Self.compact(key)
    // Longer query words go first: they fit fewer words of a name. Only the last word typed
    // may be the start of a word ("tongue law" finds "mother-in-law's tongue"); the others
    // must be whole words, so that "air plant" does not find "airplane plant".
    let typed = key.split(separator: " ")
    let lastWord = typed.last ?? ""
    let queryWords: [Substring] = typed.sorted { $0.count > $1.count }
    // Per plant: the best hit and whether its name is only the id.
    var best: [Int: (hit: Hit, isID: Bool)] = [:]
    guard let initial = key.utf8.first else { return [] }
    for entry in entries where entry.initials.contains(initial) {
      let quality: PlantSearchResult.Quality
      if entry.key == key {
        quality = .exact
      } else if entry.key.utf8.starts(with: key.utf8)
        || entry.compact.utf8.starts(with: compactKey.utf8)
      {
        quality = .prefix
      } else if Self.wordsMatch(queryWords, entry.words, prefix: lastWord)
        || entry.compactTails.contains(where: { $0.utf8.starts(with: compactKey.utf8) })
      {
        quality = .words
      } else {
        continue
      }
      // The id is only a way to find a plant: report a real name when one matches as well.
      let isID = entry.name == ids[entry.plant]
      if let current = best[entry.plant],
        (current.hit.quality.rawValue, current.isID ? 1 : 0) <= (quality.rawValue, isID ? 1 : 0)
      {
        continue
      }
      best[entry.plant] = (Hit(plant: entry.plant, name: entry.name, quality: quality), isID)
    }
    return best.values.map(\.hit).sorted { a, b in
      if a.quality != b.quality { return a.quality < b.quality }
      if sortKeys[a.plant] != sortKeys[b.plant] { return sortKeys[a.plant] < sortKeys[b.plant] }
      return ids[a.plant] < ids[b.plant]
    }
  }

  /// The longest text suggestions are looked for: no name is longer, and the edit distance
  /// costs the product of the lengths.
  static let longestSuggestedText = 100

  /// Up to `limit` names near `text` by edit distance, nearest first, each plant once; none
  /// for a text longer than ``longestSuggestedText``. When one plant is nearer than every other
  /// (its distance strictly the smallest: "pothso" is 2 from "pothos", 3 from "mother"), only
  /// its name: the others are no likelier to be meant than any name in the catalog.
  ///
  /// The text is compared with each whole name and, when it is one word, with each word of four
  /// letters or more of a name, so that a misspelt genus or synonym ("monstra", "sansiveria")
  /// finds the name it is part of ("Monstera deliciosa", "Sansevieria trifasciata"). On a tie a
  /// whole name comes first.
  func suggestions(for text: String, limit: Int) -> [String] {
    let key = PlantNameKey.fold(text)
    guard !key.isEmpty, limit > 0, key.count <= Self.longestSuggestedText else { return [] }
    let named = entries.filter { $0.name != ids[$0.plant] }
    // Whole names first, so that a tie goes to a whole name; words only for a one-word text.
    var candidates = named.map(\.key)
    var owners = Array(named.indices)
    if !key.contains(" ") {
      for (index, entry) in named.enumerated() where entry.words.count > 1 {
        for word in entry.words where word.count >= 4 {
          candidates.append(String(word))
          owners.append(index)
        }
      }
    }
    let close = Suggestions.ranked(to: key, among: candidates)
    // Map each close candidate back to its names, in candidate order, nearest first.
    var byCandidate: [String: [Int]] = [:]
    for (candidate, owner) in zip(candidates, owners) {
      byCandidate[candidate, default: []].append(owner)
    }
    var seen = Set<Int>()
    var names: [(name: String, distance: Double)] = []
    for (candidate, distance) in close {
      for owner in byCandidate[candidate] ?? [] {
        let entry = named[owner]
        guard !seen.contains(entry.plant) else { continue }
        seen.insert(entry.plant)
        names.append((entry.name, distance))
      }
      // One plant more than the limit tells whether the nearest stands alone.
      if names.count > limit { break }
    }
    if names.count > 1, names[0].distance < names[1].distance { return [names[0].name] }
    return names.prefix(limit).map(\.name)
  }

  /// Whether every query word is a different word of the name (`prefix`, the word typed last,
  /// may be the start of one), placing the query words in the order given (longest first) on
  /// the first free word they fit; `prefix` is placed last, so that a whole word it starts is
  /// not taken from a query word that must equal it.
  private static func wordsMatch(
    _ query: [Substring], _ words: [Substring], prefix: Substring
  ) -> Bool {
    guard query.count <= words.count, words.count <= 64 else { return false }
    var used: UInt64 = 0
    var order = query
    if let last = order.lastIndex(of: prefix) { order.append(order.remove(at: last)) }
    for (position, word) in order.enumerated() {
      let isPrefix = position == order.count - 1
      guard
        let index = words.indices.first(where: {
          used & (1 << UInt64($0)) == 0
            && (isPrefix ? words[$0].utf8.starts(with: word.utf8) : words[$0] == word)
        })
      else { return false }
      used |= 1 << UInt64(index)
    }
    return true
  }

  private static func compact(_ key: String) -> String { key.filter { $0 != " " } }
}
