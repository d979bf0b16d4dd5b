extension Migrations {
  /// Migration 4: every spot's name, room and notes follow ``SpotTextRules``, and `name_key`
  /// is ``SpotName/key(_:)`` (canonical caseless match, invisible characters ignored) instead
  /// of the name in lower case.
  ///
  /// Spots are taken in the order they were saved. A name whose new key an earlier spot's
  /// name already has keeps its text with the first free suffix " (2)", " (3)", … (a name that
  /// is itself free is never displaced by a suffixed one); a text that breaks a rule is
  /// repaired; a name with nothing visible left becomes "spot N" (its row id). Every change is
  /// returned, for the command that migrated to report. No spot or reading is removed.
  static func applyNameRules(_ db: Connection) throws -> [SpotRepair] {
    let statement = try db.prepare("SELECT id, name, room, notes FROM spots ORDER BY id")
    var rows: [(id: Int64, name: String, room: String?, notes: String?)] = []
    while try statement.step() {
      rows.append(
        (
          statement.integer(at: 0) ?? 0, statement.text(at: 1) ?? "", statement.text(at: 2),
          statement.text(at: 3)
        ))
    }
    var repairs: [SpotRepair] = []
    // Names first repaired, then each key claimed by the earliest spot that has it.
    var names: [Int64: String] = [:]
    var firstByKey: [String: Int64] = [:]
    for row in rows {
      let repaired = SpotTextRules.repaired(row.name, as: .name) ?? "spot \(row.id)"
      if repaired != row.name {
        let cause: SpotRepair.Cause =
          if case .invalidName(_, let problem)? = Self.problem(row.name) {
            .invalid(problem)
          } else {
            .blankEnds
          }
        repairs.append(
          SpotRepair(
            spot: SpotID(rawValue: row.id), spotName: "", field: .name, before: row.name,
            after: repaired,
            cause: cause))
      }
      names[row.id] = repaired
      let key = SpotName.key(repaired)
      if firstByKey[key] == nil { firstByKey[key] = row.id }
    }
    var taken = Set(firstByKey.keys)
    var updates: [(id: Int64, name: String, room: String?, notes: String?)] = []
    for row in rows {
      var name = names[row.id] ?? row.name
      let key = SpotName.key(name)
      if let first = firstByKey[key], first != row.id {
        let earlier = names[first] ?? ""
        let suffixed = Self.freeName(name, taken: &taken)
        repairs.removeAll { $0.spot.rawValue == row.id && $0.field == .name }
        repairs.append(
          SpotRepair(
            spot: SpotID(rawValue: row.id), spotName: "", field: .name, before: row.name,
            after: suffixed,
            cause: .sameNameAs(earlier)))
        name = suffixed
      }
      let room = Self.repairedText(row.room, .room, id: row.id, into: &repairs)
      let notes = Self.repairedText(row.notes, .notes, id: row.id, into: &repairs)
      updates.append((row.id, name, room, notes))
    }
    // Keys that are not names (a control character) first, so no new key meets an old one.
    try db.execute("UPDATE spots SET name_key = char(1) || id")
    let update = try db.prepare(
      "UPDATE spots SET name = ?, name_key = ?, room = ?, notes = ? WHERE id = ?")
    for row in updates {
      try update.run([
        .text(row.name), .text(SpotName.key(row.name)), .text(row.room), .text(row.notes),
        .integer(row.id),
      ])
    }
    let finalNames = Dictionary(uniqueKeysWithValues: updates.map { ($0.id, $0.name) })
    return
      repairs
      .map { repair in
        SpotRepair(
          spot: repair.spot, spotName: finalNames[repair.spot.rawValue] ?? "",
          field: repair.field, before: repair.before, after: repair.after, cause: repair.cause)
      }
      .sorted { ($0.spot, $0.field.rawValue) < ($1.spot, $1.field.rawValue) }
  }

  /// The error `name` gives under the new rules, if any.
  private static func problem(_ name: String) -> SpotError? {
    do {
      _ = try SpotName.validate(name)
      return nil
    } catch {
      return error
    }
  }

  /// A room or notes repaired, with the repair recorded when it changed anything.
  private static func repairedText(
    _ text: String?, _ field: SpotTextField, id: Int64, into repairs: inout [SpotRepair]
  ) -> String? {
    guard let text else { return nil }
    let cause: SpotRepair.Cause
    do {
      let valid = try SpotTextRules.validate(text, as: field)
      if valid == text { return text }
      cause = .blankEnds
    } catch {
      cause = .invalid(error)
    }
    let repaired = SpotTextRules.repaired(text, as: field)
    repairs.append(
      SpotRepair(
        spot: SpotID(rawValue: id), spotName: "", field: field, before: text, after: repaired,
        cause: cause))
    return repaired
  }

  /// `name` with the first suffix " (2)", " (3)", … whose key no spot has, the name cut
  /// (whole characters) so that it stays within the limits; the key is added to `taken`.
  private static func freeName(_ name: String, taken: inout Set<String>) -> String {
    let limits = SpotTextLimits.name
    var number = 2
    while true {
      let suffix = " (\(number))"
      var base = name
      func fits(_ text: String) -> Bool {
        text.count <= limits.characters && text.unicodeScalars.count <= limits.scalars
          && text.utf8.count <= limits.bytes
      }
      while !base.isEmpty && !fits(base + suffix) { base.removeLast() }
      base = SpotTextRules.trimmed(base)
      let candidate = base.isEmpty ? "spot" + suffix : base + suffix
      if taken.insert(SpotName.key(candidate)).inserted { return candidate }
      number += 1
    }
  }
}
