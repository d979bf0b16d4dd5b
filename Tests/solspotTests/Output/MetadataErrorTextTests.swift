import SolspotKit
import Testing

@testable import solspot

/// A photo's metadata errors in words.
@Suite("Metadata errors in words")
struct MetadataErrorTextTests {
  @Test("errors are lower-case phrases with the offset, and stable codes")
  func errors() {
    let cases: [(MetadataError.Kind, Int?, String, String)] = [
      (
        .cannotRead(reason: "no such file or directory"), nil,
        "cannot read the file: no such file or directory", "cannot-read"
      ),
      (.empty, nil, "the file is empty", "empty"),
      (
        .truncated(structure: "JPEG APP1 segment"), 2, "JPEG APP1 segment is truncated (at byte 2)",
        "truncated"
      ),
      (
        .limitExceeded(structure: "IFD0 entry count (40000)", limit: 1024), 8,
        "IFD0 entry count (40000) exceeds the limit of 1024 (at byte 8)", "limit-exceeded"
      ),
      (
        .loop(structure: "ExifIFD"), 20,
        "ExifIFD points back to a structure already read (at byte 20)", "loop"
      ),
      (.noExif, nil, "no Exif metadata", "no-exif"),
      (
        .noExposureData(missing: [.iso]), nil, "no exposure data: the ISO is not recorded",
        "no-exposure-data"
      ),
      (
        .noExposureData(missing: [.fNumber, .exposureTime, .iso]), nil,
        "no exposure data: the f-number, exposure time and ISO are not recorded", "no-exposure-data"
      ),
      (
        .noExposureData(missing: [.iso], isoAtLeast65535: true), nil,
        "no exposure data: the ISO is 65,535 or more and no sensitivity tag gives the exact value",
        "no-exposure-data"
      ),
      (
        .noExposureData(missing: [.fNumber, .iso], isoAtLeast65535: true), nil,
        "no exposure data: the f-number is not recorded; the ISO is 65,535 or more and no "
          + "sensitivity tag gives the exact value", "no-exposure-data"
      ),
      (
        .cannotRead(reason: "is a named pipe (FIFO), not a regular file"), nil,
        "cannot read the file: is a named pipe (FIFO), not a regular file", "cannot-read"
      ),
      (
        .cannotListFolder(reason: "permission denied"), nil,
        "cannot read the folder: permission denied", "cannot-read"
      ),
      (
        .unsupported(feature: "the CRW (Canon CIFF) format"), nil,
        "the CRW (Canon CIFF) format is not supported", "unsupported"
      ),
    ]
    for (kind, offset, text, code) in cases {
      let error = MetadataError(file: "a.jpg", offset: offset, kind: kind)
      #expect(MetadataErrorText.reason(error) == text)
      #expect(error.code == code)
      #expect(!MetadataErrorText.reason(error).contains("a.jpg"))
    }
  }
}
