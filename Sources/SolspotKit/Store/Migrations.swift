/// The store's schema as an ordered list of migrations, each run in its own transaction and
/// recorded in `PRAGMA user_version`.
///
/// Rules (GRDB's migrator, in small):
/// - migrations are never edited once released; a change is a new migration at the end;
/// - each runs in a `BEGIN IMMEDIATE` transaction that re-reads `user_version` first, so two
///   processes opening a new store at once migrate it once;
/// - a store whose `user_version` is above ``latestVersion`` was written by a newer Solspot and
///   is refused, never migrated down.
///
/// The schema is documented column by column in docs/store.md.
struct Migrations {
  /// One step of the schema.
  struct Migration: Sendable {
    /// The `user_version` after this migration.
    let version: Int
    /// What it does.
    let summary: String
    /// The statements, separated by semicolons.
    let sql: String
    /// Work SQL cannot do (Unicode rules), run after `sql` in the same transaction; it
    /// returns the changes it made to spots, for the user to be told.
    var step: (@Sendable (Connection) throws -> [SpotRepair])? = nil
  }

  /// Marks a database file as a Solspot store: `PRAGMA application_id`, "SolS" in ASCII.
  static let applicationID: Int64 = 0x536F_6C53

  /// The migrations, oldest first.
  static let all: [Migration] = [
    Migration(version: 1, summary: "spots and readings", sql: version1),
    Migration(version: 2, summary: "calibration pairs", sql: version2),
    Migration(version: 3, summary: "why a bound is a bound", sql: version3),
    Migration(
      version: 4, summary: "one rule for spot names", sql: "",
      step: { db in try applyNameRules(db) }),
    Migration(version: 6, summary: "lamp schedules and plants named for spots", sql: version6),
    Migration(version: 7, summary: "a spot's device and forced readings", sql: version7),
    Migration(version: 8, summary: "each spot's number of readings", sql: version8),
    Migration(
      version: 9, summary: "readings brighter than the sun by their point, flagged", sql: "",
      step: { db in try flagImplausible(db) }),
    Migration(version: 10, summary: "reading and pair numbers never reused", sql: version10),
    lit,
  ]

  /// The schema version this code writes.
  static var latestVersion: Int { all.last?.version ?? 0 }

  /// Brings the store up to ``latestVersion``.
  ///
  /// - Returns: The changes migrations made to spots (``SpotRepair``), oldest migration first;
  ///   empty when none ran or none changed a spot.
  /// - Throws: ``StoreError`` with code ``StoreError/schema`` when another process has
  ///   meanwhile written a newer version, or SQLite's error.
  static func migrate(_ connection: Connection) throws -> [SpotRepair] {
    // A store that is up to date takes no write lock at all, so opening it never waits for
    // another process's long write.
    let found = try connection.integer("PRAGMA user_version")
    var repairs: [SpotRepair] = []
    for migration in all where migration.version > found {
      // A new store (version 0) has no spots to repair.
      repairs += try connection.write { db -> [SpotRepair] in
        let current = try db.integer("PRAGMA user_version")
        guard current < migration.version else {
          if current > latestVersion { throw newerVersion(Int(current)) }
          return []
        }
        if !migration.sql.isEmpty { try db.executeScript(migration.sql) }
        let changed = try migration.step?(db) ?? []
        try db.executeScript("PRAGMA user_version = \(migration.version)")
        return changed
      }
    }
    return repairs
  }

  /// The refusal of a store from a newer schema version.
  static func newerVersion(_ version: Int) -> StoreError {
    StoreError(.newerSchema(version: version, readable: latestVersion), code: .schema)
  }

  // MARK: - Version 1

  private static let version1 = """
    PRAGMA application_id = \(applicationID);
    CREATE TABLE spots (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL UNIQUE,
      room TEXT,
      notes TEXT,
      latitude REAL CHECK (latitude IS NULL OR (latitude >= -90 AND latitude <= 90)),
      hemisphere TEXT CHECK (hemisphere IS NULL OR hemisphere IN ('north', 'south')),
      created_unix INTEGER NOT NULL,
      created_offset INTEGER NOT NULL,
      CHECK (latitude IS NULL OR hemisphere IS NULL)
    );
    CREATE TABLE readings (
      id INTEGER PRIMARY KEY,
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
      CHECK ((source = 'manual') = (source_file IS NULL))
    );
    CREATE INDEX readings_by_spot_time ON readings (spot_id, taken_unix, id);
    """

  // MARK: - Version 2

  /// Paired readings against a reference lux meter, saved by `solspot calibrate add`
  /// (docs/calibration-format.md), one device at a time.
  private static let version2 = """
    CREATE TABLE calibration_pairs (
      id INTEGER PRIMARY KEY,
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
    CREATE INDEX calibration_pairs_by_device ON calibration_pairs (device_id, taken_unix, id);
    """

  // MARK: - Version 3

