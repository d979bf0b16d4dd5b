/// "Did you mean" candidates by edit distance.
public enum Suggestions {
  /// The candidates closest to `text`, nearest first, at most `limit` of them.
  ///
  /// A candidate qualifies when its edit distance to `text` (ignoring case) is at most a third
  /// of its length plus one, or when one contains the other (both at least three letters long,
  /// so that a one-letter name is not "contained" in every word). Ties keep the candidates'
  /// order.
  public static func closest(to text: String, among candidates: [String], limit: Int) -> [String] {
    ranked(to: text, among: candidates).prefix(limit).map(\.candidate)
  }

  /// Every candidate that qualifies as in ``closest(to:among:limit:)``, nearest first, with
  /// its distance: the edit distance, or 0.5 for a candidate that contains the text or is
  /// contained in it.
  public static func ranked(to text: String, among candidates: [String])
    -> [(candidate: String, distance: Double)]
  {
    let needle = Array(text.lowercased())
    var scored: [(distance: Double, index: Int, candidate: String)] = []
    for (index, candidate) in candidates.enumerated() {
      let lowered = candidate.lowercased()
      let hay = Array(lowered)
      let distance = editDistance(needle, hay)
      let contains =
        needle.count >= 3 && hay.count >= 3
        && (lowered.contains(String(needle)) || String(needle).contains(lowered))
      if distance <= hay.count / 3 + 1 || contains {
        // Containing the text ranks just behind an exact match, ahead of a one-letter slip.
        scored.append((contains && distance > 0 ? 0.5 : Double(distance), index, candidate))
      }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
    return scored.map { ($0.candidate, $0.distance) }
  }

  /// The Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
