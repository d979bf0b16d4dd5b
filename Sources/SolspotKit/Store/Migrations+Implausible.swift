extension Migrations {
  /// Migration 9: readings brighter than the sun by their point value are flagged
  /// (`forced = 1`), as `spot measure` now refuses them.
  ///
  /// Migration 7 flagged readings by their interval's lower end; the rule is now the point
  /// value, or an "at least" bound, above 130,000 lux (``EstimateNote/isImplausiblyBright(_:)``),
  /// so a reading whose point is above full sun but whose wide interval reached down below it
  /// was saved unflagged and counted in levels. Each unflagged reading's stored value is
  /// checked with that same function, not with SQL of its own, so the store, the note and the
  /// refusal cannot disagree. Figures are kept: nothing is deleted. A row whose value does not
  /// decode is left as it is, for reading it to report.
  static func flagImplausible(_ db: Connection) throws -> [SpotRepair] {
    let select = try db.prepare(
      "SELECT id, value_kind, point_lux, lower_lux, upper_lux, confidence FROM readings "
        + "WHERE forced = 0")
    var flagged: [Int64] = []
    while try select.step() {
      guard let id = select.integer(at: 0), let level = select.double(at: 5),
        let confidence = Confidence(level),
        let value = LuxValue(
          kind: select.text(at: 1) ?? "", point: select.double(at: 2),
          lower: select.double(at: 3), upper: select.double(at: 4), confidence: confidence)
      else { continue }
      if ImplausibleReading.brightness(value) != nil { flagged.append(id) }
    }
    let update = try db.prepare("UPDATE readings SET forced = 1 WHERE id = ?")
    for id in flagged { try update.run([.integer(id)]) }
    return []
  }
}
