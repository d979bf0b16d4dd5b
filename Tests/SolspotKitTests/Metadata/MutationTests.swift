import Foundation
import Testing

@testable import SolspotKit

/// Replays the committed seed corpus (the fixtures and any fuzz crashers) and a few thousand
/// seeded mutations of it through the reader: every input must give metadata or a typed error,
/// quickly, without a crash. The long run is the libFuzzer target, Benchmarks/fuzz-metadata.sh.
@Suite("Hostile input")
struct MutationTests {
  let reader = MetadataReader()

  @Test("the seeds and 4,000 mutations of them give values or typed errors, never a crash")
  func mutations() throws {
    let seeds = try MetadataFixtures.seeds()
    try #require(seeds.count >= 25)
    var generator = SeededGenerator(seed: 0x50_15_90_7E)
    var outcomes = (read: 0, failed: 0)
    for seed in seeds {
      check(seed.bytes, name: seed.name, counting: &outcomes)
    }
    for round in 0..<4000 {
      let seed = seeds[Int.random(in: 0..<seeds.count, using: &generator)]
      let other = seeds[Int.random(in: 0..<seeds.count, using: &generator)].bytes
      let bytes = Self.mutate(seed.bytes, splicing: other, using: &generator)
      check(bytes, name: "\(seed.name) mutation \(round)", counting: &outcomes)
    }
    // Both paths must be exercised, or the mutations are not reaching the structures.
    #expect(outcomes.read > 500)
    #expect(outcomes.failed > 500)
  }

  @Test("mutations written to files read as they do from memory, through bounded file reads")
  func mutationsFromFiles() throws {
    let seeds = try MetadataFixtures.seeds()
    try #require(seeds.count >= 25)
    // A 64-byte head: almost every structure is then fetched with pread(2) from the file.
    var limits = MetadataLimits.standard
    limits.headBytes = 64
    let fileReader = MetadataReader(limits: limits)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-mutations-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SeededGenerator(seed: 0xF11E_5EED)
    var outcomes = (read: 0, failed: 0)
    for round in 0..<400 {
      let seed = seeds[Int.random(in: 0..<seeds.count, using: &generator)]
      let other = seeds[Int.random(in: 0..<seeds.count, using: &generator)].bytes
      let bytes =
        round < seeds.count
        ? seeds[round].bytes : Self.mutate(seed.bytes, splicing: other, using: &generator)
      let path = folder.appendingPathComponent("m\(round)").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let fromFile = Outcome.of { () throws(MetadataError) in try fileReader.read(path: path) }
      let fromMemory = Outcome.of { () throws(MetadataError) in
        try fileReader.read(bytes: bytes, name: path)
      }
      #expect(fromFile == fromMemory, "round \(round) from \(seed.name)")
      if case .read = fromFile { outcomes.read += 1 } else { outcomes.failed += 1 }
    }
    #expect(outcomes.read > 50)
    #expect(outcomes.failed > 50)
  }

  /// What one reading gave, comparable between a file and the same bytes in memory.
  enum Outcome: Equatable {
    case read(PhotoMetadata)
    case failed(MetadataError)

    static func of(_ read: () throws(MetadataError) -> PhotoMetadata) -> Outcome {
      do {
        return .read(try read())
      } catch {
        return .failed(error)
      }
    }
  }

  private func check(
    _ bytes: [UInt8], name: String, counting outcomes: inout (read: Int, failed: Int)
  ) {
    do {
      let metadata = try reader.read(bytes: bytes, name: name)
      outcomes.read += 1
      for field in [metadata.fNumber, metadata.exposureTime, metadata.iso, metadata.exposureBias] {
        #expect(field.map { $0.value.isFinite } ?? true, "\(name): a field is not finite")
      }
      #expect(metadata.latitude.map { abs($0.value) <= 90 } ?? true, "\(name)")
      #expect(metadata.longitude.map { abs($0.value) <= 180 } ?? true, "\(name)")
      #expect(metadata.entries.count <= 3 * MetadataLimits.standard.ifdEntries, "\(name)")
      _ = try? metadata.exposure()
    } catch {
      outcomes.failed += 1
      #expect(error.file == name)
      if let offset = error.offset {
        #expect(offset >= 0 && offset <= bytes.count, "\(name): \(error)")
      }
    }
  }

  /// One of: flipped bits, a truncation, a splice with another seed, a "huge count" written
  /// over a 2- or 4-byte field, an inserted or deleted run.
  static func mutate(
    _ seed: [UInt8], splicing other: [UInt8], using generator: inout SeededGenerator
  ) -> [UInt8] {
    var bytes = seed
    guard !bytes.isEmpty else { return other }
    let position = Int.random(in: 0..<bytes.count, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
      }
    case 1:
      bytes.removeSubrange(position...)
    case 2:
      let from = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &generator)
      bytes = Array(bytes[..<position]) + other[from...]
    case 3:
      let values: [[UInt8]] = [
        [0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0],
        [0x80, 0, 0, 0],
      ]
      for (index, byte) in values[Int.random(in: 0..<values.count, using: &generator)].enumerated()
      where position + index < bytes.count {
        bytes[position + index] = byte
      }
    case 4:
      let run = (0..<Int.random(in: 1...64, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      bytes.insert(contentsOf: run, at: position)
    default:
      bytes.removeSubrange(
        position..<min(bytes.count, position + Int.random(in: 1...64, using: &generator)))
    }
    return bytes
  }

  @Test("a chunk that claims 60 MiB is refused without reading it")
  func hugeChunk() throws {
    var file = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    file += [0x03, 0xC0, 0x00, 0x00] + Array("eXIf".utf8)  // 60 MiB of Exif
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(file).write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 64 * 1024 * 1024)  // sparse: nothing is written
    try handle.close()
    #expect(
      throws: MetadataError(
        file: url.path, offset: 8,
        kind: .limitExceeded(
          structure: .size(of: .pngChunk("eXIf")), limit: MetadataLimits.standard.exifBytes))
    ) {
      try reader.read(path: url.path)
    }
  }

  @Test("a text tag that claims 60 million bytes is read only up to the text limit")
  func hugeText() throws {
    // A big-endian TIFF: IFD0 with Make (ASCII, 60,000,000 bytes at offset 64).
    var file: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1]
    file += [0x01, 0x0F, 0x00, 0x02, 0x03, 0x93, 0x87, 0x00, 0, 0, 0, 64, 0, 0, 0, 0]
    file += [UInt8](repeating: 0, count: 64 - file.count) + Array("Hasselblad".utf8)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID()).tif")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(file).write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 64 + 60_000_000)
    try handle.close()
    let metadata = try reader.read(path: url.path)
    #expect(metadata.make?.value == "Hasselblad")
  }
}

extension MutationTests {
  @Test("a megabyte of JPEG fill bytes is refused, not walked byte by byte")
  func fillBytes() {
    let bytes = [UInt8]([0xFF, 0xD8]) + [UInt8](repeating: 0xFF, count: 1 << 20)
    #expect(
      throws: MetadataError(
        file: "fill.jpg", offset: 2 + MetadataLimits.standard.headBytes,
        kind: .limitExceeded(structure: .jpegFillBytes, limit: MetadataLimits.standard.headBytes)
      )
    ) {
      try reader.read(bytes: bytes, name: "fill.jpg")
    }
  }
}
