extension Migrations {
  /// The migration that keeps how each spot is lit (``LightingKind``), its own file so that
  /// its number can change at a merge.
  static let lit = Migration(
    version: 11, summary: "how each spot is lit", sql: "",
    step: { db in try addLitColumn(db) })

  /// Adds `spots.lit`, a spot's lighting as its user said it (`spot add/set --lit`):
  /// `window`, `skylight`, `lamps`, or `NULL` when not given, which every existing spot is.
  /// A store that has the column already (a store rolled back by hand) is left as it is.
  static func addLitColumn(_ db: Connection) throws -> [SpotRepair] {
    let columns = try db.prepare("SELECT name FROM pragma_table_info('spots')")
    while try columns.step() {
      if columns.text(at: 0) == "lit" { return [] }
    }
    try db.executeScript(
      """
      ALTER TABLE spots ADD COLUMN lit TEXT
        CHECK (lit IS NULL OR lit IN ('window', 'skylight', 'lamps'));
      """)
    return []
  }
}
