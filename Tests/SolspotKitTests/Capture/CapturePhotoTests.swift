import Foundation
import Testing

@testable import SolspotKit

@Suite("Capture reader given a photo")
struct CapturePhotoTests {
  /// The error reading `bytes` in chunks of `chunk` bytes throws, or `nil` when none.
  static func failure(_ bytes: [UInt8], chunk: Int) -> CaptureError? {
    var reader = CaptureReader()
    do {
      var offset = 0
      while offset < bytes.count {
        reader.append(contentsOf: bytes[offset..<min(bytes.count, offset + chunk)])
        offset += chunk
        while try reader.next() != nil {}
      }
      reader.finish()
      while try reader.next() != nil {}
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "a photo given as a capture is named as a photo of its format, whatever the chunk size",
    arguments: [
      ("iphone-front.jpg", ImageFormat.jpeg), ("png-exif.png", .png), ("heic-exif.heic", .heif),
      ("avif-exif.avif", .avif), ("tiff-mm-south-west.tif", .tiff), ("webp-exif.webp", .webp),
      ("bigtiff-ii.tif", .bigTIFF),
    ])
  func photo(_ name: String, _ format: ImageFormat) throws {
    let bytes = try [UInt8](
      Data(contentsOf: MetadataFixtures.folder.appendingPathComponent(name)))
    for chunk in [1, 5, 31, 4096] {
      let error = Self.failure(bytes, chunk: chunk)
      #expect(error == CaptureError(line: 1, kind: .photo(format)), "chunks of \(chunk)")
    }
  }

  @Test("a short capture, and one whose later lines hold a photo's signature, are read")
  func notPhotos() throws {
    let line = CaptureReaderTests.line
    // Shorter than a signature: the check waits for the end and finds no photo.
    #expect(Self.failure(Array("\n".utf8), chunk: 1) == nil)
    // A photo's first bytes after the first line are a bad line, not a photo.
    let jpegAfter = Array((line + "\n").utf8) + [0xFF, 0xD8, 0xFF, 0xE1] + Array("\n".utf8)
    let error = Self.failure(jpegAfter, chunk: 3)
    #expect(error?.line == 2)
    #expect(error.map { if case .photo = $0.kind { true } else { false } } == false)
  }
}
