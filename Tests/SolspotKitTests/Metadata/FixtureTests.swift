import Foundation
import Testing

@testable import SolspotKit

@Suite("Metadata of the generated fixtures")
struct FixtureTests {
  @Test("the manifest lists the fixtures of every format")
  func manifestIsComplete() {
    let formats = Set(MetadataFixtures.cases.map(\.format))
    #expect(formats == ["JPEG", "TIFF", "BigTIFF", "HEIF", "AVIF", "PNG", "WebP"])
    #expect(MetadataFixtures.cases.count >= 25)
  }

  @Test("every fixture reads as the manifest says", arguments: MetadataFixtures.cases)
  func fixture(_ fixture: MetadataFixtures.Case) throws {
    let reader = MetadataReader()
    let metadata: PhotoMetadata
    do {
      metadata = try reader.read(path: fixture.url.path)
    } catch {
      #expect(error.code == fixture.error?.code, "\(error)")
      #expect(error.file == fixture.url.path)
      return
    }
    #expect(metadata.format.rawValue == fixture.format)
    if let order = fixture.byteOrder { #expect(metadata.byteOrder.rawValue == order) }
    #expect(metadata.warnings.count == fixture.warnings, "\(metadata.warnings)")
    check(metadata, fixture)
    if let expected = fixture.error {
      #expect(throws: MetadataError.self) { try metadata.exposure() }
      do {
        _ = try metadata.exposure()
      } catch {
        #expect(error.code == expected.code)
        if case .noExposureData(let missing, _) = error.kind {
          #expect(missing.map(\.rawValue) == expected.missing)
        }
      }
    } else {
      let exposure = try metadata.exposure()
      #expect(exposure.fNumber == metadata.fNumber?.value)
      #expect(exposure.bias == metadata.exposureBias?.value ?? 0)
      let catalog = try DeviceProfileCatalog.builtIn()
      #expect(metadata.deviceProfile(in: catalog).id == fixture.device ?? "generic")
    }
  }

  /// Each field equals the manifest's value and source, and a field the manifest leaves out is
  /// absent.
  private func check(
    _ metadata: PhotoMetadata, _ fixture: MetadataFixtures.Case,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let numbers: [(String, MetadataValue<Double>?)] = [
      ("fNumber", metadata.fNumber), ("exposureTime", metadata.exposureTime),
      ("iso", metadata.iso), ("exposureBias", metadata.exposureBias),
      ("brightness", metadata.brightness),
    ]
    for (key, field) in numbers {
      switch fixture.expect[key] {
      case .number(let value, let source):
        #expect(
          field.map { abs($0.value - value) <= 1e-9 * max(1, abs(value)) } == true,
          "\(key): \(String(describing: field?.value)) != \(value)", sourceLocation: sourceLocation)
        #expect(
          field.map { Self.provenance($0.provenance, reads: source) } == true,
          "\(key): \(String(describing: field?.provenance)) is not \(source)",
          sourceLocation: sourceLocation)
      default:
        #expect(field == nil, "\(key) should be absent", sourceLocation: sourceLocation)
      }
    }
    let texts: [(String, String?)] = [
      ("make", metadata.make?.value), ("model", metadata.model?.value),
      ("lensModel", metadata.lensModel?.value),
      ("dateTimeOriginal", metadata.dateTimeOriginal?.value.iso8601),
    ]
    for (key, text) in texts {
      if case .text(let expected) = fixture.expect[key] {
        #expect(text == expected, sourceLocation: sourceLocation)
      } else {
        #expect(text == nil, "\(key) should be absent", sourceLocation: sourceLocation)
      }
    }
    for (key, field) in [("latitude", metadata.latitude), ("longitude", metadata.longitude)] {
      if case .plain(let expected) = fixture.expect[key] {
        #expect(
          field.map { abs($0.value - expected) < 1e-9 } == true, sourceLocation: sourceLocation)
        #expect(field?.provenance.directory == .gps, sourceLocation: sourceLocation)
      } else {
        #expect(field == nil, "\(key) should be absent", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("reading from memory gives what reading the file gives")
  func memoryAndFileAgree() throws {
    let reader = MetadataReader()
    for fixture in MetadataFixtures.cases where fixture.error == nil {
      let bytes = Array(try Data(contentsOf: fixture.url))
      let fromFile = try reader.read(path: fixture.url.path)
      let fromMemory = try reader.read(bytes: bytes, name: fixture.url.path)
      #expect(fromFile == fromMemory, "\(fixture.file)")
    }
  }

  @Test("a small head still reads files whose metadata lies beyond it")
  func smallHead() throws {
    var limits = MetadataLimits.standard
    limits.headBytes = 16
    let small = MetadataReader(limits: limits)
    let standard = MetadataReader()
    for fixture in MetadataFixtures.cases where fixture.error == nil {
      #expect(
        try small.read(path: fixture.url.path) == standard.read(path: fixture.url.path),
        "\(fixture.file)")
    }
  }

  /// Whether `provenance` is what the manifest's `source` says, in the form the CLI prints
  /// (`FNumber (0x829D)`, `ApertureValue (0x9202) fallback`, `ISOSpeed (0x8833,
  /// SensitivityType 3)`): the tag, then the rule.
  static func provenance(_ provenance: Provenance, reads source: String) -> Bool {
    let tag = "\(provenance.tag.name) (\(provenance.tag.hexID))"
    switch provenance.rule {
    case .tag: return source == tag
    case .fallback: return source == tag + " fallback"
    case .sensitivityType(let type?):
      return source == tag.dropLast() + ", SensitivityType \(type))"
    default: return false
    }
  }
}
