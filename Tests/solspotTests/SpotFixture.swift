import Foundation
import SolspotKit
import Testing

/// A fresh folder with a store path for the `spot` commands, removed afterwards.
final class SpotFixture: Sendable {
  let folder: URL
  var store: String { folder.appendingPathComponent("spots.sqlite").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-spot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `solspot spot ARGS… --store STORE`.
  func spot(_ arguments: [String], store: String? = nil) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["spot"] + arguments + ["--store", store ?? self.store])
  }

  /// Runs a command that must succeed, and returns its standard output.
  @discardableResult
  func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let result = try spot(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
    return result.stdout
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A measured iphone-15-front profile fitted to the calibration fixture's pairs, written to
  /// `measured.json` in the folder; its path.
  func measuredProfile(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let profile = path("measured.json")
    let fit = try SolspotProcess.run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--write", profile, "--reference-meter", "M",
    ])
    #expect(fit.status == 0, "\(fit.stderr)", sourceLocation: sourceLocation)
    return profile
  }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// An export file with `count` distinct readings of one spot, written to `name`.
  func bigImport(_ name: String, spot: String, count: Int, format: String = "json") throws
    -> String
  {
    let profile = try DeviceProfileCatalog.builtIn().generic
    let estimate = try LuxEstimator(profile: profile)
      .estimate(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100))
    let start: Int64 = 1_750_000_000
    let readings = (0..<count).compactMap { index in
      Timestamp(secondsSince1970: start + Int64(index), utcOffsetMinutes: 60).map {
        Reading(estimate: estimate, takenAt: $0, source: .manual)
      }
    }
    let created = try #require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let archive = SpotArchive(spots: [
      ArchivedSpot(spot: try NewSpot(name: spot, createdAt: created), readings: readings)
    ])
    let text = format == "csv" ? archive.csv() : try archive.json()
    let path = self.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
