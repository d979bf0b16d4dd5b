import Foundation
import SolspotKit
import Testing

@testable import solspot

/// The direct writer of `lux --json` lines writes exactly what `JSONEncoder` writes for the
/// same values: on every fixture photo, with every device choice, and for every string and
/// number a line can hold.
@Suite("Photo JSON lines written directly")
struct PhotoLineTests {
  static let photos = try? FileManager.default.contentsOfDirectory(
    atPath: PhotoFixtures.folder.path
  )
  .filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".py") }.sorted()

  @Test("every fixture photo's line equals JSONEncoder's, with and without --device")
  func fixtures() throws {
    let photos = try #require(Self.photos)
    #expect(photos.count > 20)
    let catalog = try DeviceProfileCatalog.builtIn()
    for device in [nil, catalog.profile(named: "iphone-15-front")] {
      var batch = PhotoBatch(catalog: catalog, device: device, confidence: .ninety)
      for name in photos {
        let result = try batch.evaluate(
          PhotoPath(path: PhotoFixtures.path(name), isFromFolder: false))
        let json = PhotoJSON(result, explain: false)
        let direct = try #require(json.directLine, "\(name)")
        #expect(direct == (try JSONLine.encode(json)), "\(name)")
      }
    }
  }

  @Test("an explained line is left to JSONEncoder")
  func explained() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    var batch = PhotoBatch(catalog: catalog, device: nil, confidence: .ninety)
    let result = try batch.evaluate(
      PhotoPath(path: PhotoFixtures.path("iphone-front.jpg"), isFromFolder: false))
    #expect(PhotoJSON(result, explain: true).directLine == nil)
  }

  @Test("strings are escaped as JSONEncoder escapes them")
  func strings() throws {
    var samples = (0..<0x80).compactMap { Unicode.Scalar($0).map { "a\(Character($0))b" } }
    samples += ["", "IMG_0001.jpg", "dir/é ü.HEIC", "\u{2028}", "😀", "\"quoted\"", "a\\b"]
    for sample in samples {
      let direct = JSONObjectWriter.quoted(sample)
      #expect(direct == (try JSONLine.encode(sample)), "\(sample.debugDescription)")
    }
  }

  @Test("numbers are written as JSONEncoder writes them")
  func numbers() throws {
    var values: [Double] = [
      0, -0.0, 1, 1120, 0.9, 1e-15, 9.64e-05, 1e16, 1e21, .leastNonzeroMagnitude, 12.285,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      values.append(Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF))
      values.append(Double.random(in: -1e6...1e6, using: &generator).rounded())
    }
    for value in values {
      #expect(JSONObjectWriter.number(value) == (try JSONLine.encode(value)), "\(value)")
    }
  }
}
