extension Migrations {
  // MARK: - Version 10

  /// Reading and calibration pair numbers are never reused: `readings` and
  /// `calibration_pairs` are made again with `INTEGER PRIMARY KEY AUTOINCREMENT`.
  ///
  /// Without `AUTOINCREMENT`, SQLite gives a new row the largest id in the table plus one, so
  /// removing the latest reading (`spot remove --last`) and saving another gave the new one the
  /// removed one's number, and a number written down earlier (`spot remove NAME --reading 7`)
  /// then named a different reading. With it, SQLite keeps the largest id ever used in
  /// `sqlite_sequence` and never gives it again. Source: SQLite documentation, "SQLite
  /// Autoincrement" <https://sqlite.org/autoinc.html>.
  ///
  /// SQLite cannot add `AUTOINCREMENT` to a table, so each table is copied into a new one with
  /// every row and id, the old one dropped and the new one renamed (the procedure of "Making
  /// Other Kinds Of Table Schema Changes", <https://sqlite.org/lang_altertable.html>); the
  /// indexes and the reading-count triggers dropped with the old table are made again, the
  /// same as before. Copying the ids sets `sqlite_sequence` to the largest one, so the next
  /// number is the one after the current latest. All in the migration's one transaction: a
  /// failure leaves the store at version 9, unchanged.
  ///
  /// Spot ids are not rebuilt: no command shows or takes them (a spot is named), and `spots`
  /// is the parent of three tables, whose rebuild would need foreign keys switched off outside
  /// any transaction.
  static let version10 = """
    CREATE TABLE readings_numbered (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      spot_id INTEGER NOT NULL REFERENCES spots(id) ON DELETE CASCADE,
      taken_unix INTEGER NOT NULL,
      taken_offset INTEGER NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('manual', 'photo', 'capture')),
      source_file TEXT,
      device_id TEXT NOT NULL,
      calibration TEXT NOT NULL CHECK (calibration IN ('nominal', 'measured')),
      calibration_date TEXT,
      constant_lux REAL NOT NULL CHECK (constant_lux > 0),
      constant_sigma_ev REAL NOT NULL CHECK (constant_sigma_ev >= 0),
      f_number REAL NOT NULL,
      exposure_time REAL NOT NULL,
      iso REAL NOT NULL,
      bias REAL NOT NULL,
      ev100 REAL NOT NULL,
      scene_ev REAL NOT NULL,
      observed_spread_ev REAL,
      device_sigma_ev REAL NOT NULL CHECK (device_sigma_ev >= 0),
      device_upward_ev REAL NOT NULL CHECK (device_upward_ev >= 0),
      scene_sigma_ev REAL NOT NULL CHECK (scene_sigma_ev >= 0),
      random_sigma_ev REAL NOT NULL CHECK (random_sigma_ev >= 0),
      value_kind TEXT NOT NULL CHECK (value_kind IN ('estimate', 'atLeast', 'atMost')),
      point_lux REAL,
      lower_lux REAL,
      upper_lux REAL,
      confidence REAL NOT NULL,
      band_id TEXT NOT NULL,
      limit_check TEXT NOT NULL,
      bound_reason TEXT
        CHECK (bound_reason IS NULL OR bound_reason IN ('bright-end', 'dark-end', 'clipped')),
      forced INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
      CHECK ((source = 'manual') = (source_file IS NULL))
    );
    INSERT INTO readings_numbered (\(readingColumns)) SELECT \(readingColumns) FROM readings;
    DROP TRIGGER readings_counted_on_insert;
    DROP TRIGGER readings_counted_on_delete;
    DROP TRIGGER readings_counted_on_move;
    DROP TABLE readings;
    ALTER TABLE readings_numbered RENAME TO readings;
    CREATE INDEX readings_by_spot_time ON readings (spot_id, taken_unix, id);
    \(readingsCurveIndex)
    \(readingCountTriggers)
    CREATE TABLE calibration_pairs_numbered (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL CHECK (device_id <> ''),
      taken_unix INTEGER NOT NULL,
      taken_offset INTEGER NOT NULL,
      f_number REAL NOT NULL,
      exposure_time REAL NOT NULL,
      iso REAL NOT NULL,
      bias REAL NOT NULL,
      reference_lux REAL NOT NULL CHECK (reference_lux > 0),
      light TEXT,
      note TEXT
    );
    INSERT INTO calibration_pairs_numbered (\(pairColumns)) SELECT \(pairColumns)
      FROM calibration_pairs;
    DROP TABLE calibration_pairs;
    ALTER TABLE calibration_pairs_numbered RENAME TO calibration_pairs;
    CREATE INDEX calibration_pairs_by_device ON calibration_pairs (device_id, taken_unix, id);
    """

  /// Every column of `readings` at version 9, in order (written out, not taken from
  /// ``ReadingRow``, so that a column added later does not change this migration).
  private static let readingColumns = """
    id, spot_id, taken_unix, taken_offset, source, source_file, device_id, calibration, \
    calibration_date, constant_lux, constant_sigma_ev, f_number, exposure_time, iso, bias, \
    ev100, scene_ev, observed_spread_ev, device_sigma_ev, device_upward_ev, scene_sigma_ev, \
    random_sigma_ev, value_kind, point_lux, lower_lux, upper_lux, confidence, band_id, \
    limit_check, bound_reason, forced
    """

  /// Every column of `calibration_pairs`, in order.
  private static let pairColumns = """
    id, device_id, taken_unix, taken_offset, f_number, exposure_time, iso, bias, reference_lux, \
    light, note
    """
}
