// The closed sets of codes a saved reading's record holds, each spelt as the store and the
// export files spell it (docs/store.md). The other codes are the library's own enums:
// ``LimitCheck`` and ``ReadingBound``.

extension ReadingRecord {
  /// Where a reading's settings came from, without the file: the record's `source`.
  public enum SourceKind: String, Sendable, Hashable, CaseIterable {
    /// Settings typed in by hand (``ReadingSource/manual``).
    case manual
    /// Settings read from a photo (``ReadingSource/photo(file:)``).
    case photo
    /// A capture that passed the gates (``ReadingSource/capture(file:)``).
    case capture

    /// The kind of `source`.
    public init(_ source: ReadingSource) {
      switch source {
      case .manual: self = .manual
      case .photo: self = .photo
      case .capture: self = .capture
      }
    }
  }

  /// Whether a reading's calibration was measured: the record's `calibration.status`.
  public enum CalibrationStatus: String, Sendable, Hashable, CaseIterable {
    /// The profile's nominal constant, not measured against a reference meter.
    case nominal
    /// A constant measured against a reference meter, with its day.
    case measured
  }

  /// The kind of a reading's value: the record's `lux.kind`.
  public enum LuxKind: String, Sendable, Hashable, CaseIterable {
    /// A point with its interval (``LuxValue/estimate(point:interval:)``).
    case estimate
    /// A lower bound (``LuxValue/atLeast(_:)``).
    case atLeast
    /// An upper bound (``LuxValue/atMost(_:)``).
    case atMost

    /// The kind of `value`.
    public init(_ value: LuxValue) {
      switch value {
      case .estimate: self = .estimate
      case .atLeast: self = .atLeast
      case .atMost: self = .atMost
      }
    }
  }
}
