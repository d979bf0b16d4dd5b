/// Why a photo's exposure metadata could not be read, naming the file and, where it applies, the
/// byte in the file where the problem is.
///
/// Structural errors (a truncated segment, an offset past the end, a limit exceeded, a loop)
/// carry the absolute file offset of the structure at fault. Errors about the file as a whole
/// (cannot be opened, empty, unknown format) and about the values (no exposure data) carry no
/// offset.
///
/// The CLI words it (with the file name and the offset).
public struct MetadataError: Error, Sendable, Hashable {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The file could not be opened or read, and why: ``ReadFailure/missing``,
    /// ``ReadFailure/notRegularFile(_:)``, ``ReadFailure/system(errno:)``.
    case cannotRead(ReadFailure)
    /// A folder of photos could not be listed (for callers that walk folders), and why:
    /// ``ReadFailure/permissionDenied``.
    case cannotListFolder(ReadFailure)
    /// The file holds no bytes.
    case empty
    /// The content is none of the formats Solspot reads (detected from the bytes, never from
    /// the name).
    case unknownFormat
    /// The content uses a format or feature Solspot recognises but does not read, e.g.
    /// ``UnsupportedFeature/crwFormat``.
    case unsupported(UnsupportedFeature)
    /// A structure runs past the end of the data, e.g.
    /// ``MetadataStructure/jpegSegment(marker:)``.
    case truncated(structure: MetadataStructure)
    /// A structure is inconsistent, e.g. ``MetadataStructure/ifd(_:)`` with
    /// ``MalformedReason/entriesPastEnd(count:)``.
    case malformed(structure: MetadataStructure, reason: MalformedReason)
    /// A structure exceeds one of the reader's hard limits (``MetadataLimits``), e.g.
    /// ``MetadataStructure/ifdEntryCount(_:count:)`` with limit 1,024.
    case limitExceeded(structure: MetadataStructure, limit: Int)
    /// A pointer leads back to a structure already read, e.g. the Exif IFD.
    case loop(structure: MetadataStructure)
    /// The file is a photo format Solspot reads, but it holds no Exif metadata.
    case noExif
    /// The Exif metadata lacks settings needed for an exposure; `missing` lists them in the
    /// order f-number, exposure time, ISO. `isoAtLeast65535` says that the ISO is missing
    /// because PhotographicSensitivity reads 65,535, which Exif 2.3 and later define as
    /// "65,535 or more", and no sensitivity tag gives the exact value.
    case noExposureData(missing: [ExposureField], isoAtLeast65535: Bool = false)
    /// The exposure settings were read but no camera produces them (an ISO of 0, a bias of
    /// −165,191,049 EV).
    case invalidExposure(ExposureError)
  }

  /// The file's path or name as the caller gave it.
  public let file: String
  /// The absolute byte offset in the file of the structure at fault, when there is one.
  public let offset: Int?
  /// What is wrong.
  public let kind: Kind

  /// Creates an error.
  public init(file: String, offset: Int? = nil, kind: Kind) {
    self.file = file
    self.offset = offset
    self.kind = kind
  }

  /// A stable code for scripts: `cannot-read`, `empty`, `unknown-format`, …
  public var code: String {
    switch kind {
    case .cannotRead, .cannotListFolder: "cannot-read"
    case .empty: "empty"
    case .unknownFormat: "unknown-format"
    case .unsupported: "unsupported"
    case .truncated: "truncated"
    case .malformed: "malformed"
    case .limitExceeded: "limit-exceeded"
    case .loop: "loop"
    case .noExif: "no-exif"
    case .noExposureData: "no-exposure-data"
    case .invalidExposure: "invalid-exposure"
    }
  }
}
