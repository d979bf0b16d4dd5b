import Foundation
import SolspotKit

extension StoreBenchmark {
  /// Imports `newSpots` spots with one reading each into a fresh store, in one transaction:
  /// the case an audit found quadratic (every new name was looked up by a scan of all spots).
  static func timeImport(folder: URL, newSpots: Int) throws {
    let path = folder.appendingPathComponent("import-\(newSpots).sqlite").path
    let store = try SpotStore(path: path)
    let created = try require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let estimate = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
      .estimate(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100))
    let reading = Reading(estimate: estimate, takenAt: created, source: .manual)
    let archive = SpotArchive(
      spots: try (0..<newSpots).map { index in
        ArchivedSpot(
          spot: try NewSpot(name: "imported \(index)", createdAt: created), readings: [reading])
      })
    let (report, seconds) = try Stopwatch.time { try store.importArchive(archive) }
    print(
      "store: import of \(report.addedSpots.count) new spots, a reading each, one transaction: "
        + "\(ms(seconds)) ms")
  }

  /// The `sqlite3` command-line tool running `spot list`'s and `spot history`'s queries on the
  /// same file, as a floor for a process that opens the store and reads the same rows; the
  /// ratio compares `solspot`'s median with it.
  static func timePeer(path: String, spot: String, solspot medians: [String: Double]) throws {
    let candidates = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    guard let tool = candidates.first(where: FileManager.default.isExecutableFile(atPath:))
    else {
      print("store: no sqlite3 command-line tool found; peer comparison skipped")
      return
    }
    let key = spot.lowercased().replacingOccurrences(of: "'", with: "''")
    let queries = [
      (
        "list",
        "SELECT s.name, s.room, s.reading_count, r.* FROM spots s LEFT JOIN readings r "
          + "ON r.id = (SELECT id FROM readings WHERE spot_id = s.id "
          + "ORDER BY taken_unix DESC, id DESC LIMIT 1) ORDER BY s.name_key, s.id;"
      ),
      (
        "history",
        "SELECT * FROM readings WHERE spot_id = (SELECT id FROM spots WHERE name_key = "
          + "'\(key)') ORDER BY taken_unix, id;"
      ),
    ]
    for (name, sql) in queries {
      let median = try timeProcess(
        URL(fileURLWithPath: tool), [path, sql], label: "sqlite3, spot \(name)'s query")
      if let ours = medians[name] {
        print(
          "store: solspot spot \(name) / sqlite3: "
            + "\(String(Double(Int(ours / median * 100)) / 100))×")
      }
    }
  }
}
