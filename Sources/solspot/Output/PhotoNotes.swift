import SolspotKit

/// The estimate notes of a text batch of photos, numbered in the order they first appear, so
/// that each photo's line names the notes that apply to it ("see notes 1 and 2") and the
/// footer prints each note once, with its number and how many photos it applies to.
///
/// Numbers are given as lines stream out, so memory holds one entry per distinct note, never
/// one per photo. The calibration wording and the scene note are left out: every line carries
/// the first, the footer opens with the second.
struct PhotoNotes {
  /// Each note's words and how many photos it applies to, in the order they first appeared.
  private(set) var entries: [(message: String, count: Int)] = []

  /// Whether `note` goes in the footer (every note but the calibration wording and the scene
  /// note).
  static func isFootnote(_ note: Note) -> Bool {
    note != .estimate(.uncalibrated) && note != .estimate(.photoGeometry)
  }

  /// Counts the notes of one photo (``PhotoBatch/Result/notes``, its device note first) and
  /// returns their numbers, from 1, in the photo's order.
  mutating func record(_ notes: [Note]) -> [Int] {
    let messages = notes.filter(Self.isFootnote).map(NoteText.render)
    return messages.map { message in
      if let at = entries.firstIndex(where: { $0.message == message }) {
        entries[at].count += 1
        return at + 1
      }
      entries.append((message, 1))
      return entries.count
    }
  }

  /// "; see note 1", "; see notes 1 and 3" to end a photo's line, or "" without notes.
  static func reference(_ numbers: [Int]) -> String {
    guard !numbers.isEmpty else { return "" }
    return "; see \(English.noun(numbers.count, "note")) "
      + English.list(numbers.sorted().map(String.init))
  }

  /// The lines after the batch: the scene note, then each numbered note, with the number of
  /// photos it applies to when that is not all of them.
  func footer(photos: Int) -> [String] {
    guard photos > 0 else { return [] }
    var lines = ["Note: " + NoteText.estimate(.photoGeometry) + "."]
    for (index, entry) in entries.enumerated() {
      let scope = entry.count == photos ? "" : " (\(entry.count) of \(photos) photos)"
      lines.append("Note \(index + 1)\(scope): \(entry.message).")
    }
    return lines
  }
}
