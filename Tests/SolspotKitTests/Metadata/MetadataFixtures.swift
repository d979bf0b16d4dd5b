import Foundation
import Testing

@testable import SolspotKit

/// The generated fixtures in Fixtures/ and their expected values in Fixtures/manifest.json
/// (written by Fixtures/generate.py and checked there against ExifTool).
enum MetadataFixtures {
  /// The Fixtures folder, found from this file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// One fixture: its file and what reading it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    let file: String
    let format: String
    let byteOrder: String?
    /// Field name → expected value (`[number, source]`, a string, or a number).
    let expect: [String: ExpectedValue]
    /// The expected error code and, for `no-exposure-data`, the missing fields.
    let error: (code: String, missing: [String])?
    let device: String?
    let warnings: Int
    let note: String
    var testDescription: String { file }

    var url: URL { folder.appendingPathComponent(file) }
  }

  /// An expected field value.
  enum ExpectedValue: Sendable {
    case number(Double, source: String)
    case text(String)
    case plain(Double)
  }

  /// Every case in the manifest; an unreadable manifest gives none, which the tests report.
  static let cases: [Case] = {
    let url = folder.appendingPathComponent("manifest.json")
    guard let data = try? Data(contentsOf: url),
      let rows = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return rows.compactMap { row in
      guard let file = row["file"] as? String, let format = row["format"] as? String,
        let expect = row["expect"] as? [String: Any]
      else { return nil }
      var values: [String: ExpectedValue] = [:]
      for (key, value) in expect {
        if let pair = value as? [Any], let number = pair.first as? Double,
          let source = pair.last as? String
        {
          values[key] = .number(number, source: source)
        } else if let text = value as? String {
          values[key] = .text(text)
        } else if let number = value as? Double {
          values[key] = .plain(number)
        }
      }
      var error: (String, [String])?
      if let pair = row["error"] as? [Any], let code = pair.first as? String {
        error = (code, pair.last as? [String] ?? [])
      }
      return Case(
        file: file, format: format, byteOrder: row["byteOrder"] as? String, expect: values,
        error: error, device: row["device"] as? String, warnings: row["warnings"] as? Int ?? 0,
        note: row["note"] as? String ?? "")
    }
  }()

  /// The bytes of every fixture and committed fuzz crasher, for replay.
  static func seeds() throws -> [(name: String, bytes: [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    for folder in [folder, folder.appendingPathComponent("crashers")] {
      guard
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
      else { continue }
      for name in names.sorted() where !name.hasSuffix(".py") && !name.hasSuffix(".json") {
        let url = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          !isFolder.boolValue
        else { continue }
        seeds.append((name, Array(try Data(contentsOf: url))))
      }
    }
    return seeds
  }
}

/// Every fixture test iterates ``MetadataFixtures/cases``; an unreadable manifest would give
/// none and let them pass vacuously, so the manifest itself is checked here.
@Suite("Metadata fixture manifest")
struct MetadataFixtureManifestTests {
  @Test("the manifest lists every committed fixture, and every listed file exists")
  func manifestMatchesFolder() throws {
    let listed = Set(MetadataFixtures.cases.map(\.file))
    #expect(listed.count >= 20)
    let seeds = try MetadataFixtures.seeds().map(\.name)
    for name in listed { #expect(seeds.contains(name), "\(name) is listed but missing") }
    for name in seeds where !name.hasPrefix("crash") {
      #expect(listed.contains(name), "\(name) is committed but not in the manifest")
    }
  }
}