  /// Why a reading is a bound: `bright-end` or `dark-end` of the camera's range, or `clipped`
  /// (part of the frame was too bright for the exposure, at any light level).
  ///
  /// Readings saved before it get the reason their value and limit check give
  /// (``ReadingBound/init(value:limitCheck:)``): an "at most" bound is `dark-end`; an "at
  /// least" bound is `bright-end` when its settings were at the bright end, and otherwise can
  /// only have come from a clipped capture. `value_kind`, `limit_check` and the figures stay
  /// as they were.
  private static let version3 = """
    ALTER TABLE readings ADD COLUMN bound_reason TEXT
      CHECK (bound_reason IS NULL OR bound_reason IN ('bright-end', 'dark-end', 'clipped'));
    UPDATE readings SET bound_reason = CASE
        WHEN value_kind = 'atMost' THEN 'dark-end'
        WHEN limit_check = 'brightEnd' THEN 'bright-end'
        ELSE 'clipped'
      END
      WHERE value_kind <> 'estimate';
    """

  // MARK: - Version 6

  /// A spot's lamp schedule (`spot set --lamp`) and the plants named for it (`spot set
  /// --plant`), for the day curve, its DLI and reminders. Two tables of their own, keyed by
  /// the spot and deleted with it, so that no column of `spots` changes.
  ///
  /// And `readings_curve`, an index that holds every column a curve sample needs
  /// (``CurveRow``), so that reading a season of samples never visits the table's rows:
  /// `readings_by_spot_time`'s key and order, then the sample's columns.
  private static let version6 = """
    CREATE INDEX readings_curve ON readings (
      spot_id, taken_unix, id, taken_offset, value_kind, point_lux, lower_lux, upper_lux,
      confidence
    );
    CREATE TABLE spot_lamps (
      spot_id INTEGER PRIMARY KEY REFERENCES spots(id) ON DELETE CASCADE,
      start_minute INTEGER NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
      end_minute INTEGER NOT NULL CHECK (end_minute >= 0 AND end_minute < 1440),
      source TEXT NOT NULL
        CHECK (source IN ('fluorescent-cool', 'led-warm', 'led-cool', 'unknown')),
      has_daylight INTEGER NOT NULL CHECK (has_daylight IN (0, 1)),
      CHECK (start_minute <> end_minute)
    );
    CREATE TABLE spot_plants (
      spot_id INTEGER NOT NULL REFERENCES spots(id) ON DELETE CASCADE,
      plant_id TEXT NOT NULL CHECK (plant_id <> ''),
      PRIMARY KEY (spot_id, plant_id)
    );
    """

  // MARK: - Version 7

  /// A spot's device (`spot add/set --device`), which `spot measure` uses when given none, and
  /// a flag on readings saved with `spot measure --force` although they are implausible
  /// (``ImplausibleReading``), which levels, comparisons, seasons and curves leave out.
  ///
  /// Readings saved before, whose interval's lower end or "at least" bound is above 130,000
  /// lux (``ImplausibleReading/brightness(_:)``, the figures stored), are flagged: `spot
  /// measure` would now refuse them, and a level must not rest on them. Their figures stay.
  ///
  /// `readings_curve` is made again with `forced` as its last column, so that a curve leaves
  /// forced readings out and still reads only the index. The latest reading (`spot remove
  /// --last`) is found by `readings_by_spot_time`, so it needs no index of its own.
  private static let version7 = """
    ALTER TABLE spots ADD COLUMN device_id TEXT
      CHECK (device_id IS NULL OR (device_id <> '' AND length(device_id) <= 1000));
    ALTER TABLE readings ADD COLUMN forced INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1));
    UPDATE readings SET forced = 1 WHERE lower_lux > \(Int(EstimateNote.brightestDaylightLux))
      AND value_kind IN ('estimate', 'atLeast');
    DROP INDEX readings_curve;
    \(readingsCurveIndex)
    """

  /// `readings_curve` since version 7: ``CurveRow``'s columns, `forced` last.
  static let readingsCurveIndex = """
    CREATE INDEX readings_curve ON readings (
      spot_id, taken_unix, id, taken_offset, value_kind, point_lux, lower_lux, upper_lux,
      confidence, forced
    );
    """

  // MARK: - Version 8

  /// Each spot's number of readings, kept by triggers as readings are added, removed or moved,
  /// so that `spot list` reads a thousand spots' counts from their rows instead of counting a
  /// hundred thousand index entries (issue 18: `spot list` at 1,000 spots and 100,000 readings
  /// within 25 ms). Stores of version 7 get the counts once, from their readings.
  private static let version8 = """
    ALTER TABLE spots ADD COLUMN reading_count INTEGER NOT NULL DEFAULT 0
      CHECK (reading_count >= 0);
    UPDATE spots SET reading_count = (SELECT count(*) FROM readings WHERE spot_id = spots.id);
    \(readingCountTriggers)
    """

  /// The triggers that keep `spots.reading_count` (version 8).
  static let readingCountTriggers = """
    CREATE TRIGGER readings_counted_on_insert AFTER INSERT ON readings BEGIN
      UPDATE spots SET reading_count = reading_count + 1 WHERE id = NEW.spot_id;
    END;
    CREATE TRIGGER readings_counted_on_delete AFTER DELETE ON readings BEGIN
      UPDATE spots SET reading_count = reading_count - 1 WHERE id = OLD.spot_id;
    END;
    CREATE TRIGGER readings_counted_on_move AFTER UPDATE OF spot_id ON readings
    WHEN OLD.spot_id IS NOT NEW.spot_id BEGIN
      UPDATE spots SET reading_count = reading_count - 1 WHERE id = OLD.spot_id;
      UPDATE spots SET reading_count = reading_count + 1 WHERE id = NEW.spot_id;
    END;
    """
}
