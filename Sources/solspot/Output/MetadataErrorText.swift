import SolspotKit

/// A photo's metadata error in words, without the file name.
enum MetadataErrorText {
  /// The error as a lower-case phrase with the offset: "JPEG APP1 segment is truncated (at
  /// byte 2)".
  static func reason(_ error: MetadataError) -> String {
    kind(error.kind) + (error.offset.map { " (at byte \($0))" } ?? "")
  }

  private static func kind(_ kind: MetadataError.Kind) -> String {
    switch kind {
    case .cannotRead(let failure):
      return "cannot read the file: " + ReadFailureText.phrase(failure)
    case .cannotListFolder(let failure):
      return "cannot read the folder: " + ReadFailureText.phrase(failure)
    case .empty:
      return "the file is empty"
    case .unknownFormat:
      return "not a photo format solspot reads (JPEG, TIFF or TIFF-based raw, HEIF, AVIF, CR3, "
        + "RAF, PNG or WebP)"
    case .unsupported(let feature):
      return UnsupportedFeatureText.phrase(feature) + " is not supported"
    case .truncated(let structure):
      return MetadataStructureText.name(structure) + " is truncated"
    case .malformed(let structure, let reason):
      return MetadataStructureText.name(structure) + ": " + MalformedReasonText.phrase(reason)
    case .limitExceeded(let structure, let limit):
      return MetadataStructureText.name(structure) + " exceeds the limit of \(limit)"
    case .loop(let structure):
      return MetadataStructureText.name(structure) + " points back to a structure already read"
    case .noExif:
      return "no Exif metadata"
    case .noExposureData(let missing, let isoAtLeast65535):
      let unrecorded = isoAtLeast65535 ? missing.filter { $0 != .iso } : missing
      var parts: [String] = []
      if !unrecorded.isEmpty {
        let names = unrecorded.map(ExposureText.name)
        parts.append(
          "the \(English.list(names)) \(English.verb(names.count, "is", "are")) not recorded")
      }
      if isoAtLeast65535 && missing.contains(.iso) {
        parts.append("the ISO is 65,535 or more and no sensitivity tag gives the exact value")
      }
      return "no exposure data: " + parts.joined(separator: "; ")
    case .invalidExposure(let error):
      return "unusable exposure data: " + ExposureText.problem(error)
    }
  }
}
