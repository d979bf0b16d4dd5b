extension Migrations {
  /// The migration that keeps how each spot is lit (``LightingKind``), its own file so that
  /// its number can change at a merge.
  static let lit = Migration(
    version: 10, summary: "how each spot is lit", sql: litSQL)

  /// A spot's lighting as its user said it (`spot add/set --lit`): `window`, `skylight`,
  /// `lamps`, or `NULL` when not given, which every existing spot is.
  private static let litSQL = """
    ALTER TABLE spots ADD COLUMN lit TEXT
      CHECK (lit IS NULL OR lit IN ('window', 'skylight', 'lamps'));
    """
}
