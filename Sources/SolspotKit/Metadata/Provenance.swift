/// Where a metadata value came from: the tag it was read from, the IFD, and the rule that chose
/// it.
///
/// The CLI writes it as ExifTool-style text (`Output/ProvenanceText`), in its output and JSON:
///
/// | rule | CLI text |
/// |---|---|
/// | ``Rule/tag`` | `FNumber (0x829D)` |
/// | ``Rule/fallback(replacing:)`` | `ApertureValue (0x9202) fallback` |
/// | ``Rule/sensitivityType(_:)`` | `RecommendedExposureIndex (0x8832, SensitivityType 2)` |
/// | ``Rule/sensitivityTypeOther(_:named:)`` | `RecommendedExposureIndex (0x8832; SensitivityType 3 names ISOSpeed, not recorded)` |
/// | ``Rule/combined(with:)`` | `GPSLatitude (0x0002) with GPSLatitudeRef (0x0001)` |
public struct Provenance: Sendable, Hashable {
  /// How the value was chosen.
  public enum Rule: Sendable, Hashable {
    /// Read from the tag that holds it.
    case tag
    /// Computed from an APEX tag because the direct tag is missing or zero (ApertureValue for
    /// FNumber, ShutterSpeedValue for ExposureTime).
    case fallback(replacing: ExifTag)
    /// An ISO read from a sensitivity tag because PhotographicSensitivity is missing or 65,535;
    /// the SensitivityType value that named it, if recorded.
    case sensitivityType(Int?)
    /// An ISO read from a sensitivity tag that SensitivityType does not name, because the
    /// tags it names (`named`) are not recorded.
    case sensitivityTypeOther(Int, named: [ExifTag])
    /// Read from the tag together with another one (a GPS coordinate with its hemisphere, a
    /// time with its UTC offset).
    case combined(with: ExifTag)
  }

  /// The tag the value was read from.
  public let tag: ExifTag
  /// The IFD the tag was in.
  public let directory: ExifDirectory
  /// How the value was chosen.
  public let rule: Rule

  /// Creates a provenance.
  public init(tag: ExifTag, directory: ExifDirectory, rule: Rule = .tag) {
    self.tag = tag
    self.directory = directory
    self.rule = rule
  }
}

/// A value read from a photo's metadata, with where it came from.
public struct MetadataValue<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  public let value: Value
  /// Where it came from.
  public let provenance: Provenance

  /// Creates a value.
  public init(_ value: Value, from provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }
}
