import SolspotKit
import Testing

@testable import solspot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A photo's metadata errors in words.
@Suite("Metadata errors in words")
struct MetadataErrorTextTests {
  @Test("errors are lower-case phrases with the offset, and stable codes")
  func errors() {
    let cases: [(MetadataError.Kind, Int?, String, String)] = [
      (.cannotRead(.missing), nil, "cannot read the file: no such file", "cannot-read"),
      (
        .cannotRead(.system(errno: ELOOP)), nil,
        "cannot read the file: too many levels of symbolic links", "cannot-read"
      ),
      (.empty, nil, "the file is empty", "empty"),
      (
        .truncated(structure: .jpegSegment(marker: 0xFFE1)), 2,
        "JPEG segment 0xFFE1 is truncated (at byte 2)",
        "truncated"
      ),
      (
        .limitExceeded(structure: .ifdEntryCount(.ifd(0), count: 40000), limit: 1024), 8,
        "IFD0 entry count (40000) exceeds the limit of 1024 (at byte 8)", "limit-exceeded"
      ),
      (
        .loop(structure: .ifd(.exif)), 20,
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
        .cannotRead(.notRegularFile(.fifo)), nil,
        "cannot read the file: is a named pipe (FIFO), not a regular file", "cannot-read"
      ),
      (
        .cannotListFolder(.permissionDenied), nil,
        "cannot read the folder: permission denied", "cannot-read"
      ),
      (
        .unsupported(.crwFormat), nil, "the CRW (Canon CIFF) format is not supported", "unsupported"
      ),
      (
        .unsupported(.itemLocationVersion(3)), 40,
        "'iloc' box version 3 is not supported (at byte 40)",
        "unsupported"
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

/// Each read failure in the words every command uses for a file that cannot be read.
@Suite("Read failures in words")
struct ReadFailureTextTests {
  @Test("each failure has its phrase, and the system's words for any other C error")
  func phrases() {
    let cases: [(ReadFailure, String)] = [
      (.missing, "no such file"),
      (.brokenSymbolicLink, "is a symbolic link to a missing file"),
      (.notRegularFile(.directory), "is a folder, not a file"),
      (.notRegularFile(.fifo), "is a named pipe (FIFO), not a regular file"),
      (.notRegularFile(.characterDevice), "is a device, not a regular file"),
      (.notRegularFile(.blockDevice), "is a device, not a regular file"),
      (.notRegularFile(.socket), "is a socket, not a regular file"),
      (.notRegularFile(.other), "not a regular file"),
      (.permissionDenied, "permission denied"),
      (.system(errno: EIO), "input/output error"),
    ]
    for (failure, phrase) in cases {
      #expect(ReadFailureText.phrase(failure) == phrase, "\(failure)")
    }
  }

  @Test("a file problem found before reading gives the reader's value, so both read alike")
  func fileProblem() {
    #expect(FileProblem.missing.failure == .missing)
    #expect(FileProblem.folder.failure == .notRegularFile(.directory))
    #expect(FileProblem.folder.reason == "is a folder, not a file")
    #expect(FileProblem.other(errno: ELOOP).reason == "too many levels of symbolic links")
  }
}
